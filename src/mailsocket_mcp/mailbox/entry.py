"""The ``mailsocket-mailbox`` console script: says which extra to install when it is missing.

The gateway's install stays lean: FastAPI, SQLAlchemy and Alembic come with
``mailsocket-mcp-server[mailbox]`` only.
"""

from __future__ import annotations

import sys

__all__ = ["main"]


def main() -> int:
    try:
        from .cli import main as run
    except ModuleNotFoundError as exc:
        print(
            f"mailsocket-mailbox: {exc.name} is missing; the mailbox service needs its extra: "
            "pip install 'mailsocket-mcp-server[mailbox]'",
            file=sys.stderr,
        )
        return 2
    return run()
