"""The structured results the tools return (their output schemas), and the caps on mail.

Every string a sender controls is capped before it reaches an agent, by one table,
:data:`FIELD_CAPS`. A shortened field ends in :data:`TRUNCATED` and is named in the
message's ``truncated`` list. A code or link is useless cut (a cut link opens the wrong
page, or another one), so one over its cap is withheld instead: null in a listed
message, a tool error naming the message for a wait.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Annotated, Any, cast

from pydantic import Field
from typing_extensions import Required, TypedDict

__all__ = [
    "FIELD_CAPS",
    "TRUNCATED",
    "DeleteResult",
    "InboxCreated",
    "InboxList",
    "InboxOut",
    "LatestResult",
    "LinkResult",
    "MessageList",
    "MessageOut",
    "OtpResult",
    "TestCodeResult",
    "capped",
    "inbox_out",
    "latest_out",
    "message_out",
    "withheld_field",
]

# Characters of each mail-derived field an agent is shown.
FIELD_CAPS: Mapping[str, int] = MappingProxyType(
    {
        "subject": 1000,  # RFC 5322 caps a header line at 998
        "from": 500,
        "to": 1000,
        "text": 4000,
        "magic_link": 8192,  # most web servers refuse a longer request line anyway
        "otp": 64,
    }
)
TRUNCATED = " [truncated]"


class InboxCreated(TypedDict):
    id: str
    address: str


class InboxOut(TypedDict):
    id: str
    address: str
    label: str | None
    created_at: str | None


class InboxList(TypedDict):
    inboxes: list[InboxOut]
    next_cursor: str | None
    has_more: bool


# "from" is a Python keyword, hence the functional form.
MessageOut = TypedDict(
    "MessageOut",
    {
        "id": str,
        "from": str,
        "to": str,
        "subject": str,
        "received_at": str,
        "otp": str | None,
        "otp_confidence": float | None,
        "magic_link": str | None,
        "text": str,
        "truncated": list[str],
    },
)

OtpResult = TypedDict(
    "OtpResult",
    {
        "otp": str,
        "confidence": float | None,
        "subject": str,
        "from": str,
        "id": str,
        "received_at": str,
    },
)

LinkResult = TypedDict(
    "LinkResult",
    {
        "magic_link": str,
        "subject": str,
        "from": str,
        "id": str,
        "received_at": str,
    },
)


class MessageList(TypedDict):
    messages: list[MessageOut]
    next_cursor: str | None
    has_more: bool


# get_latest: the newest message itself (a MessageOut), or, for an empty inbox,
# {"id": None, "empty": True, "since": 0, "note": ...}. One object schema admits both.
LatestResult = TypedDict(
    "LatestResult",
    {
        "id": Required[str | None],
        "from": str,
        "to": str,
        "subject": str,
        "received_at": str,
        "otp": str | None,
        "otp_confidence": float | None,
        "magic_link": str | None,
        "text": str,
        "truncated": list[str],
        "empty": bool,
        "since": int,
        "note": str,
    },
    total=False,
)

EMPTY_INBOX_NOTE = (
    "The inbox is empty. Use since=0 as the cutoff: wait_for_otp or wait_for_link with "
    "since=0 returns its first mail."
)


class TestCodeResult(TypedDict):
    message_id: Annotated[
        str, Field(description='This mail\'s id; as a since it means "after this mail".')
    ]
    sent_at: str
    since: Annotated[
        str | int, Field(description="Pass to wait_for_otp as since: it returns this mail.")
    ]


class DeleteResult(TypedDict):
    deleted: str


def _text(value: object) -> str:
    return value if isinstance(value, str) else ""


def capped(raw: Mapping[str, Any], name: str, truncated: list[str] | None = None) -> str:
    """Field ``name`` of an API message as text, cut to its cap (noted in ``truncated``)."""
    value = _text(raw.get(name))
    cap = FIELD_CAPS[name]
    if len(value) <= cap:
        return value
    if truncated is not None:
        truncated.append(name)
    return value[:cap] + TRUNCATED


def withheld_field(raw: Mapping[str, Any], name: str) -> bool:
    """True when field ``name`` (a code or link) is too long to be given out."""
    value = raw.get(name)
    return isinstance(value, str) and len(value) > FIELD_CAPS[name]


def _usable(raw: Mapping[str, Any], name: str, truncated: list[str]) -> str | None:
    value = raw.get(name)
    if not isinstance(value, str):
        return None
    if withheld_field(raw, name):
        truncated.append(name)
        return None
    return value


def message_out(raw: dict[str, Any]) -> MessageOut:
    """Our view of an API message: untrusted text, capped so it stays cheap to read."""
    truncated: list[str] = []
    confidence = raw.get("otp_confidence")
    return {
        "id": _text(raw.get("id")),
        "from": capped(raw, "from", truncated),
        "to": capped(raw, "to", truncated),
        "subject": capped(raw, "subject", truncated),
        "received_at": _text(raw.get("received_at")),
        "otp": _usable(raw, "otp", truncated),
        "otp_confidence": float(confidence) if isinstance(confidence, int | float) else None,
        "magic_link": _usable(raw, "magic_link", truncated),
        "text": capped(raw, "text", truncated),
        "truncated": truncated,
    }


def latest_out(raw: object) -> LatestResult:
    """get_latest's result: the message itself, or a plain "empty, use since=0"."""
    if not isinstance(raw, dict):
        return {"id": None, "empty": True, "since": 0, "note": EMPTY_INBOX_NOTE}
    # A MessageOut has exactly LatestResult's message keys, all present.
    return cast(LatestResult, message_out(raw))


def inbox_out(raw: dict[str, Any]) -> InboxOut:
    """Our view of an API inbox."""
    label = raw.get("label")
    created = raw.get("created_at")
    return {
        "id": _text(raw.get("id")),
        "address": _text(raw.get("address")),
        "label": label if isinstance(label, str) else None,
        "created_at": created if isinstance(created, str) else None,
    }
