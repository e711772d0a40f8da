"""The test-code quota: N sends per inbox and M per account in any rolling hour."""

from __future__ import annotations

import math
import threading
from collections import deque
from datetime import datetime, timedelta

from .errors import TooManyRequests

__all__ = ["TestCodeQuota"]

_WINDOW = timedelta(hours=1)


class _RollingCounter:
    """Send times per subject, forgetting those older than the window."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._sent: dict[str, deque[datetime]] = {}

    def retry_after(self, subject: str, now: datetime) -> int | None:
        """Seconds until ``subject`` may send again, or None when it may send now."""
        sent = self._sent.get(subject)
        if sent is None:
            return None
        while sent and sent[0] <= now - _WINDOW:
            sent.popleft()
        if len(sent) < self.limit:
            return None
        return max(1, math.ceil((sent[0] + _WINDOW - now).total_seconds()))

    def record(self, subject: str, now: datetime) -> None:
        self._sent.setdefault(subject, deque()).append(now)


class TestCodeQuota:
    """Admits a test-code send for (account, inbox) or raises 429 ``rate_limited``."""

    __test__ = False  # not a pytest class, despite the name

    def __init__(self, *, per_inbox: int, per_account: int) -> None:
        self._lock = threading.Lock()
        self._per_inbox = _RollingCounter(per_inbox)
        self._per_account = _RollingCounter(per_account)

    def admit(self, account: str, inbox_id: str, now: datetime) -> None:
        """Count one send, or refuse it without counting.

        Raises:
            TooManyRequests: ``rate_limited`` with the seconds until a slot frees up.
        """
        with self._lock:
            for counter, subject, scope in (
                (self._per_inbox, inbox_id, "this inbox"),
                (self._per_account, account, "this account"),
            ):
                wait = counter.retry_after(subject, now)
                if wait is not None:
                    raise TooManyRequests(
                        f"Test-code quota reached for {scope} ({counter.limit} per hour);"
                        f" retry after {wait} s.",
                        code="rate_limited",
                        retry_after=wait,
                    )
            self._per_inbox.record(inbox_id, now)
            self._per_account.record(account, now)
