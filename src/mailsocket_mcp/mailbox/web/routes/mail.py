"""Reading mail (``mail.read``): folders, messages and searches from the local index, a whole
message and its raw bytes from the server, and the change feed."""

from __future__ import annotations

from datetime import date
from typing import Annotated, Any

import anyio
from fastapi import APIRouter, Depends, Query, Response

from ...domain import reading
from ...domain.live import fetch_message
from ...domain.message_body import message_parts
from ...errors import BadRequest
from ..deps import CallerDep, MailboxDep
from ..errors import responses
from ..mail_models import ChangePage, Folder, FolderRole, Message, MessagePage, MessageSummary
from ..models import Page

router = APIRouter(tags=["mail"])
_ERRORS = responses(400, 401, 403, 404, 409, 413, 429, 500, 501, 502, 503)
_FEED_ERRORS = responses(400, 401, 403, 404, 409, 410, 413, 429, 500, 501, 502, 503)
_READ = {"x-permission": "mail.read"}
_TEXT = r"^[^\x00-\x1f\x7f]{1,200}$"

# The search parameters of both message lists (one definition, one OpenAPI description).
_AnyText = Annotated[
    str | None, Query(pattern=_TEXT, description="Text anywhere: headers and body")
]
_From = Annotated[
    str | None,
    Query(alias="from", pattern=_TEXT, description="Part of the sender's address or name"),
]
_To = Annotated[str | None, Query(pattern=_TEXT, description="Part of a To address")]
_Subject = Annotated[str | None, Query(pattern=_TEXT, description="Part of the subject")]
_After = Annotated[
    date | None, Query(description="Received from this day on, including it: YYYY-MM-DD")
]
_Before = Annotated[
    date | None, Query(description="Received up to this day, not including it: YYYY-MM-DD")
]
_HasAttachments = Annotated[
    bool | None,
    Query(description="Whether the message has a part a person sees as an attachment"),
]

Text = Annotated[str | None, Query(pattern=_TEXT)]
Limit = Annotated[int, Query(ge=1, le=200)]
Accounts = Annotated[
    list[str] | None, Query(description="Account ids. Without: every account the caller may read")
]
Since = Annotated[
    str | None,
    Query(
        description="The `state` of an earlier answer. Without it the answer holds no changes, "
        "only the current state to start from."
    ),
]


def _filter(
    q: _AnyText = None,
    sender: _From = None,
    to: _To = None,
    subject: _Subject = None,
    after: _After = None,
    before: _Before = None,
    unread: bool | None = None,
    starred: bool | None = None,
    has_attachments: _HasAttachments = None,
) -> reading.MessageFilter:
    """The search parameters both message lists take (one dependency declares them)."""
    return reading.MessageFilter(
        q=q,
        sender=sender,
        to=to,
        subject=subject,
        after=after,
        before=before,
        unread=unread,
        starred=starred,
        has_attachments=has_attachments,
    )


_Match = Annotated[reading.MessageFilter, Depends(_filter)]


@router.get(
    "/v1/accounts/{account_id}/folders",
    operation_id="list_folders",
    response_model=list[Folder],
    responses=_ERRORS,
    openapi_extra=_READ,
)
def list_folders(account_id: str, caller: CallerDep, mailbox: MailboxDep) -> list[dict[str, Any]]:
    """The account's folders as the last sync saw them (those the caller may read)."""
    with mailbox.db.session() as session:
        where = reading.readable(session, caller.rights, account_id, "list_folders")
        return reading.list_folders(session, where)


@router.get(
    "/v1/accounts/{account_id}/messages",
    operation_id="list_messages",
    response_model=Page[MessageSummary],
    responses=_ERRORS,
    openapi_extra=_READ,
)
def list_messages(
    account_id: str,
    caller: CallerDep,
    mailbox: MailboxDep,
    match: _Match,
    folder: Annotated[
        str | None,
        Query(
            description="A folder id, or a role such as inbox. Left out: the inbox. The role all "
            "lists every folder but the trash and junk."
        ),
    ] = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    cursor: str | None = None,
) -> dict[str, Any]:
    """Newest first. The search parameters narrow the list together."""
    with mailbox.db.session() as session:
        where = reading.readable(session, caller.rights, account_id, "list_messages")
        return reading.list_messages(
            session, [where], folder=folder, match=match, limit=limit, cursor=cursor
        )


@router.get(
    "/v1/messages",
    operation_id="list_all_messages",
    response_model=MessagePage,
    responses=_ERRORS,
    openapi_extra=_READ,
)
def list_all_messages(
    caller: CallerDep,
    mailbox: MailboxDep,
    match: _Match,
    accounts: Accounts = None,
    folder: Annotated[
        FolderRole | None,
        Query(
            description="A folder role, e.g. all. Left out: the inbox. An account without such "
            "a folder is named in incomplete"
        ),
    ] = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    cursor: str | None = None,
) -> dict[str, Any]:
    """Messages of every account the caller may read (or of ``accounts``), newest first.
    ``incomplete`` names the accounts the index cannot answer for (not connected, last sync
    failed, never synced, no such folder); their messages are left out."""
    with mailbox.db.session() as session:
        where = reading.readable_accounts(session, caller.rights, "list_all_messages", accounts)
        answering, incomplete = reading.unanswered(session, where)
        page = reading.list_messages(
            session,
            answering,
            folder=folder,
            match=match,
            limit=limit,
            cursor=cursor,
            strict=False,
            incomplete=incomplete,
        )
        page["incomplete"] = incomplete
        return page


@router.get(
    "/v1/accounts/{account_id}/messages/{message_id}",
    operation_id="get_message",
    response_model=Message,
    responses=_ERRORS,
    openapi_extra=_READ,
)
async def get_message(
    account_id: str, message_id: str, caller: CallerDep, mailbox: MailboxDep
) -> dict[str, Any]:
    """The whole message, read from the server: text, HTML without hidden parts, attachments."""
    row, raw = await fetch_message(mailbox, caller, account_id, message_id)
    parts = await anyio.to_thread.run_sync(message_parts, raw)
    return {**reading.summary_view(row), **parts}


@router.get(
    "/v1/accounts/{account_id}/messages/{message_id}/raw",
    operation_id="get_message_raw",
    responses={**_ERRORS, 200: {"content": {"message/rfc822": {}}}},
    response_class=Response,
    openapi_extra=_READ,
)
async def get_message_raw(
    account_id: str, message_id: str, caller: CallerDep, mailbox: MailboxDep
) -> Response:
    """The message as the server holds it (RFC 5322)."""
    _, raw = await fetch_message(mailbox, caller, account_id, message_id)
    return Response(content=raw, media_type="message/rfc822")


@router.get(
    "/v1/accounts/{account_id}/changes",
    operation_id="list_changes",
    response_model=ChangePage,
    responses=_FEED_ERRORS,
    openapi_extra=_READ,
)
def list_changes(
    account_id: str,
    caller: CallerDep,
    mailbox: MailboxDep,
    since: Since = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 100,
) -> dict[str, Any]:
    """Messages created, updated or deleted in this account since ``since``, oldest first, ids
    only. Ask again with the answer's ``state`` for the next ones. Without ``since``, start from
    the current state."""
    with mailbox.db.session() as session:
        where = reading.readable(session, caller.rights, account_id, "list_changes")
        return reading.list_changes(session, [where], since=since, limit=limit)


@router.get(
    "/v1/changes",
    operation_id="list_all_changes",
    response_model=ChangePage,
    responses=_FEED_ERRORS,
    openapi_extra=_READ,
)
def list_all_changes(
    caller: CallerDep,
    mailbox: MailboxDep,
    accounts: Accounts = None,
    since: Since = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 100,
) -> dict[str, Any]:
    """Messages created, updated or deleted since ``since`` in every account the caller may
    read, oldest first, ids only. The state is the same point as in the feed of one account."""
    with mailbox.db.session() as session:
        where = reading.readable_accounts(session, caller.rights, "list_all_changes", accounts)
        if accounts and len(where) != len(set(accounts)):
            raise BadRequest("accounts names an account the caller may not read")
        return reading.list_changes(session, where, since=since, limit=limit)
