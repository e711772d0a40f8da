"""The MCP Inspector CLI (`mcp-inspector --cli`, pinned in tests/node) lists and calls the
inbox tools: against ``mailsocket-mcp`` over stdio, and against the gateway over streamable
HTTP with the key in an ``Authorization: Bearer`` header it sends itself (``--header``).

Each run is one process of the Inspector: it connects, makes one request, prints the JSON
answer and ends; the sandbox keeps the inboxes between runs, keyed by the API key.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

from mailsocket_mcp.sandbox.runner import SandboxHandle
from mailsocket_mcp.server import TOOLS
from tests.support.node import inspector_cli, inspector_run, needs_inspector_cli

from .servers import GatewayHandle

pytestmark = [needs_inspector_cli, pytest.mark.slow]

STDIO_SCRIPT = (
    shutil.which("mailsocket-mcp", path=os.path.dirname(sys.executable)) or "mailsocket-mcp"
)
INBOX_TOOLS = [spec.name for spec in TOOLS]


def _coverage_env() -> dict[str, str]:
    """coverage's variables, for the server the Inspector starts (it passes only ``-e`` ones)."""
    return {name: value for name, value in os.environ.items() if name.startswith("COVERAGE_")}


def _listed(answer: Any) -> list[str]:
    return [tool["name"] for tool in answer["tools"]]


def _ok(answer: Any) -> Any:
    assert answer.get("isError") is not True, answer
    return answer["structuredContent"]


def test_the_inspector_cli_lists_and_calls_the_inbox_tools_over_stdio(
    sandbox: SandboxHandle, key: str, tmp_path: Path
) -> None:
    server_env = {
        "MAILSOCKET_BASE_URL": sandbox.base_url,
        "MAILSOCKET_API_KEY": key,
        **_coverage_env(),
    }

    def run(method: str, **options: Any) -> Any:
        return inspector_cli(tmp_path, [STDIO_SCRIPT], method, server_env=server_env, **options)

    assert _listed(run("tools/list")) == INBOX_TOOLS
    made = _ok(run("tools/call", tool="create_inbox", arguments={"label": "inspector-stdio"}))
    assert made["address"]
    listed = _ok(run("tools/call", tool="list_inboxes"))
    assert [(i["id"], i["label"]) for i in listed["inboxes"]] == [(made["id"], "inspector-stdio")]


def test_the_inspector_cli_lists_and_calls_the_inbox_tools_on_the_gateway_with_a_bearer_key(
    gateway: GatewayHandle, key: str, tmp_path: Path
) -> None:
    bearer = {"Authorization": f"Bearer {key}"}

    def run(method: str, headers: dict[str, str], **options: Any) -> Any:
        return inspector_cli(tmp_path, [gateway.mcp_url], method, headers=headers, **options)

    assert _listed(run("tools/list", bearer)) == INBOX_TOOLS
    # Another header the Inspector sends: the gateway's read-only switch hides the writers.
    read_only = _listed(run("tools/list", {**bearer, "X-MCP-Readonly": "1"}))
    assert read_only == [spec.name for spec in TOOLS if not spec.writes]
    made = _ok(run("tools/call", bearer, tool="create_inbox", arguments={"label": "inspector"}))
    listed = _ok(run("tools/call", bearer, tool="list_inboxes"))
    assert [(i["id"], i["label"]) for i in listed["inboxes"]] == [(made["id"], "inspector")]
    # Without the header the gateway refuses it, and the Inspector stops there (no login).
    refused = inspector_run(tmp_path, [gateway.mcp_url], "tools/list")
    assert refused.returncode != 0
    assert json.loads(refused.stderr.strip().splitlines()[-1])["error"]["code"] == "auth_required"
