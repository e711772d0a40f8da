"""The webhooks' outbox: an event is queued for every webhook that wants it, in the
transaction that caused it (a sync pass, a send settled, an account marked ``needs_reauth``).

Nothing is queued while nobody has a webhook (one small query). Which events a webhook wants is
decided here by its ``events`` and ``accounts``; whether its owner may still read the account is
decided at each post (``domain/webhook_delivery.py``), since rights change in between.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from .models import ChangeRow, WebhookEventRow, WebhookRow

__all__ = ["Event", "queue_changes", "queue_events"]


@dataclass(frozen=True)
class Event:
    """``type`` (the contract's event names), the account, and what it is about: a message's
    id, a send record's id, or the account's own id."""

    type: str
    account_id: str
    subject_id: str
    at: datetime


def queue_events(session: Session, events: Sequence[Event]) -> int:
    """Queue ``events`` for every webhook that listens to them; answers how many rows."""
    if not events:
        return 0
    hooks = session.execute(select(WebhookRow.id, WebhookRow.events, WebhookRow.accounts)).all()
    rows = [
        WebhookEventRow(
            webhook_id=hook_id,
            type=event.type,
            account_id=event.account_id,
            subject_id=event.subject_id,
            at=event.at,
        )
        for hook_id, wanted, accounts in hooks
        for event in events
        if event.type in wanted and (accounts is None or event.account_id in accounts)
    ]
    session.add_all(rows)
    return len(rows)


def queue_changes(session: Session, changes: Sequence[ChangeRow]) -> int:
    """:func:`queue_events` for entries of the change feed (``message.*``)."""
    return queue_events(session, [Event(c.type, c.account_id, c.message_id, c.at) for c in changes])
