"""What the index does not hold, read from the server when asked: a message's bytes.

The message is found in the index (its folder and UID), then fetched over a connection opened
for this request with the password from the vault (``account_access``); a provider's failure
becomes one of ours there (``Connector.errors``). A POP3 account's message comes from the
index when the sync pass kept its bytes, else from the server by UIDL (``pop3_inbox.py``).
"""

from __future__ import annotations

import anyio

from ..data.models import MessageRow
from ..errors import NotFound
from .callers import Caller
from .connection import AccountAccess, account_access
from .mailbox import Mailbox
from .pop3_inbox import read_raw
from .reading import message_row, readable

__all__ = ["fetch_message"]


def _gone(_: str) -> NotFound:
    return NotFound("the message is no longer on the server")


async def fetch_message(
    mailbox: Mailbox,
    caller: Caller,
    account_id: str,
    message_id: str,
    *,
    operation: str = "get_message",
) -> tuple[MessageRow, bytes]:
    """The indexed row and the RFC 5322 bytes of a message the caller may ``operation`` on.

    Raises:
        NotFound, Forbidden: as for reading the account; a message not (or no longer) there.
        ProviderUnavailable: the server failed or refused the stored credentials.
        VaultLocked, CredentialUnreadable: the password cannot be opened.
    """

    def locate() -> tuple[MessageRow, str, AccountAccess]:
        with mailbox.db.session() as session:
            where = readable(session, caller.rights, account_id, operation)
            row, folder = message_row(session, where, message_id)
            return row, folder, account_access(session, mailbox, account_id)

    row, folder, access = await anyio.to_thread.run_sync(locate)
    if access.provider == "pop3":
        return row, await read_raw(mailbox, access, row.id)
    connector = mailbox.connector
    with connector.errors("imap", access.settings, refusal=_gone):
        async with connector.imap(access.settings, access.secrets) as provider:
            raw = await provider.fetch_raw(folder, row.uid)
    return row, raw
