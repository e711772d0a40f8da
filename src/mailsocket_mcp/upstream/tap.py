"""The tap of one upstream call: its open connections and the wait cutoff it saw.

The SDK is synchronous; a wait runs in a worker thread for up to 25 s per poll.
When the MCP client that asked for it goes away, the gateway must free the
upstream connection at once, or the caller's key stays locked out of its wait
cap for the rest of the poll. The connection pool (pool.py) reports each
connection to the tap of the current context (context variables follow the call
into its worker thread), so the event loop can shut the socket down; it also
records the ``Mailsocket-Wait-Since`` cutoff, so a timed-out wait can tell the
agent where to resume. A set tap is also what marks a request as an upstream
call: outside one, the pool leaves urllib's requests alone.
"""

from __future__ import annotations

import contextlib
import contextvars
import http.client
import socket
import threading

__all__ = ["CallTap", "current_tap"]

current_tap: contextvars.ContextVar[CallTap | None] = contextvars.ContextVar(
    "mailsocket_mcp_call_tap", default=None
)


class CallTap:
    """The open connections of one tool call, and the last wait cutoff it saw."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._connections: list[http.client.HTTPConnection] = []
        self._aborted = False
        self.wait_since: str | None = None

    @property
    def aborted(self) -> bool:
        """True once :meth:`abort` was called."""
        return self._aborted

    def register(self, connection: http.client.HTTPConnection) -> None:
        """Track ``connection``; shut it at once if the call was already aborted."""
        with self._lock:
            if not self._aborted:
                self._connections.append(connection)
                return
        _shutdown(connection)

    def abort(self) -> None:
        """Shut every connection of this call down; the blocked thread then fails fast."""
        with self._lock:
            self._aborted = True
            connections, self._connections = self._connections, []
        for connection in connections:
            _shutdown(connection)


def _shutdown(connection: http.client.HTTPConnection) -> None:
    sock = connection.sock
    if sock is not None:
        with contextlib.suppress(OSError):  # already closed by the other side
            sock.shutdown(socket.SHUT_RDWR)
