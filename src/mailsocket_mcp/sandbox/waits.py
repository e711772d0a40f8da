"""Event-driven waiting: capacity slots, per-inbox wake-ups, and the matching loop.

A waiting request costs one ``anyio.Event.wait()``: delivery sets the inbox's event,
every waiter on that inbox re-checks only the mail that arrived since its last look,
and goes back to sleep. Nothing polls on a timer.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

import anyio

from .errors import TooManyRequests
from .storage.store import Message, Store

__all__ = ["InboxSignals", "Interrupts", "Requirement", "WaitSlots", "next_match"]

RequireKind = Literal["otp", "link", "any"]


@dataclass(frozen=True)
class Requirement:
    """What a wait accepts: a code at ``min_confidence`` or better, a link, or either."""

    kind: RequireKind
    min_confidence: float = 0.0

    def matches(self, message: Message) -> bool:
        has_otp = message.otp is not None and (message.otp_confidence or 0.0) >= (
            self.min_confidence
        )
        has_link = message.magic_link is not None
        if self.kind == "otp":
            return has_otp
        if self.kind == "link":
            return has_link
        return has_otp or has_link


class WaitSlots:
    """Counts waits in flight per account and in total, and refuses past the caps.

    ``hold`` runs on the event loop; ``wait_until_pending`` may block another thread
    (a test) until enough waits are in flight.
    """

    def __init__(self, *, per_key: int, total: int) -> None:
        self.per_key = per_key
        self.total = total
        self._changed = threading.Condition()
        self._by_account: dict[str, int] = {}
        self._pending = 0

    @property
    def pending(self) -> int:
        with self._changed:
            return self._pending

    @contextmanager
    def hold(self, account: str) -> Iterator[None]:
        """Hold one slot for ``account`` for the duration of the block.

        Raises:
            TooManyRequests: ``too_many_wait_requests`` past the per-key cap,
                ``wait_capacity`` past the process cap.
        """
        with self._changed:
            mine = self._by_account.get(account, 0)
            if mine >= self.per_key:
                raise TooManyRequests(
                    f"Too many waits in flight for this key (limit {self.per_key}).",
                    code="too_many_wait_requests",
                    retry_after=1,
                )
            if self._pending >= self.total:
                raise TooManyRequests(
                    f"The sandbox is holding its maximum of {self.total} waits.",
                    code="wait_capacity",
                    retry_after=1,
                )
            self._by_account[account] = mine + 1
            self._pending += 1
            self._changed.notify_all()
        try:
            yield
        finally:
            with self._changed:
                left = self._by_account[account] - 1
                if left:
                    self._by_account[account] = left
                else:
                    del self._by_account[account]
                self._pending -= 1
                self._changed.notify_all()

    def wait_until_pending(self, count: int, timeout: float, *, at_most: bool = False) -> bool:
        """Block until at least (or, with ``at_most``, at most) ``count`` waits are held.

        Returns False if that did not happen within ``timeout`` seconds.
        """

        def reached() -> bool:
            return self._pending <= count if at_most else self._pending >= count

        with self._changed:
            return self._changed.wait_for(reached, timeout)


class InboxSignals:
    """One wake-up event per inbox that has waiters; delivery sets and forgets it."""

    def __init__(self) -> None:
        self._events: dict[str, anyio.Event] = {}

    def listen(self, inbox_id: str) -> anyio.Event:
        event = self._events.get(inbox_id)
        if event is None:
            event = self._events[inbox_id] = anyio.Event()
        return event

    def notify(self, inbox_id: str) -> None:
        event = self._events.pop(inbox_id, None)
        if event is not None:
            event.set()


class Interrupts:
    """Cancel scopes of long-running requests, so shutdown can end them at once."""

    def __init__(self) -> None:
        self._scopes: set[anyio.CancelScope] = set()
        self._closed = False

    @contextmanager
    def scope(self) -> Iterator[anyio.CancelScope]:
        """A cancel scope that ``interrupt_all`` cancels (already cancelled after it)."""
        cancel_scope = anyio.CancelScope()
        if self._closed:
            cancel_scope.cancel()
        self._scopes.add(cancel_scope)
        try:
            with cancel_scope:
                yield cancel_scope
        finally:
            self._scopes.discard(cancel_scope)

    def interrupt_all(self) -> None:
        """End every open scope now and every later one at once. Call on the event loop."""
        self._closed = True
        for cancel_scope in list(self._scopes):
            cancel_scope.cancel()


async def next_match(
    store: Store,
    signals: InboxSignals,
    *,
    account: str,
    inbox_id: str,
    cutoff: datetime | None,
    requirement: Requirement,
) -> Message | None:
    """The oldest message after ``cutoff`` that meets ``requirement``, waiting for it.

    Returns None if the inbox does not exist (or is deleted while waiting).
    """
    while True:
        # Listen before looking, so a delivery between the look and the sleep still wakes us.
        woken = signals.listen(inbox_id)
        if store.get_inbox(account, inbox_id) is None:
            return None
        for message in store.messages_after(inbox_id, cutoff):
            if requirement.matches(message):
                return message
            cutoff = message.received_at
        await woken.wait()
