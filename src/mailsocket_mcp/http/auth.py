"""Per-request authentication: exactly one ``Authorization: Bearer ms_live_...`` header.

On success the request's :class:`~mailsocket_mcp.context.CallContext` (its key,
a fresh SDK client, the process limiter) is set for the tools to find.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from contextvars import ContextVar

from starlette.types import ASGIApp, Receive, Scope, Send

from ..context import CallContext
from ..redact import looks_like_key
from .body import DISCONNECTED
from .responses import error_body, send_json

__all__ = ["BearerAuth", "bearer_key", "current_call"]

current_call: ContextVar[CallContext | None] = ContextVar("mailsocket_mcp_call", default=None)

_CHALLENGE = {"www-authenticate": 'Bearer realm="mailsocket"'}
_HOW = (
    "Send your mailsocket API key in exactly one header: 'Authorization: Bearer ms_live_...'. "
    "Keys are created in the mailsocket dashboard."
)


def bearer_key(scope: Scope) -> str | None:
    """The key from the only Authorization header, if it has the right shape."""
    values = [value for name, value in scope["headers"] if name == b"authorization"]
    if len(values) != 1:
        return None
    scheme, _, token = values[0].decode("latin-1").strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not looks_like_key(token):
        return None
    return str(token)


class BearerAuth:
    """401 with ``WWW-Authenticate`` unless the request brings one well-formed key."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        make_call: Callable[[str, Callable[[], Awaitable[None]] | None, Scope], CallContext],
    ) -> None:
        self.app = app
        self.make_call = make_call

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        key = bearer_key(scope)
        if key is None:
            await send_json(send, 401, error_body("unauthorized", _HOW), _CHALLENGE)
            return

        async def client_gone() -> None:
            # Set by the body guard, which runs after us (no body is read for a stranger).
            await scope[DISCONNECTED]()

        call = self.make_call(key, client_gone, scope)
        token = current_call.set(call)
        try:
            await self.app(scope, receive, send)
        finally:
            current_call.reset(token)
