"""The structured results the tools return (their output schemas)."""

from __future__ import annotations

from typing import Annotated, Any, cast

from pydantic import Field
from typing_extensions import Required, TypedDict

__all__ = [
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
    "latest_out",
    "message_out",
]

TEXT_LIMIT = 4000


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


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def message_out(raw: dict[str, Any]) -> MessageOut:
    """Our view of an API message: untrusted text, capped so it stays cheap to read."""
    text = _text(raw.get("text"))
    if len(text) > TEXT_LIMIT:
        text = text[:TEXT_LIMIT] + " [truncated]"
    confidence = raw.get("otp_confidence")
    return {
        "id": _text(raw.get("id")),
        "from": _text(raw.get("from")),
        "to": _text(raw.get("to")),
        "subject": _text(raw.get("subject")),
        "received_at": _text(raw.get("received_at")),
        "otp": raw.get("otp") if isinstance(raw.get("otp"), str) else None,
        "otp_confidence": float(confidence) if isinstance(confidence, int | float) else None,
        "magic_link": raw.get("magic_link") if isinstance(raw.get("magic_link"), str) else None,
        "text": text,
    }


def latest_out(raw: Any) -> LatestResult:
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
