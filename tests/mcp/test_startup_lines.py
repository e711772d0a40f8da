"""What a newcomer reads from `mailsocket-mcp-http`: where it listens, why it cannot, and no
line per mail. Each test runs the real console script."""

from __future__ import annotations

import re
import signal
import smtplib
import socket
import subprocess
from email.message import EmailMessage
from pathlib import Path

import mailsocket
import pytest

from mailsocket_mcp.sandbox.runner import SandboxHandle
from tests.support.background import Background
from tests.support.env import child_env

from .servers import SCRIPT, free_port, running_gateway_process

pytestmark = pytest.mark.slow


def test_a_taken_port_is_one_line_naming_mcp_port_and_exit_status_2() -> None:
    assert SCRIPT is not None
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run(
            [SCRIPT],
            env=child_env(MCP_BIND_HOST="127.0.0.1", MCP_PORT=str(port)),
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )
    assert result.returncode == 2
    assert f"mailsocket-mcp-http: cannot listen on 127.0.0.1:{port}" in result.stderr
    assert "set MCP_PORT to a free port" in result.stderr
    assert "Traceback" not in result.stderr


def test_the_gateway_logs_one_listening_line_with_its_mcp_url(
    sandbox: SandboxHandle, tmp_path: Path
) -> None:
    log = tmp_path / "gateway.log"
    with running_gateway_process(sandbox.base_url, log) as gateway:
        pass  # healthy, then stopped with SIGTERM
    assert gateway.process.returncode == 0
    lines = [line for line in log.read_text().splitlines() if " on http" in line]
    assert len(lines) == 1, lines
    assert lines[0].endswith(
        f"mailsocket-mcp-http listening on http://127.0.0.1:{gateway.port}/mcp"
    )


@pytest.mark.parametrize(
    ("bind_host", "url_host"), [("0.0.0.0", "127.0.0.1"), ("::1", "[::1]")], ids=["any", "ipv6"]
)
def test_the_listening_line_names_a_url_this_machine_can_open(
    bind_host: str, url_host: str
) -> None:
    assert SCRIPT is not None
    port = free_port()
    expected = f"mailsocket-mcp-http listening on http://{url_host}:{port}/mcp"
    with subprocess.Popen(
        [SCRIPT],
        env=child_env(MCP_BIND_HOST=bind_host, MCP_PORT=str(port)),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    ) as process:
        assert process.stderr is not None
        try:
            seen = ""
            while " on http" not in seen and process.poll() is None:
                seen = Background(process.stderr.readline).result(timeout=30)
        finally:
            process.send_signal(signal.SIGTERM)
            process.communicate(timeout=30)
    assert seen.rstrip().endswith(expected), seen


def _send(smtp: str, to: str) -> None:
    host, port = smtp.rsplit(":", 1)
    message = EmailMessage()
    message["From"] = "no-reply@acme.test"
    message["To"] = to
    message["Subject"] = "Your verification code is 424242"
    message.set_content("Your verification code is 424242.")
    with smtplib.SMTP(host, int(port), timeout=10) as client:
        client.send_message(message)


def test_mail_arriving_over_smtp_is_not_logged_line_by_line() -> None:
    """With `--sandbox`, aiosmtpd logged each SMTP command of each mail at INFO."""
    assert SCRIPT is not None
    port = free_port()
    with subprocess.Popen(
        [SCRIPT, "--sandbox", "--smtp-port", "0"],
        env=child_env(MCP_PORT=str(port)),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    ) as process:
        assert process.stderr is not None
        try:
            banner = ""
            while "claude mcp add" not in banner:
                banner += Background(process.stderr.readline).result(timeout=30)
            found = {
                name: re.search(rf"{label}:\s+(\S+)", banner)
                for name, label in (("api", "Sandbox API"), ("smtp", "SMTP"), ("key", "key"))
            }
            assert all(found.values()), banner
            api, smtp, key = (found[name].group(1) for name in ("api", "smtp", "key"))  # type: ignore[union-attr]
            client = mailsocket.Client(key, base_url=api)
            inbox = client.create_inbox()
            _send(smtp, inbox["address"])
            assert client.wait_for_otp(inbox["id"], since=0, timeout=10).otp == "424242"
        finally:
            process.send_signal(signal.SIGTERM)
            rest = Background(process.stderr.read).result(timeout=30)
    assert process.returncode == 0
    assert f"mailsocket-mcp-http listening on http://127.0.0.1:{port}/mcp" in banner + rest
    assert "mail.log" not in banner + rest
    assert inbox["address"] not in banner + rest
