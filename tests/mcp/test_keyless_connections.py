"""Connections that never bring a key cannot lock keyed callers out of the connection cap.

A stranger can pipeline requests that need no key (the server card, ``/healthz``, a 401)
and never read the answers: each such connection stays busy with an answer it cannot
send. These tests attack a real gateway over raw sockets and check that a keyed caller
(the ``mcp`` SDK client) is still served at once.
"""

from __future__ import annotations

import select
import socket
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path

import anyio
import anyio.to_thread
import httpx2
import pytest
from starlette.types import ASGIApp, Receive, Scope, Send

from mailsocket_mcp.config import ConnectionLimits, GatewaySettings
from mailsocket_mcp.http.app import CARD_PATH
from mailsocket_mcp.http.connection import MAX_PIPELINED
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .raw import RawConnection, RawConnections, request
from .servers import GatewayHandle, mcp_session, running_gateway, running_gateway_process
from .test_progress_stream import _wait_for_metrics

pytestmark = pytest.mark.anyio

CAP = 8  # the smallest MCP_MAX_CONNECTIONS allowed
ATTACKERS = CAP + 6
# Card requests per attacking socket, more than the kernel's send buffer takes (about
# 2.8 MB on loopback, the card is 16 KB). Sent one by one: a read that ends inside a
# request would make the pipeline one long head, refused with 431.
PIPELINED = 400
BOUND = 10  # well under the 30 s write deadline the stalled answers would hold


def _card_request(port: int) -> bytes:
    return request("GET", CARD_PATH, f"127.0.0.1:{port}")


def _stalled_attacker(port: int, data: bytes, count: int) -> socket.socket:
    """A socket with a tiny receive window that sends ``data`` ``count`` times, never reading."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.settimeout(BOUND)
    sock.connect(("127.0.0.1", port))
    try:
        for _ in range(count):
            sock.sendall(data)
    except OSError:  # the gateway closed it already: that is one way to end the attack
        pass
    return sock


def _answered(sock: socket.socket) -> None:
    """Until the gateway has written something to ``sock``, or closed it (never reading it)."""
    readable, _, _ = select.select([sock], [], [], BOUND)
    assert readable, "the gateway neither answered nor closed an attacking socket"


def mcp_free_http(gateway: GatewayHandle) -> httpx2.AsyncClient:
    return httpx2.AsyncClient(base_url=gateway.root_url, timeout=5)


@contextmanager
def closing_all() -> Iterator[list[socket.socket]]:
    sockets: list[socket.socket] = []
    try:
        yield sockets
    finally:
        for sock in sockets:
            sock.close()


async def attack(port: int, sockets: list[socket.socket], data: bytes, times: int) -> None:
    """``ATTACKERS`` sockets, each pipelining ``data`` ``times`` times; until each is answered."""
    for _ in range(ATTACKERS):
        sockets.append(await anyio.to_thread.run_sync(_stalled_attacker, port, data, times))
    for sock in sockets:
        await anyio.to_thread.run_sync(_answered, sock)


async def test_pipelined_card_requests_never_read_do_not_lock_a_keyed_caller_out(
    sandbox: SandboxHandle, key: str, tmp_path: Path
) -> None:
    env = {"MCP_MAX_CONNECTIONS": str(CAP)}
    with (
        running_gateway_process(sandbox.base_url, tmp_path / "gw.log", env) as gateway,
        closing_all() as sockets,
    ):
        await attack(gateway.port, sockets, _card_request(gateway.port), PIPELINED)
        with anyio.fail_after(BOUND):
            async with mcp_session(gateway.mcp_url, key) as client:
                listed = await client.call_tool("list_inboxes", {})
    assert not listed.is_error


# --- one gateway in this process, with test paths that hold or flood a keyless request ---

HOLD_PATH, FLOOD_PATH = "/test/hold", "/test/flood"
FLOOD = b"x" * (8 << 20)  # more than the kernel's buffers take (about 2.8 MB on loopback)


def with_test_paths(app: ASGIApp) -> ASGIApp:
    """The gateway, plus two keyless answers a stranger could cause with real routes only
    on a slower network: one that never ends, one too large for the buffers."""

    async def wrapped(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] not in (HOLD_PATH, FLOOD_PATH):
            await app(scope, receive, send)
            return
        await send({"type": "http.response.start", "status": 200, "headers": []})
        if scope["path"] == FLOOD_PATH:
            await send({"type": "http.response.body", "body": FLOOD})
            return
        while (await receive())["type"] != "http.disconnect":
            pass

    return wrapped


SHARE = 4
SMALL_CAP = 8


@contextmanager
def gateway_with(sandbox: SandboxHandle, **limits: float) -> Iterator[GatewayHandle]:
    connections = ConnectionLimits(
        max_connections=SMALL_CAP, header_timeout_s=60, idle_timeout_s=60, **limits
    )
    settings = GatewaySettings(upstream_base_url=sandbox.base_url, connections=connections)
    with running_gateway(settings, wrap=with_test_paths) as handle:
        yield handle


@pytest.fixture
def guarded(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    with gateway_with(
        sandbox, max_keyless_per_address=SHARE, keyless_write_timeout_s=0.5
    ) as handle:
        yield handle


async def open_from(address: str, port: int) -> RawConnection:
    return RawConnection(await anyio.connect_tcp("127.0.0.1", port, local_host=address))


async def healthz(connection: RawConnection, port: int) -> int:
    await connection.send(request("GET", "/healthz", f"127.0.0.1:{port}"))
    return (await connection.response()).status


@asynccontextmanager
async def raw_connections() -> AsyncIterator[RawConnections]:
    async with RawConnections() as raw:
        yield raw


async def metrics(gateway: GatewayHandle) -> str:
    async with mcp_free_http(gateway) as http:
        return str((await http.get("/metrics")).text)


async def test_keyless_connections_past_an_address_share_get_503_while_its_keyed_caller_is_served(
    guarded: GatewayHandle, key: str
) -> None:
    port = guarded.port
    async with raw_connections() as raw:
        with anyio.fail_after(BOUND):
            for _ in range(SHARE):
                assert await healthz(await raw.open(port), port) == 200
            extra = await raw.open(port)
            await extra.send(request("GET", CARD_PATH, f"127.0.0.1:{port}"))
            refused = await extra.response()
            assert await extra.closed_by_server()
            async with mcp_session(guarded.mcp_url, key) as client:
                assert not (await client.call_tool("list_inboxes", {})).is_error
            other = await open_from("127.0.0.2", port)
            raw.opened.append(other)
            assert await healthz(other, port) == 200
            await raw.opened[0].aclose()  # one of the share closes: room for another
            assert await healthz(await raw.open(port), port) == 200
    assert refused.status == 503
    assert refused.headers["content-type"] == "application/json"
    assert refused.headers["retry-after"] == "1"
    assert refused.json()["error"]["code"] == "too_many_connections"
    assert "without a key" in refused.json()["error"]["message"]


async def test_a_made_up_authorization_header_does_not_escape_the_address_share(
    guarded: GatewayHandle,
) -> None:
    """A 401 counts as keyless: past the share, its connection is closed after the answer."""
    port = guarded.port
    unauthorised = request(
        "POST", "/mcp", f"127.0.0.1:{port}", {"Authorization": "Bearer nope"}, b"{}"
    )
    async with raw_connections() as raw:
        with anyio.fail_after(BOUND):
            for _ in range(SHARE):
                assert await healthz(await raw.open(port), port) == 200
            extra = await raw.open(port)
            await extra.send(unauthorised)
            assert (await extra.response()).status == 401
            assert await extra.closed_by_server()


async def test_more_than_the_pipelining_bound_gets_that_many_answers_and_then_a_close(
    guarded: GatewayHandle,
) -> None:
    port = guarded.port
    async with raw_connections() as raw:
        connection = await raw.open(port)
        await connection.send(request("GET", "/healthz", f"127.0.0.1:{port}") * 50)
        with anyio.fail_after(BOUND):
            answers = [await connection.response() for _ in range(MAX_PIPELINED + 1)]
            assert await connection.closed_by_server()
    assert [answer.status for answer in answers] == [200] * (MAX_PIPELINED + 1)
    assert answers[-1].headers["connection"] == "close"
    assert 'mcp_connection_refusals_total{reason="pipeline_full"} 1.0' in await metrics(guarded)


async def test_keyless_requests_in_progress_are_evicted_for_a_keyed_caller(
    guarded: GatewayHandle, key: str
) -> None:
    port = guarded.port
    hold = request("GET", HOLD_PATH, f"127.0.0.1:{port}")
    async with raw_connections() as raw:
        with anyio.fail_after(BOUND):
            held = []
            for n in range(SMALL_CAP):
                connection = await (raw.open(port) if n < SHARE else open_from("127.0.0.2", port))
                raw.opened.append(connection)
                await connection.send(hold)
                await connection.reader.receive_until(b"\r\n\r\n", 4096)  # the answer began
                held.append(connection)
            async with mcp_session(guarded.mcp_url, key) as client:
                assert not (await client.call_tool("list_inboxes", {})).is_error
            assert await held[0].closed_by_server()
    assert 'reason="evicted_keyless"' in await metrics(guarded)


async def test_a_keyless_answer_left_unread_is_dropped_after_the_short_write_deadline(
    guarded: GatewayHandle,
) -> None:
    sock = await anyio.to_thread.run_sync(
        _stalled_attacker, guarded.port, request("GET", FLOOD_PATH, f"127.0.0.1:{guarded.port}"), 1
    )
    try:
        with anyio.fail_after(BOUND):  # 30 s for a keyed answer; 0.5 s here
            await _wait_for_metrics(
                guarded,
                'mcp_connection_refusals_total{reason="write_stalled"} 1.0',
            )
    finally:
        sock.close()


async def test_a_closing_connection_with_its_answer_unsent_is_evicted_first(
    sandbox: SandboxHandle, key: str
) -> None:
    """``Connection: close`` on an answer the client never reads: the connection would wait
    for it to be sent; at the cap it is the first to go, before idle ones."""
    with gateway_with(sandbox, max_keyless_per_address=0) as gateway:
        port = gateway.port
        flood = request("GET", FLOOD_PATH, f"127.0.0.1:{port}", {"Connection": "close"})
        sock = await anyio.to_thread.run_sync(_stalled_attacker, port, flood, 1)
        try:
            await anyio.to_thread.run_sync(_answered, sock)
            async with raw_connections() as raw:
                with anyio.fail_after(BOUND):
                    for _ in range(SMALL_CAP - 1):
                        assert await healthz(await raw.open(port), port) == 200
                    async with mcp_session(gateway.mcp_url, key) as client:
                        assert not (await client.call_tool("list_inboxes", {})).is_error
                    counted = await metrics(gateway)
        finally:
            sock.close()
    assert 'mcp_connection_refusals_total{reason="evicted_closing"} 1.0' in counted
