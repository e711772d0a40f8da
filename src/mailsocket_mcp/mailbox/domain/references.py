"""What a reply or a forward takes from its original, and the attachments of a message: pure
functions of RFC 5322 bytes (the original is fetched elsewhere, ``live.py``).

An attachment's id is ``part<N>``, the position of its part in a walk of the message, the same
id ``message_body.message_parts`` hands out, so an id read from a message fetches its bytes.
"""

from __future__ import annotations

import email
import email.policy
import email.utils
from dataclasses import dataclass, replace
from email.message import EmailMessage
from html import escape
from typing import Literal

from ..errors import NotFound
from .compose import Action, Attachment, Outgoing, reply_fields
from .message_body import attachment_parts

__all__ = [
    "MESSAGE_RFC822",
    "Reference",
    "Referred",
    "attachment_of",
    "attachments_of",
    "refer",
]

MESSAGE_RFC822 = "message/rfc822"


@dataclass(frozen=True)
class Reference:
    """The contract's ``MessageReference``."""

    message_id: str
    action: Action
    forward_as: Literal["inline", "attachment"] = "inline"
    quote: bool = True


@dataclass(frozen=True)
class Referred:
    """The message to send, with the threading headers, and the mark its original gets."""

    message: Outgoing
    headers: tuple[tuple[str, str], ...]
    mark: str  # \\Answered or $Forwarded


def _parsed(raw: bytes) -> EmailMessage:
    message = email.message_from_bytes(raw, policy=email.policy.default)
    assert isinstance(message, EmailMessage)
    return message


def attachments_of(raw: bytes) -> list[tuple[str, Attachment, bool]]:
    """Every attachment of the message: its id, name, type and bytes, and whether it is inline."""
    found = []
    for number, part in attachment_parts(_parsed(raw)):
        payload = part.get_payload(decode=True)
        data = payload if isinstance(payload, bytes) else b""
        name = part.get_filename() or f"attachment-{number}"
        found.append(
            (
                f"part{number}",
                Attachment(name, part.get_content_type(), data),
                part.get_content_disposition() == "inline",
            )
        )
    return found


def attachment_of(raw: bytes, attachment_id: str) -> Attachment:
    """One attachment by id.

    Raises:
        NotFound: the message has no attachment with this id.
    """
    for found_id, attachment, _ in attachments_of(raw):
        if found_id == attachment_id:
            return attachment
    raise NotFound(f"no attachment {attachment_id!r} in this message")


def refer(
    message: Outgoing, original: bytes, reference: Reference, *, own_address: str
) -> Referred:
    """``message`` as a reply to or a forward of ``original``.

    A reply without recipients goes where ``reply_fields`` says; its subject, when left empty,
    is the original's with ``Re:``/``Fwd:``. With ``quote``, a reply quotes the original's text
    (``> ``); a forward ``inline`` adds the original's headers and text and attaches its
    attachments, ``attachment`` attaches the unchanged original as ``message/rfc822``.
    """
    fields = reply_fields(original, reference.action, own_address=own_address)
    if reference.action != "forward" and not message.recipients:
        message = replace(message, to=fields.to, cc=fields.cc)
    if not message.subject:
        message = replace(message, subject=fields.subject)
    forward = reference.action == "forward"
    mark = "$Forwarded" if forward else "\\Answered"
    if not reference.quote:
        return Referred(message, fields.headers, mark)
    parsed = _parsed(original)
    if forward and reference.forward_as == "attachment":
        attached = Attachment(_forward_name(parsed), MESSAGE_RFC822, original)
        return Referred(
            replace(message, attachments=(*message.attachments, attached)), fields.headers, mark
        )
    text = _text_of(parsed)
    if forward:
        block = "\n".join(
            ["", "---------- Forwarded message ----------"]
            + [
                f"{name}: {parsed[name]}"
                for name in ("From", "Date", "Subject", "To", "Cc")
                if parsed[name]
            ]
            + ["", text]
        )
        kept = tuple(a for _, a, _ in attachments_of(original))
        message = replace(message, attachments=(*message.attachments, *kept))
    else:
        when = parsed["Date"] or "an earlier date"
        who = parsed["From"] or "someone"
        quoted = "\n".join(f"> {line}" if line else ">" for line in text.splitlines())
        block = f"\nOn {when}, {who} wrote:\n{quoted}"
    html = message.html
    if html is not None:
        html += f"<blockquote><pre>{escape(block.strip())}</pre></blockquote>"
    return Referred(
        replace(message, text=(message.text or "") + "\n" + block + "\n", html=html),
        fields.headers,
        mark,
    )


def _text_of(parsed: EmailMessage) -> str:
    body = parsed.get_body(preferencelist=("plain",))
    if body is None:
        return ""
    try:
        return str(body.get_content()).rstrip()
    except (LookupError, ValueError):  # an unknown charset: the text as far as it decodes
        payload = body.get_payload(decode=True)
        return payload.decode("utf-8", "replace").rstrip() if isinstance(payload, bytes) else ""


def _forward_name(parsed: EmailMessage) -> str:
    subject = " ".join(str(parsed.get("Subject", "")).split())[:100] or "message"
    safe = "".join(c if c.isalnum() or c in " ._-" else "_" for c in subject).strip()
    return f"{safe or 'message'}.eml"
