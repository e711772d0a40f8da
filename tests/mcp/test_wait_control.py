"""A held wait ends at its wall-clock deadline whatever the upstream does, and a client's
``notifications/cancelled`` (same key, same request id) ends it at once."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import anyio
import httpx2
import pytest

from mailsocket_mcp.config import GatewaySettings, WaitLimits
from mailsocket_mcp.limits import Limiter
from mailsocket_mcp.sandbox.runner import SandboxHandle, running_sandbox
from mailsocket_mcp.sandbox.settings import SandboxSettings

from .conftest import new_key
from .helpers import MCP_HEADERS, error_text, structured, tool_call
from .servers import GatewayHandle, mcp_session, running_gateway

pytestmark = pytest.mark.anyio


@pytest.fixture(scope="module")
def short_poll_sandbox() -> Iterator[SandboxHandle]:
    """A sandbox whose long-polls last 1 s, so a 3 s wait makes several polls."""
    settings = SandboxSettings(port=0, enable_faults=True, max_wait_seconds=1.0)
    with running_sandbox(settings) as handle:
        yield handle


async def test_a_wait_whose_second_poll_stalls_ends_at_its_deadline_with_the_since_to_resume(
    short_poll_sandbox: SandboxHandle, key: str
) -> None:
    sandbox = short_poll_sandbox
    settings = GatewaySettings(upstream_base_url=sandbox.base_url, wait_ceiling_s=3.0)
    with running_gateway(settings) as gateway:
        async with mcp_session(gateway.mcp_url, key) as client:
            inbox = structured(await client.call_tool("create_inbox", {}))["id"]
            results: list[Any] = []

            async def wait() -> None:
                arguments = {"inbox_id": inbox, "timeout": 1e9}
                results.append(await client.call_tool("wait_for_otp", arguments))

            # Without a deadline the stalled poll would hold until its socket timeout (12 s).
            with anyio.fail_after(9):
                async with anyio.create_task_group() as group:
                    group.start_soon(wait)
                    await anyio.to_thread.run_sync(sandbox.wait_until_waiting, 1)
                    # The first poll is held: the next poll of this wait stalls for a minute.
                    sandbox.faults.arm(
                        "stall", stall_seconds=60, path_contains=f"{inbox}/messages/wait"
                    )
            sandbox.faults.clear()
    text = error_text(results[0])
    assert "No matching message arrived yet" in text
    assert 'call the same tool again with since="' in text


@pytest.fixture(scope="module")
def library_gateway(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    settings = GatewaySettings(upstream_base_url=sandbox.base_url, fast_path=False)
    with running_gateway(settings) as handle:
        yield handle


@pytest.fixture(params=["fast path", "library"])
def any_gateway(
    request: pytest.FixtureRequest, gateway: GatewayHandle, library_gateway: GatewayHandle
) -> GatewayHandle:
    return gateway if request.param == "fast path" else library_gateway


async def _post(http: httpx2.AsyncClient, key: str, message: dict[str, Any]) -> httpx2.Response:
    headers = {**MCP_HEADERS, "Authorization": f"Bearer {key}"}
    return await http.post("/mcp", headers=headers, content=json.dumps(message))


def _cancelled(request_id: Any) -> dict[str, Any]:
    return {
        "jsonrpc": "2.0",
        "method": "notifications/cancelled",
        "params": {"requestId": request_id, "reason": "the user pressed stop"},
    }


async def test_a_cancel_from_another_key_leaves_the_held_wait_alone(
    any_gateway: GatewayHandle, sandbox: SandboxHandle
) -> None:
    owner, stranger = new_key(), new_key()
    async with httpx2.AsyncClient(base_url=any_gateway.root_url, timeout=30) as http:
        created = await _post(http, owner, tool_call("create_inbox", {}))
        inbox = created.json()["result"]["structuredContent"]["id"]
        baseline = sandbox.pending_waits
        answers: list[httpx2.Response] = []

        async def wait() -> None:
            message = tool_call("wait_for_otp", {"inbox_id": inbox, "timeout": 30}, "w-1")
            answers.append(await _post(http, owner, message))

        with anyio.fail_after(20):
            async with anyio.create_task_group() as group:
                group.start_soon(wait)
                await anyio.to_thread.run_sync(sandbox.wait_until_waiting, baseline + 1)
                refused = await _post(http, stranger, _cancelled("w-1"))
                assert refused.status_code == 202
                sandbox.deliver(inbox, subject="Your verification code is 112233")
    result = answers[0].json()["result"]
    assert not result.get("isError"), result
    assert result["structuredContent"]["otp"] == "112233"


async def test_a_cancel_from_the_same_key_ends_the_held_wait_and_frees_its_slots(
    any_gateway: GatewayHandle, sandbox: SandboxHandle
) -> None:
    key = new_key()
    async with httpx2.AsyncClient(base_url=any_gateway.root_url, timeout=30) as http:
        created = await _post(http, key, tool_call("create_inbox", {}))
        inbox = created.json()["result"]["structuredContent"]["id"]
        baseline = sandbox.pending_waits
        ended: list[httpx2.Response] = []

        async def wait(request_id: Any, into: list[httpx2.Response]) -> None:
            message = tool_call("wait_for_otp", {"inbox_id": inbox, "timeout": 30}, request_id)
            into.append(await _post(http, key, message))

        with anyio.fail_after(10):
            async with anyio.create_task_group() as group:
                group.start_soon(wait, 41, ended)
                await anyio.to_thread.run_sync(sandbox.wait_until_waiting, baseline + 1)
                accepted = await _post(http, key, _cancelled(41))
                assert accepted.status_code == 202
            # The wait's HTTP request has ended, and the sandbox saw its poll go away.
            await anyio.to_thread.run_sync(
                lambda: sandbox.services.slots.wait_until_pending(baseline, 5, at_most=True)
            )
        assert "cancelled" in json.dumps(ended[0].json())

        # Every slot of the key is free again: ten new waits are all held.
        answers: list[httpx2.Response] = []
        with anyio.fail_after(20):
            async with anyio.create_task_group() as group:
                for number in range(10):
                    group.start_soon(wait, 100 + number, answers)
                await anyio.to_thread.run_sync(sandbox.wait_until_waiting, baseline + 10)
                sandbox.deliver(inbox, subject="Your verification code is 445566")
    assert [a.json()["result"]["structuredContent"]["otp"] for a in answers] == ["445566"] * 10


async def test_held_waits_are_registered_by_key_digest_and_forgotten_when_they_end() -> None:
    limiter = Limiter(WaitLimits())
    key = new_key()
    async with limiter.wait_slot(key, "w-9") as cancelled:
        assert limiter.waits_registered == 1
        assert key[8:] not in repr(vars(limiter)), "the registry never holds the key"
        assert limiter.cancel_wait(new_key(), "w-9") == 0
        assert limiter.cancel_wait(key, "w-8") == 0
        assert not cancelled.is_set()
        assert limiter.cancel_wait(key, "w-9") == 1
        assert cancelled.is_set()
    assert limiter.waits_registered == 0
    assert limiter.keys_tracked == 0
