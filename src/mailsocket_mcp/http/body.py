"""Read a POST body under a size cap, and let a held wait learn when the client goes.

413 when ``Content-Length`` or the streamed body passes the cap. The inner app
gets the buffered body back from ``receive``. The scope carries, under
:data:`DISCONNECTED`, an awaitable that returns once the client has disconnected;
only held waits await it (racing their upstream call), so quick calls pay nothing.
"""

from __future__ import annotations

import anyio
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .responses import error_body, send_json

__all__ = ["DISCONNECTED", "BodyGuard", "replay"]

DISCONNECTED = "mailsocket.disconnected"


class _TooLarge(Exception):
    pass


class _Gone(Exception):
    pass


class BodyGuard:
    """Enforces the body cap and exposes client disconnects to the request."""

    def __init__(self, app: ASGIApp, *, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        declared = _content_length(scope)
        try:
            if declared is not None and declared > self.max_bytes:
                raise _TooLarge
            body = await self._read(receive)
        except _TooLarge:
            await send_json(
                send,
                413,
                error_body(
                    "payload_too_large",
                    f"Request bodies are limited to {self.max_bytes // 1024} KiB.",
                ),
                {"connection": "close"},
            )
            return
        except _Gone:
            return
        watch = DisconnectWatch(receive)
        scope[DISCONNECTED] = watch.gone
        delivered = False

        async def replay() -> Message:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": body, "more_body": False}
            await watch.gone()
            return {"type": "http.disconnect"}

        await self.app(scope, replay, send)

    async def _read(self, receive: Receive) -> bytes:
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                raise _Gone
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_bytes:
                raise _TooLarge
            chunks.append(chunk)
            if not message.get("more_body", False):
                return b"".join(chunks)


class DisconnectWatch:
    """Reads the rest of the request's ``receive`` stream, only when someone asks.

    Quick calls never ask, so they pay nothing; a held wait awaits :meth:`gone`
    beside its upstream call. One reader at a time; others wait for its verdict.
    """

    def __init__(self, receive: Receive) -> None:
        self._receive = receive
        self._gone = anyio.Event()
        self._reading: anyio.Event | None = None

    async def gone(self) -> None:
        """Return once the client has disconnected."""
        while not self._gone.is_set():
            if self._reading is not None:
                await self._reading.wait()  # the current reader finished or gave up
                continue
            self._reading = anyio.Event()
            try:
                while (await self._receive())["type"] != "http.disconnect":
                    pass
                self._gone.set()
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


def replay(first: Message, receive: Receive) -> Receive:
    """A ``receive`` that returns ``first`` (already read) once, then reads on."""
    delivered = False

    async def replayed() -> Message:
        nonlocal delivered
        if not delivered:
            delivered = True
            return first
        return await receive()

    return replayed
