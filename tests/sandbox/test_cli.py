"""The ``mailsocket-sandbox`` console script, started as a real subprocess."""

from __future__ import annotations

import re
import signal
import socket
import subprocess
import sys
from pathlib import Path

import mailsocket
import pytest

from mailsocket_mcp.sandbox.cli import main
from tests.support.background import Background
from tests.support.keys import new_key

SCRIPT = Path(sys.executable).with_name("mailsocket-sandbox")
URL_LINE = re.compile(r"mailsocket sandbox API on (http://127\.0\.0\.1:\d+/api/v1)")


@pytest.mark.slow
def test_the_console_script_prints_its_url_serves_the_sdk_and_stops_on_sigint() -> None:
    with subprocess.Popen(
        [str(SCRIPT), "--host", "127.0.0.1", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as process:
        assert process.stdout is not None
        try:
            first_line = Background(process.stdout.readline).result(timeout=20)
            found = URL_LINE.search(first_line)
            assert found, first_line
            client = mailsocket.Client(new_key(), base_url=found.group(1))
            inbox = client.create_inbox()
            client.send_test_code(inbox["id"])
            assert client.wait_for_otp(inbox["id"], since=0, timeout=5).otp
        finally:
            process.send_signal(signal.SIGINT)
            stdout, stderr = process.communicate(timeout=20)
    assert process.returncode == 0
    assert "Finished server process" in stderr
    assert "Traceback" not in stderr
    assert "/api/v1/inboxes" in stdout  # the access log...
    assert "ms_live_" not in stdout + stderr  # ...never shows a key


def test_help_describes_the_options(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--help"])

    assert exited.value.code == 0
    out = capsys.readouterr().out
    for option in ("--host", "--port", "--enable-faults", "--per-key-wait-limit"):
        assert option in out


def test_invalid_settings_are_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--port", "70000"])

    assert exited.value.code == 2
    assert "port" in capsys.readouterr().err


def test_a_port_in_use_is_reported_with_exit_status_1(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]

        assert main(["--port", str(port)]) == 1

    assert "cannot listen" in capsys.readouterr().out
