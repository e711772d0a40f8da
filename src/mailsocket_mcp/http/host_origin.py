"""DNS-rebinding and cross-site protection: Host allowlist (421), Origin allowlist (403)."""

from __future__ import annotations

from collections.abc import Iterable

from starlette.types import ASGIApp, Receive, Scope, Send

from .responses import error_body, send_json

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
    """421 for a Host not on the allowlist; 403 for an Origin not on its allowlist.

    A request with no Origin (every non-browser MCP client) is fine.
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
        for name, value in scope["headers"]:
            if name == b"host":
                host = value.decode("latin-1")
            elif name == b"origin":
                origin = value.decode("latin-1")
        if host is None or not host_allowed(host, self.hosts):
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
