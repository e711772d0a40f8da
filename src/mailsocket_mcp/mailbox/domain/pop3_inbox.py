"""What a request does with a POP3 account's messages, beyond reading the index.

- A message's bytes: kept in the index when the pass found them small, else read from the
  server by UIDL (RETR) over a session of its own.
- Deleting: for good only (POP3 has no trash), DELE by UIDL on the server, then out of the
  index with a ``message.deleted`` entry.
- Read and starred are the index's own (``writing.py`` writes them, nothing goes to the
  server); moves, keywords, folders and drafts answer 501 (``connection.POP3_ONLY_INBOX``).

Every session of one account takes its turn (``Connector.pop3``), also against its sync pass.
"""

from __future__ import annotations

from collections.abc import Sequence

import anyio

from ..data.index import apply_delete
from ..data.models import FolderRow, MessageRow
from ..data.pop3_index import recount, stored_message
from ..errors import NotFound, NotSupported
from .connection import AccountAccess
from .mailbox import Mailbox

__all__ = ["NO_TRASH", "delete_for_good", "read_raw"]

NO_TRASH = (
    "a POP3 account has no trash: delete for good with permanent=true (the right "
    "delete_message_permanent)"
)


def _gone(_: str) -> NotFound:
    return NotFound("the message is no longer on the server")


async def read_raw(mailbox: Mailbox, access: AccountAccess, message_id: str) -> bytes:
    """The RFC 5322 bytes of an indexed message of the POP3 account.

    Raises:
        NotFound: the message is no longer in the index or on the server.
        ProviderUnavailable: the server failed or refused the stored credentials.
    """

    def stored() -> tuple[str, bytes | None]:
        with mailbox.db.session() as session:
            row = stored_message(session, message_id)
            if row is None:
                raise NotFound(f"no message {message_id!r} in this account")
            return row.uidl, row.raw

    uidl, raw = await anyio.to_thread.run_sync(stored)
    if raw is not None:
        return raw
    connector = mailbox.connector
    inbox = connector.pop3(access.settings, access.secrets, account_id=access.account_id)
    with connector.errors("pop3", access.settings, refusal=_gone):
        return await inbox.fetch_raw(uidl)


async def delete_for_good(
    mailbox: Mailbox, access: AccountAccess, message_ids: Sequence[str], *, permanent: bool
) -> None:
    """DELE the messages on the server, then take them out of the index (a message already
    gone from the server is simply taken out).

    Raises:
        NotSupported: not ``permanent`` (no trash to move to).
        ProviderUnavailable: the server failed; nothing was deleted (POP3 applies deletions
            at the end of a session only).
    """
    if not permanent:
        raise NotSupported(NO_TRASH)

    def uidls() -> list[str]:
        with mailbox.db.session() as session:
            rows = (stored_message(session, message_id) for message_id in message_ids)
            return [row.uidl for row in rows if row is not None]

    found = await anyio.to_thread.run_sync(uidls)
    connector = mailbox.connector
    inbox = connector.pop3(access.settings, access.secrets, account_id=access.account_id)
    with connector.errors("pop3", access.settings):
        await inbox.delete(found)

    def write() -> None:
        with mailbox.db.session() as session:
            folders = set()
            for message_id in message_ids:
                row = session.get(MessageRow, message_id)
                if row is not None:
                    folders.add(row.folder_id)
                    apply_delete(session, row)
            session.flush()
            for folder_id in folders:
                folder = session.get(FolderRow, folder_id)
                if folder is not None:
                    recount(session, folder)

    await anyio.to_thread.run_sync(write)
