"""Mask the caller's key in a response body the MCP library wrote.

The library echoes peer input into some answers (a JSON-RPC validation error
quotes the request). The body is buffered, masked, and sent with a corrected
``Content-Length``. JSON responses are small, so buffering costs little.
"""

from __future__ import annotations

from collections.abc import Callable

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..redact import Redactor

__all__ = ["RedactBody"]


class RedactBody:
    """Wraps the library's app; ``redactor_of()`` gives the current caller's redactor."""

    def __init__(self, app: ASGIApp, redactor_of: Callable[[], Redactor]) -> None:
        self.app = app
        self.redactor_of = redactor_of

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self.app(scope, receive, _redacting(send, self.redactor_of()))


def _redacting(send: Send, redactor: Redactor) -> Send:
    """Buffer the response body and mask the key in it (fixing Content-Length)."""
    start: Message | None = None
    chunks: list[bytes] = []

    async def wrapped(message: Message) -> None:
        nonlocal start
        if message["type"] == "http.response.start":
            start = message
            return
        if message["type"] != "http.response.body" or start is None:
            await send(message)
            return
        chunks.append(message.get("body", b""))
        if message.get("more_body", False):
            return
        body = redactor.data(b"".join(chunks))
        headers = [(n, v) for n, v in start.get("headers", []) if n.lower() != b"content-length"]
        headers.append((b"content-length", str(len(body)).encode()))
        await send({**start, "headers": headers})
        await send({"type": "http.response.body", "body": body})

    return wrapped
