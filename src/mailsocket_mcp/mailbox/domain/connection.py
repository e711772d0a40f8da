"""An account's provider, built from its stored settings and its credentials opened from the
vault for this use only (the password is never logged nor kept), and the account's status."""

from __future__ import annotations

import logging

from sqlalchemy.orm import Session

from ..data.models import AccountRow
from ..data.providers import Credentials, Endpoint, ImapProvider, Security
from ..data.vault import Vault
from ..errors import NotFound, NotSupported
from .accounts import credentials_of

__all__ = ["NEEDS_REAUTH", "mark_needs_reauth", "provider_for"]

log = logging.getLogger("mailsocket_mcp.mailbox.sync")

NEEDS_REAUTH = "needs_reauth"


def provider_for(
    session: Session, vault: Vault, account_id: str, *, timeout: float
) -> ImapProvider:
    """A provider for the account, not connected yet (``async with`` logs in).

    Raises:
        NotFound: no such account.
        NotSupported: the account is not IMAP (POP3 has no folders to index yet).
        VaultLocked, CredentialUnreadable: the password cannot be opened.
    """
    row = session.get(AccountRow, account_id)
    if row is None:
        raise NotFound(f"no account {account_id!r}")
    if row.provider != "imap":
        raise NotSupported(f"reading {row.provider} accounts is not built yet (imap is)")
    password = ""
    for credential in credentials_of(session, account_id):
        if credential.field == "password":
            password = vault.open_credential(row, credential)
    settings = row.settings
    endpoint = Endpoint(
        host=str(settings["host"]),
        port=int(settings["port"]),
        security=Security(settings.get("security", "tls")),
        timeout=timeout,
    )
    username = str(settings.get("username") or row.email)
    return ImapProvider(endpoint, Credentials(username, password))


def mark_needs_reauth(session: Session, account_id: str, reason: str) -> None:
    """The server refused the stored credentials: say so on the account and stop syncing it
    until someone gives new ones (``update_account``). ``reason`` is safe text, logged."""
    row = session.get(AccountRow, account_id)
    if row is None:
        return
    row.status = NEEDS_REAUTH
    log.warning("account %s needs new credentials: %s", account_id, reason)
