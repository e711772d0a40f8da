"""Discovery documents: protected resource metadata (RFC 9728) and authorization server
metadata (RFC 8414). The gateway is both the resource and its own authorization server.
"""

from __future__ import annotations

import urllib.parse
from dataclasses import dataclass

from ..responses import ErrorBody, error_body
from .clients import AUTH_METHODS, GRANT_TYPES
from .errors import oauth_error_body

__all__ = ["PATHS", "Discovery", "error_shape_for", "is_oauth_path", "logged_paths"]


@dataclass(frozen=True)
class _Paths:
    resource_metadata: str = "/.well-known/oauth-protected-resource"
    server_metadata: str = "/.well-known/oauth-authorization-server"
    openid_configuration: str = "/.well-known/openid-configuration"
    authorize: str = "/authorize"
    token: str = "/token"  # noqa: S105 - a path, not a password
    register: str = "/register"


PATHS = _Paths()


class Discovery:
    """The gateway's OAuth URLs, built from its public origin and MCP path.

    A loopback public URL (``http://localhost:8080``) has three spellings a local client
    may use: ``localhost``, ``127.0.0.1`` and ``[::1]`` with the same scheme and port.
    Each is this gateway: ``as_seen_from`` spells the URLs the way the request did (a
    client checks the metadata's ``resource`` against the URL it was given), and
    ``same_resource`` accepts every spelling. Any other public URL has one spelling only.
    """

    def __init__(self, public_url: str, mcp_path: str, *, _alias: bool = False) -> None:
        self.issuer = public_url.rstrip("/")
        self.resource = self.issuer + mcp_path
        self.resource_metadata_path = PATHS.resource_metadata + mcp_path
        self.resource_metadata_url = self.issuer + self.resource_metadata_path
        self._spellings: dict[str, Discovery] = {}
        if not _alias:
            for authority, url in _loopback_spellings(self.issuer).items():
                self._spellings[authority] = Discovery(url, mcp_path, _alias=True)
        self.origins = (self.issuer, *(alias.issuer for alias in self._spellings.values()))
        self._resources = frozenset(_canonical(origin + mcp_path) for origin in self.origins)

    def as_seen_from(self, host: str | None) -> Discovery:
        """These URLs spelled with the request's ``Host`` if it is another loopback spelling."""
        if host is None:
            return self
        return self._spellings.get(host.strip().lower(), self)

    def is_own_origin(self, origin: str) -> bool:
        """True if ``origin`` is this gateway's public origin (in any of its spellings)."""
        return origin.rstrip("/").lower() in (own.lower() for own in self.origins)

    def resource_metadata(self) -> dict[str, object]:
        """RFC 9728: what the resource is and who issues tokens for it."""
        return {
            "resource": self.resource,
            "authorization_servers": [self.issuer],
            "bearer_methods_supported": ["header"],
            "resource_name": "mailsocket MCP",
        }

    def server_metadata(self) -> dict[str, object]:
        """RFC 8414: endpoints and what they support (PKCE S256 only, public clients welcome)."""
        return {
            "issuer": self.issuer,
            "authorization_endpoint": self.issuer + PATHS.authorize,
            "token_endpoint": self.issuer + PATHS.token,
            "registration_endpoint": self.issuer + PATHS.register,
            "response_types_supported": ["code"],
            "grant_types_supported": list(GRANT_TYPES),
            "code_challenge_methods_supported": ["S256"],
            "token_endpoint_auth_methods_supported": list(AUTH_METHODS),
            "client_id_metadata_document_supported": True,
        }

    def same_resource(self, value: str | None) -> bool:
        """True if a ``resource`` parameter names this gateway's resource (or is absent)."""
        if value is None:
            return True
        return _canonical(value) in self._resources


_LOOPBACK_NAMES = ("localhost", "127.0.0.1", "[::1]")


def _loopback_spellings(origin: str) -> dict[str, str]:
    """``{authority: origin}`` for the other loopback spellings of ``origin`` (or nothing)."""
    parts = urllib.parse.urlsplit(origin)
    host = parts.hostname or ""
    host = f"[{host}]" if ":" in host else host
    if host not in _LOOPBACK_NAMES:
        return {}
    suffix = f":{parts.port}" if parts.port else ""
    return {
        other + suffix: f"{parts.scheme}://{other}{suffix}"
        for other in _LOOPBACK_NAMES
        if other != host
    }


def _canonical(url: str) -> str:
    scheme, sep, rest = url.partition("://")
    host, slash, path = rest.partition("/")
    return f"{scheme.lower()}{sep}{host.lower()}{slash}{path}".rstrip("/")


def is_oauth_path(path: str) -> bool:
    """True for every path the OAuth endpoints answer (enabled or not)."""
    return path in _EXACT or path.startswith(_PREFIXES)


def logged_paths(mcp_path: str) -> tuple[str, ...]:
    """The OAuth paths the access log may show as they are (fixed words, never a secret)."""
    return (*_EXACT, *_PREFIXES, PATHS.resource_metadata + mcp_path)


def error_shape_for(path: str) -> ErrorBody:
    """How the gateway's shared layers word a refusal on ``path``: OAuth's shape on its paths."""
    return oauth_error_body if is_oauth_path(path) else error_body


_EXACT = frozenset({PATHS.authorize, PATHS.token, PATHS.register, PATHS.openid_configuration})
_PREFIXES = (PATHS.resource_metadata, PATHS.server_metadata)
