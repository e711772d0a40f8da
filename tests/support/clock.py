"""A clock a test moves by hand (for quotas and timestamps)."""

from __future__ import annotations

import threading
from datetime import datetime, timedelta, timezone


class ManualClock:
    """Callable like ``system_clock``; only ``advance`` moves it."""

    def __init__(self, start: datetime | None = None) -> None:
        self._lock = threading.Lock()
        self._now = start or datetime(2026, 11, 30, 4, 38, tzinfo=timezone.utc)

    def __call__(self) -> datetime:
        with self._lock:
            return self._now

    def advance(self, **delta: float) -> None:
        with self._lock:
            self._now += timedelta(**delta)
