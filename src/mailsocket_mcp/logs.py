"""Process-wide logging set-up with key redaction on every handler."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable

from .redact import RedactingFilter

__all__ = ["configure_logging"]

# Loggers that are chatty at INFO with peer input or full URLs.
_QUIET = {
    "mcp.server.streamable_http": logging.WARNING,
    "mcp.server.streamable_http_manager": logging.WARNING,
    "mcp.server.lowlevel.server": logging.WARNING,
    "httpx": logging.WARNING,
    "httpcore": logging.WARNING,
    "uvicorn.access": logging.WARNING,
}


def configure_logging(current_key: Callable[[], str | None], level: int = logging.INFO) -> None:
    """Log to stderr only, every record passed through the redacting filter.

    Installed on the root handler, so the MCP library's and uvicorn's records
    (which propagate to root) are redacted too.
    """
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.addFilter(RedactingFilter(current_key))
    root = logging.getLogger()
    for existing in list(root.handlers):
        root.removeHandler(existing)
    root.addHandler(handler)
    root.setLevel(level)
    for name, quiet_level in _QUIET.items():
        logging.getLogger(name).setLevel(quiet_level)
