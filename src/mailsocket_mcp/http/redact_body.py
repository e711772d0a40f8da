"""Mask the caller's key in a response body the MCP library wrote.

The library echoes peer input into some answers (a JSON-RPC validation error
quotes the request). The body is buffered and, only if its text shows a key or
token, masked value by value: a JSON body is parsed, every string (object keys
included) masked and the document serialised again; an SSE body gets the same
for each ``data:`` payload. Any other text is masked span by span. The body is
sent with a corrected ``Content-Length``. JSON responses are small, so buffering
costs little.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..redact import Redactor

__all__ = ["RedactBody", "redacted_body"]


class RedactBody:
    """Wraps the library's app; ``redactor_of()`` gives the current caller's redactor."""

    def __init__(self, app: ASGIApp, redactor_of: Callable[[], Redactor]) -> None:
        self.app = app
        self.redactor_of = redactor_of

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self.app(scope, receive, _redacting(send, self.redactor_of()))


def redacted_body(body: bytes, redactor: Redactor) -> bytes:
    """``body`` with every string value that shows a key masked; ``body`` if none does."""
    text = body.decode("utf-8", errors="surrogateescape")
    if not redactor.reveals(text):
        return body
    try:
        return redactor.json_bytes(json.loads(text))
    except ValueError:  # not JSON: an SSE stream, or plain text
        lines = [_redacted_line(line, redactor) for line in text.split("\n")]
        return "\n".join(lines).encode("utf-8", errors="surrogateescape")


def _redacted_line(line: str, redactor: Redactor) -> str:
    if line.startswith("data:"):
        end = "\r" if line.endswith("\r") else ""
        try:
            payload = json.loads(line[5 : len(line) - len(end)])
        except ValueError:
            pass
        else:
            return "data: " + redactor.json_bytes(payload).decode() + end
    return redactor.text(line)


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
        body = redacted_body(b"".join(chunks), redactor)
        headers = [(n, v) for n, v in start.get("headers", []) if n.lower() != b"content-length"]
        headers.append((b"content-length", str(len(body)).encode()))
        await send({**start, "headers": headers})
        await send({"type": "http.response.body", "body": body})

    return wrapped
