"""What a route needs: the process's ``Mailbox`` and the authenticated caller."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from ..domain.callers import Caller, authenticate
from ..domain.mailbox import Mailbox

__all__ = ["CallerDep", "MailboxDep"]


def _mailbox(request: Request) -> Mailbox:
    mailbox: Mailbox = request.app.state.mailbox
    return mailbox


def _caller(request: Request) -> Caller:
    mailbox = _mailbox(request)
    source = request.client.host if request.client else None
    with mailbox.db.session() as session:
        return authenticate(session, request.headers.get("authorization"), source)


MailboxDep = Annotated[Mailbox, Depends(_mailbox)]
CallerDep = Annotated[Caller, Depends(_caller)]
