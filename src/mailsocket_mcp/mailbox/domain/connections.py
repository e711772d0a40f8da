"""An account's servers as provider adapters: endpoints from its settings, secrets from the vault.

Credentials are opened per use and live only in the adapter that logs in with them (their
``repr`` never shows them). SMTP logs in with ``smtp_username`` / ``smtp_password`` where the
account has them, else with the IMAP login.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.orm import Session

from ..data.models import AccountRow
from ..data.providers import Credentials, Endpoint, ImapProvider, Security, SmtpSender
from ..data.vault import Vault
from ..errors import NotSupported
from .accounts import credentials_of

__all__ = ["AccountAccess", "access_of"]

SMTP_PORTS = {Security.TLS: 465, Security.STARTTLS: 587, Security.NONE: 25}


@dataclass(frozen=True)
class AccountAccess:
    """What it takes to reach one account's servers, read from the database in one go."""

    account_id: str
    provider: str
    email: str
    display_name: str | None
    settings: Mapping[str, Any]
    secrets: Mapping[str, str] = field(repr=False)

    def smtp_sender(self) -> SmtpSender:
        """Raises: NotSupported: the account names no SMTP server."""
        host = self.settings.get("smtp_host")
        if not host:
            raise NotSupported(
                "this account has no SMTP server to send with: set smtp_host, smtp_port and "
                "smtp_security (PATCH /v1/accounts/{id})"
            )
        security = Security(self.settings.get("smtp_security", "tls"))
        endpoint = Endpoint(
            host=str(host),
            port=int(self.settings.get("smtp_port") or SMTP_PORTS[security]),
            security=security,
        )
        username = str(self.settings.get("smtp_username") or self.settings.get("username"))
        password = self.secrets.get("smtp_password") or self.secrets.get("password", "")
        return SmtpSender(endpoint, Credentials(username, password))

    def imap_provider(self) -> ImapProvider | None:
        """The account's IMAP mailbox, None for an account without folders (POP3)."""
        if self.provider != "imap":
            return None
        endpoint = Endpoint(
            host=str(self.settings["host"]),
            port=int(self.settings["port"]),
            security=Security(self.settings.get("security", "tls")),
        )
        username = str(self.settings.get("username") or self.email)
        return ImapProvider(endpoint, Credentials(username, self.secrets.get("password", "")))


def access_of(session: Session, vault: Vault, account: AccountRow) -> AccountAccess:
    """The account's settings and its credentials, opened.

    Raises:
        VaultLocked: the master key is missing or wrong.
        CredentialUnreadable: a credential does not decrypt.
    """
    rows = credentials_of(session, account.id)
    secrets = {row.field: vault.open_credential(account, row) for row in rows}
    return AccountAccess(
        account_id=account.id,
        provider=account.provider,
        email=account.email,
        display_name=account.display_name,
        settings=dict(account.settings),
        secrets=secrets,
    )
