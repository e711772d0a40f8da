"""The local index: what one sync pass saw, written as folders, messages and feed entries.

Stable ids live here. A message's id is minted once, at random, and kept:

- on a re-sync, by (folder, UIDVALIDITY, UID);
- on a move we make, by the provider's COPYUID map (:func:`apply_move`);
- on a move made elsewhere, when within one pass a message leaves a folder and one with the
  same Message-ID and size reaches another;
- on a UIDVALIDITY change, by Message-ID within the folder.

Every created, changed (flags, folder) or deleted message adds one :class:`ChangeRow`, and the
same event is queued for the webhooks that want it (:mod:`.outbox`); its writers take the
feed's lock first (:func:`lock_feed`), so entries commit in number order.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from email.utils import parseaddr

from sqlalchemy import delete, func, select, update
from sqlalchemy.orm import Session

from .database import FEED_LOCK, advisory_lock
from .models import AccountRow, ChangeRow, FolderRow, MessageRow, SyncStateRow
from .outbox import queue_changes
from .providers import Folder, FolderStatus, MessageSummary, MoveResult

__all__ = [
    "CREATED",
    "DELETED",
    "UPDATED",
    "FolderScan",
    "KnownFolder",
    "add_folder",
    "apply_delete",
    "apply_flags",
    "apply_move",
    "apply_scans",
    "known_folders",
    "new_index_id",
    "newest_change",
    "prune_changes",
    "remove_folder",
    "rename_folder",
    "subject_key",
]

CREATED, UPDATED, DELETED = "message.created", "message.updated", "message.deleted"
# Bound parameters per query (SQLite allows 32,766, PostgreSQL 65,535; old SQLite 999).
_UIDS_PER_QUERY = 500
_REPLY_PREFIX = re.compile(r"^\s*((re|fwd?|aw|wg|sv|tr)\s*(\[\d+\])?\s*:\s*)+", re.IGNORECASE)


def new_index_id(prefix: str) -> str:
    """An opaque random id (96 bits), e.g. ``msg_...``."""
    return f"{prefix}_{secrets.token_urlsafe(12)}"


def subject_key(subject: str | None) -> str:
    """The subject without reply and forward prefixes, casefolded: a thread's last resort."""
    return _REPLY_PREFIX.sub("", subject or "").strip().casefold()[:200]


@dataclass(frozen=True)
class KnownFolder:
    """What the index knows of a folder, for the next pass to ask only what changed."""

    id: str
    uidvalidity: int | None
    uidnext: int | None
    highestmodseq: int | None
    total: int
    uids: frozenset[int]


@dataclass
class FolderScan:
    """What one pass saw in one folder.

    ``reset``: the folder is new to the index or its UIDVALIDITY changed, so ``arrived`` holds
    every message and whatever the index had there is to be matched again. ``flags``: the
    current flags of known UIDs that were looked at. ``gone``: known UIDs no longer there.
    """

    folder: Folder
    status: FolderStatus
    reset: bool = False
    arrived: list[MessageSummary] = field(default_factory=list)
    snippets: dict[int, str] = field(default_factory=dict)
    texts: dict[int, str] = field(default_factory=dict)  # search text, by UID
    flags: dict[int, frozenset[str]] = field(default_factory=dict)
    gone: set[int] = field(default_factory=set)


def known_folders(
    session: Session, account_id: str, names: Collection[str] | None = None
) -> dict[str, KnownFolder]:
    """The index's folders of an account by server name (only ``names`` when given), with the
    UIDs it holds in each."""
    query = select(FolderRow).where(FolderRow.account_id == account_id)
    if names is not None:
        query = query.where(FolderRow.name.in_(names))
    rows = session.scalars(query).all()
    uids: dict[str, set[int]] = {row.id: set() for row in rows}
    for folder_id, uid in session.execute(
        select(MessageRow.folder_id, MessageRow.uid).where(MessageRow.folder_id.in_(uids))
    ):
        uids[folder_id].add(uid)
    return {
        row.name: KnownFolder(
            row.id,
            row.uidvalidity,
            row.uidnext,
            row.highestmodseq,
            row.total,
            frozenset(uids[row.id]),
        )
        for row in rows
    }


def newest_change(session: Session, account_id: str) -> int:
    """The account's newest feed entry (0: none): a pass writes only if it is still the one it
    saw when it read the index."""
    newest = session.scalar(
        select(func.max(ChangeRow.seq)).where(ChangeRow.account_id == account_id)
    )
    return newest or 0


def apply_scans(
    session: Session,
    account_id: str,
    scans: Sequence[FolderScan],
    *,
    listed: Iterable[str] | None,
) -> int:
    """Write one pass; ``listed`` names every folder the server listed (others are gone), None
    when the pass looked at some folders only (the others are left as they are). Answers how
    many feed entries were added."""
    at = datetime.now(timezone.utc)
    folders = {
        row.name: row
        for row in session.scalars(select(FolderRow).where(FolderRow.account_id == account_id))
    }
    listed_names = set(folders) if listed is None else set(listed)
    leaving: list[MessageRow] = []
    for name in set(folders) - listed_names:
        vanished_folder = folders.pop(name)
        leaving.extend(_rows_in(session, vanished_folder.id))
        session.delete(vanished_folder)
    changes: list[ChangeRow] = []
    arrivals: list[tuple[FolderRow, FolderScan, MessageSummary]] = []
    for scan in scans:
        row = folders.get(scan.folder.name)
        if row is None:
            row = FolderRow(id=new_index_id("fld"), account_id=account_id, name=scan.folder.name)
            session.add(row)
            folders[row.name] = row
        _save_folder(row, scan)
        if scan.reset:
            leaving.extend(_rows_in(session, row.id))
            by_uid = {}
        else:
            # Only the rows this pass touches: a folder of 10,000 read whole for one arrival
            # made the pass after an IDLE wake-up cost half a second.
            touched = scan.gone | scan.flags.keys() | {s.uid for s in scan.arrived}
            by_uid = {m.uid: m for m in _rows_with_uids(session, row.id, touched)}
        for uid in scan.gone:
            if uid in by_uid:
                leaving.append(by_uid.pop(uid))
        for uid, flags in scan.flags.items():
            message = by_uid.get(uid)
            if message is not None and _set_flags(message, flags):
                changes.append(_change(message, UPDATED, at))
        for summary in scan.arrived:
            message = by_uid.get(summary.uid)
            if message is not None:  # known already (e.g. a move we made put it here)
                if _set_flags(message, summary.flags):
                    changes.append(_change(message, UPDATED, at))
            else:
                arrivals.append((row, scan, summary))
    session.flush()
    pool: dict[str, list[MessageRow]] = {}
    for message in leaving:
        if message.message_id_header:
            pool.setdefault(message.message_id_header, []).append(message)
    for folder_row, scan, summary in arrivals:
        match = _take_match(pool, folder_row, summary)
        if match is not None:
            moved = match.folder_id != folder_row.id
            match.folder_id = folder_row.id
            match.uidvalidity = scan.status.uidvalidity or 0
            match.uid = summary.uid
            match.modseq = summary.modseq
            rewritten = _describe(match, scan, summary)
            if _set_flags(match, summary.flags) or moved or rewritten:
                changes.append(_change(match, UPDATED, at))
            continue
        message = _new_message(session, account_id, folder_row, scan, summary)
        session.add(message)
        session.flush()
        _adopt_replies(session, message)
        changes.append(_change(message, CREATED, at))
    for message_rows in pool.values():
        for message in message_rows:
            if message in session:
                changes.append(_change(message, DELETED, at))
                session.delete(message)
    for message in leaving:
        if message.message_id_header is None and message in session:
            changes.append(_change(message, DELETED, at))
            session.delete(message)
    if changes:
        lock_feed(session)
    session.add_all(changes)
    queue_changes(session, changes)
    state = session.get(SyncStateRow, account_id)
    if state is None:
        state = SyncStateRow(account_id=account_id, changes_floor=0)
        session.add(state)
    state.last_pass_at = at
    state.last_error = None
    return len(changes)


def apply_move(
    session: Session, account_id: str, source: str, result: MoveResult
) -> list[MessageRow]:
    """Keep the ids of messages we moved out of folder ``source``: the provider's COPYUID map
    says where each went. Answers the moved rows (each with a ``message.updated`` entry)."""
    folders = {
        row.name: row
        for row in session.scalars(select(FolderRow).where(FolderRow.account_id == account_id))
    }
    origin, target = folders.get(source), folders.get(result.target)
    if origin is None or target is None or result.target_uidvalidity is None:
        return []
    at = datetime.now(timezone.utc)
    lock_feed(session)
    moved: list[MessageRow] = []
    # Only the moved rows: a move of a few out of a large folder costs the few.
    rows = {m.uid: m for m in _rows_with_uids(session, origin.id, result.uid_map.keys())}
    for old_uid, new_uid in result.uid_map.items():
        message = rows.get(old_uid)
        if message is None:
            continue
        _count(origin, message, -1)
        _count(target, message, +1)
        message.folder_id = target.id
        message.uidvalidity = result.target_uidvalidity
        message.uid = new_uid
        _record(session, _change(message, UPDATED, at))
        moved.append(message)
    return moved


def apply_flags(session: Session, message: MessageRow, flags: frozenset[str]) -> bool:
    """The flags we set on the server, written at once (with a ``message.updated`` entry when
    they changed, and the folder's unread count kept)."""
    was_unread = message.unread
    if not _set_flags(message, flags):
        return False
    folder = session.get(FolderRow, message.folder_id)
    if folder is not None and was_unread != message.unread:
        folder.unread = max(0, folder.unread + (1 if message.unread else -1))
    lock_feed(session)
    _record(session, _change(message, UPDATED, datetime.now(timezone.utc)))
    return True


def apply_delete(session: Session, message: MessageRow) -> None:
    """A message we deleted for good: gone from the index, a ``message.deleted`` entry."""
    folder = session.get(FolderRow, message.folder_id)
    if folder is not None:
        _count(folder, message, -1)
    lock_feed(session)
    _record(session, _change(message, DELETED, datetime.now(timezone.utc)))
    session.delete(message)


def add_folder(
    session: Session, account_id: str, folder: Folder, status: FolderStatus
) -> FolderRow:
    """A folder we created on the server, indexed at once (the next pass finds it known)."""
    row = FolderRow(id=new_index_id("fld"), account_id=account_id, name=folder.name)
    _save_folder(row, FolderScan(folder=folder, status=status))
    session.add(row)
    session.flush()
    return row


def rename_folder(session: Session, row: FolderRow, new_name: str) -> None:
    """A folder we renamed on the server: it and its subfolders keep their ids (and so do the
    messages in them); the server keeps their UIDVALIDITY, so no pass reads them again."""
    old_name = row.name
    prefix = f"{old_name}{row.delimiter}" if row.delimiter else None
    if prefix is not None:
        for child in session.scalars(
            select(FolderRow).where(
                FolderRow.account_id == row.account_id,
                FolderRow.name.startswith(prefix, autoescape=True),
            )
        ):
            child.name = new_name + child.name[len(old_name) :]
    row.name = new_name


def remove_folder(session: Session, row: FolderRow) -> None:
    """A folder we deleted on the server (an empty one): gone from the index."""
    for message in _rows_in(session, row.id):
        apply_delete(session, message)
    session.delete(row)


def _count(folder: FolderRow, message: MessageRow, step: int) -> None:
    folder.total = max(0, folder.total + step)
    if message.unread:
        folder.unread = max(0, folder.unread + step)


def prune_changes(session: Session, account_id: str, keep: timedelta) -> None:
    """Forget feed entries older than ``keep``; a state before them then answers 410."""
    cutoff = datetime.now(timezone.utc) - keep
    newest_old = session.scalar(
        select(func.max(ChangeRow.seq)).where(
            ChangeRow.account_id == account_id, ChangeRow.at < cutoff
        )
    )
    if newest_old is None:
        return
    session.execute(
        delete(ChangeRow).where(ChangeRow.account_id == account_id, ChangeRow.seq <= newest_old)
    )
    state = session.get(SyncStateRow, account_id)
    if state is None:
        state = SyncStateRow(account_id=account_id)
        session.add(state)
    state.changes_floor = max(state.changes_floor or 0, newest_old)


def _rows_in(session: Session, folder_id: str) -> list[MessageRow]:
    return list(session.scalars(select(MessageRow).where(MessageRow.folder_id == folder_id)))


def _rows_with_uids(session: Session, folder_id: str, uids: Collection[int]) -> list[MessageRow]:
    ordered = sorted(uids)
    found: list[MessageRow] = []
    for start in range(0, len(ordered), _UIDS_PER_QUERY):
        chunk = ordered[start : start + _UIDS_PER_QUERY]
        found.extend(
            session.scalars(
                select(MessageRow).where(
                    MessageRow.folder_id == folder_id, MessageRow.uid.in_(chunk)
                )
            )
        )
    return found


def _save_folder(row: FolderRow, scan: FolderScan) -> None:
    row.delimiter = scan.folder.delimiter
    row.role = scan.folder.role.value if scan.folder.role else None
    row.subscribed = scan.folder.subscribed
    row.uidvalidity = scan.status.uidvalidity
    row.uidnext = scan.status.uidnext
    row.highestmodseq = scan.status.highest_modseq
    row.total = scan.status.messages
    row.unread = scan.status.unseen or 0


def _take_match(
    pool: dict[str, list[MessageRow]], folder: FolderRow, summary: MessageSummary
) -> MessageRow | None:
    if not summary.message_id:
        return None
    candidates = pool.get(summary.message_id, [])
    for message in candidates:
        # Moved elsewhere: same Message-ID and size. Same folder after a new UIDVALIDITY: the
        # Message-ID alone (the server may have rewritten nothing, but sizes can differ).
        if message.size == summary.size or message.folder_id == folder.id:
            candidates.remove(message)
            return message
    return None


def _set_flags(message: MessageRow, flags: frozenset[str]) -> bool:
    system = sorted(f for f in flags if f.startswith("\\"))
    keywords = sorted(f for f in flags if not f.startswith("\\"))
    if system == list(message.flags) and keywords == list(message.keywords):
        return False
    message.flags = system
    message.keywords = keywords
    message.unread = "\\Seen" not in system
    message.starred = "\\Flagged" in system
    return True


def _record(session: Session, change: ChangeRow) -> None:
    """One feed entry, and the same event queued for the webhooks that want it."""
    session.add(change)
    queue_changes(session, [change])


def record_failure(session: Session, account_id: str, reason: str) -> None:
    """A sync pass of the account failed: kept until one succeeds (:func:`apply_scans`)."""
    if session.get(AccountRow, account_id) is None:
        return  # removed meanwhile
    state = session.get(SyncStateRow, account_id)
    if state is None:
        state = SyncStateRow(account_id=account_id, changes_floor=0)
        session.add(state)
    state.last_error = reason


def lock_feed(session: Session) -> None:
    """Before a feed entry is numbered: entries of concurrent transactions (two processes on
    one PostgreSQL database, or the API beside the sync) then commit in the order of their
    numbers, so a reader that saw entry n never misses a smaller one committed later."""
    advisory_lock(session.connection(), FEED_LOCK)


def _change(message: MessageRow, kind: str, at: datetime) -> ChangeRow:
    return ChangeRow(
        account_id=message.account_id,
        message_id=message.id,
        folder_id=message.folder_id,
        type=kind,
        at=at,
    )


def _address(text: str) -> tuple[str | None, str | None]:
    name, email = parseaddr(text)
    return (name or None, email or None)


def _new_message(
    session: Session,
    account_id: str,
    folder: FolderRow,
    scan: FolderScan,
    summary: MessageSummary,
) -> MessageRow:
    message_id = new_index_id("msg")
    sender_name, sender_email = _address(summary.sender)
    received = summary.internal_date or summary.date or datetime.now(timezone.utc)
    key = subject_key(summary.subject)
    return MessageRow(
        id=message_id,
        account_id=account_id,
        folder_id=folder.id,
        uidvalidity=scan.status.uidvalidity or 0,
        uid=summary.uid,
        modseq=summary.modseq,
        message_id_header=(summary.message_id or None) and summary.message_id[:998],
        in_reply_to=(summary.in_reply_to or None) and summary.in_reply_to[:998],
        thread_id=_thread_of(session, account_id, summary, key) or message_id,
        sender_name=sender_name,
        sender_email=sender_email,
        to=[list(_address(a)) for a in summary.to],
        cc=[list(_address(a)) for a in summary.cc],
        subject=summary.subject[:1000] if summary.subject else None,
        subject_key=key,
        date=summary.date.astimezone(timezone.utc) if summary.date else None,
        received=received.astimezone(timezone.utc),
        snippet=scan.snippets.get(summary.uid),
        search_text=scan.texts.get(summary.uid),
        flags=sorted(f for f in summary.flags if f.startswith("\\")),
        keywords=sorted(f for f in summary.flags if not f.startswith("\\")),
        unread="\\Seen" not in summary.flags,
        starred="\\Flagged" in summary.flags,
        size=summary.size,
        has_attachments=summary.has_attachments,
    )


def _describe(message: MessageRow, scan: FolderScan, summary: MessageSummary) -> bool:
    """What the headers say, again: a message with the same Message-ID in the same folder may
    be a new version of it (a draft replaced). Answers whether anything changed."""
    sender_name, sender_email = _address(summary.sender)
    fields = {
        "subject": summary.subject[:1000] if summary.subject else None,
        "subject_key": subject_key(summary.subject),
        "sender_name": sender_name,
        "sender_email": sender_email,
        "to": [list(_address(a)) for a in summary.to],
        "cc": [list(_address(a)) for a in summary.cc],
        "size": summary.size,
        "has_attachments": summary.has_attachments,
    }
    if summary.uid in scan.snippets:
        fields["snippet"] = scan.snippets[summary.uid]
    if summary.uid in scan.texts:
        fields["search_text"] = scan.texts[summary.uid]
    changed = False
    for name, value in fields.items():
        if getattr(message, name) != value:
            setattr(message, name, value)
            changed = True
    return changed


def _adopt_replies(session: Session, message: MessageRow) -> None:
    """Replies indexed before the message they answer (another folder synced first) started
    threads of their own: fold those into this message's thread."""
    if not message.message_id_header:
        return
    strays = list(
        session.scalars(
            select(MessageRow.thread_id)
            .where(
                MessageRow.account_id == message.account_id,
                MessageRow.in_reply_to == message.message_id_header,
                MessageRow.thread_id != message.thread_id,
            )
            .distinct()
        )
    )
    if strays:
        session.execute(
            update(MessageRow)
            .where(MessageRow.account_id == message.account_id, MessageRow.thread_id.in_(strays))
            .values(thread_id=message.thread_id)
        )


def _thread_of(session: Session, account_id: str, summary: MessageSummary, key: str) -> str | None:
    """The thread of the message it answers (In-Reply-To), else of the newest one with the same
    subject when this one is a reply; None: a thread of its own."""
    if summary.in_reply_to:
        parent = session.scalar(
            select(MessageRow.thread_id).where(
                MessageRow.account_id == account_id,
                MessageRow.message_id_header == summary.in_reply_to,
            )
        )
        if parent is not None:
            return parent
    if key and _REPLY_PREFIX.match(summary.subject or ""):
        return session.scalar(
            select(MessageRow.thread_id)
            .where(MessageRow.account_id == account_id, MessageRow.subject_key == key)
            .order_by(MessageRow.received.desc())
            .limit(1)
        )
    return None
