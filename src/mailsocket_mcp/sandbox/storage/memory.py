"""``MemoryStore``: a ``Store`` in process memory, gone when the process ends."""

from __future__ import annotations

import bisect
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Generic, TypeVar

from .cursors import make_cursor, read_cursor
from .store import Inbox, InboxTally, Message, MessageFilter, StorePage

__all__ = ["MemoryStore"]

T = TypeVar("T")


@dataclass
class _Row(Generic[T]):
    seq: int
    item: T


class MemoryStore:
    """A ``Store`` in process memory. Safe to call from several threads."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._seq = 0
        self._inboxes: dict[str, _Row[Inbox]] = {}
        self._by_address: dict[str, str] = {}
        self._messages: dict[str, _Row[Message]] = {}
        self._sources: dict[str, bytes] = {}
        # Per inbox, oldest first; received_at strictly increases, so this is also seq order.
        self._inbox_messages: dict[str, list[_Row[Message]]] = {}

    def add_inbox(self, inbox: Inbox) -> None:
        with self._lock:
            address = inbox.address.lower()
            if inbox.id in self._inboxes or address in self._by_address:
                raise ValueError("inbox id or address already exists")
            self._inboxes[inbox.id] = _Row(self._next_seq(), inbox)
            self._by_address[address] = inbox.id
            self._inbox_messages[inbox.id] = []

    def get_inbox(self, account: str, inbox_id: str) -> Inbox | None:
        with self._lock:
            row = self._inboxes.get(inbox_id)
        return row.item if row is not None and row.item.account == account else None

    def find_inbox(self, inbox_id: str) -> Inbox | None:
        with self._lock:
            row = self._inboxes.get(inbox_id)
        return row.item if row is not None else None

    def find_inbox_by_address(self, address: str) -> Inbox | None:
        with self._lock:
            inbox_id = self._by_address.get(address.lower())
            return self._inboxes[inbox_id].item if inbox_id is not None else None

    def list_inboxes(self, account: str, *, limit: int, cursor: str | None) -> StorePage[Inbox]:
        before = read_cursor(cursor)
        with self._lock:
            rows = [row for row in self._inboxes.values() if row.item.account == account]
        return _page(rows, limit=limit, before=before, keep=lambda _: True)

    def delete_inbox(self, account: str, inbox_id: str) -> bool:
        with self._lock:
            row = self._inboxes.get(inbox_id)
            if row is None or row.item.account != account:
                return False
            self._drop_inbox(inbox_id)
            return True

    def set_inbox_disabled(self, inbox_id: str, disabled: bool) -> bool:
        with self._lock:
            row = self._inboxes.get(inbox_id)
            if row is None:
                return False
            row.item = replace(row.item, disabled=disabled)
            return True

    def add_message(self, message: Message, source: bytes) -> None:
        with self._lock:
            rows = self._inbox_messages.get(message.inbox_id)
            if rows is None:
                raise KeyError(message.inbox_id)
            if rows and rows[-1].item.received_at >= message.received_at:
                raise ValueError("received_at must increase within an inbox")
            row = _Row(self._next_seq(), message)
            rows.append(row)
            self._messages[message.id] = row
            self._sources[message.id] = source

    def get_message(self, account: str, message_id: str) -> Message | None:
        with self._lock:
            row = self._messages.get(message_id)
            if row is None:
                return None
            owner = self._inboxes[row.item.inbox_id].item.account
        return row.item if owner == account else None

    def message_source(self, account: str, message_id: str) -> bytes | None:
        with self._lock:
            row = self._messages.get(message_id)
            if row is None or self._inboxes[row.item.inbox_id].item.account != account:
                return None
            return self._sources[message_id]

    def tally_messages(self, account: str) -> dict[str, InboxTally]:
        with self._lock:
            return {
                inbox_id: InboxTally(len(rows), rows[-1].item.received_at)
                for inbox_id, rows in self._inbox_messages.items()
                if rows and self._inboxes[inbox_id].item.account == account
            }

    def list_messages(
        self, inbox_id: str, *, where: MessageFilter, limit: int, cursor: str | None
    ) -> StorePage[Message]:
        before = read_cursor(cursor)
        with self._lock:
            rows = list(self._inbox_messages.get(inbox_id, ()))
        return _page(rows, limit=limit, before=before, keep=where.matches)

    def latest_message(self, inbox_id: str) -> Message | None:
        with self._lock:
            rows = self._inbox_messages.get(inbox_id)
            return rows[-1].item if rows else None

    def messages_after(self, inbox_id: str, cutoff: datetime | None) -> Sequence[Message]:
        with self._lock:
            rows = self._inbox_messages.get(inbox_id, [])
            start = 0
            if cutoff is not None:
                start = bisect.bisect_right(rows, cutoff, key=lambda row: row.item.received_at)
            return [row.item for row in rows[start:]]

    def newest_received_at(self) -> datetime | None:
        with self._lock:
            newest = [rows[-1].item.received_at for rows in self._inbox_messages.values() if rows]
        return max(newest, default=None)

    def delete_expired_inboxes(self, now: datetime) -> list[str]:
        with self._lock:
            expired = [i for i, row in self._inboxes.items() if row.item.is_expired(now)]
            for inbox_id in expired:
                self._drop_inbox(inbox_id)
        return expired

    def delete_messages_before(self, moment: datetime) -> int:
        with self._lock:
            dropped = 0
            for rows in self._inbox_messages.values():
                old = bisect.bisect_left(rows, moment, key=lambda row: row.item.received_at)
                for row in rows[:old]:
                    del self._messages[row.item.id]
                    del self._sources[row.item.id]
                del rows[:old]
                dropped += old
        return dropped

    def close(self) -> None:
        """Nothing to release; here so every ``Store`` can be closed the same way."""

    def _drop_inbox(self, inbox_id: str) -> None:
        row = self._inboxes.pop(inbox_id)
        del self._by_address[row.item.address.lower()]
        for message_row in self._inbox_messages.pop(inbox_id):
            del self._messages[message_row.item.id]
            del self._sources[message_row.item.id]

    def _next_seq(self) -> int:
        self._seq += 1
        return self._seq


def _page(
    rows: Sequence[_Row[T]], *, limit: int, before: int | None, keep: Callable[[T], bool]
) -> StorePage[T]:
    """Newest first, only rows older than ``before``; one extra row tells if more exist."""
    picked: list[_Row[T]] = []
    for row in sorted(rows, key=lambda r: r.seq, reverse=True):
        if (before is None or row.seq < before) and keep(row.item):
            picked.append(row)
            if len(picked) > limit:
                break
    more = len(picked) > limit
    picked = picked[:limit]
    next_cursor = make_cursor(picked[-1].seq) if more else None
    return StorePage([row.item for row in picked], next_cursor)
