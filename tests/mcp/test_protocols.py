"""Both protocol eras work: the initialize handshake and the 2026-07-28 stateless envelope."""

from __future__ import annotations

import anyio
import pytest

from mailsocket_mcp.sandbox.runner import SandboxHandle
from mailsocket_mcp.server import TOOL_ANNOTATIONS

from .helpers import error_text, structured
from .servers import GatewayHandle, mcp_session

pytestmark = pytest.mark.anyio


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_a_client_in_either_protocol_era_lists_and_calls_tools(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str, mode: str
) -> None:
    async with mcp_session(gateway.mcp_url, key, mode=mode) as client:
        tools = await client.list_tools()
        assert sorted(t.name for t in tools.tools) == sorted(TOOL_ANNOTATIONS)
        inbox = structured(await client.call_tool("create_inbox", {}))
        sandbox.deliver(inbox["id"], subject="Your verification code is 909090")
        with anyio.fail_after(15):
            otp = await client.call_tool("wait_for_otp", {"inbox_id": inbox["id"], "since": 0})
        assert structured(otp)["otp"] == "909090"
        missing = await client.call_tool("get_latest", {"inbox_id": "inb_missing"})
        assert "Not found" in error_text(missing)
