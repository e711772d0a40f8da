"""The stdio server seen by the official TypeScript MCP client (tests/node/stdio_wait.mjs).

That client gives up on a request after 60 s (its DEFAULT_REQUEST_TIMEOUT_MSEC): a wait
must answer before, with the "call again with since=..." tool error, not lose the race and
leave the agent with the client's own -32001. The cap and the client's timeout scale down
together here (a 1 s cap, a 5 s client timeout) so the test is quick; with the defaults
the heartbeats' ``total`` shows the wait's effective length.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from typing import Any

import pytest

from mailsocket_mcp.sandbox.runner import SandboxHandle
from tests.support.env import child_env
from tests.support.node import needs_typescript_client, node_command

pytestmark = [needs_typescript_client, pytest.mark.slow]

SCRIPT = shutil.which("mailsocket-mcp", path=os.path.dirname(sys.executable)) or "mailsocket-mcp"
REQUEST_TIMEOUT = -32001  # the TypeScript SDK's ErrorCode.RequestTimeout
TS_DEFAULT_REQUEST_TIMEOUT_S = 60.0


def _wait_in_typescript(server_env: dict[str, str], **options: Any) -> list[dict[str, Any]]:
    """Run stdio_wait.mjs against ``mailsocket-mcp`` started with ``server_env``; its lines."""
    options["env"] = child_env(**server_env)
    result = subprocess.run(
        node_command("stdio_wait.mjs", SCRIPT, json.dumps(options)),
        env=child_env(),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return [json.loads(line) for line in result.stdout.splitlines() if line.strip()]


def test_a_wait_longer_than_the_stdio_cap_ends_in_the_call_again_error_before_the_clients_timeout(
    sandbox: SandboxHandle, key: str
) -> None:
    """``wait_for_otp`` with its default timeout (60 s), a 1 s cap, a client timing out at 5 s."""
    env = {
        "MAILSOCKET_API_KEY": key,
        "MAILSOCKET_BASE_URL": sandbox.base_url,
        "MCP_MAX_WAIT_S": "1",
    }
    lines = _wait_in_typescript(env, timeout_ms=5000, arguments={})
    ended = lines[-1]
    assert "error" not in ended, ended  # not the client's -32001
    result = ended["result"]
    assert result["isError"] is True
    text = result["content"][0]["text"]
    assert "No matching message arrived yet" in text
    assert 'call the same tool again with since="' in text


def test_by_default_a_stdio_wait_is_capped_below_the_typescript_clients_60_s_timeout(
    sandbox: SandboxHandle, key: str
) -> None:
    """A progress token does not lift the cap: this client sends one whenever it listens for
    progress, and keeps its 60 s timeout unless told to reset it on progress."""
    env = {
        "MAILSOCKET_API_KEY": key,
        "MAILSOCKET_BASE_URL": sandbox.base_url,
        "MCP_PROGRESS_INTERVAL_S": "0.2",
    }
    lines = _wait_in_typescript(env, progress=True, abort_after_beats=1, arguments={"timeout": 500})
    beats = [line for line in lines if "progress" in line]
    assert beats, lines
    assert beats[0]["total"] == 55
    assert beats[0]["total"] < TS_DEFAULT_REQUEST_TIMEOUT_S
    assert "of 55 s" in beats[0]["message"]
    assert "error" in lines[-1]  # the client cancelled the wait after that heartbeat
