"""The stdio server, started as a real subprocess by a real MCP client."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import anyio
import pytest
from mcp.shared.exceptions import MCPError

from mailsocket_mcp.sandbox.runner import SandboxHandle
from mcp import Client, StdioServerParameters
from tests.support.env import child_env

from .helpers import error_text, structured

pytestmark = pytest.mark.anyio

SCRIPT = shutil.which("mailsocket-mcp", path=os.path.dirname(sys.executable)) or "mailsocket-mcp"


@asynccontextmanager
async def stdio_session(
    env: dict[str, str], args: list[str] | None = None
) -> AsyncIterator[Client]:
    params = StdioServerParameters(command=SCRIPT, args=args or [], env=child_env(**env))
    async with Client(params, mode="legacy") as client:
        yield client


async def test_stdio_end_to_end_with_the_key_from_the_environment(
    sandbox: SandboxHandle, key: str
) -> None:
    env = {"MAILSOCKET_API_KEY": key, "MAILSOCKET_BASE_URL": sandbox.base_url}
    with anyio.fail_after(30):
        async with stdio_session(env) as client:
            inbox = structured(await client.call_tool("create_inbox", {}))
            sent = structured(await client.call_tool("send_test_code", {"inbox_id": inbox["id"]}))
            otp = structured(
                await client.call_tool(
                    "wait_for_otp", {"inbox_id": inbox["id"], "since": 0, "timeout": 500}
                )
            )
            assert otp["id"] == sent["message_id"]
            listed = structured(await client.call_tool("list_inboxes", {}))
            assert [i["id"] for i in listed["inboxes"]] == [inbox["id"]]


async def test_a_rejected_key_says_where_the_key_goes(sandbox: SandboxHandle) -> None:
    env = {"MAILSOCKET_API_KEY": "not-a-key", "MAILSOCKET_BASE_URL": sandbox.base_url}
    with anyio.fail_after(30):
        async with stdio_session(env) as client:
            text = error_text(await client.call_tool("list_inboxes", {}))
    assert "rejected the API key" in text
    assert "MAILSOCKET_API_KEY" in text


async def test_a_key_sent_in_a_tool_name_or_argument_is_not_echoed(
    sandbox: SandboxHandle, key: str
) -> None:
    env = {"MAILSOCKET_API_KEY": key, "MAILSOCKET_BASE_URL": sandbox.base_url}
    with anyio.fail_after(30):
        async with stdio_session(env) as client:
            with pytest.raises(MCPError) as unknown_tool:  # -32602, the name echoed
                await client.call_tool(f"x_{key}", {})
            by_name = unknown_tool.value.message
            by_arg = error_text(
                await client.call_tool("list_inboxes", {"limit": key, "cursor": key[3:]})
            )
            by_id = error_text(await client.call_tool("get_latest", {"inbox_id": key}))
    for text in (by_name, by_arg, by_id):
        assert key[8:16] not in text
        # Masked where echoed; a rejected argument's value is never echoed at all.
        assert "[redacted]" in text or "Argument inbox_id" in text or "(limit: " in text


def test_a_missing_key_is_one_clear_line_and_exit_status_2() -> None:
    result = subprocess.run(
        [SCRIPT],
        env=child_env(),
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    assert "MAILSOCKET_API_KEY is not set" in lines[0]


def test_version() -> None:
    result = subprocess.run(
        [SCRIPT, "--version"], capture_output=True, text=True, timeout=30, check=True
    )
    assert result.stdout.startswith("mailsocket-mcp ")
