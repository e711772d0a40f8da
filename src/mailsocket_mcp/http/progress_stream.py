"""Progress during a wait on the gateway: the answer becomes an SSE stream of heartbeats.

A ``tools/call`` of a blocking tool (``blocks=True`` in the registry) whose params
carry ``_meta.progressToken`` (a string or an integer), from a client whose
``Accept`` admits ``text/event-stream``, gets a :class:`ProgressStream`. It is the
call's heartbeat (progress.py) and wraps the ``send`` of whichever path answers
(the fast path or the library), so both stream the same way:

- the answer stays undecided until the first heartbeat: a call that ends before it
  (a refusal, bad arguments, an unknown inbox, mail already there) is answered as
  it would be without a token, as plain JSON, byte for byte;
- at the first heartbeat the response starts as ``200 text/event-stream`` and each
  heartbeat is one ``notifications/progress`` event; the path's JSON answer becomes
  the last event, and the stream ends.

Each event is sent in one body message, so :mod:`.redact_body` masks event by event
as they pass. Any other call, with or without a token, is answered as before (a
non-blocking tool finishes in well under a heartbeat). No connection deadline
applies while an answer streams (connection.py); the wait's own deadline, the
client going away, ``notifications/cancelled`` and a drain all end the wait, and
the stream with its result.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from typing import Any

from starlette.types import Message, Scope, Send

from ..progress import Heartbeat, progress_token
from ..tools.results import json_bytes

__all__ = ["SSE_HEADERS", "ProgressStream", "ProgressStreams", "sse_event"]

SSE_HEADERS = [
    (b"content-type", b"text/event-stream"),
    (b"cache-control", b"no-cache, no-transform"),
    # Proxies that buffer (nginx) would hold the heartbeats back.
    (b"x-accel-buffering", b"no"),
]
# Accept values that admit an SSE answer, as the SDK reads them (check_accept_headers).
_ADMITS_SSE = frozenset({b"text/event-stream", b"text/*", b"*/*"})


def sse_event(data: bytes) -> bytes:
    """One SSE ``message`` event carrying one JSON-RPC message (one line of JSON)."""
    return b"event: message\r\ndata: " + data + b"\r\n\r\n"


class ProgressStreams:
    """Decides, per request, whether a call's answer streams progress (:meth:`stream_for`)."""

    def __init__(self, *, blocking: Collection[str], interval_s: float) -> None:
        self.blocking = frozenset(blocking)
        self.interval_s = interval_s

    def stream_for(
        self, scope: Scope, message: dict[str, Any], send: Send
    ) -> ProgressStream | None:
        """A stream for a token-bearing call of a blocking tool from an SSE-capable client."""
        if message.get("method") != "tools/call" or "id" not in message:
            return None
        params = message.get("params")
        name = params.get("name") if isinstance(params, dict) else None
        if not isinstance(name, str) or name not in self.blocking:
            return None
        token = progress_token(params)
        if token is None or not _admits_sse(scope):
            return None
        return ProgressStream(send, token, self.interval_s)


class ProgressStream:
    """One call's heartbeat (:attr:`heartbeat`) and the ``send`` its path answers through."""

    def __init__(self, send: Send, token: str | int, interval_s: float) -> None:
        self._send = send
        self._token = token
        self.heartbeat = Heartbeat(self.report, interval_s)
        self.streaming = False  # the SSE response has started
        self._parts: list[bytes] = []

    async def report(self, progress: float, total: float, message: str) -> None:
        """Send one ``notifications/progress`` event (starting the stream at the first).

        Never called once the path answers: a wait's heartbeat stops before it returns.
        """
        if not self.streaming:
            self.streaming = True
            await self._send({"type": "http.response.start", "status": 200, "headers": SSE_HEADERS})
        notification = {
            "jsonrpc": "2.0",
            "method": "notifications/progress",
            "params": {
                "progressToken": self._token,
                "progress": progress,
                "total": total,
                "message": message,
            },
        }
        await self._send(
            {
                "type": "http.response.body",
                "body": sse_event(json_bytes(notification)),
                "more_body": True,
            }
        )

    async def send(self, message: Message) -> None:
        """The path's ``send``: as is before the stream starts, its last event after."""
        if not self.streaming:
            await self._send(message)
            return
        if message["type"] != "http.response.body":
            return  # its own response start: the stream has started instead
        self._parts.append(message.get("body", b""))
        if message.get("more_body", False):
            return
        answer = b"".join(self._parts)
        if b"\n" in answer or b"\r" in answer:  # an SSE data line holds no line break
            answer = json_bytes(json.loads(answer))
        await self._send({"type": "http.response.body", "body": sse_event(answer)})


def _admits_sse(scope: Scope) -> bool:
    for name, value in scope["headers"]:
        if name == b"accept":  # the first, as the SDK reads it
            media_types = {part.split(b";")[0].strip().lower() for part in value.split(b",")}
            return not media_types.isdisjoint(_ADMITS_SSE)
    return False
