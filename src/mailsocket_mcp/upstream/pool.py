"""The connection pool the SDK's upstream calls run on, put into urllib and taken out again.

The SDK makes each request with ``urllib.request.urlopen``, whose default
handler opens a new connection (and, to the hosted API, a new TLS session) for
every request and closes it afterwards. :func:`install` puts one opener in
urllib whose HTTP and HTTPS handlers, **during an upstream call** (while
:data:`~mailsocket_mcp.upstream.tap.current_tap` is set, which only
:class:`~mailsocket_mcp.upstream.Upstream` does):

* keep one idle connection per worker thread and origin, and reuse it when the
  previous response was read to the end and the server has not closed it;
* report every connection to the call's :class:`~mailsocket_mcp.upstream.tap.CallTap`,
  so a cancelled call can shut its socket at once;
* record the API's ``Mailsocket-Wait-Since`` cutoff on that tap;
* read each response body under caps, shortening long JSON strings as it streams
  (:mod:`~mailsocket_mcp.upstream.bounded_body`), so a mail of many megabytes never
  reaches the SDK whole;
* read each response head under http.client's caps without its email parser
  (:mod:`~mailsocket_mcp.upstream.response_head`);
* write plain request header lines without http.client's per-line generality
  (:mod:`~mailsocket_mcp.upstream.request_head`).

Every other ``urlopen`` in the process (outside an upstream call) is handled
exactly as by urllib's default opener. The pool is installed by the program's entry point, never at
import or by a constructor: :func:`installed` for a block, or :func:`install`
and :func:`uninstall`, which puts back the opener urllib had before. Installing
again while installed changes nothing (the same pool stays). It speaks to
whatever URL the SDK asks for, exactly as urllib would; it is not a client of
the mailsocket API.
"""

from __future__ import annotations

import http.client
import select
import ssl
import threading
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import NoReturn

from mailsocket.client import WAIT_SINCE_HEADER

from .bounded_body import MAX_STRING_BYTES, read_bounded
from .request_head import LeanHeaderConnection
from .response_head import LeanHeadResponse
from .tap import current_tap

__all__ = ["install", "installed", "is_installed", "uninstall"]

_IDEMPOTENT = frozenset({"GET", "HEAD", "DELETE", "PUT", "OPTIONS"})
# What a request on an idle connection the server has just closed fails with.
_STALE = (
    http.client.RemoteDisconnected,
    ConnectionResetError,
    BrokenPipeError,
    ConnectionAbortedError,
)
_Key = tuple[str, str, int]
_Connect = Callable[[str, float | None], http.client.HTTPConnection]


def install() -> None:
    """Put the pool into urllib, for upstream calls only; nothing changes if it is in."""
    if not is_installed():
        urllib.request.install_opener(_PoolOpener(previous=_current_opener()))


def uninstall() -> None:
    """Give urllib back the opener it had before :func:`install` (idle connections close
    with the pool); if another opener was installed since, leave that one."""
    opener = _current_opener()
    if isinstance(opener, _PoolOpener):
        urllib.request.install_opener(opener.previous)


def is_installed() -> bool:
    """True while urllib's opener is the pool's."""
    return isinstance(_current_opener(), _PoolOpener)


@contextmanager
def installed() -> Iterator[None]:
    """The pool in urllib for the block; if it was in already, it stays in after."""
    if is_installed():
        yield
        return
    install()
    try:
        yield
    finally:
        uninstall()


def _current_opener() -> urllib.request.OpenerDirector | None:
    # urllib keeps its global opener in a private name and offers no getter.
    opener: urllib.request.OpenerDirector | None = getattr(urllib.request, "_opener", None)
    return opener


class _PoolOpener(urllib.request.OpenerDirector):
    """urllib's default handlers, with HTTP and HTTPS pooled during upstream calls."""

    def __init__(self, *, previous: urllib.request.OpenerDirector | None) -> None:
        super().__init__()
        self.previous = previous
        idle = _IdleConnections()
        # The handlers urllib.request.build_opener() installs, ours in place of HTTP(S).
        for handler in (
            urllib.request.ProxyHandler(),
            urllib.request.UnknownHandler(),
            _PooledHTTPHandler(idle),
            urllib.request.HTTPDefaultErrorHandler(),
            urllib.request.HTTPRedirectHandler(),
            urllib.request.FTPHandler(),
            urllib.request.FileHandler(),
            urllib.request.HTTPErrorProcessor(),
            urllib.request.DataHandler(),
            _PooledHTTPSHandler(idle),
            _WaitSinceRecorder(),
        ):
            self.add_handler(handler)


class _IdleConnections(threading.local):
    """Idle connections of this thread, by (scheme, host, TLS context)."""

    def __init__(self) -> None:
        self.idle: dict[_Key, http.client.HTTPConnection] = {}


def _dropped(connection: http.client.HTTPConnection) -> bool:
    """True if the server closed an idle connection (readable means EOF or junk)."""
    sock = connection.sock
    if sock is None:
        return True
    try:
        if not hasattr(select, "poll"):  # pragma: no cover - Windows
            readable, _, _ = select.select([sock], [], [], 0)
            return bool(readable)
        # poll() costs about 0.6 us less than select() here, and any event it reports
        # (input, hang-up, error, a closed descriptor) is one select() reads as readable.
        readiness = select.poll()
        readiness.register(sock, select.POLLIN)
        return bool(readiness.poll(0))
    except (OSError, ValueError):
        return True


class _PooledMixin:
    """``do_open`` with connection reuse; the rest of urllib is untouched."""

    _idle: _IdleConnections

    def _open(
        self, key: _Key, connect: _Connect, req: urllib.request.Request
    ) -> http.client.HTTPResponse:
        host = req.host
        if not host:
            raise urllib.error.URLError("no host given")
        # urllib's do_open merges the headers so (unredirected ones first, names titled);
        # one pass gives the same dict, in the same order.
        unredirected = req.unredirected_hdrs
        headers = {name.title(): value for name, value in unredirected.items()}
        for name, value in req.headers.items():
            if name not in unredirected:
                headers[name.title()] = value
        headers["Connection"] = "keep-alive"
        method = req.get_method()
        reused = self._idle.idle.pop(key, None)
        if reused is not None and _dropped(reused):
            reused.close()
            reused = None
        if reused is not None:
            reused.timeout = req.timeout
            # Setting a socket's timeout is a system call even when it does not change.
            if reused.sock is not None and reused.sock.gettimeout() != req.timeout:
                reused.sock.settimeout(req.timeout)
            try:
                return self._finish(self._exchange(reused, method, req, headers), req, key, reused)
            except (OSError, http.client.HTTPException) as exc:
                reused.close()
                tap = current_tap.get()
                # The server may close an idle connection just as we reuse it; try once
                # more on a fresh one, where repeating the request is safe.
                stale = isinstance(exc, _STALE) and not (tap is not None and tap.aborted)
                if not stale or method not in _IDEMPOTENT:
                    _raise_like_urllib(exc)
        fresh = connect(host, req.timeout)
        try:
            return self._finish(self._exchange(fresh, method, req, headers), req, key, fresh)
        except (OSError, http.client.HTTPException) as exc:
            fresh.close()
            _raise_like_urllib(exc)

    def _finish(
        self,
        response: http.client.HTTPResponse,
        req: urllib.request.Request,
        key: _Key,
        connection: http.client.HTTPConnection,
    ) -> http.client.HTTPResponse:
        """What urllib's ``do_open`` sets on a response, and the way back to the pool."""
        response.url = req.get_full_url()
        response.msg = response.reason  # type: ignore[assignment]
        if not response.will_close and isinstance(response, _BoundedResponse):
            response.return_to = (self._idle, key, connection)
        return response

    @staticmethod
    def _exchange(
        connection: http.client.HTTPConnection,
        method: str,
        req: urllib.request.Request,
        headers: dict[str, str],
    ) -> http.client.HTTPResponse:
        if connection.sock is None:
            connection.connect()
        tap = current_tap.get()
        if tap is not None:
            tap.register(connection)
        connection.request(
            method,
            req.selector,
            req.data,
            headers,
            encode_chunked=req.has_header("Transfer-encoding"),
        )
        return connection.getresponse()


def _raise_like_urllib(exc: BaseException) -> NoReturn:
    """urllib wraps connection errors in ``URLError`` and lets the rest through."""
    if isinstance(exc, OSError) and not isinstance(exc, TimeoutError):
        raise urllib.error.URLError(exc) from exc
    raise exc


class _BoundedResponse(LeanHeadResponse):
    """A response whose whole-body ``read()`` goes through :func:`read_bounded` (and whose
    head is read without the email parser: response_head.py), and whose ``close()`` puts
    its connection back in the pool once it was read to the end."""

    # Where the connection goes back: set by the pool on a response that keeps it open.
    return_to: tuple[_IdleConnections, _Key, http.client.HTTPConnection] | None = None

    def close(self) -> None:
        return_to = self.return_to
        if return_to is None:
            super().close()
            return
        # Break the cycle connection -> its last response -> connection: left to the
        # collector, a connection whose thread ended would wait for a collection, whose
        # finalisers run in no set order (the socket's before the connection's
        # ``__del__``: an unclosed-socket warning).
        self.return_to = None
        pool, key, connection = return_to
        finished = self.isclosed()  # fp is gone only after a full read
        super().close()
        if finished and connection.sock is not None:
            previous = pool.idle.pop(key, None)
            if previous is not None and previous is not connection:
                previous.close()
            pool.idle[key] = connection
        else:
            connection.close()

    def read(self, amt: int | None = None) -> bytes:
        if amt is not None:
            return super().read(amt)
        # A sized body no longer than the string cap is kept as read whatever its type
        # (read() never goes past the size), so only a longer one needs its type looked up.
        sized_small = self.length is not None and self.length <= MAX_STRING_BYTES
        json_body = not sized_small and "json" in (self.getheader("Content-Type") or "").lower()
        return read_bounded(self._read_part, json_body=json_body)

    def _read_part(self, size: int) -> bytes:
        part = super().read(size)
        if not part and self.length:
            # A sized read that runs dry is a dropped connection, as for a whole read.
            raise http.client.IncompleteRead(b"", self.length)
        return part


class _PooledHTTPConnection(LeanHeaderConnection):
    response_class = _BoundedResponse

    def __del__(self) -> None:
        # An idle pooled connection dies with its thread or its pool: close it quietly.
        self.close()


class _PooledHTTPSConnection(LeanHeaderConnection, http.client.HTTPSConnection):
    response_class = _BoundedResponse

    def __del__(self) -> None:
        self.close()


class _PooledHTTPHandler(_PooledMixin, urllib.request.HTTPHandler):
    def __init__(self, idle: _IdleConnections) -> None:
        super().__init__()
        self._idle = idle

    def http_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        if current_tap.get() is None:  # not an upstream call: urllib's own handling
            return super().http_open(req)
        return self._open(("http", req.host, 0), _connect_http, req)


class _PooledHTTPSHandler(_PooledMixin, urllib.request.HTTPSHandler):
    def __init__(self, idle: _IdleConnections) -> None:
        super().__init__()
        self._idle = idle

    def https_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        if current_tap.get() is None:
            return super().https_open(req)
        # HTTPSHandler keeps the TLS context it was built with (None: the default one).
        context: ssl.SSLContext | None = getattr(self, "_context", None)

        def connect(host: str, timeout: float | None) -> http.client.HTTPConnection:
            return _PooledHTTPSConnection(host, timeout=timeout, context=context)

        return self._open(("https", req.host, id(context)), connect, req)


def _connect_http(host: str, timeout: float | None) -> http.client.HTTPConnection:
    return _PooledHTTPConnection(host, timeout=timeout)


class _WaitSinceRecorder(urllib.request.BaseHandler):
    handler_order = 1000  # after everything else has seen the response

    def http_response(
        self, request: urllib.request.Request, response: http.client.HTTPResponse
    ) -> http.client.HTTPResponse:
        tap = current_tap.get()
        if tap is not None:
            cutoff = response.headers.get(WAIT_SINCE_HEADER)
            if cutoff:
                tap.wait_since = cutoff
        return response

    https_response = http_response
