"""How a held-out set 9 mail is written: its ``Case`` (the labels plus the parts a sender
builds) and ``build``, which turns a case into raw RFC 5322 bytes with real MIME
(multipart/alternative, quoted-printable and base64 bodies, RFC 2047 subjects, legacy
charsets, attachments, signed wrappers).

A ``SOFT`` character in a quoted-printable body forces a soft line break there; in a
subject it starts a new encoded word. Everywhere else it is dropped."""

from __future__ import annotations

import base64
import hashlib
import unicodedata
import zlib
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from email.utils import format_datetime

from tests.extract.heldout import Labels

SOFT = "\x1f"
_TONES = {"\u0300", "\u0301", "\u0303", "\u0309", "\u0323"}


@dataclass(frozen=True)
class Part:
    """An attachment: its content type (with parameters), file name and content."""

    content_type: str
    payload: bytes
    filename: str = ""
    cte: str = "base64"
    inline: bool = False


@dataclass(frozen=True)
class Case(Labels):
    """A held-out mail: the labels and how its sender wrote it."""

    sender: str = ""
    subject: str = ""
    text: str | None = None
    html: str | None = None
    lang: str = "en"
    charset: str = "utf-8"
    cte: str = "qp"
    subject_enc: str = ""
    flowed: bool = False
    attach: tuple[Part, ...] = ()
    signed: str = ""
    headers: tuple[tuple[str, str], ...] = ()
    to: str = "Robin Castellan <robin.castellan@postfach-nord.de>"


def build(case: Case) -> bytes:
    """The raw mail of ``case``."""
    seed = zlib.crc32(case.name.encode())
    when = datetime(2025, 3, 1, 6, 0, tzinfo=timezone.utc) + timedelta(minutes=seed % 43_000)
    head = [
        f"From: {_address(case.sender, case.charset)}",
        f"To: {case.to}",
        f"Subject: {_subject(case.subject, case.charset, case.subject_enc)}",
        f"Date: {format_datetime(when)}",
        f"Message-ID: <{seed:08x}.{case.name.replace('_', '.')}@{_domain(case.sender)}>",
        "MIME-Version: 1.0",
        *(f"{key}: {value}" for key, value in case.headers),
    ]
    body = _body(case, seed)
    return ("\n".join(head) + "\n").encode("ascii") + body


def _domain(sender: str) -> str:
    return sender.rsplit("@", 1)[-1].rstrip(">") or "mail.invalid"


def _address(sender: str, charset: str) -> str:
    if "<" not in sender:
        return sender
    name, addr = sender.split("<", 1)
    name = name.strip().strip('"')
    if name.isascii():
        return f'"{name}" <{addr}'
    return f"{_words(name, 'utf-8', 'B')} <{addr}"


def _subject(subject: str, charset: str, enc: str) -> str:
    if not enc and subject.isascii():
        return subject.replace(SOFT, "")
    return _words(subject, charset, enc or "B")


def _words(value: str, charset: str, enc: str) -> str:
    """``value`` as RFC 2047 encoded words, a new word at each ``SOFT`` and whenever one grows
    long; a multibyte character is never split."""
    words: list[str] = []
    for chunk in value.split(SOFT):
        piece = ""
        for ch in chunk:
            if len(_word(piece + ch, charset, enc)) > 72:
                words.append(_word(piece, charset, enc))
                piece = ""
            piece += ch
        if piece:
            words.append(_word(piece, charset, enc))
    return "\n ".join(words)


def _word(text: str, charset: str, enc: str) -> str:
    raw = _encode(text, charset, strict=True)
    if enc == "B":
        return f"=?{charset}?B?{base64.b64encode(raw).decode()}?="
    out = "".join(
        "_" if b == 32 else chr(b) if chr(b).isalnum() and b < 128 else f"={b:02X}" for b in raw
    )
    return f"=?{charset}?Q?{out}?="


def encodable(text: str, charset: str) -> bool:
    """Whether ``text`` can be written in ``charset`` as its writers would."""
    try:
        _encode(text, charset, strict=True)
    except UnicodeEncodeError:
        return False
    return True


def _encode(text: str, charset: str, *, strict: bool) -> bytes:
    if charset == "windows-1258":
        text = "".join(_cp1258(ch) for ch in text)
    return text.encode(charset, "strict" if strict else "xmlcharrefreplace")


def _cp1258(ch: str) -> str:
    """Vietnamese in windows-1258: a base letter and a combining tone mark, as its writers
    send it."""
    try:
        ch.encode("windows-1258")
    except UnicodeEncodeError:
        parts = unicodedata.normalize("NFD", ch)
        tones = "".join(c for c in parts if c in _TONES)
        rest = unicodedata.normalize("NFC", "".join(c for c in parts if c not in _TONES))
        return rest + tones
    return ch


def _body(case: Case, seed: int) -> bytes:
    parts: list[bytes] = []
    if case.text is not None:
        params = "; format=flowed; delsp=yes" if case.flowed else ""
        parts.append(_leaf("text/plain", case.text, case.charset, case.cte, params, True))
    if case.html is not None:
        parts.append(_leaf("text/html", case.html, case.charset, case.cte, "", False))
    body = parts[0] if len(parts) == 1 else _multi("alternative", parts, seed, 1)
    if case.attach:
        body = _multi("mixed", [body, *(_attachment(p) for p in case.attach)], seed, 2)
    if case.signed:
        body = _multi_signed(case.signed, body, seed)
    return body


def _leaf(kind: str, content: str, charset: str, cte: str, params: str, strict: bool) -> bytes:
    if cte != "qp":
        content = content.replace(SOFT, "")
    if kind == "text/html":
        content = content.replace('charset="utf-8"', f'charset="{charset}"')
        content = content.replace("charset=utf-8", f"charset={charset}")
    raw = _encode(content, charset, strict=strict)
    if cte == "qp":
        payload = _qp(raw)
        name = "quoted-printable"
    elif cte == "base64":
        payload = _b64(raw)
        name = "base64"
    else:
        payload = raw if raw.endswith(b"\n") else raw + b"\n"
        name = "7bit" if raw.isascii() else "8bit"
    head = (
        f'Content-Type: {kind}; charset="{charset}"{params}\nContent-Transfer-Encoding: {name}\n\n'
    )
    return head.encode("ascii") + payload


def _qp(raw: bytes) -> bytes:
    """Quoted-printable with soft breaks before column 76 and wherever ``SOFT`` stands."""
    lines: list[bytes] = []
    for line in raw.split(b"\n"):
        line = line.rstrip(b"\r")
        out = b""
        for i, byte in enumerate(line):
            if byte == 0x1F:
                lines.append(out + b"=")
                out = b""
                continue
            last = i == len(line) - 1
            if (33 <= byte <= 126 and byte != 61) or (byte in (9, 32) and not last):
                token = bytes([byte])
            else:
                token = f"={byte:02X}".encode()
            if len(out) + len(token) > 75:
                lines.append(out + b"=")
                out = b""
            out += token
        lines.append(out)
    return b"\n".join(lines) + b"\n"


def _b64(raw: bytes) -> bytes:
    text = base64.b64encode(raw)
    return b"\n".join(text[i : i + 76] for i in range(0, len(text), 76)) + b"\n"


def _multi(subtype: str, parts: list[bytes], seed: int, level: int) -> bytes:
    boundary = f"----=_Part_{seed % 99991}_{level}.{seed % 7919}"
    out = f'Content-Type: multipart/{subtype}; boundary="{boundary}"\n\n'.encode()
    out += b"This is a multi-part message in MIME format.\n"
    for part in parts:
        out += f"\n--{boundary}\n".encode() + part
    return out + f"\n--{boundary}--\n".encode()


def _attachment(part: Part) -> bytes:
    disposition = "inline" if part.inline else "attachment"
    head = f"Content-Type: {part.content_type}"
    if part.filename:
        head += f'; name="{part.filename}"'
        disposition += f'; filename="{part.filename}"'
    if part.content_type.startswith("message/rfc822"):
        cte = "7bit" if part.payload.isascii() else "8bit"
        return (
            f"{head}\nContent-Disposition: {disposition}\n"
            f"Content-Transfer-Encoding: {cte}\n\n".encode()
            + part.payload
        )
    payload = _b64(part.payload) if part.cte == "base64" else _qp(part.payload)
    name = "base64" if part.cte == "base64" else "quoted-printable"
    return (
        f"{head}\nContent-Disposition: {disposition}\n"
        f"Content-Transfer-Encoding: {name}\n\n".encode()
        + payload
    )


def _multi_signed(kind: str, body: bytes, seed: int) -> bytes:
    boundary = f"----=_Signed_{seed % 65521}"
    blob = hashlib.sha512(str(seed).encode()).digest() * 6
    if kind == "pgp":
        proto, micalg = "application/pgp-signature", "pgp-sha256"
        armour = base64.b64encode(blob[:560]).decode()
        lines = [armour[i : i + 64] for i in range(0, len(armour), 64)]
        sig = (
            'Content-Type: application/pgp-signature; name="signature.asc"\n'
            "Content-Description: OpenPGP digital signature\n"
            'Content-Disposition: attachment; filename="signature.asc"\n\n'
            "-----BEGIN PGP SIGNATURE-----\n\n" + "\n".join(lines) + "\n=Xk2q\n"
            "-----END PGP SIGNATURE-----\n"
        ).encode()
    else:
        proto, micalg = "application/pkcs7-signature", "sha-256"
        sig = (
            b'Content-Type: application/pkcs7-signature; name="smime.p7s"\n'
            b"Content-Transfer-Encoding: base64\n"
            b'Content-Disposition: attachment; filename="smime.p7s"\n'
            b"Content-Description: S/MIME Cryptographic Signature\n\n"
        ) + _b64(blob)
    out = (
        f'Content-Type: multipart/signed; protocol="{proto}"; micalg={micalg};\n'
        f' boundary="{boundary}"\n\n'
    ).encode()
    out += (
        b"This is an OpenPGP/MIME signed message (RFC 4880 and 3156)\n"
        if kind == "pgp"
        else b"This is an S/MIME signed message\n"
    )
    return (
        out
        + f"\n--{boundary}\n".encode()
        + body
        + f"\n--{boundary}\n".encode()
        + sig
        + f"\n--{boundary}--\n".encode()
    )
