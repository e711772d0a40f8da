"""The signed-in user of a page (``SignedIn``), from the session cookie; a browser without a
live session is sent to the sign-in, and one whose password must change to that form."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request

from ...domain import ui_sessions, users
from ...domain.audit import Actor
from ...domain.callers import rights_of
from ...domain.mailbox import Mailbox
from ...domain.rights import Rights
from ...errors import Forbidden
from .route import Redirect
from .security import SESSION_COOKIE

__all__ = ["MailboxDep", "SignedIn", "UiUser", "mailbox_of"]

SIGN_IN = "/ui/sign-in"
CHANGE_PASSWORD = "/ui/account/password"  # noqa: S105 - a page, not a secret
# Pages a user whose one-time password must change may still open.
_BEFORE_CHANGE = frozenset({CHANGE_PASSWORD, "/ui/sign-out"})


@dataclass(frozen=True, kw_only=True)
class UiUser:
    """Who is signed in, what they may do, and through which session."""

    id: str
    name: str
    rights: Rights
    session_id: str
    must_change: bool
    source: str | None

    @property
    def actor(self) -> Actor:
        """How the audit names this user's changes (like a token's, with the session)."""
        return Actor(
            user_id=self.id,
            user_name=self.name,
            credential=f"ui:{self.session_id}",
            source=self.source,
        )

    def may(self, operation: str) -> bool:
        return self.rights.may(operation)

    def need(self, operation: str) -> None:
        """Raises: Forbidden: the user's rights do not name ``operation``."""
        if not self.rights.may(operation):
            raise Forbidden("Your rights do not include this page or action.")


def mailbox_of(request: Request) -> Mailbox:
    mailbox: Mailbox = request.app.state.mailbox
    return mailbox


def _signed_in(request: Request) -> UiUser:
    mailbox = mailbox_of(request)
    secret = request.cookies.get(SESSION_COOKIE)
    with mailbox.db.session() as session:
        found = ui_sessions.find_session(session, secret)
        if found is None:
            raise Redirect(SIGN_IN)
        row = users.get_user(session, found.user_id)
        user = UiUser(
            id=row.id,
            name=row.name,
            rights=rights_of(session, row),
            session_id=found.id,
            must_change=row.must_change,
            source=request.client.host if request.client else None,
        )
    request.state.ui_user = user
    if user.must_change and request.url.path not in _BEFORE_CHANGE:
        raise Redirect(CHANGE_PASSWORD)
    return user


SignedIn = Annotated[UiUser, Depends(_signed_in)]
MailboxDep = Annotated[Mailbox, Depends(mailbox_of)]
