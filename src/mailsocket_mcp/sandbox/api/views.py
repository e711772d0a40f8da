"""The JSON shapes of the API, exactly as the mailsocket SDK reads them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..storage.store import Inbox, Message, StorePage
from ..timeline import format_time

__all__ = ["inbox_json", "message_json", "page_json"]


def inbox_json(inbox: Inbox) -> dict[str, Any]:
    return {
        "id": inbox.id,
        "address": inbox.address,
        "label": inbox.label,
        "created_at": format_time(inbox.created_at),
        "expires_at": format_time(inbox.expires_at) if inbox.expires_at is not None else None,
    }


def message_json(message: Message) -> dict[str, Any]:
    return {
        "id": message.id,
        "inbox_id": message.inbox_id,
        "from": message.sender,
        "to": message.to,
        "subject": message.subject,
        "text": message.text,
        "html": message.html,
        "received_at": format_time(message.received_at),
        "otp": message.otp,
        "otp_confidence": message.otp_confidence,
        "magic_link": message.magic_link,
        "otp_excerpt": message.otp_excerpt,
        "otp_expires_at": (
            format_time(message.otp_expires_at) if message.otp_expires_at is not None else None
        ),
        "magic_link_kind": message.magic_link_kind,
    }


def page_json(page: StorePage[Any], items: Sequence[dict[str, Any]]) -> dict[str, Any]:
    return {
        "data": list(items),
        "pagination": {"next_cursor": page.next_cursor, "has_more": page.next_cursor is not None},
    }
