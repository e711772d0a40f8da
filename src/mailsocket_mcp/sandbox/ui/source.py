"""A message's raw source and its header fields, for the page's Source and Headers views.

Every message keeps the bytes it was read from (``Store.message_source``); mail stored
before sources were kept gets one composed from its fields. Headers are read with the
standard library's lenient parser and never raise on hostile mail.
"""

from __future__ import annotations

from email.header import decode_header, make_header
from email.parser import BytesHeaderParser
from email.policy import compat32

from ..mailroom import compose
from ..storage.store import Message, Store

__all__ = ["MAX_HEADERS", "MAX_HEADER_VALUE_CHARS", "header_fields", "source_of"]

MAX_HEADERS = 500
MAX_HEADER_VALUE_CHARS = 8_192


def source_of(store: Store, account: str, message: Message) -> bytes:
    """The RFC 5322 bytes of ``message`` as received, or composed from its fields."""
    source = store.message_source(account, message.id)
    if source:
        return source
    return compose(
        sender=message.sender,
        to=message.to,
        subject=message.subject,
        text=message.text,
        html=message.html,
        date=message.received_at,
    )


def header_fields(source: bytes) -> list[dict[str, str]]:
    """The header fields of ``source`` in order, each as ``{"name", "value"}``.

    Values are unfolded and RFC 2047 words decoded; an undecodable value is shown as
    written. At most ``MAX_HEADERS`` fields of ``MAX_HEADER_VALUE_CHARS`` each.
    """
    try:
        parsed = BytesHeaderParser(policy=compat32).parsebytes(source)
        items = parsed.raw_items()
    except Exception:  # the parser is lenient, but hostile bytes must not break the view
        return []
    fields: list[dict[str, str]] = []
    for name, value in items:
        if len(fields) >= MAX_HEADERS:
            break
        fields.append({"name": _printable(str(name)), "value": _value(str(value))})
    return fields


def _value(raw: str) -> str:
    unfolded = " ".join(raw.split())
    try:
        text = str(make_header(decode_header(unfolded)))
    except Exception:  # a malformed encoded word reads as its raw text
        text = unfolded
    return _printable(text)[:MAX_HEADER_VALUE_CHARS]


def _printable(text: str) -> str:
    # Undecodable bytes arrive as lone surrogates, which JSON encoders reject.
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
