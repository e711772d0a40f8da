"""A small, deterministic MIME builder for held-out set 5 (issue 21), written for that set alone.

A case gives its subject, sender, text and/or HTML, the charset and transfer encoding, and how it is
wrapped (an attached ``message/rfc822``, an S/MIME or PGP/MIME signature, a PDF). The marker
``BREAK`` inside a text chooses where the encoding breaks it: a quoted-printable soft line break, a
``format=flowed; delsp=yes`` soft break (no space is kept), or the split between two RFC 2047
encoded words of the subject; anywhere else it is dropped.
"""

from __future__ import annotations

import base64
import hashlib
import unicodedata
from dataclasses import dataclass, field

from tests.extract.heldout import Labels

BREAK = "\ue000"


@dataclass(frozen=True)
class Case(Labels):
    """One mail and what a careful reader takes from it."""

    subject: str
    sender: str
    text: str | None = None
    html: str | None = None
    charset: str = "utf-8"
    cte: str = "quoted-printable"
    flowed: bool = False
    split_subject: bool = False
    wrap: str | None = None  # "smime" | "pgp"
    attached: Case | None = None
    pdf: str | None = None
    date: str = "Tue, 14 Jan 2025 09:41:07 +0000"
    extra_headers: tuple[tuple[str, str], ...] = field(default=())


def build5(case: Case) -> bytes:
    """The mail's bytes: the same case always gives the same bytes."""
    return _message(case, 0)


def _boundary(case: Case, depth: int, what: str) -> str:
    digest = hashlib.sha256(f"{case.name}/{depth}/{what}".encode()).hexdigest()[:16]
    return f"----=_Part_{depth}_{digest}"


def _message(case: Case, depth: int) -> bytes:
    digest = hashlib.sha256(case.name.encode()).hexdigest()
    headers = [
        ("From", _address(case.sender, case.charset)),
        ("To", "Alex Reader <alex.reader@example.net>"),
        ("Subject", _subject(case)),
        ("Date", case.date),
        ("Message-ID", f"<{digest[:24]}.{depth}@mail.example.org>"),
        *case.extra_headers,
        ("MIME-Version", "1.0"),
    ]
    content_headers, body = _top_entity(case, depth)
    lines = [f"{name}: {value}" for name, value in headers + content_headers]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("ascii") + body


def _top_entity(case: Case, depth: int) -> tuple[list[tuple[str, str]], bytes]:
    content, body = _body_entity(case, depth)
    if case.attached is not None or case.pdf is not None:
        parts = [_entity(content, body)]
        if case.attached is not None:
            inner = _message(case.attached, depth + 1)
            parts.append(
                _entity(
                    [
                        ("Content-Type", "message/rfc822"),
                        ("Content-Disposition", 'attachment; filename="forwarded.eml"'),
                    ],
                    inner,
                )
            )
        if case.pdf is not None:
            blob = hashlib.sha512(case.pdf.encode()).digest() * 12
            parts.append(
                _entity(
                    [
                        ("Content-Type", f'application/pdf; name="{case.pdf}"'),
                        ("Content-Transfer-Encoding", "base64"),
                        ("Content-Disposition", f'attachment; filename="{case.pdf}"'),
                    ],
                    _b64(b"%PDF-1.4\n" + blob),
                )
            )
        content, body = _multipart(case, depth, "mixed", parts)
    if case.wrap == "smime":
        signature = _b64(hashlib.sha512(case.name.encode()).digest() * 20)
        parts = [
            _entity(content, body),
            _entity(
                [
                    ("Content-Type", 'application/pkcs7-signature; name="smime.p7s"'),
                    ("Content-Transfer-Encoding", "base64"),
                    ("Content-Disposition", 'attachment; filename="smime.p7s"'),
                ],
                signature,
            ),
        ]
        content, body = _multipart(
            case,
            depth,
            'signed; protocol="application/pkcs7-signature"; micalg=sha-256',
            parts,
            "signed",
        )
    elif case.wrap == "pgp":
        armour = base64.b64encode(hashlib.sha512(case.name.encode()).digest() * 5).decode()
        rows = [armour[i : i + 64] for i in range(0, len(armour), 64)]
        text = "\r\n".join(
            ["-----BEGIN PGP SIGNATURE-----", "", *rows, "=k3Qz", "-----END PGP SIGNATURE-----", ""]
        )
        parts = [
            _entity(content, body),
            _entity(
                [
                    ("Content-Type", 'application/pgp-signature; name="signature.asc"'),
                    ("Content-Description", "OpenPGP digital signature"),
                ],
                text.encode("ascii"),
            ),
        ]
        content, body = _multipart(
            case,
            depth,
            'signed; protocol="application/pgp-signature"; micalg=pgp-sha256',
            parts,
            "signed",
        )
    return content, body


def _body_entity(case: Case, depth: int) -> tuple[list[tuple[str, str]], bytes]:
    leaves = []
    if case.text is not None:
        leaves.append(_leaf(case, "plain", case.text))
    if case.html is not None:
        leaves.append(_leaf(case, "html", case.html))
    if len(leaves) == 1:
        return leaves[0]
    return _multipart(case, depth, "alternative", [_entity(*leaf) for leaf in leaves])


def _multipart(
    case: Case, depth: int, subtype: str, parts: list[bytes], what: str = ""
) -> tuple[list[tuple[str, str]], bytes]:
    boundary = _boundary(case, depth, what or subtype)
    body = b"This is a multi-part message in MIME format.\r\n\r\n"
    for part in parts:
        body += f"--{boundary}\r\n".encode() + part + b"\r\n"
    body += f"--{boundary}--\r\n".encode()
    return [("Content-Type", f'multipart/{subtype}; boundary="{boundary}"')], body


def _entity(headers: list[tuple[str, str]], body: bytes) -> bytes:
    head = "".join(f"{name}: {value}\r\n" for name, value in headers)
    return head.encode("ascii") + b"\r\n" + body


def _leaf(case: Case, subtype: str, text: str) -> tuple[list[tuple[str, str]], bytes]:
    charset = case.charset
    ctype = f"text/{subtype}; charset={charset}"
    text = text.replace("\r\n", "\n").replace(
        '<meta charset="utf-8">', f'<meta charset="{charset}">'
    )
    if subtype == "plain" and case.flowed:
        ctype += "; format=flowed; delsp=yes"
        lines = text.replace(BREAK, " \n").split("\n")
        data = _encode("\r\n".join(lines), charset)
        cte = "7bit" if data.isascii() else "8bit"
        return [("Content-Type", ctype), ("Content-Transfer-Encoding", cte)], data
    cte = case.cte
    if charset.lower() == "iso-2022-jp":
        cte = "7bit"
    if cte == "quoted-printable":
        body = _quoted_printable(text, charset)
    elif cte == "base64":
        body = _b64(_encode(text.replace(BREAK, "").replace("\n", "\r\n"), charset))
    else:
        body = _encode(text.replace(BREAK, "").replace("\n", "\r\n"), charset)
    return [("Content-Type", ctype), ("Content-Transfer-Encoding", cte)], body


def _encode(text: str, charset: str) -> bytes:
    if charset.lower() == "windows-1256":
        text = text.replace("\u06cc", "\u064a")  # Persian yeh as the Arabic one, as such mails do
    if charset.lower() != "windows-1258":
        return text.encode(charset)
    out = b""
    for char in text:
        try:
            out += char.encode("cp1258")
            continue
        except UnicodeEncodeError:
            pass
        base, *marks = unicodedata.normalize("NFD", char)
        out += _cp1258(base, marks, char)
    return out


def _cp1258(base: str, marks: list[str], char: str) -> bytes:
    """A base letter with at most one mark composed in, the rest as combining marks."""
    for index, mark in enumerate(marks):
        rest = "".join(marks[:index] + marks[index + 1 :])
        try:
            return unicodedata.normalize("NFC", base + mark).encode("cp1258") + rest.encode(
                "cp1258"
            )
        except UnicodeEncodeError:
            continue
    try:
        return (base + "".join(marks)).encode("cp1258")
    except UnicodeEncodeError:
        raise ValueError(f"{char!r} is not in windows-1258") from None


def _b64(data: bytes) -> bytes:
    encoded = base64.b64encode(data).decode("ascii")
    return ("\r\n".join(encoded[i : i + 76] for i in range(0, len(encoded), 76)) + "\r\n").encode()


def _quoted_printable(text: str, charset: str) -> bytes:
    out: list[str] = []
    for line in text.split("\n"):
        tokens: list[str] = []
        segments = line.split(BREAK)
        for number, segment in enumerate(segments):
            if number:
                tokens.append("SOFT")
            raw = _encode(segment, charset)
            for index, byte in enumerate(raw):
                last = number == len(segments) - 1 and index == len(raw) - 1
                if (byte in (9, 32) and not last) or (33 <= byte <= 126 and byte != 61):
                    tokens.append(chr(byte))
                else:
                    tokens.append(f"={byte:02X}")
        row = ""
        for token in tokens:
            if token == "SOFT":
                out.append(row + "=")
                row = ""
                continue
            if len(row) + len(token) > 75:
                out.append(row + "=")
                row = ""
            row += token
        out.append(row)
    return ("\r\n".join(out) + "\r\n").encode("ascii")


def _words(text: str, charset: str) -> list[str]:
    return [
        f"=?{charset}?B?{base64.b64encode(_encode(chunk, charset)).decode()}?="
        for chunk in text.split(BREAK)
        if chunk
    ]


def _subject(case: Case) -> str:
    subject = case.subject
    if subject.isascii() and BREAK not in subject and not case.split_subject:
        return subject
    if BREAK not in subject:
        size = 12
        subject = BREAK.join(subject[i : i + size] for i in range(0, len(subject), size))
    charset = case.charset if _fits(case.subject.replace(BREAK, ""), case.charset) else "utf-8"
    return "\r\n ".join(_words(subject, charset))


def _fits(text: str, charset: str) -> bool:
    try:
        _encode(text, charset)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def _address(sender: str, charset: str) -> str:
    name, _, address = sender.rpartition(" <")
    if not _:
        return sender
    if name.isascii():
        return f'"{name}" <{address}'
    use = charset if _fits(name, charset) else "utf-8"
    return f"{' '.join(_words(name, use))} <{address}"
