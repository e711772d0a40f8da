"""``GET /v1/status``: the sync worker and the accounts the caller may see, from the workers'
memory and ``sync_state``. Nothing is asked of a mail server, so a monitor may poll it."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..data.models import AccountRow, SyncStateRow
from .accounts import CONNECTED
from .connection import SYNCED_PROVIDERS
from .rights import Rights
from .sync_workers import AccountProgress, SyncWorkers

__all__ = ["service_status"]


def service_status(session: Session, rights: Rights, workers: SyncWorkers | None) -> dict[str, Any]:
    """The worker (None when ``MAILBOX_SYNC=off``) and every account the caller may
    ``get_status`` on, by address."""
    accounts = []
    for row in session.scalars(select(AccountRow).order_by(AccountRow.email_key, AccountRow.id)):
        if "get_status" not in rights.ops_on(row.id):
            continue
        state = session.get(SyncStateRow, row.id)
        progress = (workers.progress.get(row.id) if workers else None) or AccountProgress()
        working = row.status == CONNECTED and not row.disabled
        synced = workers is not None and row.provider in SYNCED_PROVIDERS and working
        last_error = progress.last_error or (state.last_error if state else None)
        accounts.append(
            {
                "id": row.id,
                "email": row.email,
                "provider": row.provider,
                "status": row.status,
                "synced": synced,
                "watching": progress.watching,
                "last_sync_at": progress.last_sync_at or (state.last_pass_at if state else None),
                "last_error": last_error,
                "last_error_at": progress.last_error_at,
                # Disabled on purpose: nothing for a person to look at.
                "attention": not row.disabled and (not working or last_error is not None),
            }
        )
    worker = None
    if workers is not None:
        watching = sum(1 for p in workers.progress.values() if p.watching)
        worker = {
            "interval": workers.poll_seconds,
            "push": True,
            "last_pass_at": workers.last_round_at,
            "watchers": len(workers.progress),
            "watching": watching,
        }
    return {"worker": worker, "accounts": accounts}
