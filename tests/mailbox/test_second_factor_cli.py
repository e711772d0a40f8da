"""``mailsocket-mailbox second-factor`` through the real console script: add a device (the code
read from stdin, or given later with --code), remove it."""

from __future__ import annotations

import os
import queue
import re
import subprocess
import threading
from datetime import datetime, timezone
from pathlib import Path

from mailsocket_mcp.mailbox.domain import totp
from tests.mailbox.conftest import LINE_SECONDS, SCRIPT, run_cli


def _now_code(secret: str) -> str:
    return totp.hotp(totp.secret_bytes(secret), totp.step_of(datetime.now(timezone.utc)))


def _secret(stdout: str) -> str:
    found = re.search(r"secret, to type in instead: ([A-Z2-7]+)", stdout)
    assert found, stdout
    return found.group(1)


def _add_answering_the_prompt(data: Path) -> tuple[subprocess.CompletedProcess[str], str]:
    """``add`` interactively: read the URI it prints, answer with the app's current code."""
    process = subprocess.Popen(
        [SCRIPT, "second-factor", "add", "admin", "--name", "Phone", "--data", str(data)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=dict(os.environ),
    )
    lines: queue.Queue[str] = queue.Queue()

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            lines.put(line)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    seen = ""
    try:
        while "secret, to type in instead" not in seen:
            seen += lines.get(timeout=LINE_SECONDS)
        assert process.stdin is not None
        assert process.stderr is not None
        process.stdin.write(_now_code(_secret(seen)) + "\n")
        process.stdin.close()
        process.wait(timeout=LINE_SECONDS)
        reader.join(timeout=LINE_SECONDS)
        err = process.stderr.read()
    finally:
        process.kill()
        process.wait(timeout=LINE_SECONDS)
        for stream in (process.stdout, process.stderr):
            assert stream is not None
            stream.close()
    while not lines.empty():
        seen += lines.get()
    return subprocess.CompletedProcess(process.args, process.returncode, seen, err), seen


def test_an_operator_adds_and_removes_a_second_factor_on_the_host(tmp_path: Path) -> None:
    data = tmp_path / "data"
    made = run_cli("create-admin", "--data", str(data))
    assert made.returncode == 0, made.stderr

    added, stdout = _add_answering_the_prompt(data)
    assert added.returncode == 0, added.stderr
    assert re.search(r"otpauth://totp/mailsocket-mailbox%3Aadmin\?secret=[A-Z2-7]+&", stdout)
    assert "code from the app:" in added.stderr
    codes = re.findall(r"^  ([a-z2-7]{4}(?:-[a-z2-7]{4}){3})$", stdout, re.MULTILINE)
    assert len(set(codes)) == 10
    assert "device 'Phone'" in stdout

    # Without a code the device waits; --code confirms it; no second set of recovery codes.
    waiting = run_cli("second-factor", "add", "ADMIN", "--name", "Tablet", "--data", str(data))
    assert waiting.returncode == 2
    assert "--code CODE" in waiting.stderr
    confirmed = run_cli(
        "second-factor",
        "add",
        "admin",
        "--name",
        "Tablet",
        "--code",
        _now_code(_secret(waiting.stdout)),
        "--data",
        str(data),
    )
    assert confirmed.returncode == 0, confirmed.stderr
    assert "recovery codes" not in confirmed.stdout
    nothing_waits = run_cli(
        "second-factor", "add", "admin", "--name", "Laptop", "--code", "1", "--data", str(data)
    )
    assert nothing_waits.returncode == 2
    assert "run without --code first" in nothing_waits.stderr
    removed = run_cli("second-factor", "remove", "admin", "--data", str(data))
    assert removed.returncode == 0, removed.stderr
    assert "removed" in removed.stdout
    # Each process spends ~1.5 s of CPU starting: the refusals are the domain tests' part.
    unknown = run_cli("second-factor", "remove", "nobody", "--data", str(data))
    assert (unknown.returncode, "no user named 'nobody'" in unknown.stderr) == (2, True)
