"""A pure-ASGI cap on requests per token: 429 ``rate_limited`` with Retry-After.

One bucket per bearer token, in this process's memory, keyed by the token's SHA-256 (as the
database keeps it, so no token text is held). A bucket holds ``per_minute`` requests and
refills evenly. Requests without a bearer token are left to authentication (401).
"""

from __future__ import annotations

import hashlib
import math
import time
from collections.abc import Callable
from dataclasses import dataclass

from starlette.types import ASGIApp, Receive, Scope, Send

from .errors import send_error

__all__ = ["RateLimit", "TokenBuckets"]


@dataclass
class _Bucket:
    tokens: float
    at: float


class TokenBuckets:
    """``per_minute`` requests per key, refilled evenly; ``clock`` in seconds (monotonic).

    Once there are ``max_buckets``, buckets refilled to the brim are forgotten (they hold no
    state worth keeping), so a flood of made-up tokens cannot grow the memory without bound.
    """

    def __init__(
        self,
        per_minute: int,
        *,
        clock: Callable[[], float] = time.monotonic,
        max_buckets: int = 10_000,
    ) -> None:
        self.max_buckets = max_buckets
        self.capacity = float(per_minute)
        self.rate = per_minute / 60.0  # per second
        self.clock = clock
        self._buckets: dict[str, _Bucket] = {}

    def take(self, key: str) -> float:
        """Take one request for ``key``: 0 when allowed, else the seconds until one is."""
        moment = self.clock()
        bucket = self._buckets.get(key)
        if bucket is None:
            if len(self._buckets) >= self.max_buckets:
                self._forget_full(moment)
            bucket = self._buckets[key] = _Bucket(self.capacity, moment)
        bucket.tokens = min(self.capacity, bucket.tokens + (moment - bucket.at) * self.rate)
        bucket.at = moment
        if bucket.tokens >= 1.0:
            bucket.tokens -= 1.0
            return 0.0
        return (1.0 - bucket.tokens) / self.rate

    def _forget_full(self, moment: float) -> None:
        refill = self.capacity / self.rate
        for key, bucket in list(self._buckets.items()):
            if moment - bucket.at >= refill:
                del self._buckets[key]
        if len(self._buckets) >= self.max_buckets:  # all busy: forget the oldest half
            oldest = sorted(self._buckets, key=lambda k: self._buckets[k].at)
            for key in oldest[: len(oldest) // 2]:
                del self._buckets[key]


class RateLimit:
    def __init__(self, app: ASGIApp, *, buckets: TokenBuckets) -> None:
        self.app = app
        self.buckets = buckets

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            token = _bearer(scope)
            if token is not None:
                wait = self.buckets.take(hashlib.sha256(token).hexdigest())
                if wait > 0:
                    await _refuse(send, wait)
                    return
        await self.app(scope, receive, send)


def _bearer(scope: Scope) -> bytes | None:
    for name, value in scope["headers"]:
        if name == b"authorization":
            scheme, _, token = value.partition(b" ")
            token = token.strip()
            return token if scheme.lower() == b"bearer" and token else None
    return None


async def _refuse(send: Send, wait: float) -> None:
    seconds = max(1, math.ceil(wait))
    message = f"too many requests from this token; retry after {seconds} s"
    await send_error(send, 429, "rate_limited", message, [(b"retry-after", str(seconds).encode())])
