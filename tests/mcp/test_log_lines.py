"""Log lines keep the stdlib's time format while formatting it once per second (logs.py)."""

from __future__ import annotations

import logging

from mailsocket_mcp.logs import TextFormatter


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
