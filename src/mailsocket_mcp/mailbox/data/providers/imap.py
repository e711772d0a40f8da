"""The IMAP provider: a :class:`~.base.Provider` over one :class:`ImapConnection`.

Capabilities follow what the server announces after login (MOVE, UIDPLUS, CONDSTORE,
QRESYNC, IDLE, OBJECTID), less any the operator switches off (``disabled``) for a server
whose extension misbehaves. Without MOVE a move is COPY, ``\\Deleted`` and EXPUNGE (UID
EXPUNGE with UIDPLUS, so nothing else flagged is removed); with UIDPLUS the new UIDs come
back from COPYUID either way. The connection is opened on first use and again after it
broke; nothing here retries (the domain decides, with backoff, and never after an
authentication failure).
"""

from __future__ import annotations

import datetime
from collections.abc import AsyncIterator, Sequence
from contextlib import AbstractAsyncContextManager
from types import TracebackType
from typing import Any

import anyio
from typing_extensions import Self

from .base import (
    AppendResult,
    Capability,
    Credentials,
    Endpoint,
    Folder,
    FolderChanges,
    FolderRole,
    FolderStatus,
    MessageSummary,
    MoveResult,
    SearchQuery,
    Sender,
    SendResult,
    require,
)
from .errors import FolderNotFound, NotSupported, ServerRefused
from .imap_connection import ImapConnection, fetch_uid_set
from .imap_idle import watch_folder
from .imap_values import (
    FETCH_ITEMS,
    parse_appenduid,
    parse_copyuid,
    parse_vanished,
    role_of,
    search_criteria,
    summary_from_fetch,
)

__all__ = ["ImapProvider"]

_FROM_SERVER = {
    "IDLE": Capability.IDLE,
    "UIDPLUS": Capability.UIDPLUS,
    "CONDSTORE": Capability.CONDSTORE,
    "QRESYNC": Capability.QRESYNC,
    "OBJECTID": Capability.OBJECTID,
}
_ALWAYS = frozenset(
    {Capability.MOVE, Capability.SEARCH, Capability.FOLDERS, Capability.FLAGS, Capability.DRAFTS}
)
_DELETED = b"\\Deleted"


class ImapProvider:
    """An IMAP account. Use ``async with ImapProvider(...) as provider`` (logs in).

    ``disabled`` names server extensions to ignore (``{"MOVE"}``, ``{"QRESYNC"}``): the
    provider then works as if the server lacked them.
    """

    def __init__(
        self,
        endpoint: Endpoint,
        credentials: Credentials,
        *,
        sender: Sender | None = None,
        disabled: frozenset[str] = frozenset(),
    ) -> None:
        self._endpoint = endpoint
        self._credentials = credentials
        self._sender = sender
        self._disabled = frozenset(name.upper() for name in disabled)
        self._connection: ImapConnection | None = None
        self._server: frozenset[str] = frozenset()
        self._lock = anyio.Lock()
        self._folders: list[Folder] | None = None

    def __repr__(self) -> str:
        return f"ImapProvider({self._endpoint!r}, user={self._credentials.username!r})"

    # Lifecycle -----------------------------------------------------------------------

    async def open(self) -> Self:
        """Connect and log in (again, if the connection broke).

        Raises:
            AuthenticationFailed, ConnectionFailed, ProviderTimeout, TlsFailed.
        """
        await self._open()
        return self

    async def _open(self) -> ImapConnection:
        async with self._lock:
            if self._connection is None or self._connection.closed:
                self._connection = await ImapConnection.open(self._endpoint, self._credentials)
                self._server = self._connection.server_capabilities - self._disabled
            return self._connection

    async def __aenter__(self) -> Self:
        return await self.open()

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        if self._connection is not None:
            await self._connection.aclose()

    async def verify(self) -> None:
        connection = await ImapConnection.open(self._endpoint, self._credentials)
        await connection.aclose()

    @property
    def capabilities(self) -> frozenset[Capability]:
        """What this account can do (known once logged in)."""
        found = {capability for name, capability in _FROM_SERVER.items() if name in self._server}
        if self._sender is not None:
            found.add(Capability.SEND)
        return _ALWAYS | found

    def _has(self, extension: str) -> bool:
        return extension in self._server

    # Plumbing ------------------------------------------------------------------------

    async def _call(self, what: str, method: str, *args: Any, **kwargs: Any) -> Any:
        connection = await self._open()
        return await connection.call(what, getattr(connection.client, method), *args, **kwargs)

    async def _select(self, folder: str, *, readonly: bool = False) -> dict[bytes, Any]:
        connection = await self._open()
        connection.selected = None
        connection.forget_untagged()
        response: dict[bytes, Any] = await connection.call(
            f"selecting {folder!r}", connection.client.select_folder, folder, readonly=readonly
        )
        connection.selected = (folder, readonly)
        return response

    async def _ensure_selected(self, folder: str, *, writable: bool = False) -> ImapConnection:
        connection = await self._open()
        if (
            connection.selected is None
            or connection.selected[0] != folder
            or (writable and connection.selected[1])
        ):
            await self._select(folder, readonly=not writable)
        return connection

    # Folders -------------------------------------------------------------------------

    async def list_folders(self) -> list[Folder]:
        rows = await self._call("LIST", "list_folders")
        folders = []
        for flags, delimiter, name in rows:
            upper = {flag.upper() for flag in flags}
            folders.append(
                Folder(
                    name=str(name),
                    delimiter=delimiter.decode() if isinstance(delimiter, bytes) else delimiter,
                    role=role_of(str(name), flags),
                    selectable=b"\\NOSELECT" not in upper and b"\\NONEXISTENT" not in upper,
                )
            )
        self._folders = folders
        return folders

    async def folder_status(self, folder: str) -> FolderStatus:
        items = [b"MESSAGES", b"UIDNEXT", b"UIDVALIDITY", b"UNSEEN"]
        if self._has("CONDSTORE"):
            items.append(b"HIGHESTMODSEQ")
        connection = await self._open()
        if connection.selected is not None and connection.selected[0] == folder:
            # STATUS of the selected folder answers the session's view, which lags behind
            # mail delivered since (RFC 3501 6.3.10); NOOP brings the view up to date first.
            await connection.call("NOOP", connection.client.noop)
        status = await self._call(f"STATUS of {folder!r}", "folder_status", folder, items)
        modseq = status.get(b"HIGHESTMODSEQ")
        return FolderStatus(
            name=folder,
            uidvalidity=status.get(b"UIDVALIDITY"),
            uidnext=status.get(b"UIDNEXT"),
            highest_modseq=int(modseq) if modseq is not None else None,
            messages=int(status.get(b"MESSAGES", 0)),
            unseen=status.get(b"UNSEEN"),
        )

    async def create_folder(self, name: str) -> None:
        await self._call(f"creating {name!r}", "create_folder", name)
        await self._call(f"subscribing {name!r}", "subscribe_folder", name)
        self._folders = None

    async def rename_folder(self, old: str, new: str) -> None:
        await self._forget_selection_of(old)
        await self._call(f"renaming {old!r}", "rename_folder", old, new)
        self._folders = None

    async def delete_folder(self, name: str) -> None:
        await self._forget_selection_of(name)
        await self._call(f"deleting {name!r}", "delete_folder", name)
        self._folders = None

    async def _forget_selection_of(self, folder: str) -> None:
        connection = await self._open()
        if connection.selected is not None and connection.selected[0] == folder:
            # Renaming or deleting the selected folder is refused by some servers.
            await connection.call("CLOSE", connection.client.close_folder)
            connection.selected = None

    async def _folder_with_role(self, role: FolderRole) -> str | None:
        folders = self._folders if self._folders is not None else await self.list_folders()
        return next((folder.name for folder in folders if folder.role is role), None)

    # Messages ------------------------------------------------------------------------

    def _fetch_items(self) -> list[bytes]:
        items = list(FETCH_ITEMS)
        if self._has("CONDSTORE"):
            items.append(b"MODSEQ")
        if self._has("OBJECTID"):
            items.append(b"EMAILID")
        return items

    async def fetch_summaries(
        self, folder: str, uids: Sequence[int] | None = None, *, first_uid: int = 1
    ) -> list[MessageSummary]:
        if uids is not None and not uids:
            return []
        connection = await self._ensure_selected(folder)
        wanted = ",".join(map(str, uids)) if uids is not None else f"{max(first_uid, 1)}:*"
        found = await connection.call(
            f"FETCH in {folder!r}", fetch_uid_set, connection.client, wanted, self._fetch_items()
        )
        asked = set(uids) if uids is not None else None
        # ``n:*`` always includes the last message, even when its UID is below n, and
        # unsolicited FETCH responses (flag changes elsewhere) carry no ENVELOPE.
        return [
            summary_from_fetch(uid, item)
            for uid, item in sorted(found.items())
            if b"ENVELOPE" in item and (uid in asked if asked is not None else uid >= first_uid)
        ]

    async def fetch_raw(self, folder: str, uid: int) -> bytes:
        connection = await self._ensure_selected(folder)
        found = await connection.call(
            f"FETCH in {folder!r}", connection.client.fetch, [uid], [b"BODY.PEEK[]"]
        )
        raw = found.get(uid, {}).get(b"BODY[]")
        if not isinstance(raw, bytes):
            raise ServerRefused(f"no message with UID {uid} in {folder!r}")
        return raw

    async def store_flags(
        self,
        folder: str,
        uids: Sequence[int],
        *,
        add: Sequence[str] = (),
        remove: Sequence[str] = (),
    ) -> None:
        if not uids:
            return
        connection = await self._ensure_selected(folder, writable=True)
        if add:
            await connection.call(
                "STORE", connection.client.add_flags, list(uids), list(add), silent=True
            )
        if remove:
            await connection.call(
                "STORE", connection.client.remove_flags, list(uids), list(remove), silent=True
            )

    async def move(self, folder: str, uids: Sequence[int], target: str) -> MoveResult:
        connection = await self._ensure_selected(folder, writable=True)
        connection.take_untagged("COPYUID")
        if self._has("MOVE"):
            await connection.call(f"MOVE to {target!r}", connection.client.move, list(uids), target)
        else:
            await connection.call(f"COPY to {target!r}", connection.client.copy, list(uids), target)
            await self._expunge(connection, uids)
        uidvalidity, uid_map = parse_copyuid(connection.take_untagged("COPYUID"))
        return MoveResult(target=target, target_uidvalidity=uidvalidity, uid_map=uid_map)

    async def _expunge(self, connection: ImapConnection, uids: Sequence[int]) -> None:
        await connection.call(
            "STORE", connection.client.add_flags, list(uids), [_DELETED], silent=True
        )
        if self._has("UIDPLUS"):
            await connection.call("UID EXPUNGE", connection.client.uid_expunge, list(uids))
        else:
            await connection.call("EXPUNGE", connection.client.expunge)

    async def delete(
        self, folder: str, uids: Sequence[int], *, permanent: bool = False
    ) -> MoveResult | None:
        trash = await self._folder_with_role(FolderRole.TRASH)
        if permanent or folder == trash:
            connection = await self._ensure_selected(folder, writable=True)
            await self._expunge(connection, uids)
            return None
        if trash is None:
            raise FolderNotFound("this account has no Trash folder; delete permanently instead")
        return await self.move(folder, uids, trash)

    async def append(
        self,
        folder: str,
        raw: bytes,
        *,
        flags: Sequence[str] = (),
        when: datetime.datetime | None = None,
    ) -> AppendResult:
        connection = await self._open()
        connection.take_untagged("APPENDUID")
        await connection.call(
            f"APPEND to {folder!r}", connection.client.append, folder, raw, list(flags), when
        )
        uidvalidity, uid = parse_appenduid(connection.take_untagged("APPENDUID"))
        return AppendResult(folder=folder, uidvalidity=uidvalidity, uid=uid)

    async def search(self, folder: str, query: SearchQuery) -> list[int]:
        connection = await self._ensure_selected(folder)
        criteria = search_criteria(query)
        textual = [item for item in criteria if isinstance(item, str)]
        charset = None if all(item.isascii() for item in textual) else "UTF-8"
        found = await connection.call(
            f"SEARCH in {folder!r}", connection.client.search, criteria, charset
        )
        return sorted(int(uid) for uid in found)

    async def changes_since(self, folder: str, uidvalidity: int, modseq: int) -> FolderChanges:
        require(self.capabilities, Capability.CONDSTORE)
        selected = await self._select(folder, readonly=True)
        current = int(selected.get(b"UIDVALIDITY", 0))
        highest = int(selected.get(b"HIGHESTMODSEQ", 0))
        if current != uidvalidity:
            return FolderChanges(current, highest, (), None, uidvalidity_changed=True)
        connection = await self._open()
        modifiers = [f"CHANGEDSINCE {modseq}"]
        qresync = self._has("QRESYNC")
        if qresync:
            modifiers.append("VANISHED")
        connection.take_untagged("VANISHED")
        found = await connection.call(
            f"FETCH changes in {folder!r}",
            fetch_uid_set,
            connection.client,
            "1:*",
            self._fetch_items(),
            modifiers,
        )
        vanished = parse_vanished(connection.take_untagged("VANISHED")) if qresync else None
        changed = tuple(
            summary_from_fetch(uid, item)
            for uid, item in sorted(found.items())
            if b"ENVELOPE" in item
        )
        return FolderChanges(
            current,
            highest,
            changed,
            tuple(vanished) if vanished is not None else None,
        )

    def watch(
        self, folder: str = "INBOX", *, renew_seconds: float = 29 * 60
    ) -> AbstractAsyncContextManager[AsyncIterator[None]]:
        if not self._has("IDLE"):
            raise NotSupported(Capability.IDLE.value)
        return watch_folder(self._endpoint, self._credentials, folder, renew_seconds)

    async def send(self, raw: bytes, *, sender: str, recipients: Sequence[str]) -> SendResult:
        if self._sender is None:
            raise NotSupported(Capability.SEND.value)
        return await self._sender.send(raw, sender=sender, recipients=recipients)
