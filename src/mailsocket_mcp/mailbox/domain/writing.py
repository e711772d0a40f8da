"""Changing messages (``mail.write``; deleting for good ``mail.delete``): read state, stars,
keywords, moves and deletes, one message or a batch of up to 100.

Each change goes to the server first, over one connection per request (``Connector``), and
then into the index at once, with its feed entries: flags as set, a move by the provider's
COPYUID map (``apply_move``), so the message keeps its id, a permanent delete removed. A sync
pass that read the index before such a write starts over (``domain/sync.py``), so it never
takes a moved message for a new one.

A grant narrowed to folders acts only on messages in its folders (others are not found, as
when reading) and moves only into its folders (403). Moving where the server has no MOVE is a
COPY and an EXPUNGE (the provider does it).

A POP3 account has nothing of this on its server but deleting: read and starred are kept in
the index alone (another mail client does not see them), a delete is for good (DELE,
``pop3_inbox.py``), and moves and keywords answer 501.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import anyio
from sqlalchemy import select
from sqlalchemy.orm import Session

from ..data.index import apply_delete, apply_flags, apply_move
from ..data.models import FolderRow, MessageRow
from ..data.providers import Capability, ImapProvider, MoveResult
from ..errors import (
    BadRequest,
    Conflict,
    Forbidden,
    MailboxServiceError,
    NotFound,
    NotSupported,
)
from .accounts import get_account
from .callers import Caller
from .connection import POP3_ONLY_INBOX, AccountAccess, account_access
from .mailbox import Mailbox
from .pop3_inbox import delete_for_good
from .reading import Readable, message_row, readable, summary_view

__all__ = ["ItemOutcome", "MessageChanges", "delete_messages", "find_folder", "update_messages"]

_SEEN, _FLAGGED = "\\Seen", "\\Flagged"
# JMAP's names of the IMAP system flags a person may set as keywords.
_MARKS = {"$answered": "\\Answered", "$draft": "\\Draft"}
_SERVER_NOTES = frozenset({"$hasattachment", "$hasnoattachment", "nonjunk", "$mdnsent"})


@dataclass(frozen=True, kw_only=True)
class MessageChanges:
    """What a ``PATCH`` changes; ``None`` leaves a field as it is. ``folder``: a folder id,
    role or name to move the message to."""

    unread: bool | None = None
    starred: bool | None = None
    keywords: tuple[str, ...] | None = None
    add_keywords: tuple[str, ...] = ()
    remove_keywords: tuple[str, ...] = ()
    folder: str | None = None

    def check(self) -> None:
        """Raises: BadRequest: ``keywords`` beside ``add_keywords`` or ``remove_keywords``."""
        if self.keywords is not None and (self.add_keywords or self.remove_keywords):
            raise BadRequest("keywords replaces the list: not beside add_keywords/remove_keywords")

    def flags(self, current: frozenset[str]) -> tuple[set[str], set[str]]:
        """The server flags to add and to remove, from the message's ``current`` ones."""
        add: set[str] = set()
        remove: set[str] = set()
        if self.unread is not None:
            (remove if self.unread else add).add(_SEEN)
        if self.starred is not None:
            (add if self.starred else remove).add(_FLAGGED)
        if self.keywords is not None:
            wanted = {_server_flag(k) for k in self.keywords}
            held = {f for f in current if _personal(f)}
            add |= _missing(wanted, held)
            remove |= _missing(held, wanted)
        add |= {_server_flag(k) for k in self.add_keywords}
        remove |= {_server_flag(k) for k in self.remove_keywords}
        return add - remove, remove


def _server_flag(keyword: str) -> str:
    return _MARKS.get(keyword.casefold(), keyword)


def _personal(flag: str) -> bool:
    """A flag the keyword list shows: \\Answered, \\Draft and keywords but server notes."""
    if flag.startswith("\\"):
        return flag in _MARKS.values()
    return flag.casefold() not in _SERVER_NOTES


def _missing(these: set[str], there: set[str]) -> set[str]:
    """``these`` not in ``there``, compared without case as IMAP does."""
    folded = {f.casefold() for f in there}
    return {f for f in these if f.casefold() not in folded}


def _after(current: frozenset[str], add: set[str], remove: set[str]) -> frozenset[str]:
    gone = {f.casefold() for f in remove}
    kept = {f for f in current if f.casefold() not in gone}
    return frozenset(kept | _missing(add, kept))


@dataclass
class ItemOutcome:
    """One id's result: the message as it is now (after an update), or the error."""

    id: str
    ok: bool = True
    message: dict[str, Any] | None = None
    error: MailboxServiceError | None = None


@dataclass(frozen=True)
class _Located:
    id: str
    folder: str  # the server's name of its folder
    uid: int
    flags: frozenset[str]
    in_trash: bool


@dataclass(frozen=True)
class _Target:
    id: str
    name: str


@dataclass
class _Plan:
    access: AccountAccess
    where: Readable
    located: list[_Located] = field(default_factory=list)
    missing: dict[str, MailboxServiceError] = field(default_factory=dict)
    target: _Target | None = None


def find_folder(session: Session, account_id: str, reference: str) -> FolderRow:
    """The account's folder ``reference`` names: its id, a role such as ``archive``, or its
    server name.

    Raises:
        NotFound: no such folder in the index.
    """
    rows = session.scalars(select(FolderRow).where(FolderRow.account_id == account_id)).all()
    wanted = reference.strip()
    inbox = wanted.casefold() == "inbox"
    found = (
        [r for r in rows if r.id == wanted]
        or [r for r in rows if r.role is not None and r.role == wanted.casefold()]
        or [r for r in rows if r.name == wanted or (inbox and r.name.upper() == "INBOX")]
    )
    if found:
        return found[0]
    raise NotFound(f"no folder {reference!r} in this account")


def _plan(
    mailbox: Mailbox,
    caller: Caller,
    account_id: str,
    ids: Sequence[str],
    *,
    operation: str,
    batch: bool,
    folder: str | None = None,
) -> _Plan:
    with mailbox.db.session() as session:
        if batch:
            get_account(session, caller.rights, account_id, "batch_messages")
        where = readable(session, caller.rights, account_id, operation)
        plan = _Plan(access=account_access(session, mailbox, account_id), where=where)
        if plan.access.provider == "pop3" and folder is not None:
            raise NotSupported(POP3_ONLY_INBOX)
        if folder is not None:
            target = find_folder(session, account_id, folder)
            if where.folder_ids is not None and target.id not in where.folder_ids:
                raise Forbidden(f"the caller's grant does not reach the folder {folder!r}")
            plan.target = _Target(target.id, target.name)
        for message_id in dict.fromkeys(ids):
            try:
                row, folder_name = message_row(session, where, message_id)
            except NotFound as exc:
                plan.missing[message_id] = exc
                continue
            home = session.get(FolderRow, row.folder_id)
            plan.located.append(
                _Located(
                    id=row.id,
                    folder=folder_name,
                    uid=row.uid,
                    flags=frozenset([*row.flags, *row.keywords]),
                    in_trash=home is not None and home.role == "trash",
                )
            )
        return plan


def _outcomes(plan: _Plan, ids: Sequence[str], done: dict[str, ItemOutcome]) -> list[ItemOutcome]:
    answers = []
    for message_id in dict.fromkeys(ids):
        if message_id in plan.missing:
            answers.append(ItemOutcome(message_id, ok=False, error=plan.missing[message_id]))
        else:
            answers.append(done[message_id])
    return answers


def _gone(_: str) -> NotFound:
    return NotFound("the message is no longer on the server")


async def update_messages(
    mailbox: Mailbox,
    caller: Caller,
    account_id: str,
    ids: Sequence[str],
    changes: MessageChanges,
    *,
    batch: bool = False,
) -> list[ItemOutcome]:
    """Apply ``changes`` to each message; one outcome per id (a repeated id once), in order.

    Raises:
        NotFound, Forbidden: the account, or the right (``update_message``, and
            ``batch_messages`` for a batch); a target folder missing or outside the grant.
        BadRequest: changes that contradict each other.
        NotSupported: a move or keywords on a POP3 account.
        ProviderUnavailable: the server could not be reached.
    """
    changes.check()
    plan = await anyio.to_thread.run_sync(
        lambda: _plan(
            mailbox,
            caller,
            account_id,
            ids,
            operation="update_message",
            batch=batch,
            folder=changes.folder,
        )
    )
    done: dict[str, ItemOutcome] = {}
    if plan.access.provider == "pop3":  # read and starred in the index alone
        if changes.keywords is not None or changes.add_keywords or changes.remove_keywords:
            raise NotSupported(POP3_ONLY_INBOX)
        for item in plan.located:
            done[item.id] = await _update_one(mailbox, None, plan, item, changes)
        return _outcomes(plan, ids, done)
    connector = mailbox.connector
    with connector.errors("imap", plan.access.settings):
        async with connector.imap(plan.access.settings, plan.access.secrets) as provider:
            for item in plan.located:
                done[item.id] = await _update_one(mailbox, provider, plan, item, changes)
    return _outcomes(plan, ids, done)


async def _on_server(
    mailbox: Mailbox,
    provider: ImapProvider,
    plan: _Plan,
    item: _Located,
    add: set[str],
    remove: set[str],
) -> MoveResult | None:
    """The flags set and the move made on the server; the move's result."""
    with mailbox.connector.errors("imap", plan.access.settings, refusal=_gone):
        if add or remove:
            await provider.store_flags(
                item.folder, [item.uid], add=sorted(add), remove=sorted(remove)
            )
        if plan.target is None or plan.target.name == item.folder:
            return None
        moved = await provider.move(item.folder, [item.uid], plan.target.name)
        if item.uid not in moved.uid_map and Capability.UIDPLUS in provider.capabilities:
            raise _gone("")
        return moved


async def _update_one(
    mailbox: Mailbox,
    provider: ImapProvider | None,
    plan: _Plan,
    item: _Located,
    changes: MessageChanges,
) -> ItemOutcome:
    """One message changed on the server (``provider``; None: in the index only), then in the
    index."""
    add, remove = changes.flags(item.flags)
    moved: MoveResult | None = None
    if provider is not None:
        try:
            moved = await _on_server(mailbox, provider, plan, item, add, remove)
        except MailboxServiceError as exc:
            return ItemOutcome(item.id, ok=False, error=exc)
    flags = _after(item.flags, add, remove)

    def write() -> dict[str, Any]:
        with mailbox.db.session() as session:
            row = session.get(MessageRow, item.id)
            if row is None:  # a sync pass saw it go meanwhile
                raise NotFound(f"no message {item.id!r} in this account")
            apply_flags(session, row, flags)
            if moved is not None:
                apply_move(session, plan.access.account_id, item.folder, moved)
            return summary_view(row)

    try:
        view = await anyio.to_thread.run_sync(write)
    except NotFound as exc:
        return ItemOutcome(item.id, ok=False, error=exc)
    return ItemOutcome(item.id, message=view)


async def delete_messages(
    mailbox: Mailbox,
    caller: Caller,
    account_id: str,
    ids: Sequence[str],
    *,
    permanent: bool,
    batch: bool = False,
) -> list[ItemOutcome]:
    """Move each message into the trash, or delete it for good (``permanent``). A message in
    the trash already is a 409 for it: delete it for good instead.

    Raises:
        NotFound, Forbidden: the account, or the right (``delete_message``; for good
            ``delete_message_permanent``; ``batch_messages`` for a batch).
        NotSupported: not ``permanent`` on a POP3 account (it has no trash).
        ProviderUnavailable: the server could not be reached.
    """
    operation = "delete_message_permanent" if permanent else "delete_message"
    plan = await anyio.to_thread.run_sync(
        lambda: _plan(mailbox, caller, account_id, ids, operation=operation, batch=batch)
    )
    done: dict[str, ItemOutcome] = {}
    if plan.access.provider == "pop3":
        found = [item.id for item in plan.located]
        await delete_for_good(mailbox, plan.access, found, permanent=permanent)
        return _outcomes(plan, ids, {message_id: ItemOutcome(message_id) for message_id in found})
    connector = mailbox.connector
    with connector.errors("imap", plan.access.settings):
        async with connector.imap(plan.access.settings, plan.access.secrets) as provider:
            for item in plan.located:
                done[item.id] = await _delete_one(mailbox, provider, plan, item, permanent)
    return _outcomes(plan, ids, done)


async def _delete_one(
    mailbox: Mailbox, provider: ImapProvider, plan: _Plan, item: _Located, permanent: bool
) -> ItemOutcome:
    if item.in_trash and not permanent:
        error = Conflict("the message is in the trash already: delete it with permanent=true")
        return ItemOutcome(item.id, ok=False, error=error)
    try:
        with mailbox.connector.errors("imap", plan.access.settings, refusal=_gone):
            moved = await provider.delete(item.folder, [item.uid], permanent=permanent)
    except MailboxServiceError as exc:
        return ItemOutcome(item.id, ok=False, error=exc)

    def write() -> None:
        with mailbox.db.session() as session:
            row = session.get(MessageRow, item.id)
            if row is None:
                return
            if moved is None:
                apply_delete(session, row)
            else:
                apply_move(session, plan.access.account_id, item.folder, moved)

    await anyio.to_thread.run_sync(write)
    return ItemOutcome(item.id)
