"""``mailsocket-sandbox``: serve the local API and SMTP intake until interrupted."""

from __future__ import annotations

import argparse
import contextlib
import socket
import sqlite3
import sys
from collections.abc import Sequence

from .app import create_sandbox_app
from .listeners import bind_listener, url_host
from .serving import SandboxServer, server_config
from .settings import (
    DEFAULT_DOMAIN,
    DEFAULT_SMTP_MAX_BYTES,
    DEFAULT_SMTP_PORT,
    EMPTY_LATEST_ANSWERS,
    SandboxSettings,
)

__all__ = ["build_parser", "main"]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mailsocket-sandbox",
        description=(
            "A local, offline stand-in for the mailsocket v1 REST API, with SMTP intake. "
            "Point the mailsocket SDK (or mailsocket-mcp) at the printed URL; any key of "
            "the form ms_live_ followed by 8+ characters works and gets its own account. "
            "Mail sent over SMTP to an inbox's address lands in that inbox."
        ),
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (127.0.0.1)")
    parser.add_argument("--port", type=int, default=8025, help="port to bind; 0 picks one (8025)")
    smtp = parser.add_mutually_exclusive_group()
    smtp.add_argument(
        "--smtp-port",
        type=int,
        default=DEFAULT_SMTP_PORT,
        help=f"SMTP intake port on --host; 0 picks one ({DEFAULT_SMTP_PORT})",
    )
    smtp.add_argument("--no-smtp", action="store_true", help="run without SMTP intake")
    parser.add_argument(
        "--smtp-max-bytes",
        type=int,
        default=DEFAULT_SMTP_MAX_BYTES,
        metavar="N",
        help=f"largest mail accepted over SMTP; larger gets 552 ({DEFAULT_SMTP_MAX_BYTES})",
    )
    parser.add_argument(
        "--db",
        metavar="PATH",
        help="keep inboxes and mail in this SQLite file across restarts (default: in memory)",
    )
    parser.add_argument(
        "--retention-hours",
        type=float,
        default=24.0,
        metavar="H",
        help="delete mail older than this; 0 keeps it forever (24)",
    )
    parser.add_argument("--domain", default=DEFAULT_DOMAIN, help="domain of inbox addresses")
    parser.add_argument("--per-key-wait-limit", type=int, default=10, metavar="N")
    parser.add_argument("--global-wait-limit", type=int, default=64, metavar="N")
    parser.add_argument(
        "--ui-per-address-limit",
        type=int,
        default=16,
        metavar="N",
        help="the web page's live streams and preview tickets per client address (16)",
    )
    parser.add_argument(
        "--ui",
        action="store_true",
        help="serve the web page at / even on a non-loopback --host (on loopback it always is)",
    )
    parser.add_argument(
        "--empty-latest",
        choices=EMPTY_LATEST_ANSWERS,
        default="null",
        help='how an empty inbox\'s latest message is answered: {"data": null} (null, the '
        "default) or 404 not_found, as an upstream may (404)",
    )
    parser.add_argument(
        "--enable-faults",
        action="store_true",
        help="add the /_sandbox fault-injection routes (benchmarks, soak tests only)",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Parse arguments, bind, print the API URL and SMTP address, and serve until interrupted."""
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        settings = SandboxSettings(
            host=args.host,
            port=args.port,
            smtp_port=None if args.no_smtp else args.smtp_port,
            smtp_max_bytes=args.smtp_max_bytes,
            db_path=args.db,
            retention_hours=args.retention_hours,
            domain=args.domain,
            per_key_wait_limit=args.per_key_wait_limit,
            global_wait_limit=args.global_wait_limit,
            enable_faults=args.enable_faults,
            ui=True if args.ui else None,
            empty_latest=args.empty_latest,
            ui_per_address_limit=args.ui_per_address_limit,
        )
    except ValueError as exc:
        parser.error(str(exc))
    with contextlib.ExitStack() as listeners:
        # Both bound before anything is printed: a printed address already accepts.
        api = _bound(listeners, settings.host, settings.port, "--port")
        if api is None:
            return 1
        smtp = None
        if settings.smtp_port is not None:
            smtp = _bound(listeners, settings.host, settings.smtp_port, "--smtp-port")
            if smtp is None:
                return 1
        try:
            app = create_sandbox_app(settings)
        except sqlite3.Error as exc:
            print(
                f"mailsocket-sandbox: cannot open the database {settings.db_path}: {exc}",
                file=sys.stderr,
            )
            return 1
        host = url_host(settings.host)
        port = api.getsockname()[1]
        print(f"mailsocket-sandbox listening on http://{host}:{port}/api/v1", flush=True)
        if smtp is not None:
            print(f"mailsocket sandbox SMTP on {host}:{smtp.getsockname()[1]}", flush=True)
        if settings.ui_enabled:
            print(f"mailsocket sandbox web page on http://{host}:{port}/", flush=True)
        else:
            print("web page off on a non-loopback --host (add --ui to serve it)", flush=True)
        if settings.db_path:
            print(f"inboxes and mail are kept in {settings.db_path}", flush=True)
        if settings.enable_faults:
            print(f"fault injection enabled: POST http://{host}:{port}/_sandbox/faults", flush=True)
        server = SandboxServer(
            server_config(app, host=settings.host, port=port), smtp_listener=smtp
        )
        with contextlib.suppress(KeyboardInterrupt):
            # uvicorn shuts down cleanly, then re-raises the SIGINT it captured.
            server.run(sockets=[api])
    return 0


def _bound(
    listeners: contextlib.ExitStack, host: str, port: int, flag: str
) -> socket.socket | None:
    """A socket listening on ``host:port``, closed with ``listeners``; None (and one line on
    stderr naming ``flag``) when it cannot be bound."""
    try:
        return listeners.enter_context(bind_listener(host, port))
    except OSError as exc:
        print(
            f"mailsocket-sandbox: cannot listen on {url_host(host)}:{port} "
            f"({exc.strerror or exc}): pick another port with {flag} (or another --host)",
            file=sys.stderr,
        )
        return None


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
