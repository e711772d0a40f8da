"""Raw HTTP/1.1 over a socket: for what no HTTP client library would send."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import anyio
from anyio.abc import SocketStream
from anyio.streams.buffered import BufferedByteReceiveStream

CRLF = b"\r\n"


@dataclass
class RawResponse:
    status: int
    headers: dict[str, str]  # lower-case names; the last value of a repeated header wins
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


class RawConnection:
    """One TCP connection to 127.0.0.1 that sends bytes as given."""

    def __init__(self, stream: SocketStream) -> None:
        self.stream = stream
        self.reader = BufferedByteReceiveStream(stream)

    @classmethod
    async def open(cls, port: int) -> RawConnection:
        return cls(await anyio.connect_tcp("127.0.0.1", port))

    async def send(self, data: bytes) -> None:
        await self.stream.send(data)

    async def response(self) -> RawResponse:
        """The next response; raises ``anyio.IncompleteRead`` if the server closes first."""
        head = await self.reader.receive_until(CRLF + CRLF, 1 << 16)
        status_line, *lines = head.split(CRLF)
        headers = {}
        for line in lines:
            name, _, value = line.partition(b":")
            headers[name.strip().lower().decode()] = value.strip().decode()
        body = await self.reader.receive_exactly(int(headers.get("content-length", "0")))
        return RawResponse(int(status_line.split()[1]), headers, body)

    async def closed_by_server(self) -> bool:
        """True once the server has closed the connection (EOF or reset) with nothing more."""
        try:
            leftover = await self.reader.receive(1)
        except (anyio.EndOfStream, anyio.BrokenResourceError, ConnectionResetError):
            return True
        raise AssertionError(f"expected the connection to close, got {leftover!r}")

    async def aclose(self) -> None:
        await self.stream.aclose()


class RawConnections:
    """Opens raw connections and closes every one of them at the end of the block."""

    def __init__(self) -> None:
        self.opened: list[RawConnection] = []

    async def open(self, port: int) -> RawConnection:
        connection = await RawConnection.open(port)
        self.opened.append(connection)
        return connection

    async def __aenter__(self) -> RawConnections:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        for connection in self.opened:
            await connection.aclose()


def request(
    method: str,
    target: str,
    host: str,
    headers: dict[str, str] | None = None,
    body: bytes = b"",
    *,
    extra: list[tuple[str, str]] | None = None,
) -> bytes:
    """The bytes of one request; ``extra`` lines may repeat a header name."""
    lines = [f"{method} {target} HTTP/1.1", f"Host: {host}"]
    lines += [f"{name}: {value}" for name, value in (headers or {}).items()]
    lines += [f"{name}: {value}" for name, value in extra or []]
    if (body or method == "POST") and "content-length" not in {n.lower() for n in headers or {}}:
        lines.append(f"Content-Length: {len(body)}")
    return (CRLF.join(line.encode("latin-1") for line in lines)) + CRLF + CRLF + body
