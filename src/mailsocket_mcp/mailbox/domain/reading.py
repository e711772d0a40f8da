"""Reading mail from the local index: folders, message lists and searches, threads, and the
change feed, each narrowed to what the caller may see.

A grant's ``folders`` narrows reading: a caller whose every grant of ``mail.read`` on an
account names folders (by name, role or id) sees only those, in lists, threads and the feed.

A list across accounts answers for the accounts whose index can (:func:`unanswered` names the
others in ``incomplete``, and their messages are left out): an account that is not connected
(``needs_reauth``), whose last sync pass failed (``unreachable``: its index is behind), that was
never synced (``not_synced``), or that has no folder of the asked role (``not_found``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timezone
from typing import Any

from sqlalchemy import Select, String, cast, func, or_, select
from sqlalchemy.orm import Session

from ..data import fulltext
from ..data.models import AccountRow, ChangeRow, FolderRow, MessageRow, SyncStateRow
from ..errors import ChangesExpired, NotFound
from .accounts import CONNECTED, get_account
from .records import decode_cursor, encode_cursor
from .rights import EVERY_ACCOUNT, Rights, expand_account

__all__ = [
    "MessageFilter",
    "Readable",
    "folder_view",
    "list_changes",
    "list_folders",
    "list_messages",
    "message_row",
    "readable",
    "readable_accounts",
    "summary_view",
    "unanswered",
]

# Notes a server keeps for itself, not marks a person set.
_SERVER_NOTES = frozenset({"$hasattachment", "$hasnoattachment", "nonjunk", "$mdnsent"})
_SYSTEM_MARKS = {"\\Answered": "$answered", "\\Draft": "$draft"}
_HIDDEN_IN_ALL = ("trash", "junk")


@dataclass(frozen=True)
class Readable:
    """An account the caller may read, and the folder ids it may see there (None: every one)."""

    account_id: str
    folder_ids: frozenset[str] | None


@dataclass(frozen=True, kw_only=True)
class MessageFilter:
    q: str | None = None
    sender: str | None = None
    to: str | None = None
    subject: str | None = None
    after: date | None = None
    before: date | None = None
    unread: bool | None = None
    starred: bool | None = None
    has_attachments: bool | None = None


def readable(session: Session, rights: Rights, account_id: str, operation: str) -> Readable:
    """The account for ``operation``, with the folders its grants narrow reading to.

    Raises:
        NotFound: no such account, or none the caller has a right on.
        Forbidden: rights on it, but not ``operation``.
    """
    get_account(session, rights, account_id, operation)
    return Readable(account_id, _narrowed(session, rights, account_id, operation))


def readable_accounts(
    session: Session, rights: Rights, operation: str, wanted: Sequence[str] | None
) -> list[Readable]:
    """Every account the caller may run ``operation`` on (of ``wanted``, when given), but
    for disabled ones."""
    ids = wanted or list(session.scalars(select(AccountRow.id).order_by(AccountRow.id)))
    found = []
    for account_id in ids:
        if operation not in rights.ops_on(account_id):
            continue
        row = session.get(AccountRow, account_id)
        if row is not None and not row.disabled:
            found.append(Readable(account_id, _narrowed(session, rights, account_id, operation)))
    return found


def _narrowed(
    session: Session, rights: Rights, account_id: str, operation: str
) -> frozenset[str] | None:
    if rights.admin:
        return None
    names: set[str] = set()
    for grant in rights.grants:
        if EVERY_ACCOUNT not in grant.accounts and account_id not in grant.accounts:
            continue
        if operation not in expand_account(grant.allow):
            continue
        if grant.folders is None:
            return None
        names.update(grant.folders)
    wanted = {n.casefold() for n in names}
    return frozenset(
        row.id
        for row in session.scalars(select(FolderRow).where(FolderRow.account_id == account_id))
        if row.id in names or row.name.casefold() in wanted or (row.role or "") in wanted
    )


def folder_view(row: FolderRow) -> dict[str, Any]:
    parent = None
    if row.delimiter and row.delimiter in row.name:
        parent = row.name.rsplit(row.delimiter, 1)[0]
    return {
        "id": row.id,
        "name": row.name.rsplit(row.delimiter, 1)[-1] if row.delimiter else row.name,
        "parent_id": parent,  # a name here; the view swaps in the parent's id
        "role": row.role if row.role != "flagged" else None,
        "subscribed": row.subscribed,
        "total": row.total,
        "unread": row.unread,
    }


def list_folders(session: Session, where: Readable) -> list[dict[str, Any]]:
    rows = list(
        session.scalars(
            select(FolderRow)
            .where(FolderRow.account_id == where.account_id)
            .order_by(FolderRow.name)
        )
    )
    ids = {row.name: row.id for row in rows}
    views = []
    for row in rows:
        if where.folder_ids is not None and row.id not in where.folder_ids:
            continue
        view = folder_view(row)
        view["parent_id"] = ids.get(view["parent_id"]) if view["parent_id"] else None
        views.append(view)
    return views


def folders_for(session: Session, where: Readable, folder: str | None) -> list[str]:
    """The folder ids ``folder`` names in the account (a folder id, a role, or a name).

    Raises:
        NotFound: no such folder, or one the caller may not see.
    """
    rows = list(session.scalars(select(FolderRow).where(FolderRow.account_id == where.account_id)))
    wanted = (folder or "inbox").strip()
    if wanted == "all":
        chosen = [r.id for r in rows if r.role not in _HIDDEN_IN_ALL]
    else:
        chosen = [
            r.id
            for r in rows
            if r.id == wanted
            or r.role == wanted.casefold()
            or (r.name == wanted or (wanted.casefold() == "inbox" and r.name.upper() == "INBOX"))
        ][:1]
    if where.folder_ids is not None:
        allowed = [f for f in chosen if f in where.folder_ids]
        if not allowed and wanted != "all":
            raise NotFound(f"no folder {wanted!r} the caller may read")
        return allowed
    if not chosen and wanted != "all":
        raise NotFound(f"no folder {wanted!r} in this account")
    return chosen


def list_messages(
    session: Session,
    where: Sequence[Readable],
    *,
    folder: str | None,
    match: MessageFilter,
    limit: int,
    cursor: str | None,
    strict: bool = True,
    incomplete: list[dict[str, str]] | None = None,
) -> dict[str, Any]:
    """Newest first, one page, from the index. Not ``strict``, an account without ``folder``
    is left out, and named in ``incomplete`` (when given).

    Raises:
        NotFound: ``folder`` names no folder the caller may read (one account, ``strict``).
        InvalidCursor: a cursor this list did not hand out.
    """
    folder_ids: list[str] = []
    for readable_account in where:
        try:
            folder_ids += folders_for(session, readable_account, folder)
        except NotFound as exc:
            if strict:
                raise
            if incomplete is not None:
                incomplete.append(_failure(readable_account.account_id, exc.code, exc.message))
    query = _filtered(
        select(MessageRow).where(MessageRow.folder_id.in_(folder_ids)),
        match,
        session.get_bind().dialect.name,
    )
    if cursor is not None:
        received, row_id = decode_cursor(cursor, 2)
        moment = datetime.fromisoformat(received)
        query = query.where(
            MessageRow.received <= moment,  # redundant, but a range the index can seek to
            (MessageRow.received < moment)
            | ((MessageRow.received == moment) & (MessageRow.id < row_id)),
        )
    ordered = query.order_by(MessageRow.received.desc(), MessageRow.id.desc()).limit(limit + 1)
    rows: list[MessageRow] = list(session.scalars(ordered))
    page = rows[:limit]
    last = page[-1] if len(rows) > limit else None
    return {
        "items": [summary_view(row) for row in page],
        "next_cursor": _cursor_after(last) if last is not None else None,
    }


def unanswered(
    session: Session, where: Sequence[Readable]
) -> tuple[list[Readable], list[dict[str, str]]]:
    """The accounts whose index can answer a list across accounts, and the others as the
    contract's ``AccountFailure`` (``account_id``, ``code``, ``message``)."""
    answering: list[Readable] = []
    failures: list[dict[str, str]] = []
    for account in where:
        row = session.get(AccountRow, account.account_id)
        assert row is not None  # readable accounts exist
        state = session.get(SyncStateRow, account.account_id)
        if row.status != CONNECTED:
            failures.append(
                _failure(row.id, row.status, f"the account is {row.status}; not searched")
            )
        elif state is not None and state.last_error:
            failures.append(
                _failure(
                    row.id,
                    "unreachable",
                    f"the last sync failed ({state.last_error}); its index is behind",
                )
            )
        elif state is None or state.last_pass_at is None:
            failures.append(_failure(row.id, "not_synced", "not synced yet; nothing to search"))
        else:
            answering.append(account)
    return answering, failures


def _failure(account_id: str, code: str, message: str) -> dict[str, str]:
    return {"account_id": account_id, "code": code, "message": message}


def _cursor_after(row: MessageRow) -> str:
    assert row.received is not None  # the index always sets it
    return encode_cursor(row.received.isoformat(), row.id)


def _contains(column: Any, text: str) -> Any:
    return func.lower(column).contains(text.casefold(), autoescape=True)


def _filtered(query: Select[Any], match: MessageFilter, dialect: str) -> Select[Any]:
    if match.q:
        query = query.where(fulltext.matching(match.q, dialect))
    if match.sender:
        query = query.where(
            or_(
                _contains(MessageRow.sender_name, match.sender),
                _contains(MessageRow.sender_email, match.sender),
            )
        )
    if match.to:
        query = query.where(_contains(cast(MessageRow.to, String), match.to))
    if match.subject:
        query = query.where(_contains(MessageRow.subject, match.subject))
    if match.after:
        query = query.where(MessageRow.received >= _midnight(match.after))
    if match.before:
        query = query.where(MessageRow.received < _midnight(match.before))
    for column, wanted in (
        (MessageRow.unread, match.unread),
        (MessageRow.starred, match.starred),
        (MessageRow.has_attachments, match.has_attachments),
    ):
        if wanted is not None:
            query = query.where(column.is_(wanted))
    return query


def _midnight(day: date) -> datetime:
    return datetime.combine(day, time(0), tzinfo=timezone.utc)


def _address(pair: Sequence[str | None] | None) -> dict[str, Any] | None:
    if not pair or not pair[1]:
        return None
    return {"email": pair[1], "name": pair[0]}


def keywords_of(row: MessageRow) -> list[str]:
    """The marks in JMAP's names and the provider's own keywords; server notes left out."""
    marks = [_SYSTEM_MARKS[f] for f in row.flags if f in _SYSTEM_MARKS]
    for keyword in row.keywords:
        if keyword.casefold() in _SERVER_NOTES:
            continue
        marks.append("$forwarded" if keyword.casefold() == "$forwarded" else keyword)
    return sorted(set(marks))


def summary_view(row: MessageRow) -> dict[str, Any]:
    return {
        "id": row.id,
        "account_id": row.account_id,
        "folder_ids": [row.folder_id],
        "thread_id": row.thread_id,
        "from": _address([row.sender_name, row.sender_email]),
        "to": [a for a in (_address(p) for p in row.to) if a],
        "subject": row.subject,
        "date": row.date,
        "received": row.received,
        "snippet": row.snippet,
        "unread": row.unread,
        "starred": row.starred,
        "keywords": keywords_of(row),
        "has_attachments": row.has_attachments,
    }


def message_row(session: Session, where: Readable, message_id: str) -> tuple[MessageRow, str]:
    """The indexed message and its folder's server name.

    Raises:
        NotFound: not in this account, or in a folder the caller may not read.
    """
    row = session.get(MessageRow, message_id)
    if (
        row is None
        or row.account_id != where.account_id
        or (where.folder_ids is not None and row.folder_id not in where.folder_ids)
    ):
        raise NotFound(f"no message {message_id!r} in this account")
    folder = session.get(FolderRow, row.folder_id)
    assert folder is not None  # a message's folder is deleted with it
    return row, folder.name


def current_state(session: Session) -> int:
    return session.scalar(select(func.max(ChangeRow.seq))) or 0


def list_changes(
    session: Session, where: Iterable[Readable], *, since: str | None, limit: int
) -> dict[str, Any]:
    """Feed entries after ``since``, oldest first; without it only the state to start from.

    Raises:
        ChangesExpired: ``since`` is no state this feed handed out, or is older than what it
            keeps.
    """
    accounts = list(where)
    newest = current_state(session)
    if since is None:
        return {"changes": [], "state": str(newest), "more": False}
    if not since.isdigit() or int(since) > newest:
        raise ChangesExpired("the state is unknown: start again without since")
    point = int(since)
    for account in accounts:
        state = session.get(SyncStateRow, account.account_id)
        if state is not None and point < state.changes_floor:
            raise ChangesExpired(
                "the state is older than the changes kept: start again without since"
            )
    conditions = []
    for account in accounts:
        condition = ChangeRow.account_id == account.account_id
        if account.folder_ids is not None:
            condition = condition & ChangeRow.folder_id.in_(account.folder_ids)
        conditions.append(condition)
    if not conditions:
        return {"changes": [], "state": since, "more": False}
    rows = list(
        session.scalars(
            select(ChangeRow)
            .where(ChangeRow.seq > point, or_(*conditions))
            .order_by(ChangeRow.seq)
            .limit(limit + 1)
        )
    )
    page = rows[:limit]
    return {
        "changes": [
            {"type": r.type, "id": r.message_id, "account_id": r.account_id, "at": r.at}
            for r in page
        ],
        "state": str(page[-1].seq) if page else since,
        "more": len(rows) > limit,
    }
