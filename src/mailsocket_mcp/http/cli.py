"""The ``mailsocket-mcp-http`` entry point: the gateway under uvicorn, with a graceful drain.

On SIGTERM nothing a client already sent is lost: the connections waiting in the
listen backlog are accepted and served rather than reset, held waits end at once
with a call-again result, every request that arrives gets its answer (the last on
each connection with ``Connection: close``), and whatever still runs when the drain
window ends gets 503 with ``Retry-After`` (last_resort.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import functools
import gc
import logging
import os
import signal
import socket
import sys
from collections.abc import Callable, Mapping, Sequence

import uvicorn

from ..config import GatewaySettings
from ..errors import ConfigError
from ..local_run import local_sandbox, parse_entry_args, print_banner
from ..logs import configure_logging
from ..server import operator_tools
from ..upstream import pool
from .app import Gateway, build_gateway
from .auth import current_redactor
from .connection import ConnectionGuard, GatewayConfig
from .fd_limit import connection_cap, open_files_limit, raise_open_files_limit
from .listen import ListenError, listen, mcp_url

__all__ = ["DRAIN_SECONDS", "GatewayServer", "main", "server_config"]

# How long a SIGTERM waits for quick calls to finish by default (held waits end at once).
DRAIN_SECONDS = GatewaySettings.drain_timeout_s
# uvicorn's own cut-off comes this much later, once the gateway has answered what was left.
_DRAIN_BACKSTOP_S = 1.0
# Allocations (net) between passes over the youngest generation (Python's default: 700).
_YOUNG_THRESHOLD = 7000

log = logging.getLogger("mailsocket_mcp.http")


class GatewayServer(uvicorn.Server):
    """uvicorn, plus: on shutdown, tell the gateway to drain before connections close."""

    def __init__(
        self, config: uvicorn.Config, gateway: Gateway, on_ready: Callable[[], None] | None = None
    ) -> None:
        super().__init__(config)
        self.gateway = gateway
        self.on_ready = on_ready

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets=sockets)
        if self.started and self.on_ready is not None:
            self.on_ready()  # listening now: what it announces works at once

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        self.gateway.begin_drain()
        if isinstance(self.config, GatewayConfig):
            self.config.connection_guard.begin_drain()
        await self._accept_backlog()
        deadline = asyncio.ensure_future(self._end_drain(self.gateway.settings.drain_timeout_s))
        try:
            await super().shutdown(sockets=sockets)
        finally:
            deadline.cancel()

    async def _end_drain(self, seconds: float) -> None:
        await asyncio.sleep(seconds)
        await self.gateway.end_drain()

    async def _accept_backlog(self) -> None:
        """Stop listening, but first take every connection the kernel has already queued.

        Closing a listening socket resets the connections in its backlog, and with them
        requests their clients sent before the signal. A duplicate of each listening
        socket keeps that queue alive while uvicorn's servers close; each queued
        connection is then served like any other, draining.
        """
        listeners = [
            socket.socket(fileno=os.dup(sock.fileno()))
            for server in self.servers
            for sock in server.sockets
        ]
        for server in self.servers:
            server.close()
        loop = asyncio.get_running_loop()
        protocol = functools.partial(  # the protocol factory uvicorn's startup builds
            self.config.http_protocol_class,  # type: ignore[call-arg]
            config=self.config,
            server_state=self.server_state,
            app_state=self.lifespan.state,
        )
        for listener in listeners:
            with listener:
                listener.setblocking(False)
                while True:
                    try:
                        connection, _ = listener.accept()
                    except OSError:  # BlockingIOError: the queue is empty
                        break
                    await loop.connect_accepted_socket(protocol, connection)


def server_config(gateway: Gateway) -> uvicorn.Config:
    """uvicorn settings that agree with the gateway's own limits.

    Every connection is served by the guarded protocol (connection.py: deadlines,
    header caps, the connection cap within the open-files limit). No
    ``limit_concurrency``: uvicorn counts connections (held waits and idle keep-alives
    included) and answers 503 where the guard evicts a connection that has no request
    in progress; the gateway sheds by requests in flight instead (shedding.py).
    """
    settings = gateway.settings
    guard = ConnectionGuard(
        settings.connections,
        on_refusal=gateway.metrics.connection_refused,
        max_connections=connection_cap(settings.connections.max_connections, open_files_limit()),
        on_eviction=gateway.metrics.connection_evicted,
    )
    return GatewayConfig(
        gateway.app,
        guard=guard,
        host=settings.bind_host,
        port=settings.port,
        log_config=None,
        access_log=False,
        server_header=False,
        limit_concurrency=None,
        backlog=2048,
        timeout_graceful_shutdown=settings.drain_timeout_s + _DRAIN_BACKSTOP_S,
    )


def main(argv: Sequence[str] | None = None, environ: Mapping[str, str] | None = None) -> int:
    """Serve the gateway until stopped; exit status 2 on bad configuration."""
    args, env = parse_entry_args(
        "mailsocket-mcp-http",
        "Stateless Streamable-HTTP MCP gateway; each request brings its own key.",
        argv,
        environ,
    )
    if args.sandbox:
        # Local and offline: listen on loopback unless told otherwise.
        env.setdefault("MCP_BIND_HOST", "127.0.0.1")
    try:
        settings = GatewaySettings.from_env(env)
        operator_tools(settings.tools, read_only=settings.read_only)  # names exist
    except ConfigError as exc:
        print(f"mailsocket-mcp-http: {exc.public_message}", file=sys.stderr)
        return 2
    configure_logging(current_redactor, json_lines=settings.log_format == "json", buffered=True)
    if not args.sandbox:
        return _serve(settings)
    with local_sandbox(args, prog="mailsocket-mcp-http") as sandbox:
        return _serve(
            dataclasses.replace(settings, upstream_base_url=sandbox.base_url),
            on_ready=lambda: print_banner(sandbox, mcp_url(settings)),
        )


def _serve(settings: GatewaySettings, on_ready: Callable[[], None] | None = None) -> int:
    """Bind, then serve until stopped: 0, or 2 (one line, no traceback) if the port is taken."""
    try:
        listeners = listen(settings)
    except ListenError as exc:
        print(f"mailsocket-mcp-http: {exc}", file=sys.stderr)
        return 2
    url = mcp_url(settings)

    def ready() -> None:
        log.info("mailsocket-mcp-http listening on %s", url)
        if on_ready is not None:
            on_ready()
        _tune_collector()

    raise_open_files_limit()  # before the connection cap is worked out from it
    gateway = build_gateway(settings)
    # uvicorn re-raises the signal that stopped it once the drain is over; a SIGTERM is
    # how a deploy stops us, so end with status 0 rather than "killed by a signal".
    signal.signal(signal.SIGTERM, _exit_cleanly)
    # Upstream calls reuse connections while this serves; undone on the way out.
    with contextlib.ExitStack() as stack:
        for sock in listeners:
            stack.enter_context(sock)
        stack.enter_context(pool.installed())
        stack.enter_context(contextlib.suppress(KeyboardInterrupt))  # Ctrl-C: same clean stop
        GatewayServer(server_config(gateway), gateway, ready).run(sockets=listeners)
    return 0


def _tune_collector() -> None:
    """Keep the garbage collector's passes off the event loop's hot path.

    Start-up's objects (libraries, tool schemas, the server) live as long as the
    process, yet each full pass walked all of them (about 90 ms on the event loop every
    few thousand requests: some 27 us per request at 16 concurrent calls); they are
    frozen, start-up's own garbage collected first. A request leaves no reference cycle
    (reference counting frees it), so the youngest generation's passes found nothing,
    yet the objects of 16 calls in flight passed its default threshold of 700 every
    twenty requests or so (about 10 us per request); at :data:`_YOUNG_THRESHOLD` they
    run when garbage can have built up. bench/RESULTS.md has the figures.
    """
    gc.collect()
    gc.freeze()
    _, older, oldest = gc.get_threshold()
    gc.set_threshold(_YOUNG_THRESHOLD, older, oldest)


def _exit_cleanly(signum: int, frame: object) -> None:
    raise SystemExit(0)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
