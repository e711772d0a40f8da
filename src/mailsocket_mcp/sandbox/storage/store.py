"""Where the sandbox keeps inboxes and messages: the records and a narrow ``Store`` interface.

The interface is synchronous and small so the in-memory store (``memory.py``) and the
persistent one (``sqlite.py``) stand in for each other without touching the routes.
Stores never see API keys: an ``account`` is an opaque id derived from the key.
Cursors are opaque strings each store makes and reads back itself; a cursor it cannot
read raises ``InvalidCursor``. Stores hold no clock: expiry and retention are applied by
the caller (``retention.py``), which says what "now" is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Generic, Protocol, TypeVar

from .cursors import InvalidCursor

__all__ = [
    "Inbox",
    "InboxTally",
    "InvalidCursor",
    "Message",
    "MessageFilter",
    "Store",
    "StorePage",
]

T = TypeVar("T")


@dataclass(frozen=True, kw_only=True)
class Inbox:
    """One throwaway inbox, owned by one account."""

    id: str
    account: str
    address: str
    label: str | None
    created_at: datetime
    disabled: bool = False
    expires_at: datetime | None = None

    def is_expired(self, now: datetime) -> bool:
        """True once ``now`` reaches the expiry; an expired inbox reads as deleted."""
        return self.expires_at is not None and now >= self.expires_at


@dataclass(frozen=True, kw_only=True)
class Message:
    """One received mail after parsing and extraction."""

    id: str
    inbox_id: str
    sender: str
    to: str
    subject: str
    text: str
    html: str
    received_at: datetime
    otp: str | None
    otp_confidence: float | None
    magic_link: str | None
    # Why: the words around the code, when it expires (if the mail says), the link's kind.
    otp_excerpt: str | None = None
    otp_expires_at: datetime | None = None
    magic_link_kind: str | None = None


@dataclass(frozen=True, kw_only=True)
class MessageFilter:
    """The list filters: only mails with a code, a subject part (any case), a sender part;
    ``search`` (the web page's one box) matches a part of the subject or of the sender."""

    has_otp: bool | None = None
    subject_contains: str | None = None
    sender: str | None = None
    search: str | None = None

    def matches(self, message: Message) -> bool:
        if self.has_otp is not None and (message.otp is not None) != self.has_otp:
            return False
        if self.subject_contains and self.subject_contains.casefold() not in (
            message.subject.casefold()
        ):
            return False
        if self.search:
            needle = self.search.casefold()
            if needle not in message.subject.casefold() and needle not in (
                message.sender.casefold()
            ):
                return False
        return not (self.sender and self.sender.casefold() not in message.sender.casefold())


@dataclass(frozen=True)
class InboxTally:
    """How many messages an inbox holds and when its newest arrived."""

    count: int
    newest_at: datetime


@dataclass(frozen=True)
class StorePage(Generic[T]):
    """A page of items, newest first, and the cursor for the next (older) page."""

    items: Sequence[T]
    next_cursor: str | None


class Store(Protocol):
    """What the sandbox needs from storage. Every method is quick and synchronous.

    Methods taking ``account`` see only that account's data (another account's id
    reads as missing); ``find_*`` and ``set_inbox_disabled`` are for the operator
    side (delivery by address, test helpers, the control routes). ``add_message``
    keeps the mail's raw RFC 5322 ``source`` beside it; only ``message_source``
    reads it back, so listing mail never loads sources.
    """

    def add_inbox(self, inbox: Inbox) -> None: ...
    def get_inbox(self, account: str, inbox_id: str) -> Inbox | None: ...
    def find_inbox(self, inbox_id: str) -> Inbox | None: ...
    def find_inbox_by_address(self, address: str) -> Inbox | None: ...
    def list_inboxes(self, account: str, *, limit: int, cursor: str | None) -> StorePage[Inbox]: ...
    def delete_inbox(self, account: str, inbox_id: str) -> bool: ...
    def set_inbox_disabled(self, inbox_id: str, disabled: bool) -> bool: ...
    def add_message(self, message: Message, source: bytes) -> None: ...
    def get_message(self, account: str, message_id: str) -> Message | None: ...
    def message_source(self, account: str, message_id: str) -> bytes | None: ...
    def tally_messages(self, account: str) -> dict[str, InboxTally]: ...
    def list_messages(
        self, inbox_id: str, *, where: MessageFilter, limit: int, cursor: str | None
    ) -> StorePage[Message]: ...
    def latest_message(self, inbox_id: str) -> Message | None: ...
    def messages_after(self, inbox_id: str, cutoff: datetime | None) -> Sequence[Message]: ...
    def newest_received_at(self) -> datetime | None: ...
    def delete_expired_inboxes(self, now: datetime) -> list[str]: ...
    def delete_messages_before(self, moment: datetime) -> int: ...
    def close(self) -> None: ...
