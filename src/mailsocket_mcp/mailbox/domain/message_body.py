"""A whole message from its RFC 5322 bytes: bodies, addresses, attachments. Pure, never raises
on bad mail. The text and HTML bodies come from the shared mail parser (``mail/``), which
both sides share; the HTML loses what a reader never sees (scripts, styles, hidden elements),
so that text hidden from people is not shown to an agent either.
"""

from __future__ import annotations

import email
import email.policy
from collections.abc import Iterator
from email.message import EmailMessage
from email.utils import getaddresses
from typing import Any

from mailsocket_mcp.mail.parse import parse_message
from mailsocket_mcp.mail.visible import visible_html

__all__ = ["attachment_parts", "message_parts", "visible_html"]


def _addresses(message: EmailMessage, header: str) -> list[dict[str, Any]]:
    values = [str(v) for v in message.get_all(header, [])]
    return [
        {"email": address, "name": name or None}
        for name, address in getaddresses(values)
        if address
    ]


def attachment_parts(message: EmailMessage) -> Iterator[tuple[int, EmailMessage]]:
    """The parts a reader sees as attachments, with their number in ``walk()`` order: an
    attachment's id is ``part<number>`` in a message's detail and when its bytes are asked for,
    so both must come from this one walk."""
    for number, part in enumerate(message.walk()):
        if part.is_multipart():
            continue
        disposition = part.get_content_disposition()
        if disposition is None and part.get_filename() is None:
            continue
        if disposition is None and part.get_content_maintype() == "text":
            continue
        assert isinstance(part, EmailMessage)  # the default policy makes every part one
        yield number, part


def message_parts(raw: bytes) -> dict[str, Any]:
    """The fields of the contract's ``Message`` that only the bytes hold."""
    parsed = parse_message(raw)
    try:
        message = email.message_from_bytes(raw, policy=email.policy.default)
    except Exception:  # the parser is lenient; a crash here must not lose the text
        message = EmailMessage()
    assert isinstance(message, EmailMessage)
    attachments = []
    for number, part in attachment_parts(message):
        payload = part.get_payload(decode=True)
        attachments.append(
            {
                "id": f"part{number}",
                "content_type": part.get_content_type(),
                "filename": part.get_filename(),
                "size": len(payload) if isinstance(payload, bytes) else 0,
                "inline": part.get_content_disposition() == "inline",
            }
        )
    # The mailbox shows the whole mail, a message attached as message/rfc822 included.
    text = "\n".join(t for t in (parsed.text, parsed.attached_text) if t)
    html = "\n".join(h for h in (parsed.html, parsed.attached_html) if h)
    return {
        "text_body": text or None,
        "html_body": visible_html(html) if html else None,
        "cc": _addresses(message, "cc"),
        "bcc": _addresses(message, "bcc"),
        "reply_to": _addresses(message, "reply-to"),
        "in_reply_to": str(message["in-reply-to"]).strip() if message["in-reply-to"] else None,
        "message_id_header": str(message["message-id"]).strip() if message["message-id"] else None,
        "attachments": attachments,
    }
