"""A message before it is sent or stored as a draft: its original fetched (a reply or forward
by ``reference``) and the attachments of other messages (``attachments_from``), read live from
the server with the caller's right to read them (``live.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import anyio

from ..data.models import FolderRow
from ..data.providers import Folder
from ..errors import PayloadTooLarge
from .callers import Caller
from .compose import Outgoing
from .live import fetch_message
from .mailbox import Mailbox
from .references import Reference, attachment_of, refer

__all__ = ["MAX_TAKEN_BYTES", "Mark", "Prepared", "StoredDraft", "prepare"]

# What attachments_from and a forwarded original may add to a message, in all.
MAX_TAKEN_BYTES = 25 * 1024 * 1024


@dataclass(frozen=True)
class Mark:
    """The flag the original of a reply or forward gets once it is sent."""

    folder: str
    uid: int
    flag: str


@dataclass(frozen=True)
class StoredDraft:
    """A draft to send as it is stored: where it is, and its bytes."""

    folder: Folder
    uid: int
    raw: bytes


@dataclass(frozen=True)
class Prepared:
    message: Outgoing  # what the audit and the send limits see (the recipients)
    headers: tuple[tuple[str, str], ...] = ()
    mark: Mark | None = None
    draft: StoredDraft | None = None  # sent as it is stored, then deleted


async def prepare(
    mailbox: Mailbox,
    caller: Caller,
    account_id: str,
    message: Outgoing,
    *,
    own_address: str,
    reference: Reference | None = None,
    attachments_from: tuple[tuple[str, str], ...] = (),
) -> Prepared:
    """``message`` with what its reference and ``attachments_from`` bring.

    Raises:
        NotFound, Forbidden: a message the caller may not read, or an attachment not there.
        PayloadTooLarge: what they bring is over ``MAX_TAKEN_BYTES``.
        ProviderUnavailable: the server failed.
    """
    taken = []
    for message_id, attachment_id in attachments_from:
        _, raw = await fetch_message(
            mailbox, caller, account_id, message_id, operation="get_attachment"
        )
        taken.append(attachment_of(raw, attachment_id))
    # Before the caller's own attachments, as the contract orders them.
    message = replace(message, attachments=(*taken, *message.attachments))
    headers: tuple[tuple[str, str], ...] = ()
    mark = None
    if reference is not None:
        row, raw = await fetch_message(mailbox, caller, account_id, reference.message_id)
        referred = refer(message, raw, reference, own_address=own_address)
        message, headers = referred.message, referred.headers
        folder = await _folder_name(mailbox, row.folder_id)
        mark = Mark(folder, row.uid, referred.mark)
    if (
        sum(len(a.data) for a in message.attachments)
        > MAX_TAKEN_BYTES + mailbox.settings.max_body_bytes
    ):
        raise PayloadTooLarge("the attachments add up to more than this service sends at once")
    return Prepared(message, headers, mark)


async def _folder_name(mailbox: Mailbox, folder_id: str) -> str:
    def name() -> str:
        with mailbox.db.session() as session:
            row = session.get(FolderRow, folder_id)
            return row.name if row is not None else "INBOX"

    return await anyio.to_thread.run_sync(name)
