"""Every mail enters the sandbox here: compose, parse, extract, stamp, store, wake waiters.

Raw RFC 5322 bytes (the delivery endpoint and SMTP intake), JSON fields and the
sample test code all take the same path
(``parse_message`` then ``extract``), so what a test delivers is read exactly like
real inbound mail, and every message keeps the bytes it was read from (its source).
Call on the event loop thread: delivery wakes the inbox's waiting requests and the
owning account's watchers (the web page's live stream).
"""

from __future__ import annotations

import secrets
from datetime import datetime, timedelta
from email.message import EmailMessage
from email.utils import format_datetime, formataddr, make_msgid

from ..mail.extract import extract
from ..mail.parse import parse_message
from .errors import Conflict
from .storage.store import Inbox, Message, Store
from .timeline import Timeline
from .waits import InboxSignals

__all__ = ["Mailroom", "compose", "ensure_accepts_mail", "new_id"]


def new_id(prefix: str) -> str:
    """A fresh random id such as ``msg_3f9c...``."""
    return f"{prefix}_{secrets.token_hex(12)}"


def ensure_accepts_mail(inbox: Inbox) -> None:
    """Refuse mail for a disabled inbox.

    Raises:
        Conflict: ``inbox_disabled``.
    """
    if inbox.disabled:
        raise Conflict("This inbox is disabled and accepts no mail.", code="inbox_disabled")


def compose(
    *,
    sender: str,
    to: str,
    subject: str,
    text: str,
    html: str,
    date: datetime | None = None,
    domain: str | None = None,
) -> bytes:
    """Build RFC 5322 bytes from fields (text and/or HTML, as alternatives).

    With ``date`` and ``domain`` the mail also gets the ``Date`` and ``Message-ID``
    headers a real sender adds, so its source reads as a complete mail.
    """
    mail = EmailMessage()
    mail["From"] = sender
    mail["To"] = to
    mail["Subject"] = subject
    if date is not None:
        mail["Date"] = format_datetime(date)
    if domain is not None:
        mail["Message-ID"] = make_msgid(domain=domain)
    if html and not text:
        mail.set_content(html, subtype="html")
    else:
        mail.set_content(text)
        if html:
            mail.add_alternative(html, subtype="html")
    return bytes(mail)


class Mailroom:
    """Turns incoming mail into stored messages and wakes the inbox's waiters."""

    def __init__(
        self,
        store: Store,
        timeline: Timeline,
        signals: InboxSignals,
        *,
        domain: str,
        activity: InboxSignals,
    ) -> None:
        self._store = store
        self._timeline = timeline
        self._signals = signals
        self._activity = activity
        self._domain = domain

    def deliver_raw(
        self,
        inbox: Inbox,
        raw: bytes,
        *,
        envelope_sender: str = "",
        message_id: str | None = None,
    ) -> Message:
        """Store one raw mail for ``inbox``.

        ``envelope_sender`` (SMTP's ``MAIL FROM``) stands in when the mail has no
        readable ``From`` header. ``message_id`` (default: a fresh random one) lets a
        feed that may offer the same mail twice name it, and so see that it has it.

        Raises:
            Conflict: ``inbox_disabled`` when the inbox no longer accepts mail.
        """
        ensure_accepts_mail(inbox)
        parsed = parse_message(raw)
        found = extract(parsed.subject, parsed.text, parsed.html)
        received_at = self._timeline.stamp()
        expires = found.otp_expires_seconds
        message = Message(
            id=message_id or new_id("msg"),
            inbox_id=inbox.id,
            sender=parsed.sender or envelope_sender,
            to=parsed.to or inbox.address,
            subject=parsed.subject,
            text=parsed.text,
            html=parsed.html,
            received_at=received_at,
            otp=found.otp,
            otp_confidence=found.otp_confidence,
            magic_link=found.magic_link,
            otp_excerpt=found.otp_excerpt,
            otp_expires_at=None if expires is None else received_at + timedelta(seconds=expires),
            magic_link_kind=found.link_kind,
        )
        self._store.add_message(message, raw)
        self._signals.notify(inbox.id)
        self._activity.notify(inbox.account)
        return message

    def deliver_fields(
        self, inbox: Inbox, *, sender: str, subject: str, text: str = "", html: str = ""
    ) -> Message:
        """Store a mail given as fields, through the same parse and extract path.

        Raises:
            Conflict: ``inbox_disabled`` when the inbox no longer accepts mail.
        """
        raw = compose(
            sender=sender,
            to=inbox.address,
            subject=subject,
            text=text,
            html=html,
            date=self._timeline.now(),
            domain=self._domain,
        )
        return self.deliver_raw(inbox, raw)

    def send_test_code(self, inbox: Inbox) -> Message:
        """Store the sample mail carrying a fresh random six-digit code.

        Raises:
            Conflict: ``inbox_disabled`` when the inbox no longer accepts mail.
        """
        code = f"{secrets.randbelow(1_000_000):06d}"
        return self.deliver_fields(
            inbox,
            sender=formataddr(("mailsocket sandbox", f"no-reply@{self._domain}")),
            subject=f"Your verification code is {code}",
            text=f"Your verification code is {code}.\n\nA test code from the mailsocket sandbox.",
            html=f"<p>Your verification code is <strong>{code}</strong>.</p>",
        )
