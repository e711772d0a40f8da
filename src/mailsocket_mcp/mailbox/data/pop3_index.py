"""A POP3 account in the local index: one folder, INBOX, and each message keyed by its UIDL.

POP3 has no folders, UIDs or flags. The index gives the account the one folder ``INBOX``
(role ``inbox``, a fixed UIDVALIDITY) and each message a UID of its own, counted up from the
folder's UIDNEXT and never used twice; :class:`~.models.Pop3MessageRow` keeps which UIDL that
message is on the server. A pass is written through :func:`~.index.apply_scans`, like an IMAP
folder's, so ids, threads and feed entries come out the same way: a UIDL not seen before is a
``message.created``, a UIDL gone from the server a ``message.deleted``. Read and starred are
the index's own (nothing on the server holds them), so a pass never writes flags.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from sqlalchemy import delete, func, select
from sqlalchemy.orm import Session

from .index import FolderScan, apply_scans
from .models import FolderRow, MessageRow, Pop3MessageRow
from .providers import Folder, FolderRole, FolderStatus, MessageSummary

__all__ = ["INBOX", "InboxArrival", "apply_inbox", "known_uidls", "recount", "stored_message"]

INBOX = "INBOX"
_UIDVALIDITY = 1  # the index's own UIDs: they never change meaning


@dataclass(frozen=True)
class InboxArrival:
    """A message a pass fetched: its UIDL, what the list shows, and its bytes to keep (None:
    too large to keep, read from the server when asked)."""

    uidl: str
    summary: MessageSummary
    snippet: str | None
    raw: bytes | None
    search_text: str | None = None  # the body's words that ``q`` searches


def known_uidls(session: Session, account_id: str) -> frozenset[str]:
    """The UIDLs the index holds for the account."""
    return frozenset(
        session.scalars(select(Pop3MessageRow.uidl).where(Pop3MessageRow.account_id == account_id))
    )


def stored_message(session: Session, message_id: str) -> Pop3MessageRow | None:
    """The UIDL (and kept bytes) of an indexed POP3 message."""
    return session.get(Pop3MessageRow, message_id)


def apply_inbox(
    session: Session, account_id: str, listed: Sequence[str], arrivals: Sequence[InboxArrival]
) -> int:
    """Write what a pass saw: ``listed`` is every UIDL on the server now, ``arrivals`` the new
    messages fetched (UIDLs the index does not hold: one pass at a time per account, which the
    sync lease ensures). Answers how many feed entries were added."""
    folder = session.scalar(
        select(FolderRow).where(FolderRow.account_id == account_id, FolderRow.name == INBOX)
    )
    uids: dict[str, int] = {
        uidl: uid
        for uidl, uid in session.execute(
            select(Pop3MessageRow.uidl, MessageRow.uid)
            .join(MessageRow, MessageRow.id == Pop3MessageRow.message_id)
            .where(Pop3MessageRow.account_id == account_id)
        )
    }
    present = set(listed)
    gone_uidls = [uidl for uidl in uids if uidl not in present]
    if gone_uidls:  # their messages may come back under a new UIDL (same Message-ID)
        session.execute(
            delete(Pop3MessageRow).where(
                Pop3MessageRow.account_id == account_id, Pop3MessageRow.uidl.in_(gone_uidls)
            )
        )
    next_uid = (folder.uidnext if folder is not None else None) or 1
    new: dict[int, InboxArrival] = {}
    for arrival in arrivals:
        new[next_uid] = arrival
        next_uid += 1
    scan = FolderScan(
        folder=Folder(INBOX, None, FolderRole.INBOX),
        status=FolderStatus(INBOX, _UIDVALIDITY, next_uid, None, 0, 0),
        arrived=[replace(a.summary, uid=uid, flags=frozenset()) for uid, a in new.items()],
        snippets={uid: a.snippet for uid, a in new.items() if a.snippet is not None},
        texts={uid: a.search_text for uid, a in new.items() if a.search_text is not None},
        gone={uids[uidl] for uidl in gone_uidls},
    )
    added = apply_scans(session, account_id, [scan], listed=[INBOX])
    session.flush()
    folder = session.scalar(
        select(FolderRow).where(FolderRow.account_id == account_id, FolderRow.name == INBOX)
    )
    assert folder is not None  # apply_scans made it
    for uid, arrival in new.items():
        message_id = session.scalar(
            select(MessageRow.id).where(MessageRow.folder_id == folder.id, MessageRow.uid == uid)
        )
        assert message_id is not None  # apply_scans indexed (or matched) it under this UID
        session.add(
            Pop3MessageRow(
                message_id=message_id, account_id=account_id, uidl=arrival.uidl, raw=arrival.raw
            )
        )
    recount(session, folder)
    return added


def recount(session: Session, folder: FolderRow) -> None:
    """The folder's counts from the index (the server knows nothing of read state)."""
    folder.total = (
        session.scalar(
            select(func.count()).select_from(MessageRow).where(MessageRow.folder_id == folder.id)
        )
        or 0
    )
    folder.unread = (
        session.scalar(
            select(func.count())
            .select_from(MessageRow)
            .where(MessageRow.folder_id == folder.id, MessageRow.unread.is_(True))
        )
        or 0
    )
