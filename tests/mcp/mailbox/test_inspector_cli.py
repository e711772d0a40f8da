"""The MCP Inspector CLI (pinned in tests/node) lists and calls the mailbox tools on a gateway
serving both toolsets, with an ``mbx_`` token in its ``--header "Authorization: Bearer ..."``:
it sees the inbox tools and only the mailbox tools the token's grants allow."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.sandbox.runner import SandboxHandle
from mailsocket_mcp.server import TOOLS
from tests.mcp.servers import GatewayHandle, running_gateway
from tests.support.node import inspector_cli, needs_inspector_cli

from .conftest import World
from .test_read_tools import DRAFT_TOOLS, READ_TOOLS

pytestmark = [needs_inspector_cli]

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


def test_the_inspector_cli_lists_by_rights_and_calls_list_accounts_with_an_mbx_token(
    world: World, both: GatewayHandle, tmp_path: Path
) -> None:
    def run(token: str, method: str, **options: Any) -> Any:
        bearer = {"Authorization": f"Bearer {token}"}
        return inspector_cli(tmp_path, [both.mcp_url], method, headers=bearer, **options)

    def listed(token: str) -> list[str]:
        return [tool["name"] for tool in run(token, "tools/list")["tools"]]

    assert listed(world.reader) == INBOX_TOOLS + READ_TOOLS
    assert listed(world.drafts_only) == [*INBOX_TOOLS, "list_accounts", *DRAFT_TOOLS]
    answer = run(world.reader, "tools/call", tool="list_accounts")
    assert answer.get("isError") is not True, answer
    accounts = answer["structuredContent"]["result"]
    assert [account["id"] for account in accounts] == [world.a]
    assert accounts[0]["rights"] == ["mail.read"]
