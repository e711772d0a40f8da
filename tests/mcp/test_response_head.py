"""The pool reads a response head without the email parser, and the SDK cannot tell.

Every head below, well-formed or not, comes out of a pooled upstream call exactly as
out of stock urllib: status, reason, headers, body, or the same error.
"""

from __future__ import annotations

import http.client
import io
import random
import socket
import threading
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from typing import BinaryIO

import pytest

from mailsocket_mcp.upstream import pool, tap
from mailsocket_mcp.upstream.response_head import (
    MAX_HEADERS,
    MAX_LINE,
    LeanHeadResponse,
    read_head,
)

JSON = b"Content-Type: application/json\r\n"
ANSWERS: dict[str, bytes] = {
    "plain": b"HTTP/1.1 200 OK\r\n" + JSON + b"Content-Length: 11\r\nX-Pad:  \t v  \r\n\r\n"
    b'{"data": 1}',
    "repeated": b"HTTP/1.1 200 OK\r\nSet-Cookie: a=1\r\nset-cookie: b=2\r\nContent-Length: 2\r\n"
    b"\r\nok",
    "lf-only": b"HTTP/1.1 200 OK\nContent-Length: 2\nX-A: b\n\nok",
    "folded": b"HTTP/1.1 200 OK\r\nX-Folded: a\r\n b\r\nContent-Length: 2\r\n\r\nok",
    "bare-cr": b"HTTP/1.1 200 OK\r\nX-Cr: a\rb\r\nContent-Length: 2\r\n\r\nok",
    "latin-1": b"HTTP/1.1 200 OK\r\nX-Name: caf\xe9\r\nContent-Length: 2\r\n\r\nok",
    "not-a-header": b"HTTP/1.1 200 OK\r\nX-A: 1\r\nnot a header\r\nContent-Length: 2\r\n\r\nok",
    "empty-name": b"HTTP/1.1 200 OK\r\n: odd\r\nContent-Length: 2\r\n\r\nok",
    "chunked": b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n" + JSON + b"\r\n"
    b'5\r\n{"a":\r\n2\r\n1}\r\n0\r\n\r\n',
    "until-close": b"HTTP/1.0 200 OK\r\n" + JSON + b"\r\n[1, 2]",
    "no-content": b"HTTP/1.1 204 No Content\r\nContent-Length: 0\r\n\r\n",
    "continue": b"HTTP/1.1 100 Continue\r\nX-Skip: 1\r\n\r\n"
    b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok",
    "negative-length": b"HTTP/1.0 200 OK\r\nContent-Length: -5\r\n\r\nok",
    "bad-length": b"HTTP/1.0 200 OK\r\nContent-Length: x\r\n\r\nok",
    "not-found": b"HTTP/1.1 404 Not Found\r\n" + JSON + b'Content-Length: 13\r\n\r\n{"error": {}}',
    "too-many": b"HTTP/1.1 200 OK\r\n"
    + b"".join(b"X-%d: v\r\n" % n for n in range(MAX_HEADERS + 1))
    + b"\r\n",
    "too-long": b"HTTP/1.1 200 OK\r\nX-Long: " + b"v" * MAX_LINE + b"\r\n\r\n",
    "bad-status": b"HTTP/1.1 abc OK\r\n\r\n",
    "unknown-protocol": b"HTTP/2.0 200 OK\r\nContent-Length: 2\r\n\r\nok",
}


@pytest.fixture(scope="module")
def raw_server() -> Iterator[str]:
    """Answers ``GET /<name>`` with ``ANSWERS[name]`` as it stands, then closes."""
    listener = socket.create_server(("127.0.0.1", 0))
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set():
            try:
                connection, _ = listener.accept()
            except OSError:
                return
            with connection:
                request = b""
                while b"\r\n\r\n" not in request:
                    part = connection.recv(4096)
                    if not part:
                        break
                    request += part
                name = request.split(b" ", 2)[1].decode().lstrip("/")
                connection.sendall(ANSWERS.get(name, b"HTTP/1.1 500 X\r\n\r\n"))
                connection.shutdown(socket.SHUT_WR)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        with pool.installed():
            yield f"http://127.0.0.1:{listener.getsockname()[1]}"
    finally:
        stop.set()
        listener.close()
        thread.join(5)


def _fetch(url: str, *, pooled: bool) -> tuple[object, ...]:
    """What the SDK can see of a GET: the answer's parts, or the error's."""
    token = tap.current_tap.set(tap.CallTap() if pooled else None)
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return (response.status, response.reason, response.headers.items(), response.read())
    except urllib.error.HTTPError as exc:
        return ("HTTPError", exc.code, exc.reason, exc.headers.items(), exc.read())
    except (http.client.HTTPException, urllib.error.URLError) as exc:
        return (type(exc).__name__, str(exc))
    finally:
        tap.current_tap.reset(token)


@pytest.mark.parametrize("name", sorted(ANSWERS))
def test_a_pooled_call_sees_every_head_as_stock_urllib_does(raw_server: str, name: str) -> None:
    url = f"{raw_server}/{name}"
    assert _fetch(url, pooled=True) == _fetch(url, pooled=False)


def _parity(head: bytes) -> None:
    """The same message (or error), and the same bytes left to read after the head, from
    http.client, from :func:`read_head` line by line (a stream without ``peek``), and
    from :func:`read_head` on a buffered reader as a socket's (the whole head at once)."""

    def outcome(read: Callable[[BinaryIO], http.client.HTTPMessage], fp: BinaryIO) -> object:
        try:
            message = read(fp)
        except http.client.HTTPException as exc:
            return (type(exc), str(exc))
        parts = (message.items(), message.get_payload(), [type(d) for d in message.defects])
        return (*parts, fp.read())

    stock = outcome(http.client.parse_headers, io.BytesIO(head + b"body"))
    assert outcome(read_head, io.BytesIO(head + b"body")) == stock, head
    buffered = io.BufferedReader(io.BytesIO(head + b"body"))
    assert outcome(read_head, buffered) == stock, head


@pytest.mark.parametrize("answer", sorted(ANSWERS))
def test_each_head_reads_as_http_client_reads_it(answer: str) -> None:
    _parity(ANSWERS[answer].split(b"\n", 1)[1])


def test_a_plain_head_in_the_buffer_is_taken_in_one_piece() -> None:
    """What every upstream answer's head takes (else the lean path saves nothing)."""

    class NoLines(io.BufferedReader):
        def readline(self, size: int | None = -1) -> bytes:
            raise AssertionError("read line by line")

    head = ANSWERS["plain"].split(b"\n", 1)[1]
    message = read_head(NoLines(io.BytesIO(head)))
    assert message.items() == [
        ("Content-Type", "application/json"),
        ("Content-Length", "11"),
        ("X-Pad", "v  "),
    ]


def test_random_heads_read_as_http_client_reads_them() -> None:
    rng = random.Random(18)
    pieces = [b"A", b"x-y", b":", b": ", b" ", b"\t", b"v", b"\r", b"\r\n", b"\n", b"\xe9"]
    pieces.append(b"From ")
    for _ in range(3000):
        lines = [
            b"".join(rng.choice(pieces) for _ in range(rng.randint(0, 6)))
            for _ in range(rng.randint(0, 5))
        ]
        _parity(b"\r\n".join(lines) + rng.choice([b"\r\n\r\n", b"\n\n", b"\r\n", b""]))


class _Socket:
    """What ``HTTPResponse`` takes: something whose ``makefile`` is a socket's reader."""

    def __init__(self, data: bytes) -> None:
        self.data = data

    def makefile(self, mode: str) -> io.BufferedReader:
        return io.BufferedReader(io.BytesIO(self.data))


def _status(response_class: type[http.client.HTTPResponse], data: bytes) -> object:
    response = response_class(_Socket(data))  # type: ignore[arg-type]
    try:
        response.begin()
    except http.client.HTTPException as exc:
        return (type(exc), str(exc))
    return (response.version, response.status, response.reason, response.read())


def test_random_status_lines_read_as_http_client_reads_them() -> None:
    rng = random.Random(27)
    pieces = [b"HTTP/1.1", b"HTTP/1.0", b"HTTP/2", b"HTTP/1.1 ", b" ", b"\t", b"200", b"99"]
    pieces += [b"1000", b"404", b"OK", b"Not Found", b"\xe9", b"\r", b"\n", b"\r\n", b"x"]
    for _ in range(3000):
        line = b"".join(rng.choice(pieces) for _ in range(rng.randint(0, 6)))
        data = line + rng.choice([b"\r\n", b"\n", b""]) + b"Content-Length: 2\r\n\r\nok"
        assert _status(LeanHeadResponse, data) == _status(http.client.HTTPResponse, data), data


@pytest.mark.parametrize(
    "line", [b"HTTP/1.1 200 OK", b"HTTP/1.0 404 Not  Found\t", b"HTTP/1.1 204", b"HTTP/1.1 999 "]
)
def test_a_plain_status_line_reads_as_http_client_reads_it(line: bytes) -> None:
    data = line + b"\r\nContent-Length: 2\r\n\r\nok"
    assert _status(LeanHeadResponse, data) == _status(http.client.HTTPResponse, data)
