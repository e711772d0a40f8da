"""The structured results the tools return (their output schemas)."""

from __future__ import annotations

from typing import Any

from typing_extensions import TypedDict

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


class LatestResult(TypedDict):
    message: MessageOut | None


class TestCodeResult(TypedDict):
    message_id: str
    sent_at: str


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
