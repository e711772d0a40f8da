"""The audit of sends (``/v1/accounts/{id}/sends``, ``/v1/sends``): every attempt, newest first.

Rows still ``sending`` are left out until they settle. Never content: who, which token, the
recipients, the outcome and the error code.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import select, tuple_
from sqlalchemy.orm import Session

from ..data.models import SendRow
from .records import decode_cursor, encode_cursor
from .rights import Rights

__all__ = ["list_sends"]

SETTLED = ("sent", "denied", "failed")
_SCAN = 200  # rows read per round while skipping those the caller may not see


def list_sends(
    session: Session,
    rights: Rights,
    *,
    operation: str,
    accounts: Sequence[str] | None = None,
    user: str | None = None,
    outcome: str | None = None,
    recipient: str | None = None,
    after: datetime | None = None,
    before: datetime | None = None,
    limit: int = 50,
    cursor: str | None = None,
) -> dict[str, Any]:
    """One page of sends of ``accounts`` (else every account), of those on which the caller
    may run ``operation``, narrowed by every filter given.

    Raises:
        InvalidCursor: a cursor this list did not hand out.
    """
    query = select(SendRow).where(SendRow.outcome.in_(SETTLED))
    if accounts is not None:
        query = query.where(SendRow.account_id.in_(list(accounts)))
    if user is not None:
        query = query.where(SendRow.user_id == user)
    if outcome is not None:
        query = query.where(SendRow.outcome == outcome)
    if recipient:
        query = query.where(SendRow.recipients_key.contains(recipient.casefold(), autoescape=True))
    if after is not None:
        query = query.where(SendRow.created_at >= after)
    if before is not None:
        query = query.where(SendRow.created_at < before)
    if cursor is not None:
        at, row_id = decode_cursor(cursor, 2)
        query = query.where(
            tuple_(SendRow.created_at, SendRow.id) < tuple_(datetime.fromisoformat(at), row_id)
        )
    query = query.order_by(SendRow.created_at.desc(), SendRow.id.desc())
    page: list[SendRow] = []
    more = False
    offset = 0
    while not more:
        rows = list(session.scalars(query.offset(offset).limit(_SCAN)))
        for row in rows:
            if operation not in rights.ops_on(row.account_id):
                continue
            if len(page) == limit:
                more = True
                break
            page.append(row)
        if len(rows) < _SCAN:
            break
        offset += _SCAN
    return {
        "items": [_view(row) for row in page],
        "next_cursor": (
            encode_cursor(page[-1].created_at.isoformat(), page[-1].id) if more else None
        ),
    }


def _view(row: SendRow) -> dict[str, Any]:
    return {
        "id": row.id,
        "created_at": row.created_at,
        "user_id": row.user_id,
        "credential_id": row.credential_id,
        "account_id": row.account_id,
        "operation": row.operation,
        "recipients": list(row.recipients),
        "outcome": row.outcome,
        "error": row.error,
        "refused": list(row.refused),
        "message_id_header": row.message_id_header,
    }
