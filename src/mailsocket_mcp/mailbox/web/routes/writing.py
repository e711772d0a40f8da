"""Changing mail: message updates and deletes, batches (``mail.write``; for good
``mail.delete``), and folders (create and rename ``mail.write``, delete ``mail.delete``)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Response

from ...domain import folders, writing
from ...domain.writing import ItemOutcome, MessageChanges
from ...errors import BadRequest, NotSupported
from ..deps import CallerDep, MailboxDep
from ..errors import responses
from ..mail_models import Folder, MessageSummary
from ..write_models import BatchResult, FolderCreate, FolderUpdate, MessageBatch, MessageUpdate

router = APIRouter(tags=["mailbox"])
_ERRORS = responses(400, 401, 403, 404, 409, 413, 429, 500, 501, 502, 503)
_WRITE = {"x-permission": "mail.write"}
_DELETE = {"x-permission": "mail.delete"}
_PERMANENT = (
    "Delete for good instead of moving into the trash. Needs the right "
    "`delete_message_permanent` (`mail.delete`)."
)


def _changes(update: MessageUpdate) -> MessageChanges:
    """Raises: NotSupported: labels (a message in several folders), which IMAP has not."""
    if update.add_folder_ids or update.remove_folder_ids or len(update.folder_ids or []) > 1:
        raise NotSupported("this account keeps a message in one folder: it has no labels")
    return MessageChanges(
        unread=update.unread,
        starred=update.starred,
        keywords=None if update.keywords is None else tuple(update.keywords),
        add_keywords=tuple(update.add_keywords or ()),
        remove_keywords=tuple(update.remove_keywords or ()),
        folder=update.folder_ids[0] if update.folder_ids else None,
    )


def _only(outcomes: list[ItemOutcome]) -> ItemOutcome:
    (outcome,) = outcomes
    if outcome.error is not None:
        raise outcome.error
    return outcome


@router.patch(
    "/v1/accounts/{account_id}/messages/{message_id}",
    operation_id="update_message",
    response_model=MessageSummary,
    responses=_ERRORS,
    openapi_extra=_WRITE,
)
async def update_message(
    account_id: str,
    message_id: str,
    update: MessageUpdate,
    caller: CallerDep,
    mailbox: MailboxDep,
) -> dict[str, Any]:
    """Mark read or unread, star, set keywords, move to a folder. Fields left out stay. The
    message keeps its id when it moves."""
    changes = _changes(update)
    outcomes = await writing.update_messages(mailbox, caller, account_id, [message_id], changes)
    message = _only(outcomes).message
    assert message is not None  # an update that worked answers the message
    return message


@router.delete(
    "/v1/accounts/{account_id}/messages/{message_id}",
    operation_id="delete_message",
    status_code=204,
    response_class=Response,
    responses=_ERRORS,
    openapi_extra=_WRITE,
)
async def delete_message(
    account_id: str,
    message_id: str,
    caller: CallerDep,
    mailbox: MailboxDep,
    permanent: Annotated[bool, Query(description=_PERMANENT)] = False,
) -> Response:
    """Into the trash (the message keeps its id there). A message already there answers
    `409`: delete it with `permanent=true`."""
    outcomes = await writing.delete_messages(
        mailbox, caller, account_id, [message_id], permanent=permanent
    )
    _only(outcomes)
    return Response(status_code=204)


@router.post(
    "/v1/accounts/{account_id}/messages/batch",
    operation_id="batch_messages",
    response_model=BatchResult,
    responses=_ERRORS,
    openapi_extra=_WRITE,
)
async def batch_messages(
    account_id: str, batch: MessageBatch, caller: CallerDep, mailbox: MailboxDep
) -> dict[str, Any]:
    """One action for up to 100 messages, with a result per id. Needs the right of the single
    operation too: `update_message`, `delete_message` or, with `permanent`,
    `delete_message_permanent`."""
    if batch.action == "update":
        if batch.changes is None:
            raise BadRequest("an update needs changes")
        outcomes = await writing.update_messages(
            mailbox, caller, account_id, batch.ids, _changes(batch.changes), batch=True
        )
    else:
        outcomes = await writing.delete_messages(
            mailbox, caller, account_id, batch.ids, permanent=batch.permanent, batch=True
        )
    return {"results": [_result(o) for o in outcomes]}


def _result(outcome: ItemOutcome) -> dict[str, Any]:
    error = outcome.error
    return {
        "id": outcome.id,
        "ok": error is None,
        "message": outcome.message,
        "error": None if error is None else {"code": error.code, "message": error.message},
    }


@router.post(
    "/v1/accounts/{account_id}/folders",
    operation_id="create_folder",
    status_code=201,
    response_model=Folder,
    responses=_ERRORS,
    openapi_extra=_WRITE,
)
async def create_folder(
    account_id: str, body: FolderCreate, caller: CallerDep, mailbox: MailboxDep
) -> dict[str, Any]:
    """Create a folder, subscribed so that mail clients show it."""
    return await folders.create_folder(mailbox, caller, account_id, body.name, body.parent_id)


@router.patch(
    "/v1/accounts/{account_id}/folders/{folder_id}",
    operation_id="update_folder",
    response_model=Folder,
    responses=_ERRORS,
    openapi_extra=_WRITE,
)
async def update_folder(
    account_id: str, folder_id: str, body: FolderUpdate, caller: CallerDep, mailbox: MailboxDep
) -> dict[str, Any]:
    """Rename or move a folder. It keeps its id, and the messages inside keep theirs. Folders
    with a role answer `409`."""
    parent = body.parent_id if "parent_id" in body.model_fields_set else folders.UNCHANGED
    return await folders.update_folder(
        mailbox, caller, account_id, folder_id, name=body.name, parent_id=parent
    )


@router.delete(
    "/v1/accounts/{account_id}/folders/{folder_id}",
    operation_id="delete_folder",
    status_code=204,
    response_class=Response,
    responses=_ERRORS,
    openapi_extra=_DELETE,
)
async def delete_folder(
    account_id: str, folder_id: str, caller: CallerDep, mailbox: MailboxDep
) -> Response:
    """Delete an empty folder without subfolders. Anything else answers `409`, as do folders
    with a role."""
    await folders.delete_folder(mailbox, caller, account_id, folder_id)
    return Response(status_code=204)
