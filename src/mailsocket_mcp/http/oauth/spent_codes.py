"""Authorization codes already exchanged, so a code is single-use within a process.

Codes are sealed and stateless, so any instance sharing the secret can open one; what
makes a code single-use is this record of the ids of codes exchanged here, each kept
until its code would have expired anyway (a minute). Several processes behind one
address need sticky routing (or a shared store) for a code to be single-use across
all of them. The record is bounded; when full of live entries the exchange is refused
(503) rather than forgetting a code that could then be replayed.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from .errors import OAuthError

__all__ = ["MAX_SPENT_CODES", "SpentCodes"]

MAX_SPENT_CODES = 10_000  # exchanges per code lifetime (a minute) before refusing


class SpentCodes:
    """Ids of exchanged codes with their expiry (unix seconds from ``clock``)."""

    def __init__(self, clock: Callable[[], float], *, capacity: int = MAX_SPENT_CODES) -> None:
        self._clock = clock
        self._capacity = capacity
        self._expiry: OrderedDict[str, float] = OrderedDict()

    def spend(self, code_id: str, expires_at: float) -> None:
        """Record ``code_id`` as exchanged.

        Raises:
            OAuthError: ``invalid_grant`` if it was exchanged before;
                ``temporarily_unavailable`` (503) if the record is full of live codes.
        """
        now = self._clock()
        if self._expiry.get(code_id, 0.0) > now:
            raise OAuthError("invalid_grant", "The authorization code has already been used.")
        self._forget_expired(now)
        if len(self._expiry) >= self._capacity:
            raise OAuthError(
                "temporarily_unavailable",
                "Too many sign-ins at once. Retry in 1 s.",
                status=503,
                headers={"retry-after": "1"},
            )
        self._expiry[code_id] = expires_at

    def _forget_expired(self, now: float) -> None:
        # Codes all live a minute, so insertion order is nearly expiry order: drop from the
        # front, and sweep everything only when that did not make room.
        while self._expiry and next(iter(self._expiry.values())) <= now:
            self._expiry.popitem(last=False)
        if len(self._expiry) >= self._capacity:
            for code_id in [code for code, expiry in self._expiry.items() if expiry <= now]:
                del self._expiry[code_id]
