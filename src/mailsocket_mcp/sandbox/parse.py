"""Turn raw RFC 5322 bytes into the parts the sandbox stores. Never raises on bad mail."""

from __future__ import annotations

import email
import email.policy
from dataclasses import dataclass
from email.message import EmailMessage

__all__ = ["ParsedMail", "parse_message"]


@dataclass(frozen=True)
class ParsedMail:
    """The parts of a mail the API exposes; empty strings where a part is missing."""

    sender: str
    to: str
    subject: str
    text: str
    html: str


def parse_message(raw: bytes) -> ParsedMail:
    """Parse ``raw`` with the modern email policy, keeping whatever could be read."""
    message = email.message_from_bytes(raw, policy=email.policy.default)
    assert isinstance(message, EmailMessage)
    text = _body(message, "plain")
    html = _body(message, "html")
    return ParsedMail(
        sender=str(message.get("From", "")),
        to=str(message.get("To", "")),
        subject=str(message.get("Subject", "")),
        text=text,
        html=html,
    )


def _body(message: EmailMessage, subtype: str) -> str:
    part = message.get_body(preferencelist=(subtype,))
    if part is None:
        return ""
    try:
        content = part.get_content()
    except (LookupError, ValueError):
        return ""
    return content if isinstance(content, str) else ""
