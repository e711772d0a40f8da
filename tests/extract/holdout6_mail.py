"""Held-out set 6 (issue 21): the mail a case stands for, and a small deterministic MIME
builder for it (fixed dates, ids and boundaries, so a re-run writes the same bytes)."""

from __future__ import annotations

import base64
import hashlib
import quopri
from dataclasses import dataclass
from email.header import Header
from email.utils import formataddr, parseaddr

from tests.extract.heldout import Labels


@dataclass(frozen=True)
class Case(Labels):
    """One held-out mail and what a careful reader takes from it."""

    sender: str
    subject: str
    text: str | None = None
    html: str | None = None
    charset: str = "utf-8"
    cte: str = "quoted-printable"
    flowed: bool = False
    attached: bytes | None = None
    signature: str | None = None  # "pgp" or "smime"


def _seed(name: str) -> str:
    return hashlib.sha256(name.encode()).hexdigest()


def _headers(pairs: list[tuple[str, str]]) -> bytes:
    return "".join(f"{key}: {value}\r\n" for key, value in pairs).encode("ascii")


def _body(text: str, charset: str, cte: str) -> bytes:
    raw = text.replace("\r\n", "\n").replace("\n", "\r\n").encode(charset)
    if cte == "base64":
        encoded = base64.encodebytes(raw).replace(b"\n", b"\r\n")
    elif cte == "quoted-printable":
        encoded = quopri.encodestring(raw).replace(b"\r\n", b"\n").replace(b"\n", b"\r\n")
        encoded = encoded.replace(b"=0D\r\n", b"\r\n")
    else:
        encoded = raw if raw.endswith(b"\r\n") else raw + b"\r\n"
    return encoded if encoded.endswith(b"\r\n") else encoded + b"\r\n"


def _flow(text: str, width: int = 60) -> str:
    """``format=flowed; delsp=yes``: long lines cut every ``width`` characters, each cut
    marked by a trailing space the reader deletes (a URL is cut mid-way too)."""
    out: list[str] = []
    for line in text.split("\n"):
        while len(line) > width:
            out.append(line[:width] + " ")
            line = line[width:]
        out.append(line)
    return "\n".join(out)


def _leaf(kind: str, text: str, case: Case) -> bytes:
    params = f'; charset="{case.charset}"'
    body = text
    if kind == "plain" and case.flowed:
        params += "; format=flowed; delsp=yes"
        body = _flow(text)
    head = _headers(
        [("Content-Type", f"text/{kind}{params}"), ("Content-Transfer-Encoding", case.cte)]
    )
    return head + b"\r\n" + _body(body, case.charset, case.cte)


def _multipart(subtype: str, parts: list[bytes], boundary: str, extra: str = "") -> bytes:
    head = _headers([("Content-Type", f'multipart/{subtype}; boundary="{boundary}"{extra}')])
    out = head + b"\r\n"
    for part in parts:
        out += f"--{boundary}\r\n".encode() + part
    return out + f"--{boundary}--\r\n".encode()


def _signature(kind: str, seed: str) -> bytes:
    blob = base64.b64encode(hashlib.sha512(seed.encode()).digest() * 3).decode()
    lines = "\r\n".join(blob[i : i + 64] for i in range(0, len(blob), 64))
    if kind == "pgp":
        head = _headers([("Content-Type", 'application/pgp-signature; name="signature.asc"')])
        return (
            head + b"\r\n-----BEGIN PGP SIGNATURE-----\r\n\r\n" + lines.encode()
            + b"\r\n=a1b2\r\n-----END PGP SIGNATURE-----\r\n"
        )  # fmt: skip
    head = _headers(
        [
            ("Content-Type", 'application/pkcs7-signature; name="smime.p7s"'),
            ("Content-Transfer-Encoding", "base64"),
            ("Content-Disposition", 'attachment; filename="smime.p7s"'),
        ]
    )
    return head + b"\r\n" + lines.encode() + b"\r\n"


def build6(case: Case) -> bytes:
    """The ``.eml`` bytes of ``case``."""
    seed = _seed(case.name)
    leaves: list[bytes] = []
    if case.text is not None:
        leaves.append(_leaf("plain", case.text, case))
    if case.html is not None:
        leaves.append(_leaf("html", case.html, case))
    body = leaves[0] if len(leaves) == 1 else _multipart("alternative", leaves, f"alt-{seed[:16]}")
    if case.attached is not None:
        attached = (
            _headers(
                [
                    ("Content-Type", "message/rfc822"),
                    ("Content-Disposition", 'attachment; filename="original.eml"'),
                ]
            )
            + b"\r\n"
            + case.attached
        )
        body = _multipart("mixed", [body, attached], f"mix-{seed[:16]}")
    if case.signature is not None:
        protocol = (
            '; protocol="application/pgp-signature"; micalg=pgp-sha256'
            if case.signature == "pgp"
            else '; protocol="application/pkcs7-signature"; micalg=sha-256'
        )
        body = _multipart(
            "signed", [body, _signature(case.signature, seed)], f"sig-{seed[:16]}", protocol
        )
    display, address = parseaddr(case.sender)
    minute = int(seed[:4], 16) % 60
    subject = Header(case.subject, "utf-8" if case.charset == "us-ascii" else case.charset)
    head = _headers(
        [
            ("Return-Path", f"<{address}>"),
            ("From", formataddr((display, address), charset="utf-8")),
            ("To", "Alex Reader <alex.reader@inbox.example>"),
            ("Subject", subject.encode(maxlinelen=76)),
            ("Date", f"Tue, 01 Dec 2026 09:{minute:02d}:00 +0000"),
            ("Message-ID", f"<{seed[:24]}@mail6.example>"),
            ("MIME-Version", "1.0"),
        ]
    )
    return head + body
