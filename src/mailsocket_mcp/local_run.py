"""``--sandbox``: run the product against an embedded sandbox, offline, in one process.

Used by both entry points. The sandbox (API + SMTP intake) runs on a background
thread; the MCP server talks to it over HTTP on 127.0.0.1 exactly as it would to
the hosted API.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import sys
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from . import __version__

if TYPE_CHECKING:  # the sandbox is imported only when --sandbox asks for it
    from .sandbox.embedded import EmbeddedSandbox

__all__ = ["add_sandbox_arguments", "local_sandbox", "parse_entry_args", "print_banner"]

DEFAULT_SMTP_PORT = 2525


def parse_entry_args(
    prog: str,
    description: str,
    argv: Sequence[str] | None,
    environ: Mapping[str, str] | None,
) -> tuple[argparse.Namespace, dict[str, str]]:
    """The arguments both entry points share (``--version``, the settings flags, the
    sandbox flags) and a private copy of the environment to read settings from."""
    parser = argparse.ArgumentParser(prog=prog, description=description)
    parser.add_argument("--version", action="version", version=f"mailsocket-mcp {__version__}")
    parser.add_argument(
        "--content-mode",
        choices=("full", "artifacts"),
        help="what results show of a mail (overrides MCP_CONTENT_MODE): full (fenced text) "
        "or artifacts (codes, links and metadata only)",
    )
    parser.add_argument(
        "--tools",
        metavar="NAME,NAME",
        help="serve only these tools, comma-separated (overrides MCP_TOOLS)",
    )
    parser.add_argument(
        "--read-only",
        action="store_true",
        help="hide the tools that create, send or delete (as MCP_READ_ONLY=1)",
    )
    add_sandbox_arguments(parser)
    args = parser.parse_args(argv)
    env = dict(os.environ if environ is None else environ)
    if args.content_mode:
        env["MCP_CONTENT_MODE"] = args.content_mode
    if args.tools is not None:
        env["MCP_TOOLS"] = args.tools
    if args.read_only:
        env["MCP_READ_ONLY"] = "1"
    return args, env


def add_sandbox_arguments(parser: argparse.ArgumentParser) -> None:
    """The flags both entry points share for the one-command local run."""
    group = parser.add_argument_group("local sandbox")
    group.add_argument(
        "--sandbox",
        action="store_true",
        help="start an embedded offline sandbox (API + SMTP) and use it as the upstream",
    )
    group.add_argument(
        "--smtp-port",
        type=int,
        default=DEFAULT_SMTP_PORT,
        help=f"with --sandbox: SMTP port on 127.0.0.1 (default {DEFAULT_SMTP_PORT}; 0 = any)",
    )
    group.add_argument(
        "--db", default=None, help="with --sandbox: keep inboxes and mail in this SQLite file"
    )


def print_banner(sandbox: EmbeddedSandbox, mcp_url: str | None) -> None:
    """Show where to connect (on stderr: stdout may be the MCP channel)."""
    from .sandbox.embedded import banner

    print(banner(sandbox, mcp_url), file=sys.stderr, flush=True)


@contextmanager
def local_sandbox(args: argparse.Namespace, *, prog: str) -> Iterator[EmbeddedSandbox]:
    """Start the embedded sandbox for the duration of the block.

    Exits with status 2 and one clear line if a port cannot be bound or the
    database cannot be opened.
    """
    from .sandbox.embedded import embedded_sandbox

    try:
        started = embedded_sandbox(smtp_port=args.smtp_port, db=args.db)
        sandbox = started.__enter__()
    except OSError as exc:
        print(
            f"{prog}: cannot start the sandbox ({exc.strerror or exc}); "
            "pick another port with --smtp-port",
            file=sys.stderr,
        )
        raise SystemExit(2) from None
    except sqlite3.Error as exc:
        print(f"{prog}: cannot open --db {args.db!r} ({exc})", file=sys.stderr)
        raise SystemExit(2) from None
    try:
        yield sandbox
    finally:
        started.__exit__(None, None, None)
