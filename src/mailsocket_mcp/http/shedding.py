"""Load shedding: a cap on in-flight quick requests, answered before any tool work.

Only requests that brought a well-formed key and whose whole body has arrived are
counted (the shedder sits after the key check and the body read), so strangers
with half-sent requests cannot use up the budget: those are bounded by the
connection deadlines and the slow-body cap instead. Connections are not requests:
an idle keep-alive connection costs nothing here, and held waits (which have their
own pool and cap) are not counted against the quick-call budget. Over the cap the
answer is an immediate 503 with ``Retry-After`` and a JSON body (``error_shape``:
the OAuth paths have their own shedder, answering in the OAuth shape).
"""

from __future__ import annotations

from collections.abc import Callable

from starlette.types import ASGIApp, Receive, Scope, Send

from .responses import ErrorBody, error_body, send_retry_soon

__all__ = ["LoadShedder"]


class LoadShedder:
    """Counts the requests it passes on; refuses new ones past ``max_quick_in_flight``."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        max_quick_in_flight: int,
        waits_in_flight: Callable[[], int],
        on_shed: Callable[[str], None],
        error_shape: ErrorBody = error_body,
    ) -> None:
        self.app = app
        self.error_shape = error_shape
        self.max_quick_in_flight = max_quick_in_flight
        self.waits_in_flight = waits_in_flight
        self.on_shed = on_shed
        self.in_flight = 0

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if self.in_flight - self.waits_in_flight() >= self.max_quick_in_flight:
            self.on_shed("overloaded")
            message = "The server is at capacity. Retry in 1 s."
            await send_retry_soon(send, self.error_shape, "overloaded", message)
            return
        self.in_flight += 1
        try:
            await self.app(scope, receive, send)
        finally:
            self.in_flight -= 1
