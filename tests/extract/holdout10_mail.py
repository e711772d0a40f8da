"""Raw RFC 5322 bytes for a held-out set 10 case, built by hand so that every byte is chosen:
multipart/alternative, quoted-printable and base64 bodies in the case's charset, RFC 2047
subjects, ``format=flowed`` text, forwarded mails attached as ``message/rfc822`` and PGP or
S/MIME signatures.

A NUL character in a case's text or subject is a break marker: in a quoted-printable body it
becomes a soft line break at exactly that spot, in a subject the end of one encoded word and
the start of the next; everywhere else it is dropped."""

from __future__ import annotations

import base64
import hashlib
import random
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from tests.extract.heldout import Labels

CRLF = b"\r\n"
MARK = "\x00"
_TO = "Test Runner <runner+signup@qa-harbor.dev>"


@dataclass(frozen=True, kw_only=True)
class Case(Labels):
    """A set 10 mail: its labels and how it is written (parts, charset, transfer encoding,
    wrapping). ``lang`` is the language a reader reads it in."""

    subject: str
    sender: str
    text: str | None = None
    html: str | None = None
    lang: str = "en"
    charset: str = "utf-8"
    cte: str = "qp"
    html_cte: str | None = None
    flowed: bool = False
    wrap: str | None = None
    attached: bytes | None = None
    headers: tuple[tuple[str, str], ...] = ()
    to: str | None = None


def build(case: Case) -> bytes:
    """The whole mail of ``case`` as it would sit in a mailbox."""
    rng = random.Random(case.name)
    heads = [
        ("From", case.sender),
        ("To", case.to or _TO),
        ("Subject", _subject(case.subject, case.charset)),
        ("Date", _date(rng)),
        ("Message-ID", f"<{_digest(case.name)[:24]}@{_domain(case.sender)}>"),
        ("MIME-Version", "1.0"),
    ]
    heads.extend(case.headers)
    body = _content(case, rng)
    return _join_heads(heads) + body


def _content(case: Case, rng: random.Random) -> bytes:
    """The Content-* headers and body of the case's outermost part."""
    inner = _alternative(case, rng)
    if case.wrap == "rfc822":
        attached = case.attached or b""
        part = _heads(
            [
                ("Content-Type", "message/rfc822"),
                ("Content-Disposition", 'attachment; filename="forwarded.eml"'),
            ]
        )
        return _multipart("mixed", [inner, part + attached], rng)
    if case.wrap == "pgp":
        signature = _pgp_signature(case.name)
        sig = (
            _heads(
                [
                    ("Content-Type", 'application/pgp-signature; name="signature.asc"'),
                    ("Content-Description", "OpenPGP digital signature"),
                ]
            )
            + signature
        )
        return _multipart(
            "signed",
            [inner, sig],
            rng,
            extra='; micalg=pgp-sha256; protocol="application/pgp-signature"',
        )
    if case.wrap == "smime":
        blob = base64.encodebytes(hashlib.sha512(case.name.encode()).digest() * 12)
        sig = _heads(
            [
                ("Content-Type", 'application/pkcs7-signature; name="smime.p7s"'),
                ("Content-Transfer-Encoding", "base64"),
                ("Content-Disposition", 'attachment; filename="smime.p7s"'),
            ]
        ) + blob.replace(b"\n", CRLF)
        return _multipart(
            "signed",
            [inner, sig],
            rng,
            extra='; micalg=sha-256; protocol="application/pkcs7-signature"',
        )
    return inner


def _alternative(case: Case, rng: random.Random) -> bytes:
    parts: list[bytes] = []
    if case.text is not None:
        subtype = "plain"
        params = ""
        if case.flowed:
            params = "; format=flowed; delsp=yes"
        parts.append(_leaf(subtype, case.text, case.charset, case.cte, params))
    if case.html is not None:
        parts.append(_leaf("html", case.html, case.charset, case.html_cte or case.cte, ""))
    if len(parts) == 1:
        return parts[0]
    return _multipart("alternative", parts, rng)


def _leaf(subtype: str, text: str, charset: str, cte: str, params: str) -> bytes:
    # An HTML part writes what its charset lacks as character references, as senders do.
    errors = "xmlcharrefreplace" if subtype == "html" else "strict"
    raw = encode(text.replace("\r\n", "\n"), charset, errors)
    if cte == "qp":
        body = _qp(raw)
    elif cte == "base64":
        body = base64.encodebytes(raw.replace(b"\0", b"").replace(b"\n", CRLF))
        body = body.replace(b"\n", CRLF)
    else:
        body = raw.replace(b"\0", b"").replace(b"\n", CRLF) + CRLF
    cte_name = {"qp": "quoted-printable", "base64": "base64"}.get(cte, cte)
    heads = [
        ("Content-Type", f"text/{subtype}; charset={charset}{params}"),
        ("Content-Transfer-Encoding", cte_name),
    ]
    return _heads(heads) + body


def _qp(raw: bytes) -> bytes:
    """Quoted-printable with lines of at most 76 characters and a soft break at each NUL."""
    out: list[bytes] = []
    for line in raw.split(b"\n"):
        current = b""
        for index, byte in enumerate(line):
            if byte == 0:
                out.append(current + b"=")
                current = b""
                continue
            last = index == len(line) - 1
            if (33 <= byte <= 126 and byte != 61) or (byte == 32 and not last):
                piece = bytes([byte])
            else:
                piece = b"=%02X" % byte
            if len(current) + len(piece) > 75:
                out.append(current + b"=")
                current = b""
            current += piece
        out.append(current)
    return CRLF.join(out) + CRLF


def _subject(subject: str, charset: str) -> str:
    """The Subject header: as is when ASCII, else RFC 2047 encoded words split at NULs (and
    every 30 characters where there is none)."""
    if subject.isascii() and MARK not in subject:
        return subject
    chunks = subject.split(MARK) if MARK in subject else _chunks(subject, 30)
    latin = charset.lower().startswith(("iso-8859", "windows-125", "utf-8"))
    words = []
    for chunk in chunks:
        data = encode(chunk, charset)
        if latin and charset.lower() != "utf-8":
            quoted = "".join(
                "_" if b == 32 else chr(b) if (chr(b).isalnum() and b < 128) else f"={b:02X}"
                for b in data
            )
            words.append(f"=?{charset}?Q?{quoted}?=")
        else:
            words.append(f"=?{charset}?B?{base64.b64encode(data).decode()}?=")
    return "\r\n ".join(words)


def encode(text: str, charset: str, errors: str = "strict") -> bytes:
    """``text`` in ``charset``; Vietnamese in windows-1258 as it is written there, with the tone
    mark as a combining character after a precomposed base letter."""
    if charset.lower() != "windows-1258":
        return text.encode(charset, errors)
    out = bytearray()
    for char in text:
        try:
            out += char.encode(charset, errors)
        except UnicodeEncodeError:
            split = unicodedata.normalize("NFD", char)
            out += _cp1258_pair(split, charset)
    return bytes(out)


def _cp1258_pair(split: str, charset: str) -> bytes:
    """A decomposed letter as a precomposed base with one mark, then the other mark."""
    marks = split[1:]
    for index, mark in enumerate(marks):
        base = unicodedata.normalize("NFC", split[0] + mark)
        try:
            return (base + marks[:index] + marks[index + 1 :]).encode(charset)
        except UnicodeEncodeError:
            continue
    return split.encode(charset)


def _chunks(text: str, size: int) -> list[str]:
    return [text[start : start + size] for start in range(0, len(text), size)]


def _multipart(subtype: str, parts: Sequence[bytes], rng: random.Random, extra: str = "") -> bytes:
    boundary = f"=_part_{rng.getrandbits(64):016x}"
    heads = _heads([("Content-Type", f'multipart/{subtype}; boundary="{boundary}"{extra}')])
    body = b""
    for part in parts:
        body += b"--" + boundary.encode() + CRLF + part
        if not part.endswith(CRLF):
            body += CRLF
    body += b"--" + boundary.encode() + b"--" + CRLF
    return heads + body


def _heads(pairs: Sequence[tuple[str, str]]) -> bytes:
    return b"".join(f"{key}: {value}".encode() + CRLF for key, value in pairs) + CRLF


def _join_heads(pairs: Sequence[tuple[str, str]]) -> bytes:
    return b"".join(f"{key}: {value}".encode() + CRLF for key, value in pairs)


def _pgp_signature(name: str) -> bytes:
    blob = base64.b64encode(hashlib.sha512(name.encode()).digest() * 2).decode()
    lines = ["-----BEGIN PGP SIGNATURE-----", ""]
    lines += _chunks(blob, 64)
    lines += ["=" + blob[:4], "-----END PGP SIGNATURE-----", ""]
    return "\r\n".join(lines).encode()


def _date(rng: random.Random) -> str:
    day = rng.randint(1, 28)
    hour, minute, second = rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59)
    weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][day % 7]
    return f"{weekday}, {day:02d} Apr 2025 {hour:02d}:{minute:02d}:{second:02d} +0000"


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _domain(sender: str) -> str:
    return sender.rsplit("@", 1)[-1].rstrip(">").strip() or "mail.invalid"


def inner_mail(sender: str, subject: str, text: str, *, charset: str = "utf-8") -> bytes:
    """A small earlier mail to attach as ``message/rfc822`` (plain text, quoted-printable)."""
    heads = [
        ("From", sender),
        ("To", _TO),
        ("Subject", _subject(subject, charset)),
        ("Date", "Mon, 07 Apr 2025 08:15:00 +0000"),
        ("Message-ID", f"<{_digest(subject + text)[:20]}@{_domain(sender)}>"),
        ("MIME-Version", "1.0"),
    ]
    return _join_heads(heads) + _leaf("plain", text, charset, "qp", "")
