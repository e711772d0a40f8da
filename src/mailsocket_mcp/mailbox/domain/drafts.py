"""Drafts (``drafts``; sending one needs ``send``): messages with ``\\Draft`` in the account's
drafts folder (RFC 6154 ``\\Drafts``, else a folder named so).

A draft's id is a message id of the index. Replacing a draft appends the new version (with the
same Message-ID) and expunges the old one; the index hands the old id on to the new UID, so
the id a caller holds keeps naming the draft. Sending a draft goes the way of every send
(``sending.py``: Idempotency-Key, the grant's limits, the audit as ``send_draft``) with the
draft's bytes as they are stored, dated now; then the draft is deleted.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from email import message_from_bytes
from email.policy import default
from typing import Any

import anyio
from sqlalchemy import select

from ..data.models import FolderRow, MessageRow
from ..data.providers import Capability, Folder, FolderRole, ImapProvider
from ..errors import NotFound, NotSupported
from . import idempotency
from .appended import index_appended, index_removed, role_folder
from .callers import Caller
from .compose import Address, Outgoing, compose, stored_recipients
from .connection import AccountAccess, imap_access
from .mailbox import Mailbox
from .preparing import Mark, Prepared, StoredDraft, prepare
from .reading import MessageFilter, list_messages, message_row, readable, summary_view
from .records import now
from .references import Reference, attachment_of
from .sending import SendRequest, send_message

__all__ = [
    "DraftInput",
    "create_draft",
    "delete_draft",
    "list_drafts",
    "send_draft",
    "update_draft",
]

DRAFT_FLAGS = ("\\Draft", "\\Seen")


@dataclass(frozen=True)
class DraftInput:
    message: Outgoing
    reference: Reference | None = None
    attachments_from: tuple[tuple[str, str], ...] = ()
    keep_attachments: tuple[str, ...] = ()


@dataclass(frozen=True)
class _Located:
    access: AccountAccess
    folder_name: str
    uid: int


def list_drafts(
    mailbox: Mailbox, caller: Caller, account_id: str, *, limit: int, cursor: str | None
) -> dict[str, Any]:
    """The drafts, newest first, from the index.

    Raises:
        NotFound, Forbidden: the caller may not list this account's drafts.
        InvalidCursor: a cursor this list did not hand out.
    """
    with mailbox.db.session() as session:
        where = readable(session, caller.rights, account_id, "list_drafts")
        return list_messages(
            session,
            [where],
            folder="drafts",
            match=MessageFilter(),
            limit=limit,
            cursor=cursor,
            strict=False,
        )


def _account(mailbox: Mailbox, caller: Caller, account_id: str, operation: str) -> AccountAccess:
    with mailbox.db.session() as session:
        readable(session, caller.rights, account_id, operation)
        return imap_access(session, mailbox, account_id)


def _locate(
    mailbox: Mailbox, caller: Caller, account_id: str, draft_id: str, operation: str
) -> _Located:
    """The draft's account, folder and UID.

    Raises:
        NotFound: no such message, or one that is not in the drafts folder.
    """
    with mailbox.db.session() as session:
        where = readable(session, caller.rights, account_id, operation)
        row, folder_name = message_row(session, where, draft_id)
        folder = session.get(FolderRow, row.folder_id)
        if folder is None or (folder.role != "drafts" and "\\Draft" not in row.flags):
            raise NotFound(f"no draft {draft_id!r} in this account")
        return _Located(imap_access(session, mailbox, account_id), folder_name, row.uid)


def _summary(mailbox: Mailbox, draft_id: str | None) -> dict[str, Any]:
    with mailbox.db.session() as session:
        row = session.get(MessageRow, draft_id) if draft_id else None
        if row is None:
            raise NotFound("the draft was stored, but the index does not show it yet")
        return summary_view(row)


async def _drafts_folder(imap: ImapProvider) -> Folder:
    if Capability.UIDPLUS not in imap.capabilities:
        raise NotSupported("drafts need a server with UIDPLUS (RFC 4315) to keep their ids")
    folder = role_folder(await imap.list_folders(), FolderRole.DRAFTS)
    if folder is None:
        raise NotSupported("this account has no drafts folder")
    return folder


async def _compose(
    mailbox: Mailbox,
    caller: Caller,
    access: AccountAccess,
    draft: DraftInput,
    *,
    kept: tuple[Any, ...] = (),
    message_id: str | None = None,
) -> bytes:
    prepared = await prepare(
        mailbox,
        caller,
        access.account_id,
        draft.message,
        own_address=access.email,
        reference=draft.reference,
        attachments_from=draft.attachments_from,
    )
    message = replace(prepared.message, attachments=(*kept, *prepared.message.attachments))
    sender = Address(email=access.email, name=access.display_name)
    return compose(
        message,
        sender=sender,
        when=now(),
        headers=prepared.headers,
        message_id=message_id,
        keep_bcc=True,
    ).raw


async def create_draft(
    mailbox: Mailbox, caller: Caller, account_id: str, draft: DraftInput
) -> dict[str, Any]:
    """Store a new draft; its summary.

    Raises:
        NotFound, Forbidden: the caller may not (or, for a reference, may not read it).
        NotSupported: no drafts folder, or no UIDPLUS.
        ProviderUnavailable: the server failed.
    """
    access = await anyio.to_thread.run_sync(_account, mailbox, caller, account_id, "create_draft")
    raw = await _compose(mailbox, caller, access, draft)
    connector = mailbox.connector
    with connector.errors("imap", access.settings):
        async with connector.imap(access.settings, access.secrets) as imap:
            folder = await _drafts_folder(imap)
            appended = await imap.append(folder.name, raw, flags=DRAFT_FLAGS)
            draft_id = await index_appended(mailbox.db, imap, account_id, folder, appended.uid, raw)
    return await anyio.to_thread.run_sync(_summary, mailbox, draft_id)


async def update_draft(
    mailbox: Mailbox, caller: Caller, account_id: str, draft_id: str, draft: DraftInput
) -> dict[str, Any]:
    """Replace a draft as a whole; it keeps its id.

    Raises:
        NotFound: no such draft, or a ``keep_attachments`` id it does not have.
        Forbidden, NotSupported, ProviderUnavailable: as for ``create_draft``.
    """
    located = await anyio.to_thread.run_sync(
        _locate, mailbox, caller, account_id, draft_id, "update_draft"
    )
    access, connector = located.access, mailbox.connector
    with connector.errors("imap", access.settings):
        async with connector.imap(access.settings, access.secrets) as imap:
            folder = await _drafts_folder(imap)
            old = await imap.fetch_raw(located.folder_name, located.uid)
            kept = tuple(attachment_of(old, kept_id) for kept_id in draft.keep_attachments)
            raw = await _compose(
                mailbox, caller, access, draft, kept=kept, message_id=_message_id(old)
            )
            appended = await imap.append(folder.name, raw, flags=DRAFT_FLAGS)
            await imap.delete(located.folder_name, [located.uid], permanent=True)
            new_id = await index_appended(
                mailbox.db, imap, account_id, folder, appended.uid, raw, replaces=located.uid
            )
    return await anyio.to_thread.run_sync(_summary, mailbox, new_id)


async def delete_draft(mailbox: Mailbox, caller: Caller, account_id: str, draft_id: str) -> None:
    """Delete a draft for good.

    Raises:
        NotFound: no such draft. Forbidden, ProviderUnavailable: as for ``create_draft``.
    """
    located = await anyio.to_thread.run_sync(
        _locate, mailbox, caller, account_id, draft_id, "delete_draft"
    )
    access, connector = located.access, mailbox.connector
    with connector.errors("imap", access.settings):
        async with connector.imap(access.settings, access.secrets) as imap:
            folder = await _drafts_folder(imap)
            await imap.delete(located.folder_name, [located.uid], permanent=True)
            await index_removed(mailbox.db, imap, account_id, folder, located.uid)


async def send_draft(
    mailbox: Mailbox,
    caller: Caller,
    account_id: str,
    draft_id: str,
    idempotency_key: str | None,
) -> dict[str, Any]:
    """Send a draft as it is stored, then delete it; the contract's ``SendResult``.

    Raises:
        as ``sending.send_message``; NotFound: no such draft (unless the key's first use sent it).
    """

    async def load() -> Prepared:
        located = await anyio.to_thread.run_sync(
            _locate, mailbox, caller, account_id, draft_id, "send_draft"
        )
        access, connector = located.access, mailbox.connector
        with connector.errors("imap", access.settings):
            async with connector.imap(access.settings, access.secrets) as imap:
                folder = await _drafts_folder(imap)
                raw = await imap.fetch_raw(located.folder_name, located.uid)
        to, cc, bcc = stored_recipients(raw)
        mark = await anyio.to_thread.run_sync(_mark_of, mailbox, caller, account_id, raw)
        return Prepared(
            Outgoing(to=to, cc=cc, bcc=bcc),
            mark=mark,
            draft=StoredDraft(folder, located.uid, raw),
        )

    request = SendRequest(
        account_id=account_id,
        message=Outgoing(),
        digest=idempotency.request_hash({"draft_id": draft_id}),
        idempotency_key=idempotency_key,
        operation="send_draft",
        draft=load,
    )
    return await send_message(mailbox, caller, request)


def _message_id(raw: bytes) -> str | None:
    value = message_from_bytes(raw, policy=default).get("Message-ID")
    return str(value).strip() or None if value else None


def _mark_of(mailbox: Mailbox, caller: Caller, account_id: str, raw: bytes) -> Mark | None:
    """The original a draft answers (its In-Reply-To, in the index), where the caller may
    change it."""
    parsed = message_from_bytes(raw, policy=default)
    answers = str(parsed.get("In-Reply-To") or "").strip()
    if not answers or "update_message" not in caller.rights.ops_on(account_id):
        return None
    with mailbox.db.session() as session:
        row = session.scalar(
            select(MessageRow).where(
                MessageRow.account_id == account_id, MessageRow.message_id_header == answers
            )
        )
        if row is None:
            return None
        folder = session.get(FolderRow, row.folder_id)
        if folder is None:
            return None
        forward = str(parsed.get("Subject") or "").casefold().startswith("fwd:")
        return Mark(folder.name, row.uid, "$Forwarded" if forward else "\\Answered")
