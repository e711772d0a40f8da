"""Time in the sandbox: strictly increasing ``received_at`` stamps and exact ISO 8601 text.

Every delivery gets a stamp strictly after every earlier stamp and every earlier
wait cutoff (ties with the clock are bumped by one microsecond). So "strictly after
the cutoff" never drops a mail that arrived after a wait began, even with a coarse
or frozen clock. A sandbox restarted on stored mail resumes after the newest stored
stamp (``resume_after``), so ``since`` stays exact across the restart.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import datetime, timedelta, timezone

__all__ = ["Clock", "Timeline", "format_time", "parse_time", "system_clock"]

Clock = Callable[[], datetime]

_TICK = timedelta(microseconds=1)


def system_clock() -> datetime:
    """The wall clock, in UTC."""
    return datetime.now(timezone.utc)


def format_time(moment: datetime) -> str:
    """``2026-11-30T04:38:00.123456Z``: UTC, always six fractional digits."""
    return moment.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def parse_time(text: str) -> datetime:
    """Read ISO 8601 (``Z``, an offset, or none meaning UTC) into an aware UTC datetime.

    Raises:
        ValueError: when ``text`` is not an ISO 8601 date-time.
    """
    cleaned = text.strip()
    if cleaned[-1:] in ("Z", "z"):
        cleaned = cleaned[:-1] + "+00:00"
    moment = datetime.fromisoformat(cleaned)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc)


class Timeline:
    """Hands out delivery stamps and wait cutoffs from one clock, in a strict order."""

    def __init__(self, clock: Clock = system_clock) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._last = datetime.min.replace(tzinfo=timezone.utc)

    def resume_after(self, moment: datetime | None) -> None:
        """Make every later stamp strictly after ``moment`` (the newest stored mail)."""
        if moment is not None:
            with self._lock:
                self._last = max(self._last, moment)

    def now(self) -> datetime:
        """The clock's current time, for quotas and ``created_at``."""
        return self._clock().astimezone(timezone.utc)

    def cutoff(self) -> datetime:
        """A wait's "from now on": every later ``stamp()`` is strictly after it."""
        with self._lock:
            self._last = max(self.now(), self._last)
            return self._last

    def stamp(self) -> datetime:
        """A delivery's ``received_at``: strictly after every earlier stamp and cutoff."""
        with self._lock:
            self._last = max(self.now(), self._last + _TICK)
            return self._last
