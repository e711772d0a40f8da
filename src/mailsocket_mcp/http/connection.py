"""One client connection under deadlines and header caps (uvicorn's httptools protocol, guarded).

uvicorn's own protocol has no header or body deadline and no header size or count
cap, keeps a connection that never sends a byte open forever, and restarts its
keep-alive timer on every byte, so a trickle keeps a connection alive. Here each
phase of a connection has one deadline that bytes never extend:

- fresh (opened, nothing asked yet) and head (a request line and headers arriving):
  ``header_timeout_s`` from the connection's opening or the request's first byte;
  a half-sent request then gets 408, a silent connection is closed;
- idle (keep-alive, between requests): ``idle_timeout_s``, then closed;
- busy (the app has the request): nothing here; the body's deadline is the app's
  (body.py), so that its 408 is logged and counted like any other answer.

A head over ``max_header_bytes`` or with more than ``max_headers`` lines gets 431; a
malformed request, or a target that is neither a path nor an absolute http(s) URL,
gets 400. These answers are JSON and close the connection. An absolute-form target
goes on in the scope (:data:`REQUEST_TARGET`) for the URL-credential and Host guards.

A connection closed while the client may still be sending (a refusal, an answer
given before the body arrived) is closed gently: closing a socket with unread data
sends a reset, and a reset makes the client drop the answer it was just sent. So the
gateway stops writing, drops whatever still arrives, and closes when the client does
or after :data:`DRAIN_LINGER_S`.

Draining (:meth:`ConnectionGuard.begin_drain`, on SIGTERM): every request that
arrives still gets its answer, the last one on each connection with
``Connection: close``; an idle connection stays open for :data:`DRAIN_LINGER_S` so
that a request already on its way is read and answered rather than reset.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections import Counter
from collections.abc import Awaitable, Callable
from typing import Any, cast

import httptools
import uvicorn
from starlette.types import ASGIApp, Message
from uvicorn.protocols.http.httptools_impl import (
    STATUS_LINE,
    HttpToolsProtocol,
    RequestResponseCycle,
)
from uvicorn.server import ServerState

from ..config import ConnectionLimits
from .auth import KEY_ACCEPTED
from .fd_limit import connection_cap
from .responses import error_body
from .url_credentials import REQUEST_TARGET

__all__ = [
    "CAP_LOG_INTERVAL_S",
    "DRAIN_LINGER_S",
    "MAX_PIPELINED",
    "ConnectionGuard",
    "GatewayConfig",
    "GuardedHttpToolsProtocol",
]

# How long an idle connection stays open once draining has begun, and how long a
# connection being closed gently waits for its client to stop sending.
DRAIN_LINGER_S = 1.0
# At most one log line per this many seconds about connections evicted or refused at the cap.
CAP_LOG_INTERVAL_S = 10.0
# Requests a connection may queue behind the one being answered (HTTP/1.1 pipelining).
# Past it the connection is read no further: those queued are answered, the last with
# ``Connection: close``. (No client in use pipelines; this bounds what one costs.)
MAX_PIPELINED = 8

_Send = Callable[[Message], Awaitable[None]]
# Most of an answer held back to be written in one go (_CycleTransport).
_HELD_BYTES = 256 * 1024

log = logging.getLogger("mailsocket_mcp.access")

_FRESH, _HEAD, _BUSY, _IDLE, _CLOSING = "fresh", "head", "busy", "idle", "closing"


class ConnectionGuard:
    """The limits, the drain state and the open connections of one server.

    At most ``max_connections`` are open at once. At the cap a new connection evicts
    one that costs the fewest callers anything, longest waiting first within each kind:

    1. closing, its last answer still unsent to a client that does not read it;
    2. pre-request: nothing asked yet (silent, or its first request line and headers
       arriving);
    3. keyless and idle: it has asked only without a key (the server card, ``/healthz``,
       OAuth, a 401) and has nothing in progress;
    4. keyless and busy: such a request is in progress, e.g. an answer it does not read;
    5. keyed and idle (keep-alive, between requests).

    A keyed connection with a request in progress (a held wait, a progress stream) is
    never evicted: if only those are left, the newcomer gets 503. Pre-request ones go
    before idle keep-alives because they cost an attacker nothing, and because a
    caller's keep-alive is idle for a moment between its requests: under a flood a burst
    of new sockets could otherwise evict it before its next request is read.

    A connection is keyed once the Bearer layer has let one of its requests in (auth.py,
    :data:`~mailsocket_mcp.http.auth.KEY_ACCEPTED`). Keyless connections are also counted
    per client address (``max_keyless_per_address``), from their first request on.
    """

    def __init__(
        self,
        limits: ConnectionLimits,
        on_refusal: Callable[[str, int], None] | None = None,
        *,
        max_connections: int | None = None,
        on_eviction: Callable[[str], None] | None = None,
    ) -> None:
        self.limits = limits
        self.on_refusal = on_refusal
        self.on_eviction = on_eviction
        self.draining = False
        self.max_connections = (
            max_connections
            if max_connections is not None
            else connection_cap(limits.max_connections, None)
        )
        self.open = 0
        # Connections that may be evicted, longest waiting first (dicts keep order).
        self._closing: dict[GuardedHttpToolsProtocol, None] = {}
        self._pre_request: dict[GuardedHttpToolsProtocol, None] = {}
        self._keyless_idle: dict[GuardedHttpToolsProtocol, None] = {}
        self._keyless_busy: dict[GuardedHttpToolsProtocol, None] = {}
        self._idle: dict[GuardedHttpToolsProtocol, None] = {}
        self._eviction_order = (
            ("evicted_closing", self._closing),
            ("evicted_pre_request", self._pre_request),
            ("evicted_idle", self._keyless_idle),
            ("evicted_keyless", self._keyless_busy),
            ("evicted_idle", self._idle),
        )
        self._keyless_by_address: Counter[str] = Counter()
        self._unlogged: Counter[str] = Counter()
        self._log_timer: asyncio.TimerHandle | None = None
        self._logged_at = -CAP_LOG_INTERVAL_S

    def begin_drain(self) -> None:
        """From now on every answer closes its connection; idle ones close soon."""
        self.draining = True

    def admit(self, connection: GuardedHttpToolsProtocol) -> bool:
        """Count a new connection in, evicting one (see the class) at the cap;
        False if the cap is reached and none may be evicted."""
        if self.open >= self.max_connections:
            chosen = self._victim()
            if chosen is None:
                self._note("connection_cap", connection.loop)
                return False
            reason, victim = chosen
            self.release(victim)
            victim.evict()
            self._note(reason, connection.loop)
        self.open += 1
        connection.counted = True
        self._pre_request[connection] = None
        return True

    def _victim(self) -> tuple[str, GuardedHttpToolsProtocol] | None:
        for reason, queue in self._eviction_order:
            if queue:
                return reason, next(iter(queue))
        return None

    def idle(self, connection: GuardedHttpToolsProtocol) -> None:
        """``connection`` answered a request and has none in progress (joins the end)."""
        if connection.counted:
            if connection.keyed:
                self._idle[connection] = None
            else:
                self._keyless_busy.pop(connection, None)
                self._keyless_idle[connection] = None

    def working(self, connection: GuardedHttpToolsProtocol) -> None:
        """``connection`` has a request in progress: never evicted until it is done,
        unless it has not brought a key."""
        if connection.keyed:
            self._idle.pop(connection, None)
        else:
            self._pre_request.pop(connection, None)
            self._keyless_idle.pop(connection, None)
            if connection.counted:
                self._keyless_busy[connection] = None

    def closing(self, connection: GuardedHttpToolsProtocol) -> None:
        """``connection`` is closing with its last answer still unsent: evicted first."""
        if connection.counted:
            self._forget(connection)
            self._closing[connection] = None

    def key_accepted(self, connection: GuardedHttpToolsProtocol) -> None:
        """A request on ``connection`` (in progress now) was let in with a key."""
        self._keyless_busy.pop(connection, None)
        self._uncount_keyless(connection)

    def keyless_request(
        self, connection: GuardedHttpToolsProtocol, headers: list[tuple[bytes, bytes]]
    ) -> bool:
        """Count a connection asking without a key (so far) against its address's share;
        False (refuse it) if the share is taken and the request has no Authorization
        header (one that has may be a caller's first request: the Bearer layer decides)."""
        cap = self.limits.max_keyless_per_address
        if connection.keyless_address is not None or not cap:
            return True
        address = connection.client[0] if connection.client else ""
        if self._keyless_by_address[address] >= cap and all(
            name != b"authorization" for name, _ in headers
        ):
            return False
        self._keyless_by_address[address] += 1
        connection.keyless_address = address
        return True

    def over_share(self, connection: GuardedHttpToolsProtocol) -> bool:
        """True if ``connection``'s address has more keyless connections than its share."""
        address = connection.keyless_address
        return (
            address is not None
            and self._keyless_by_address[address] > self.limits.max_keyless_per_address
        )

    def release(self, connection: GuardedHttpToolsProtocol) -> None:
        """``connection`` is closed (or being evicted): it no longer counts."""
        if connection.counted:
            connection.counted = False
            self.open -= 1
            self._forget(connection)
            self._uncount_keyless(connection)

    def _forget(self, connection: GuardedHttpToolsProtocol) -> None:
        for _, queue in self._eviction_order:
            queue.pop(connection, None)

    def _uncount_keyless(self, connection: GuardedHttpToolsProtocol) -> None:
        address = connection.keyless_address
        if address is not None:
            connection.keyless_address = None
            self._keyless_by_address[address] -= 1
            if not self._keyless_by_address[address]:
                del self._keyless_by_address[address]

    def _note(self, reason: str, loop: asyncio.AbstractEventLoop) -> None:
        """Count an eviction or a refusal at the cap; log them at most every 10 s."""
        if reason == "connection_cap":
            if self.on_refusal is not None:
                self.on_refusal(reason, 503)
        elif self.on_eviction is not None:
            self.on_eviction(reason)
        self._unlogged[reason] += 1
        if self._log_timer is None:
            delay = max(0.0, self._logged_at + CAP_LOG_INTERVAL_S - loop.time())
            self._log_timer = loop.call_later(delay, self._log, loop)

    def _log(self, loop: asyncio.AbstractEventLoop) -> None:
        self._log_timer = None
        self._logged_at = loop.time()
        counts = ", ".join(f"{reason} {n}" for reason, n in sorted(self._unlogged.items()))
        self._unlogged.clear()
        log.warning(
            "Connection cap (%d) reached: %s (evicted closing, silent, keyless or idle "
            "connections, refused with 503 when none was left)",
            self.max_connections,
            counts,
        )


class GatewayConfig(uvicorn.Config):
    """uvicorn's settings, serving every connection with :class:`GuardedHttpToolsProtocol`."""

    def __init__(self, app: ASGIApp, *, guard: ConnectionGuard, **options: Any) -> None:
        super().__init__(
            app,
            http=GuardedHttpToolsProtocol,
            ws="none",
            timeout_keep_alive=guard.limits.idle_timeout_s,  # type: ignore[arg-type]
            **options,
        )
        self.connection_guard = guard


class _Refusal(Exception):
    """Raised from a parser callback (or built directly) to answer and close."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        reason: str,
        headers: tuple[tuple[bytes, bytes], ...] = (),
    ) -> None:
        super().__init__(reason)
        self.status = status
        self.code = code
        self.message = message
        self.reason = reason
        self.headers = headers


def _header_timeout(limits: ConnectionLimits) -> _Refusal:
    return _Refusal(
        408,
        "request_timeout",
        f"The request line and headers must arrive within {limits.header_timeout_s:g} s.",
        "header_timeout",
    )


def _too_large(limits: ConnectionLimits) -> _Refusal:
    return _Refusal(
        431,
        "header_fields_too_large",
        f"Request headers are limited to {limits.max_header_bytes} bytes "
        f"and {limits.max_headers} lines.",
        "header_too_large",
    )


def _at_capacity(guard: ConnectionGuard) -> _Refusal:
    return _Refusal(
        503,
        "overloaded",
        f"The gateway has {guard.max_connections} connections busy with requests; retry in 1 s.",
        "connection_cap",
        ((b"retry-after", b"1"),),
    )


def _keyless_share(limits: ConnectionLimits) -> _Refusal:
    return _Refusal(
        503,
        "too_many_connections",
        f"This address has {limits.max_keyless_per_address} connections open without a key; "
        "retry in 1 s, or send your key in the Authorization header.",
        "keyless_per_address",
        ((b"retry-after", b"1"),),
    )


class _PipelineFull(Exception):
    """Raised from a parser callback: the connection has queued ``MAX_PIPELINED`` requests."""


def _malformed() -> _Refusal:
    return _Refusal(400, "bad_request", "Malformed HTTP request.", "malformed")


def _bad_target() -> _Refusal:
    return _Refusal(
        400, "bad_request", "The request target must be a path such as /mcp.", "bad_target"
    )


class _CycleTransport:
    """The transport as a request's cycle sees it: its ``close()`` closes gently, and a
    fixed-length answer goes out in one write.

    uvicorn writes the status line and headers as soon as the app starts its answer,
    then each body part: two socket writes or more for one answer. While
    :func:`_coalescing` holds the answer (:meth:`hold`), writes are kept and
    :meth:`flush` sends them as one (up to :data:`_HELD_BYTES`, then as they come).
    """

    __slots__ = ("_held", "_holding", "_protocol", "_size")

    def __init__(self, protocol: GuardedHttpToolsProtocol) -> None:
        self._protocol = protocol
        self._holding = False
        self._held: list[bytes] = []
        self._size = 0

    def hold(self) -> None:
        self._holding = True

    def write(self, data: bytes) -> None:
        if self._holding:
            self._held.append(data)
            self._size += len(data)
            if self._size > _HELD_BYTES:  # a large answer: no point copying it whole
                self._write_held()
            return
        self._protocol.transport.write(data)

    def flush(self) -> None:
        self._holding = False
        if self._held:
            self._write_held()

    def _write_held(self) -> None:
        held, self._held, self._size = self._held, [], 0
        self._protocol.transport.write(held[0] if len(held) == 1 else b"".join(held))

    def is_closing(self) -> bool:
        return self._protocol.transport.is_closing()

    def close(self) -> None:
        self.flush()
        self._protocol.close_gently()


def _coalescing(cycle: RequestResponseCycle, transport: _CycleTransport) -> _Send:
    """The cycle's ``send``, writing a fixed-length answer (head and body) in one write.

    A streamed answer (chunked: progress) is written as it comes, as uvicorn would.
    Once the answer is complete the cycle lets go of the wrappers set as its ``send``
    (the app keeps the one it was given): a wrapper that holds the cycle, held by the
    cycle, is a reference cycle, and every request's would be left to the garbage
    collector (about a tenth of the event loop's CPU per request, bench/RESULTS.md).
    """
    send = cycle.send

    async def send_coalescing(message: Message) -> None:
        if message["type"] == "http.response.start":
            transport.hold()
            try:
                await send(message)  # type: ignore[arg-type]
            finally:
                if cycle.chunked_encoding is not False:
                    transport.flush()
            return
        try:
            await send(message)  # type: ignore[arg-type]
        finally:
            if not message.get("more_body", False):
                transport.flush()
                if cycle.response_complete:
                    vars(cycle).pop("send", None)

    return send_coalescing


def _closing_if_unread(cycle: RequestResponseCycle, send: _Send) -> _Send:
    """``send``, saying ``Connection: close`` on an answer given before the
    request's body arrived: that connection is closed after it (gently), so a keep-alive
    client must not send its next request on it."""

    async def send_closing_if_unread(message: Message) -> None:
        if message["type"] == "http.response.start" and cycle.more_body:
            cycle.keep_alive = False
        await send(message)

    return send_closing_if_unread


class GuardedHttpToolsProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol with the deadlines and caps of :class:`ConnectionLimits`."""

    def __init__(
        self,
        config: uvicorn.Config,
        server_state: ServerState,
        app_state: dict[str, Any],
        _loop: asyncio.AbstractEventLoop | None = None,
    ) -> None:
        super().__init__(config, server_state, app_state, _loop)
        guard = getattr(config, "connection_guard", None)
        self.guard = (
            guard if isinstance(guard, ConnectionGuard) else ConnectionGuard(ConnectionLimits())
        )
        self.limits = self.guard.limits
        self._phase = _FRESH
        self._deadline: asyncio.TimerHandle | None = None
        self._write_stall: asyncio.TimerHandle | None = None  # the send buffer is full
        self._head_bytes = 0  # bytes of a head that was still incomplete after a read
        self._chunk_bytes = 0  # size of the read being parsed
        self._cycle_transport = _CycleTransport(self)
        self.counted = False  # among the guard's open connections
        self.keyed = False  # a request on it was let in with a key (auth.py)
        self.keyless_address: str | None = None  # counted against this address's share
        self._reading_stopped = False  # too many requests pipelined: the rest is dropped
        self._accept_key = self._key_accepted  # bound once, put in scopes until keyed

    # -- deadlines ----------------------------------------------------------------

    def _arm(self, seconds: float) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
        self._deadline = self.loop.call_later(seconds, self._deadline_passed)

    def _disarm(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def _deadline_passed(self) -> None:
        self._deadline = None
        if self._phase == _CLOSING:
            self._close_now()
        elif self.transport.is_closing():
            return
        elif self._phase == _HEAD:
            self._refuse(_header_timeout(self.limits))
        elif self._phase != _BUSY:
            self.transport.close()  # nothing was asked: nothing to answer

    # -- asyncio.Protocol -----------------------------------------------------------

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        if not self.guard.admit(self):
            self.transport.write(self._answer(_at_capacity(self.guard)))
            self.close_gently(unread=True)
            return
        self._arm(DRAIN_LINGER_S if self.guard.draining else self.limits.header_timeout_s)

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        self._writable()
        self.guard.release(self)
        super().connection_lost(exc)

    def pause_writing(self) -> None:
        """The send buffer is full: the client must read within the write timeout."""
        super().pause_writing()
        if self._write_stall is None:
            self._write_stall = self.loop.call_later(self._write_timeout(), self._write_stalled)

    def resume_writing(self) -> None:
        super().resume_writing()
        self._writable()

    def _writable(self) -> None:
        if self._write_stall is not None:
            self._write_stall.cancel()
            self._write_stall = None

    def _write_stalled(self) -> None:
        """The client stopped reading (a progress stream, a large answer): drop it.

        ``abort``, not ``close``: close would wait for the unread buffer to be sent. The
        request sees a disconnect (its wait ends, its slots are freed).
        """
        self._write_stall = None
        if self.guard.on_eviction is not None:
            self.guard.on_eviction("write_stalled")
        self.transport.abort()

    def _write_timeout(self) -> float:
        """How long a full send buffer may last: short for a connection without a key."""
        return self.limits.write_timeout_s if self.keyed else self.limits.keyless_write_timeout_s

    def _close_now(self) -> None:
        """Close, or abort if the client has not taken what is left to send: ``close``
        would wait for it forever."""
        if self.transport.get_write_buffer_size():
            self.transport.abort()
        else:
            self.transport.close()

    def _key_accepted(self) -> None:
        self.keyed = True  # (again, for a second request pipelined before the first was let in)
        self.guard.key_accepted(self)

    def evict(self) -> None:
        """Close this connection to make room for a new one (the guard chose it)."""
        self._disarm()
        if self._phase == _BUSY:
            self.transport.abort()  # a keyless request: it sees a disconnect
        else:
            self._close_now()  # as the idle or header deadline would

    def data_received(self, data: bytes) -> None:
        # Not uvicorn's: that one restarts the keep-alive timer on every byte.
        if self._phase == _CLOSING or self._reading_stopped or self.transport.is_closing():
            return  # answered and closing, or too much pipelined: the rest is dropped unread
        self._chunk_bytes = len(data)
        try:
            self.parser.feed_data(data)
        except httptools.HttpParserUpgrade:
            pass  # no upgrades here: the request already went to the app as plain HTTP
        except httptools.HttpParserError as exc:
            context = exc.__context__
            if isinstance(context, _PipelineFull):
                self._stop_reading()
            else:
                self._refuse(context if isinstance(context, _Refusal) else _malformed())
            return
        if self._phase != _BUSY:
            if self._phase == _HEAD and self._deadline is None:
                # Armed only for a head that did not come whole in one read: no timer
                # at all for the usual request.
                self._arm(self.limits.header_timeout_s)
            self._head_bytes += len(data)
            if self._head_bytes > self.limits.max_header_bytes:
                self._refuse(_too_large(self.limits))

    # -- parser callbacks -------------------------------------------------------------

    def on_message_begin(self) -> None:
        super().on_message_begin()
        if self._phase != _FRESH or self.guard.draining:
            # The idle (or drain) deadline ends; a fresh connection keeps its first one.
            self._unset_keepalive_if_required()
            self._disarm()
        self._phase = _HEAD

    def on_headers_complete(self) -> None:
        self._disarm()
        self.guard.working(self)
        self._unset_keepalive_if_required()
        self._phase = _BUSY
        head_bytes, self._head_bytes = self._head_bytes + self._chunk_bytes, 0
        if len(self.headers) > self.limits.max_headers:
            raise _too_large(self.limits)
        if head_bytes > self.limits.max_header_bytes and _head_size(self.url, self.headers) > (
            self.limits.max_header_bytes
        ):
            raise _too_large(self.limits)
        if not self.url.startswith(b"/"):
            if not self.url[:8].lower().startswith((b"http://", b"https://")):
                raise _bad_target()
            cast(dict[str, object], self.scope)[REQUEST_TARGET] = self.url.decode("latin-1")
        if len(self.pipeline) >= MAX_PIPELINED and not self.cycle.response_complete:
            raise _PipelineFull
        if not self.keyed:
            # Until a request brings a key: the Bearer layer says so through the scope.
            cast(dict[str, object], self.scope)[KEY_ACCEPTED] = self._accept_key
            if not self.guard.keyless_request(self, self.headers):
                raise _keyless_share(self.limits)
        super().on_headers_complete()
        cycle = self.cycle
        cycle.transport = self._cycle_transport  # type: ignore[assignment]
        send = _coalescing(cycle, self._cycle_transport)
        if self.guard.draining:
            cycle.keep_alive = False
        elif cycle.more_body:
            send = _closing_if_unread(cycle, send)
        cycle.send = send  # type: ignore[method-assign,assignment]

    # -- responses and shutdown ---------------------------------------------------------

    def on_response_complete(self) -> None:
        if self._phase == _CLOSING:  # the answer said Connection: close
            self.server_state.total_requests += 1
            return
        # Answered before its body arrived (a refusal): don't wait for the rest of it.
        unread_body = not self.pipeline and self.cycle.more_body
        super().on_response_complete()  # arms uvicorn's keep-alive timer: the idle deadline
        if self.transport.is_closing():
            return
        if unread_body or (not self.keyed and self.guard.over_share(self)):
            # A keyless connection past its address's share (it brought an Authorization
            # header that let nothing in) is not kept for another request either.
            self.close_gently()
        elif self._phase == _BUSY and self.cycle.response_complete:
            self._phase = _IDLE
            self.guard.idle(self)
        else:  # the next request is arriving (its own deadline) or running (none)
            self._unset_keepalive_if_required()
            if self._phase == _HEAD:
                self.guard.idle(self)

    def shutdown(self) -> None:
        """Called by the server on each connection when a graceful shutdown begins."""
        if self._phase in (_FRESH, _IDLE):
            # A request may be on its way already: read it and answer it.
            self._unset_keepalive_if_required()
            self._arm(DRAIN_LINGER_S)
        elif self.cycle is not None and not self.cycle.response_complete:
            self.cycle.keep_alive = False
        # _HEAD: the request arriving is answered with Connection: close.

    def close_gently(self, *, unread: bool = False) -> None:
        """Close; if the client may still be sending (``unread``), without resetting it."""
        if self.transport.is_closing() or self._phase == _CLOSING:
            return
        # An answer just completed may still be held for its one write (``_coalescing``
        # flushes after uvicorn's send returns, and this runs inside that send): write it
        # first, or closing would drop it.
        self._cycle_transport.flush()
        unread = unread or self._phase == _HEAD or (self.cycle is not None and self.cycle.more_body)
        if not unread or not self.transport.can_write_eof():
            self.transport.close()
            if self.transport.get_write_buffer_size():
                # The client is not reading its last answer: close waits for it, so
                # abort after the write deadline, or sooner to make room at the cap.
                self._phase = _CLOSING
                self.guard.closing(self)
                self._arm(self._write_timeout())
            return
        self._phase = _CLOSING
        self._unset_keepalive_if_required()
        self.transport.write_eof()  # after what was written; eof_received closes the rest
        self._arm(DRAIN_LINGER_S)

    def _stop_reading(self) -> None:
        """Too many requests pipelined: answer those queued, the last with
        ``Connection: close``, and drop whatever else arrives."""
        self._reading_stopped = True
        last = self.pipeline[0][0] if self.pipeline else self.cycle
        last.keep_alive = False
        log.info("Stopped reading a connection: more than %d requests pipelined", MAX_PIPELINED)
        if self.guard.on_eviction is not None:
            self.guard.on_eviction("pipeline_full")

    # -- answers of our own -------------------------------------------------------------

    def _refuse(self, refusal: _Refusal) -> None:
        if self.guard.on_refusal is not None:
            self.guard.on_refusal(refusal.reason, refusal.status)
        log.info("Refused a connection's request: %d %s", refusal.status, refusal.reason)
        if self.cycle is None or self.cycle.response_complete:
            self.transport.write(self._answer(refusal))
            self.close_gently(unread=True)
        else:
            self.transport.close()  # mid-answer to an earlier request: nothing clean to say

    def _answer(self, refusal: _Refusal) -> bytes:
        body = json.dumps(error_body(refusal.code, refusal.message)).encode()
        headers = [
            *self.server_state.default_headers,
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            (b"cache-control", b"no-store"),
            *refusal.headers,
            (b"connection", b"close"),
        ]
        lines = [STATUS_LINE[refusal.status]]
        lines.extend(name + b": " + value + b"\r\n" for name, value in headers)
        return b"".join(lines) + b"\r\n" + body


def _head_size(url: bytes, headers: list[tuple[bytes, bytes]]) -> int:
    """Bytes of a request line and headers, counted the way they were sent."""
    return len(url) + 16 + sum(len(name) + len(value) + 4 for name, value in headers)
