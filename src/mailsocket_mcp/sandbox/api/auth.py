"""Bearer-key authentication for the sandbox API, as pure ASGI middleware.

Any key shaped like ``ms_live_`` plus 8 to 200 of ``[A-Za-z0-9_-]`` is accepted and
owns its own isolated account. The key itself is never stored or logged: routes see
only the account id, a digest of the key.
"""

from __future__ import annotations

import hashlib
import re

from starlette.datastructures import Headers
from starlette.requests import Request
from starlette.types import ASGIApp, Receive, Scope, Send

from ..errors import Unauthorized

__all__ = ["ACCOUNT_SCOPE_KEY", "BearerAuth", "account_for_key", "account_of"]

ACCOUNT_SCOPE_KEY = "mailsocket.account"
_KEY = re.compile(r"ms_live_[A-Za-z0-9_-]{8,200}")


def account_for_key(api_key: str) -> str:
    """The account id a key owns: a digest, so storage never holds the key."""
    return "acct_" + hashlib.sha256(api_key.encode()).hexdigest()[:32]


def account_of(request: Request) -> str:
    """The account ``BearerAuth`` resolved for this request."""
    account = request.scope.get(ACCOUNT_SCOPE_KEY)
    if not isinstance(account, str):
        raise Unauthorized("Authentication required.")
    return account


class BearerAuth:
    """Answers 401 unless ``Authorization: Bearer ms_live_...`` is present."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        header = Headers(scope=scope).get("authorization")
        try:
            scope[ACCOUNT_SCOPE_KEY] = account_for_key(_key_from(header))
        except Unauthorized as exc:
            await exc.response()(scope, receive, send)
            return
        await self.app(scope, receive, send)


def _key_from(header: str | None) -> str:
    if not header:
        raise Unauthorized(
            "Missing API key: send 'Authorization: Bearer ms_live_...'.",
            code="authentication_required",
        )
    scheme, _, key = header.partition(" ")
    if scheme.lower() != "bearer" or not _KEY.fullmatch(key.strip()):
        raise Unauthorized(
            "Invalid API key: sandbox keys look like ms_live_ followed by 8+ characters.",
            code="invalid_api_key",
        )
    return key.strip()
