"""Log lines: the stdlib's time format, formatted once per second; written in batches,
never lost on a graceful stop (logs.py)."""

from __future__ import annotations

import io
import json
import logging
import signal
import threading
from pathlib import Path

import anyio
import httpx2
import pytest

from mailsocket_mcp.logs import BufferedStreamHandler, TextFormatter
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .conftest import new_key
from .helpers import MCP_HEADERS
from .servers import running_gateway_process


def _record(created: float) -> logging.LogRecord:
    record = logging.LogRecord("mailsocket_mcp.access", logging.INFO, "", 0, "POST /mcp", (), None)
    record.created, record.msecs = created, (created - int(created)) * 1000
    return record


def test_the_time_of_each_line_reads_as_the_standard_formatter_writes_it() -> None:
    ours, standard = TextFormatter(), logging.Formatter()
    for created in (1_700_000_000.123, 1_700_000_000.999, 1_700_000_001.004, 1_700_003_600.5):
        record = _record(created)
        assert ours.formatTime(record) == standard.formatTime(record)
        assert ours.format(record).startswith(standard.formatTime(record) + " INFO ")
    record = _record(1_700_000_000.5)
    assert ours.formatTime(record, "%H:%M") == standard.formatTime(record, "%H:%M")


def test_a_line_reads_as_the_standard_formatter_writes_it_with_the_same_format() -> None:
    """The line is written out by hand (formatMessage costs a third of a record)."""
    standard = logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s")
    for name, level, message, args in [
        ("mailsocket_mcp.access", logging.INFO, "%s %s %d %.1fms", ("POST", "/mcp", 200, 0.25)),
        ("mcp.server", logging.WARNING, "100%% done: %r", ({"a": "b"},)),
        ("x", logging.ERROR, "plain, with a %(brace)s and a %", ()),
    ]:
        record = logging.LogRecord(name, level, "", 0, message, args, None)
        twin = logging.LogRecord(name, level, "", 0, message, args, None)
        twin.created, twin.msecs = record.created, record.msecs
        assert TextFormatter().format(record) == standard.format(twin)


class _Stream(io.StringIO):
    """A stream that says when it has been written to."""

    def __init__(self) -> None:
        super().__init__()
        self.written = threading.Event()

    def write(self, text: str) -> int:
        count = super().write(text)
        self.written.set()
        return count


def _logger(handler: logging.Handler) -> logging.Logger:
    logger = logging.getLogger(f"test.buffered.{id(handler)}")
    logger.propagate = False
    logger.setLevel(logging.INFO)
    logger.addHandler(handler)
    return logger


def test_a_buffered_line_is_written_within_the_flush_interval_without_another_record() -> None:
    stream = _Stream()
    handler = BufferedStreamHandler(stream, interval_s=0.05)
    try:
        _logger(handler).info("first")
        assert stream.written.wait(10)
        assert stream.getvalue() == "first\n"
    finally:
        handler.close()


def test_a_warning_is_written_at_once_with_the_lines_before_it_and_close_writes_the_rest() -> None:
    stream = _Stream()
    handler = BufferedStreamHandler(stream, interval_s=3600)  # the timer never fires here
    logger = _logger(handler)
    try:
        logger.info("one")
        assert stream.getvalue() == ""
        logger.warning("two")
        assert stream.getvalue() == "one\ntwo\n"
        logger.info("three")
    finally:
        handler.close()
    assert stream.getvalue() == "one\ntwo\nthree\n"


@pytest.mark.anyio
async def test_every_access_line_is_written_when_sigterm_stops_the_gateway(
    sandbox: SandboxHandle, tmp_path: Path
) -> None:
    """The gateway writes its log in batches; a SIGTERM right after a burst loses none."""
    log = tmp_path / "gw.log"
    ping = json.dumps({"jsonrpc": "2.0", "id": 1, "method": "ping"})
    headers = {**MCP_HEADERS, "Authorization": f"Bearer {new_key()}"}
    with running_gateway_process(sandbox.base_url, log) as gateway:
        with anyio.fail_after(30):
            async with httpx2.AsyncClient(base_url=gateway.root_url, timeout=10) as http:
                for _ in range(40):
                    answer = await http.post("/mcp", headers=headers, content=ping)
                    assert answer.status_code == 200
            gateway.process.send_signal(signal.SIGTERM)
            code = await anyio.to_thread.run_sync(gateway.process.wait, 20)
    assert code == 0
    lines = log.read_text().splitlines()
    assert sum(" mailsocket_mcp.access: POST /mcp 200 " in line for line in lines) == 40
