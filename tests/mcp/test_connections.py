"""Hostile connections, over raw sockets: deadlines, header caps, slow bodies, odd targets."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import anyio
import httpx2
import pytest

from mailsocket_mcp.config import ConnectionLimits, GatewaySettings
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .helpers import MCP_HEADERS
from .raw import RawConnection, RawConnections, RawResponse, request
from .servers import GatewayHandle, mcp_session, running_gateway, running_gateway_process

pytestmark = pytest.mark.anyio

TOOLS_LIST = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}).encode()
# Deadlines short enough to watch pass in a test; caps small enough to reach.
SHORT = ConnectionLimits(
    idle_timeout_s=0.5,
    header_timeout_s=0.5,
    body_timeout_s=0.5,
    max_header_bytes=4096,
    max_headers=20,
    max_slow_bodies=4,
)
BOUND = 10  # seconds any single exchange below may take, deadlines included


@pytest.fixture(scope="module")
def short(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    settings = GatewaySettings(upstream_base_url=sandbox.base_url, connections=SHORT)
    with running_gateway(settings) as handle:
        yield handle


@pytest.fixture(scope="module")
def patient(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    """Deadlines long enough to hold slow requests open; a tiny quick-call budget."""
    limits = ConnectionLimits(header_timeout_s=30, body_timeout_s=30, max_slow_bodies=4)
    settings = GatewaySettings(
        upstream_base_url=sandbox.base_url, connections=limits, max_quick_in_flight=4
    )
    with running_gateway(settings) as handle:
        yield handle


def host(gateway: GatewayHandle) -> str:
    return f"127.0.0.1:{gateway.port}"


def mcp_post(
    gateway: GatewayHandle, key: str | None, body: bytes = TOOLS_LIST, **more: str
) -> bytes:
    headers = dict(MCP_HEADERS)
    if key is not None:
        headers["Authorization"] = f"Bearer {key}"
    headers.update(more)
    return request("POST", "/mcp", host(gateway), headers, body)


def assert_error(response: RawResponse, status: int, code: str) -> None:
    assert response.status == status, response
    assert response.headers["content-type"] == "application/json"
    assert response.json()["error"]["code"] == code


async def exchange(
    raw: RawConnections, gateway: GatewayHandle, data: bytes
) -> tuple[RawResponse, RawConnection]:
    connection = await raw.open(gateway.port)
    await connection.send(data)
    return await connection.response(), connection


# --- deadlines --------------------------------------------------------------------------


async def test_a_half_sent_request_gets_408_when_its_header_deadline_passes_despite_a_trickle(
    raw: RawConnections,
    short: GatewayHandle,
) -> None:
    connection = await raw.open(short.port)
    await connection.send(f"POST /mcp HTTP/1.1\r\nHost: {host(short)}\r\n".encode())
    answers: list[RawResponse] = []

    async def trickle() -> None:
        # One header byte at a time, forever: bytes must not extend the deadline.
        while True:
            await connection.send(b"X")
            await anyio.sleep(0.05)

    with anyio.fail_after(BOUND):
        async with anyio.create_task_group() as group:
            group.start_soon(trickle)
            answers.append(await connection.response())
            group.cancel_scope.cancel()
        assert await connection.closed_by_server()
    assert_error(answers[0], 408, "request_timeout")
    assert answers[0].headers["connection"] == "close"


async def test_a_connection_that_never_asks_anything_is_closed(
    raw: RawConnections, short: GatewayHandle
) -> None:
    connection = await raw.open(short.port)
    with anyio.fail_after(BOUND):
        assert await connection.closed_by_server()


async def test_an_idle_keep_alive_connection_is_closed_after_the_idle_timeout(
    raw: RawConnections,
    short: GatewayHandle,
) -> None:
    response, connection = await exchange(raw, short, request("GET", "/healthz", host(short)))
    assert response.status == 200
    assert "connection" not in response.headers  # kept alive...
    with anyio.fail_after(BOUND):
        assert await connection.closed_by_server()  # ...until it idles too long


async def test_a_body_that_stops_arriving_gets_408(
    raw: RawConnections, short: GatewayHandle, key: str
) -> None:
    connection = await raw.open(short.port)
    await connection.send(mcp_post(short, key, b"", **{"Content-Length": "1000"}) + b"{")
    with anyio.fail_after(BOUND):
        response = await connection.response()
        assert await connection.closed_by_server()
    assert_error(response, 408, "request_timeout")


async def test_a_request_without_a_key_is_refused_before_its_body_is_read(
    raw: RawConnections,
    short: GatewayHandle,
) -> None:
    connection = await raw.open(short.port)
    await connection.send(mcp_post(short, None, b"", **{"Content-Length": "1000"}) + b"{")
    with anyio.fail_after(BOUND):
        response = await connection.response()
        assert await connection.closed_by_server()  # the rest of the body is never waited for
    assert_error(response, 401, "unauthorized")


async def test_an_answer_given_before_the_body_arrived_says_the_connection_closes(
    raw: RawConnections,
    short: GatewayHandle,
) -> None:
    """A keep-alive client must not reuse a connection the gateway is about to close."""
    connection = await raw.open(short.port)
    await connection.send(mcp_post(short, None, b"", **{"Content-Length": "1000"}) + b"{")
    with anyio.fail_after(BOUND):
        response = await connection.response()
    assert response.headers.get("connection") == "close"


async def test_slow_requests_do_not_use_up_the_quick_call_budget(
    raw: RawConnections, patient: GatewayHandle, key: str
) -> None:
    """Finding: 256 half-sent POSTs made every real call get 503 (the shedder counted them)."""
    with anyio.fail_after(BOUND):
        for n in range(12):
            connection = await raw.open(patient.port)
            if n % 3 == 0:  # half-sent headers
                await connection.send(f"POST /mcp HTTP/1.1\r\nHost: {host(patient)}\r\n".encode())
            else:  # headers and one byte of a 1000-byte body, with and without a key
                stranger = None if n % 3 == 1 else f"ms_live_stranger{n:04d}"
                head = mcp_post(patient, stranger, b"", **{"Content-Length": "1000"})
                await connection.send(head + b"{")
        # The quick-call budget is 4: a real caller is still served.
        async with mcp_session(patient.mcp_url, key) as client:
            assert (await client.list_tools()).tools


async def test_past_the_slow_body_cap_a_new_slow_body_gets_503_at_once(
    raw: RawConnections, patient: GatewayHandle
) -> None:
    def slow_post(n: int) -> bytes:
        key = f"ms_live_slowbody{n:04d}"
        return mcp_post(patient, key, b"", **{"Content-Length": "99"}) + b"{"

    with anyio.fail_after(BOUND):
        for n in range(4):
            await (await raw.open(patient.port)).send(slow_post(n))
        await _wait_for_metric(patient, 'mcp_in_flight{kind="slow_body"} 4.0')
        response, _ = await exchange(raw, patient, slow_post(99))
    assert_error(response, 503, "overloaded")
    assert response.headers["retry-after"] == "1"


async def _wait_for_metric(gateway: GatewayHandle, line: str) -> None:
    async with httpx2.AsyncClient(base_url=gateway.root_url, timeout=5) as http:
        while True:
            if line in (await http.get("/metrics")).text:
                return
            await anyio.sleep(0.02)  # the gateway reads the bodies on its own schedule


async def test_a_body_sent_in_pieces_within_its_deadline_is_read_whole(
    raw: RawConnections, patient: GatewayHandle, key: str
) -> None:
    connection = await raw.open(patient.port)
    await connection.send(mcp_post(patient, key, b"", **{"Content-Length": str(len(TOOLS_LIST))}))
    with anyio.fail_after(BOUND):
        await connection.send(TOOLS_LIST[:10])
        await _wait_for_metric(patient, 'mcp_in_flight{kind="slow_body"} 1.0')
        await connection.send(TOOLS_LIST[10:])
        response = await connection.response()
    assert response.json()["result"]["tools"]


async def test_a_client_that_leaves_before_its_body_arrives_is_logged_as_499(
    raw: RawConnections, short: GatewayHandle, key: str
) -> None:
    connection = await raw.open(short.port)
    await connection.send(mcp_post(short, key, b"", **{"Content-Length": "1000"}) + b"{")
    await connection.aclose()
    with anyio.fail_after(BOUND):
        await _wait_for_metric(short, 'mcp_http_requests_total{status="499"}')


async def test_pipelined_requests_are_answered_in_order(
    raw: RawConnections, short: GatewayHandle, key: str
) -> None:
    connection = await raw.open(short.port)
    await connection.send(mcp_post(short, key) + request("GET", "/healthz", host(short)))
    with anyio.fail_after(BOUND):
        first, second = await connection.response(), await connection.response()
    assert first.json()["result"]["tools"]
    assert second.json() == {"status": "ok"}


async def test_an_upgrade_request_is_answered_as_plain_http(
    raw: RawConnections, short: GatewayHandle
) -> None:
    upgrade = {"Connection": "Upgrade", "Upgrade": "websocket"}
    response, _ = await exchange(raw, short, request("GET", "/healthz", host(short), upgrade))
    assert response.status == 200


# --- header caps and malformed requests -----------------------------------------------


async def test_an_unfinished_header_over_the_cap_gets_431_without_being_read_whole(
    raw: RawConnections,
    short: GatewayHandle,
) -> None:
    """Finding: ten unfinished 50 MB header lines added 500 MB of RSS."""
    connection = await raw.open(short.port)
    await connection.send(f"GET /healthz HTTP/1.1\r\nHost: {host(short)}\r\nX-Big: ".encode())
    with anyio.fail_after(BOUND):
        async with anyio.create_task_group() as group:

            async def flood() -> None:
                try:
                    for _ in range(50_000):  # up to 50 MB, one 1 KiB piece at a time
                        await connection.send(b"a" * 1024)
                except (anyio.BrokenResourceError, ConnectionResetError):
                    pass  # the server closed on us: what it should do

            group.start_soon(flood)
            response = await connection.response()
            group.cancel_scope.cancel()
    assert_error(response, 431, "header_fields_too_large")
    with anyio.fail_after(BOUND):
        await _wait_for_metric(short, 'mcp_connection_refusals_total{reason="header_too_large"}')
        await _wait_for_metric(short, 'mcp_http_requests_total{status="431"}')


async def test_a_complete_header_over_the_cap_gets_431(
    raw: RawConnections, short: GatewayHandle
) -> None:
    big = request("GET", "/healthz", host(short), {"X-Big": "a" * 8000})
    response, _ = await exchange(raw, short, big)
    assert_error(response, 431, "header_fields_too_large")


async def test_too_many_header_lines_get_431(raw: RawConnections, short: GatewayHandle) -> None:
    many = [(f"X-H{n}", "1") for n in range(30)]
    response, _ = await exchange(raw, short, request("GET", "/healthz", host(short), extra=many))
    assert_error(response, 431, "header_fields_too_large")


async def test_a_malformed_request_gets_a_json_400(
    raw: RawConnections, short: GatewayHandle
) -> None:
    response, connection = await exchange(
        raw, short, b"GET /healthz HTTP/1.1\r\nBad Header\r\n\r\n"
    )
    assert_error(response, 400, "bad_request")
    with anyio.fail_after(BOUND):
        assert await connection.closed_by_server()


# --- request targets and repeated headers -------------------------------------------------


async def test_a_key_in_an_absolute_form_target_is_refused_with_400(
    raw: RawConnections, gateway: GatewayHandle, key: str
) -> None:
    target = f"http://{key}@127.0.0.1:{gateway.port}/mcp"
    response, _ = await exchange(
        raw, gateway, mcp_post(gateway, key).replace(b"/mcp", target.encode(), 1)
    )
    assert_error(response, 400, "credential_in_url")
    assert key[8:16].encode() not in response.body


async def test_an_absolute_form_target_for_a_foreign_host_gets_421(
    raw: RawConnections, gateway: GatewayHandle, key: str
) -> None:
    target = b"https://evil.example/mcp"
    response, _ = await exchange(raw, gateway, mcp_post(gateway, key).replace(b"/mcp", target, 1))
    assert_error(response, 421, "misdirected_request")


async def test_an_absolute_form_target_for_this_host_is_served(
    raw: RawConnections, gateway: GatewayHandle, key: str
) -> None:
    target = f"http://127.0.0.1:{gateway.port}/mcp".encode()
    response, _ = await exchange(raw, gateway, mcp_post(gateway, key).replace(b"/mcp", target, 1))
    assert response.status == 200
    assert response.json()["result"]["tools"]


async def test_a_target_that_is_not_a_path_gets_400(
    raw: RawConnections, gateway: GatewayHandle
) -> None:
    response, _ = await exchange(raw, gateway, request("OPTIONS", "*", host(gateway)))
    assert_error(response, 400, "bad_request")


@pytest.mark.parametrize("header", ["Host", "Origin"])
async def test_a_repeated_host_or_origin_header_is_refused(
    raw: RawConnections, gateway: GatewayHandle, key: str, header: str
) -> None:
    value = host(gateway) if header == "Host" else f"https://{host(gateway)}"
    data = mcp_post(gateway, key).replace(b"\r\n\r\n", f"\r\n{header}: {value}\r\n\r\n".encode(), 1)
    if header == "Origin":
        data = data.replace(b"\r\n\r\n", b"\r\nOrigin: https://localhost\r\n\r\n", 1)
    response, _ = await exchange(raw, gateway, data)
    assert_error(response, 400, "duplicate_header")


# --- a real gateway process under 512 hostile connections -------------------------------


async def test_512_slow_or_idle_connections_leave_a_caller_answered_within_a_second(
    raw: RawConnections, sandbox: SandboxHandle, tmp_path: Path, key: str
) -> None:
    """Target (issue 8): 512 slow or idle sockets held open, a real caller answered in 1 s."""
    deadline_s = 5
    env = {name: str(deadline_s) for name in ("HEADER", "BODY", "IDLE")}
    env = {f"MCP_{name}_TIMEOUT_S": value for name, value in env.items()}
    # 512 strangers, here all from 127.0.0.1: no per-address share.
    env["MCP_MAX_KEYLESS_PER_ADDRESS"] = "0"
    kinds = ("half-sent headers", "partial body, no key", "partial body, a key", "idle keep-alive")
    held: dict[str, list[RawConnection]] = {kind: [] for kind in kinds}
    with running_gateway_process(sandbox.base_url, tmp_path / "gw.log", env) as gateway:
        with anyio.fail_after(60):
            for n in range(512):
                kind = kinds[n % len(kinds)]
                connection = await raw.open(gateway.port)
                held[kind].append(connection)
                if kind == "half-sent headers":
                    await connection.send(
                        f"POST /mcp HTTP/1.1\r\nHost: {host(gateway)}\r\n".encode()
                    )
                elif kind == "idle keep-alive":
                    await connection.send(request("GET", "/healthz", host(gateway)))
                    assert (await connection.response()).status == 200
                else:
                    stranger = f"ms_live_stranger{n:05d}" if kind.endswith("a key") else None
                    head = mcp_post(gateway, stranger, b"", **{"Content-Length": "1000"})
                    await connection.send(head + b"{")
        # The caller: a new connection and an MCP session, each answer within the 1 s target.
        with anyio.fail_after(1.0):
            answer, _ = await exchange(raw, gateway, mcp_post(gateway, key))
        assert answer.status == 200
        with anyio.fail_after(10):
            async with mcp_session(gateway.mcp_url, key) as client:
                with anyio.fail_after(1.0):
                    assert (await client.list_tools()).tools
                with anyio.fail_after(1.0):
                    assert not (await client.call_tool("list_inboxes", {})).is_error

        outcomes: dict[str, list[int | str]] = {kind: [] for kind in kinds}

        async def outcome(kind: str, connection: RawConnection) -> None:
            if kind == "idle keep-alive":
                outcomes[kind].append("closed" if await connection.closed_by_server() else "open")
                return
            response = await connection.response()
            assert await connection.closed_by_server()
            outcomes[kind].append(response.status)

        with anyio.fail_after(deadline_s + 30):
            async with anyio.create_task_group() as group:
                for kind, connections in held.items():
                    for connection in connections:
                        group.start_soon(outcome, kind, connection)
    assert set(outcomes["half-sent headers"]) == {408}
    assert set(outcomes["partial body, no key"]) == {401}
    assert set(outcomes["partial body, a key"]) == {408}
    assert set(outcomes["idle keep-alive"]) == {"closed"}
    assert all(len(found) == 128 for found in outcomes.values())
