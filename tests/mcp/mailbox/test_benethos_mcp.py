"""benethos-mailbox-mcp 0.5.2, the published MCP server of the mailbox API, unchanged, works
against our service: it lists accounts, searches and reads mail with a reader's token.

.ci/run installs it into .ci/benethos-mcp (a venv of its own, ignored by git).
"""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest

from mcp import Client, StdioServerParameters
from tests.support.env import child_env

from .conftest import World
from .test_read_tools import ok, text

pytestmark = pytest.mark.anyio

SCRIPT = Path(__file__).parents[3] / ".ci" / "benethos-mcp" / "bin" / "benethos-mailbox-mcp"


@pytest.fixture
def benethos_mcp() -> Path:
    if not SCRIPT.exists():
        pytest.skip("benethos-mailbox-mcp is not installed (.ci/run installs it)")
    return SCRIPT


async def test_benethos_mailbox_mcp_reads_our_service(
    world: World, benethos_mcp: Path, tmp_path: Path
) -> None:
    params = StdioServerParameters(
        command=str(benethos_mcp),
        args=[],
        env=child_env(
            HOME=str(tmp_path),  # no settings file of the developer's is read
            MAILBOX_SERVICE_URL=world.service.url,
            MAILBOX_SERVICE_TOKEN=world.reader,
        ),
    )
    with anyio.fail_after(90):
        async with Client(params, mode="legacy") as client:
            accounts = ok(await client.call_tool("list_accounts", {}))["result"]
            assert [account["id"] for account in accounts] == [world.a]
            found = ok(await client.call_tool("search_messages", {"subject": "Welcome aboard"}))
            listed = found.get("messages") or found.get("items") or found.get("result")
            assert listed, found
            message = await client.call_tool(
                "get_message", {"account_id": world.a, "message_id": listed[0]["id"]}
            )
            assert message.is_error is not True, text(message)
            assert "Hello and welcome." in text(message)
