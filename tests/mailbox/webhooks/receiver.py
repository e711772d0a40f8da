"""A small real HTTP server on 127.0.0.1 that records every request it gets and answers each
with the next status of a script (the last one again once the script runs out)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import anyio
from anyio.abc import SocketStream

MAX_HEAD = 64 * 1024


@dataclass(frozen=True)
class Request:
    method: str
    path: str
    headers: dict[str, str]  # names in lower case
    body: bytes

    def json(self) -> Any:
        import json

        return json.loads(self.body)


@dataclass
class Receiver:
    port: int
    answers: list[tuple[int, dict[str, str]]]
    requests: list[Request] = field(default_factory=list)
    _arrived: anyio.Event = field(default_factory=anyio.Event)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/hook?via=test"

    async def wait_for(self, count: int, seconds: float = 10.0) -> list[Request]:
        """The first ``count`` requests, waiting for them at most ``seconds``."""
        with anyio.fail_after(seconds):
            while len(self.requests) < count:
                await self._arrived.wait()
        return self.requests[:count]

    async def serve(self, stream: SocketStream) -> None:
        async with stream:
            buffer = b""
            while b"\r\n\r\n" not in buffer and len(buffer) < MAX_HEAD:
                chunk = await stream.receive()
                if not chunk:
                    return
                buffer += chunk
            head, _, body = buffer.partition(b"\r\n\r\n")
            lines = head.decode("latin-1").split("\r\n")
            method, path, _ = lines[0].split(" ", 2)
            headers = {}
            for line in lines[1:]:
                name, _, value = line.partition(":")
                headers[name.strip().lower()] = value.strip()
            length = int(headers.get("content-length", "0"))
            while len(body) < length:
                body += await stream.receive()
            self.requests.append(Request(method, path, headers, body))
            status, extra = self.answers[min(len(self.requests), len(self.answers)) - 1]
            lines_out = [f"HTTP/1.1 {status} X", "Content-Length: 2", "Connection: close"]
            lines_out += [f"{k}: {v}" for k, v in extra.items()]
            await stream.send(("\r\n".join(lines_out) + "\r\n\r\nok").encode())
            arrived, self._arrived = self._arrived, anyio.Event()
            arrived.set()


@asynccontextmanager
async def receiving(
    answers: Sequence[int | tuple[int, dict[str, str]]] = (200,),
) -> AsyncIterator[Receiver]:
    """A receiver on a free loopback port for the block's length."""
    script = [a if isinstance(a, tuple) else (a, {}) for a in answers]
    listener = await anyio.create_tcp_listener(local_host="127.0.0.1", local_port=0)
    port = listener.extra(anyio.abc.SocketAttribute.local_port)  # noqa: S610 - anyio, not Django
    receiver = Receiver(port=port, answers=script)
    async with listener, anyio.create_task_group() as group:
        group.start_soon(listener.serve, receiver.serve)
        try:
            yield receiver
        finally:
            group.cancel_scope.cancel()
