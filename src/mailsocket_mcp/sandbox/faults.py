"""Fault injection for tests and benchmarks: the next N API requests misbehave on purpose.

Only an app built with ``enable_faults=True`` has an injector; a default run has
neither the middleware nor the ``/_sandbox`` control routes. What the mailsocket SDK
(0.3.1, urllib) raises for each kind, checked by ``tests/sandbox/test_faults.py``:

``error_500``
    A JSON error with status 500 (code ``internal_error``): ``MailsocketError``
    with ``status == 500``.
``malformed_json``
    A 200 whose body is not JSON. The SDK parses it as ``{}`` and then indexes
    ``payload["data"]``: a bare ``KeyError`` escapes from every call that reads
    ``data`` (``delete_inbox`` alone succeeds).
``stall``
    Sleeps ``stall_seconds`` and then answers normally. A client whose
    ``request_timeout`` is shorter gets a bare ``TimeoutError`` from the SDK
    (raised while waiting for the response head, outside urllib's ``URLError``
    wrapping). Shutdown cancels the sleep.
``drop``
    Sends a response head promising a body, then closes the connection. urllib
    reads the head and fails in ``read()``: the SDK lets a bare
    ``http.client.IncompleteRead`` (an ``http.client.HTTPException``, not an
    ``OSError`` and not a ``MailsocketError``) escape. uvicorn logs the incomplete
    response at error level.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Literal, get_args

import anyio
from starlette.responses import Response
from starlette.types import ASGIApp, Receive, Scope, Send

from .errors import error_response
from .waits import Interrupts

__all__ = ["FAULT_KINDS", "Fault", "FaultInjector", "FaultKind", "FaultMiddleware"]

FaultKind = Literal["error_500", "malformed_json", "stall", "drop"]
FAULT_KINDS: tuple[str, ...] = get_args(FaultKind)
MAX_STALL_SECONDS = 300.0


@dataclass(frozen=True)
class Fault:
    """One armed misbehaviour and the requests it applies to."""

    kind: FaultKind
    stall_seconds: float = 1.0
    path_contains: str | None = None


@dataclass
class _Armed:
    fault: Fault
    left: int


class FaultInjector:
    """Armed faults, consumed one per matching request, oldest first. Thread-safe."""

    def __init__(self) -> None:
        self._lock = threading.Condition()
        self._armed: list[_Armed] = []

    def arm(
        self,
        kind: FaultKind,
        count: int = 1,
        *,
        stall_seconds: float = 1.0,
        path_contains: str | None = None,
    ) -> Fault:
        """Make the next ``count`` API requests (whose path contains ``path_contains``,
        when given) misbehave as ``kind``.

        Raises:
            ValueError: for an unknown kind, a count below 1 or a stall outside 0..300 s.
        """
        if kind not in FAULT_KINDS:
            raise ValueError(f"kind must be one of {', '.join(FAULT_KINDS)}, got {kind!r}")
        if count < 1:
            raise ValueError(f"count must be at least 1, got {count}")
        if not 0 <= stall_seconds <= MAX_STALL_SECONDS:
            raise ValueError(f"stall_seconds must be in 0..{MAX_STALL_SECONDS:g}")
        fault = Fault(kind, stall_seconds, path_contains or None)
        with self._lock:
            self._armed.append(_Armed(fault, count))
        return fault

    def clear(self) -> None:
        """Disarm everything."""
        with self._lock:
            self._armed.clear()
            self._lock.notify_all()

    @property
    def pending(self) -> int:
        """How many requests are still to be hit."""
        with self._lock:
            return sum(entry.left for entry in self._armed)

    def wait_until_drained(self, timeout: float) -> bool:
        """Block until every armed fault was taken; False if that takes over ``timeout`` s."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._armed, timeout)

    def take(self, path: str) -> Fault | None:
        """Consume and return the fault for a request to ``path``, if one is armed."""
        with self._lock:
            for entry in self._armed:
                wanted = entry.fault.path_contains
                if wanted is None or wanted in path:
                    entry.left -= 1
                    if not entry.left:
                        self._armed.remove(entry)
                        self._lock.notify_all()
                    return entry.fault
        return None


class FaultMiddleware:
    """Pure ASGI: applies armed faults to requests under ``prefix`` (the API only)."""

    def __init__(
        self, app: ASGIApp, *, injector: FaultInjector, interrupts: Interrupts, prefix: str
    ) -> None:
        self.app = app
        self.injector = injector
        self.interrupts = interrupts
        self.prefix = prefix

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        fault = None
        if scope["type"] == "http" and str(scope["path"]).startswith(self.prefix):
            fault = self.injector.take(str(scope["path"]))
        if fault is None:
            await self.app(scope, receive, send)
        elif fault.kind == "error_500":
            response = error_response(500, "internal_error", "Injected fault: internal error.")
            await response(scope, receive, send)
        elif fault.kind == "malformed_json":
            await Response(b'{"data": {"id": ', media_type="application/json")(scope, receive, send)
        elif fault.kind == "stall":
            with self.interrupts.scope():
                await anyio.sleep(fault.stall_seconds)
            await self.app(scope, receive, send)
        else:
            await _drop(send)


async def _drop(send: Send) -> None:
    """Promise a body and never send it: the server then closes the connection."""
    await send(
        {
            "type": "http.response.start",
            "status": 200,
            "headers": [(b"content-type", b"application/json"), (b"content-length", b"64")],
        }
    )
