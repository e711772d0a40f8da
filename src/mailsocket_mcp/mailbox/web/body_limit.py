"""A pure-ASGI cap on request bodies: 413 ``payload_too_large`` by header or by counting."""

from __future__ import annotations

import contextlib

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .errors import send_error

__all__ = ["BodyLimit"]


class _TooLarge(Exception):
    pass


class BodyLimit:
    def __init__(self, app: ASGIApp, *, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        for name, value in scope["headers"]:
            if name == b"content-length" and (not value.isdigit() or int(value) > self.max_bytes):
                await self._refuse(send)
                return
        seen = 0
        started = refused = False

        async def counting_receive() -> Message:
            nonlocal seen, refused
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_bytes:
                    # Answer now: FastAPI turns an error while it reads a body into its own 400.
                    if not started and not refused:
                        refused = True
                        await self._refuse(send)
                    raise _TooLarge
            return message

        async def guarded_send(message: Message) -> None:
            nonlocal started
            if refused:
                return  # the 413 went out already; what the app answers after it is dropped
            started = started or message["type"] == "http.response.start"
            await send(message)

        with contextlib.suppress(_TooLarge):
            await self.app(scope, counting_receive, guarded_send)

    async def _refuse(self, send: Send) -> None:
        message = f"the body is larger than {self.max_bytes} bytes"
        await send_error(send, 413, "payload_too_large", message, [(b"connection", b"close")])
