"""IMAP values to ours, and ours to IMAP: pure functions, no connection.

FETCH items (as IMAPClient parses them) become :class:`MessageSummary`; LIST flags become
folder roles; UID sets (``1:3,7``) expand; response codes (COPYUID, APPENDUID, VANISHED)
are read; a :class:`SearchQuery` becomes SEARCH criteria.
"""

from __future__ import annotations

import datetime
import email.header
import re
from collections.abc import Iterable, Sequence
from typing import Any

from .base import FolderRole, MessageSummary, SearchQuery

__all__ = [
    "FETCH_ITEMS",
    "parse_appenduid",
    "parse_copyuid",
    "parse_vanished",
    "role_of",
    "search_criteria",
    "summary_from_fetch",
    "uid_set",
]

FETCH_ITEMS = (b"UID", b"FLAGS", b"RFC822.SIZE", b"INTERNALDATE", b"ENVELOPE", b"BODYSTRUCTURE")

_ROLE_FLAGS = {
    b"\\SENT": FolderRole.SENT,
    b"\\DRAFTS": FolderRole.DRAFTS,
    b"\\TRASH": FolderRole.TRASH,
    b"\\JUNK": FolderRole.JUNK,
    b"\\ARCHIVE": FolderRole.ARCHIVE,
    b"\\ALL": FolderRole.ALL,
    b"\\FLAGGED": FolderRole.FLAGGED,
}
_UID_SET = re.compile(rb"^\d+(:\d+)?(,\d+(:\d+)?)*$")


def role_of(name: str, flags: Iterable[bytes]) -> FolderRole | None:
    """The RFC 6154 role from LIST flags; ``INBOX`` by name (case-insensitive)."""
    if name.upper() == "INBOX":
        return FolderRole.INBOX
    for flag in flags:
        role = _ROLE_FLAGS.get(flag.upper())
        if role is not None:
            return role
    return None


def uid_set(text: bytes) -> list[int]:
    """``b"1:3,7"`` -> ``[1, 2, 3, 7]`` in the server's order (ranges may run downwards)."""
    if not _UID_SET.match(text):
        return []
    uids: list[int] = []
    for part in text.split(b","):
        low, _, high = part.partition(b":")
        start, end = int(low), int(high or low)
        step = 1 if end >= start else -1
        uids.extend(range(start, end + step, step))
    return uids


def parse_copyuid(codes: Sequence[bytes]) -> tuple[int | None, dict[int, int]]:
    """The last COPYUID response code -> (target UIDVALIDITY, old UID -> new UID)."""
    for code in reversed(codes):
        parts = code.split()
        if len(parts) == 3 and parts[0].isdigit():
            return int(parts[0]), dict(zip(uid_set(parts[1]), uid_set(parts[2]), strict=False))
    return None, {}


def parse_appenduid(codes: Sequence[bytes]) -> tuple[int | None, int | None]:
    for code in reversed(codes):
        parts = code.split()
        if len(parts) == 2 and parts[0].isdigit() and parts[1].isdigit():
            return int(parts[0]), int(parts[1])
    return None, None


def parse_vanished(lines: Sequence[bytes]) -> list[int]:
    """UIDs of ``* VANISHED [(EARLIER)] set`` responses."""
    uids: list[int] = []
    for line in lines:
        uids.extend(uid_set(line.replace(b"(EARLIER)", b"").strip()))
    return uids


def _text(value: Any) -> str:
    """A header value from the envelope: bytes, RFC 2047 encoded words decoded."""
    if value is None:
        return ""
    raw = value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
    try:
        return str(email.header.make_header(email.header.decode_header(raw)))
    except (ValueError, LookupError, UnicodeError):
        return raw


def _address(address: Any) -> str:
    mailbox, host = _text(address.mailbox), _text(address.host)
    spec = f"{mailbox}@{host}" if host else mailbox
    name = _text(address.name)
    return f"{name} <{spec}>" if name else spec


def _addresses(addresses: Any) -> tuple[str, ...]:
    # Group syntax yields entries without a host (the group's start and end): skip them.
    return tuple(_address(item) for item in addresses or () if item.host)


def _has_attachment(structure: Any) -> bool:
    """A part with ``Content-Disposition: attachment``, or a named non-text leaf part."""
    if isinstance(structure, list):
        return any(_has_attachment(part) for part in structure)
    if not isinstance(structure, tuple):
        return False
    if isinstance(structure[0], list):  # multipart: (parts, subtype, ...)
        return _has_attachment(structure[0])
    for item in structure:
        if (
            isinstance(item, tuple)
            and item
            and isinstance(item[0], bytes)
            and item[0].lower() == b"attachment"
        ):
            return True
    main = structure[0].lower() if isinstance(structure[0], bytes) else b""
    params = structure[2] if len(structure) > 2 and isinstance(structure[2], tuple) else ()
    named = any(isinstance(key, bytes) and key.lower() == b"name" for key in params[::2])
    return named and main not in (b"text", b"multipart")


def _aware(value: Any) -> datetime.datetime | None:
    if not isinstance(value, datetime.datetime):
        return None
    return value if value.tzinfo else value.replace(tzinfo=datetime.timezone.utc)


def summary_from_fetch(uid: int, item: dict[bytes, Any]) -> MessageSummary:
    """A :class:`MessageSummary` from one message's parsed FETCH items."""
    envelope = item.get(b"ENVELOPE")
    senders = _addresses(getattr(envelope, "from_", None))
    email_id = item.get(b"EMAILID")
    if isinstance(email_id, tuple):
        email_id = email_id[0] if email_id else None
    message_id = _text(getattr(envelope, "message_id", None)) or None
    in_reply_to = _text(getattr(envelope, "in_reply_to", None)) or None
    modseq = item.get(b"MODSEQ")
    return MessageSummary(
        uid=uid,
        # \Recent is a session flag (gone in IMAP4rev2): no client can set or clear it.
        flags=frozenset(
            _text(flag) for flag in item.get(b"FLAGS", ()) if flag.upper() != b"\\RECENT"
        ),
        size=int(item.get(b"RFC822.SIZE", 0)),
        internal_date=_aware(item.get(b"INTERNALDATE")),
        date=_aware(getattr(envelope, "date", None)),
        subject=_text(getattr(envelope, "subject", None)),
        sender=senders[0] if senders else "",
        to=_addresses(getattr(envelope, "to", None)),
        cc=_addresses(getattr(envelope, "cc", None)),
        message_id=message_id,
        in_reply_to=in_reply_to,
        has_attachments=_has_attachment(item.get(b"BODYSTRUCTURE")),
        modseq=int(modseq[0]) if isinstance(modseq, tuple) and modseq else None,
        email_id=_text(email_id) or None,
    )


def search_criteria(query: SearchQuery) -> list[Any]:
    """SEARCH criteria (IMAPClient quotes strings and formats dates)."""
    criteria: list[Any] = []
    for key, value in (
        ("TEXT", query.text),
        ("FROM", query.sender),
        ("TO", query.to),
        ("SUBJECT", query.subject),
        ("KEYWORD", query.keyword),
    ):
        if value:
            criteria += [key, value]
    if query.since is not None:
        criteria += ["SINCE", query.since]
    if query.before is not None:
        criteria += ["BEFORE", query.before]
    if query.unseen is not None:
        criteria.append("UNSEEN" if query.unseen else "SEEN")
    if query.flagged is not None:
        criteria.append("FLAGGED" if query.flagged else "UNFLAGGED")
    return criteria or ["ALL"]
