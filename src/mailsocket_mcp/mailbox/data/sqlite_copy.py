"""Copies of the SQLite database: a consistent snapshot while the service writes, and what a
copy holds (its schema revision, its integrity, how many of each record).

The snapshot uses SQLite's online backup API in one step: it reads inside one read
transaction, which in WAL mode never blocks the service's writers and sees none of their
later commits, so the copy is the database as of one moment.
"""

from __future__ import annotations

import contextlib
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy.engine import make_url

from ..errors import BadRequest, StorageError

__all__ = ["SnapshotFacts", "facts", "settle", "snapshot", "sqlite_path"]

# The records `backup verify` counts (a table a revision does not have yet counts as none).
COUNTED = {
    "users": "users",
    "tokens": "tokens",
    "accounts": "accounts",
    "messages indexed": "mail_messages",
    "webhooks": "webhooks",
}
_BUSY_MS = 30_000


@dataclass(frozen=True)
class SnapshotFacts:
    revision: str | None
    integrity: str  # "ok", or SQLite's first complaint
    counts: dict[str, int]


def sqlite_path(db_url: str) -> Path:
    """The file of a ``sqlite:///`` URL.

    Raises:
        BadRequest: the URL is not SQLite's (backups of PostgreSQL are its own tools' job).
    """
    url = make_url(db_url)
    if url.get_backend_name() != "sqlite" or not url.database:
        raise BadRequest(
            "backup and restore work on the SQLite database of a data folder; this service "
            "uses PostgreSQL (MAILBOX_DB): back it up with pg_dump or your provider's "
            "snapshots, and keep the master key (or its recovery key) with them"
        )
    return Path(url.database)


def snapshot(database: Path, copy: Path) -> None:
    """Copy ``database`` into the new file ``copy`` as of one moment, while others write.

    Raises:
        BadRequest: there is no database at ``database``.
        StorageError: SQLite failed (busy longer than 30 s, a damaged file).
    """
    if not database.is_file():
        raise BadRequest(f"no database at {database}: nothing to back up")
    try:
        with (
            contextlib.closing(sqlite3.connect(database, timeout=_BUSY_MS / 1000)) as source,
            contextlib.closing(sqlite3.connect(copy)) as target,
        ):
            source.backup(target)  # pages=-1: every page in one step, one read transaction
    except sqlite3.Error as exc:
        raise StorageError(f"copying the database failed: {exc}") from exc


def facts(database: Path) -> SnapshotFacts:
    """The revision, the integrity and the counts of a database copy.

    Raises:
        StorageError: it is not a SQLite database at all.
    """
    try:
        with contextlib.closing(sqlite3.connect(database)) as connection:
            integrity = str(connection.execute("PRAGMA integrity_check").fetchone()[0])
            tables = {
                row[0]
                for row in connection.execute("SELECT name FROM sqlite_master WHERE type='table'")
            }
            revision = None
            if "alembic_version" in tables:
                row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
                revision = None if row is None else str(row[0])
            counts = {
                label: int(connection.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0])  # noqa: S608 - names from COUNTED
                for label, table in COUNTED.items()
                if table in tables
            }
    except sqlite3.DatabaseError as exc:
        raise StorageError(f"the copy is not a readable database: {exc}") from exc
    return SnapshotFacts(revision=revision, integrity=integrity, counts=counts)


def settle(database: Path) -> None:
    """Fold a copy's write-ahead log into its file (one file to move; the service turns WAL
    on again when it opens it)."""
    with contextlib.closing(sqlite3.connect(database)) as connection:
        connection.execute("PRAGMA journal_mode=DELETE")
