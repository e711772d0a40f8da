"""Raw RFC 5322 bytes for a held-out set 8 mail: multipart/alternative text and HTML, quoted-
printable or base64 bodies in the sender's charset, RFC 2047 subjects and names, attachments
(``message/rfc822``, calendars, PDFs) and PGP or S/MIME signatures, written the way mail
arrives from the services that send it, with CRLF line ends."""

from __future__ import annotations

import base64
import binascii
import hashlib
import unicodedata
from dataclasses import dataclass

CRLF = "\r\n"


@dataclass(frozen=True)
class Attachment:
    """A part after the body: its MIME type, file name and payload (text or bytes)."""

    content_type: str
    payload: str | bytes
    filename: str | None = None
    inline_text: bool = False  # text parts sent 7bit/8bit as written (calendar, rfc822)


@dataclass(frozen=True)
class Mail:
    """What a sender puts on the wire for one mail."""

    sender: str  # "Display Name <addr@host>"
    subject: str
    text: str | None = None
    html: str | None = None
    charset: str = "utf-8"
    text_cte: str = "quoted-printable"  # or "base64", "8bit", "7bit"
    html_cte: str = "quoted-printable"
    subject_enc: str = "auto"  # "auto", "b", "q", "split" (a code cut across two words)
    flowed: bool = False  # text/plain; format=flowed; delsp=yes
    qp_break: str | None = None  # a string of a QP body to cut with a soft line break
    attachments: tuple[Attachment, ...] = ()
    signed: str | None = None  # "pgp" or "smime"
    related_image: bool = False  # HTML inside multipart/related with an inline logo
    headers: tuple[tuple[str, str], ...] = ()
    to: str = "alex.morgan@inbox-sandbox.test"
    day: int = 1


def _encodable(text: str, charset: str) -> str:
    """``text`` made encodable in ``charset`` the way Vietnamese mailers do for windows-1258:
    letters the code page lacks are written as a base letter plus combining tone marks."""
    if charset.lower() != "windows-1258":
        return text
    out = []
    for ch in text:
        if _fits(ch, "cp1258"):
            out.append(ch)
            continue
        base, *marks = unicodedata.normalize("NFD", ch)
        for mark in marks:
            composed = unicodedata.normalize("NFC", base + mark)
            if len(composed) == 1 and _fits(composed, "cp1258"):
                out.append(composed + "".join(m for m in marks if m != mark))
                break
        else:
            out.append(base + "".join(marks))
    return "".join(out)


def _fits(text: str, codec: str) -> bool:
    try:
        text.encode(codec)
    except UnicodeEncodeError:
        return False
    return True


# What mailers write for typography a legacy charset lacks (in HTML they use references).
FALLBACK = {
    "·": "-",
    "→": "->",
    "•": "*",
    "€": "EUR",
    "№": "N",
    "−": "-",
    "—": "-",
    "–": "-",
    "★": "*",
    "✓": "v",
    "₽": "RUB",
    "₪": "ILS",
    "…": "...",
    "×": "x",
    "’": "'",
    "“": '"',
    "”": '"',
    "«": '"',
    "»": '"',
}


def encode_text(text: str, charset: str, *, html: bool = False) -> bytes:
    """``text`` in ``charset``: characters it lacks become character references in HTML and
    plain fallbacks in text (the way mailers downgrade typography)."""
    codec = _codec(charset)
    text = _encodable(text, charset)
    if html:
        return text.encode(codec, "xmlcharrefreplace")
    out = []
    for ch in text:
        out.append(ch if _fits(ch, codec) else FALLBACK.get(ch, "?"))
    return "".join(out).encode(codec)


def _codec(charset: str) -> str:
    return {"windows-1258": "cp1258", "tis-620": "tis_620"}.get(charset.lower(), charset)


def qp_encode(data: bytes) -> str:
    """Quoted-printable of ``data`` (RFC 2045): lines of at most 76 characters."""
    lines = []
    for raw_line in data.replace(b"\r\n", b"\n").split(b"\n"):
        encoded = []
        for index, byte in enumerate(raw_line):
            last = index == len(raw_line) - 1
            if byte in (9, 32) and last:
                encoded.append(f"={byte:02X}")
            elif (33 <= byte <= 126 and byte != 61) or byte in (9, 32):
                encoded.append(chr(byte))
            else:
                encoded.append(f"={byte:02X}")
        current = ""
        for token in encoded:
            if len(current) + len(token) > 75:
                lines.append(current + "=")
                current = ""
            current += token
        lines.append(current)
    return CRLF.join(lines)


def b64_lines(data: bytes) -> str:
    text = base64.b64encode(data).decode("ascii")
    return CRLF.join(text[i : i + 76] for i in range(0, len(text), 76))


def encoded_word(text: str, charset: str, how: str) -> str:
    data = encode_text(text, charset)
    if how == "b":
        return f"=?{charset}?B?{base64.b64encode(data).decode('ascii')}?="
    body = "".join(
        chr(b)
        if (48 <= b <= 57 or 65 <= b <= 90 or 97 <= b <= 122)
        else "_"
        if b == 32
        else f"={b:02X}"
        for b in data
    )
    return f"=?{charset}?Q?{body}?="


def header_subject(mail: Mail) -> str:
    subject = mail.subject
    if mail.subject_enc == "split":
        # A mailer that cuts long subjects into words of equal size, even through a number.
        half = len(subject) // 2
        first, second = subject[:half], subject[half:]
        words = [encoded_word(half, mail.charset, "b") for half in (first, second)]
        return f"{words[0]}{CRLF} {words[1]}"
    if subject.isascii() and mail.subject_enc == "auto":
        return subject
    how = "q" if mail.subject_enc == "q" else "b"
    if how == "b" and len(subject) > 30:
        words = []
        chunk = ""
        for ch in subject:
            if len(encode_text(chunk + ch, mail.charset)) > 36:
                words.append(encoded_word(chunk, mail.charset, "b"))
                chunk = ""
            chunk += ch
        words.append(encoded_word(chunk, mail.charset, "b"))
        return (CRLF + " ").join(words)
    return encoded_word(subject, mail.charset, how)


def header_address(value: str, charset: str) -> str:
    if "<" not in value:
        return value
    name, _, addr = value.partition("<")
    name = name.strip()
    if name.isascii():
        shown = f'"{name}"' if any(c in name for c in ",.;:@()") else name
        return f"{shown} <{addr}"
    return f"{encoded_word(name, 'utf-8', 'b')} <{addr}"


def _body_part(content_type: str, text: str, charset: str, cte: str, mail: Mail) -> str:
    params = f'; charset="{charset}"'
    if content_type == "text/plain" and mail.flowed:
        params += "; format=flowed; delsp=yes"
    if content_type == "text/html":
        # Templates declare the charset they are sent in.
        text = text.replace("charset=utf-8", f"charset={charset}")
        text = text.replace("charset=UTF-8", f"charset={charset}")
    data = encode_text(text.replace("\r\n", "\n"), charset, html=content_type == "text/html")
    if cte == "base64":
        body = b64_lines(data)
    elif cte == "quoted-printable":
        body = qp_encode(data)
        if mail.qp_break and mail.qp_break in body:
            at = body.index(mail.qp_break) + len(mail.qp_break) // 2
            body = body[:at] + "=" + CRLF + body[at:]
    else:
        body = data.decode("latin-1").replace("\n", CRLF)  # the charset's bytes, as sent
    head = f"Content-Type: {content_type}{params}{CRLF}Content-Transfer-Encoding: {cte}"
    return head + CRLF + CRLF + body


def _boundary(mail: Mail, label: str) -> str:
    digest = hashlib.sha256(f"{mail.sender}{mail.subject}{label}".encode()).hexdigest()
    return f"----=_Part_{digest[:10]}_{label}"


def _multipart(subtype: str, parts: list[str], boundary: str, extra: str = "") -> str:
    head = f'Content-Type: multipart/{subtype}; boundary="{boundary}"{extra}'
    body = "".join(f"--{boundary}{CRLF}{part}{CRLF}" for part in parts)
    return f"{head}{CRLF}{CRLF}{body}--{boundary}--"


LOGO_PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
)


def _attachment(att: Attachment, charset: str) -> str:
    disposition = "attachment"
    if att.filename:
        disposition += f'; filename="{att.filename}"'
    if att.inline_text:
        payload = (
            encode_text(att.payload, charset) if isinstance(att.payload, str) else att.payload
        ).decode("latin-1")
        extra = "" if att.content_type == "message/rfc822" else f'; charset="{charset}"'
        head = f"Content-Type: {att.content_type}{extra}{CRLF}Content-Transfer-Encoding: 8bit"
        return f"{head}{CRLF}Content-Disposition: {disposition}{CRLF}{CRLF}" + payload.replace(
            "\r\n", "\n"
        ).replace("\n", CRLF)
    data = att.payload if isinstance(att.payload, bytes) else encode_text(att.payload, charset)
    name = f'; name="{att.filename}"' if att.filename else ""
    return (
        f"Content-Type: {att.content_type}{name}{CRLF}Content-Transfer-Encoding: base64{CRLF}"
        f"Content-Disposition: {disposition}{CRLF}{CRLF}{b64_lines(data)}"
    )


def pgp_signature(seed: str) -> str:
    """An ASCII-armoured detached signature (its base64 holds digit runs, as real ones do)."""
    raw = b"".join(hashlib.sha256(f"{seed}{i}".encode()).digest() for i in range(9))
    body = base64.b64encode(b"\x88\xb3\x04\x01\x01\x08\x00\x1d\x16!\x04" + raw).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    crc = base64.b64encode(binascii.crc32(raw).to_bytes(4, "big")[1:]).decode()
    return (
        "-----BEGIN PGP SIGNATURE-----\n\n" + "\n".join(lines) + f"\n={crc}\n"
        "-----END PGP SIGNATURE-----\n"
    )


def _body(mail: Mail) -> str:
    alternatives = []
    if mail.text is not None:
        alternatives.append(_body_part("text/plain", mail.text, mail.charset, mail.text_cte, mail))
    if mail.html is not None:
        html = _body_part("text/html", mail.html, mail.charset, mail.html_cte, mail)
        if mail.related_image:
            logo = (
                f'Content-Type: image/png; name="logo.png"{CRLF}Content-Transfer-Encoding: '
                f"base64{CRLF}Content-ID: <logo@mail>{CRLF}Content-Disposition: inline; "
                f'filename="logo.png"{CRLF}{CRLF}{b64_lines(LOGO_PNG)}'
            )
            html = _multipart("related", [html, logo], _boundary(mail, "rel"), '; type="text/html"')
        alternatives.append(html)
    body = (
        alternatives[0]
        if len(alternatives) == 1
        else _multipart("alternative", alternatives, _boundary(mail, "alt"))
    )
    if mail.attachments:
        parts = [body] + [_attachment(att, mail.charset) for att in mail.attachments]
        body = _multipart("mixed", parts, _boundary(mail, "mix"))
    if mail.signed == "pgp":
        sig = (
            f'Content-Type: application/pgp-signature; name="signature.asc"{CRLF}'
            f"Content-Description: OpenPGP digital signature{CRLF}"
            f'Content-Disposition: attachment; filename="signature.asc"{CRLF}{CRLF}'
            + pgp_signature(mail.subject).replace("\n", CRLF)
        )
        body = _multipart(
            "signed",
            [body, sig],
            _boundary(mail, "sig"),
            '; micalg=pgp-sha256; protocol="application/pgp-signature"',
        )
    elif mail.signed == "smime":
        der = b"0\x82\x0b\x1f\x06\t*\x86H\x86\xf7\r\x01\x07\x02" + b"".join(
            hashlib.sha512(f"{mail.subject}{i}".encode()).digest() for i in range(24)
        )
        sig = (
            f'Content-Type: application/pkcs7-signature; name="smime.p7s"{CRLF}'
            f"Content-Transfer-Encoding: base64{CRLF}"
            f'Content-Disposition: attachment; filename="smime.p7s"{CRLF}'
            f"Content-Description: S/MIME Cryptographic Signature{CRLF}{CRLF}{b64_lines(der)}"
        )
        body = _multipart(
            "signed",
            [body, sig],
            _boundary(mail, "sig"),
            '; protocol="application/pkcs7-signature"; micalg=sha-256',
        )
    return body


def build_mail(mail: Mail) -> bytes:
    """The raw message: headers, then the MIME body, CRLF line ends. Parts are assembled as
    their bytes read as latin-1, so 8bit parts keep their own charset on the wire."""
    digest = hashlib.sha256(f"{mail.sender}{mail.subject}{mail.day}".encode()).hexdigest()
    host = mail.sender.rpartition("@")[2].rstrip(">")
    hour = int(digest[:2], 16) % 24
    minute = int(digest[2:4], 16) % 60
    headers = [
        ("Return-Path", f"<bounce-{digest[:12]}@{host}>"),
        ("From", header_address(mail.sender, mail.charset)),
        ("To", mail.to),
        ("Subject", header_subject(mail)),
        ("Date", f"Tue, {mail.day:02d} Apr 2025 {hour:02d}:{minute:02d}:17 +0000"),
        ("Message-ID", f"<{digest[:24]}@{host}>"),
        *mail.headers,
        ("MIME-Version", "1.0"),
    ]
    head = CRLF.join(f"{name}: {value}" for name, value in headers)
    return (head + CRLF + _body(mail) + CRLF).encode("latin-1")
