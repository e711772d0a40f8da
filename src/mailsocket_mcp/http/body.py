"""Read a POST body under a size cap, then watch for the client going away.

413 when ``Content-Length`` or the streamed body passes the cap. The inner app
gets the buffered body back from ``receive``; meanwhile the real ``receive`` is
watched, and an ``http.disconnect`` sets the event stored in the scope under
:data:`DISCONNECTED`, which the tools race their upstream calls against.
"""

from __future__ import annotations

import anyio
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .responses import error_body, send_json

__all__ = ["DISCONNECTED", "BodyGuard"]

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
        disconnected = anyio.Event()
        scope[DISCONNECTED] = disconnected
        delivered = False

        async def replay() -> Message:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": body, "more_body": False}
            await disconnected.wait()
            return {"type": "http.disconnect"}

        async def watch(cancel_scope: anyio.CancelScope) -> None:
            while (await receive())["type"] != "http.disconnect":
                pass
            disconnected.set()

        async with anyio.create_task_group() as group:
            group.start_soon(watch, group.cancel_scope)
            await self.app(scope, replay, send)
            group.cancel_scope.cancel()

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


def _content_length(scope: Scope) -> int | None:
    for name, value in scope["headers"]:
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None
