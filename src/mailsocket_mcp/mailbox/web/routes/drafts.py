"""Drafts (``drafts``) and sending one (``send``)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Response

from ...domain import drafts
from ...domain.drafts import DraftInput
from ..deps import CallerDep, MailboxDep
from ..mail_models import MessageSummary
from ..models import DraftMessage, DraftReplacement, Page, SendResult
from .sending import SEND_ERRORS, IdempotencyKey, outgoing_of, reference_of

router = APIRouter(tags=["mailbox"])
_DRAFTS = {"x-permission": "drafts"}


def _input(body: DraftMessage) -> DraftInput:
    return DraftInput(
        message=outgoing_of(body),
        reference=reference_of(body.reference),
        attachments_from=tuple((a.message_id, a.attachment_id) for a in body.attachments_from),
        keep_attachments=tuple(body.keep_attachments) if isinstance(body, DraftReplacement) else (),
    )


@router.get(
    "/v1/accounts/{account_id}/drafts",
    operation_id="list_drafts",
    response_model=Page[MessageSummary],
    responses=SEND_ERRORS,
    openapi_extra=_DRAFTS,
)
def list_drafts(
    account_id: str,
    caller: CallerDep,
    mailbox: MailboxDep,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    cursor: str | None = None,
) -> dict[str, Any]:
    """The drafts, newest first. A draft id is a message id and reads with `get_message`."""
    return drafts.list_drafts(mailbox, caller, account_id, limit=limit, cursor=cursor)


@router.post(
    "/v1/accounts/{account_id}/drafts",
    operation_id="create_draft",
    status_code=201,
    response_model=MessageSummary,
    responses=SEND_ERRORS,
    openapi_extra=_DRAFTS,
)
async def create_draft(
    account_id: str, body: DraftMessage, caller: CallerDep, mailbox: MailboxDep
) -> dict[str, Any]:
    """Store a draft in the drafts folder, composed as `send_message` would, recipients
    optional. With a `reference` the quote is added now, and it needs `get_message` too."""
    return await drafts.create_draft(mailbox, caller, account_id, _input(body))


@router.put(
    "/v1/accounts/{account_id}/drafts/{draft_id}",
    operation_id="update_draft",
    response_model=MessageSummary,
    responses=SEND_ERRORS,
    openapi_extra=_DRAFTS,
)
async def update_draft(
    account_id: str,
    draft_id: str,
    body: DraftReplacement,
    caller: CallerDep,
    mailbox: MailboxDep,
) -> dict[str, Any]:
    """Replace a draft as a whole. It keeps its id. Stored attachments are gone unless
    `keep_attachments` names them. An id that names no draft answers `404`."""
    return await drafts.update_draft(mailbox, caller, account_id, draft_id, _input(body))


@router.delete(
    "/v1/accounts/{account_id}/drafts/{draft_id}",
    operation_id="delete_draft",
    status_code=204,
    response_class=Response,
    responses=SEND_ERRORS,
    openapi_extra=_DRAFTS,
)
async def delete_draft(
    account_id: str, draft_id: str, caller: CallerDep, mailbox: MailboxDep
) -> Response:
    """Delete a draft for good. An id that names no draft answers `404`."""
    await drafts.delete_draft(mailbox, caller, account_id, draft_id)
    return Response(status_code=204)


@router.post(
    "/v1/accounts/{account_id}/drafts/{draft_id}/send",
    operation_id="send_draft",
    response_model=SendResult,
    responses=SEND_ERRORS,
    openapi_extra={"x-permission": "send"},
)
async def send_draft(
    account_id: str,
    draft_id: str,
    caller: CallerDep,
    mailbox: MailboxDep,
    idempotency_key: IdempotencyKey = None,
) -> dict[str, Any]:
    """Send a draft as it is stored, dated now. Then it is deleted and a read copy kept in the
    sent folder. A reply or forward marks its original. It cannot be taken back."""
    return await drafts.send_draft(mailbox, caller, account_id, draft_id, idempotency_key)
