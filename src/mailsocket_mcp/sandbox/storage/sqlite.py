"""``SqliteStore``: the ``Store`` interface on one SQLite file, so a restart keeps everything.

Every write is its own committed transaction (WAL journal, ``synchronous=FULL``): once a
method returns, the row survives the process ending, cleanly or not. Times are stored as
integer microseconds since the epoch (UTC), exact and sortable. Rows carry an insertion
sequence number that cursors name, exactly like ``MemoryStore``. One connection, one lock:
safe to call from several threads, and every call is a quick indexed query.

Schema versions: 1 had no ``source`` column; opening such a file adds it (mail stored
before then has no source, and ``message_source`` answers ``b""`` for it). 2 had no
``otp_excerpt``, ``otp_expires_at`` and ``magic_link_kind`` columns; opening such a file adds
them, null for mail stored before.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime, timedelta, timezone
from typing import Any, TypeVar

from .cursors import make_cursor, read_cursor
from .store import Inbox, InboxTally, Message, MessageFilter, StorePage

T = TypeVar("T")

__all__ = ["SqliteStore"]

_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
_MICROSECOND = timedelta(microseconds=1)
_SCHEMA_VERSION = 3
_SCHEMA = """
CREATE TABLE IF NOT EXISTS inboxes (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    account TEXT NOT NULL,
    address TEXT NOT NULL,
    address_key TEXT NOT NULL UNIQUE,
    label TEXT,
    created_at INTEGER NOT NULL,
    expires_at INTEGER,
    disabled INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS inboxes_by_account ON inboxes (account, seq);
CREATE INDEX IF NOT EXISTS inboxes_by_expiry ON inboxes (expires_at) WHERE expires_at IS NOT NULL;
CREATE TABLE IF NOT EXISTS messages (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    id TEXT NOT NULL UNIQUE,
    inbox_id TEXT NOT NULL REFERENCES inboxes (id) ON DELETE CASCADE,
    sender TEXT NOT NULL,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    html TEXT NOT NULL,
    received_at INTEGER NOT NULL,
    otp TEXT,
    otp_confidence REAL,
    magic_link TEXT,
    source BLOB,
    otp_excerpt TEXT,
    otp_expires_at INTEGER,
    magic_link_kind TEXT
);
CREATE INDEX IF NOT EXISTS messages_by_inbox ON messages (inbox_id, received_at);
CREATE INDEX IF NOT EXISTS messages_by_time ON messages (received_at);
"""
_SELECT_INBOXES = (
    "SELECT seq, id, account, address, label, created_at, expires_at, disabled FROM inboxes"
)
_SELECT_MESSAGES = (
    "SELECT m.seq, m.id, m.inbox_id, m.sender, m.recipient, m.subject, m.text, m.html,"
    " m.received_at, m.otp, m.otp_confidence, m.magic_link, m.otp_excerpt, m.otp_expires_at,"
    " m.magic_link_kind FROM messages AS m"
)
_ADDED_IN_3 = (("otp_excerpt", "TEXT"), ("otp_expires_at", "INTEGER"), ("magic_link_kind", "TEXT"))
_ABOVE_EVERY_SEQ = 2**63 - 1  # "before" when no cursor was given


class SqliteStore:
    """A ``Store`` in a SQLite database file (``":memory:"`` works too, for tests).

    Raises:
        sqlite3.Error: from the constructor when the file cannot be opened or is not
            a sandbox database of a version this code reads.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self._lock = threading.Lock()
        self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        try:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            self._db.execute("PRAGMA foreign_keys=ON")
            self._migrate()
        except BaseException:
            self._db.close()
            raise

    def _migrate(self) -> None:
        version = self._db.execute("PRAGMA user_version").fetchone()[0]
        if version > _SCHEMA_VERSION:
            raise sqlite3.DatabaseError(
                f"database schema version {version} is newer than this sandbox ({_SCHEMA_VERSION})"
            )
        with self._transaction():
            # Statement by statement: executescript() would commit the open transaction.
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    self._db.execute(statement)
            columns = {row[1] for row in self._db.execute("PRAGMA table_info(messages)")}
            if "source" not in columns:  # a version 1 file
                self._db.execute("ALTER TABLE messages ADD COLUMN source BLOB")
            for name, kind in _ADDED_IN_3:  # a version 1 or 2 file
                if name not in columns:
                    self._db.execute(f"ALTER TABLE messages ADD COLUMN {name} {kind}")
            self._db.execute(f"PRAGMA user_version={_SCHEMA_VERSION}")

    def add_inbox(self, inbox: Inbox) -> None:
        with self._lock, self._transaction():
            try:
                self._db.execute(
                    "INSERT INTO inboxes (id, account, address, address_key, label,"
                    " created_at, expires_at, disabled) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        inbox.id,
                        inbox.account,
                        inbox.address,
                        inbox.address.lower(),
                        inbox.label,
                        _micros(inbox.created_at),
                        _micros(inbox.expires_at) if inbox.expires_at is not None else None,
                        int(inbox.disabled),
                    ),
                )
            except sqlite3.IntegrityError as exc:
                raise ValueError("inbox id or address already exists") from exc

    def get_inbox(self, account: str, inbox_id: str) -> Inbox | None:
        inbox = self.find_inbox(inbox_id)
        return inbox if inbox is not None and inbox.account == account else None

    def find_inbox(self, inbox_id: str) -> Inbox | None:
        row = self._one(f"{_SELECT_INBOXES} WHERE id = ?", (inbox_id,))
        return _inbox(row) if row is not None else None

    def find_inbox_by_address(self, address: str) -> Inbox | None:
        row = self._one(f"{_SELECT_INBOXES} WHERE address_key = ?", (address.lower(),))
        return _inbox(row) if row is not None else None

    def list_inboxes(self, account: str, *, limit: int, cursor: str | None) -> StorePage[Inbox]:
        before = read_cursor(cursor)
        rows = self._all(
            f"{_SELECT_INBOXES} WHERE account = ? AND seq < ? ORDER BY seq DESC LIMIT ?",
            (account, before if before is not None else _ABOVE_EVERY_SEQ, limit + 1),
        )
        return _page([(row[0], _inbox(row)) for row in rows], limit)

    def delete_inbox(self, account: str, inbox_id: str) -> bool:
        with self._lock, self._transaction():
            deleted = self._db.execute(
                "DELETE FROM inboxes WHERE id = ? AND account = ?", (inbox_id, account)
            )
            return deleted.rowcount > 0

    def set_inbox_disabled(self, inbox_id: str, disabled: bool) -> bool:
        with self._lock, self._transaction():
            updated = self._db.execute(
                "UPDATE inboxes SET disabled = ? WHERE id = ?", (int(disabled), inbox_id)
            )
            return updated.rowcount > 0

    def add_message(self, message: Message, source: bytes) -> None:
        received_at = _micros(message.received_at)
        with self._lock, self._transaction():
            known = self._db.execute("SELECT 1 FROM inboxes WHERE id = ?", (message.inbox_id,))
            if known.fetchone() is None:
                raise KeyError(message.inbox_id)
            newest = self._db.execute(
                "SELECT MAX(received_at) FROM messages WHERE inbox_id = ?", (message.inbox_id,)
            ).fetchone()[0]
            if newest is not None and newest >= received_at:
                raise ValueError("received_at must increase within an inbox")
            self._db.execute(
                "INSERT INTO messages (id, inbox_id, sender, recipient, subject, text, html,"
                " received_at, otp, otp_confidence, magic_link, source, otp_excerpt,"
                " otp_expires_at, magic_link_kind)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    message.id,
                    message.inbox_id,
                    message.sender,
                    message.to,
                    message.subject,
                    message.text,
                    message.html,
                    received_at,
                    message.otp,
                    message.otp_confidence,
                    message.magic_link,
                    source,
                    message.otp_excerpt,
                    _micros(message.otp_expires_at) if message.otp_expires_at else None,
                    message.magic_link_kind,
                ),
            )

    def get_message(self, account: str, message_id: str) -> Message | None:
        row = self._one(
            f"{_SELECT_MESSAGES} JOIN inboxes AS i ON i.id = m.inbox_id"
            " WHERE m.id = ? AND i.account = ?",
            (message_id, account),
        )
        return _message(row) if row is not None else None

    def message_source(self, account: str, message_id: str) -> bytes | None:
        row = self._one(
            "SELECT m.source FROM messages AS m JOIN inboxes AS i ON i.id = m.inbox_id"
            " WHERE m.id = ? AND i.account = ?",
            (message_id, account),
        )
        return None if row is None else bytes(row[0] or b"")

    def tally_messages(self, account: str) -> dict[str, InboxTally]:
        rows = self._all(
            "SELECT m.inbox_id, COUNT(*), MAX(m.received_at) FROM messages AS m"
            " JOIN inboxes AS i ON i.id = m.inbox_id WHERE i.account = ? GROUP BY m.inbox_id",
            (account,),
        )
        return {inbox_id: InboxTally(count, _time(newest)) for inbox_id, count, newest in rows}

    def list_messages(
        self, inbox_id: str, *, where: MessageFilter, limit: int, cursor: str | None
    ) -> StorePage[Message]:
        before = read_cursor(cursor)
        picked: list[tuple[int, Message]] = []
        with self._lock:
            # The filter is case-folded in Python, exactly as MemoryStore does it.
            rows = self._db.execute(
                f"{_SELECT_MESSAGES} WHERE m.inbox_id = ? AND m.seq < ? ORDER BY m.seq DESC",
                (inbox_id, before if before is not None else _ABOVE_EVERY_SEQ),
            )
            for row in rows:
                message = _message(row)
                if where.matches(message):
                    picked.append((row[0], message))
                    if len(picked) > limit:
                        break
        return _page(picked, limit)

    def latest_message(self, inbox_id: str) -> Message | None:
        row = self._one(
            f"{_SELECT_MESSAGES} WHERE m.inbox_id = ? ORDER BY m.received_at DESC LIMIT 1",
            (inbox_id,),
        )
        return _message(row) if row is not None else None

    def messages_after(self, inbox_id: str, cutoff: datetime | None) -> Sequence[Message]:
        rows = self._all(
            f"{_SELECT_MESSAGES} WHERE m.inbox_id = ? AND m.received_at > ? ORDER BY m.received_at",
            (inbox_id, _micros(cutoff) if cutoff is not None else -(2**63)),
        )
        return [_message(row) for row in rows]

    def newest_received_at(self) -> datetime | None:
        row = self._one("SELECT MAX(received_at) FROM messages", ())
        return _time(row[0]) if row is not None and row[0] is not None else None

    def delete_expired_inboxes(self, now: datetime) -> list[str]:
        with self._lock, self._transaction():
            rows = self._db.execute(
                "DELETE FROM inboxes WHERE expires_at <= ? RETURNING id", (_micros(now),)
            ).fetchall()
        return [row[0] for row in rows]

    def delete_messages_before(self, moment: datetime) -> int:
        with self._lock, self._transaction():
            deleted = self._db.execute(
                "DELETE FROM messages WHERE received_at < ?", (_micros(moment),)
            )
            return deleted.rowcount

    def close(self) -> None:
        """Checkpoint and close the database; later calls raise ``sqlite3.ProgrammingError``."""
        with self._lock:
            self._db.close()

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def _one(self, sql: str, parameters: tuple[Any, ...]) -> Any:
        with self._lock:
            return self._db.execute(sql, parameters).fetchone()

    def _all(self, sql: str, parameters: tuple[Any, ...]) -> list[Any]:
        with self._lock:
            return self._db.execute(sql, parameters).fetchall()


def _page(rows: list[tuple[int, T]], limit: int) -> StorePage[T]:
    """Rows newest first, with one extra row telling whether an older page exists."""
    more = len(rows) > limit
    rows = rows[:limit]
    return StorePage([item for _, item in rows], make_cursor(rows[-1][0]) if more else None)


def _micros(moment: datetime) -> int:
    return (moment - _EPOCH) // _MICROSECOND


def _time(micros: int) -> datetime:
    return _EPOCH + timedelta(microseconds=micros)


def _inbox(row: Any) -> Inbox:
    _seq, inbox_id, account, address, label, created_at, expires_at, disabled = row
    return Inbox(
        id=inbox_id,
        account=account,
        address=address,
        label=label,
        created_at=_time(created_at),
        expires_at=_time(expires_at) if expires_at is not None else None,
        disabled=bool(disabled),
    )


def _message(row: Any) -> Message:
    (
        _seq,
        message_id,
        inbox_id,
        sender,
        recipient,
        subject,
        text,
        html,
        received_at,
        otp,
        otp_confidence,
        magic_link,
        otp_excerpt,
        otp_expires_at,
        magic_link_kind,
    ) = row
    return Message(
        id=message_id,
        inbox_id=inbox_id,
        sender=sender,
        to=recipient,
        subject=subject,
        text=text,
        html=html,
        received_at=_time(received_at),
        otp=otp,
        otp_confidence=otp_confidence,
        magic_link=magic_link,
        otp_excerpt=otp_excerpt,
        otp_expires_at=_time(otp_expires_at) if otp_expires_at is not None else None,
        magic_link_kind=magic_link_kind,
    )
