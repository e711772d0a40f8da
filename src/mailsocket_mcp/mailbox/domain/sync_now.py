"""One sync pass of one account when a person asks for it (the admin page's "Sync now").

The sync workers keep every connected account up to date on their own; this is the same pass
(:func:`~.sync.sync_pass`, :func:`~.pop3_sync.pop3_pass`) run once, now, for an account the
caller may manage (``verify_account``: it reaches the account's servers as verify does). A pass
running beside a worker's is safe: a pass writes only when the index is still as it read it.
A failure is kept as the workers keep theirs (the account's last error; refused credentials
mark it ``needs_reauth``) and then raised.
"""

from __future__ import annotations

import anyio

from ..data.index import record_failure
from ..errors import CredentialsRejected, MailboxServiceError
from .accounts import get_account, mark_needs_reauth
from .callers import Caller
from .connection import AccountAccess, account_access
from .mailbox import Mailbox
from .pop3_sync import pop3_pass
from .sync import sync_pass

__all__ = ["sync_now"]


async def sync_now(mailbox: Mailbox, caller: Caller, account_id: str) -> int:
    """Bring the account's index up to date with its server now; answers the feed entries
    added.

    Raises:
        NotFound, Forbidden, AccountDisabled: as ``get_account`` with ``verify_account``.
        CredentialsRejected: the server refused the stored credentials (the account is
            ``needs_reauth`` now).
        ProviderUnavailable, NotSupported: the server failed (kept as the last sync error).
        VaultLocked, CredentialUnreadable: the credentials cannot be opened.
    """

    def locate() -> AccountAccess:
        with mailbox.db.session() as session:
            get_account(session, caller.rights, account_id, "verify_account")
            return account_access(session, mailbox, account_id)

    access = await anyio.to_thread.run_sync(locate)
    try:
        return await _pass(mailbox, access)
    except CredentialsRejected as exc:
        await anyio.to_thread.run_sync(_needs_reauth, mailbox, account_id, exc.message)
        raise
    except MailboxServiceError as exc:
        await anyio.to_thread.run_sync(_failed, mailbox, account_id, exc.message)
        raise


async def _pass(mailbox: Mailbox, access: AccountAccess) -> int:
    connector = mailbox.connector
    protocol = "pop3" if access.provider == "pop3" else "imap"
    with connector.errors(protocol, access.settings):
        if access.provider == "pop3":
            inbox = connector.pop3(access.settings, access.secrets, account_id=access.account_id)
            return await pop3_pass(mailbox.db, inbox, access.account_id)
        async with connector.imap(access.settings, access.secrets) as provider:
            return await sync_pass(mailbox.db, provider, access.account_id)


def _needs_reauth(mailbox: Mailbox, account_id: str, reason: str) -> None:
    with mailbox.db.session() as session:
        mark_needs_reauth(session, account_id, reason)


def _failed(mailbox: Mailbox, account_id: str, reason: str) -> None:
    with mailbox.db.session() as session:
        record_failure(session, account_id, reason[:300])
