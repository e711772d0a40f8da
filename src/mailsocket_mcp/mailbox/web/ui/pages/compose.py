"""Writing: a new message or a reply, saved as a draft (``drafts``) or sent (``send``), and
sending a stored draft.

The send button is shown only to a user with the right on the account; a forged post without
it is refused by the domain (403), as the REST API refuses it. Each form carries a hidden
Idempotency-Key made when the form was shown, so a form posted twice (a double click, a
reload that posts again) sends once: the second post gets the first one's answer.
"""

from __future__ import annotations

from email.utils import getaddresses
from typing import Annotated, Any
from urllib.parse import quote

from fastapi import Form, Request
from starlette.responses import Response

from ....domain import drafts, idempotency, reading
from ....domain.compose import Address, Outgoing
from ....domain.drafts import DraftInput
from ....domain.references import Reference
from ....domain.sending import SendRequest, send_message
from ....errors import BadRequest, Forbidden
from ..acting import caller_of, new_send_key
from ..rendering import render
from ..route import Redirect, ui_router
from ..signed_in import MailboxDep, SignedIn, UiUser

router = ui_router()

_KEY = 200  # the longest Idempotency-Key, as the REST header allows


def _original(mailbox: MailboxDep, user: UiUser, account_id: str, reply: str) -> dict[str, Any]:
    with mailbox.db.session() as session:
        where = reading.readable(session, user.rights, account_id, "get_message")
        row, _ = reading.message_row(session, where, reply)
        return reading.summary_view(row)


@router.get("/ui/compose/{account_id}")
def compose_form(
    request: Request, account_id: str, user: SignedIn, mailbox: MailboxDep
) -> Response:
    """The form: empty, or (``?reply=<message id>``) a reply, its recipient and subject taken
    from the original when left empty."""
    ops = user.rights.ops_on(account_id)
    may_draft, may_send = "create_draft" in ops, "send_message" in ops
    if not (may_draft or may_send):
        raise Forbidden("Your rights do not include writing from this account.")
    reply = request.query_params.get("reply") or None
    original = _original(mailbox, user, account_id, reply) if reply else None
    return render(
        request,
        "compose.html",
        user=user,
        title="Reply" if original else "Write a message",
        account_id=account_id,
        original=original,
        reply=reply or "",
        may_draft=may_draft,
        may_send=may_send,
        send_key=new_send_key(),
    )


def _addresses(field: str, text: str) -> tuple[Address, ...]:
    found = tuple(
        Address(email=address, name=name or None)
        for name, address in getaddresses([text])
        if address
    )
    if any("@" not in a.email for a in found):
        raise BadRequest(f"{field}: write addresses as name@example.org, separated by commas")
    return found


Text = Annotated[str, Form(max_length=2000)]


@router.post("/ui/compose/{account_id}")
async def compose(
    account_id: str,
    user: SignedIn,
    mailbox: MailboxDep,
    action: Annotated[str, Form(max_length=10)],
    idempotency_key: Annotated[str, Form(min_length=1, max_length=_KEY)],
    to: Text = "",
    cc: Text = "",
    subject: Text = "",
    text: Annotated[str, Form(max_length=1_000_000)] = "",
    reply: Annotated[str, Form(max_length=100)] = "",
) -> Response:
    """``action=draft`` stores a draft and shows it; ``action=send`` sends now and shows the
    sent copy (or the inbox when the account keeps none)."""
    message = Outgoing(
        to=_addresses("To", to),
        cc=_addresses("Cc", cc),
        subject=subject,
        text=text,
    )
    reference = Reference(reply, "reply") if reply else None
    caller = caller_of(user)
    if action == "draft":
        summary = await drafts.create_draft(
            mailbox, caller, account_id, DraftInput(message=message, reference=reference)
        )
        raise Redirect(f"/ui/mail/{account_id}/{summary['id']}?done=draft")
    if action != "send":
        raise BadRequest(f"unknown action {action[:10]!r}")
    digest = idempotency.request_hash(
        {"to": to, "cc": cc, "subject": subject, "text": text, "reply": reply}
    )
    request = SendRequest(
        account_id=account_id,
        message=message,
        digest=digest,
        idempotency_key=idempotency_key,
        reference=reference,
    )
    answer = await send_message(mailbox, caller, request)
    raise Redirect(_after_send(account_id, answer))


@router.post("/ui/mail/{account_id}/{draft_id}/send")
async def send_draft(
    account_id: str,
    draft_id: str,
    user: SignedIn,
    mailbox: MailboxDep,
    idempotency_key: Annotated[str, Form(min_length=1, max_length=_KEY)],
) -> Response:
    caller = caller_of(user)
    answer = await drafts.send_draft(mailbox, caller, account_id, draft_id, idempotency_key)
    raise Redirect(_after_send(account_id, answer))


def _after_send(account_id: str, answer: dict[str, Any]) -> str:
    target = f"/ui/sent/{account_id}?message={quote(answer['message_id_header'], safe='')}"
    if answer.get("sent_copy_id"):
        target += f"&copy={quote(answer['sent_copy_id'], safe='')}"
    return target


@router.get("/ui/sent/{account_id}")
def sent(request: Request, account_id: str, user: SignedIn) -> Response:
    """Where a send lands: what was sent, and a link to its copy in the sent folder."""
    return render(
        request,
        "sent.html",
        user=user,
        title="Sent",
        account_id=account_id,
        message_id_header=request.query_params.get("message", ""),
        copy=request.query_params.get("copy") or None,
        notice="The mail server accepted the message.",
    )
