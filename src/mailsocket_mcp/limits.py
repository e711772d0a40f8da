"""Concurrency caps: waits per key, waits per process, and a separate quick-call pool.

Waits hold a worker thread for up to a minute, so they get their own pool and can
never starve quick calls. Per-key bookkeeping is keyed by a salted digest, never the
key, and an entry disappears as soon as that key's last wait ends.

The gateway is stateless, yet a client may cancel a held wait with
``notifications/cancelled`` in another request: the key and the JSON-RPC request id
identify it. Each held wait is registered under ``(key digest, request id)`` until it
ends, so :meth:`Limiter.cancel_wait` can end it at once.

Every tool result tells its caller where it stands (:meth:`Limiter.fairness`, sent as
the result's ``_meta``): the key's waits in flight, the caps, and on a refusal which
cap refused and when to retry, so an agent can back off without parsing prose.
"""

from __future__ import annotations

import hashlib
import math
import secrets
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any, TypeAlias

import anyio

from .config import WaitLimits
from .errors import LimitExceededError
from .upstream.threads import WorkerThreads

__all__ = ["FAIRNESS_META_KEY", "Limiter", "RequestId"]

RequestId: TypeAlias = str | int
RENDER_THREADS = 4
# The result ``_meta`` member that carries :meth:`Limiter.fairness` (a namespaced key,
# as the MCP specification asks of custom ``_meta`` keys).
FAIRNESS_META_KEY = "mailsocket.app/fairness"


class Limiter:
    """One per process (built in a server factory), shared by every request."""

    def __init__(self, limits: WaitLimits) -> None:
        self.limits = limits
        self._salt = secrets.token_bytes(16)
        self._waits = anyio.CapacityLimiter(limits.process_waits)
        self._quick = anyio.CapacityLimiter(limits.quick_calls)
        self._waits_by_key: dict[str, int] = {}
        # Held waits by (key digest, request id): the events that cancel them.
        self._held: dict[tuple[str, RequestId], list[anyio.Event]] = {}
        # Worker threads for SDK calls: one per slot of either pool.
        self.threads = WorkerThreads(limits.process_waits + limits.quick_calls)
        # Worker threads that render large results (CPU-bound: a few are plenty).
        self.render_threads = anyio.CapacityLimiter(RENDER_THREADS)

    def key_digest(self, key: str) -> str:
        """A salted digest that identifies a key within this process only."""
        return hashlib.blake2b(key.encode(), key=self._salt, digest_size=16).hexdigest()

    @property
    def waits_in_flight(self) -> int:
        """Waits holding a process slot right now."""
        return int(self._waits.borrowed_tokens)

    @property
    def quick_calls_in_flight(self) -> int:
        """Quick calls holding a pool slot right now."""
        return int(self._quick.borrowed_tokens)

    @property
    def keys_tracked(self) -> int:
        """Keys with at least one wait in flight (for tests and metrics)."""
        return len(self._waits_by_key)

    @property
    def waits_registered(self) -> int:
        """Held waits that a ``notifications/cancelled`` could end (for tests)."""
        return sum(len(events) for events in self._held.values())

    def key_waits(self, key: str) -> int:
        """The key's waits in flight right now."""
        if not self._waits_by_key:  # no wait anywhere: no digest to compute (every call asks)
            return 0
        return self._waits_by_key.get(self.key_digest(key), 0)

    def fairness(
        self, key: str, *, refused: str | None = None, retry_after: float | None = None
    ) -> dict[str, Any]:
        """A result's ``_meta``: the key's waits in flight and the caps; on a refusal,
        the cap or limit that refused (``refused``) and ``retry_after_ms``."""
        facts: dict[str, Any] = {
            "key_waits_in_flight": self.key_waits(key),
            "per_key_wait_cap": self.limits.per_key_waits,
            "process_wait_cap": self.limits.process_waits,
        }
        if refused is not None:
            facts["refused"] = refused
        if retry_after is not None:
            facts["retry_after_ms"] = math.ceil(retry_after * 1000)
        return {FAIRNESS_META_KEY: facts}

    def cancel_wait(self, key: str, request_id: RequestId) -> int:
        """End the key's held waits with this JSON-RPC request id; returns how many.

        Two clients sharing a key may reuse an id; both of their waits end then
        (the same key holder asked, so nothing crosses an account).
        """
        events = self._held.get((self.key_digest(key), request_id), [])
        for event in events:
            event.set()
        return len(events)

    @asynccontextmanager
    async def wait_slot(
        self, key: str, request_id: RequestId | None = None
    ) -> AsyncIterator[anyio.Event]:
        """Hold one of the key's wait slots and one of the process's.

        Yields the event :meth:`cancel_wait` sets for this wait (registered under
        ``request_id`` when given; never set otherwise).

        Raises:
            LimitExceededError: the key already has its cap of waits in flight
                (refused at once), or no process slot freed within the queue timeout.
        """
        digest = self.key_digest(key)
        held = self._waits_by_key.get(digest, 0)
        if held >= self.limits.per_key_waits:
            raise LimitExceededError(
                f"This key already has {held} waits in flight (the cap is "
                f"{self.limits.per_key_waits} per key). Let one finish, then call again.",
                reason="per_key_waits",
                retry_after=1.0,
            )
        self._waits_by_key[digest] = held + 1
        cancelled = anyio.Event()
        registered = (digest, request_id) if request_id is not None else None
        if registered is not None:
            self._held.setdefault(registered, []).append(cancelled)
        try:
            async with self._acquire(self._waits, "waits", "process_waits"):
                yield cancelled
        finally:
            if registered is not None:
                events = self._held[registered]
                events.remove(cancelled)
                if not events:
                    del self._held[registered]
            remaining = self._waits_by_key[digest] - 1
            if remaining:
                self._waits_by_key[digest] = remaining
            else:
                del self._waits_by_key[digest]

    def quick_slot(self) -> _Slot:
        """Hold one slot of the quick-call pool (``async with limiter.quick_slot():``).

        Raises (on entering):
            LimitExceededError: no slot freed within the queue timeout.
        """
        return _Slot(self, self._quick, "calls", "quick_calls")

    @asynccontextmanager
    async def _acquire(
        self, pool: anyio.CapacityLimiter, what: str, reason: str
    ) -> AsyncIterator[None]:
        async with _Slot(self, pool, what, reason):
            yield

    async def _queue_for(
        self, pool: anyio.CapacityLimiter, what: str, reason: str, borrower: object
    ) -> None:
        """Wait for a slot of ``pool`` for ``borrower`` up to the queue timeout.

        Raises:
            LimitExceededError: no slot freed in time.
        """
        timeout = self.limits.queue_timeout_s
        try:
            with anyio.fail_after(timeout):
                await pool.acquire_on_behalf_of(borrower)
        except TimeoutError:
            retry = max(1, math.ceil(timeout))
            raise LimitExceededError(
                f"The server is busy ({int(pool.total_tokens)} {what} in flight). "
                f"Retry in {retry} s.",
                reason=reason,
                retry_after=float(retry),
            ) from None


class _Slot:
    """One slot of a pool, held over an ``async with`` block.

    A plain class rather than a generator-based context manager: every quick call
    takes one, and this costs a third as much on the event loop. The slot itself is
    the pool's borrower, not the current task: anyio finds the task with
    ``asyncio.current_task()`` (Python code on 3.11) on both acquire and release.
    """

    __slots__ = ("_limiter", "_pool", "_reason", "_what")

    def __init__(
        self, limiter: Limiter, pool: anyio.CapacityLimiter, what: str, reason: str
    ) -> None:
        self._limiter = limiter
        self._pool = pool
        self._what = what
        self._reason = reason

    async def __aenter__(self) -> None:
        try:
            self._pool.acquire_on_behalf_of_nowait(self)  # the common case: no timer needed
        except anyio.WouldBlock:
            await self._limiter._queue_for(self._pool, self._what, self._reason, self)

    async def __aexit__(self, *exc_info: object) -> None:
        self._pool.release_on_behalf_of(self)
