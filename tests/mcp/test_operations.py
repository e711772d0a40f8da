"""Operating the gateway: load shedding, the SIGTERM drain, metrics and JSON logs."""

from __future__ import annotations

import json
import signal
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
import httpx2
import pytest
from mcp.shared.exceptions import MCPError

from mailsocket_mcp.config import GatewaySettings, WaitLimits
from mailsocket_mcp.http.cli import DRAIN_SECONDS
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .conftest import new_key
from .helpers import MCP_HEADERS, error_text, structured, tool_call
from .raw import RawConnection, RawResponse, request
from .servers import (
    GatewayHandle,
    mcp_session,
    running_gateway,
    running_gateway_process,
)

pytestmark = pytest.mark.anyio

TOOLS_LIST = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}


@pytest.fixture
def tiny_gateway(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    """Sheds past 4 quick requests; gives the upstream 1 s per request."""
    settings = GatewaySettings(
        upstream_base_url=sandbox.base_url,
        upstream_timeout_s=1.0,
        max_quick_in_flight=4,
        limits=WaitLimits(process_waits=8),
    )
    with running_gateway(settings) as handle:
        yield handle


async def test_past_the_in_flight_cap_requests_get_an_immediate_503(
    tiny_gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    async with mcp_session(tiny_gateway.mcp_url, key) as client:
        inbox = structured(await client.call_tool("create_inbox", {}))["id"]
    sandbox.faults.arm("stall", count=4, stall_seconds=5, path_contains=f"{inbox}/messages/latest")
    answers: list[httpx2.Response] = []
    headers = {**MCP_HEADERS, "Authorization": f"Bearer {key}"}
    async with httpx2.AsyncClient(base_url=tiny_gateway.root_url, timeout=20) as http:

        async def stalled() -> None:
            answers.append(
                await http.post(
                    "/mcp", headers=headers, json=tool_call("get_latest", {"inbox_id": inbox})
                )
            )

        with anyio.fail_after(20):
            async with anyio.create_task_group() as group:
                for _ in range(4):
                    group.start_soon(stalled)
                assert await anyio.to_thread.run_sync(sandbox.faults.wait_until_drained, 10)
                shed = await http.post("/mcp", headers=headers, json=tool_call("list_inboxes", {}))
                assert shed.status_code == 503
                assert shed.headers["retry-after"] == "1"
                assert shed.json()["error"]["code"] == "overloaded"
    # The stalled calls still got a clean answer (the upstream timed out).
    assert [a.status_code for a in answers] == [200] * 4
    assert all(a.json()["result"]["isError"] for a in answers)


async def test_held_waits_do_not_count_against_the_quick_request_cap(
    tiny_gateway: GatewayHandle, sandbox: SandboxHandle
) -> None:
    keys = [new_key() for _ in range(3)]
    inboxes = []
    for key in keys:
        async with mcp_session(tiny_gateway.mcp_url, key) as client:
            inboxes.append(structured(await client.call_tool("create_inbox", {}))["id"])
    results: list[Any] = []

    async def hold(key: str, inbox: str) -> None:
        async with mcp_session(tiny_gateway.mcp_url, key) as client:
            results.append(await client.call_tool("wait_for_otp", {"inbox_id": inbox}))

    baseline = sandbox.pending_waits
    with anyio.fail_after(30):
        async with anyio.create_task_group() as group:
            for held, (key, inbox) in enumerate(zip(keys, inboxes, strict=True), start=1):
                # One at a time: each session's handshake is itself a quick request.
                group.start_soon(hold, key, inbox)
                await anyio.to_thread.run_sync(sandbox.wait_until_waiting, baseline + held)
            async with mcp_session(tiny_gateway.mcp_url, keys[0]) as client:
                quick = await client.call_tool("list_inboxes", {})
            assert not quick.is_error
            for inbox in inboxes:
                sandbox.deliver(inbox, subject="Your verification code is 112233")
    assert [structured(r)["otp"] for r in results] == ["112233"] * 3


async def test_sigterm_ends_held_waits_with_a_call_again_result_and_exits(
    sandbox: SandboxHandle, tmp_path: Path, key: str
) -> None:
    with running_gateway_process(sandbox.base_url, tmp_path / "gw.log") as gateway:
        async with mcp_session(gateway.mcp_url, key) as client:
            inbox = structured(await client.call_tool("create_inbox", {}))["id"]
            baseline = sandbox.pending_waits
            outcome: list[Any] = []

            async def hold() -> None:
                outcome.append(
                    await client.call_tool("wait_for_otp", {"inbox_id": inbox, "timeout": 50})
                )

            with anyio.fail_after(DRAIN_SECONDS + 10):
                async with anyio.create_task_group() as group:
                    group.start_soon(hold)
                    await anyio.to_thread.run_sync(sandbox.wait_until_waiting, baseline + 1)
                    gateway.process.send_signal(signal.SIGTERM)
                code = await anyio.to_thread.run_sync(gateway.process.wait, DRAIN_SECONDS + 5)
        text = error_text(outcome[0])
        assert "restarting" in text
        assert 'since="' in text
        assert code == 0


async def test_sigterm_lets_a_quick_call_in_flight_finish(
    sandbox: SandboxHandle, tmp_path: Path, key: str
) -> None:
    with running_gateway_process(sandbox.base_url, tmp_path / "gw.log") as gateway:
        async with mcp_session(gateway.mcp_url, key) as client:
            inbox = structured(await client.call_tool("create_inbox", {}))["id"]
            sandbox.faults.arm("stall", stall_seconds=1, path_contains=f"{inbox}/messages/latest")
            outcome: list[Any] = []

            async def slow_call() -> None:
                outcome.append(await client.call_tool("get_latest", {"inbox_id": inbox}))

            with anyio.fail_after(DRAIN_SECONDS + 10):
                async with anyio.create_task_group() as group:
                    group.start_soon(slow_call)
                    assert await anyio.to_thread.run_sync(sandbox.faults.wait_until_drained, 10)
                    gateway.process.send_signal(signal.SIGTERM)
                await anyio.to_thread.run_sync(gateway.process.wait, DRAIN_SECONDS + 5)
        assert structured(outcome[0])["empty"] is True


async def test_metrics_count_requests_tool_calls_and_refusals_without_keys(
    gateway: GatewayHandle, key: str
) -> None:
    async with mcp_session(gateway.mcp_url, key) as client:
        inbox = structured(await client.call_tool("create_inbox", {}))["id"]
        await client.call_tool("get_latest", {"inbox_id": "inb_missing"})
        await client.call_tool("wait_for_otp", {"inbox_id": inbox, "timeout": 1})
    async with httpx2.AsyncClient(base_url=gateway.root_url, timeout=10) as http:
        response = await http.get("/metrics")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain")
    text = response.text
    assert 'mcp_tool_calls_total{outcome="ok",tool="create_inbox"}' in text
    assert 'mcp_tool_calls_total{outcome="not_found",tool="get_latest"}' in text
    assert 'mcp_tool_calls_total{outcome="wait_timeout",tool="wait_for_otp"}' in text
    assert 'mcp_wait_duration_seconds_count{tool="wait_for_otp"}' in text
    assert 'mcp_http_requests_total{status="200"}' in text
    assert 'mcp_in_flight{kind="wait"} 0.0' in text
    assert "mcp_limiter_refusals_total" in text
    assert "mcp_shed_requests_total" in text
    assert key[8:16] not in text
    assert inbox not in text


async def test_json_logs_carry_a_request_id_and_no_key(
    sandbox: SandboxHandle, tmp_path: Path, key: str
) -> None:
    log = tmp_path / "gw.log"
    with running_gateway_process(sandbox.base_url, log, {"MCP_LOG_FORMAT": "json"}) as gateway:
        async with mcp_session(gateway.mcp_url, key) as client:
            with pytest.raises(MCPError):  # an unknown tool: -32602, its name echoed
                await client.call_tool(f"tool_{key}", {})
    entries = [json.loads(line) for line in log.read_text().splitlines() if line.strip()]
    access = [e for e in entries if e["logger"] == "mailsocket_mcp.access"]
    assert access
    assert all(len(e["request_id"]) == 16 for e in access)
    assert key[8:16] not in log.read_text()


@dataclass
class _Sent:
    """One request a load worker wrote, and what came back."""

    at: float
    status: int | None = None
    headers: dict[str, str] = field(default_factory=dict)
    failure: str | None = None


async def test_sigterm_under_load_answers_every_request_sent_before_it(
    sandbox: SandboxHandle, tmp_path: Path, key: str
) -> None:
    """Finding: SIGTERM under load reset 29 requests that had been sent before the signal,
    a call stalled past the drain window got a plain-text 500, idle connections were cut.
    """
    env = {"MCP_DRAIN_TIMEOUT_S": "2"}
    with running_gateway_process(sandbox.base_url, tmp_path / "gw.log", env) as gateway:
        async with mcp_session(gateway.mcp_url, key) as client:
            inbox = structured(await client.call_tool("create_inbox", {}))["id"]
        sandbox.faults.arm("stall", stall_seconds=8, path_contains=f"{inbox}/messages/latest")
        where = f"127.0.0.1:{gateway.port}"
        headers = {**MCP_HEADERS, "Authorization": f"Bearer {key}"}
        quick = request("POST", "/mcp", where, headers, json.dumps(TOOLS_LIST).encode())
        upstream = json.dumps(tool_call("list_inboxes", {})).encode()
        with_upstream = request("POST", "/mcp", where, headers, upstream)
        stalled = json.dumps(tool_call("get_latest", {"inbox_id": inbox})).encode()
        sent: list[_Sent] = []
        endings: list[str] = []
        signalled_at = [float("inf")]
        busy = anyio.Event()

        async def exchange(connection: RawConnection, data: bytes) -> _Sent | None:
            try:
                await connection.send(data)
            except (anyio.BrokenResourceError, OSError):
                return None  # not sent: the server had closed this connection
            record = _Sent(time.monotonic())
            sent.append(record)
            if len(sent) >= 300:
                busy.set()
            try:
                response = await connection.response()
            except (anyio.IncompleteRead, anyio.BrokenResourceError, OSError) as exc:
                record.failure = type(exc).__name__
                return record
            record.status, record.headers = response.status, response.headers
            return record

        async def keep_alive(data: bytes) -> None:
            connection = await RawConnection.open(gateway.port)
            try:
                while True:
                    record = await exchange(connection, data)
                    if record is None or record.status is None:
                        endings.append("cut")
                        return
                    if record.headers.get("connection") == "close":
                        endings.append("close")
                        return
            finally:
                await connection.aclose()

        async def one_per_connection() -> None:
            while True:
                try:
                    connection = await RawConnection.open(gateway.port)
                except OSError:
                    return  # no longer listening: nothing was sent
                try:
                    await exchange(connection, quick)
                finally:
                    await connection.aclose()

        stalled_answer: list[RawResponse] = []

        async def stalled_call() -> None:
            connection = await RawConnection.open(gateway.port)
            try:
                await connection.send(request("POST", "/mcp", where, headers, stalled))
                stalled_answer.append(await connection.response())
            finally:
                await connection.aclose()

        with anyio.fail_after(60):
            async with anyio.create_task_group() as group:
                group.start_soon(stalled_call)
                assert await anyio.to_thread.run_sync(sandbox.faults.wait_until_drained, 10)
                for n in range(16):
                    group.start_soon(keep_alive, with_upstream if n % 4 == 0 else quick)
                for _ in range(8):
                    group.start_soon(one_per_connection)
                await busy.wait()
                signalled_at[0] = time.monotonic()
                gateway.process.send_signal(signal.SIGTERM)
            code = await anyio.to_thread.run_sync(gateway.process.wait, 20)
    before = [record for record in sent if record.at < signalled_at[0]]
    assert before
    assert [r for r in before if r.status is None] == []  # nothing sent before it was lost
    assert {r.status for r in sent if r.status is not None} == {200}
    assert endings == ["close"] * 16  # every keep-alive ended on an answer saying so
    answer = stalled_answer[0]
    assert answer.status == 503
    assert answer.headers["retry-after"] == "1"
    assert answer.json()["error"]["code"] == "restarting"
    assert code == 0
