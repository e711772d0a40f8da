"""Messages the service puts on the server itself (a copy in Sent, a draft): the folder they go
to, and their ids in the local index at once, so that an answer can name them.

A message appended to a folder the index knows is written from its APPENDUID (one FETCH of its
summary) without a whole sync pass; the folder's UIDNEXT and HIGHESTMODSEQ stay as the last
pass left them, so that the next pass still looks at whatever else changed there. A folder the
index does not know yet (or a new UIDVALIDITY) takes one sync pass. A server without UIDPLUS
gives no UID: the message gets its id from the next pass, and the answer names none.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import anyio
from sqlalchemy import select

from ..data.database import Database
from ..data.index import FolderScan, KnownFolder, apply_scans, known_folders
from ..data.models import FolderRow, MessageRow
from ..data.providers import Folder, FolderRole, Provider
from .sync import body_texts, sync_pass

__all__ = ["index_appended", "index_removed", "role_folder"]

_NAMES = {
    FolderRole.SENT: ("sent", "sent items", "sent messages", "sent mail"),
    FolderRole.DRAFTS: ("drafts", "draft"),
}


def role_folder(folders: Sequence[Folder], role: FolderRole) -> Folder | None:
    """The folder with RFC 6154 ``role``, else one named as such folders usually are."""
    for folder in folders:
        if folder.role is role and folder.selectable:
            return folder
    for folder in folders:
        leaf = folder.name.rsplit(folder.delimiter or "/", 1)[-1]
        if folder.selectable and leaf.casefold() in _NAMES.get(role, ()):
            return folder
    return None


def _known(db: Database, account_id: str) -> dict[str, KnownFolder]:
    with db.session() as session:
        return known_folders(session, account_id)


def _id_of(db: Database, account_id: str, folder: str, uid: int) -> str | None:
    with db.session() as session:
        return session.scalar(
            select(MessageRow.id)
            .join(FolderRow, FolderRow.id == MessageRow.folder_id)
            .where(
                FolderRow.account_id == account_id, FolderRow.name == folder, MessageRow.uid == uid
            )
        )


async def index_appended(
    db: Database,
    provider: Provider,
    account_id: str,
    folder: Folder,
    uid: int | None,
    raw: bytes,
    *,
    replaces: int | None = None,
) -> str | None:
    """Write the message appended to ``folder`` as ``uid`` into the index; answer its id.

    ``replaces``: the UID of a message it takes the place of (a draft replaced, the same
    Message-ID): that message's id passes to this one. None: no UID (no UIDPLUS).

    Raises:
        ProviderError: the server failed while it was asked.
    """
    if uid is None:
        return None
    known = (await anyio.to_thread.run_sync(_known, db, account_id)).get(folder.name)
    status = await provider.folder_status(folder.name)
    if known is None or known.uidvalidity != status.uidvalidity:
        await sync_pass(db, provider, account_id)
    else:
        summaries = await provider.fetch_summaries(folder.name, [uid])
        snippet, text = body_texts(raw)
        scan = FolderScan(
            folder=folder,
            status=replace(status, uidnext=known.uidnext, highest_modseq=known.highestmodseq),
            arrived=summaries,
            snippets={uid: snippet},
            texts={uid: text},
            gone={replaces} & set(known.uids) if replaces is not None else set(),
        )
        await anyio.to_thread.run_sync(_write, db, account_id, scan)
    return await anyio.to_thread.run_sync(_id_of, db, account_id, folder.name, uid)


async def index_removed(
    db: Database, provider: Provider, account_id: str, folder: Folder, uid: int
) -> None:
    """The message ``uid`` of ``folder`` is gone from the server (a draft deleted or sent)."""
    known = (await anyio.to_thread.run_sync(_known, db, account_id)).get(folder.name)
    if known is None or uid not in known.uids:
        return
    status = await provider.folder_status(folder.name)
    scan = FolderScan(
        folder=folder,
        status=replace(status, uidnext=known.uidnext, highest_modseq=known.highestmodseq),
        gone={uid},
    )
    await anyio.to_thread.run_sync(_write, db, account_id, scan)


def _write(db: Database, account_id: str, scan: FolderScan) -> None:
    with db.session() as session:
        listed = [
            row.name
            for row in session.scalars(select(FolderRow).where(FolderRow.account_id == account_id))
        ]
        apply_scans(session, account_id, [scan], listed=listed)
