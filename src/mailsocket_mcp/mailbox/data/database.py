"""The database: an engine for the configured URL, sessions, and migrations to the newest revision.

SQLite (the default, one file in the data folder) and PostgreSQL (``MAILBOX_DB``) run the same
models and the same Alembic revisions. The service migrates at start; ``mailsocket-mailbox
migrate`` does it alone. Several processes may start on one PostgreSQL database at once: the
migration and the first set-up run under one advisory lock (:meth:`Database.exclusive`), so the
first migrates and the others find the schema current, never half made.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, Engine, create_engine, event, make_url, text
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

from ..errors import StorageBusy, StorageError

__all__ = ["FEED_LOCK", "SETUP_LOCK", "Database", "advisory_lock", "is_busy", "redacted_url"]

MIGRATIONS = Path(__file__).with_name("migrations")
# PostgreSQL's advisory lock key for schema changes and the first set-up: any number every
# process agrees on ("mbxs" in ASCII).
SETUP_LOCK = 0x6D627873
# Writers of the change feed: its entries must commit in the order of their numbers.
FEED_LOCK = 0x6D626366
# How long a SQLite writer waits for another to finish (``?timeout=`` in MAILBOX_DB overrides).
SQLITE_BUSY_SECONDS = 30.0
# What a busy database's answer suggests (seconds): the sync's writes come in short batches.
BUSY_RETRY_AFTER = 5


def redacted_url(url: str) -> str:
    """``url`` without its password, for messages and logs."""
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)


class Database:
    """One engine and its sessions; made once per process (or per test)."""

    def __init__(self, url: str) -> None:
        self.url = url
        kwargs: dict[str, Any] = {}
        self.busy_seconds = SQLITE_BUSY_SECONDS
        if url.startswith("sqlite"):
            given = make_url(url).query.get("timeout")
            self.busy_seconds = float(given) if isinstance(given, str) else SQLITE_BUSY_SECONDS
            # FastAPI runs sync routes in worker threads: a connection may move between them.
            kwargs["connect_args"] = {"check_same_thread": False, "timeout": self.busy_seconds}
        else:
            kwargs["pool_pre_ping"] = True
        self.engine: Engine = create_engine(url, **kwargs)
        if url.startswith("sqlite"):
            event.listen(self.engine, "connect", _sqlite_pragmas)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A session whose work commits at the end of the block, or rolls back on an error.

        Raises:
            StorageBusy: another writer held the database longer than a writer waits.
            StorageError: the database failed (its text stays in the log, not in the answer).
        """
        with self._sessions() as session:
            try:
                yield session
                session.commit()
            except SQLAlchemyError as exc:
                session.rollback()
                if is_busy(exc):
                    raise StorageBusy(
                        "the service's database is busy with other writes; try again shortly",
                        retry_after=BUSY_RETRY_AFTER,
                    ) from exc
                raise StorageError("the service's database failed; see its log") from exc
            except BaseException:
                session.rollback()
                raise

    def attempt(self, work: Callable[[Connection], object]) -> bool:
        """Run ``work`` in a transaction that does not wait for another writer, for a write that
        may be skipped (a bookkeeping stamp) rather than hold up the request it serves. Answers
        False, nothing written, while another writer holds the SQLite database.

        Raises:
            StorageError: the database failed otherwise.
        """
        if not self.url.startswith("sqlite"):
            with self.session() as session:
                work(session.connection())
            return True
        with self.engine.connect() as connection:
            connection.exec_driver_sql("PRAGMA busy_timeout = 0")
            try:
                work(connection)
                connection.commit()
                return True
            except SQLAlchemyError as exc:
                connection.rollback()
                if is_busy(exc):
                    return False
                raise StorageError("the service's database failed; see its log") from exc
            finally:
                waits = int(self.busy_seconds * 1000)
                connection.exec_driver_sql(f"PRAGMA busy_timeout = {waits}")

    @contextmanager
    def exclusive(self) -> Iterator[Session]:
        """A session no other process's ``exclusive`` session runs beside (on PostgreSQL: a
        transaction-scoped advisory lock, given up at the commit; SQLite serialises writers).

        Raises:
            StorageError: the database failed.
        """
        with self.session() as session:
            advisory_lock(session.connection(), SETUP_LOCK)
            yield session

    def migrate(self) -> None:
        """Bring the schema to the newest revision (creating it in an empty database); other
        processes migrating the same database wait for this one and then find nothing to do."""
        with self.engine.begin() as connection:
            advisory_lock(connection, SETUP_LOCK)
            config = alembic_config()
            config.attributes["connection"] = connection
            command.upgrade(config, "head")

    def revision(self) -> str | None:
        """The schema's current revision, None for an empty database."""
        with self.engine.connect() as connection:
            return MigrationContext.configure(connection).get_current_revision()

    def is_current(self) -> bool:
        return self.revision() == ScriptDirectory.from_config(alembic_config()).get_current_head()

    def dispose(self) -> None:
        self.engine.dispose()


def alembic_config() -> Config:
    """Alembic's configuration, pointing at the revisions inside the package (no alembic.ini)."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    return config


def advisory_lock(connection: Connection, key: int) -> None:
    """Wait for, then hold until the transaction ends, PostgreSQL's advisory lock ``key``
    (SQLite needs none: it runs one writer at a time)."""
    if connection.dialect.name == "postgresql":
        connection.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": key})


def is_busy(exc: BaseException) -> bool:
    """Whether ``exc`` is SQLite's "database is locked": another writer held it too long."""
    orig = getattr(exc, "orig", exc)
    return getattr(orig, "sqlite_errorname", "").startswith("SQLITE_BUSY")


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.close()
