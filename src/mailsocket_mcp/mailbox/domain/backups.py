"""Backups of the service's SQLite database: made while it serves, checked, restored.

A backup (:mod:`..data.backup_file`) is the database as of one moment, sealed whole under the
master key's wrap, so the master key (or the recovery key, the same key written for people)
opens it and nothing else does. :func:`write_backup` writes it beside its target and renames it
into place (a reader never sees half a backup), mode 0600. :func:`verify_backup` opens every
chunk and checks the database inside. :func:`restore_backup` refuses while a service uses the
data folder, installs the database, migrates it to the newest revision (an older backup works)
and leaves the key file the service needs.
"""

from __future__ import annotations

import logging
import os
import secrets
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from ..data import backup_file, service_lock, sqlite_copy
from ..data.database import Database
from ..data.sqlite_copy import SnapshotFacts
from ..data.vault import (
    MasterKey,
    Vault,
    VaultState,
    load_master_key,
    parse_key_text,
    store_key_file,
)
from ..errors import BadRequest, Conflict, VaultLocked
from ..settings import MailboxSettings

__all__ = [
    "BackupMade",
    "BackupOpened",
    "Restored",
    "backup_key",
    "restore_backup",
    "verify_backup",
    "write_backup",
]

log = logging.getLogger("mailsocket_mcp.mailbox.backups")


@dataclass(frozen=True)
class BackupMade:
    path: Path
    created_at: str
    revision: str | None
    size: int


@dataclass(frozen=True)
class BackupOpened:
    """A backup opened and checked end to end."""

    created_at: str
    revision: str | None
    facts: SnapshotFacts


@dataclass(frozen=True)
class Restored:
    backup: BackupOpened
    revision: str | None  # after migrating
    key_file_written: bool


def open_vault(settings: MailboxSettings) -> Vault:
    """The vault of the database as it is (not migrated), to seal a backup with its key.

    Raises:
        BadRequest: the database is PostgreSQL's.
        VaultLocked: the master key is missing, wrong, or not made yet.
    """
    sqlite_copy.sqlite_path(settings.db_url)
    db = Database(settings.db_url)
    try:
        with db.session() as session:
            vault = Vault.open(settings, session)
    finally:
        db.dispose()
    if vault.state is not VaultState.OPEN:
        raise VaultLocked(f"cannot seal a backup: {vault.why}")
    return vault


def write_backup(
    settings: MailboxSettings,
    vault: Vault,
    target: Path,
    *,
    clock: Callable[[], datetime] | None = None,
    chunk_bytes: int = backup_file.CHUNK_BYTES,
) -> BackupMade:
    """Back the database up into ``target`` (replaced if it exists), while the service runs.

    Raises:
        BadRequest: PostgreSQL, or no database yet.
        VaultLocked: the vault is not open.
        StorageError: SQLite failed while copying.
        OSError: ``target``'s folder cannot be written.
    """
    key = vault.sealing_key()
    database = sqlite_copy.sqlite_path(settings.db_url)
    created_at = (clock or _now)().astimezone(timezone.utc).isoformat(timespec="seconds")
    target = target.absolute()
    with tempfile.TemporaryDirectory(prefix=".backup-", dir=settings.data_dir) as scratch:
        copy = Path(scratch) / "snapshot.db"
        sqlite_copy.snapshot(database, copy)
        sqlite_copy.settle(copy)
        revision = sqlite_copy.facts(copy).revision
        pending = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
        descriptor = os.open(pending, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            with os.fdopen(descriptor, "wb") as sealed, copy.open("rb") as clear:
                size = backup_file.seal_backup(
                    clear,
                    sealed,
                    key,
                    created_at=created_at,
                    revision=revision,
                    chunk_bytes=chunk_bytes,
                )
                sealed.flush()
                os.fsync(sealed.fileno())
            os.replace(pending, target)
        except BaseException:
            pending.unlink(missing_ok=True)
            raise
    _sync_folder(target.parent)
    return BackupMade(path=target, created_at=created_at, revision=revision, size=size)


def backup_key(settings: MailboxSettings, recovery: str | None) -> MasterKey:
    """The key to open a backup with: the recovery key given, else ``MAILBOX_MASTER_KEY``, else
    the data folder's key file.

    Raises:
        BadRequest: none of them, or one that is not a key.
    """
    if recovery is not None:
        return parse_key_text(recovery)
    key = load_master_key(settings)
    if key is None:
        raise BadRequest(
            "no key to open the backup: set MAILBOX_MASTER_KEY, put master.key in "
            f"{settings.data_dir}, or pass --recovery-key (the recovery key is read from stdin)"
        )
    return key


def verify_backup(path: Path, key: MasterKey) -> BackupOpened:
    """Open every chunk of the backup at ``path`` and check the database inside.

    Raises:
        BackupUnreadable: not a backup, the wrong key, changed, cut, or a damaged database.
    """
    with tempfile.TemporaryDirectory(prefix="mailbox-verify-") as scratch:
        return _unseal(path, key, Path(scratch) / "check.db")


def restore_backup(
    settings: MailboxSettings, path: Path, key: MasterKey, *, force: bool
) -> Restored:
    """Install the backup at ``path`` as the data folder's database, migrated to the newest
    revision, with the key file the service will open it with.

    Raises:
        BadRequest: PostgreSQL, or an unreadable backup (``BackupUnreadable``).
        Conflict: a service uses the folder; a database (or another key file) is there already
            and ``force`` is not set; ``MAILBOX_MASTER_KEY`` holds another key.
    """
    database = sqlite_copy.sqlite_path(settings.db_url)
    with service_lock.restoring(settings.data_dir):
        if database.exists() and database.stat().st_size > 0 and not force:
            raise Conflict(f"{database} exists: restoring would replace it; add --force to do so")
        write_key = _check_key_place(settings, key, force=force)
        with tempfile.TemporaryDirectory(prefix=".restore-", dir=settings.data_dir) as scratch:
            copy = Path(scratch) / "restored.db"
            opened = _unseal(path, key, copy)
            db = Database(f"sqlite:///{copy}")
            try:
                db.migrate()
                revision = db.revision()
            finally:
                db.dispose()
            sqlite_copy.settle(copy)
            for stale in ("-wal", "-shm", "-journal"):
                # A log left by the old database would be replayed into the new one.
                Path(f"{database}{stale}").unlink(missing_ok=True)
            os.replace(copy, database)
        _sync_folder(database.parent)
        if write_key:
            store_key_file(settings.key_file, key)
    return Restored(backup=opened, revision=revision, key_file_written=write_key)


def _check_key_place(settings: MailboxSettings, key: MasterKey, *, force: bool) -> bool:
    """Whether the key file must be written for the restored database to open."""
    if settings.master_key is not None:
        held = parse_key_text(settings.master_key.reveal())
        if held.key_id != key.key_id:
            raise Conflict(
                f"MAILBOX_MASTER_KEY holds another key (id {held.key_id}) than the backup's "
                f"(id {key.key_id}): the restored service would stay locked; unset it or set "
                "the backup's key"
            )
        return False
    try:
        text = settings.key_file.read_text()
    except FileNotFoundError:
        return True
    held = parse_key_text(text)
    if held.key_id == key.key_id:
        return False
    if not force:
        raise Conflict(
            f"{settings.key_file} holds another master key (id {held.key_id}) than the "
            f"backup's (id {key.key_id}); add --force to replace it"
        )
    return True


def _unseal(path: Path, key: MasterKey, copy: Path) -> BackupOpened:
    try:
        source = path.open("rb")
    except OSError as exc:
        raise BadRequest(f"cannot read {path}: {exc.strerror}") from None
    with source, copy.open("wb") as clear:
        copy.chmod(0o600)
        header, chunks = backup_file.open_backup(source, key)
        for chunk in chunks:
            clear.write(chunk)
    facts = sqlite_copy.facts(copy)
    if facts.integrity != "ok":
        raise backup_file.BackupUnreadable(
            f"the database inside the backup is damaged: {facts.integrity}"
        )
    return BackupOpened(created_at=header.created_at, revision=facts.revision, facts=facts)


def _sync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable."""
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _now() -> datetime:
    return datetime.now(timezone.utc)
