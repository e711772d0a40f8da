"""Every result and every refusal tells the caller where it stands, in ``_meta``: its key's
waits in flight, the caps, and on a refusal which limit refused and when to retry.
Through a real MCP client, on the gateway's fast path and on the MCP library's path."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import anyio
import pytest
from mcp_types import CallToolResult

from mailsocket_mcp.config import GatewaySettings, WaitLimits
from mailsocket_mcp.limits import FAIRNESS_META_KEY
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .helpers import error_text, structured
from .servers import GatewayHandle, mcp_session, running_gateway

pytestmark = pytest.mark.anyio


@pytest.fixture(scope="module", params=[True, False], ids=["fast path", "library path"])
def two_wait_gateway(
    sandbox: SandboxHandle, request: pytest.FixtureRequest
) -> Iterator[GatewayHandle]:
    """Two waits per key, so a refusal is two held waits away."""
    settings = GatewaySettings(
        upstream_base_url=sandbox.base_url,
        limits=WaitLimits(per_key_waits=2),
        fast_path=request.param,
    )
    with running_gateway(settings) as handle:
        yield handle


def _fairness(result: CallToolResult) -> dict[str, Any]:
    assert result.meta is not None, result
    facts: dict[str, Any] = result.meta[FAIRNESS_META_KEY]
    return facts


async def test_a_result_carries_the_keys_waits_in_flight_and_the_caps(
    two_wait_gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    async with mcp_session(two_wait_gateway.mcp_url, key) as client:
        created = await client.call_tool("create_inbox", {})
        inbox = structured(created)["id"]
        idle = _fairness(created)
        held: list[CallToolResult] = []

        async def hold() -> None:
            async with mcp_session(two_wait_gateway.mcp_url, key) as other:
                arguments = {"inbox_id": inbox, "within": 30}
                held.append(await other.call_tool("expect_no_email", arguments))

        with anyio.fail_after(30):
            async with anyio.create_task_group() as group:
                group.start_soon(hold)
                await anyio.to_thread.run_sync(sandbox.wait_until_waiting, 1)
                busy = _fairness(await client.call_tool("list_inboxes", {}))
                sandbox.deliver(inbox, subject="Your code is 123456")
    assert idle == {"key_waits_in_flight": 0, "per_key_wait_cap": 2, "process_wait_cap": 32}
    assert busy["key_waits_in_flight"] == 1
    assert "retry_after_ms" not in busy
    assert structured(held[0])["arrived"] is True
    assert _fairness(held[0])["key_waits_in_flight"] == 0


async def test_a_refused_wait_says_which_cap_refused_and_when_to_retry(
    two_wait_gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    async with mcp_session(two_wait_gateway.mcp_url, key) as client:
        inbox = structured(await client.call_tool("create_inbox", {}))["id"]
    waits = sandbox.pending_waits
    results: list[CallToolResult] = []

    async def hold() -> None:
        async with mcp_session(two_wait_gateway.mcp_url, key) as client:
            arguments = {"inbox_id": inbox, "timeout": 30}
            results.append(await client.call_tool("wait_for_otp", arguments))

    with anyio.fail_after(30):
        async with anyio.create_task_group() as group:
            for _ in range(2):
                group.start_soon(hold)
            await anyio.to_thread.run_sync(sandbox.wait_until_waiting, waits + 2)
            async with mcp_session(two_wait_gateway.mcp_url, key) as client:
                refused = await client.call_tool("wait_for_link", {"inbox_id": inbox})
                also_refused = await client.call_tool("expect_no_email", {"inbox_id": inbox})
            sandbox.deliver(inbox, subject="Your code is 654321")
    for refusal in (refused, also_refused):
        assert "cap is 2 per key" in error_text(refusal)
        assert _fairness(refusal) == {
            "key_waits_in_flight": 2,
            "per_key_wait_cap": 2,
            "process_wait_cap": 32,
            "refused": "per_key_waits",
            "retry_after_ms": 1000,
        }
    assert [structured(result)["otp"] for result in results] == ["654321"] * 2


async def test_an_upstream_rate_limit_carries_its_retry_after_in_meta(
    two_wait_gateway: GatewayHandle, key: str
) -> None:
    async with mcp_session(two_wait_gateway.mcp_url, key) as client:
        inbox = structured(await client.call_tool("create_inbox", {}))["id"]
        for _ in range(5):  # the sandbox's quota: 5 test codes per inbox per hour
            structured(await client.call_tool("send_test_code", {"inbox_id": inbox}))
        limited = await client.call_tool("send_test_code", {"inbox_id": inbox})
    assert "retry after" in error_text(limited).lower()
    facts = _fairness(limited)
    assert facts["refused"] == "upstream_rate_limit"
    assert facts["retry_after_ms"] > 0
    assert facts["key_waits_in_flight"] == 0
