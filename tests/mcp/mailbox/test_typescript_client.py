"""The official TypeScript MCP client reads mail through the gateway's mailbox toolset
(tests/node/mailbox.mjs), its structured results checked by that SDK against our schemas."""

from __future__ import annotations

import json
import subprocess

from tests.mcp.servers import GatewayHandle
from tests.support.env import child_env
from tests.support.node import needs_typescript_client, node_command

from .conftest import World

pytestmark = [needs_typescript_client]


def test_the_typescript_client_lists_by_rights_and_reads_a_message(
    world: World, mailbox_gateway: GatewayHandle
) -> None:
    calls = [
        ["list_accounts", {}],
        ["search_messages", {"subject": "Welcome aboard"}],
    ]
    done = subprocess.run(
        node_command("mailbox.mjs", mailbox_gateway.mcp_url, world.reader, json.dumps(calls)),
        env=child_env(),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(done.stdout)
    assert seen["tools"][0] == "list_accounts"
    assert "get_message" in seen["tools"]
    accounts, found = seen["results"]
    assert accounts["structuredContent"]["result"][0]["id"] == world.a
    assert found["structuredContent"]["messages"][0]["subject"].startswith("<<untrusted-mail-")
    done = subprocess.run(
        node_command("mailbox.mjs", mailbox_gateway.mcp_url, world.drafts_only, "[]"),
        env=child_env(),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert json.loads(done.stdout)["tools"] == [
        "list_accounts",
        "list_drafts",
        "create_draft",
        "update_draft",
        "delete_draft",
    ]
