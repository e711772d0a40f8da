"""The index's side of a move made through the API (``data/index.py`` ``apply_move``), in process.

Usage::

    .venv/bin/python bench/index_move_bench.py [--rows 10000] [--moves 50]

Writes ``--rows`` messages straight into one folder of a temp SQLite index, then times
``--moves`` moves of one message out of it (each in its own transaction, committed), and prints
the median and the worst. No mail server: only the index's cost. Not a test: the figures depend
on the machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from sqlalchemy import insert

from mailsocket_mcp.mailbox.data.database import Database
from mailsocket_mcp.mailbox.data.index import apply_move
from mailsocket_mcp.mailbox.data.models import FolderRow, MessageRow
from mailsocket_mcp.mailbox.data.providers.base import MoveResult

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # for tests.support
from tests.support.index_rows import add_account, message_row


def _message(n: int) -> dict[str, Any]:
    return message_row(
        n,
        to=[["A", "a@x.test"]],
        subject=f"Invoice {n}",
        subject_key=f"invoice {n}",
        snippet="x" * 200,
        size=2000,
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=10_000)
    parser.add_argument("--moves", type=int, default=50)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        db = Database(f"sqlite:///{Path(folder) / 'index.db'}")
        db.migrate()
        with db.session() as session:
            add_account(session)
            session.add(FolderRow(id="fld_inbox", account_id="acc_1", name="INBOX", uidvalidity=1))
            session.add(FolderRow(id="fld_archive", account_id="acc_1", name="Archive"))
            session.flush()
            session.execute(insert(MessageRow), [_message(n) for n in range(args.rows)])
        took: list[float] = []
        for n in range(args.moves):
            result = MoveResult("Archive", 7, {n + 1: n + 1})
            start = time.perf_counter()
            with db.session() as session:
                apply_move(session, "acc_1", "INBOX", result)
            took.append((time.perf_counter() - start) * 1000)
        db.dispose()
    print(
        f"{args.rows} rows, {args.moves} one-message moves: "
        f"median {statistics.median(took):.2f} ms, worst {max(took):.2f} ms"
    )


if __name__ == "__main__":
    main()
