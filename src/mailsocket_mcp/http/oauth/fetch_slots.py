"""The small pool that client ID metadata document fetches run in, apart from everything else.

A ``client_id`` URL is chosen by whoever calls ``/authorize``, so a fetch can be pointed
at a host that accepts and never answers. Fetches therefore hold slots of their own:
a few per process, fewer per target host and per caller address, and none is waited
for: past a limit the fetch is refused at once (:class:`FetchBusy`; the caller answers
503 with ``Retry-After``). The OAuth in-flight cap does not count requests while they
hold a fetch slot, so ``/register``, ``/token`` and the metadata never wait behind them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

__all__ = ["FetchBusy", "FetchLimits", "FetchSlots"]


class FetchBusy(Exception):
    """Raised when a fetch would go past a limit; says which one."""


@dataclass(frozen=True, kw_only=True)
class FetchLimits:
    """Document fetches in flight: per process, per target host name, per caller address."""

    total: int = 8
    per_host: int = 2
    per_client: int = 2


class FetchSlots:
    """Counts the fetches in flight and refuses one past any of its limits (never queues)."""

    def __init__(self, limits: FetchLimits | None = None) -> None:
        self.limits = limits or FetchLimits()
        self.in_flight = 0
        self._hosts: Counter[str] = Counter()
        self._clients: Counter[str] = Counter()

    @contextmanager
    def hold(self, host: str, client: str | None) -> Iterator[None]:
        """One slot for a fetch from ``host`` on behalf of ``client`` (its address, if known).

        Raises:
            FetchBusy: the process, the host or the caller already has its share in flight.
        """
        host = host.lower()
        if self.in_flight >= self.limits.total:
            raise FetchBusy("too many client metadata documents are being fetched")
        if self._hosts[host] >= self.limits.per_host:
            raise FetchBusy("this host's client metadata documents are already being fetched")
        if client is not None and self._clients[client] >= self.limits.per_client:
            raise FetchBusy("your earlier sign-ins are still fetching their client metadata")
        self.in_flight += 1
        self._hosts[host] += 1
        if client is not None:
            self._clients[client] += 1
        try:
            yield
        finally:
            self.in_flight -= 1
            _release(self._hosts, host)
            if client is not None:
                _release(self._clients, client)


def _release(counts: Counter[str], name: str) -> None:
    counts[name] -= 1
    if counts[name] <= 0:
        del counts[name]  # the counters hold only what is in flight
