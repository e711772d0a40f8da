"""Process-wide logging set-up: stderr only, keys redacted, text or JSON lines.

A record is one line: in text lines every control character a logged value
carries is escaped (``\\r``, ``\\x1b``), so peer input cannot forge a line or
steer a terminal; a traceback follows indented. JSON lines escape them anyway.
"""

from __future__ import annotations

import contextvars
import json
import logging
import re
import sys
import threading
import time
from collections.abc import Callable
from datetime import datetime, timezone
from typing import TextIO

from .redact import RedactingFilter, Redactor

__all__ = [
    "FLUSH_INTERVAL_S",
    "BufferedStreamHandler",
    "JsonFormatter",
    "TextFormatter",
    "configure_logging",
    "request_id",
]

FLUSH_INTERVAL_S = 0.2
"""Longest a buffered line waits before it is written (``BufferedStreamHandler``)."""

request_id: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "mailsocket_mcp_request_id", default=None
)

# Loggers that are chatty at INFO with peer input or full URLs.
_QUIET = {
    "mcp.server.streamable_http": logging.WARNING,
    "mcp.server.streamable_http_manager": logging.WARNING,
    "mcp.server.lowlevel.server": logging.WARNING,
    "httpx": logging.WARNING,
    "httpcore": logging.WARNING,
    "uvicorn.access": logging.WARNING,
    # aiosmtpd (the sandbox's SMTP intake): every command of every mail, addresses and
    # all. The intake logs one line per mail itself, at DEBUG (sandbox/smtp.py).
    "mail.log": logging.WARNING,
}


class _RequestIdFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = request_id.get()
        return True


_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def _escape_controls(text: str) -> str:
    """``text`` with each control character (and line separator) written as an escape."""
    if not _CONTROL.search(text):
        return text
    return _CONTROL.sub(lambda match: repr(match.group())[1:-1], text)


class TextFormatter(logging.Formatter):
    """``time level logger: message`` on one line; a traceback follows, indented."""

    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)s %(name)s: %(message)s")
        self._second = -1
        self._second_text = ""

    def formatTime(self, record: logging.LogRecord, datefmt: str | None = None) -> str:
        """The default ``2026-01-31 12:00:00,123``, the seconds formatted once per second."""
        if datefmt:
            return super().formatTime(record, datefmt)
        second = int(record.created)
        if second != self._second:  # strftime costs more than the rest of the line
            self._second_text = time.strftime(self.default_time_format, self.converter(second))
            self._second = second
        return f"{self._second_text},{int(record.msecs):03d}"  # as default_msec_format

    def format(self, record: logging.LogRecord) -> str:
        record.message = message = _escape_controls(record.getMessage())
        record.asctime = asctime = self.formatTime(record, self.datefmt)
        # The format string above, written out: formatMessage's % of the record's dict
        # costs a third of a line.
        line = f"{asctime} {record.levelname} {record.name}: {message}"
        trace = record.exc_text  # the redacting filter formats tracebacks itself
        if not trace and record.exc_info:
            trace = self.formatException(record.exc_info)
        if trace:
            line += "\n" + _indented(trace)
        if record.stack_info:
            line += "\n" + _indented(self.formatStack(record.stack_info))
        return line


def _indented(traceback: str) -> str:
    """A traceback whose every line starts indented, so none can pass for a record."""
    return "\n".join("  " + _escape_controls(line) for line in traceback.splitlines())


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, message, request id, exception."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, timezone.utc).isoformat(),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        rid = getattr(record, "request_id", None)
        if rid:
            entry["request_id"] = rid
        if record.exc_text:
            entry["exception"] = record.exc_text
        return json.dumps(entry, ensure_ascii=False)


class BufferedStreamHandler(logging.StreamHandler[TextIO]):
    """A stream handler that writes its lines together: one write per ``interval_s``.

    A write per record (the plain ``StreamHandler`` flushes each) is a system call per
    request for the access log alone. Lines wait at most ``interval_s`` (a daemon
    thread flushes them); a WARNING or worse is written at once with everything
    before it, and :meth:`close` (``logging.shutdown``, run at exit: also after the
    SIGTERM drain) writes the rest, so a stopped process loses no line. Only a
    process killed outright (SIGKILL) can lose the last ``interval_s`` of lines.
    """

    def __init__(
        self,
        stream: TextIO,
        *,
        interval_s: float = FLUSH_INTERVAL_S,
        flush_level: int = logging.WARNING,
    ) -> None:
        super().__init__(stream)
        self.flush_level = flush_level
        self._pending: list[str] = []
        self._stopped = threading.Event()
        self._flusher = threading.Thread(
            target=self._flush_every, args=(interval_s,), name="log-flush", daemon=True
        )
        self._flusher.start()

    def emit(self, record: logging.LogRecord) -> None:
        # Called with the handler's lock held (Handler.handle).
        try:
            self._pending.append(self.format(record))
            if record.levelno >= self.flush_level:
                self._write()
        except RecursionError:  # as StreamHandler.emit
            raise
        except Exception:
            self.handleError(record)

    def flush(self) -> None:
        with self.lock:  # type: ignore[union-attr]  # created in Handler.__init__
            self._write()

    def close(self) -> None:
        self._stopped.set()
        self.flush()
        super().close()

    def _write(self) -> None:
        if not self._pending:
            return
        text = self.terminator.join(self._pending) + self.terminator
        self._pending.clear()
        self.stream.write(text)
        self.stream.flush()

    def _flush_every(self, interval_s: float) -> None:
        while not self._stopped.wait(interval_s):
            try:
                self.flush()
            except (OSError, ValueError):  # stderr closed under us: nothing left to do
                return


def configure_logging(
    current_redactor: Callable[[], Redactor | None],
    level: int = logging.INFO,
    *,
    json_lines: bool = False,
    buffered: bool = False,
) -> None:
    """Log to stderr only; every record passes the redacting filter first.

    Installed on the root handler, so the MCP library's and uvicorn's records
    (which propagate to root) are redacted too. ``buffered``: lines are written
    together (:class:`BufferedStreamHandler`, the gateway), not one by one.
    """
    # No formatter here prints the caller's file and line, thread or process: not
    # collecting them halves the cost of a record (the logging HOWTO's "Optimization").
    logging._srcfile = None  # the HOWTO's documented switch
    logging.logThreads = False
    logging.logProcesses = False
    logging.logMultiprocessing = False
    handler: logging.StreamHandler[TextIO] = (
        BufferedStreamHandler(sys.stderr) if buffered else logging.StreamHandler(sys.stderr)
    )
    if json_lines:
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(TextFormatter())
    handler.addFilter(RedactingFilter(current_redactor))
    handler.addFilter(_RequestIdFilter())
    root = logging.getLogger()
    for existing in list(root.handlers):
        root.removeHandler(existing)
        if isinstance(existing, BufferedStreamHandler):
            existing.close()  # its lines written, its thread ended
    root.addHandler(handler)
    root.setLevel(level)
    for name, quiet_level in _QUIET.items():
        logging.getLogger(name).setLevel(quiet_level)
