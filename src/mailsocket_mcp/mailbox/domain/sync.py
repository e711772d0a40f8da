"""One sync pass of one account: ask the server what changed since the index last looked, and
write it (``data/index.py``).

Per folder, from its STATUS: nothing when UIDNEXT, the count and HIGHESTMODSEQ are as the index
left them; else the summaries of new UIDs, flag changes (CONDSTORE's CHANGEDSINCE where the
server has it, else the flags of the newest known UIDs again), and expunges (QRESYNC's VANISHED,
else the server's UID list compared with the index's). A new UIDVALIDITY reads the folder
again, and the index matches its messages by Message-ID. Database work runs in a worker
thread, so a pass never blocks the event loop; the provider bounds every command.

After an IDLE wake-up :func:`sync_folder` looks at the watched folder alone (its STATUS, then
CONDSTORE's changes and the new UIDs, no other folder) and writes only the rows it touched; when
messages left the folder, or it is new to the index or has a new UIDVALIDITY, it does a whole
pass instead, so that a move made elsewhere is still matched by Message-ID.

Changes made through the API (``domain/writing.py``) write the index at once, between a pass's
reading of the index and its writing. A pass therefore notes the account's newest feed entry
when it starts and writes only if the index is still as it read it; otherwise it starts over
(at most ``_ATTEMPTS`` times), so it never takes a message we moved for a new one nor puts
back flags we just changed.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

import anyio

from mailsocket_mcp.mail.html_text import render_html
from mailsocket_mcp.mail.parse import parse_message

from ..data.database import Database
from ..data.index import (
    FolderScan,
    KnownFolder,
    apply_scans,
    known_folders,
    newest_change,
    prune_changes,
)
from ..data.providers import Capability, Folder, FolderStatus, Provider, SearchQuery

__all__ = ["SyncOptions", "body_texts", "sync_folder", "sync_pass"]

SNIPPET_CHARS = 200
# How much of a body ``q`` searches: most mail says what it is about in its first screens, and
# a bound keeps a search that matches little (a scan of the folder) quick.
SEARCH_CHARS = 4000
_ATTEMPTS = 3


@dataclass(frozen=True, kw_only=True)
class SyncOptions:
    """How much one pass reads: the bodies of new messages up to ``snippet_max_bytes`` (for
    their snippet), and without CONDSTORE the flags of the ``flag_window`` newest UIDs. A POP3
    account's messages up to ``keep_raw_bytes`` are kept in the index whole."""

    snippet_max_bytes: int = 256 * 1024
    keep_raw_bytes: int = 1024 * 1024
    flag_window: int = 500
    keep_changes: timedelta = timedelta(days=30)


def body_texts(raw: bytes) -> tuple[str, str]:
    """The snippet (the first words a person reads: the text body, else the text of the HTML
    without what a reader never sees) and the search text (``q``: the same text casefolded,
    its first SEARCH_CHARS)."""
    parsed = parse_message(raw)
    text = parsed.text or render_html(parsed.html).text  # render_html keeps only what is seen
    text = " ".join(" ".join((text, parsed.attached_text)).split())
    return text[:SNIPPET_CHARS], text.casefold()[:SEARCH_CHARS]


async def sync_pass(
    db: Database, provider: Provider, account_id: str, options: SyncOptions | None = None
) -> int:
    """Bring the account's index up to date with the server. Answers the feed entries added.

    Raises:
        ProviderError: the server failed (the index keeps what it had).
        StorageError: the database failed.
    """
    options = options or SyncOptions()
    added: int | None = None
    for _ in range(_ATTEMPTS):
        known, mark = await anyio.to_thread.run_sync(_known, db, account_id)
        folders = [f for f in await provider.list_folders() if f.selectable]
        capabilities = provider.capabilities
        scans = []
        for folder in folders:
            status = await provider.folder_status(folder.name)
            known_folder = known.get(folder.name)
            scans.append(await _scan(provider, capabilities, folder, status, known_folder, options))
        names = [f.name for f in folders]
        added = await anyio.to_thread.run_sync(_write, db, account_id, mark, scans, names, options)
        if added is not None:
            return added
    return 0  # the index kept changing under us; the next pass catches up


async def sync_folder(
    db: Database,
    provider: Provider,
    account_id: str,
    name: str,
    options: SyncOptions | None = None,
) -> int:
    """Bring one folder of the index up to date (the one IDLE watches, after it woke us), or
    the whole account when the folder alone cannot tell (see the module's docstring). Answers
    the feed entries added.

    Raises:
        ProviderError: the server failed (the index keeps what it had).
        StorageError: the database failed.
    """
    options = options or SyncOptions()
    for _ in range(_ATTEMPTS):
        known, mark = await anyio.to_thread.run_sync(_known, db, account_id, [name])
        listed = [f for f in await provider.list_folders() if f.name == name and f.selectable]
        known_folder = known.get(name)
        if not listed or known_folder is None:
            break
        status = await provider.folder_status(name)
        scan = await _scan(
            provider, provider.capabilities, listed[0], status, known_folder, options
        )
        if scan.reset or scan.gone:
            break
        added = await anyio.to_thread.run_sync(_write, db, account_id, mark, [scan], None, options)
        if added is not None:
            return added
    return await sync_pass(db, provider, account_id, options)


def _known(
    db: Database, account_id: str, names: list[str] | None = None
) -> tuple[dict[str, KnownFolder], int]:
    with db.session() as session:
        return known_folders(session, account_id, names), newest_change(session, account_id)


def _write(
    db: Database,
    account_id: str,
    mark: int,
    scans: list[FolderScan],
    names: list[str] | None,
    options: SyncOptions,
) -> int | None:
    """The pass written; None (nothing written) when the index changed since ``mark``.
    ``names``: every folder the server listed, None when the pass looked at some only."""
    with db.session() as session:
        if newest_change(session, account_id) != mark:
            return None
        added = apply_scans(session, account_id, scans, listed=names)
        prune_changes(session, account_id, options.keep_changes)
        return added


def _unchanged(status: FolderStatus, known: KnownFolder, condstore: bool) -> bool:
    same = status.uidnext == known.uidnext and status.messages == len(known.uids)
    if condstore:
        return same and status.highest_modseq == known.highestmodseq
    return False  # without MODSEQ, flags may change with nothing in STATUS to show it


async def _scan(
    provider: Provider,
    capabilities: frozenset[Capability],
    folder: Folder,
    status: FolderStatus,
    known: KnownFolder | None,
    options: SyncOptions,
) -> FolderScan:
    condstore = Capability.CONDSTORE in capabilities and status.highest_modseq is not None
    scan = FolderScan(folder=folder, status=status)
    if known is None or known.uidvalidity != status.uidvalidity:
        scan.reset = True
        scan.arrived = await provider.fetch_summaries(folder.name)
        await _snippets(provider, scan, options)
        return scan
    if _unchanged(status, known, condstore):
        return scan  # still written: the folder's counts
    first_new = max([*known.uids, 0]) + 1
    expunges_known = False
    if condstore and known.highestmodseq is not None:
        changes = await provider.changes_since(
            folder.name, known.uidvalidity or 0, known.highestmodseq
        )
        if changes.uidvalidity_changed:
            scan.reset = True
            scan.arrived = await provider.fetch_summaries(folder.name)
            await _snippets(provider, scan, options)
            return scan
        for summary in changes.changed:
            if summary.uid in known.uids:
                scan.flags[summary.uid] = summary.flags
        if changes.vanished is not None:
            scan.gone = set(changes.vanished) & known.uids
            expunges_known = True
    else:
        recent = sorted(known.uids)[-options.flag_window :]
        for summary in await provider.fetch_summaries(folder.name, recent):
            scan.flags[summary.uid] = summary.flags
    scan.arrived = await provider.fetch_summaries(folder.name, first_uid=first_new)
    if not expunges_known and len(known.uids) + len(scan.arrived) != status.messages:
        present = set(await provider.search(folder.name, SearchQuery()))
        scan.gone = set(known.uids - present)
    await _snippets(provider, scan, options)
    return scan


async def _snippets(provider: Provider, scan: FolderScan, options: SyncOptions) -> None:
    for summary in scan.arrived:
        if summary.size <= options.snippet_max_bytes:
            raw = await provider.fetch_raw(scan.folder.name, summary.uid)
            scan.snippets[summary.uid], scan.texts[summary.uid] = body_texts(raw)
