"""Wait caps per key and per process, the separate quick pool, and disconnects."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import anyio
import pytest

from mailsocket_mcp.config import GatewaySettings, WaitLimits
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .conftest import new_key
from .helpers import error_text, structured
from .servers import GatewayHandle, mcp_session, running_gateway

pytestmark = pytest.mark.anyio


@pytest.fixture
def small_gateway(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    """A gateway whose process holds only 3 waits, queueing 0.2 s for a slot."""
    limits = WaitLimits(per_key_waits=10, process_waits=3, queue_timeout_s=0.2)
    settings = GatewaySettings(upstream_base_url=sandbox.base_url, limits=limits)
    with running_gateway(settings) as handle:
        yield handle


async def _create_inbox(url: str, key: str) -> str:
    async with mcp_session(url, key) as client:
        return str(structured(await client.call_tool("create_inbox", {}))["id"])


async def _hold_wait(url: str, key: str, inbox: str, results: list[Any]) -> None:
    async with mcp_session(url, key) as client:
        results.append(await client.call_tool("wait_for_otp", {"inbox_id": inbox, "timeout": 30}))


async def test_the_eleventh_wait_on_a_key_is_refused_at_once_naming_the_cap(
    gateway: GatewayHandle, sandbox: SandboxHandle
) -> None:
    key = new_key()
    inbox = await _create_inbox(gateway.mcp_url, key)
    results: list[Any] = []
    with anyio.fail_after(30):
        async with anyio.create_task_group() as group:
            for _ in range(10):
                group.start_soon(_hold_wait, gateway.mcp_url, key, inbox, results)
            await anyio.to_thread.run_sync(sandbox.wait_until_waiting, 10)
            async with mcp_session(gateway.mcp_url, key) as client:
                refused = await client.call_tool("wait_for_otp", {"inbox_id": inbox})
                # Another key is not affected, and quick calls still work.
                other = new_key()
                other_inbox = structured(await client.call_tool("create_inbox", {}))
            assert "cap is 10 per key" in error_text(refused)
            async with mcp_session(gateway.mcp_url, other) as client:
                assert not (await client.call_tool("list_inboxes", {})).is_error
            assert other_inbox["id"]
            sandbox.deliver(inbox, subject="Your verification code is 246810")
    assert len(results) == 10
    assert all(structured(r)["otp"] == "246810" for r in results)


async def test_a_full_process_pool_answers_busy_while_quick_calls_still_run(
    small_gateway: GatewayHandle, sandbox: SandboxHandle
) -> None:
    keys = [new_key() for _ in range(4)]
    inboxes = [await _create_inbox(small_gateway.mcp_url, k) for k in keys]
    results: list[Any] = []
    with anyio.fail_after(30):
        async with anyio.create_task_group() as group:
            for key, inbox in zip(keys[:3], inboxes[:3], strict=True):
                group.start_soon(_hold_wait, small_gateway.mcp_url, key, inbox, results)
            await anyio.to_thread.run_sync(sandbox.wait_until_waiting, 3)
            async with mcp_session(small_gateway.mcp_url, keys[3]) as client:
                busy = await client.call_tool("wait_for_otp", {"inbox_id": inboxes[3]})
                quick = await client.call_tool("get_latest", {"inbox_id": inboxes[3]})
            text = error_text(busy)
            assert "busy" in text
            assert "Retry in 1 s" in text
            assert structured(quick)["empty"] is True
            for inbox in inboxes[:3]:
                sandbox.deliver(inbox, subject="Your verification code is 135790")
    assert [structured(r)["otp"] for r in results] == ["135790"] * 3


async def test_a_client_that_disconnects_mid_wait_frees_its_slot_at_once(
    gateway: GatewayHandle, sandbox: SandboxHandle
) -> None:
    key = new_key()
    inbox = await _create_inbox(gateway.mcp_url, key)
    results: list[Any] = []
    baseline = sandbox.pending_waits
    with anyio.fail_after(30):
        async with anyio.create_task_group() as group:
            for _ in range(9):
                group.start_soon(_hold_wait, gateway.mcp_url, key, inbox, results)
            dropped = anyio.CancelScope()
            group.start_soon(_dropped_wait, gateway.mcp_url, key, inbox, dropped)
            await anyio.to_thread.run_sync(sandbox.wait_until_waiting, baseline + 10)
            dropped.cancel()
            # The gateway aborts the dropped call's upstream request too.
            await anyio.to_thread.run_sync(
                lambda: sandbox.services.slots.wait_until_pending(baseline + 9, 10, at_most=True)
            )
            async with mcp_session(gateway.mcp_url, key) as client:
                accepted = await client.call_tool(
                    "wait_for_otp", {"inbox_id": inbox, "since": 0, "timeout": 1}
                )
            assert "No matching message" in error_text(accepted)
            sandbox.deliver(inbox, subject="Your verification code is 975310")
    assert len(results) == 9


async def _dropped_wait(url: str, key: str, inbox: str, scope: anyio.CancelScope) -> None:
    with scope:
        async with mcp_session(url, key) as client:
            await client.call_tool("wait_for_otp", {"inbox_id": inbox, "timeout": 30})
