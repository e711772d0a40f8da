"""Sync leases: which process syncs an account, so that two processes on one PostgreSQL
database never sync the same account at once.

Taking or renewing is one atomic ``UPDATE ... WHERE expires_at < now OR holder = me``; a first
take inserts the row, and a process that loses the insert race simply does not hold it.
"""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from sqlalchemy import delete, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from .models import LeaseRow

__all__ = ["release_lease", "take_lease"]


def take_lease(session: Session, account_id: str, holder: str, ttl: timedelta) -> bool:
    """Take or renew the lease of ``account_id`` for ``ttl``; False while another holds it."""
    moment = datetime.now(timezone.utc)
    taken = session.execute(
        update(LeaseRow)
        .where(
            LeaseRow.account_id == account_id,
            (LeaseRow.expires_at < moment) | (LeaseRow.holder == holder),
        )
        .values(holder=holder, expires_at=moment + ttl)
        .execution_options(synchronize_session=False)
    )
    if taken.rowcount:  # type: ignore[attr-defined]
        return True
    if session.get(LeaseRow, account_id) is not None:
        return False
    try:
        with session.begin_nested():
            session.add(LeaseRow(account_id=account_id, holder=holder, expires_at=moment + ttl))
    except IntegrityError:
        return False
    return True


def release_lease(session: Session, account_id: str, holder: str) -> None:
    """Give the lease up (at shutdown), so another process takes it without waiting."""
    session.execute(
        delete(LeaseRow).where(LeaseRow.account_id == account_id, LeaseRow.holder == holder)
    )
