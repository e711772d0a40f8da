"""The ``mailsocket-sandbox`` console script, started as a real subprocess."""

from __future__ import annotations

import re
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import mailsocket
import pytest

from mailsocket_mcp.sandbox.cli import main
from tests.support.background import Background
from tests.support.keys import new_key
from tests.support.mail import alternative, send

SCRIPT = Path(sys.executable).with_name("mailsocket-sandbox")
URL_LINE = re.compile(r"^mailsocket-sandbox listening on (http://127\.0\.0\.1:\d+/api/v1)$")
SMTP_LINE = re.compile(r"mailsocket sandbox SMTP on (127\.0\.0\.1):(\d+)")


@pytest.mark.slow
def test_the_console_script_prints_its_url_serves_the_sdk_and_stops_on_sigint() -> None:
    with subprocess.Popen(
        [str(SCRIPT), "--host", "127.0.0.1", "--port", "0", "--no-smtp"],
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


@contextmanager
def _sandbox_process(*args: str) -> Iterator[tuple[str, str, int]]:
    """The console script with SMTP on a free port: (API URL, SMTP host, SMTP port)."""
    with subprocess.Popen(
        [str(SCRIPT), "--port", "0", "--smtp-port", "0", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as process:
        assert process.stdout is not None
        try:
            url = URL_LINE.search(Background(process.stdout.readline).result(timeout=20))
            smtp = SMTP_LINE.search(Background(process.stdout.readline).result(timeout=20))
            assert url
            assert smtp
            yield url.group(1), smtp.group(1), int(smtp.group(2))
        finally:
            process.send_signal(signal.SIGINT)
            _, stderr = process.communicate(timeout=20)
    assert process.returncode == 0
    assert "Traceback" not in stderr


@pytest.mark.slow
def test_the_console_script_prints_where_smtp_listens_and_keeps_mail_in_its_db(
    tmp_path: Path,
) -> None:
    key = new_key()
    db = str(tmp_path / "sandbox.db")
    with _sandbox_process("--db", db) as (url, smtp_host, smtp_port):
        client = mailsocket.Client(key, base_url=url)
        inbox = client.create_inbox()
        raw = alternative(
            to=inbox["address"],
            subject="Your verification code is 909090",
            text="Your verification code is 909090.",
            html="<p>Your verification code is <b>909090</b>.</p>",
        )
        send(smtp_host, smtp_port, [inbox["address"]], raw)
        sent = client.wait_for_otp(inbox["id"], since=0, timeout=5)

    # A clean stop (SIGINT) and a new process on the same file: nothing was lost.
    with _sandbox_process("--db", db) as (url, _, _):
        client = mailsocket.Client(key, base_url=url)
        assert client.get_latest(inbox["id"]) == sent.message


@pytest.mark.slow
def test_empty_latest_404_answers_an_empty_inboxs_latest_with_not_found() -> None:
    """``--empty-latest 404``: an empty inbox's latest is the very 404 an unknown inbox gets."""
    with _sandbox_process("--empty-latest", "404") as (url, _, _):
        client = mailsocket.Client(new_key(), base_url=url)
        inbox = client.create_inbox()
        with pytest.raises(mailsocket.NotFound) as empty:
            client.get_latest(inbox["id"])
        with pytest.raises(mailsocket.NotFound) as unknown:
            client.get_latest("inb_missing")
        client.send_test_code(inbox["id"])
        assert client.get_latest(inbox["id"])["otp"]
    assert empty.value.code == unknown.value.code == "not_found"


def test_help_describes_the_options(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--help"])

    assert exited.value.code == 0
    out = capsys.readouterr().out
    for option in (
        "--host",
        "--port",
        "--enable-faults",
        "--per-key-wait-limit",
        "--smtp-port",
        "--no-smtp",
        "--smtp-max-bytes",
        "--db",
        "--retention-hours",
        "--ui",
        "--empty-latest",
    ):
        assert option in out


def test_invalid_settings_are_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--port", "70000"])

    assert exited.value.code == 2
    assert "port" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("flags", "named"),
    [(["--port", "{port}"], "--port"), (["--port", "0", "--smtp-port", "{port}"], "--smtp-port")],
    ids=["api port", "smtp port"],
)
def test_a_port_in_use_is_one_line_naming_the_flag_and_exit_status_1(
    flags: list[str], named: str
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run(
            [str(SCRIPT), *(flag.format(port=port) for flag in flags)],
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )

    assert result.returncode == 1
    assert result.stderr.strip().splitlines() == [
        f"mailsocket-sandbox: cannot listen on 127.0.0.1:{port} (Address already in use): "
        f"pick another port with {named} (or another --host)"
    ]
    assert result.stdout == ""


def test_a_db_path_that_cannot_be_opened_is_reported_with_exit_status_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing_dir = tmp_path / "no" / "such" / "dir" / "sandbox.db"

    assert main(["--port", "0", "--no-smtp", "--db", str(missing_dir)]) == 1

    assert "cannot open the database" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("args", "complaint"),
    [
        (["--smtp-port", "70000"], "smtp_port"),
        (["--smtp-max-bytes", "0"], "smtp_max_bytes"),
        (["--retention-hours", "-1"], "retention_hours"),
        (["--smtp-port", "2600", "--no-smtp"], "not allowed"),
    ],
)
def test_impossible_smtp_and_storage_options_are_usage_errors(
    args: list[str], complaint: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main(args)

    assert exited.value.code == 2
    assert complaint in capsys.readouterr().err


def _first_lines(*args: str) -> list[str]:
    """The lines the console script prints before serving, then a clean stop."""
    with subprocess.Popen(
        [str(SCRIPT), "--port", "0", "--no-smtp", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as process:
        assert process.stdout is not None
        try:
            lines = [Background(process.stdout.readline).result(timeout=20) for _ in range(2)]
            found = re.search(r"web page on http://[^:]+:(\d+)/", lines[1])
            if found:  # the printed page answers (fetched over loopback)
                page = httpx.get(f"http://127.0.0.1:{found.group(1)}/", timeout=10)
                assert page.status_code == 200
                assert "mailsocket sandbox" in page.text
        finally:
            process.send_signal(signal.SIGINT)
            process.communicate(timeout=20)
    return lines


@pytest.mark.slow
def test_the_console_script_prints_and_serves_its_web_page_on_loopback() -> None:
    lines = _first_lines("--host", "127.0.0.1")

    assert re.fullmatch(r"mailsocket sandbox web page on http://127\.0\.0\.1:\d+/\n", lines[1])


@pytest.mark.slow
def test_the_web_page_is_off_on_all_interfaces_unless_ui_is_given() -> None:
    off = _first_lines("--host", "0.0.0.0")
    on = _first_lines("--host", "0.0.0.0", "--ui")

    assert off[1] == "web page off on a non-loopback --host (add --ui to serve it)\n"
    assert re.fullmatch(r"mailsocket sandbox web page on http://0\.0\.0\.0:\d+/\n", on[1])
