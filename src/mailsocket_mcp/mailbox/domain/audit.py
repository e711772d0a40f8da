"""The audit of administration: who changed users, tokens, roles and accounts, and how it went.

A record names the actor as it was then and keeps no foreign key, so it outlives the user and
the account. Never a secret and never mail content in ``detail``.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from sqlalchemy import or_, select, tuple_
from sqlalchemy.orm import Session

from ..data.models import AuditRow
from .records import decode_cursor, encode_cursor, new_id, now

__all__ = ["HOST", "Actor", "list_activity", "record"]

Outcome = Literal["done", "refused", "failed"]


@dataclass(frozen=True, kw_only=True)
class Actor:
    """Who acts: a user through a token, or a command on the host."""

    user_id: str | None
    user_name: str
    credential: str | None
    source: str | None = None


HOST = Actor(user_id=None, user_name="the host", credential="host")


def record(
    session: Session,
    actor: Actor,
    activity: str,
    *,
    target: str | None,
    detail: str,
    outcome: Outcome = "done",
) -> None:
    """Add one audit row to the caller's transaction: it commits or rolls back with the change."""
    session.add(
        AuditRow(
            id=new_id("act"),
            at=now(),
            activity=activity,
            user_id=actor.user_id,
            user_name=actor.user_name,
            credential=actor.credential,
            record=target,
            source=actor.source,
            outcome=outcome,
            detail=detail[:2000],
        )
    )


def list_activity(
    session: Session,
    *,
    user: str | None = None,
    activity: str | None = None,
    target: str | None = None,
    after: datetime | None = None,
    before: datetime | None = None,
    limit: int = 50,
    cursor: str | None = None,
) -> dict[str, Any]:
    """One page of the audit, newest first, narrowed by every filter given.

    ``activity`` is a name (``users.token_revoked``) or an area (``users``).

    Raises:
        InvalidCursor: a cursor this list did not hand out.
    """
    query = select(AuditRow)
    if user is not None:
        query = query.where(AuditRow.user_id == user)
    if activity is not None:
        query = query.where(
            or_(AuditRow.activity == activity, AuditRow.activity.startswith(activity + "."))
        )
    if target is not None:
        query = query.where(AuditRow.record == target)
    if after is not None:
        query = query.where(AuditRow.at >= after)
    if before is not None:
        query = query.where(AuditRow.at < before)
    if cursor is not None:
        at, row_id = decode_cursor(cursor, 2)
        query = query.where(
            tuple_(AuditRow.at, AuditRow.id) < tuple_(datetime.fromisoformat(at), row_id)
        )
    rows = list(
        session.scalars(query.order_by(AuditRow.at.desc(), AuditRow.id.desc()).limit(limit + 1))
    )
    page, more = rows[:limit], len(rows) > limit
    return {
        "items": [_view(row) for row in page],
        "next_cursor": encode_cursor(page[-1].at.isoformat(), page[-1].id) if more else None,
    }


def _view(row: AuditRow) -> dict[str, Any]:
    return {
        "id": row.id,
        "at": row.at,
        "activity": row.activity,
        "user_id": row.user_id,
        "user_name": row.user_name,
        "credential": row.credential,
        "record": row.record,
        "source": row.source,
        "outcome": row.outcome,
        "detail": row.detail,
    }
