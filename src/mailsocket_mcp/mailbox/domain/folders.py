"""Creating, renaming (or moving) and deleting folders (``mail.write``; deleting ``mail.delete``).

The server first, then the index at once: a created folder is indexed with its STATUS, a
renamed one keeps its id and so do its subfolders and messages (the server keeps their
UIDVALIDITY), a deleted one leaves the index. Folders with a role (inbox, sent, trash, ...)
are not renamed or deleted (409); only an empty folder without subfolders is deleted (409).
A grant narrowed to folders creates only inside, and renames or deletes only, its folders.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import anyio
from sqlalchemy import select
from sqlalchemy.orm import Session

from ..data.index import add_folder, remove_folder, rename_folder
from ..data.models import FolderRow
from ..data.providers import Folder
from ..errors import BadRequest, Conflict, Forbidden, NameTaken, NotFound
from .callers import Caller
from .connection import AccountAccess, imap_access
from .mailbox import Mailbox
from .reading import folder_view, readable
from .writing import find_folder

__all__ = ["UNCHANGED", "create_folder", "delete_folder", "update_folder"]

UNCHANGED: Any = object()  # a PATCH field left out (``None`` means the top level)
_DEFAULT_DELIMITER = "/"


@dataclass(frozen=True)
class _Place:
    access: AccountAccess
    name: str  # the server's full name the folder has (or is to have)
    delimiter: str | None
    row_id: str | None = None


def _view(session: Session, row: FolderRow) -> dict[str, Any]:
    view = folder_view(row)
    if view["parent_id"] is not None:
        parent = session.scalar(
            select(FolderRow.id).where(
                FolderRow.account_id == row.account_id, FolderRow.name == view["parent_id"]
            )
        )
        view["parent_id"] = parent
    return view


def _allowed(folder_ids: frozenset[str] | None, row: FolderRow | None, what: str) -> None:
    if folder_ids is None:
        return
    if row is None or row.id not in folder_ids:
        raise Forbidden(f"the caller's grant does not reach {what}")


def _delimiter(session: Session, account_id: str) -> str:
    found = session.scalar(
        select(FolderRow.delimiter).where(
            FolderRow.account_id == account_id, FolderRow.delimiter.is_not(None)
        )
    )
    return found or _DEFAULT_DELIMITER


def _full_name(parent: FolderRow | None, leaf: str, delimiter: str) -> str:
    if delimiter in leaf:
        raise BadRequest(f"a folder name may not hold the delimiter {delimiter!r}: use parent_id")
    return f"{parent.name}{delimiter}{leaf}" if parent is not None else leaf


def _taken(session: Session, account_id: str, name: str) -> None:
    row = session.scalar(
        select(FolderRow).where(FolderRow.account_id == account_id, FolderRow.name == name)
    )
    if row is not None:
        raise NameTaken(f"a folder {name!r} exists already")


def _refused(text: str) -> Conflict:
    return Conflict(f"the server refused: {text}")


async def _on_server(mailbox: Mailbox, access: AccountAccess, work: Callable[[Any], Any]) -> Any:
    connector = mailbox.connector
    with connector.errors("imap", access.settings, refusal=_refused):
        async with connector.imap(access.settings, access.secrets) as provider:
            return await work(provider)


async def create_folder(
    mailbox: Mailbox, caller: Caller, account_id: str, name: str, parent_id: str | None
) -> dict[str, Any]:
    """Create ``name`` at the top or inside ``parent_id`` (an id, a role or a name), subscribed.

    Raises:
        NotFound, Forbidden: the account, the right, the parent (or one outside the grant).
        NameTaken: a folder of that name exists.
        BadRequest: a name with the server's delimiter in it.
        NotSupported: a POP3 account. Conflict: the server refused.
    """

    def plan() -> _Place:
        with mailbox.db.session() as session:
            where = readable(session, caller.rights, account_id, "create_folder")
            access = imap_access(session, mailbox, account_id)
            parent = find_folder(session, account_id, parent_id) if parent_id else None
            _allowed(where.folder_ids, parent, parent_id or "the top level")
            delimiter = (parent.delimiter if parent else None) or _delimiter(session, account_id)
            full = _full_name(parent, name, delimiter)
            _taken(session, account_id, full)
            return _Place(access, full, delimiter)

    place = await anyio.to_thread.run_sync(plan)

    async def work(provider: Any) -> Any:
        await provider.create_folder(place.name)
        return await provider.folder_status(place.name)

    status = await _on_server(mailbox, place.access, work)

    def write() -> dict[str, Any]:
        with mailbox.db.session() as session:
            folder = Folder(name=place.name, delimiter=place.delimiter, role=None)
            row = add_folder(session, account_id, folder, status)
            return _view(session, row)

    return await anyio.to_thread.run_sync(write)


async def update_folder(
    mailbox: Mailbox,
    caller: Caller,
    account_id: str,
    folder_id: str,
    *,
    name: str | None,
    parent_id: Any = UNCHANGED,
) -> dict[str, Any]:
    """Rename the folder and/or move it under ``parent_id`` (``None``: to the top).

    Raises:
        NotFound, Forbidden: the account, the right, the folder or parent (or outside the grant).
        Conflict: a folder with a role, a move into itself. NameTaken: the new name exists.
        NotSupported: a POP3 account.
    """

    def plan() -> tuple[_Place, str]:
        with mailbox.db.session() as session:
            where = readable(session, caller.rights, account_id, "update_folder")
            access = imap_access(session, mailbox, account_id)
            row = _folder(session, account_id, folder_id)
            _allowed(where.folder_ids, row, f"the folder {folder_id!r}")
            if row.role is not None:
                raise Conflict(f"the {row.role} folder cannot be renamed or moved")
            delimiter = row.delimiter or _delimiter(session, account_id)
            current_parent, _, leaf = row.name.rpartition(delimiter)
            if parent_id is UNCHANGED:
                parent = _by_name(session, account_id, current_parent)
            elif parent_id is None:
                parent = None
                _allowed(where.folder_ids, None, "the top level")
            else:
                parent = find_folder(session, account_id, parent_id)
                _allowed(where.folder_ids, parent, parent_id)
                if parent.id == row.id or parent.name.startswith(row.name + delimiter):
                    raise Conflict("a folder cannot move into itself")
            full = _full_name(parent, name or leaf, delimiter)
            if full != row.name:
                _taken(session, account_id, full)
            return _Place(access, full, delimiter, row.id), row.name

    place, old = await anyio.to_thread.run_sync(plan)
    if place.name != old:

        async def work(provider: Any) -> None:
            await provider.rename_folder(old, place.name)

        await _on_server(mailbox, place.access, work)

    def write() -> dict[str, Any]:
        with mailbox.db.session() as session:
            row = session.get(FolderRow, place.row_id)
            if row is None:
                raise NotFound(f"no folder {folder_id!r} in this account")
            rename_folder(session, row, place.name)
            session.flush()
            return _view(session, row)

    return await anyio.to_thread.run_sync(write)


async def delete_folder(mailbox: Mailbox, caller: Caller, account_id: str, folder_id: str) -> None:
    """Delete an empty folder without subfolders.

    Raises:
        NotFound, Forbidden: the account, the right, the folder (or one outside the grant).
        Conflict: a folder with a role, with subfolders, or with messages on the server.
        NotSupported: a POP3 account.
    """

    def plan() -> _Place:
        with mailbox.db.session() as session:
            where = readable(session, caller.rights, account_id, "delete_folder")
            access = imap_access(session, mailbox, account_id)
            row = _folder(session, account_id, folder_id)
            _allowed(where.folder_ids, row, f"the folder {folder_id!r}")
            if row.role is not None:
                raise Conflict(f"the {row.role} folder cannot be deleted")
            if row.delimiter and session.scalar(
                select(FolderRow.id).where(
                    FolderRow.account_id == account_id,
                    FolderRow.name.startswith(row.name + row.delimiter, autoescape=True),
                )
            ):
                raise Conflict("the folder has subfolders: delete or move them first")
            return _Place(access, row.name, row.delimiter, row.id)

    place = await anyio.to_thread.run_sync(plan)

    async def work(provider: Any) -> None:
        status = await provider.folder_status(place.name)
        if status.messages:
            raise Conflict(f"the folder holds {status.messages} messages: move or delete them")
        await provider.delete_folder(place.name)

    await _on_server(mailbox, place.access, work)

    def write() -> None:
        with mailbox.db.session() as session:
            row = session.get(FolderRow, place.row_id)
            if row is not None:
                remove_folder(session, row)

    await anyio.to_thread.run_sync(write)


def _folder(session: Session, account_id: str, folder_id: str) -> FolderRow:
    row = session.get(FolderRow, folder_id)
    if row is None or row.account_id != account_id:
        raise NotFound(f"no folder {folder_id!r} in this account")
    return row


def _by_name(session: Session, account_id: str, name: str) -> FolderRow | None:
    if not name:
        return None
    return session.scalar(
        select(FolderRow).where(FolderRow.account_id == account_id, FolderRow.name == name)
    )
