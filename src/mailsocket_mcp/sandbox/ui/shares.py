"""What one client address may hold of the page's resources (live streams).

The sandbox accepts any key it has not seen, so per-key caps alone let one client
invent keys until the process cap is reached and lock every other page out. This
counts per client address as well (``SandboxSettings.ui_per_address_limit``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager

from starlette.types import Scope

from ..errors import TooManyRequests

__all__ = ["AddressShare", "client_address"]


def client_address(scope: Scope) -> str:
    """The client's IP address ("" when the server does not know it)."""
    client = scope.get("client")
    return str(client[0]) if client else ""


class AddressShare:
    """Counts what each client address holds of one resource, refusing past ``limit``.

    Only touched from the event loop.
    """

    def __init__(self, limit: int, what: str) -> None:
        self.limit = limit
        self.what = what
        self._held: Counter[str] = Counter()

    @contextmanager
    def hold(self, address: str) -> Iterator[None]:
        """Hold one for ``address`` for the duration of the block.

        Raises:
            TooManyRequests: ``too_many_requests`` when ``address`` holds ``limit`` already.
        """
        if self._held[address] >= self.limit:
            raise TooManyRequests(
                f"Too many {self.what} from this address (limit {self.limit}); "
                "close one, or retry in 1 s.",
                code="too_many_requests",
                retry_after=1,
            )
        self._held[address] += 1
        try:
            yield
        finally:
            self._held[address] -= 1
            if not self._held[address]:
                del self._held[address]
