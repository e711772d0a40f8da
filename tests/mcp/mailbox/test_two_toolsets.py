"""One gateway serving both toolsets: each request gets the tools its own key opens."""

from __future__ import annotations

from collections.abc import Iterator

import anyio
import httpx
import pytest

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.sandbox.runner import SandboxHandle
from mailsocket_mcp.server import TOOLS
from tests.mcp.servers import GatewayHandle, running_gateway

from .conftest import World, gateway_session
from .test_read_tools import READ_TOOLS, names, ok

pytestmark = pytest.mark.anyio

INBOX_TOOLS = [spec.name for spec in TOOLS]


@pytest.fixture(scope="module")
def both(world: World, sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    settings = GatewaySettings(
        toolsets=("inbox", "mailbox"),
        upstream_base_url=sandbox.base_url,
        mailbox_url=world.service.url,
    )
    with running_gateway(settings) as handle:
        yield handle


async def test_a_mailsocket_key_gets_the_inbox_tools_and_an_mbx_token_the_mailbox_tools_too(
    world: World, both: GatewayHandle, key: str
) -> None:
    with anyio.fail_after(60):
        async with gateway_session(both, key) as client:
            assert await names(client) == INBOX_TOOLS
            ok(await client.call_tool("create_inbox", {}))
            hidden = await client.call_tool("list_accounts", {})
            assert hidden.is_error is True
            assert "mbx_" in hidden.content[0].text
        async with gateway_session(both, world.reader) as client:
            assert await names(client) == INBOX_TOOLS + READ_TOOLS
            accounts = ok(await client.call_tool("list_accounts", {}))["result"]
            assert [account["id"] for account in accounts] == [world.a]


async def test_a_gateway_without_the_inbox_toolset_refuses_a_mailsocket_key(
    world: World, key: str
) -> None:
    settings = GatewaySettings(toolsets=("mailbox",), mailbox_url=world.service.url)
    with running_gateway(settings) as handle:
        async with httpx.AsyncClient(timeout=30) as http:
            answer = await http.post(
                handle.mcp_url,
                json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
                headers={"Authorization": f"Bearer {key}", "Accept": "application/json"},
            )
    assert answer.status_code == 401
    assert "mbx_" in answer.json()["error"]["message"]
