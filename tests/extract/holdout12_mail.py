# ruff: noqa: E501
"""Raw RFC 5322 bytes for a held-out set 12 mail, and the HTML its senders' templates wrap
around their words (big-ESP tables with preheaders and footers, plain app mail, buttons).

Everything is deterministic: dates, boundaries and message ids derive from the case name."""

from __future__ import annotations

import base64
import hashlib
import quopri
import unicodedata
from datetime import datetime, timezone
from email.header import Header
from email.utils import format_datetime
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tests.extract.holdout12_cases import Case


_TONES = "\u0300\u0301\u0303\u0309\u0323"


def encode_text(text: str, charset: str) -> bytes:
    """``text`` in ``charset``; Vietnamese in windows-1258 is written decomposed, as its
    senders' clients do (base letter, then the combining tone mark)."""
    if charset.lower() not in ("windows-1258", "cp1258"):
        return text.encode(charset)
    out = bytearray()
    for char in text:
        try:
            out += char.encode("cp1258")
        except UnicodeEncodeError:
            parts = unicodedata.normalize("NFD", char)
            tones = "".join(mark for mark in parts if mark in _TONES)
            base = "".join(mark for mark in parts if mark not in _TONES)
            out += unicodedata.normalize("NFC", base).encode("cp1258")
            out += tones.encode("cp1258")
    return bytes(out)


def _digest(name: str, salt: str) -> str:
    return hashlib.sha256(f"{salt}:{name}".encode()).hexdigest()


def _date(name: str) -> str:
    number = int(_digest(name, "date")[:8], 16)
    day = 1 + number % 30
    hour, minute = (number >> 5) % 24, (number >> 11) % 60
    when = datetime(2026, 9, day, hour, minute, (number >> 3) % 60, tzinfo=timezone.utc)
    return format_datetime(when)


def subject_header(subject: str, charset: str) -> str:
    """The Subject line: ASCII as is, anything else as RFC 2047 encoded words."""
    if subject.isascii():
        return subject
    if charset.lower() in ("windows-1258", "cp1258"):
        chunk = base64.b64encode(encode_text(subject, charset)).decode()
        return f"=?windows-1258?B?{chunk}?="
    return Header(subject, charset, maxlinelen=76).encode()


def address(value: str, charset: str) -> str:
    """A From or To value, its display name as encoded words when it is not ASCII."""
    if value.isascii() or "<" not in value:
        return value
    name, addr = value.rsplit("<", 1)
    return f"{subject_header(name.strip(), charset)} <{addr}"


def split_subject(before: str, code: str, after: str) -> str:
    """A subject whose code is cut between two encoded words (as some mailers fold)."""
    half = len(code) // 2
    first = base64.b64encode((before + code[:half]).encode()).decode()
    second = base64.b64encode((code[half:] + after).encode()).decode()
    return f"=?utf-8?B?{first}?=\r\n =?utf-8?B?{second}?="


def _body(text: str, charset: str, cte: str) -> bytes:
    raw = encode_text(text.replace("\r\n", "\n").replace("\n", "\r\n"), charset)
    if cte == "base64":
        encoded = base64.encodebytes(raw).replace(b"\n", b"\r\n")
        return encoded
    if cte == "quoted-printable":
        return quopri.encodestring(raw).replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
    return raw


def _part(
    ctype: str, text: str, charset: str, cte: str, *, flowed: bool = False, qp_cut: str = ""
) -> bytes:
    params = f'{ctype}; charset="{charset}"'
    if flowed:
        params += "; format=flowed; delsp=yes"
    body = _body(text, charset, cte)
    if qp_cut and cte == "quoted-printable":
        cut = qp_cut.encode()
        body = body.replace(cut, cut[: len(cut) // 2] + b"=\r\n" + cut[len(cut) // 2 :], 1)
    head = f"Content-Type: {params}\r\nContent-Transfer-Encoding: {cte}\r\n\r\n"
    return head.encode() + body.rstrip(b"\r\n") + b"\r\n"


def _multipart(kind: str, boundary: str, parts: list[bytes], params: str = "") -> bytes:
    head = f'Content-Type: multipart/{kind}; boundary="{boundary}"{params}\r\n\r\n'
    out = head.encode()
    for part in parts:
        out += f"--{boundary}\r\n".encode() + part
    return out + f"--{boundary}--\r\n".encode()


def _headers(case: Case, to: str) -> bytes:
    subject = case.raw_subject or subject_header(case.subject, case.charset)
    lines = [
        f"From: {address(case.sender, case.charset)}",
        f"To: {address(to, case.charset)}",
        f"Subject: {subject}",
        f"Date: {_date(case.name)}",
        f"Message-ID: <{_digest(case.name, 'id')[:24]}@{case.sender.rsplit('@', 1)[-1].strip('>')}>",
        "MIME-Version: 1.0",
    ]
    lines.extend(case.headers)
    return ("\r\n".join(lines) + "\r\n").encode()


def _content(case: Case) -> bytes:
    cte = case.cte
    boundary = "=_" + _digest(case.name, "b")[:20]
    text_part = (
        _part("text/plain", case.text, case.charset, cte, flowed=case.flowed, qp_cut=case.qp_cut)
        if case.text is not None
        else None
    )
    html_part = (
        _part("text/html", case.html, case.charset, case.html_cte or cte, qp_cut=case.qp_cut)
        if case.html is not None
        else None
    )
    parts = [part for part in (text_part, html_part) if part is not None]
    body = parts[0] if len(parts) == 1 else _multipart("alternative", boundary + "a", parts)
    if case.calendar:
        cal = _part("text/calendar", case.calendar, "utf-8", "7bit").replace(
            b'charset="utf-8"', b'charset="utf-8"; method=REQUEST'
        )
        body = _multipart("mixed", boundary + "c", [body, cal])
    if case.inner is not None:
        inner = (
            b"Content-Type: message/rfc822\r\nContent-Disposition: attachment; "
            b'filename="forwarded.eml"\r\n\r\n' + case.inner
        )
        body = _multipart("mixed", boundary + "m", [body, inner])
    if case.signature == "pgp":
        sig = (
            b'Content-Type: application/pgp-signature; name="signature.asc"\r\n\r\n'
            b"-----BEGIN PGP SIGNATURE-----\r\n\r\n"
            + base64.encodebytes(hashlib.sha512(case.name.encode()).digest() * 3).replace(
                b"\n", b"\r\n"
            )
            + b"=k4Tq\r\n-----END PGP SIGNATURE-----\r\n"
        )
        body = _multipart(
            "signed",
            boundary + "s",
            [body, sig],
            '; micalg=pgp-sha256; protocol="application/pgp-signature"',
        )
    elif case.signature == "smime":
        blob = base64.encodebytes(hashlib.sha512(case.name.encode()).digest() * 9)
        sig = (
            b'Content-Type: application/pkcs7-signature; name="smime.p7s"\r\n'
            b"Content-Transfer-Encoding: base64\r\n"
            b'Content-Disposition: attachment; filename="smime.p7s"\r\n\r\n'
            + blob.replace(b"\n", b"\r\n")
        )
        body = _multipart(
            "signed",
            boundary + "s",
            [body, sig],
            '; micalg=sha-256; protocol="application/pkcs7-signature"',
        )
    return body


def inner_mail(sender: str, subject: str, text: str, date: str = "") -> bytes:
    """An earlier mail as a ``message/rfc822`` attachment holds it."""
    head = (
        f"From: {sender}\r\nTo: me@inboxly.net\r\nSubject: {subject_header(subject, 'utf-8')}\r\n"
        f"Date: {date or 'Mon, 03 Aug 2026 09:12:00 +0000'}\r\nMIME-Version: 1.0\r\n"
    )
    return head.encode() + _part("text/plain", text, "utf-8", "quoted-printable")


def build(case: Case) -> bytes:
    """The raw mail ``case`` stands for."""
    return _headers(case, case.to) + _content(case)


# --- what the senders' templates look like ------------------------------------------------


def esp(
    brand: str,
    inner: str,
    *,
    preheader: str = "",
    footer: str = "",
    color: str = "#2d6cdf",
    lang: str = "en",
    rtl: bool = False,
    extra_head: str = "",
) -> str:
    """A big-ESP template: nested tables, a hidden preheader padded with spacers, a logo row,
    the content cell and a grey footer with the sender's address and links."""
    direction = ' dir="rtl"' if rtl else ""
    pre = ""
    if preheader:
        pre = (
            '<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;'
            'max-height:0px;max-width:0px;opacity:0;overflow:hidden;">'
            f"{preheader}{'&nbsp;&zwnj;' * 12}</div>"
        )
    return (
        f'<!DOCTYPE html><html lang="{lang}"{direction}><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width">'
        f"<style>td{{font-family:Helvetica,Arial,sans-serif}}.btn a{{color:#fff}}</style>{extra_head}"
        f'</head><body style="margin:0;background:#f3f4f6">{pre}'
        '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" '
        'style="background:#f3f4f6"><tr><td align="center">'
        '<table role="presentation" width="600" cellpadding="0" cellspacing="0" '
        'style="background:#ffffff;border-radius:6px">'
        f'<tr><td style="padding:24px 32px;border-bottom:3px solid {color}">'
        f'<img src="https://static.{_host(brand)}/mail/logo.png" alt="{brand}" width="120"></td></tr>'
        f'<tr><td style="padding:28px 32px;font-size:15px;line-height:22px;color:#222">{inner}</td></tr>'
        f'<tr><td style="padding:18px 32px;font-size:11px;color:#888;background:#fafafa">{footer}'
        "</td></tr></table></td></tr></table></body></html>"
    )


def button(href: str, label: str, color: str = "#2d6cdf") -> str:
    """A bulletproof table button."""
    return (
        '<table role="presentation" cellpadding="0" cellspacing="0" class="btn"><tr>'
        f'<td style="background:{color};border-radius:4px;padding:12px 22px">'
        f'<a href="{href}" style="color:#ffffff;text-decoration:none;font-weight:bold">{label}</a>'
        "</td></tr></table>"
    )


def code_box(code: str) -> str:
    """The large code cell most senders use."""
    return (
        '<p style="font-size:30px;letter-spacing:6px;font-weight:bold;font-family:monospace;'
        f'margin:18px 0;color:#111">{code}</p>'
    )


def plain_html(text: str) -> str:
    """A small app's HTML part: the text in paragraphs."""
    paras = "".join(f"<p>{para.replace(chr(10), '<br>')}</p>" for para in text.split("\n\n"))
    return f"<html><body>{paras}</body></html>"


def _host(brand: str) -> str:
    return "".join(ch for ch in brand.lower() if ch.isalnum()) + ".com"
