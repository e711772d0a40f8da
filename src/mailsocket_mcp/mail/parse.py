"""Turn raw RFC 5322 bytes into the parts the sandbox stores. Never raises on bad mail.

The standard library's modern policy does the MIME work (multipart/alternative and mixed,
quoted-printable, base64, RFC 2047 headers). Around it, this module decides which parts are
the body (text parts that are not attachments), decodes them with the declared charset or the
closest superset Python knows, and falls back to replacement characters rather than failing.

ISO-2022-JP is seven-bit and stateful: a body that its strict codec rejects (one NEC or IBM
character such as "①", or half-width katakana) still reads as ASCII, so it must not fall through
to UTF-8, where the escape sequences would survive as text and every Japanese word be lost.
Encoded words of one charset are joined before decoding, because mailers split a multi-byte or
stateful sequence across them.

Only the current mail's parts are its ``text`` and ``html``: the body parts of a message
attached as ``message/rfc822`` (a forward "as attachment") are kept apart in ``attached_text``
and ``attached_html``, and signature parts (S/MIME, PGP) are never text. Per part, a body that is
quoted-printable under another label (soft line breaks and ``=XX`` escapes only) is decoded, a
``format=flowed`` text is unwrapped (RFC 3676), an HTML part without a MIME charset is read
with its ``<meta charset>``, and non-ASCII text is NFC-normalised (Vietnamese windows-1258
writes tone marks as combining characters).
"""

from __future__ import annotations

import codecs
import email
import email.policy
import quopri
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from email.header import decode_header, make_header
from email.headerregistry import BaseHeader, HeaderRegistry
from email.message import Message
from types import MappingProxyType
from typing import Any

__all__ = ["ParsedMail", "parse_message"]

_MAX_PARTS = 64
# Senders often label mail with a charset that is a strict subset of what they really used.
_SUPERSETS = {
    "gb2312": "gb18030",
    "gbk": "gb18030",
    "x-gbk": "gb18030",
    "shift_jis": "cp932",
    "shift-jis": "cp932",
    "sjis": "cp932",
    "x-sjis": "cp932",
    "euc-kr": "cp949",
    "ks_c_5601-1987": "cp949",
    "iso-8859-1": "cp1252",
    "latin1": "cp1252",
    "latin-1": "cp1252",
    "us-ascii": "utf-8",
    "ascii": "utf-8",
    "iso-8859-9": "cp1254",
    "latin5": "cp1254",
    "iso-8859-8": "cp1255",
    "iso-8859-8-i": "cp1255",
    "iso-8859-8-e": "cp1255",
    "iso-8859-6-i": "iso8859_6",
    "iso-8859-6-e": "iso8859_6",
    "tis-620": "cp874",
    "iso-8859-11": "cp874",
    "windows-874": "cp874",
    "x-windows-874": "cp874",
    "koi8-ru": "koi8_u",
    "unicode-1-1-utf-8": "utf-8",
    "utf8": "utf-8",
    # Windows writes NEC and IBM characters and half-width katakana into ISO-2022-JP.
    "iso-2022-jp": "iso2022_jp_ext",
    "csiso2022jp": "iso2022_jp_ext",
    "iso-2022-jp-ms": "iso2022_jp_ext",
    "cp50220": "iso2022_jp_ext",
    "cp50221": "iso2022_jp_ext",
    "cp50222": "iso2022_jp_ext",
}
# Labels of seven-bit stateful charsets: their bytes always pass as ASCII or UTF-8.
_STATEFUL = re.compile(r"(?:cs)?iso[-_]?2022|cp5022|x-windows-5022")
# ESC $ B, ESC $ @, ESC $ ( Q / D, ESC ( I: Japanese shifted in, whatever the label says.
_ISO2022_JP_ESCAPE = re.compile(rb"\x1b(?:\$[@B]|\$\([DOQ]|\(I)")
_ENCODED_WORD = re.compile(r"=\?[^?\s]{1,40}\?[bBqQ]\?")
# A body that is quoted-printable whatever its label says: soft breaks, and "=" only in escapes.
_QP_SOFT_BREAK = re.compile(rb"=\r?\n")
_NOT_QP = re.compile(rb"=(?![0-9A-Fa-f]{2}|[ \t]*\r?\n)")
_FLOWED = re.compile(r"format\s*=\s*\"?flowed", re.IGNORECASE)
_DELSP = re.compile(r"delsp\s*=\s*\"?yes", re.IGNORECASE)
# One mailbox in its plainest form: 'Name <local@domain>', '"Name" <local@domain>' or
# 'local@domain', with no special character anywhere. The address parser gives back exactly these
# words (quotes dropped), at ten times the cost, so only other forms are left to it.
_ATOM = r"[A-Za-z0-9!#$%&'*+/^_`{|}~-]+"
_ADDR_SPEC = rf"{_ATOM}(?:\.{_ATOM})*@{_ATOM}(?:\.{_ATOM})*"
_PLAIN_MAILBOX = re.compile(
    rf"[ \t]*(?:(\"?)({_ATOM}(?:[ \t]+{_ATOM})*)\1[ \t]*<({_ADDR_SPEC})>|({_ADDR_SPEC}))[ \t]*"
)
_ADDRESS_HEADERS = frozenset({"from", "to"})
_META_CHARSET = re.compile(rb"<meta[^>]{0,200}?charset\s*=\s*[\"']?([A-Za-z0-9_:.-]{1,40})", re.I)


@dataclass(frozen=True)
class ParsedMail:
    """The parts of a mail the API exposes; empty strings where a part is missing."""

    sender: str
    to: str
    subject: str
    text: str
    html: str
    attached_text: str = ""
    attached_html: str = ""


def _stock_header_classes() -> Mapping[str, type[BaseHeader]]:
    stock = HeaderRegistry()
    return MappingProxyType({name: stock[name] for name in stock.registry})


# The stock factory builds a new class for every header it parses; these are the same classes,
# built once (unknown names all share the unstructured one, as they would share its code).
_HEADER_CLASSES = _stock_header_classes()
_UNSTRUCTURED = HeaderRegistry()["x-unknown"]


class _HeadersOfOneMail(HeaderRegistry):
    """The modern policy's header factory, remembering what it built for one mail.

    The feed parser and the part accessors ask for the same ``Content-Type`` a dozen times
    per mail, and the stock factory parses it at every ask; header objects are immutable, so
    handing back the one already built changes nothing.
    """

    def __init__(self) -> None:
        super().__init__()
        self._built: dict[tuple[str, str], BaseHeader] = {}

    def __getitem__(self, name: str) -> type[BaseHeader]:
        return _HEADER_CLASSES.get(name.lower(), _UNSTRUCTURED)

    def __call__(self, name: str, value: Any) -> BaseHeader:
        key = (name, value)  # parsing only ever hands over the header's text
        found = self._built.get(key)
        if found is None:
            found = self._built[key] = self[name](name, value)
        return found


def parse_message(raw: bytes) -> ParsedMail:
    """Parse ``raw`` with the modern email policy, keeping whatever could be read."""
    policy = email.policy.default.clone(header_factory=_HeadersOfOneMail())
    try:
        message = email.message_from_bytes(raw, policy=policy)
    except Exception:  # the parser is lenient, but a crash here must not lose the mail
        return ParsedMail("", "", "", _decode(raw, None), "")
    bodies: dict[tuple[bool, bool], list[str]] = {}
    current, attached = _body_parts(message)
    for inside, parts in ((False, current), (True, attached)):
        for part in parts:
            is_html = part.get_content_subtype() == "html"
            bodies.setdefault((inside, is_html), []).append(_part_text(part))
    return ParsedMail(
        sender=_header(message, "From"),
        to=_header(message, "To"),
        subject=_header(message, "Subject"),
        text=_joined(bodies.get((False, False))),
        html=_joined(bodies.get((False, True))),
        attached_text=_joined(bodies.get((True, False))),
        attached_html=_joined(bodies.get((True, True))),
    )


def _joined(texts: list[str] | None) -> str:
    return "\n".join(t for t in texts or () if t)


def _body_parts(message: Message) -> tuple[list[Message], list[Message]]:
    """The text/plain and text/html leaves that are meant to be read, not attachments: those of
    the mail itself, and those of the messages attached to it."""
    current: list[Message] = []
    attached: list[Message] = []
    pending: list[tuple[Message, bool]] = [(message, False)]
    seen = 0
    try:
        while pending and seen < _MAX_PARTS:
            part, inside = pending.pop()
            seen += 1
            if part.is_multipart():
                children = part.get_payload()
                if isinstance(children, list):
                    nested = inside or part.get_content_maintype() == "message"
                    pending.extend(
                        (child, nested)
                        for child in reversed(children)
                        if isinstance(child, Message)
                    )
                continue
            if part.get_content_maintype() != "text":
                continue  # signatures (application/pkcs7-signature, pgp-signature) included
            if part.get_content_subtype() not in ("plain", "html"):
                continue
            if part.get_content_disposition() == "attachment" or part.get_filename():
                continue
            (attached if inside else current).append(part)
    except Exception:  # a broken structure keeps the parts found so far
        return current, attached
    return current, attached


def _part_text(part: Message) -> str:
    try:
        payload = part.get_payload(decode=True)
    except Exception:  # one unreadable part must not cost the others
        return ""
    if isinstance(payload, str):
        return _newlines(payload)
    if not isinstance(payload, bytes):
        return ""
    try:
        charset = part.get_content_charset()
        # Raw header text: the policy's header parser would cost more than the whole extraction.
        encoding = _raw_header(part, "content-transfer-encoding").strip().lower()
        content_type = _raw_header(part, "content-type")
        flowed = bool(_FLOWED.search(content_type))
        delsp = bool(_DELSP.search(content_type))
    except Exception:  # a malformed parameter is as good as none
        charset, encoding, flowed, delsp = None, "", False, False
    if encoding not in ("quoted-printable", "base64") and _looks_quoted_printable(payload):
        payload = quopri.decodestring(payload)
    if charset is None and part.get_content_subtype() == "html":
        declared = _META_CHARSET.search(payload[:4096])
        charset = declared.group(1).decode("ascii") if declared else None
    text = _newlines(_decode(payload, charset))
    if not text.isascii():
        text = unicodedata.normalize("NFC", text)
    if flowed and part.get_content_subtype() == "plain":
        text = _unflow(text, delsp)
    return text


def _looks_quoted_printable(payload: bytes) -> bool:
    return bool(_QP_SOFT_BREAK.search(payload)) and not _NOT_QP.search(payload)


def _unflow(text: str, delsp: bool) -> str:
    """Join the lines of a ``format=flowed`` body that end in a space (RFC 3676)."""
    lines: list[str] = []
    pending = ""
    for line in text.split("\n"):
        if line.startswith(" "):
            line = line[1:]  # space-stuffing
        if line.endswith(" ") and line != "-- ":
            pending += line[:-1] if delsp else line
        else:
            lines.append(pending + line)
            pending = ""
    if pending:
        lines.append(pending)
    return "\n".join(lines)


def _newlines(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _decode(data: bytes, charset: str | None) -> str:
    """Decode with the declared charset (or its superset), then UTF-8, then with replacements."""
    tried: list[str] = []
    label = (charset or "").strip().lower()
    if label in ("", "us-ascii", "ascii", "utf-8") and _ISO2022_JP_ESCAPE.search(data):
        label = "iso-2022-jp"  # undeclared or mislabelled seven-bit Japanese
    stateful = bool(_STATEFUL.match(label))
    for name in (_SUPERSETS.get(label, label), label, "utf-8"):
        if not name or name in tried or (stateful and name == "utf-8"):
            continue
        tried.append(name)
        try:
            codecs.lookup(name)
            return data.decode(name)
        except (LookupError, UnicodeDecodeError):
            continue
    for name in tried:
        try:
            return data.decode(name, errors="replace")
        except LookupError:
            continue
    return data.decode("utf-8", errors="replace")


def _header(message: Message, name: str) -> str:
    """A header decoded to str (RFC 2047 included), or "" when it is absent or unreadable."""
    raw = _raw_header(message, name)
    plain = _PLAIN_MAILBOX.fullmatch(raw) if name.lower() in _ADDRESS_HEADERS else None
    if plain is not None:
        display_name, addr_spec = plain.group(2), plain.group(3)
        text = f"{display_name} <{addr_spec}>" if display_name else plain.group(4)
    elif raw.isascii() and _ENCODED_WORD.search(raw):
        text = _decode_words(raw)
    else:
        try:
            value = message.get(name)
            text = "" if value is None else str(value)
        except Exception:  # policy.default can fail on badly broken structured headers
            text = _header_fallback(raw)
    text = text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    if "\x1b" in text:  # raw ISO-2022-JP in a header, never encoded as RFC 2047 asks
        text = _decode(text.encode("latin-1", "replace"), "iso-2022-jp")
    return " ".join(text.split())


def _raw_header(message: Message, name: str) -> str:
    # raw_items() hands back the source text without running the header parser.
    return next((str(v) for k, v in message.raw_items() if k.lower() == name.lower()), "")


def _decode_words(raw: str) -> str:
    """Decode RFC 2047 words, joining adjacent words of one charset before decoding them."""
    try:
        parts = decode_header(raw)
    except Exception:  # a malformed encoded word (bad base64) reads as its raw text
        return raw
    return "".join(
        _decode(chunk, charset) if isinstance(chunk, bytes) else chunk for chunk, charset in parts
    )


def _header_fallback(raw: str) -> str:
    try:
        return str(make_header(decode_header(raw)))
    except Exception:  # an undecodable header reads as its raw text
        return raw
