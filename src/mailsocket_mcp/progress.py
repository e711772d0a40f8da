"""Heartbeats during a wait: ``notifications/progress`` every few seconds, when asked for.

A client asks by sending ``_meta.progressToken`` with a ``tools/call``. The transport
that serves the call decides whether it can carry notifications and, if so, sets a
:class:`Heartbeat` in :data:`current_heartbeat` for the call: the gateway's SSE writer
(``http/progress_stream.py``) or the library session (stdio, set in ``server.py``).
A blocking wait runs inside :func:`beating`, which reports the seconds
elapsed of the wait's effective timeout (after the transport's cap) every
``interval_s`` until the wait ends. Without a heartbeat set this costs one context
variable read.

``progress`` increases with every notification, as the specification requires, and
``total`` is the wait's length, so a client can show "10 s of 55 s".
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import math
from collections.abc import Awaitable, Callable, Mapping
from contextlib import AbstractAsyncContextManager, nullcontext
from dataclasses import dataclass

from .config import PROGRESS_INTERVAL_S

__all__ = [
    "Heartbeat",
    "ProgressSink",
    "beating",
    "current_heartbeat",
    "progress_token",
]

# Sends one notification: progress (seconds elapsed), total (the wait's seconds), message.
ProgressSink = Callable[[float, float, str], Awaitable[None]]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Heartbeat:
    """Where a call's progress goes (``send``) and how often (``interval_s``)."""

    send: ProgressSink
    interval_s: float = PROGRESS_INTERVAL_S


# The heartbeat of the tools/call being served; None when nobody asked or nothing can carry it.
current_heartbeat: contextvars.ContextVar[Heartbeat | None] = contextvars.ContextVar(
    "mailsocket_mcp_heartbeat", default=None
)


def progress_token(params: object) -> str | int | None:
    """``params._meta.progressToken`` when it is a string or an integer (not a bool)."""
    if not isinstance(params, Mapping):
        return None
    meta = params.get("_meta")
    token = meta.get("progressToken") if isinstance(meta, Mapping) else None
    if isinstance(token, str) or (isinstance(token, int) and not isinstance(token, bool)):
        return token
    return None


def beating(total_s: float, what: str) -> AbstractAsyncContextManager[object]:
    """A context to run a wait in, reporting progress beside it when the call has a heartbeat.

    ``what`` starts each message ("waiting for mail: 10 s of 55 s"). Whatever the wait
    raises is raised as it is; the heartbeat never raises. Nothing runs beside a wait
    that ends before the first interval but one loop timer: most waits that return at
    once pay no task (an anyio task group costs ~80 us a call).
    """
    heartbeat = current_heartbeat.get()
    if heartbeat is None:
        return nullcontext()
    return _Beating(heartbeat, total_s, what)


class _Beating:
    """The heartbeat of one wait: a loop timer, then (past the first interval) a task."""

    def __init__(self, heartbeat: Heartbeat, total_s: float, what: str) -> None:
        self._heartbeat = heartbeat
        self._total = round(total_s, 3)
        self._what = what
        self._started = 0.0
        self._task: asyncio.Task[None] | None = None
        self._timer: asyncio.TimerHandle | None = None

    async def __aenter__(self) -> None:
        loop = asyncio.get_running_loop()
        self._started = loop.time()
        self._timer = loop.call_later(self._heartbeat.interval_s, self._start)

    async def __aexit__(self, *exc_info: object) -> None:
        await self.stop()

    def _start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._beat())

    async def stop(self) -> None:
        """No heartbeat after this returns: the timer cancelled, the task ended."""
        if self._timer is not None:
            self._timer.cancel()
        if self._task is not None:
            self._task.cancel()
            await asyncio.wait([self._task])

    async def _beat(self) -> None:
        heartbeat, reported = self._heartbeat, 0.0
        loop = asyncio.get_running_loop()
        while True:
            # Seconds elapsed, strictly more than the last report even if the loop lagged.
            elapsed = max(round(loop.time() - self._started, 3), reported + 0.001)
            reported = elapsed
            message = f"{self._what}: {math.floor(elapsed)} s of {self._total:g} s"
            try:
                await heartbeat.send(elapsed, self._total, message)
            except Exception as exc:  # a client gone: the wait learns of it on its own
                log.debug("Stopped a heartbeat: %s", type(exc).__name__)
                return
            await asyncio.sleep(heartbeat.interval_s)
