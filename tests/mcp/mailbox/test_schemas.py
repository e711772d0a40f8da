"""The mailbox tools' public surface: a snapshot, and the interface of benethos-mailbox-mcp 0.5.2
(names, argument names, types, defaults, bounds, annotations, output schemas) so prompts and
configurations written for it carry over. Descriptions are our own."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from mailsocket_mcp.server import build_server
from mailsocket_mcp.tools.mailbox.listing import MAILBOX_NEEDS

pytestmark = pytest.mark.anyio

SNAPSHOTS = Path(__file__).with_name("snapshots")
OURS = SNAPSHOTS / "tools.json"
# benethos-mailbox-mcp 0.5.2's published tools/list, its descriptions left out.
REFERENCE = SNAPSHOTS / "benethos_mailbox_mcp_0.5.2_interface.json"
SCHEMA_KEYS = ("type", "anyOf", "default", "minimum", "maximum", "items", "enum", "$ref")


async def _listed() -> list[dict[str, Any]]:
    server = build_server(lambda: None, toolsets=("mailbox",))  # type: ignore[arg-type,return-value]
    return [
        tool.model_dump(by_alias=True, mode="json", exclude_none=True)
        for tool in await server.list_tools()
    ]


async def test_the_mailbox_tool_schemas_match_the_snapshot() -> None:
    listed = await _listed()
    if os.environ.get("MAILBOX_TOOLS_UPDATE_SNAPSHOT"):
        OURS.write_text(json.dumps(listed, indent=1) + "\n")
    assert listed == json.loads(OURS.read_text())


async def test_the_tools_take_the_arguments_and_give_the_shapes_of_benethos_mailbox_mcp() -> None:
    reference = {tool["name"]: tool for tool in json.loads(REFERENCE.read_text())}
    for tool in await _listed():
        theirs = reference[tool["name"]]
        assert tool["annotations"] == theirs["annotations"], tool["name"]
        assert tool.get("outputSchema") == theirs.get("outputSchema"), tool["name"]
        ours_in, theirs_in = tool["inputSchema"], theirs["inputSchema"]
        assert ours_in.get("required", []) == theirs_in.get("required", []), tool["name"]
        assert list(ours_in["properties"]) == list(theirs_in["properties"]), tool["name"]
        for name, schema in ours_in["properties"].items():
            expected = theirs_in["properties"][name]
            for key in SCHEMA_KEYS:
                assert schema.get(key) == expected.get(key), (tool["name"], name, key)


def test_every_tool_needs_the_right_the_service_checks_for_it() -> None:
    needs = {name: need.right if need else None for name, need in MAILBOX_NEEDS.items()}
    assert needs == {
        "list_accounts": None,
        **dict.fromkeys(
            ["list_folders", "search_messages", "get_message", "get_thread", "whats_new"],
            "mail.read",
        ),
        "get_attachment": "mail.read",
        "share_attachment": "mail.share",
        **dict.fromkeys(["update_messages", "create_folder", "update_folder"], "mail.write"),
        **dict.fromkeys(["list_drafts", "create_draft", "update_draft", "delete_draft"], "drafts"),
        **dict.fromkeys(["send_message", "send_draft"], "send"),
    }
