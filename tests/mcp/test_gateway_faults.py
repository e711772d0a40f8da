"""Upstream faults (from the sandbox's own fault hooks) become clean tool errors."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import anyio
import pytest

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .helpers import error_text, structured
from .servers import GatewayHandle, mcp_session, running_gateway

pytestmark = pytest.mark.anyio


@pytest.fixture(scope="module")
def impatient_gateway(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    """A gateway that gives the upstream 1 s per request, so a stall is quick to see."""
    settings = GatewaySettings(upstream_base_url=sandbox.base_url, upstream_timeout_s=1.0)
    with running_gateway(settings) as handle:
        yield handle


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        ("error_500", "failed (HTTP 500)"),
        ("malformed_json", "could not be read"),
        ("stall", "could not be reached"),
        ("drop", "could not be reached"),
    ],
)
async def test_an_upstream_fault_is_a_clean_tool_error_and_the_gateway_keeps_serving(
    impatient_gateway: GatewayHandle, sandbox: SandboxHandle, key: str, kind: str, expected: str
) -> None:
    async with mcp_session(impatient_gateway.mcp_url, key) as client:
        inbox = structured(await client.call_tool("create_inbox", {}))["id"]
        sandbox.faults.arm(kind, stall_seconds=3, path_contains=inbox)  # type: ignore[arg-type]
        with anyio.fail_after(20):
            failed = await client.call_tool("get_latest", {"inbox_id": inbox})
        text = error_text(failed)
        assert expected in text
        assert "Traceback" not in text
        assert "Retry" in text
        after = await client.call_tool("get_latest", {"inbox_id": inbox})
        assert structured(after)["empty"] is True


async def test_a_fault_during_a_wait_is_a_clean_tool_error(
    impatient_gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    async with mcp_session(impatient_gateway.mcp_url, key) as client:
        inbox = structured(await client.call_tool("create_inbox", {}))["id"]
        sandbox.faults.arm("error_500", path_contains=f"{inbox}/messages/wait")
        with anyio.fail_after(20):
            failed = await client.call_tool("wait_for_otp", {"inbox_id": inbox, "timeout": 5})
        assert "HTTP 500" in error_text(failed)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_nothing_listening_upstream_is_a_clean_tool_error(key: str) -> None:
    settings = GatewaySettings(upstream_base_url=f"http://127.0.0.1:{_free_port()}/api/v1")
    with running_gateway(settings) as gateway:
        async with mcp_session(gateway.mcp_url, key) as client:
            with anyio.fail_after(20):
                failed = await client.call_tool("create_inbox", {})
            assert "could not be reached" in error_text(failed)
            again = await client.call_tool("list_inboxes", {})
            assert again.is_error
