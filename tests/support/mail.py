"""Real mail for the sandbox's SMTP intake: builders for common shapes, and ``smtplib`` sending."""

from __future__ import annotations

import email.policy
import smtplib
from collections.abc import Sequence
from email.message import EmailMessage

SMTP_TIMEOUT_SECONDS = 10.0


def alternative(*, to: str, subject: str, text: str, html: str) -> bytes:
    """A multipart/alternative mail, as most apps send it."""
    mail = EmailMessage()
    mail["From"] = "Acme <no-reply@acme.test>"
    mail["To"] = to
    mail["Subject"] = subject
    mail.set_content(text)
    mail.add_alternative(html, subtype="html")
    return mail.as_bytes(policy=email.policy.SMTP)


def html_only(*, to: str, subject: str, html: str) -> bytes:
    mail = EmailMessage()
    mail["From"] = "Acme <no-reply@acme.test>"
    mail["To"] = to
    mail["Subject"] = subject
    mail.set_content(html, subtype="html")
    return mail.as_bytes(policy=email.policy.SMTP)


def eight_bit(*, to: str, subject_header: str, body: str, charset: str) -> bytes:
    """A text/plain mail written byte for byte: body in ``charset``, sent 8bit."""
    head = (
        f"From: Shop <shop@shop.test>\r\nTo: {to}\r\nSubject: {subject_header}\r\n"
        f"MIME-Version: 1.0\r\nContent-Type: text/plain; charset={charset}\r\n"
        "Content-Transfer-Encoding: 8bit\r\n\r\n"
    )
    return head.encode("ascii") + body.replace("\n", "\r\n").encode(charset)


def send(
    host: str, port: int, recipients: Sequence[str], raw: bytes, *, sender: str = "app@app.test"
) -> dict[str, tuple[int, bytes]]:
    """Send ``raw`` over SMTP; returns the refused recipients (smtplib raises if all are)."""
    with smtplib.SMTP(host, port, timeout=SMTP_TIMEOUT_SECONDS) as smtp:
        return smtp.sendmail(sender, list(recipients), raw)


def largest(*, to: str, max_bytes: int, code: str = "123456") -> bytes:
    """A mail just under ``max_bytes`` whose every field a sender controls is huge.

    A subject of megabytes (one header line), long From and To display names, and text
    and HTML parts filling the rest (the text's quotes and non-ASCII letters make its
    JSON escape). Display names stay at 24 kB: the address parser is slow on longer ones.
    """
    name = "Ann Lee " * 3000
    html_budget = max_bytes // 5
    head = (
        f'From: "{name}" <sender@evil.test>\r\nTo: "{name}" <{to}>\r\n'
        f"Subject: Your code is {code} {'S' * (max_bytes * 2 // 5)}\r\n"
        "MIME-Version: 1.0\r\n"
        'Content-Type: multipart/alternative; boundary="b"\r\n\r\n'
        "--b\r\nContent-Type: text/plain; charset=utf-8\r\n"
        "Content-Transfer-Encoding: 8bit\r\n\r\n"
    ).encode()
    link = f'<p><a href="https://app.test/login?token={code}">Sign in</a></p>\r\n'.encode()
    html_head = b"\r\n--b\r\nContent-Type: text/html; charset=utf-8\r\n\r\n" + link
    html = html_head + b"<p>" + b"h" * html_budget + b"</p>\r\n--b--\r\n"
    line = ('He said "sign in" \u00e9 ' * 60)[:900].encode() + b"\r\n"
    room = max_bytes - len(head) - len(html) - 1024  # headroom for the SMTP envelope
    return head + line * (room // len(line)) + html
