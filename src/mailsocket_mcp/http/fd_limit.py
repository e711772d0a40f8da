"""The process's open-files limit, and the connection cap that fits inside it.

Every client connection holds a file descriptor; so do upstream calls, the listener
and the logs. At the soft ``RLIMIT_NOFILE`` (often 1024) ``accept()`` fails and new
callers wait in the backlog. So the entry point raises the soft limit to the hard
one, and the connection cap keeps a fifth of the descriptors, and 128 more, for
everything that is not a client connection:

    cap = min(MCP_MAX_CONNECTIONS or 4096, 80% of the soft limit - 128), at least 8
"""

from __future__ import annotations

import logging
import resource

__all__ = [
    "DEFAULT_MAX_CONNECTIONS",
    "connection_cap",
    "open_files_limit",
    "raise_open_files_limit",
]

DEFAULT_MAX_CONNECTIONS = 4096
# Descriptors kept for upstream sockets (waits and quick calls), the listener, logs.
_HEADROOM = 128
_SHARE = 0.8
_FLOOR = 8
# The soft limit asked for when the hard one is unlimited (Linux refuses "unlimited").
_UNLIMITED_TARGET = 1 << 16

log = logging.getLogger("mailsocket_mcp.http")


def open_files_limit() -> int | None:
    """The soft ``RLIMIT_NOFILE`` now; None if unlimited or unknown."""
    try:
        soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    except (OSError, ValueError):  # pragma: no cover - getrlimit does not fail on Linux
        return None
    return None if soft == resource.RLIM_INFINITY else soft


def raise_open_files_limit() -> int | None:
    """Raise the soft ``RLIMIT_NOFILE`` to the hard limit; log the figure; never raise."""
    try:
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    except (OSError, ValueError):  # pragma: no cover - getrlimit does not fail on Linux
        return None
    target = _UNLIMITED_TARGET if hard == resource.RLIM_INFINITY else hard
    if soft != resource.RLIM_INFINITY and soft < target:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
        except (OSError, ValueError) as exc:
            log.info(
                "Open files limit stays at %d (raising it to %d failed: %s)", soft, target, exc
            )
            return soft
        log.info("Open files limit raised from %d to %d", soft, target)
        return target
    log.info("Open files limit: %s", "unlimited" if soft == resource.RLIM_INFINITY else soft)
    return open_files_limit()


def connection_cap(configured: int | None, soft_limit: int | None) -> int:
    """How many client connections may be open at once (see the module's rule)."""
    wanted = configured if configured is not None else DEFAULT_MAX_CONNECTIONS
    if soft_limit is None:
        return wanted
    fits = max(_FLOOR, int(soft_limit * _SHARE) - _HEADROOM)
    if configured is not None and configured > fits:
        log.warning(
            "MCP_MAX_CONNECTIONS=%d does not fit the open files limit (%d): using %d",
            configured,
            soft_limit,
            fits,
        )
    return min(wanted, fits)
