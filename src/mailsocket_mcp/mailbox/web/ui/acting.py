"""What the mail pages share: the signed-in user as the domain's ``Caller`` (the domain
functions that reach mail servers take one), a send form's idempotency key, and the one-line
notice a redirect asks for (``?done=...``)."""

from __future__ import annotations

import secrets
from collections.abc import Mapping

from starlette.requests import Request

from ...domain.callers import Caller
from .signed_in import UiUser

__all__ = ["caller_of", "done_notice", "new_send_key"]


def caller_of(user: UiUser) -> Caller:
    """The user acting through this session, as the REST routes' token caller acts: the same
    rights, audited as ``ui:<session>``."""
    return Caller(
        user_id=user.id,
        name=user.name,
        token_id=user.session_id,
        rights=user.rights,
        source=user.source,
        via="ui",
    )


def done_notice(request: Request, notices: Mapping[str, str]) -> str | None:
    return notices.get(request.query_params.get("done", ""))


def new_send_key() -> str:
    """The Idempotency-Key a send form carries (a hidden field, made when the form is shown):
    the same form posted twice sends once, and the second post answers as the first."""
    return "ui-" + secrets.token_urlsafe(18)
