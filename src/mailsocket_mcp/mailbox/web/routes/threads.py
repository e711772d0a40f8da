"""Threads of an account (``mail.read``), from the local index."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query

from ...domain import reading, threads
from ..deps import CallerDep, MailboxDep
from ..errors import responses
from ..mail_models import Thread, ThreadSummary
from ..models import Page

router = APIRouter(tags=["mailbox"])
_ERRORS = responses(400, 401, 403, 404, 409, 413, 429, 500, 501, 502, 503)
_READ = {"x-permission": "mail.read"}


@router.get(
    "/v1/accounts/{account_id}/threads",
    operation_id="list_threads",
    response_model=Page[ThreadSummary],
    responses=_ERRORS,
    openapi_extra=_READ,
)
def list_threads(
    account_id: str,
    caller: CallerDep,
    mailbox: MailboxDep,
    folder: Annotated[str, Query(description="A folder id, or a role such as inbox.")],
    limit: Annotated[int, Query(ge=1, le=50)] = 20,
    cursor: str | None = None,
) -> dict[str, Any]:
    """The threads of a folder, newest first, each listed where its newest message in the
    folder is, with what the caller may see of the whole thread. A page is a page of the
    folder's messages, so it may hold fewer threads than ``limit``; a later page leaves out
    what an earlier one listed."""
    with mailbox.db.session() as session:
        where = reading.readable(session, caller.rights, account_id, "list_threads")
        return threads.list_threads(session, where, folder=folder, limit=limit, cursor=cursor)


@router.get(
    "/v1/accounts/{account_id}/threads/{thread_id}",
    operation_id="get_thread",
    response_model=Thread,
    responses=_ERRORS,
    openapi_extra=_READ,
)
def get_thread(
    account_id: str, thread_id: str, caller: CallerDep, mailbox: MailboxDep
) -> dict[str, Any]:
    """A thread with its messages in every folder, oldest first, those the caller may see. The
    id of a message finds the thread it is in now. A longer thread lists its newest messages
    and says ``truncated``."""
    with mailbox.db.session() as session:
        where = reading.readable(session, caller.rights, account_id, "get_thread")
        return threads.get_thread(session, where, thread_id)
