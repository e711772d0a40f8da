"""A small MIME writer for held-out set 4 (``holdout4_cases.py``): byte-exact and deterministic.

The mails are assembled by hand rather than with ``email.message`` so that the wire form is what a
test needs: a quoted-printable soft break at a chosen place (``SOFT`` in a body), a subject split
into several RFC 2047 encoded words, legacy charsets written as their bytes, ``format=flowed``,
``message/rfc822`` attachments and S/MIME or PGP signature parts.
"""

from __future__ import annotations

import base64
import hashlib
import unicodedata
from dataclasses import dataclass

SOFT = "\x1f"  # in a body: a quoted-printable soft line break goes here (dropped otherwise)


@dataclass(frozen=True)
class Case:
    """One mail with what a careful reader would type (``otp``) or click (``link``)."""

    name: str
    subject: str
    text: str | None = None
    html: str | None = None
    otp: str | None = None
    link: str | None = None
    link_kind: str | None = None
    kinds: tuple[str, ...] = ()
    charset: str = "utf-8"
    cte: str = "auto"  # auto | qp | b64 | 8bit
    flowed: bool = False
    wrapper: str = ""  # "" | smime | pgp
    attached: Case | None = None
    sender: str = "Service <no-reply@service.example>"
    subject_words: int = 0  # split the subject into encoded words of this many characters


def _encode(text: str, charset: str, html: bool) -> bytes:
    if charset == "windows-1256":
        text = text.replace("\u06cc", "\u064a")  # Persian yeh is written as Arabic yeh there
    if charset == "windows-1258":
        text = "".join(_cp1258(ch) for ch in text)
        charset = "cp1258"
    return text.encode(charset, "xmlcharrefreplace" if html else "strict")


def encodable(text: str | None, charset: str) -> bool:
    """Whether a text part can be written in ``charset`` as it is."""
    try:
        _encode(text or "", charset, False)
    except UnicodeEncodeError:
        return False
    return True


def _cp1258(ch: str) -> str:
    """Windows-1258 has base letters and combining tones, not every precomposed letter."""
    parts = unicodedata.normalize("NFD", ch)
    for form in (ch, parts, unicodedata.normalize("NFC", parts[:2]) + parts[2:]):
        try:
            form.encode("cp1258")
            return form
        except UnicodeEncodeError:
            pass
    return ch


def _qp(data: bytes) -> bytes:
    lines: list[str] = []
    line = ""
    for byte in data:
        if byte == 0x0A:
            if line.endswith((" ", "\t")):
                line = line[:-1] + f"={ord(line[-1]):02X}"
            lines.append(line)
            line = ""
            continue
        if byte == 0x1F:
            lines.append(line + "=")
            line = ""
            continue
        char = chr(byte) if byte == 0x20 or (33 <= byte <= 126 and byte != 61) else f"={byte:02X}"
        if len(line) + len(char) > 75:
            lines.append(line + "=")
            line = ""
        line += char
    lines.append(line)
    return "\n".join(lines).encode("ascii")


def _b64(data: bytes) -> bytes:
    encoded = base64.b64encode(data).decode("ascii")
    return "\n".join(encoded[i : i + 76] for i in range(0, len(encoded), 76)).encode("ascii")


def _leaf(case: Case, content: str, subtype: str) -> bytes:
    raw = _encode(content, case.charset, subtype == "html")
    cte = case.cte
    if cte == "auto":
        cte = "8bit" if case.charset not in ("utf-8", "us-ascii") else "qp"
        if case.charset == "iso-2022-jp" or (case.flowed and subtype == "plain"):
            cte = "7bit" if raw.isascii() else "8bit"
    if cte != "qp":
        raw = raw.replace(b"\x1f", b"")
    body = {"qp": _qp, "b64": _b64}.get(cte, lambda data: data)(raw)
    flowed = "; format=flowed; delsp=yes" if case.flowed and subtype == "plain" else ""
    names = {"qp": "quoted-printable", "b64": "base64"}
    head = (
        f'Content-Type: text/{subtype}; charset="{case.charset}"{flowed}\n'
        f"Content-Transfer-Encoding: {names.get(cte, cte)}\n\n"
    )
    return head.encode("ascii") + body + b"\n"


def _boundary(case: Case, tag: str) -> str:
    return f"=_{tag}_{hashlib.sha256(case.name.encode()).hexdigest()[:16]}"


def _multipart(subtype: str, boundary: str, parts: list[bytes], extra: str = "") -> bytes:
    out = f'Content-Type: multipart/{subtype}; boundary="{boundary}"{extra}\n\n'.encode()
    for part in parts:
        out += f"--{boundary}\n".encode() + part
    return out + f"--{boundary}--\n".encode()


def _body(case: Case) -> bytes:
    parts = []
    if case.text is not None:
        parts.append(_leaf(case, case.text, "plain"))
    if case.html is not None:
        parts.append(_leaf(case, case.html, "html"))
    if len(parts) == 1:
        return parts[0]
    return _multipart("alternative", _boundary(case, "alt"), parts)


def _noise(case: Case, size: int) -> bytes:
    out = b""
    seed = case.name.encode()
    while len(out) < size:
        seed = hashlib.sha256(seed).digest()
        out += seed
    return out[:size]


def _signature(case: Case) -> bytes:
    if case.wrapper == "smime":
        return (
            b'Content-Type: application/pkcs7-signature; name="smime.p7s"\n'
            b"Content-Transfer-Encoding: base64\n"
            b'Content-Disposition: attachment; filename="smime.p7s"\n'
            b"Content-Description: S/MIME Cryptographic Signature\n\n"
            + _b64(b"\x30\x82\x0b\x4f\x06\x09" + _noise(case, 900))
            + b"\n"
        )
    armored = _b64(b"\x88\x75\x04\x01" + _noise(case, 280)).decode().replace("\n", "\n")
    return (
        b'Content-Type: application/pgp-signature; name="signature.asc"\n'
        b"Content-Description: OpenPGP digital signature\n"
        b'Content-Disposition: attachment; filename="signature.asc"\n\n'
        b"-----BEGIN PGP SIGNATURE-----\n\n"
        + armored.encode()
        + b"\n=8Ydq\n-----END PGP SIGNATURE-----\n"
    )


def _tree(case: Case) -> bytes:
    body = _body(case)
    if case.attached is not None:
        inner = build4(case.attached)
        attachment = (
            b"Content-Type: message/rfc822\n"
            b'Content-Disposition: attachment; filename="forwarded.eml"\n\n' + inner
        )
        body = _multipart("mixed", _boundary(case, "mix"), [body, attachment])
    if case.wrapper == "smime":
        extra = '; protocol="application/pkcs7-signature"; micalg=sha-256'
        body = _multipart("signed", _boundary(case, "sig"), [body, _signature(case)], extra)
    elif case.wrapper == "pgp":
        extra = '; protocol="application/pgp-signature"; micalg=pgp-sha256'
        body = _multipart("signed", _boundary(case, "sig"), [body, _signature(case)], extra)
    return body


def _subject(case: Case) -> str:
    subject = case.subject
    if subject.isascii() and not case.subject_words:
        return subject
    charset = case.charset if case.charset != "windows-1258" else "utf-8"
    size = case.subject_words or 18
    chunks = [subject[i : i + size] for i in range(0, len(subject), size)]
    words = []
    for chunk in chunks:
        raw = _encode(chunk, charset, False)
        words.append(f"=?{charset}?B?{base64.b64encode(raw).decode('ascii')}?=")
    return "\n ".join(words)


def build4(case: Case) -> bytes:
    """The mail as it arrives: headers and MIME tree, the same bytes on every run."""
    digest = hashlib.sha256(case.name.encode()).hexdigest()
    day = int(digest[:2], 16) % 27 + 1
    head = (
        f"From: {case.sender}\n"
        f"To: Alex Reader <alex.reader@inbox.example>\n"
        f"Subject: {_subject(case)}\n"
        f"Date: Tue, {day:02d} Apr 2025 09:{int(digest[2:4], 16) % 60:02d}:07 +0000\n"
        f"Message-ID: <{digest[:24]}@mail.example>\n"
        f"MIME-Version: 1.0\n"
    )
    return head.encode("ascii") + _tree(case)
