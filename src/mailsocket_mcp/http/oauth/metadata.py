"""Discovery documents: protected resource metadata (RFC 9728) and authorization server
metadata (RFC 8414). The gateway is both the resource and its own authorization server.
"""

from __future__ import annotations

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
    """The gateway's OAuth URLs, built from its public origin and MCP path."""

    def __init__(self, public_url: str, mcp_path: str) -> None:
        self.issuer = public_url.rstrip("/")
        self.resource = self.issuer + mcp_path
        self.resource_metadata_path = PATHS.resource_metadata + mcp_path
        self.resource_metadata_url = self.issuer + self.resource_metadata_path

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
        return _canonical(value) == _canonical(self.resource)


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
