"""A loopback shim that adds the Bearer key the conformance suite cannot send.

The official suite connects as an anonymous MCP client; the gateway requires
``Authorization: Bearer ms_live_...`` on every request. The shim wraps the gateway's
ASGI app and adds one when the request has none. Everything else (Host, Origin,
body) reaches the gateway as the suite sent it, so its DNS-rebinding checks still
test the gateway's own guard. Test code only.
"""

from __future__ import annotations

from starlette.types import ASGIApp, Receive, Scope, Send

__all__ = ["with_key"]


def with_key(app: ASGIApp, key: str) -> ASGIApp:
    """``app`` behind a shim that authenticates every keyless HTTP request as ``key``."""
    authorization = f"Bearer {key}".encode()

    async def shim(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and all(
            name != b"authorization" for name, _ in scope["headers"]
        ):
            scope = {**scope, "headers": [*scope["headers"], (b"authorization", authorization)]}
        await app(scope, receive, send)

    return shim
