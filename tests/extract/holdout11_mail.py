"""Raw RFC 5322 bytes for a held-out set 11 mail: multipart/alternative text and HTML, bodies
in quoted-printable, base64 or 8bit, RFC 2047 subjects, legacy charsets, attached mails,
PGP/MIME and S/MIME signatures and calendar parts.

Two marker characters steer the encoding the way a real sender's software happens to cut a
mail: ``SOFT`` forces a quoted-printable soft line break (or splits the subject into two
encoded words) at that point, ``FLOW`` a ``format=flowed; delsp=yes`` soft break."""

# ruff: noqa: E501  (mail wording and markup stay on one line, as the sender wrote them)

from __future__ import annotations

import base64
import hashlib
import unicodedata
from dataclasses import dataclass, replace

SOFT = "\x00"
FLOW = "\x01"


@dataclass(frozen=True)
class Mail:
    """How one mail is written: its headers, parts and encodings."""

    sender: str
    subject: str
    charset: str = "utf-8"
    text: str | None = None
    html: str | None = None
    enc: str = "qp"
    flowed: bool = False
    attached: Mail | None = None
    signature: str | None = None
    calendar: str | None = None
    subject_q: bool = False
    to: str = "me@inbox.example"
    extra_headers: tuple[tuple[str, str], ...] = ()


def encode_text(text: str, charset: str) -> bytes:
    """``text`` in ``charset``; windows-1258 writes Vietnamese tones as combining marks, as
    Windows does."""
    if charset.lower() != "windows-1258":
        return text.encode(charset)
    out = bytearray()
    for ch in unicodedata.normalize("NFC", text):
        try:
            out += ch.encode("cp1258")
            continue
        except UnicodeEncodeError:
            pass
        base, *marks = unicodedata.normalize("NFD", ch)
        for mark in marks:
            head = unicodedata.normalize("NFC", base + mark)
            if len(head) == 1:
                try:
                    head.encode("cp1258")
                except UnicodeEncodeError:
                    continue
                rest = "".join(m for m in marks if m != mark)
                out += head.encode("cp1258") + rest.encode("cp1258")
                break
        else:
            out += base.encode("cp1258") + "".join(marks).encode("cp1258")
    return bytes(out)


def fits(text: str, charset: str) -> bool:
    try:
        encode_text(text.replace(SOFT, "").replace(FLOW, ""), charset)
    except UnicodeEncodeError:
        return False
    return True


def _qp(data: bytes) -> bytes:
    """Quoted-printable with soft breaks at 76 columns and wherever ``SOFT`` stands."""
    lines_out: list[bytes] = []
    for line in data.split(b"\n"):
        line = line.rstrip(b"\r")
        current = b""
        pieces: list[bytes] = []
        for index, byte in enumerate(line):
            if byte == 0:
                pieces.append(current + b"=")
                current = b""
                continue
            last = index == len(line) - 1
            if (33 <= byte <= 126 and byte != 61) or (byte in (9, 32) and not last):
                token = bytes([byte])
            else:
                token = b"=%02X" % byte
            if len(current) + len(token) > 75:
                pieces.append(current + b"=")
                current = b""
            current += token
        pieces.append(current)
        lines_out.extend(pieces)
    return b"\r\n".join(lines_out)


def _b64(data: bytes) -> bytes:
    raw = base64.b64encode(data)
    return b"\r\n".join(raw[i : i + 76] for i in range(0, len(raw), 76))


def _crlf(data: bytes) -> bytes:
    return data.replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")


def _body(text: str, charset: str, enc: str, flowed: bool) -> tuple[bytes, str]:
    if flowed:
        text = text.replace(FLOW, " \n")
    data = encode_text(text.replace(SOFT, "") if enc != "qp" else text, charset)
    if enc == "qp":
        return _qp(data), "quoted-printable"
    if enc == "b64":
        return _b64(data), "base64"
    ascii_only = all(b < 128 for b in data)
    return _crlf(data), "7bit" if ascii_only else "8bit"


def encoded_words(value: str, charset: str, q: bool = False) -> str:
    """An RFC 2047 header value; ``SOFT`` splits it into separate encoded words."""
    if SOFT not in value and value.isascii():
        return value
    words: list[str] = []
    for segment in value.split(SOFT):
        for start in range(0, len(segment), 18):
            chunk = encode_text(segment[start : start + 18], charset)
            if q:
                body = "".join(
                    chr(b) if (chr(b).isalnum() and b < 128) else "_" if b == 32 else f"={b:02X}"
                    for b in chunk
                )
                words.append(f"=?{charset}?Q?{body}?=")
            else:
                words.append(f"=?{charset}?B?{base64.b64encode(chunk).decode()}?=")
    return "\r\n ".join(words)


def _address(sender: str, charset: str) -> str:
    name, _, addr = sender.rpartition(" <")
    if not name or name.isascii():
        return sender
    return f"{encoded_words(name, charset)} <{addr}"


def _boundary(seed: str, level: int) -> str:
    return f"=_{hashlib.sha1(f'{seed}/{level}'.encode()).hexdigest()[:24]}"  # noqa: S324


def _part(ctype: str, body: bytes, cte: str) -> bytes:
    return f"Content-Type: {ctype}\r\nContent-Transfer-Encoding: {cte}\r\n\r\n".encode() + body


def _multipart(subtype: str, parts: list[bytes], boundary: str, params: str = "") -> bytes:
    out = f'Content-Type: multipart/{subtype}; boundary="{boundary}"{params}\r\n\r\n'.encode()
    for part in parts:
        out += f"--{boundary}\r\n".encode() + part + b"\r\n"
    return out + f"--{boundary}--\r\n".encode()


# What a legacy-charset sender writes for a glyph its charset lacks.
GLYPHS = {
    "©": "(c)", "·": "-", "→": "->", "•": "*", "—": "-", "–": "-", "★": "*", "✓": "OK",
    "€": "EUR", "“": '"', "”": '"', "„": '"', "«": '"', "»": '"', "…": "...", "×": "x",
    "‘": "'", "’": "'", "\u00a0": " ", "№": "No.", "İ": "I", "ی": "ي",
}  # fmt: skip


def _fit(mail: Mail) -> tuple[str, Mail]:
    """The charset the mail goes out in, and the mail with glyphs that charset lacks
    written the way legacy senders write them (or UTF-8 when that is not enough)."""
    texts = [mail.subject, mail.sender, mail.text or "", mail.html or ""]
    if all(fits(t, mail.charset) for t in texts):
        return mail.charset, mail

    def plain(value: str | None) -> str | None:
        if value is None:
            return None
        for glyph, ascii_form in GLYPHS.items():
            if not fits(glyph, mail.charset):
                value = value.replace(glyph, ascii_form)
        return value

    simpler = replace(
        mail, subject=plain(mail.subject) or "", text=plain(mail.text), html=plain(mail.html)
    )
    texts = [simpler.subject, simpler.sender, simpler.text or "", simpler.html or ""]
    if all(fits(t, mail.charset) for t in texts):
        return mail.charset, simpler
    return "utf-8", mail


def build_mail(mail: Mail, seed: str, day: int = 0) -> bytes:
    """The mail as a client receives it."""
    charset, mail = _fit(mail)
    parts: list[bytes] = []
    if mail.text is not None:
        params = "; format=flowed; delsp=yes" if mail.flowed else ""
        body, cte = _body(mail.text, charset, mail.enc, mail.flowed)
        parts.append(_part(f'text/plain; charset="{charset}"{params}', body, cte))
    if mail.html is not None:
        html = mail.html.replace('<meta charset="utf-8">', f'<meta charset="{charset}">')
        body, cte = _body(html, charset, mail.enc, False)
        parts.append(_part(f'text/html; charset="{charset}"', body, cte))
    if mail.calendar is not None:
        body, cte = _body(mail.calendar, "utf-8", "b64", False)
        parts.append(_part('text/calendar; charset="utf-8"; method=REQUEST', body, cte))
    content = parts[0] if len(parts) == 1 else _multipart("alternative", parts, _boundary(seed, 1))
    if mail.attached is not None:
        inner = build_mail(mail.attached, seed + "/attached", day + 3)
        attached = b"Content-Type: message/rfc822\r\nContent-Disposition: attachment\r\n\r\n"
        content = _multipart("mixed", [content, attached + inner], _boundary(seed, 2))
    if mail.signature == "pgp":
        digest = hashlib.sha512(seed.encode()).digest() * 3
        armor = base64.b64encode(digest).decode()
        sig = (
            "-----BEGIN PGP SIGNATURE-----\r\n\r\n"
            + "\r\n".join(armor[i : i + 64] for i in range(0, len(armor), 64))
            + "\r\n=k7Qz\r\n-----END PGP SIGNATURE-----\r\n"
        ).encode()
        sig_part = (
            b'Content-Type: application/pgp-signature; name="signature.asc"\r\n'
            b"Content-Description: OpenPGP digital signature\r\n\r\n" + sig
        )
        content = _multipart(
            "signed",
            [content, sig_part],
            _boundary(seed, 3),
            '; micalg=pgp-sha256; protocol="application/pgp-signature"',
        )
    elif mail.signature == "smime":
        blob = hashlib.sha512(seed.encode()).digest() * 24
        sig_part = (
            b'Content-Type: application/pkcs7-signature; name="smime.p7s"\r\n'
            b"Content-Transfer-Encoding: base64\r\n"
            b'Content-Disposition: attachment; filename="smime.p7s"\r\n\r\n' + _b64(blob)
        )
        content = _multipart(
            "signed",
            [content, sig_part],
            _boundary(seed, 3),
            '; protocol="application/pkcs7-signature"; micalg=sha-256',
        )
    msgid = hashlib.sha1(seed.encode()).hexdigest()[:20]  # noqa: S324
    domain = mail.sender.rpartition("@")[2].rstrip(">") or "mail.example"
    headers = [
        ("From", _address(mail.sender, charset)),
        ("To", mail.to),
        ("Subject", encoded_words(mail.subject, charset, mail.subject_q)),
        ("Date", f"{['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][day % 7]}, "
                 f"{1 + day % 28:02d} Sep 2025 {8 + day % 12:02d}:{(day * 7) % 60:02d}:00 +0000"),
        ("Message-ID", f"<{msgid}@{domain.encode('idna').decode() if not domain.isascii() else domain}>"),
        ("MIME-Version", "1.0"),
        *mail.extra_headers,
    ]  # fmt: skip
    head = "".join(f"{key}: {value}\r\n" for key, value in headers).encode()
    return head + content
