"""Turn raw RFC 5322 bytes into the parts the sandbox stores. Never raises on bad mail.

The standard library's modern policy does the MIME work (multipart/alternative and mixed,
quoted-printable, base64, RFC 2047 headers). Around it, this module decides which parts are
the body (text parts that are not attachments), decodes them with the declared charset or the
closest superset Python knows, and falls back to replacement characters rather than failing.
"""

from __future__ import annotations

import codecs
import email
import email.policy
from dataclasses import dataclass
from email.header import decode_header, make_header
from email.message import Message

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
}


@dataclass(frozen=True)
class ParsedMail:
    """The parts of a mail the API exposes; empty strings where a part is missing."""

    sender: str
    to: str
    subject: str
    text: str
    html: str


def parse_message(raw: bytes) -> ParsedMail:
    """Parse ``raw`` with the modern email policy, keeping whatever could be read."""
    try:
        message = email.message_from_bytes(raw, policy=email.policy.default)
    except Exception:  # the parser is lenient, but a crash here must not lose the mail
        return ParsedMail("", "", "", _decode(raw, None), "")
    texts: list[str] = []
    htmls: list[str] = []
    for part in _body_parts(message):
        (htmls if part.get_content_subtype() == "html" else texts).append(_part_text(part))
    return ParsedMail(
        sender=_header(message, "From"),
        to=_header(message, "To"),
        subject=_header(message, "Subject"),
        text="\n".join(t for t in texts if t),
        html="\n".join(h for h in htmls if h),
    )


def _body_parts(message: Message) -> list[Message]:
    """The text/plain and text/html leaves that are meant to be read, not attachments."""
    found: list[Message] = []
    try:
        for index, part in enumerate(message.walk()):
            if index >= _MAX_PARTS:
                break
            if part.is_multipart() or part.get_content_maintype() != "text":
                continue
            if part.get_content_subtype() not in ("plain", "html"):
                continue
            if part.get_content_disposition() == "attachment" or part.get_filename():
                continue
            found.append(part)
    except Exception:  # a broken structure keeps the parts found so far
        return found
    return found


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
    except Exception:  # a malformed charset parameter is as good as none
        charset = None
    return _newlines(_decode(payload, charset))


def _newlines(text: str) -> str:
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _decode(data: bytes, charset: str | None) -> str:
    """Decode with the declared charset (or its superset), then UTF-8, then with replacements."""
    tried: list[str] = []
    label = (charset or "").strip().lower()
    for name in (_SUPERSETS.get(label, label), label, "utf-8"):
        if not name or name in tried:
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
    try:
        value = message.get(name)
        text = "" if value is None else str(value)
    except Exception:  # policy.default can fail on badly broken structured headers
        text = _header_fallback(message, name)
    text = text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    return " ".join(text.split())


def _header_fallback(message: Message, name: str) -> str:
    # raw_items() hands back the source text without running the header parser that failed.
    raw = next((str(v) for k, v in message.raw_items() if k.lower() == name.lower()), "")
    try:
        return str(make_header(decode_header(raw)))
    except Exception:  # an undecodable header reads as its raw text
        return raw
