"""A small closed-loop HTTP/1.1 load generator on plain asyncio streams.

Each of ``concurrency`` workers holds one keep-alive connection and sends the same
request back to back until the deadline or the request budget is reached. It parses
only what it must (status line, ``content-length`` or chunked framing), so one core
drives far more requests than one Python ASGI process can answer.
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from dataclasses import dataclass, field

__all__ = ["LoadResult", "drive", "paced", "post_request", "send_once"]


@dataclass
class LoadResult:
    """What one closed-loop run observed."""

    latencies_s: list[float] = field(default_factory=list)
    statuses: Counter[int] = field(default_factory=Counter)
    errors: Counter[str] = field(default_factory=Counter)
    elapsed_s: float = 0.0

    @property
    def ok(self) -> int:
        return self.statuses[200]

    @property
    def non_200(self) -> int:
        return sum(n for status, n in self.statuses.items() if status != 200)


def post_request(host: str, port: int, path: str, body: bytes, headers: dict[str, str]) -> bytes:
    """The raw bytes of one keep-alive ``POST``."""
    lines = [f"POST {path} HTTP/1.1", f"Host: {host}:{port}", f"Content-Length: {len(body)}"]
    lines += [f"{name}: {value}" for name, value in headers.items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


async def _read_response(reader: asyncio.StreamReader) -> tuple[int, bytes, bool]:
    """Status, body and whether the server will close the connection."""
    head = await reader.readuntil(b"\r\n\r\n")
    status_line, _, rest = head.partition(b"\r\n")
    status = int(status_line.split(b" ", 2)[1])
    length = -1
    chunked = close = False
    for line in rest.lower().split(b"\r\n"):
        name, _, value = line.partition(b":")
        if name == b"content-length":
            length = int(value)
        elif name == b"transfer-encoding" and b"chunked" in value:
            chunked = True
        elif name == b"connection" and b"close" in value:
            close = True
    if chunked:
        parts: list[bytes] = []
        while True:
            size = int((await reader.readuntil(b"\r\n")).split(b";")[0], 16)
            if size == 0:
                await reader.readuntil(b"\r\n")  # no trailers expected
                break
            parts.append(await reader.readexactly(size))
            await reader.readexactly(2)
        return status, b"".join(parts), close
    if length >= 0:
        return status, await reader.readexactly(length), close
    return status, await reader.read(), True


async def send_once(host: str, port: int, request: bytes, timeout_s: float) -> tuple[int, bytes]:
    """One request on its own connection: status and body."""

    async def exchange() -> tuple[int, bytes]:
        reader, writer = await asyncio.open_connection(host, port)
        try:
            writer.write(request)
            status, body, _ = await _read_response(reader)
            return status, body
        finally:
            writer.close()

    return await asyncio.wait_for(exchange(), timeout_s)


async def _worker(
    host: str,
    port: int,
    request: bytes,
    deadline: float,
    budget: list[int],
    result: LoadResult,
) -> None:
    reader: asyncio.StreamReader | None = None
    writer: asyncio.StreamWriter | None = None
    try:
        while budget[0] > 0 and time.perf_counter() < deadline:
            budget[0] -= 1
            if writer is None:
                reader, writer = await asyncio.open_connection(host, port)
            assert reader is not None
            started = time.perf_counter()
            try:
                writer.write(request)
                status, _, close = await _read_response(reader)
            except (OSError, asyncio.IncompleteReadError, ValueError) as exc:
                result.errors[type(exc).__name__] += 1
                writer.close()
                reader = writer = None
                continue
            result.latencies_s.append(time.perf_counter() - started)
            result.statuses[status] += 1
            if close:
                writer.close()
                reader = writer = None
    finally:
        if writer is not None:
            writer.close()


async def drive(
    host: str,
    port: int,
    request: bytes,
    *,
    concurrency: int,
    duration_s: float,
    max_requests: int,
    timeout_s: float = 30.0,
) -> LoadResult:
    """Send ``request`` from ``concurrency`` connections for ``duration_s`` (or the budget).

    A worker still waiting for an answer ``timeout_s`` after the deadline is cancelled
    and counted as an error ``Timeout``.
    """
    result = LoadResult()
    budget = [max_requests]
    started = time.perf_counter()
    deadline = started + duration_s
    workers = [
        asyncio.ensure_future(_worker(host, port, request, deadline, budget, result))
        for _ in range(concurrency)
    ]
    _, stuck = await asyncio.wait(workers, timeout=duration_s + timeout_s)
    for task in stuck:
        task.cancel()
        result.errors["Timeout"] += 1
    if stuck:
        await asyncio.wait(stuck)
    result.elapsed_s = time.perf_counter() - started
    return result


async def paced(
    host: str,
    port: int,
    request: bytes,
    *,
    interval_s: float,
    duration_s: float,
    timeout_s: float = 60.0,
) -> LoadResult:
    """Send ``request`` every ``interval_s`` on one keep-alive connection (open loop).

    Each latency runs from when the request was due, not from when it could be sent, so
    a stall counts once for every request it delays (no coordinated omission).
    """
    result = LoadResult()
    reader, writer = await asyncio.open_connection(host, port)
    started = due = time.perf_counter()
    try:
        while due < started + duration_s:
            delay = due - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            writer.write(request)
            status, _, close = await asyncio.wait_for(_read_response(reader), timeout_s)
            result.latencies_s.append(time.perf_counter() - due)
            result.statuses[status] += 1
            due += interval_s
            if close:
                writer.close()
                reader, writer = await asyncio.open_connection(host, port)
    finally:
        writer.close()
    result.elapsed_s = time.perf_counter() - started
    return result
