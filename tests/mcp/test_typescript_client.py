"""Issue 12's gateway features seen by the official TypeScript MCP client (tests/node).

The client family Claude Code and VS Code use, pinned, connects over 127.0.0.1 with its own
``requestInit.headers``: tool filtering narrows what it lists and calls; a wait called with
``onprogress`` gets heartbeats, then the code. The mail that ends a wait is sent only when
the script says it has seen enough heartbeats, so nothing here depends on timing.
"""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import anyio
import anyio.to_thread
import pytest
from anyio.streams.buffered import BufferedByteReceiveStream

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.sandbox.runner import SandboxHandle
from mailsocket_mcp.server import TOOLS
from tests.support.env import child_env
from tests.support.node import needs_typescript_client, node_command

from .helpers import assert_heartbeats
from .servers import GatewayHandle, running_gateway

pytestmark = [needs_typescript_client, pytest.mark.slow]

INTERVAL = 0.2
OTP = "246810"
REQUEST_TIMEOUT = -32001  # the TypeScript SDK's ErrorCode.RequestTimeout


@pytest.fixture(scope="module")
def gateway(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    settings = GatewaySettings(upstream_base_url=sandbox.base_url, progress_interval_s=INTERVAL)
    with running_gateway(settings) as handle:
        yield handle


def test_the_typescript_client_lists_and_calls_only_what_its_headers_allow(
    gateway: GatewayHandle, key: str
) -> None:
    result = subprocess.run(
        node_command("filtering.mjs", gateway.mcp_url, key),
        env=child_env(),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    seen = json.loads(result.stdout.strip().splitlines()[-1])
    assert seen["read_only"] == [spec.name for spec in TOOLS if not spec.writes]
    assert not {"create_inbox", "send_test_code", "delete_inbox"} & set(seen["read_only"])
    deleted = seen["delete_inbox"]
    assert deleted["isError"] is True
    assert "hidden by X-MCP-Readonly: 1 on this request" in deleted["content"][0]["text"]
    assert seen["narrowed"] == ["wait_for_otp", "get_latest"]


@dataclass
class Waited:
    """What progress.mjs printed: each notification, then its result or its error."""

    beats: list[dict[str, Any]] = field(default_factory=list)
    result: dict[str, Any] | None = None
    error: dict[str, Any] | None = None


async def _wait_in_typescript(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str, log: Path, **options: object
) -> Waited:
    """Run progress.mjs with ``options``; deliver the code when it prints ``ready``."""
    command = node_command("progress.mjs", gateway.mcp_url, key, json.dumps(options))
    waited = Waited()
    with log.open("w") as stderr, anyio.fail_after(15):
        async with await anyio.open_process(command, env=child_env(), stderr=stderr) as process:
            assert process.stdout is not None
            lines = BufferedByteReceiveStream(process.stdout)
            while waited.result is None and waited.error is None:
                try:
                    event = json.loads(await lines.receive_until(b"\n", 1 << 20))
                except (anyio.EndOfStream, anyio.IncompleteRead):
                    errors = await anyio.Path(log).read_text()
                    pytest.fail(f"progress.mjs ended early: {errors[-3000:]}")
                if "ready" in event:
                    deliver = partial(sandbox.deliver, subject=f"Your verification code is {OTP}")
                    await anyio.to_thread.run_sync(deliver, str(event["ready"]))
                elif "progress" in event:
                    waited.beats.append(event)
                waited.result = event.get("result")
                waited.error = event.get("error")
            code = await process.wait()
    assert code == 0, (await anyio.Path(log).read_text())[-3000:]
    return waited


def _assert_code_after_heartbeats(waited: Waited, total: float) -> None:
    assert waited.error is None, waited.error
    assert waited.result is not None
    assert waited.result["structuredContent"]["otp"] == OTP
    reports = [(beat["progress"], beat["total"], beat["message"]) for beat in waited.beats]
    assert_heartbeats(reports, total=total)


@pytest.mark.anyio
async def test_the_typescript_client_gets_heartbeats_during_wait_for_otp_then_the_code(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str, tmp_path: Path
) -> None:
    # 500 s asked: the gateway's cap (55 s) is the total the heartbeats report.
    waited = await _wait_in_typescript(
        gateway,
        sandbox,
        key,
        tmp_path / "node.log",
        timeout_ms=30_000,
        reset=False,
        wait_timeout=500,
        beats=3,
        after_ms=0,
    )
    _assert_code_after_heartbeats(waited, 55.0)


@pytest.mark.anyio
async def test_heartbeats_keep_a_wait_alive_past_the_typescript_clients_own_request_timeout(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str, tmp_path: Path
) -> None:
    """A 1.5 s request timeout, reset by each 0.2 s heartbeat: mail sent after 3 s still arrives.

    (1.5 s, not less: a loaded CI machine may hold the gateway's loop for a while.)
    """
    waited = await _wait_in_typescript(
        gateway,
        sandbox,
        key,
        tmp_path / "node.log",
        timeout_ms=1500,
        reset=True,
        wait_timeout=20,
        beats=3,
        after_ms=3000,
    )
    _assert_code_after_heartbeats(waited, 20.0)


@pytest.mark.anyio
async def test_without_reset_on_progress_the_typescript_client_gives_up_at_its_own_timeout(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str, tmp_path: Path
) -> None:
    """The counterpart of the test above: a 1 s timeout, not reset, ends a wait no mail ends."""
    waited = await _wait_in_typescript(
        gateway,
        sandbox,
        key,
        tmp_path / "node.log",
        timeout_ms=1000,
        reset=False,
        wait_timeout=20,
        beats=1_000_000,  # never ready: no mail is sent
        after_ms=0,
    )
    assert waited.result is None
    assert waited.error is not None
    assert waited.error["code"] == REQUEST_TIMEOUT
    assert waited.beats, "heartbeats came, but this client does not count them"
