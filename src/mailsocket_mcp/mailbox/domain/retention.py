"""How long records are kept: the audit and the sends records older than
``MAILBOX_AUDIT_DAYS`` are deleted, a bounded batch at a time, and so are attachment links
that have ended (used or not: neither can be fetched any more).

The service prunes once as it starts and then every :data:`PRUNE_EVERY_SECONDS`
(:class:`Retention`). A round is at most :data:`_ROUND_BATCHES` short transactions of at most
``batch`` rows of each table, so a first run on a long-neglected database spreads its work over
rounds rather than holding one long transaction.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

import anyio
from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from ..data.database import Database
from ..data.models import AuditRow, LinkRow, SendRow
from .records import now

__all__ = ["PRUNE_EVERY_SECONDS", "Retention", "prune_records"]

log = logging.getLogger("mailsocket_mcp.mailbox.retention")

PRUNE_EVERY_SECONDS = 3600.0
_BATCH = 1000
_ROUND_BATCHES = 10


def prune_records(
    session: Session, *, keep: timedelta, moment: datetime, batch: int = _BATCH
) -> int:
    """Delete up to ``batch`` audit rows and ``batch`` sends records from before
    ``moment - keep``, and up to ``batch`` links ended before ``moment``; answers how many
    went."""
    cutoff = moment - keep
    removed = 0
    tables = (
        (AuditRow, AuditRow.at, cutoff),
        (SendRow, SendRow.created_at, cutoff),
        (LinkRow, LinkRow.expires_at, moment),
    )
    for table, at, before in tables:
        ids = list(session.scalars(select(table.id).where(at < before).limit(batch)))
        if ids:
            session.execute(delete(table).where(table.id.in_(ids)))
            removed += len(ids)
    return removed


class Retention:
    """Prunes one database's records now (:meth:`prune`) and periodically (:meth:`run`)."""

    def __init__(
        self, db: Database, *, days: int, every_seconds: float = PRUNE_EVERY_SECONDS
    ) -> None:
        self.db = db
        self.keep = timedelta(days=days)
        self.every_seconds = every_seconds

    def prune(self) -> int:
        """One round (blocking); answers how many rows went."""
        removed = 0
        for _ in range(_ROUND_BATCHES):
            with self.db.session() as session:
                batch = prune_records(session, keep=self.keep, moment=now())
            removed += batch
            if batch == 0:
                break
        return removed

    async def run(self) -> None:
        """Prune every ``every_seconds`` until cancelled; a failed round is logged, not fatal."""
        while True:
            await anyio.sleep(self.every_seconds)
            try:
                await anyio.to_thread.run_sync(self.prune)
            except Exception:  # the database may be away for a while; the next round retries
                log.exception("pruning old audit records failed")
