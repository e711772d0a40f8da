"""Composing outgoing mail: pure functions from the fields a caller sends to RFC 5322 bytes.

The service sets From (the account's address), Date and Message-ID (at the domain of the
account's address); Bcc goes to the envelope only, never into a header. Text beside HTML is
made from the HTML when the caller left it out (multipart/alternative). ``reply_fields`` is
what a reply, reply-all or forward takes from the original: subject prefix, In-Reply-To,
References and the recipients of a reply.
"""

from __future__ import annotations

import email.policy
import email.utils
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from email import message_from_bytes
from email.headerregistry import Address as HeaderAddress
from email.message import EmailMessage
from typing import Literal

from mailsocket_mcp.mail.html_text import render_html

__all__ = [
    "Action",
    "Address",
    "Attachment",
    "Composed",
    "Outgoing",
    "ReplyFields",
    "as_stored",
    "compose",
    "reply_fields",
    "stored_recipients",
]

Action = Literal["reply", "reply_all", "forward"]


@dataclass(frozen=True)
class Address:
    email: str
    name: str | None = None

    def header(self) -> HeaderAddress:
        return HeaderAddress(display_name=self.name or "", addr_spec=self.email)


@dataclass(frozen=True)
class Attachment:
    filename: str
    content_type: str
    data: bytes


@dataclass(frozen=True, kw_only=True)
class Outgoing:
    """A message to send, as the caller gave it (the contract's ``OutgoingMessage``)."""

    to: tuple[Address, ...] = ()
    cc: tuple[Address, ...] = ()
    bcc: tuple[Address, ...] = ()
    reply_to: tuple[Address, ...] = ()
    subject: str = ""
    text: str | None = None
    html: str | None = None
    attachments: tuple[Attachment, ...] = ()

    @property
    def recipients(self) -> tuple[str, ...]:
        """Every envelope recipient (to, cc, bcc), each address once, in the order given."""
        seen: dict[str, str] = {}
        for address in (*self.to, *self.cc, *self.bcc):
            seen.setdefault(address.email.casefold(), address.email)
        return tuple(seen.values())


@dataclass(frozen=True)
class Composed:
    raw: bytes
    message_id: str


def compose(
    message: Outgoing,
    *,
    sender: Address,
    when: datetime,
    headers: Sequence[tuple[str, str]] = (),
    message_id: str | None = None,
    keep_bcc: bool = False,
) -> Composed:
    """The message's bytes (CRLF, ready for SMTP and IMAP APPEND) and its Message-ID.

    ``headers`` adds more (In-Reply-To, References of a reply); ``message_id`` keeps one given
    (a draft replaced keeps its own). A ``message/rfc822`` attachment goes in unchanged.
    ``keep_bcc``: Bcc as a header too (a draft, which ``as_stored`` takes it out of).
    """
    mail = EmailMessage(policy=email.policy.SMTP)
    mail["From"] = sender.header()
    fields = [("To", message.to), ("Cc", message.cc), ("Reply-To", message.reply_to)]
    if keep_bcc:
        fields.append(("Bcc", message.bcc))
    for name, addresses in fields:
        if addresses:
            mail[name] = [address.header() for address in addresses]
    mail["Subject"] = message.subject
    mail["Date"] = email.utils.format_datetime(when)
    message_id = message_id or email.utils.make_msgid(domain=_domain(sender.email))
    mail["Message-ID"] = message_id
    for name, value in headers:
        mail[name] = value
    text = message.text
    if text is None:
        text = render_html(message.html).text if message.html is not None else ""
    mail.set_content(text)
    if message.html is not None:
        mail.add_alternative(message.html, subtype="html")
    for attachment in message.attachments:
        if attachment.content_type == "message/rfc822":
            inner = message_from_bytes(attachment.data, policy=email.policy.default)
            mail.add_attachment(inner, filename=attachment.filename)
            continue
        maintype, _, subtype = attachment.content_type.partition("/")
        mail.add_attachment(
            attachment.data, maintype=maintype, subtype=subtype, filename=attachment.filename
        )
    return Composed(raw=mail.as_bytes(policy=email.policy.SMTP), message_id=message_id)


def as_stored(raw: bytes, *, sender: Address, when: datetime) -> Composed:
    """A stored message (a draft) to send as it is: From, Date and a new Message-ID set again,
    Bcc taken out of the headers (its addresses stay on the envelope)."""
    mail = message_from_bytes(raw, policy=email.policy.SMTP)
    for name in ("From", "Date", "Message-ID", "Bcc"):
        del mail[name]
    mail["From"] = sender.header()
    mail["Date"] = email.utils.format_datetime(when)
    message_id = email.utils.make_msgid(domain=_domain(sender.email))
    mail["Message-ID"] = message_id
    return Composed(raw=mail.as_bytes(policy=email.policy.SMTP), message_id=message_id)


def stored_recipients(
    raw: bytes,
) -> tuple[tuple[Address, ...], tuple[Address, ...], tuple[Address, ...]]:
    """To, Cc and Bcc of a stored message."""
    parsed = message_from_bytes(raw, policy=email.policy.default)
    return tuple(tuple(_addresses(parsed.get_all(name, []))) for name in ("To", "Cc", "Bcc"))  # type: ignore[return-value]


def _domain(address: str) -> str:
    return address.rpartition("@")[2] or "localhost"


@dataclass(frozen=True)
class ReplyFields:
    """What a reply or forward takes from its original."""

    subject: str
    headers: tuple[tuple[str, str], ...]  # In-Reply-To and References
    to: tuple[Address, ...]  # empty for a forward
    cc: tuple[Address, ...]


def reply_fields(original: bytes, action: Action, *, own_address: str) -> ReplyFields:
    """The subject (``Re:``/``Fwd:`` once), threading headers and, for a reply, recipients.

    A reply goes to the original's Reply-To, else its From; reply-all adds its To and Cc as
    Cc. The account's own address is never a recipient of its reply. References keep the
    original's chain and end with its Message-ID (RFC 5322 3.6.4).
    """
    parsed = message_from_bytes(original, policy=email.policy.default)
    subject = " ".join(str(parsed.get("Subject", "")).split())
    prefix = "Fwd: " if action == "forward" else "Re: "
    if not subject.casefold().startswith(prefix.strip().casefold()):
        subject = prefix + subject
    original_id = str(parsed.get("Message-ID", "")).strip()
    chain = str(parsed.get("References", "")).split()
    if not chain and parsed.get("In-Reply-To"):
        chain = str(parsed["In-Reply-To"]).split()[:1]
    headers: list[tuple[str, str]] = []
    if original_id:
        headers.append(("In-Reply-To", original_id))
        headers.append(("References", " ".join(_unique([*chain, original_id]))))
    if action == "forward":
        return ReplyFields(subject, tuple(headers), (), ())
    own = own_address.casefold()
    to = _addresses(parsed.get_all("Reply-To") or parsed.get_all("From") or [])
    to = [a for a in to if a.email.casefold() != own] or to
    cc: list[Address] = []
    if action == "reply_all":
        taken = {a.email.casefold() for a in to} | {own}
        for address in _addresses([*parsed.get_all("To", []), *parsed.get_all("Cc", [])]):
            if address.email.casefold() not in taken:
                taken.add(address.email.casefold())
                cc.append(address)
    return ReplyFields(subject, tuple(headers), tuple(to), tuple(cc))


def _addresses(values: Iterable[object]) -> list[Address]:
    pairs = email.utils.getaddresses([str(value) for value in values])
    return [Address(email=addr, name=name or None) for name, addr in pairs if "@" in addr]


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))
