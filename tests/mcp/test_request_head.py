"""The pool writes request header lines itself, and the server cannot tell.

Every line below, plain or not, becomes the very bytes stock ``http.client`` writes for
it, or fails with the same error: no line break ever reaches the request.
"""

from __future__ import annotations

import http.client
import urllib.request

import pytest

from mailsocket_mcp.upstream import pool, tap
from mailsocket_mcp.upstream.request_head import LeanHeaderConnection
from tests.support.one_exchange import one_exchange

LINES: list[tuple[object, tuple[object, ...]]] = [
    ("Authorization", ("Bearer sk_test_abc",)),
    ("User-Agent", ("mailsocket-python/0.3.1",)),
    ("X-Empty", ("",)),
    ("X-Tab", ("a\tb  ",)),
    ("X-Symbols", ("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",)),
    ("x~!#$%&'*+-.^_`|", ("v",)),
    ("X-Many", ("a", "b")),
    ("X-None", ()),
    ("X-Int", (42,)),
    (b"X-Bytes", (b"v",)),
    ("X-Bytes-Value", (b"v\r\n\tw",)),
    ("X-Latin", ("caf\xe9",)),
    ("X-Wide", ("\u20ac",)),
    ("X-Del", ("a\x7fb",)),
    ("X-Ctl", ("a\x00b",)),
    ("X-Folded", ("a\r\n b",)),
    ("X-Inject", ("a\r\nEvil: 1",)),
    ("X-Lf", ("a\nEvil: 1",)),
    ("X-Cr", ("a\rb",)),
    ("X-Trailing-Crlf", ("a\r\n",)),
    ("A: b", ("c",)),
    ("A:", ("c",)),
    ("Two Words", ("v",)),
    (" Lead", ("v",)),
    ("Evil\r\nX", ("v",)),
    ("", ("v",)),
    ("Caf\xe9", ("v",)),
]


class _Str(str):
    """A str subclass: not ``str`` itself, so it takes the stock path."""


def _written(
    connection: http.client.HTTPConnection, header: object, values: tuple[object, ...]
) -> object:
    connection.putrequest("GET", "/", skip_host=True, skip_accept_encoding=True)
    try:
        connection.putheader(header, *values)  # type: ignore[arg-type]
    except Exception as exc:  # the same kind of error, with the same words
        return (type(exc), str(exc))
    return list(connection._buffer)  # type: ignore[attr-defined]


@pytest.mark.parametrize(("header", "values"), [*LINES, (_Str("X-Sub"), (_Str("v"),))])
def test_a_header_line_is_written_as_stock_http_client_writes_it(
    header: object, values: tuple[object, ...]
) -> None:
    stock = _written(http.client.HTTPConnection("example.test"), header, values)
    lean = _written(LeanHeaderConnection("example.test"), header, values)
    assert lean == stock


class _Sink:
    """A socket that takes whatever is sent."""

    def __init__(self) -> None:
        self.sent: list[bytes] = []

    def sendall(self, data: bytes) -> None:
        self.sent.append(data)


def test_a_plain_header_line_is_written_without_the_stock_path(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The lines every upstream request has take the lean path (else it saves nothing)."""

    def refuse(*args: object) -> None:
        raise AssertionError("the stock putheader was used")

    monkeypatch.setattr(http.client.HTTPConnection, "putheader", refuse)
    lean = _written(LeanHeaderConnection("example.test"), "Authorization", ("Bearer x",))
    assert lean == [b"GET / HTTP/1.1", b"Authorization: Bearer x"]


@pytest.mark.parametrize("connection_class", [http.client.HTTPConnection, LeanHeaderConnection])
def test_a_header_line_outside_a_request_is_refused_as_by_stock_http_client(
    connection_class: type[http.client.HTTPConnection],
) -> None:
    connection = connection_class("example.test")
    with pytest.raises(http.client.CannotSendHeader):
        connection.putheader("Accept", "application/json")
    sink = _Sink()
    connection.sock = sink
    connection.request("GET", "/", headers={"Accept": "application/json"})
    with pytest.raises(http.client.CannotSendHeader):
        connection.putheader("Accept", "application/json")
    assert sink.sent == [
        b"GET / HTTP/1.1\r\nHost: example.test\r\nAccept-Encoding: identity\r\n"
        b"Accept: application/json\r\n\r\n"
    ]


def _request_sent(*, pooled: bool) -> bytes:
    """The bytes of an SDK-like request as a server receives them, through the pool or
    through stock urllib."""
    token = tap.current_tap.set(tap.CallTap() if pooled else None)
    try:
        with (
            one_exchange(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}") as server,
            pool.installed(),
        ):
            request = urllib.request.Request(
                server.url("/api/v1/inboxes/inb_1/messages"),
                headers={
                    "Accept": "application/json",
                    "User-Agent": "mailsocket-python/0.3.1",
                    "Host": "api.example.test",
                    "Authorization": "Bearer sk_test_\tx",
                },
            )
            with urllib.request.urlopen(request, timeout=10) as response:
                response.read()
    finally:
        tap.current_tap.reset(token)
    return server.received[0]


def test_a_pooled_request_is_sent_as_stock_urllib_sends_it_but_kept_alive() -> None:
    stock = _request_sent(pooled=False)
    assert b"\r\nConnection: close\r\n" in stock
    assert _request_sent(pooled=True) == stock.replace(
        b"Connection: close", b"Connection: keep-alive"
    )
