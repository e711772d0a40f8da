"""``/api/v1``: the mailsocket-compatible inbox API on the inbox bridge, with ``mbx_`` tokens.

The very routes the sandbox serves (``sandbox/api``: inboxes, messages, latest, the long-poll
wait, ...), so the official ``mailsocket`` SDK and our inbox tools work unchanged with
``MAILSOCKET_BASE_URL=<service>/api/v1``. Only the key differs: a token of the service, whose
user owns the inboxes it makes (another user's token gets 404, as for an unknown inbox). Errors
are the sandbox's shape, which is the envelope of the rest of the service too. The routes run
on the bridge the app's lifespan opens (503 ``starting`` before it has).
"""

from __future__ import annotations

from functools import partial

import anyio
from starlette.applications import Starlette
from starlette.datastructures import Headers, State
from starlette.middleware import Middleware
from starlette.types import ASGIApp, Receive, Scope, Send

from mailsocket_mcp.sandbox.api.auth import ACCOUNT_SCOPE_KEY
from mailsocket_mcp.sandbox.api.routes import api_routes
from mailsocket_mcp.sandbox.errors import ApiError, Unauthorized, error_response, exception_handlers

from ..domain.callers import Caller, authenticate, stamp_use
from ..domain.inbox_bridge import InboxBridge
from ..domain.mailbox import Mailbox
from ..errors import NoUserYet, Unauthenticated

__all__ = ["INBOX_API_PREFIX", "InboxApi", "inbox_api_app"]

INBOX_API_PREFIX = "/api/v1"


def inbox_api_app(bridge: InboxBridge) -> Starlette:
    """The inbox API over ``bridge``: the sandbox's routes behind the service's tokens."""
    return Starlette(
        routes=api_routes(bridge.services),
        middleware=[Middleware(TokenOwner, mailbox=bridge.mailbox)],
        exception_handlers=exception_handlers(),
    )


class InboxApi:
    """Mounted at ``/api/v1``: hands each request to the app in ``state.inbox_api`` (set by the
    lifespan), or answers 503 while there is none."""

    def __init__(self, state: State) -> None:
        self.state = state

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        app: ASGIApp | None = getattr(self.state, "inbox_api", None)
        if app is None:
            answer = error_response(503, "starting", "The inbox API is not running yet.")
            await answer(scope, receive, send)
            return
        await app(scope, receive, send)


class TokenOwner:
    """Pure ASGI: the caller's ``mbx_`` token resolved to its user, the inboxes' owner; 401 in
    the sandbox's shape (with ``WWW-Authenticate: Bearer``) for no token or a bad one."""

    def __init__(self, app: ASGIApp, *, mailbox: Mailbox) -> None:
        self.app = app
        self.mailbox = mailbox

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        header = Headers(scope=scope).get("authorization")
        client = scope.get("client")
        source = client[0] if client else None
        try:
            caller = await anyio.to_thread.run_sync(self._caller, header, source)
        except ApiError as exc:
            await exc.response()(scope, receive, send)
            return
        scope[ACCOUNT_SCOPE_KEY] = caller.user_id
        await self.app(scope, receive, send)

    def _caller(self, header: str | None, source: str | None) -> Caller:
        """Raises: Unauthorized: no token, or one the service does not take."""
        try:
            with self.mailbox.db.session() as session:
                caller = authenticate(session, header, source)
        except (Unauthenticated, NoUserYet) as exc:
            code = "authentication_required" if not header else "invalid_api_key"
            message = f"{exc.message} (a token of the mailbox service)"
            raise Unauthorized(message, code=code) from exc
        if caller.stamp_at is not None:
            self.mailbox.db.attempt(partial(stamp_use, caller=caller))
        return caller
