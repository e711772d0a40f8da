"""The OAuth apps the operator registered, and where each provider's sign-in and mail are.

A provider with sign-in by code (RFC 8628, the device authorization grant) is in
:data:`PRESETS`: its device authorization and token endpoints, the scopes that reach IMAP and
SMTP with XOAUTH2, and its IMAP and SMTP servers. The operator registers an app with the
provider and names it in the environment; a provider without one answers ``501``:

- ``MAILBOX_OAUTH_GMAIL_CLIENT_ID`` / ``MAILBOX_OAUTH_GMAIL_CLIENT_SECRET`` (Google),
- ``MAILBOX_OAUTH_MICROSOFT_CLIENT_ID`` / ``MAILBOX_OAUTH_MICROSOFT_CLIENT_SECRET`` (optional
  for a public client) and ``MAILBOX_OAUTH_MICROSOFT_TENANT`` (default ``common``).

For tests and self-hosted stand-ins only, ``MAILBOX_OAUTH_<P>_DEVICE_URL``, ``_TOKEN_URL`` and
``_USERINFO_URL`` replace the endpoints (``https``, or ``http`` to a loopback host), and
``MAILBOX_OAUTH_<P>_IMAP`` / ``_SMTP`` (``host:port:security``) the servers; the account's
hosts then pass the same host rules as any other account's.
"""

from __future__ import annotations

import ipaddress
import urllib.parse
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from mailsocket_mcp.config import Secret

from .errors import BadRequest

__all__ = ["PRESETS", "OAuthApp", "OAuthApps", "OAuthError", "Server", "oauth_apps_from_env"]


class OAuthError(BadRequest):
    """An OAuth setting the service cannot run with; the message names the variable."""

    code = "invalid_settings"


@dataclass(frozen=True)
class Server:
    host: str
    port: int
    security: str  # tls, starttls, none (loopback only)


@dataclass(frozen=True, kw_only=True)
class OAuthApp:
    """One provider's endpoints and servers, and the app registered with it (if any)."""

    provider: str
    device_url: str
    token_url: str
    scopes: tuple[str, ...]
    imap: Server
    smtp: Server
    userinfo_url: str | None = None  # where the address comes from; else the id_token
    client_id: str | None = None
    client_secret: Secret | None = field(default=None, repr=False)

    @property
    def configured(self) -> bool:
        return bool(self.client_id)


_MICROSOFT = "https://login.microsoftonline.com/{tenant}/oauth2/v2.0"

PRESETS: Mapping[str, OAuthApp] = {
    "gmail": OAuthApp(
        provider="gmail",
        device_url="https://oauth2.googleapis.com/device/code",
        token_url="https://oauth2.googleapis.com/token",  # noqa: S106 - a URL, not a secret
        userinfo_url="https://openidconnect.googleapis.com/v1/userinfo",
        scopes=("https://mail.google.com/", "openid", "email"),
        imap=Server("imap.gmail.com", 993, "tls"),
        smtp=Server("smtp.gmail.com", 465, "tls"),
    ),
    "microsoft": OAuthApp(
        provider="microsoft",
        device_url=_MICROSOFT + "/devicecode",
        token_url=_MICROSOFT + "/token",
        scopes=(
            "https://outlook.office.com/IMAP.AccessAsUser.All",
            "https://outlook.office.com/SMTP.Send",
            "offline_access",
            "openid",
            "profile",
        ),
        imap=Server("outlook.office365.com", 993, "tls"),
        smtp=Server("smtp.office365.com", 587, "starttls"),
    ),
}


@dataclass(frozen=True)
class OAuthApps:
    """Every provider of :data:`PRESETS`, with the operator's app where one is configured."""

    apps: Mapping[str, OAuthApp] = field(default_factory=lambda: dict(PRESETS))

    def get(self, provider: str) -> OAuthApp | None:
        """The provider's preset (configured or not); None for one without sign-in by code."""
        return self.apps.get(provider)


def oauth_apps_from_env(environ: Mapping[str, str]) -> OAuthApps:
    """The presets with the operator's apps and overrides from ``environ``.

    Raises:
        OAuthError: an override the service cannot use (named in the message).
    """
    apps: dict[str, OAuthApp] = {}
    for provider, preset in PRESETS.items():
        prefix = f"MAILBOX_OAUTH_{provider.upper()}_"

        def value(name: str, prefix: str = prefix) -> str:
            return environ.get(prefix + name, "").strip()

        tenant = value("TENANT") or "common"
        if not tenant.replace("-", "").replace(".", "").isalnum():
            raise OAuthError(f"{prefix}TENANT must be a tenant id or domain: {tenant!r}")
        secret = value("CLIENT_SECRET")
        app = replace(
            preset,
            client_id=value("CLIENT_ID") or None,
            client_secret=Secret(secret) if secret else None,
            device_url=_url(prefix + "DEVICE_URL", value("DEVICE_URL"), preset.device_url),
            token_url=_url(prefix + "TOKEN_URL", value("TOKEN_URL"), preset.token_url),
            userinfo_url=_url(prefix + "USERINFO_URL", value("USERINFO_URL"), preset.userinfo_url)
            if preset.userinfo_url
            else None,
            imap=_server(prefix + "IMAP", value("IMAP"), preset.imap),
            smtp=_server(prefix + "SMTP", value("SMTP"), preset.smtp),
        )
        apps[provider] = replace(
            app,
            device_url=app.device_url.replace("{tenant}", tenant),
            token_url=app.token_url.replace("{tenant}", tenant),
        )
    return OAuthApps(apps)


def _loopback(host: str) -> bool:
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _url(name: str, raw: str, default: str | None) -> str:
    if not raw:
        assert default is not None  # only called for endpoints the preset has
        return default
    parts = urllib.parse.urlsplit(raw)
    host = parts.hostname or ""
    if parts.scheme == "https" and host:
        return raw
    if parts.scheme == "http" and _loopback(host):
        return raw
    raise OAuthError(f"{name} must be an https URL (http only to a loopback host): {raw!r}")


def _server(name: str, raw: str, default: Server) -> Server:
    if not raw:
        return default
    parts = raw.split(":")
    host, port_text, security = ([*parts, "tls"])[:3] if len(parts) in (2, 3) else ("", "", "")
    if not host or not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise OAuthError(f"{name} must be host:port[:security]: {raw!r}")
    if security not in ("tls", "starttls", "none"):
        raise OAuthError(f"{name}: security must be tls, starttls or none: {raw!r}")
    if security == "none" and not _loopback(host):
        raise OAuthError(f"{name}: security none (plain text) only to a loopback host: {raw!r}")
    return Server(host, int(port_text), security)
