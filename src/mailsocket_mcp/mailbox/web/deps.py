"""What a route needs: the process's ``Mailbox`` and the authenticated caller."""

from __future__ import annotations

from functools import partial
from typing import Annotated

from fastapi import BackgroundTasks, Depends, Request

from ..domain.callers import Caller, authenticate, stamp_use
from ..domain.mailbox import Mailbox

__all__ = ["CallerDep", "MailboxDep", "SyncNudgeDep"]


def _mailbox(request: Request) -> Mailbox:
    mailbox: Mailbox = request.app.state.mailbox
    return mailbox


def _caller(request: Request) -> Caller:
    mailbox = _mailbox(request)
    source = request.client.host if request.client else None
    with mailbox.db.session() as session:
        caller = authenticate(session, request.headers.get("authorization"), source)
    if caller.stamp_at is not None:
        mailbox.db.attempt(partial(stamp_use, caller=caller))
    return caller


def _sync_nudge(request: Request, background: BackgroundTasks) -> None:
    """After the answer (so after the commit), tell the sync workers that accounts changed, so
    a new or repaired account is taken up at once rather than at the next poll."""
    workers = getattr(request.app.state, "sync", None)
    if workers is not None:

        async def nudge() -> None:
            workers.accounts_changed()

        background.add_task(nudge)


MailboxDep = Annotated[Mailbox, Depends(_mailbox)]
SyncNudgeDep = Annotated[None, Depends(_sync_nudge)]
CallerDep = Annotated[Caller, Depends(_caller)]
