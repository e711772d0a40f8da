"""A hook on urllib (the SDK's transport) that lets us abort an upstream call.

The SDK is synchronous and makes each request with ``urllib.request.urlopen``. A
wait runs in a worker thread for up to 25 s per poll; when the MCP client that
asked for it goes away, the gateway must free the upstream connection at once,
or the caller's key stays locked out of its wait cap for the rest of the poll.

:func:`install` puts one opener in urllib (process-wide, once, from a server
factory, never at import). Its connections report themselves to the
:class:`CallTap` of the current context (context variables follow the call into
its worker thread), so the event loop can shut the socket down, and it records
the ``Mailsocket-Wait-Since`` cutoff the API reported, so a timed-out wait can
tell the agent where to resume. Outside a tapped call it behaves exactly like
urllib's default opener.
"""

from __future__ import annotations

import contextlib
import contextvars
import http.client
import socket
import threading
import urllib.request
from typing import Any

__all__ = ["CallTap", "current_tap", "install"]

WAIT_SINCE_HEADER = "Mailsocket-Wait-Since"

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


def _register(connection: http.client.HTTPConnection) -> None:
    tap = current_tap.get()
    if tap is not None:
        tap.register(connection)


class _TappedHTTPConnection(http.client.HTTPConnection):
    def connect(self) -> None:
        super().connect()
        _register(self)


class _TappedHTTPSConnection(http.client.HTTPSConnection):
    def connect(self) -> None:
        super().connect()
        _register(self)


class _TappedHTTPHandler(urllib.request.HTTPHandler):
    def http_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        return self.do_open(_TappedHTTPConnection, req)


class _TappedHTTPSHandler(urllib.request.HTTPSHandler):
    def https_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        context: Any = getattr(self, "_context", None)
        return self.do_open(_TappedHTTPSConnection, req, context=context)


class _WaitSinceRecorder(urllib.request.BaseHandler):
    handler_order = 1000  # after everything else has seen the response

    def http_response(
        self, request: urllib.request.Request, response: http.client.HTTPResponse
    ) -> http.client.HTTPResponse:
        tap = current_tap.get()
        cutoff = response.headers.get(WAIT_SINCE_HEADER)
        if tap is not None and cutoff:
            tap.wait_since = cutoff
        return response

    https_response = http_response


def install() -> None:
    """Make urllib's default opener the tapped one (idempotent)."""
    opener = urllib.request.build_opener(
        _TappedHTTPHandler, _TappedHTTPSHandler, _WaitSinceRecorder
    )
    urllib.request.install_opener(opener)
