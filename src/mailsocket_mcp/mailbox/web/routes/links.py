"""One-time attachment links: made with ``mail.share`` (and ``mail.read``), fetched once with
no token (``/v1/links/{secret}``)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Body, Request, Response

from ...domain.links import create_link, open_link
from ..attachment_response import attachment_response
from ..deps import CallerDep, MailboxDep
from ..errors import responses
from ..link_models import AttachmentLink, LinkRequest

router = APIRouter()
_ERRORS = responses(400, 401, 403, 404, 409, 413, 429, 500, 501, 502, 503)
_FETCH_ERRORS = responses(404, 502)
_FETCH_ERRORS[404] = {
    **_FETCH_ERRORS[404],
    "description": "No attachment for this link: unknown, used, ended, or no longer allowed, "
    "or the address failed too often. One answer for every case",
}
_FETCH_ERRORS[502] = {
    **_FETCH_ERRORS[502],
    "description": "The mail server did not hand out the attachment (`provider_unavailable`). "
    "The link holds: try again before it ends",
}


@router.post(
    "/v1/accounts/{account_id}/messages/{message_id}/attachments/{attachment_id}/links",
    operation_id="share_attachment",
    tags=["mailbox"],
    status_code=201,
    responses=_ERRORS,
    openapi_extra={"x-permission": "mail.share"},
)
async def share_attachment(
    account_id: str,
    message_id: str,
    attachment_id: str,
    request: Request,
    caller: CallerDep,
    mailbox: MailboxDep,
    options: Annotated[LinkRequest | None, Body()] = None,
) -> AttachmentLink:
    """A link to the attachment, for another service that fetches the file itself: once, with
    GET and no token, until ``expires_at``. Needs ``get_attachment`` and ``share_attachment``.
    The link belongs to the token: when it is used, the token and its user must still act and
    hold both rights on the message. Whoever holds the URL fetches the file, so it goes to that
    service alone. The URL starts with ``MAILBOX_PUBLIC_URL`` when set, else with the address
    this request came to."""
    link = await create_link(
        mailbox,
        caller,
        account_id,
        message_id,
        attachment_id,
        expires_in=options.expires_in if options else None,
        base_url=mailbox.settings.public_url or str(request.base_url),
    )
    attachment = link.attachment
    return AttachmentLink(
        url=link.url,
        expires_at=link.expires_at,
        content_type=attachment.content_type,
        size=len(attachment.data),
        filename=attachment.filename,
    )


@router.get(
    "/v1/links/{secret}",
    operation_id="get_linked_attachment",
    tags=["links"],
    response_class=Response,
    responses={**_FETCH_ERRORS, 200: {"content": {"application/octet-stream": {}}}},
    openapi_extra={"x-permission": "link"},
)
async def get_linked_attachment(secret: str, request: Request, mailbox: MailboxDep) -> Response:
    """The attachment a link from ``share_attachment`` hands out, once. No Authorization:
    whoever holds the URL fetches it. A link unknown, used, ended or no longer allowed answers
    the same ``404``, and so does an address that failed too often. Where the mail server
    fails, the link holds and the answer is ``502 provider_unavailable``: try again."""
    source = request.client.host if request.client else None
    return attachment_response(await open_link(mailbox, secret, source))
