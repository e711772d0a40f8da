"""The connection cap, over raw sockets: who is evicted to make room, and when a newcomer gets 503.

Connections are accepted in the order they were opened, so a raw socket whose
``connect`` returned before the next one opens is always the older of the two.
"""

from __future__ import annotations

import json
import resource
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import anyio.to_thread
import httpx2
import pytest

from mailsocket_mcp.config import ConnectionLimits, GatewaySettings, WaitLimits
from mailsocket_mcp.http.fd_limit import connection_cap, raise_open_files_limit
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .conftest import new_key
from .helpers import MCP_HEADERS, tool_call
from .raw import RawConnection, RawConnections, RawResponse, request
from .servers import GatewayHandle, mcp_session, running_gateway, running_gateway_process
from .test_progress_stream import Exchange

pytestmark = pytest.mark.anyio

CAP = 20
BOUND = 10  # seconds any exchange below may take; the deadlines are far longer
PING = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "ping"}).encode()


@pytest.fixture
def capped(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    """A cap of 20, deadlines too long to close anything during a test, room for 20 waits,
    and no per-address share (every test socket comes from 127.0.0.1)."""
    limits = ConnectionLimits(
        max_connections=CAP,
        header_timeout_s=60,
        body_timeout_s=60,
        idle_timeout_s=60,
        max_keyless_per_address=0,
    )
    settings = GatewaySettings(
        upstream_base_url=sandbox.base_url,
        connections=limits,
        limits=WaitLimits(per_key_waits=CAP, process_waits=CAP),
        progress_interval_s=0.2,
    )
    with running_gateway(settings) as handle:
        yield handle


def mcp_post(gateway: GatewayHandle, key: str, body: bytes = PING, **more: str) -> bytes:
    headers = {**MCP_HEADERS, "Authorization": f"Bearer {key}", **more}
    return request("POST", "/mcp", f"127.0.0.1:{gateway.port}", headers, body)


async def ask(raw: RawConnections, gateway: GatewayHandle, data: bytes) -> RawResponse:
    connection = await raw.open(gateway.port)
    await connection.send(data)
    return await connection.response()


async def metrics(gateway: GatewayHandle) -> str:
    async with httpx2.AsyncClient(base_url=gateway.root_url, timeout=5) as http:
        return (await http.get("/metrics")).text


async def new_inbox(gateway: GatewayHandle, key: str) -> str:
    async with mcp_session(gateway.mcp_url, key) as client:
        created = await client.call_tool("create_inbox", {})
    assert created.structured_content is not None
    return str(created.structured_content["id"])


def wait_call(inbox: str, number: int) -> dict[str, Any]:
    call = tool_call("wait_for_otp", {"inbox_id": inbox, "timeout": 50}, number)
    return {**call, "params": {**call["params"], "_meta": {"progressToken": number}}}


async def held_wait(gateway: GatewayHandle, key: str, inbox: str, number: int) -> Exchange:
    """A wait the gateway is holding: its progress stream has begun (its answer's head)."""
    exchange = await Exchange.post(gateway.port, key, wait_call(inbox, number))
    assert exchange.status == 200
    assert exchange.headers["content-type"] == "text/event-stream", await exchange.body()
    return exchange


async def otp_at_the_end(exchange: Exchange) -> str:
    last: dict[str, Any] = {}
    while (event := await exchange.event()) is not None:
        last = json.loads(event.split(b"data: ", 1)[1])
    await exchange.aclose()
    return str(last["result"]["structuredContent"]["otp"])


@asynccontextmanager
async def closing(exchanges: list[Exchange]) -> AsyncIterator[list[Exchange]]:
    try:
        yield exchanges
    finally:
        for exchange in exchanges:
            await exchange.aclose()


async def test_at_the_cap_the_oldest_silent_socket_is_closed_and_a_caller_is_answered_at_once(
    raw: RawConnections, capped: GatewayHandle, key: str
) -> None:
    silent = [await raw.open(capped.port) for _ in range(CAP)]
    with anyio.fail_after(BOUND):
        answer = await ask(raw, capped, mcp_post(capped, key))
        assert answer.status == 200
        assert answer.json()["result"] == {}
        assert await silent[0].closed_by_server()
        async with mcp_session(capped.mcp_url, key) as client:
            assert not (await client.call_tool("list_inboxes", {})).is_error
        counted = await metrics(capped)
    assert 'mcp_connection_refusals_total{reason="evicted_pre_request"}' in counted


async def test_a_half_sent_request_is_evicted_like_a_silent_socket(
    raw: RawConnections, capped: GatewayHandle, key: str
) -> None:
    half_sent = await raw.open(capped.port)
    await half_sent.send(f"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:{capped.port}\r\n".encode())
    for _ in range(CAP - 1):
        await raw.open(capped.port)
    with anyio.fail_after(BOUND):
        assert (await ask(raw, capped, mcp_post(capped, key))).status == 200
        assert await half_sent.closed_by_server()


async def test_idle_keep_alive_connections_are_evicted_longest_idle_first(
    raw: RawConnections, capped: GatewayHandle, key: str
) -> None:
    healthz = request("GET", "/healthz", f"127.0.0.1:{capped.port}")
    idle: list[RawConnection] = []
    with anyio.fail_after(BOUND):
        for _ in range(CAP):
            connection = await raw.open(capped.port)
            await connection.send(healthz)
            assert (await connection.response()).status == 200
            idle.append(connection)
        # The oldest is used again: now it has been idle the shortest time.
        await idle[0].send(healthz)
        assert (await idle[0].response()).status == 200
        for evicted in idle[1:3]:  # each caller stays connected: the cap stays reached
            assert (await ask(raw, capped, mcp_post(capped, key))).status == 200
            assert await evicted.closed_by_server()
        await idle[0].send(healthz)
        assert (await idle[0].response()).status == 200  # still open
        counted = await metrics(capped)
    # Two callers, and the metrics request itself, each evicted one.
    assert 'mcp_connection_refusals_total{reason="evicted_idle"} 3.0' in counted


async def test_a_silent_socket_is_evicted_before_an_older_idle_keep_alive(
    raw: RawConnections, capped: GatewayHandle, key: str
) -> None:
    """A caller's keep-alive, idle a moment between requests, outlasts a flood of silent sockets."""
    healthz = request("GET", "/healthz", f"127.0.0.1:{capped.port}")
    with anyio.fail_after(BOUND):
        kept_alive = await raw.open(capped.port)
        await kept_alive.send(healthz)
        assert (await kept_alive.response()).status == 200
        silent = [await raw.open(capped.port) for _ in range(CAP - 1)]
        for evicted in silent[:3]:
            assert (await ask(raw, capped, mcp_post(capped, key))).status == 200
            assert await evicted.closed_by_server()
        await kept_alive.send(healthz)
        assert (await kept_alive.response()).status == 200


async def test_with_every_connection_holding_a_wait_a_newcomer_gets_503_and_the_waits_go_on(
    raw: RawConnections, capped: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    # The sandbox, like the API, holds at most 10 waits per key.
    keys = [key, new_key()]
    inboxes = [await new_inbox(capped, one) for one in keys]
    with anyio.fail_after(BOUND * 2):
        async with closing([]) as waits:
            for number in range(CAP):
                one = number % 2
                waits.append(await held_wait(capped, keys[one], inboxes[one], number))
            newcomer = await raw.open(capped.port)
            await newcomer.send(mcp_post(capped, key))
            refused = await newcomer.response()
            assert await newcomer.closed_by_server()
            for inbox in inboxes:
                await anyio.to_thread.run_sync(
                    lambda inbox=inbox: sandbox.deliver(
                        inbox, subject="Your verification code 246810"
                    )
                )
            codes = [await otp_at_the_end(wait) for wait in waits]
        counted = await metrics(capped)
    assert refused.status == 503
    assert refused.headers["content-type"] == "application/json"
    assert refused.headers["retry-after"] == "1"
    assert refused.headers["connection"] == "close"
    assert refused.json()["error"]["code"] == "overloaded"
    assert codes == ["246810"] * CAP
    assert 'mcp_connection_refusals_total{reason="connection_cap"} 1.0' in counted
    assert 'mcp_http_requests_total{status="503"} 1.0' in counted


async def test_a_progress_stream_in_flight_is_never_evicted_even_as_the_oldest_connection(
    raw: RawConnections, capped: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await new_inbox(capped, key)
    with anyio.fail_after(BOUND * 2):
        async with closing([await held_wait(capped, key, inbox, 7)]) as (stream,):
            silent = [await raw.open(capped.port) for _ in range(CAP - 1)]
            for evicted in silent[:5]:
                assert (await ask(raw, capped, mcp_post(capped, key))).status == 200
                assert await evicted.closed_by_server()
            event = await stream.event()
            assert event is not None
            assert b"notifications/progress" in event
            await anyio.to_thread.run_sync(
                lambda: sandbox.deliver(inbox, subject="Your verification code is 975310")
            )
            assert await otp_at_the_end(stream) == "975310"


# --- the open-files limit and the cap within it -----------------------------------------


def test_the_default_cap_leaves_a_fifth_of_the_open_files_limit_and_128_more() -> None:
    assert connection_cap(None, 1024) == 691
    assert connection_cap(None, 1 << 20) == 4096
    assert connection_cap(1000, 1 << 20) == 1000
    assert connection_cap(5000, 1024) == 691  # what is configured cannot exceed the limit
    assert connection_cap(None, 100) == 8
    assert connection_cap(None, None) == 4096


def lowered_and_raised() -> tuple[int, int]:
    """A soft limit below the hard one (yet above what a test run has open), and the hard one."""
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    if hard == resource.RLIM_INFINITY:  # pragma: no cover - Linux's hard limit is a number
        return 4096, 1 << 16
    return max(hard // 2, min(hard - 1, 4096)), hard


def test_raising_the_open_files_limit_lifts_the_soft_limit_to_the_hard_one(
    caplog: pytest.LogCaptureFixture,
) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    lowered, raised_to = lowered_and_raised()
    resource.setrlimit(resource.RLIMIT_NOFILE, (lowered, hard))
    try:
        with caplog.at_level("INFO", logger="mailsocket_mcp.http"):
            raised = raise_open_files_limit()
        assert resource.getrlimit(resource.RLIMIT_NOFILE)[0] == raised == raised_to
        assert f"Open files limit raised from {lowered} to {raised_to}" in caplog.text
        with caplog.at_level("INFO", logger="mailsocket_mcp.http"):
            assert raise_open_files_limit() == raised_to  # already there: says so
        assert f"Open files limit: {raised_to}" in caplog.text
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def test_the_entry_point_raises_its_open_files_limit_at_start(
    sandbox: SandboxHandle, tmp_path: Path
) -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    lowered, raised_to = lowered_and_raised()
    resource.setrlimit(resource.RLIMIT_NOFILE, (lowered, hard))  # the child inherits it
    try:
        with running_gateway_process(sandbox.base_url, tmp_path / "gw.log") as gateway:
            resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
            limits = Path(f"/proc/{gateway.process.pid}/limits").read_text()
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    line = next(line for line in limits.splitlines() if line.startswith("Max open files"))
    assert line.split()[3] == str(raised_to)
    assert f"Open files limit raised from {lowered} to {raised_to}" in gateway.log.read_text()
