"""Per-request authentication: exactly one ``Authorization: Bearer ...`` header.

The Bearer value is a mailsocket key, or (with OAuth on) an access token that
``open_token`` opens to the key sealed in it; after that both are the same. On
success the request's :class:`~mailsocket_mcp.context.CallContext` (its key,
a fresh SDK client, the process limiter) is set for the tools to find.

A connection that has not yet brought a key puts :data:`KEY_ACCEPTED` in its requests'
scope (connection.py); calling it tells the connection a request was let in, so the
connection is no longer a stranger's (first evicted, short write deadline).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from contextvars import ContextVar

from mcp_types import INVALID_REQUEST
from starlette.types import ASGIApp, Receive, Scope, Send

from ..context import CallContext
from ..redact import Redactor, looks_like_key
from .body import DISCONNECTED
from .responses import RequestRejected, error_body, rpc_error_body, send_json

__all__ = [
    "KEY_ACCEPTED",
    "BearerAuth",
    "bearer_key",
    "bearer_token",
    "current_call",
    "current_redactor",
]

# Scope key of the connection's callback, present until a request on it brings a key.
KEY_ACCEPTED = "mailsocket_mcp.key_accepted"

current_call: ContextVar[CallContext | None] = ContextVar("mailsocket_mcp_call", default=None)


def current_redactor() -> Redactor | None:
    """The redactor of the request being served; None outside one (nothing to mask)."""
    call = current_call.get()
    return call.redactor if call is not None else None


_REALM = 'Bearer realm="mailsocket"'
_HOW = (
    "Send your mailsocket API key in exactly one header: 'Authorization: Bearer ms_live_...'. "
    "Keys are created in the mailsocket dashboard."
)
_EXPIRED = "The access token is invalid or has expired: refresh it or connect again."


def bearer_token(scope: Scope) -> str | None:
    """The Bearer value of the only Authorization header, whatever its shape."""
    values = [value for name, value in scope["headers"] if name == b"authorization"]
    if len(values) != 1:
        return None
    scheme, _, token = values[0].decode("latin-1").strip().partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token:
        return None
    return str(token)


def bearer_key(scope: Scope) -> str | None:
    """The key from the only Authorization header, if it has the right shape."""
    token = bearer_token(scope)
    return token if token is not None and looks_like_key(token) else None


class BearerAuth:
    """401 with ``WWW-Authenticate`` unless the request brings one well-formed key.

    ``open_token`` (OAuth on) turns a valid access token into its key, else None;
    ``challenge(scope)`` is added to the ``WWW-Authenticate`` header (the resource metadata
    URL, spelled as the request spelled the host).
    ``accepts`` says which Bearer values are keys (the toolsets served decide; ``how``
    tells a refused client what to send). ``make_call`` may refuse the request
    (:class:`RequestRejected`, a bad header): 400.
    """

    def __init__(
        self,
        app: ASGIApp,
        *,
        make_call: Callable[[str, Callable[[], Awaitable[None]] | None, Scope], CallContext],
        open_token: Callable[[str], str | None] | None = None,
        challenge: Callable[[Scope], str] | None = None,
        accepts: Callable[[str], bool] = looks_like_key,
        how: str | None = None,
    ) -> None:
        self.app = app
        self.accepts = accepts
        self.how = how or _HOW
        self.make_call = make_call
        self.open_token = open_token
        self.challenge = challenge

    def _challenge(self, scope: Scope) -> str:
        return _REALM + (f", {self.challenge(scope)}" if self.challenge else "")

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        token = bearer_token(scope)
        key = token if token is not None and self.accepts(token) else None
        if key is None and token is not None and self.open_token is not None:
            key = self.open_token(token)
            if key is None:
                await send_json(
                    send,
                    401,
                    error_body("invalid_token", _EXPIRED),
                    {"www-authenticate": f'{self._challenge(scope)}, error="invalid_token"'},
                )
                return
        if key is None:
            await send_json(
                send,
                401,
                error_body("unauthorized", self.how),
                {"www-authenticate": self._challenge(scope)},
            )
            return

        async def client_gone() -> None:
            # Set by the body guard, which runs after us (no body is read for a stranger).
            await scope[DISCONNECTED]()

        try:
            call = self.make_call(key, client_gone, scope)
        except RequestRejected as rejected:
            # A key pasted into a header must not come back in the answer.
            message = Redactor(key).text(rejected.message)
            await send_json(send, 400, rpc_error_body(INVALID_REQUEST, message))
            return
        accepted = scope.get(KEY_ACCEPTED)
        if accepted is not None:
            accepted()
        reset = current_call.set(call)
        try:
            await self.app(scope, receive, send)
        finally:
            current_call.reset(reset)
