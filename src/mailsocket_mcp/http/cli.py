"""The ``mailsocket-mcp-http`` entry point: the gateway under uvicorn, with a graceful drain."""

from __future__ import annotations

import contextlib
import dataclasses
import signal
import socket
import sys
from collections.abc import Callable, Mapping, Sequence

import uvicorn

from ..config import GatewaySettings
from ..errors import ConfigError
from ..local_run import local_sandbox, parse_entry_args, print_banner
from ..logs import configure_logging
from ..redact import Redactor
from .app import Gateway, build_gateway
from .auth import current_call

__all__ = ["DRAIN_SECONDS", "GatewayServer", "main", "server_config"]

# How long a SIGTERM waits for quick calls to finish (held waits end at once).
# fly.toml's kill_timeout must be longer.
DRAIN_SECONDS = 10


def _current_redactor() -> Redactor | None:
    call = current_call.get()
    return call.redactor if call is not None else None


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
        await super().shutdown(sockets=sockets)


def server_config(gateway: Gateway) -> uvicorn.Config:
    """uvicorn settings that agree with the gateway's own limits.

    No ``limit_concurrency``: uvicorn counts connections (held waits and idle
    keep-alives included) and would answer 503 long before the gateway is busy;
    the gateway sheds by requests in flight instead (shedding.py).
    """
    settings = gateway.settings
    return uvicorn.Config(
        gateway.app,
        host=settings.bind_host,
        port=settings.port,
        log_config=None,
        access_log=False,
        server_header=False,
        limit_concurrency=None,
        backlog=2048,
        timeout_keep_alive=75,
        timeout_graceful_shutdown=DRAIN_SECONDS,
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
    except ConfigError as exc:
        print(f"mailsocket-mcp-http: {exc.public_message}", file=sys.stderr)
        return 2
    configure_logging(_current_redactor, json_lines=settings.log_format == "json")
    if not args.sandbox:
        _serve(settings)
        return 0
    host = "127.0.0.1" if settings.bind_host in ("0.0.0.0", "::") else settings.bind_host
    mcp_url = f"http://{host}:{settings.port}/mcp"
    with local_sandbox(args, prog="mailsocket-mcp-http") as sandbox:
        _serve(
            dataclasses.replace(settings, upstream_base_url=sandbox.base_url),
            on_ready=lambda: print_banner(sandbox, mcp_url),
        )
    return 0


def _serve(settings: GatewaySettings, on_ready: Callable[[], None] | None = None) -> None:
    gateway = build_gateway(settings)
    # uvicorn re-raises the signal that stopped it once the drain is over; a SIGTERM is
    # how a deploy stops us, so end with status 0 rather than "killed by a signal".
    signal.signal(signal.SIGTERM, _exit_cleanly)
    with contextlib.suppress(KeyboardInterrupt):  # Ctrl-C: same clean stop
        GatewayServer(server_config(gateway), gateway, on_ready).run()


def _exit_cleanly(signum: int, frame: object) -> None:
    raise SystemExit(0)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
