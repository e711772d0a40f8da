"""The service log on the admin page: the last log records of this process, redacted, in memory.

:class:`LogRing` is a logging handler holding the newest ``capacity`` records as safe text.
``serve`` installs one on the root logger for as long as it runs (:func:`recording`) and hangs
it on the process's ``Mailbox`` (``mailbox.log_ring``), so nothing lives at module level and
two services in one process (the tests) keep two rings. Redaction happens when a record comes
in, so the ring never holds a secret: tokens (``mbx_``), mailsocket keys and OAuth values
(:class:`~mailsocket_mcp.redact.Redactor`), webhook secrets (``whsec_``), and whatever follows
``password=`` / ``token:``-like words.
"""

from __future__ import annotations

import logging
import re
from collections import deque
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone

from mailsocket_mcp.redact import MASK, Redactor

__all__ = ["DEFAULT_CAPACITY", "LogLine", "LogRing", "recording", "redact_line"]

DEFAULT_CAPACITY = 500
MAX_LINE_CHARS = 2000
_SECRETS = re.compile(r"\b(?:mbx|whsec)_[A-Za-z0-9_\-+/=]{4,}")
_NAMED = re.compile(
    r"(?i)(\b(?:password|passwd|secret|token|authorization|api[_-]?key)\s*[=:]\s*"
    r"(?:bearer\s+)?)[^\s,;&\"']+"
)


def redact_line(text: str) -> str:
    """``text`` without the secrets a log line might quote."""
    text = Redactor().text(text)
    text = _SECRETS.sub(MASK, text)
    return _NAMED.sub(lambda m: m.group(1) + MASK, text)


@dataclass(frozen=True)
class LogLine:
    at: datetime
    level: str
    logger: str
    text: str


class LogRing(logging.Handler):
    """The newest ``capacity`` records handed to it, oldest first, each redacted once."""

    def __init__(self, capacity: int = DEFAULT_CAPACITY, level: int = logging.INFO) -> None:
        super().__init__(level)
        self._lines: deque[LogLine] = deque(maxlen=capacity)

    def emit(self, record: logging.LogRecord) -> None:
        try:
            text = record.getMessage()
        except (TypeError, ValueError):
            text = str(record.msg)
        if record.exc_info and record.exc_info[1] is not None:
            text = f"{text} ({type(record.exc_info[1]).__name__}: {record.exc_info[1]})"
        line = LogLine(
            at=datetime.fromtimestamp(record.created, tz=timezone.utc),
            level=record.levelname,
            logger=record.name,
            text=redact_line(text[:MAX_LINE_CHARS]),
        )
        self._lines.append(line)  # handle() holds the handler's lock around emit()

    def lines(self, limit: int | None = None) -> list[LogLine]:
        """The newest ``limit`` lines (all without), newest first."""
        self.acquire()
        try:
            lines = list(self._lines)
        finally:
            self.release()
        lines.reverse()
        return lines if limit is None else lines[:limit]


@contextmanager
def recording(ring: LogRing, logger: logging.Logger | None = None) -> Iterator[LogRing]:
    """``ring`` receives the records of ``logger`` (the root logger by default) inside the
    block, and no longer after it."""
    target = logger if logger is not None else logging.getLogger()
    target.addHandler(ring)
    try:
        yield ring
    finally:
        target.removeHandler(ring)
