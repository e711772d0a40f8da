"""Scheduled backups inside ``serve``: one every ``MAILBOX_BACKUP_HOURS`` into
``MAILBOX_BACKUP_DIR``, the newest ``MAILBOX_BACKUP_KEEP`` kept.

A backup is due when the newest one in the folder (by the time in its name) is an interval
old, so a service restarted often still makes them, and one restarted soon after a backup
does not make another. A failed backup is logged and tried again an interval later; it never
stops the service.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path

import anyio

from .backups import write_backup
from .mailbox import Mailbox

__all__ = ["BackupSchedule", "backup_name"]

log = logging.getLogger("mailsocket_mcp.mailbox.backups")

_PREFIX, _SUFFIX = "mailbox-", ".mbxbackup"
_STAMP = "%Y%m%dT%H%M%SZ"


def backup_name(moment: datetime) -> str:
    """The file name of a scheduled backup made at ``moment`` (sorts by time)."""
    return f"{_PREFIX}{moment.astimezone(timezone.utc).strftime(_STAMP)}{_SUFFIX}"


class BackupSchedule:
    """Makes the backups of one service into ``folder``; ``clock`` answers the time."""

    def __init__(
        self,
        mailbox: Mailbox,
        folder: Path,
        *,
        every: timedelta,
        keep: int,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        self.mailbox = mailbox
        self.folder = folder
        self.every = every
        self.keep = keep
        self.clock = clock or (lambda: datetime.now(timezone.utc))

    def backups(self) -> list[tuple[datetime, Path]]:
        """The scheduled backups in the folder, oldest first (other files are not ours)."""
        found = []
        for path in self.folder.glob(f"{_PREFIX}*{_SUFFIX}"):
            stamp = path.name[len(_PREFIX) : -len(_SUFFIX)]
            try:
                moment = datetime.strptime(stamp, _STAMP).replace(tzinfo=timezone.utc)
            except ValueError:
                continue
            found.append((moment, path))
        return sorted(found)

    def seconds_until_due(self) -> float:
        made = self.backups()
        if not made:
            return 0.0
        return max(0.0, (made[-1][0] + self.every - self.clock()).total_seconds())

    def step(self) -> Path | None:
        """Make a backup if one is due, then delete all but the newest ``keep``; answers the
        new backup's path (None: none was due). Blocking.

        Raises:
            MailboxServiceError, OSError: the backup failed (nothing is deleted then).
        """
        if self.seconds_until_due() > 0:
            return None
        self.folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        moment = self.clock()
        made = write_backup(
            self.mailbox.settings,
            self.mailbox.vault,
            self.folder / backup_name(moment),
            clock=lambda: moment,
        )
        log.info("backup written: %s (%d bytes, schema %s)", made.path, made.size, made.revision)
        for _, old in self.backups()[: -self.keep]:
            old.unlink(missing_ok=True)
            log.info("old backup deleted: %s", old)
        return made.path

    async def run(self) -> None:
        """Back up whenever one is due, until cancelled."""
        while True:
            await anyio.sleep(self.seconds_until_due())
            try:
                await anyio.to_thread.run_sync(self.step)
            except Exception:  # a full disk, a locked vault: logged, tried again later
                log.exception("backup into %s failed; trying again in %s", self.folder, self.every)
                await anyio.sleep(self.every.total_seconds())
