"""The urllib transport under the SDK: keep-alive connections, and the call tap.

The SDK makes each request with ``urllib.request.urlopen``, whose default
handler opens a new connection (and, to the hosted API, a new TLS session) for
every request and closes it afterwards. :func:`install` (called from a server
factory, never at import) puts one opener in urllib whose handlers:

* keep one idle connection per worker thread and origin, and reuse it when the
  previous response was read to the end and the server has not closed it;
* report every connection to the :class:`~mailsocket_mcp.tap.CallTap` of the
  current call, so a cancelled call can shut its socket at once;
* record the API's ``Mailsocket-Wait-Since`` cutoff on that tap;
* read each response body under caps, shortening long JSON strings as it streams
  (:mod:`~mailsocket_mcp.bounded_body`), so a mail of many megabytes never reaches
  the SDK whole.

It speaks to whatever URL the SDK asks for, exactly as urllib would; it is not a
client of the mailsocket API. Outside a tapped call it behaves like urllib.
"""

from __future__ import annotations

import http.client
import select
import threading
import urllib.error
import urllib.request
from typing import Any, NoReturn

from .bounded_body import read_bounded
from .tap import WAIT_SINCE_HEADER, current_tap

__all__ = ["install"]

_IDEMPOTENT = frozenset({"GET", "HEAD", "DELETE", "PUT", "OPTIONS"})
# What a request on an idle connection the server has just closed fails with.
_STALE = (
    http.client.RemoteDisconnected,
    ConnectionResetError,
    BrokenPipeError,
    ConnectionAbortedError,
)


class _Pool(threading.local):
    """Idle connections of this thread, by (scheme, host, TLS context)."""

    def __init__(self) -> None:
        self.idle: dict[tuple[str, str, int], http.client.HTTPConnection] = {}


def _dropped(connection: http.client.HTTPConnection) -> bool:
    """True if the server closed an idle connection (readable means EOF or junk)."""
    sock = connection.sock
    if sock is None:
        return True
    try:
        readable, _, _ = select.select([sock], [], [], 0)
    except (OSError, ValueError):
        return True
    return bool(readable)


class _KeepAliveMixin:
    """``do_open`` with connection reuse; the rest of urllib is untouched."""

    _pool: _Pool

    def _open(
        self,
        scheme: str,
        http_class: type[http.client.HTTPConnection],
        req: urllib.request.Request,
        **connection_args: Any,
    ) -> http.client.HTTPResponse:
        host = req.host
        if not host:
            raise urllib.error.URLError("no host given")
        key = (scheme, host, id(connection_args.get("context")))
        headers = dict(req.unredirected_hdrs)
        headers.update({k: v for k, v in req.headers.items() if k not in headers})
        headers["Connection"] = "keep-alive"
        headers = {name.title(): value for name, value in headers.items()}
        method = req.get_method()
        reused = self._pool.idle.pop(key, None)
        if reused is not None and _dropped(reused):
            reused.close()
            reused = None
        if reused is not None:
            reused.timeout = req.timeout
            if reused.sock is not None:
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
        fresh = http_class(host, timeout=req.timeout, **connection_args)
        try:
            return self._finish(self._exchange(fresh, method, req, headers), req, key, fresh)
        except (OSError, http.client.HTTPException) as exc:
            fresh.close()
            _raise_like_urllib(exc)

    def _finish(
        self,
        response: http.client.HTTPResponse,
        req: urllib.request.Request,
        key: tuple[str, str, int],
        connection: http.client.HTTPConnection,
    ) -> http.client.HTTPResponse:
        """What urllib's ``do_open`` sets on a response, and the way back to the pool."""
        response.url = req.get_full_url()
        response.msg = response.reason  # type: ignore[assignment]
        if not response.will_close:
            _ReturnOnClose.attach(response, self._pool, key, connection)
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


class _ReturnOnClose:
    """Put the connection back in the pool once its response was read to the end."""

    @staticmethod
    def attach(
        response: http.client.HTTPResponse,
        pool: _Pool,
        key: tuple[str, str, int],
        connection: http.client.HTTPConnection,
    ) -> None:
        original_close = response.close

        def close() -> None:
            finished = response.isclosed()  # fp is gone only after a full read
            original_close()
            if finished and connection.sock is not None:
                previous = pool.idle.pop(key, None)
                if previous is not None and previous is not connection:
                    previous.close()
                pool.idle[key] = connection
            else:
                connection.close()

        response.close = close  # type: ignore[method-assign]


class _BoundedResponse(http.client.HTTPResponse):
    """A response whose whole-body ``read()`` goes through :func:`read_bounded`."""

    def read(self, amt: int | None = None) -> bytes:
        if amt is not None:
            return super().read(amt)
        json_body = "json" in (self.getheader("Content-Type") or "").lower()
        return read_bounded(self._read_part, json_body=json_body)

    def _read_part(self, size: int) -> bytes:
        part = super().read(size)
        if not part and self.length:
            # A sized read that runs dry is a dropped connection, as for a whole read.
            raise http.client.IncompleteRead(b"", self.length)
        return part


class _PooledHTTPConnection(http.client.HTTPConnection):
    response_class = _BoundedResponse

    def __del__(self) -> None:
        # An idle pooled connection dies with its thread or its pool: close it quietly.
        self.close()


class _PooledHTTPSConnection(http.client.HTTPSConnection):
    response_class = _BoundedResponse

    def __del__(self) -> None:
        self.close()


class _KeepAliveHTTPHandler(_KeepAliveMixin, urllib.request.HTTPHandler):
    def __init__(self, pool: _Pool) -> None:
        super().__init__()
        self._pool = pool

    def http_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        return self._open("http", _PooledHTTPConnection, req)


class _KeepAliveHTTPSHandler(_KeepAliveMixin, urllib.request.HTTPSHandler):
    def __init__(self, pool: _Pool) -> None:
        super().__init__()
        self._pool = pool

    def https_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        context: Any = getattr(self, "_context", None)
        return self._open("https", _PooledHTTPSConnection, req, context=context)


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
    """Make urllib's default opener the keep-alive, tapped one (idempotent)."""
    pool = _Pool()
    opener = urllib.request.build_opener(
        _KeepAliveHTTPHandler(pool), _KeepAliveHTTPSHandler(pool), _WaitSinceRecorder
    )
    urllib.request.install_opener(opener)
