"""Attachment bytes (``mail.read``)."""

from __future__ import annotations

import anyio
from fastapi import APIRouter, Response

from ...domain.live import fetch_message
from ...domain.references import attachment_of
from ..attachment_response import attachment_response
from ..deps import CallerDep, MailboxDep
from ..errors import responses

router = APIRouter(tags=["mail"])
_ERRORS = responses(400, 401, 403, 404, 409, 413, 429, 500, 501, 502, 503)


@router.get(
    "/v1/accounts/{account_id}/messages/{message_id}/attachments/{attachment_id}",
    operation_id="get_attachment",
    response_class=Response,
    responses={**_ERRORS, 200: {"content": {"application/octet-stream": {}}}},
    openapi_extra={"x-permission": "mail.read"},
)
async def get_attachment(
    account_id: str, message_id: str, attachment_id: str, caller: CallerDep, mailbox: MailboxDep
) -> Response:
    """An attachment's bytes, as a download."""
    _, raw = await fetch_message(
        mailbox, caller, account_id, message_id, operation="get_attachment"
    )
    attachment = await anyio.to_thread.run_sync(attachment_of, raw, attachment_id)
    return attachment_response(attachment)
