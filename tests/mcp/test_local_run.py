"""The one-command local run: `--sandbox` on both entry points, mail sent over real SMTP."""

from __future__ import annotations

import os
import re
import shutil
import signal
import smtplib
import socket
import subprocess
import sys
from collections.abc import Iterator
from email.message import EmailMessage

import anyio
import pytest

from mcp import Client, StdioServerParameters
from tests.support.env import child_env

from .helpers import structured, unfenced
from .servers import free_port, mcp_session

pytestmark = pytest.mark.anyio

BIN = os.path.dirname(sys.executable)
GATEWAY = shutil.which("mailsocket-mcp-http", path=BIN) or "mailsocket-mcp-http"
STDIO = shutil.which("mailsocket-mcp", path=BIN) or "mailsocket-mcp"


def _read_banner(process: subprocess.Popen[str]) -> dict[str, str]:
    """Read stderr up to the `claude mcp add` line (bounded by the caller's timeout)."""
    assert process.stderr is not None
    lines = []
    for line in process.stderr:
        lines.append(line)
        if "claude mcp add" in line:
            break
    text = "".join(lines)
    found = {
        "mcp": re.search(r"MCP URL:\s+(\S+)", text),
        "smtp": re.search(r"SMTP:\s+(\S+)", text),
        "key": re.search(r"Sandbox key:\s+(ms_live_\S+)", text),
        "claude": re.search(r"(claude mcp add --transport http .+)", text),
    }
    assert all(found.values()), text
    return {name: match.group(1) for name, match in found.items() if match}


def _send_code(smtp: str, to: str, code: str) -> None:
    host, port = smtp.rsplit(":", 1)
    message = EmailMessage()
    message["From"] = "Acme <no-reply@acme.test>"
    message["To"] = to
    message["Subject"] = "Confirm your sign-in"
    message.set_content(f"Hi! Your verification code is {code}. It expires in 10 minutes.")
    message.add_alternative(f"<p>Your verification code is <b>{code}</b>.</p>", subtype="html")
    with smtplib.SMTP(host, int(port), timeout=10) as client:
        client.send_message(message)


@pytest.fixture
def sandbox_gateway() -> Iterator[tuple[subprocess.Popen[str], int]]:
    """`mailsocket-mcp-http --sandbox`, exactly as the README's quickstart runs it."""
    port = free_port()
    env = child_env(MCP_PORT=str(port))
    process = subprocess.Popen(
        [GATEWAY, "--sandbox", "--smtp-port", "0"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        yield process, port
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=20)
        assert process.stderr is not None
        process.stderr.close()


async def test_the_gateway_with_an_embedded_sandbox_serves_codes_sent_over_smtp(
    sandbox_gateway: tuple[subprocess.Popen[str], int],
) -> None:
    process, port = sandbox_gateway
    result: dict[str, object] = {}
    with anyio.fail_after(30):
        banner = await anyio.to_thread.run_sync(_read_banner, process)
        assert banner["mcp"] == f"http://127.0.0.1:{port}/mcp"
        assert banner["key"] in banner["claude"]
        async with mcp_session(banner["mcp"], banner["key"]) as client:
            inbox = structured(await client.call_tool("create_inbox", {}))

            async def wait() -> None:
                arguments = {"inbox_id": inbox["id"], "since": 0}
                result.update(structured(await client.call_tool("wait_for_otp", arguments)))

            async with anyio.create_task_group() as group:
                group.start_soon(wait)
                await anyio.to_thread.run_sync(
                    _send_code, banner["smtp"], inbox["address"], "731904"
                )
    assert result["otp"] == "731904"
    assert unfenced(result["subject"]) == "Confirm your sign-in"


async def test_the_stdio_server_with_an_embedded_sandbox_needs_no_key() -> None:
    params = StdioServerParameters(
        command=STDIO, args=["--sandbox", "--smtp-port", "0"], env=child_env()
    )
    with anyio.fail_after(30):
        async with Client(params, mode="legacy") as client:
            inbox = structured(await client.call_tool("create_inbox", {}))
            sent = structured(await client.call_tool("send_test_code", {"inbox_id": inbox["id"]}))
            otp = structured(
                await client.call_tool("wait_for_otp", {"inbox_id": inbox["id"], "since": 0})
            )
    assert otp["id"] == sent["message_id"]


@pytest.mark.parametrize(
    ("flags", "expected"),
    [
        (["--smtp-port", "{busy}"], "cannot start the sandbox"),
        (["--smtp-port", "0", "--db", "/proc/no/such/dir/x.db"], "cannot open --db"),
    ],
)
def test_a_sandbox_that_cannot_start_is_one_clear_line_and_exit_status_2(
    flags: list[str], expected: str
) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        flags = [flag.format(busy=busy.getsockname()[1]) for flag in flags]
        result = _run_stdio(flags)
    assert result.returncode == 2
    assert expected in result.stderr
    assert "Traceback" not in result.stderr


def _run_stdio(flags: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [STDIO, "--sandbox", *flags],
        env=child_env(),
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
        stdin=subprocess.DEVNULL,
    )
