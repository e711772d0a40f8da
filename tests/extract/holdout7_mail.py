"""Raw RFC 5322 bytes for a held-out-7 mail, built the way mail clients and ESPs build them:
``multipart/alternative`` text and HTML, quoted-printable or base64 bodies in the sender's
charset (legacy ones too), RFC 2047 subjects and names, calendar parts, forwarded mails
attached as ``message/rfc822`` and PGP or S/MIME signed envelopes.

``SOFT`` in a body marks where the sender's encoder broke a quoted-printable line (a soft
break, even inside a code); in a subject it marks where one encoded word ends and the next
begins. Everything is deterministic, so a re-run of ``make_holdout7.py`` leaves git clean."""

from __future__ import annotations

import base64
import hashlib
import unicodedata
from dataclasses import dataclass

SOFT = "\ue000"
CRLF = "\r\n"


@dataclass(frozen=True)
class Body:
    """What a mail's sender wrote: a text part, an HTML part or both, in one charset."""

    text: str | None = None
    html: str | None = None
    charset: str = "utf-8"
    text_cte: str = "quoted-printable"
    html_cte: str = "quoted-printable"
    flowed: bool = False


@dataclass(frozen=True)
class Inner:
    """An earlier mail attached as ``message/rfc822``."""

    sender: str
    subject: str
    body: Body
    date: str = "Mon, 03 Mar 2025 08:12:44 +0000"


@dataclass(frozen=True)
class Envelope:
    """Everything of a mail except its labels."""

    sender: str
    subject: str
    body: Body
    to: str = "Sam Okafor <sam.okafor@fernmail.org>"
    attached: Inner | None = None
    calendar: str | None = None
    signature: str | None = None  # "pgp" or "smime"
    headers: tuple[tuple[str, str], ...] = ()


# What a sender's encoder writes for a character its legacy charset lacks: HTML gets a
# character reference, text a look-alike.
FALLBACK = {"·": "-", "«": '"', "»": '"', "№": "No.", "→": "->", "€": "EUR", "—": "-"}


def encode_text(text: str, charset: str, *, markup: bool = False) -> bytes:
    """``text`` in ``charset``; windows-1258 as Vietnamese senders write it (base letters it
    has precomposed, tone marks combining)."""
    text = text.replace(SOFT, "")
    if charset.lower() in ("windows-1258", "cp1258"):
        text = unicodedata.normalize("NFC", text)
        return b"".join(_legacy_char(char, charset, markup) for char in text)
    try:
        return text.encode(_codec(charset))
    except UnicodeEncodeError:
        return b"".join(_legacy_char(char, charset, markup) for char in text)


def _legacy_char(char: str, charset: str, markup: bool) -> bytes:
    if charset.lower() in ("windows-1258", "cp1258"):
        try:
            return _cp1258_char(char)
        except UnicodeEncodeError:
            pass
    try:
        return char.encode(_codec(charset))
    except UnicodeEncodeError:
        if markup:
            return f"&#{ord(char)};".encode("ascii")
        return FALLBACK[char].encode("ascii")


def _cp1258_char(char: str) -> bytes:
    try:
        return char.encode("cp1258")
    except UnicodeEncodeError:
        pass
    base, *marks = unicodedata.normalize("NFD", char)
    rest = []
    for mark in marks:
        joined = unicodedata.normalize("NFC", base + mark)
        if len(joined) == 1 and _encodable(joined):
            base = joined
        else:
            rest.append(mark)
    return (base + "".join(rest)).encode("cp1258")


def _encodable(char: str) -> bool:
    try:
        char.encode("cp1258")
    except UnicodeEncodeError:
        return False
    return True


def _codec(charset: str) -> str:
    return {"windows-1258": "cp1258"}.get(charset.lower(), charset)


def quoted_printable(text: str, charset: str, *, markup: bool = False) -> str:
    """RFC 2045 quoted-printable of ``text`` with lines of at most 76 characters; ``SOFT``
    forces a soft break where it stands."""
    out: list[str] = []
    for line in text.split("\n"):
        tokens: list[str | None] = []
        for char in line:
            if char == SOFT:
                tokens.append(None)
                continue
            for byte in encode_text(char, charset, markup=markup):
                plain = (33 <= byte <= 126 and byte != ord("=")) or byte in (9, 32)
                tokens.append(chr(byte) if plain else f"={byte:02X}")
        if tokens and tokens[-1] in (" ", "\t"):
            tokens[-1] = f"={ord(tokens[-1] or ' '):02X}"
        current = ""
        for token in tokens:
            if token is None:
                out.append(current + "=")
                current = ""
            elif len(current) + len(token) > 75:
                out.append(current + "=")
                current = token
            else:
                current += token
        out.append(current)
    return CRLF.join(out)


def _base64(data: bytes) -> str:
    encoded = base64.b64encode(data).decode("ascii")
    return CRLF.join(encoded[at : at + 76] for at in range(0, len(encoded), 76))


def _body_of(text: str, charset: str, cte: str, markup: bool) -> str:
    if cte == "quoted-printable":
        return quoted_printable(text, charset, markup=markup)
    data = encode_text(text, charset, markup=markup)
    if cte == "base64":
        return _base64(data)
    return data.decode("latin-1").replace("\n", CRLF)


def header_words(value: str, charset: str) -> str:
    """``value`` as RFC 2047 encoded words when it is not plain ASCII (or a ``SOFT`` asks
    for a split there): B for most scripts, Q for Latin ones."""
    if value.isascii() and SOFT not in value:
        return value
    mode = "Q" if charset.lower().startswith(("iso-8859", "windows-125", "us-ascii")) else "B"
    pieces = value.split(SOFT) if SOFT in value else _chunks(value, 18 if mode == "B" else 24)
    words = []
    for piece in pieces:
        data = encode_text(piece, charset)
        if mode == "B":
            payload = base64.b64encode(data).decode("ascii")
        else:
            payload = "".join(
                "_"
                if byte == 32
                else chr(byte)
                if chr(byte).isalnum() and byte < 128
                else f"={byte:02X}"
                for byte in data
            )
        words.append(f"=?{charset}?{mode}?{payload}?=")
    return f"{CRLF} ".join(words)


def _chunks(value: str, size: int) -> list[str]:
    return [value[at : at + size] for at in range(0, len(value), size)] or [""]


def _address(value: str, charset: str) -> str:
    if "<" not in value or value.isascii():
        return value
    name, rest = value.split("<", 1)
    return f"{header_words(name.strip(), charset)} <{rest}"


class _Boundaries:
    def __init__(self, seed: str) -> None:
        self.seed = hashlib.sha256(seed.encode("utf-8")).hexdigest()[:16]
        self.count = 0

    def next(self) -> str:
        self.count += 1
        return f"----=_Part_{self.count}_{self.seed}"


def _leaf(ctype: str, text: str, charset: str, cte: str, extra: str = "") -> str:
    head = f'Content-Type: {ctype}; charset="{charset}"{extra}{CRLF}'
    head += f"Content-Transfer-Encoding: {cte}{CRLF}"
    return head + CRLF + _body_of(text, charset, cte, ctype == "text/html")


def _multipart(subtype: str, parts: list[str], bounds: _Boundaries, extra: str = "") -> str:
    boundary = bounds.next()
    lines = [f'Content-Type: multipart/{subtype}; boundary="{boundary}"{extra}', ""]
    for part in parts:
        lines += [f"--{boundary}", part]
    lines += [f"--{boundary}--", ""]
    return CRLF.join(lines)


def _content(body: Body, bounds: _Boundaries, calendar: str | None = None) -> str:
    parts = []
    if body.text is not None:
        extra = "; format=flowed; delsp=yes" if body.flowed else ""
        parts.append(_leaf("text/plain", body.text, body.charset, body.text_cte, extra))
    if body.html is not None:
        parts.append(_leaf("text/html", body.html, body.charset, body.html_cte))
    if calendar is not None:
        parts.append(_leaf("text/calendar", calendar, "utf-8", "7bit", "; method=REQUEST"))
    if len(parts) == 1:
        return parts[0]
    return _multipart("alternative", parts, bounds)


def _signature(kind: str, seed: str) -> str:
    digest = hashlib.sha512(seed.encode("utf-8")).digest() * 3
    if kind == "pgp":
        armour = base64.b64encode(digest[:280]).decode("ascii")
        lines = [armour[at : at + 64] for at in range(0, len(armour), 64)]
        body = CRLF.join(["-----BEGIN PGP SIGNATURE-----", "", *lines, "=k3Xq",
                          "-----END PGP SIGNATURE-----", ""])  # fmt: skip
        return (
            f'Content-Type: application/pgp-signature; name="signature.asc"{CRLF}'
            f'Content-Disposition: attachment; filename="signature.asc"{CRLF}'
            f"Content-Description: OpenPGP digital signature{CRLF}{CRLF}{body}"
        )
    return (
        f'Content-Type: application/pkcs7-signature; name="smime.p7s"{CRLF}'
        f"Content-Transfer-Encoding: base64{CRLF}"
        f'Content-Disposition: attachment; filename="smime.p7s"{CRLF}'
        f"Content-Description: S/MIME Cryptographic Signature{CRLF}{CRLF}"
        + _base64(b"0\x82\x0b\x06\x06\t*\x86H\x86\xf7\r\x01\x07\x02" + digest)
    )


def _headers(sender: str, subject: str, to: str, date: str, charset: str, seed: str) -> str:
    domain = sender.rsplit("@", 1)[-1].rstrip(">").strip()
    msgid = hashlib.sha1(seed.encode("utf-8")).hexdigest()[:24]  # noqa: S324 - an id, not a hash
    lines = [
        f"From: {_address(sender, charset)}",
        f"To: {_address(to, charset)}",
        f"Subject: {header_words(subject, charset)}",
        f"Date: {date}",
        f"Message-ID: <{msgid}@{domain}>",
        "MIME-Version: 1.0",
    ]
    return CRLF.join(lines) + CRLF


def build_mail(name: str, mail: Envelope) -> bytes:
    """The raw bytes of ``mail`` (``name`` seeds its boundaries and ids)."""
    bounds = _Boundaries(name)
    date = f"Tue, 11 Mar 2025 09:41:0{len(name) % 10} +0100"
    head = _headers(mail.sender, mail.subject, mail.to, date, mail.body.charset, name)
    head += "".join(f"{key}: {value}{CRLF}" for key, value in mail.headers)
    content = _content(mail.body, bounds, mail.calendar)
    if mail.attached is not None:
        inner = mail.attached
        inner_raw = _headers(
            inner.sender, inner.subject, mail.to, inner.date, inner.body.charset, name + "-inner"
        ) + _content(inner.body, bounds)
        attachment = (
            f"Content-Type: message/rfc822{CRLF}"
            f'Content-Disposition: attachment; filename="forwarded message.eml"{CRLF}{CRLF}'
            + inner_raw
        )
        content = _multipart("mixed", [content, attachment], bounds)
    if mail.signature is not None:
        protocol = (
            "application/pgp-signature"
            if mail.signature == "pgp"
            else ("application/pkcs7-signature")
        )
        micalg = "pgp-sha256" if mail.signature == "pgp" else "sha-256"
        content = _multipart(
            "signed",
            [content, _signature(mail.signature, name)],
            bounds,
            f'; protocol="{protocol}"; micalg={micalg}',
        )
    return (head + content).encode("latin-1")
