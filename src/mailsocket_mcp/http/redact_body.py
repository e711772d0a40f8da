"""The one place the gateway masks the caller's key: every ``/mcp`` response body.

Whichever path wrote it (the fast path, the MCP library, a -32700/-32600 answer),
a body is buffered and, only if its text shows a key or token, masked value by
value: a JSON body is parsed, every string (object keys included) masked and the
document serialised again; an SSE body gets the same for each ``data:`` payload.
Any other text is masked span by span. So a result, an echoed request id, an
unknown tool's name and a library error all leave masked, and mail content cannot
reshape a result. The body is sent with a corrected ``Content-Length``; one over
32 KiB is scanned (and masked) in a worker thread, off the event loop. The MCP
server itself does not redact on the gateway (it does on stdio).

An SSE response (``text/event-stream``: a call streaming progress) is not held back:
each body part, whole events as its writers send them, is masked the same way and
sent at once.

A writer may flag a body part as the server's own constant text (``CONSTANT`` in
its ``http.response.body`` message: the fast path's serialised tool list). Such a
part holds no caller data and is not scanned, but is masked with the rest should
another part show a key. Parts are split where no key character can straddle
them (``"result":`` then ``{``), so scanning them one by one finds what a scan of
the whole would.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import anyio
import anyio.to_thread
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..redact import Redactor
from ..tools.results import RENDER_INLINE_MAX_CHARS

__all__ = ["CONSTANT", "RedactBody", "redacted_body"]

CONSTANT = "mailsocket.constant"


class RedactBody:
    """Wraps ``/mcp``; ``redactor_of()`` gives the current caller's redactor."""

    def __init__(
        self, app: ASGIApp, redactor_of: Callable[[], Redactor], *, threads: anyio.CapacityLimiter
    ) -> None:
        self.app = app
        self.redactor_of = redactor_of
        self.threads = threads

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self.app(scope, receive, _redacting(send, self.redactor_of(), self.threads))


def redacted_body(body: bytes, redactor: Redactor) -> bytes:
    """``body`` with every string value that shows a key masked; ``body`` if none does."""
    masked = _masked_parts([(body, False)], redactor)
    return body if masked is None else masked


def _masked(text: str, redactor: Redactor) -> bytes:
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


def _masked_parts(parts: list[tuple[bytes, bool]], redactor: Redactor) -> bytes | None:
    """The body the ``(bytes, constant)`` parts make, masked; None if no part shows a key."""
    for part, constant in parts:
        if not constant and part and redactor.reveals(part.decode("utf-8", "surrogateescape")):
            body = b"".join(part for part, _ in parts)
            return _masked(body.decode("utf-8", "surrogateescape"), redactor)
    return None


def _redacting(send: Send, redactor: Redactor, threads: anyio.CapacityLimiter) -> Send:
    """Buffer the response body and mask the key in it (fixing Content-Length)."""
    start: Message | None = None
    parts: list[tuple[bytes, bool]] = []

    streaming = False

    async def wrapped(message: Message) -> None:
        nonlocal start, streaming
        if message["type"] == "http.response.start":
            if _is_event_stream(message):
                streaming = True
                await send(message)
            else:
                start = message
            return
        if streaming and message["type"] == "http.response.body":
            # Each part is whole events (progress_stream.py): masked and sent as it comes.
            body = message.get("body", b"")
            masked = await _masked_in_turn([(body, False)], redactor, threads)
            await send(message if masked is None else {**message, "body": masked})
            return
        if message["type"] != "http.response.body" or start is None:
            await send(message)
            return
        parts.append((message.get("body", b""), bool(message.get(CONSTANT))))
        if message.get("more_body", False):
            return
        masked = await _masked_in_turn(parts, redactor, threads)
        if masked is None:  # as written, Content-Length included
            await send(start)
            body = parts[0][0] if len(parts) == 1 else b"".join(p for p, _ in parts)
            await send({"type": "http.response.body", "body": body})
            return
        headers = [(n, v) for n, v in start.get("headers", []) if n.lower() != b"content-length"]
        headers.append((b"content-length", str(len(masked)).encode()))
        await send({**start, "headers": headers})
        await send({"type": "http.response.body", "body": masked})

    return wrapped


async def _masked_in_turn(
    parts: list[tuple[bytes, bool]], redactor: Redactor, threads: anyio.CapacityLimiter
) -> bytes | None:
    """:func:`_masked_parts`, in a worker thread for a large body."""
    if _scanned_size(parts) <= RENDER_INLINE_MAX_CHARS:
        return _masked_parts(parts, redactor)
    return await anyio.to_thread.run_sync(_masked_parts, parts, redactor, limiter=threads)


def _scanned_size(parts: list[tuple[bytes, bool]]) -> int:
    """The bytes of ``parts`` a scan reads (the server's constant text is not scanned)."""
    if len(parts) == 1:  # most answers: one part, written at once
        part, constant = parts[0]
        return 0 if constant else len(part)
    return sum(len(part) for part, constant in parts if not constant)


def _is_event_stream(start: Message) -> bool:
    for name, value in start.get("headers", []):
        if name.lower() == b"content-type":
            return bytes(value).split(b";")[0].strip().lower() == b"text/event-stream"
    return False
