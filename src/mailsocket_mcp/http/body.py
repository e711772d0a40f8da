"""Read a POST body under a size cap and a deadline; let a held wait learn when the client goes.

413 when ``Content-Length`` or the streamed body passes the cap; 408 when the body
has not arrived in full ``timeout_s`` after the headers. A body that does not come
with its headers is a slow one: at most ``max_slow`` are read at a time, past that a
new one gets 503 at once, so trickling bodies cannot pile up memory. A client gone
before its body arrived is logged as 499 (nobody reads an answer). The inner app
gets the buffered body back from ``receive``. The scope carries, under
:data:`DISCONNECTED`, an awaitable that returns once the client has disconnected;
only held waits await it (racing their upstream call), so quick calls pay nothing.
Refusals are JSON built by ``error_shape`` (the OAuth paths answer in their own shape).
"""

from __future__ import annotations

import asyncio
import sys

import anyio
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .responses import ErrorBody, error_body, send_json, send_retry_soon

__all__ = ["DISCONNECTED", "BodyGuard", "replay"]

DISCONNECTED = "mailsocket.disconnected"


class _TooLarge(Exception):
    pass


class _Gone(Exception):
    pass


class _Late(Exception):
    pass


class _TooManySlow(Exception):
    pass


class BodyGuard:
    """Enforces the body cap and deadline and exposes client disconnects to the request."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        max_bytes: int,
        timeout_s: float,
        max_slow: int,
        error_shape: ErrorBody = error_body,
    ) -> None:
        self.app = app
        self.error_shape = error_shape
        self.max_bytes = max_bytes
        self.timeout_s = timeout_s
        self.max_slow = max_slow
        self.slow = 0  # bodies being read that did not arrive with their headers

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        declared = _content_length(scope)
        try:
            if declared is not None and declared > self.max_bytes:
                raise _TooLarge
            body = await self._read_in_time(receive)
        except _TooLarge:
            await send_json(
                send,
                413,
                self.error_shape(
                    "payload_too_large",
                    f"Request bodies are limited to {self.max_bytes // 1024} KiB.",
                ),
                {"connection": "close"},
            )
            return
        except _Late:
            message = f"The request body did not arrive within {self.timeout_s:g} s."
            await send_json(
                send, 408, self.error_shape("request_timeout", message), {"connection": "close"}
            )
            return
        except _TooManySlow:
            message = "Too many requests are sending their body slowly. Retry in 1 s."
            await send_retry_soon(send, self.error_shape, "overloaded", message)
            return
        except _Gone:
            # Nobody will read it; the access log and metrics say what happened.
            gone = self.error_shape("client_closed_request", "Client went away.")
            await send_json(send, 499, gone)
            return
        watch = DisconnectWatch(receive)
        scope[DISCONNECTED] = watch.gone
        whole: Message = {"type": "http.request", "body": body, "more_body": False}
        try:
            await self.app(scope, replay(whole, watch.disconnect), send)
        finally:
            # The watch reads the connection's receive, which holds this scope: left in
            # the scope, it would make the request a reference cycle (garbage collector).
            scope.pop(DISCONNECTED, None)

    async def _read_in_time(self, receive: Receive) -> bytes:
        # One loop timer that cancels this task: an anyio scope costs ~10 us per request.
        task = asyncio.current_task()
        assert task is not None
        timer = _Timer(task)
        timer.handle = asyncio.get_running_loop().call_later(self.timeout_s, timer.fire)
        try:
            return await self._read(receive)
        except asyncio.CancelledError:
            if not timer.fired:
                raise
            if sys.version_info >= (3, 11):
                task.uncancel()  # ours, and handled: the request goes on to answer 408
            raise _Late from None
        finally:
            timer.handle.cancel()

    async def _read(self, receive: Receive) -> bytes:
        body, more = _part(await receive())
        if len(body) > self.max_bytes:
            raise _TooLarge
        if not more:
            return body  # it came with the headers: the common case
        if self.slow >= self.max_slow:
            raise _TooManySlow
        self.slow += 1
        try:
            chunks = [body]
            size = len(body)
            while more:
                body, more = _part(await receive())
                size += len(body)
                if size > self.max_bytes:
                    raise _TooLarge
                chunks.append(body)
            return b"".join(chunks)
        finally:
            self.slow -= 1


class _Timer:
    __slots__ = ("fired", "handle", "task")

    def __init__(self, task: asyncio.Task[object]) -> None:
        self.task = task
        self.fired = False
        self.handle: asyncio.TimerHandle

    def fire(self) -> None:
        self.fired = True
        self.task.cancel()


def _part(message: Message) -> tuple[bytes, bool]:
    if message["type"] == "http.disconnect":
        raise _Gone
    return message.get("body", b""), message.get("more_body", False)


class DisconnectWatch:
    """Reads the rest of the request's ``receive`` stream, only when someone asks.

    Quick calls never ask, so they pay nothing; a held wait awaits :meth:`gone`
    beside its upstream call. One reader at a time; others wait for its verdict.
    """

    def __init__(self, receive: Receive) -> None:
        self._receive = receive
        # A flag, not an event: only readers are waited for, and a quick call that
        # never asks should not pay for building one (an anyio Event costs ~1 us).
        self._gone = False
        self._reading: anyio.Event | None = None

    async def disconnect(self) -> Message:
        """A ``receive`` for after the body: returns ``http.disconnect`` once it happens."""
        await self.gone()
        return {"type": "http.disconnect"}

    async def gone(self) -> None:
        """Return once the client has disconnected."""
        while not self._gone:
            if self._reading is not None:
                await self._reading.wait()  # the current reader finished or gave up
                continue
            self._reading = anyio.Event()
            try:
                while (await self._receive())["type"] != "http.disconnect":
                    pass
                self._gone = True
            finally:
                reading, self._reading = self._reading, None
                reading.set()


def _content_length(scope: Scope) -> int | None:
    for name, value in scope["headers"]:
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


def replay(first: Message, then: Receive) -> Receive:
    """A ``receive`` that returns ``first`` (already read) once, then defers to ``then``."""
    delivered = False

    async def replayed() -> Message:
        nonlocal delivered
        if not delivered:
            delivered = True
            return first
        return await then()

    return replayed
