"""Threads from the local index: the sync engine files each message under a thread id (its
parent's by In-Reply-To, else the newest with the same subject for a reply, else its own id).

A thread shows only the messages the caller may see (a grant's ``folders`` narrows it), in
every folder of the account.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..data.models import AccountRow, MessageRow
from ..errors import NotFound
from .reading import Readable, folders_for, summary_view
from .records import decode_cursor, encode_cursor

__all__ = ["THREAD_MESSAGES", "get_thread", "list_threads"]

THREAD_MESSAGES = 100  # a longer thread lists its newest this many and says ``truncated``


def list_threads(
    session: Session, where: Readable, *, folder: str, limit: int, cursor: str | None
) -> dict[str, Any]:
    """The threads of ``folder``, newest first, each where its newest message in the folder is.
    A page is ``limit`` of the folder's messages, so it may hold fewer threads.

    Raises:
        NotFound: ``folder`` names no folder the caller may read.
        InvalidCursor: a cursor this list did not hand out.
    """
    account = _account(session, where)
    folder_ids = folders_for(session, where, folder)
    query = select(MessageRow).where(MessageRow.folder_id.in_(folder_ids))
    after: tuple[datetime, str] | None = None
    if cursor is not None:
        received, row_id = decode_cursor(cursor, 2)
        after = (datetime.fromisoformat(received), row_id)
        query = query.where(
            (MessageRow.received < after[0])
            | ((MessageRow.received == after[0]) & (MessageRow.id < after[1]))
        )
    rows = list(
        session.scalars(
            query.order_by(MessageRow.received.desc(), MessageRow.id.desc()).limit(limit + 1)
        )
    )
    page, more = rows[:limit], len(rows) > limit
    newest: dict[str, MessageRow] = {}
    for row in page:
        newest.setdefault(row.thread_id, row)
    if after is not None and newest:
        # A thread whose newest message in the folder is before the cursor was listed already.
        for thread_id in session.scalars(
            select(MessageRow.thread_id).where(
                MessageRow.folder_id.in_(folder_ids),
                MessageRow.thread_id.in_(list(newest)),
                (MessageRow.received > after[0])
                | ((MessageRow.received == after[0]) & (MessageRow.id >= after[1])),
            )
        ):
            newest.pop(thread_id, None)
    members = _members(session, where, list(newest))
    items = [
        _view(account, lead, members.get(thread_id, [lead]), listed=True)
        for thread_id, lead in newest.items()
    ]
    last = page[-1] if more else None
    return {
        "items": items,
        "next_cursor": (
            encode_cursor(last.received.isoformat(), last.id)
            if last is not None and last.received is not None
            else None
        ),
    }


def get_thread(session: Session, where: Readable, thread_id: str) -> dict[str, Any]:
    """The thread's messages the caller may see, oldest first. A message id finds the thread
    the message is in now.

    Raises:
        NotFound: no such thread, or none of its messages is one the caller may see.
    """
    account = _account(session, where)
    messages = _members(session, where, [thread_id]).get(thread_id)
    if not messages:
        message = session.get(MessageRow, thread_id)
        if message is not None and message.account_id == where.account_id:
            messages = _members(session, where, [message.thread_id]).get(message.thread_id)
    if not messages:
        raise NotFound(f"no thread {thread_id!r} in this account")
    view = _view(account, messages[-1], messages, listed=False)
    view["messages"] = [summary_view(m) for m in messages[-THREAD_MESSAGES:]]
    return view


def _account(session: Session, where: Readable) -> AccountRow:
    account = session.get(AccountRow, where.account_id)
    if account is None:  # gone since the rights were checked
        raise NotFound(f"no account {where.account_id!r}")
    return account


def _members(
    session: Session, where: Readable, thread_ids: Sequence[str]
) -> dict[str, list[MessageRow]]:
    """The visible messages of each thread, oldest first."""
    if not thread_ids:
        return {}
    query = select(MessageRow).where(
        MessageRow.account_id == where.account_id, MessageRow.thread_id.in_(list(thread_ids))
    )
    if where.folder_ids is not None:
        query = query.where(MessageRow.folder_id.in_(where.folder_ids))
    found: dict[str, list[MessageRow]] = {}
    for row in session.scalars(query.order_by(MessageRow.received, MessageRow.id)):
        found.setdefault(row.thread_id, []).append(row)
    return found


def _view(
    account: AccountRow, lead: MessageRow, messages: Sequence[MessageRow], *, listed: bool
) -> dict[str, Any]:
    """What a thread shows; ``lead`` gives the subject, snippet and date (in a list: the newest
    message in the folder, which places the thread)."""
    shown = messages[-THREAD_MESSAGES:]
    folder_ids = list(dict.fromkeys(m.folder_id for m in shown))
    return {
        "id": lead.thread_id if listed else messages[0].thread_id,
        "account_id": account.id,
        "message_count": len(shown),
        "unread_count": sum(1 for m in shown if m.unread),
        "folder_ids": folder_ids,
        "participants": _participants(account.email, shown),
        "subject": lead.subject,
        "snippet": lead.snippet,
        "date": lead.received,
        "truncated": len(messages) > len(shown),
    }


def _participants(own: str, messages: Sequence[MessageRow]) -> list[dict[str, Any]]:
    """Who wrote and who was written to, each once, first seen first; the account's own
    address only where nobody else took part."""
    seen: dict[str, dict[str, Any]] = {}
    for message in messages:
        pairs = [(message.sender_name, message.sender_email), *map(tuple, message.to)]
        for name, email in pairs:
            if email and email.casefold() not in seen:
                seen[email.casefold()] = {"email": email, "name": name}
    others = [p for key, p in seen.items() if key != own.casefold()]
    return others or list(seen.values())
