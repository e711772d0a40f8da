"""Sending (``send``), also as a reply or forward by reference, and the audit of sends
(``audit`` on the account)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Header, Query

from ...domain import idempotency, sends
from ...domain.accounts import get_account
from ...domain.compose import Address, Attachment, Outgoing
from ...domain.references import Reference
from ...domain.sending import SendRequest, send_message
from ...errors import BadRequest
from ..deps import CallerDep, MailboxDep
from ..errors import responses
from ..models import (
    DraftMessage,
    MessageReference,
    OutgoingMessage,
    Page,
    Recipient,
    SendRecord,
    SendResult,
)

router = APIRouter(tags=["mailbox"])

SEND_ERRORS = responses(400, 401, 403, 404, 409, 413, 429, 500, 501, 502, 503)
SEND_ERRORS[403] = {
    **SEND_ERRORS[403],
    "description": "The caller lacks the right, or no grant allows these recipients "
    "(`recipient_not_allowed`)",
}
SEND_ERRORS[429] = {
    **SEND_ERRORS[429],
    "description": "The grant's send limit is reached (`send_limit_reached`), see Retry-After",
}
_LIST_ERRORS = responses(400, 401, 403, 404, 409, 413, 429, 500, 501, 502, 503)
KEY_DESCRIPTION = (
    "Sent again with the same key within 24 hours, the request returns the first result "
    "instead of sending twice. The same key with a different message answers `409`. Without "
    "a key a retried request sends again."
)
# One header for every route that sends (a message, a draft).
IdempotencyKey = Annotated[
    str | None,
    Header(alias="Idempotency-Key", min_length=1, max_length=200, description=KEY_DESCRIPTION),
]

Outcome = Literal["sent", "denied", "failed"]
UserFilter = Annotated[str | None, Query(description="A user id: the sends of that user")]
RecipientFilter = Annotated[
    str | None, Query(description="Part of a recipient's address, regardless of case")
]
After = Annotated[
    datetime | None,
    Query(
        description="At or after this time: ISO 8601 with a zone, e.g. 2026-09-01T00:00:00+02:00"
    ),
]
Before = Annotated[datetime | None, Query(description="Before this time: ISO 8601 with a zone")]
Limit = Annotated[int, Query(ge=1, le=200)]


@router.post(
    "/v1/accounts/{account_id}/send",
    operation_id="send_message",
    response_model=SendResult,
    responses=SEND_ERRORS,
    openapi_extra={"x-permission": "send"},
)
async def send(
    account_id: str,
    body: OutgoingMessage,
    caller: CallerDep,
    mailbox: MailboxDep,
    idempotency_key: IdempotencyKey = None,
) -> dict[str, Any]:
    """Send from the account's address. The service sets From, Date and Message-ID and keeps
    a read copy in the sent folder. `200` means the mail server accepted the message. It
    cannot be taken back."""
    request = SendRequest(
        account_id=account_id,
        message=outgoing_of(body),
        digest=idempotency.request_hash(body.model_dump(mode="json")),
        idempotency_key=idempotency_key,
        reference=reference_of(body.reference),
        attachments_from=tuple((a.message_id, a.attachment_id) for a in body.attachments_from),
    )
    return await send_message(mailbox, caller, request)


def reference_of(reference: MessageReference | None) -> Reference | None:
    if reference is None:
        return None
    return Reference(reference.message_id, reference.action, reference.forward_as, reference.quote)


def outgoing_of(body: OutgoingMessage | DraftMessage) -> Outgoing:
    """The fields a caller sends, as the domain takes them."""
    return Outgoing(
        to=_addresses(body.to),
        cc=_addresses(body.cc),
        bcc=_addresses(body.bcc),
        reply_to=_addresses(body.reply_to),
        subject=body.subject,
        text=body.text,
        html=body.html,
        attachments=tuple(
            Attachment(a.filename, a.content_type, a.content()) for a in body.attachments
        ),
    )


def _addresses(recipients: list[Recipient]) -> tuple[Address, ...]:
    return tuple(Address(email=r.email, name=r.name) for r in recipients)


def _zoned(*moments: datetime | None) -> None:
    for moment in moments:
        if moment is not None and moment.tzinfo is None:
            raise BadRequest("after and before need a time zone, e.g. 2026-09-01T00:00:00Z")


@router.get(
    "/v1/accounts/{account_id}/sends",
    operation_id="list_sends",
    response_model=Page[SendRecord],
    responses=_LIST_ERRORS,
    openapi_extra={"x-permission": "audit"},
)
def list_sends(
    account_id: str,
    caller: CallerDep,
    mailbox: MailboxDep,
    limit: Limit = 50,
    cursor: str | None = None,
    user: UserFilter = None,
    outcome: Outcome | None = None,
    recipient: RecipientFilter = None,
    after: After = None,
    before: Before = None,
) -> dict[str, Any]:
    """The audit of sends from this account, newest first: every attempt, sent, denied by a
    grant or failed, with user, token and recipients, never content."""
    _zoned(after, before)
    with mailbox.db.session() as session:
        get_account(session, caller.rights, account_id, "list_sends")
        return sends.list_sends(
            session,
            caller.rights,
            operation="list_sends",
            accounts=[account_id],
            user=user,
            outcome=outcome,
            recipient=recipient,
            after=after,
            before=before,
            limit=limit,
            cursor=cursor,
        )


@router.get(
    "/v1/sends",
    operation_id="list_all_sends",
    response_model=Page[SendRecord],
    responses=_LIST_ERRORS,
    openapi_extra={"x-permission": "audit"},
)
def list_all_sends(
    caller: CallerDep,
    mailbox: MailboxDep,
    accounts: Annotated[
        list[str] | None,
        Query(description="Account ids. Without: every account the caller may audit"),
    ] = None,
    limit: Limit = 50,
    cursor: str | None = None,
    user: UserFilter = None,
    outcome: Outcome | None = None,
    recipient: RecipientFilter = None,
    after: After = None,
    before: Before = None,
) -> dict[str, Any]:
    """The audit of sends of every account the caller may audit, or of those named in
    `accounts`, newest first. An account deleted since stays in it for a caller whose grant
    names every account."""
    _zoned(after, before)
    with mailbox.db.session() as session:
        return sends.list_sends(
            session,
            caller.rights,
            operation="list_all_sends",
            accounts=accounts,
            user=user,
            outcome=outcome,
            recipient=recipient,
            after=after,
            before=before,
            limit=limit,
            cursor=cursor,
        )
