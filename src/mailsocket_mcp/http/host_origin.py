"""DNS-rebinding and cross-site protection: Host allowlist (421), Origin allowlist (403).

An absolute-form target's authority must be on the Host allowlist too; a second
``Host`` or ``Origin`` header is refused (400) rather than letting one copy win.
"""

from __future__ import annotations

from collections.abc import Iterable

from starlette.types import ASGIApp, Receive, Scope, Send

from .responses import error_body, send_json
from .url_credentials import REQUEST_TARGET, target_authority

__all__ = ["HostOriginGuard", "host_allowed", "origin_allowed"]


def host_allowed(host: str, allowed: Iterable[str]) -> bool:
    """Exact match, or ``name:*`` for the name with any port (or none)."""
    host = host.strip().lower()
    for entry in allowed:
        entry = entry.lower()
        if entry.endswith(":*"):
            name = entry[:-2]
            if host == name or (host.startswith(name + ":") and host[len(name) + 1 :].isdigit()):
                return True
        elif host == entry:
            return True
    return False


def origin_allowed(origin: str, allowed: Iterable[str]) -> bool:
    """Exact match, or ``scheme://name:*`` for that scheme and name with any port (or none)."""
    scheme, separator, host = origin.strip().lower().rstrip("/").partition("://")
    if not separator:
        return False
    for entry in allowed:
        entry_scheme, entry_separator, entry_host = entry.lower().rstrip("/").partition("://")
        if entry_separator and entry_scheme == scheme and host_allowed(host, (entry_host,)):
            return True
    return False


class HostOriginGuard:
    """421 for a Host (or target authority) not on the allowlist; 403 for a foreign Origin.

    A request with no Origin (every non-browser MCP client) is fine; two are not.
    """

    def __init__(self, app: ASGIApp, *, hosts: Iterable[str], origins: Iterable[str]) -> None:
        self.app = app
        self.hosts = tuple(hosts)
        self.origins = tuple(origins)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        host = origin = None
        repeated = False
        for name, value in scope["headers"]:
            if name == b"host":
                repeated = repeated or host is not None
                host = value.decode("latin-1")
            elif name == b"origin":
                repeated = repeated or origin is not None
                origin = value.decode("latin-1")
        if repeated:
            await send_json(
                send,
                400,
                error_body(
                    "duplicate_header", "Send exactly one Host header and at most one Origin."
                ),
            )
            return
        target = scope.get(REQUEST_TARGET)
        if (
            host is None
            or not host_allowed(host, self.hosts)
            or (
                target is not None
                and not host_allowed(target_authority(target).rpartition("@")[2], self.hosts)
            )
        ):
            await send_json(
                send,
                421,
                error_body("misdirected_request", "This server does not answer for that Host."),
            )
            return
        if origin is not None and not origin_allowed(origin, self.origins):
            await send_json(
                send, 403, error_body("forbidden_origin", "Requests from this Origin are refused.")
            )
            return
        await self.app(scope, receive, send)
