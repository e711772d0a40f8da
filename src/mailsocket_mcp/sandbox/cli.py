"""``mailsocket-sandbox``: serve a local, mailsocket-compatible API until interrupted."""

from __future__ import annotations

import argparse
import contextlib
import socket
import sys
from collections.abc import Sequence

from .app import create_sandbox_app
from .serving import SandboxServer, server_config
from .settings import DEFAULT_DOMAIN, SandboxSettings

__all__ = ["build_parser", "main"]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mailsocket-sandbox",
        description=(
            "A local, offline stand-in for the mailsocket v1 REST API. Point the "
            "mailsocket SDK (or mailsocket-mcp) at the printed URL; any key of the "
            "form ms_live_ followed by 8+ characters works and gets its own account."
        ),
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (127.0.0.1)")
    parser.add_argument("--port", type=int, default=8025, help="port to bind; 0 picks one (8025)")
    parser.add_argument("--domain", default=DEFAULT_DOMAIN, help="domain of inbox addresses")
    parser.add_argument("--per-key-wait-limit", type=int, default=10, metavar="N")
    parser.add_argument("--global-wait-limit", type=int, default=64, metavar="N")
    parser.add_argument(
        "--enable-faults",
        action="store_true",
        help="add the /_sandbox fault-injection routes (benchmarks, soak tests only)",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Parse arguments, bind, print the API URL, and serve until interrupted."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        settings = SandboxSettings(
            host=args.host,
            port=args.port,
            domain=args.domain,
            per_key_wait_limit=args.per_key_wait_limit,
            global_wait_limit=args.global_wait_limit,
            enable_faults=args.enable_faults,
        )
    except ValueError as exc:
        parser.error(str(exc))
    family = socket.AF_INET6 if ":" in settings.host else socket.AF_INET
    listener = socket.socket(family, socket.SOCK_STREAM)
    try:
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind((settings.host, settings.port))
        listener.listen(2048)  # connect before the server loop starts: queued, not refused
    except OSError as exc:
        listener.close()
        print(f"mailsocket-sandbox: cannot listen on {settings.host}:{settings.port}: {exc}")
        return 1
    port = listener.getsockname()[1]
    host = f"[{settings.host}]" if family == socket.AF_INET6 else settings.host
    print(f"mailsocket sandbox API on http://{host}:{port}/api/v1", flush=True)
    if settings.enable_faults:
        print(f"fault injection enabled: POST http://{host}:{port}/_sandbox/faults", flush=True)
    app = create_sandbox_app(settings)
    server = SandboxServer(server_config(app, host=settings.host, port=port))
    with listener, contextlib.suppress(KeyboardInterrupt):
        # uvicorn shuts down cleanly, then re-raises the SIGINT it captured.
        server.run(sockets=[listener])
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
