"""Reaching an account's mail servers: the one module that builds provider connections.

:class:`Connector` (one per service process, from the settings) makes every IMAP, POP3 and
SMTP connection the service opens, with the same bound on connecting and on each command
(``MAILBOX_CONNECT_TIMEOUT``), the same trusted authorities (``MAILBOX_TLS_CA_FILE``) and the
same error translation (:func:`~.provider_errors.provider_errors`):

Every connection goes to the address the host rules (:mod:`.hosts`) checked for it, not to
a second lookup of the name (``Endpoint.pin``); TLS still checks the name.

- :meth:`Connector.verify`: logging in with the settings a request brings, before an account
  is stored and when someone asks again. An IMAP account logs in to IMAP, a POP3 account to
  POP3, and either to SMTP too when its settings name an ``smtp_host``; what the servers offer
  becomes the account's capabilities, by the contract's names.
- :func:`access_of` (or :func:`imap_access` by id) then :meth:`Connector.imap` /
  :meth:`Connector.smtp`: a stored account's servers (sending and its copy in Sent, the sync
  workers, reading a message). Credentials are opened from the vault per use and
  live only in the adapter that logs in with them (their ``repr`` never shows them). SMTP logs
  in with ``smtp_username`` / ``smtp_password`` where the account has them, else with the
  IMAP login.

The domain is synchronous (one database session per request, on a worker thread) and the
providers are asynchronous: :meth:`Connector.verify_blocking` is the one bridge, running the
check on an event loop of its own in the calling thread.
"""

from __future__ import annotations

import contextlib
import functools
import ssl
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
from sqlalchemy.orm import Session

from ..data.models import AccountRow
from ..data.providers import (
    Capability,
    Credentials,
    Endpoint,
    ImapProvider,
    Pop3Provider,
    Security,
    SmtpSender,
)
from ..data.vault import Vault
from ..errors import MailboxServiceError, NotFound, NotSupported
from ..settings import MailboxSettings
from .accounts import open_credentials, raise_disabled
from .hosts import HostPolicy
from .provider_errors import provider_errors

__all__ = ["AccountAccess", "Connector", "access_of", "contract_capabilities", "imap_access"]

# The contract's capability names that each provider capability brings.
_CONTRACT_NAMES: dict[Capability, tuple[str, ...]] = {
    Capability.FLAGS: ("read_state", "stars", "keywords"),
    Capability.FOLDERS: ("folders", "trash", "purge"),
    Capability.MOVE: ("move",),
    Capability.SEARCH: ("search",),
    Capability.DRAFTS: ("drafts",),
    Capability.SEND: ("send",),
    Capability.IDLE: ("push",),
    Capability.CONDSTORE: ("external_changes",),
}
_SMTP_PORTS = {Security.TLS: 465, Security.STARTTLS: 587, Security.NONE: 25}


def contract_capabilities(provider: str, capabilities: frozenset[Capability]) -> list[str]:
    """The account's ``capabilities`` as the contract names them, sorted."""
    names = {name for cap in capabilities for name in _CONTRACT_NAMES.get(cap, ())}
    if Capability.SEND in capabilities and Capability.DRAFTS in capabilities:
        names.add("sent_copy")  # a sent message can be appended to Sent
    if provider == "pop3":
        names.add("purge")  # POP3 deletes for good
    return sorted(names)


@dataclass(frozen=True)
class AccountAccess:
    """What it takes to reach one stored account's servers, read from the database in one go."""

    account_id: str
    provider: str
    email: str
    display_name: str | None
    settings: Mapping[str, Any]
    secrets: Mapping[str, str] = field(repr=False)


def imap_access(session: Session, vault: Vault, account_id: str) -> AccountAccess:
    """:func:`access_of` for an IMAP account by id (to sync it, to read a message from it).

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
    return access_of(session, vault, row)


def access_of(session: Session, vault: Vault, account: AccountRow) -> AccountAccess:
    """The account's settings and its credentials, opened: what every connection to a stored
    account's servers starts from.

    Raises:
        AccountDisabled: the account is disabled (nothing connects to it).
        VaultLocked: the master key is missing or wrong.
        CredentialUnreadable: a credential does not decrypt.
    """
    if account.disabled:
        raise_disabled(account)
    return AccountAccess(
        account_id=account.id,
        provider=account.provider,
        email=account.email,
        display_name=account.display_name,
        settings=dict(account.settings),
        secrets=open_credentials(session, vault, account),
    )


@dataclass(frozen=True, kw_only=True)
class Connector:
    """How this service process reaches mail servers."""

    timeout: float
    hosts: HostPolicy = field(default_factory=HostPolicy)
    ssl_context: ssl.SSLContext | None = field(default=None, repr=False)

    @classmethod
    def from_settings(cls, settings: MailboxSettings) -> Connector:
        return cls(
            timeout=settings.connect_timeout,
            hosts=HostPolicy(allow_private=settings.allow_private_hosts),
            ssl_context=_tls_context(settings.tls_ca_file),
        )

    def verify_blocking(
        self, provider: str, settings: Mapping[str, Any], credentials: Mapping[str, str]
    ) -> list[str]:
        """:meth:`verify` from synchronous code (a thread without a running event loop)."""
        check = functools.partial(self.verify, provider, settings, credentials)
        return anyio.run(check)

    async def verify(
        self, provider: str, settings: Mapping[str, Any], credentials: Mapping[str, str]
    ) -> list[str]:
        """Log in to every server the settings name; answer the account's capabilities.

        Raises:
            InvalidSettings: a host the service may not reach (nothing was sent to it).
            CredentialsRejected: a server refused the login.
            ProviderUnavailable: a server could not be reached, timed out, or failed TLS.
        """
        await self.hosts.check(
            settings["host"], settings["port"], settings["security"], setting="host"
        )
        if "smtp_host" in settings:
            await self.hosts.check(
                settings["smtp_host"],
                settings["smtp_port"],
                settings["smtp_security"],
                setting="smtp_host",
            )
        sender = self.smtp(settings, credentials)
        with self.errors(provider, settings):
            if provider == "pop3":
                login = _login(settings, credentials)
                inbox = Pop3Provider(self._endpoint(settings, ""), login, sender=sender)
                await inbox.verify()
                found = inbox.capabilities
            else:
                async with self.imap(settings, credentials) as imap:
                    found = imap.capabilities
        if sender is not None:
            with self.errors("smtp", settings):
                await sender.verify()
        return contract_capabilities(provider, found)

    def imap(self, settings: Mapping[str, Any], credentials: Mapping[str, str]) -> ImapProvider:
        """The IMAP mailbox the settings name, not connected yet (``async with`` logs in)."""
        return ImapProvider(
            self._endpoint(settings, ""),
            _login(settings, credentials),
            sender=self.smtp(settings, credentials),
        )

    def smtp(
        self, settings: Mapping[str, Any], credentials: Mapping[str, str]
    ) -> SmtpSender | None:
        """The SMTP server the settings name, None without an ``smtp_host``."""
        if not settings.get("smtp_host"):
            return None
        login = Credentials(
            str(settings.get("smtp_username") or settings["username"]),
            credentials.get("smtp_password") or credentials["password"],
        )
        return SmtpSender(self._endpoint(settings, "smtp_"), login)

    def errors(
        self,
        protocol: str,
        settings: Mapping[str, Any],
        *,
        refusal: Callable[[str], MailboxServiceError] | None = None,
    ) -> contextlib.AbstractContextManager[None]:
        """:func:`~.provider_errors.provider_errors` naming the ``protocol``'s server."""
        prefix = "smtp_" if protocol == "smtp" else ""
        server = f"the {protocol.upper()} server {settings[prefix + 'host']}"
        return provider_errors(server, timeout=self.timeout, refusal=refusal)

    def _endpoint(self, settings: Mapping[str, Any], prefix: str) -> Endpoint:
        """The server the settings name, pinned: each connection checks the host's addresses
        again (:meth:`HostPolicy.pin`) and goes to the address that passed."""
        security = Security(settings.get(f"{prefix}security", "tls"))
        host = str(settings[f"{prefix}host"])
        port = int(settings.get(f"{prefix}port") or _SMTP_PORTS[security])
        pin = functools.partial(self.hosts.pin, host, port, security.value, setting=prefix + "host")
        return Endpoint(
            host=host,
            port=port,
            security=security,
            timeout=self.timeout,
            ssl_context=self.ssl_context,
            pin=pin,
        )


def _login(settings: Mapping[str, Any], credentials: Mapping[str, str]) -> Credentials:
    return Credentials(str(settings["username"]), credentials.get("password", ""))


def _tls_context(ca_file: Path | None) -> ssl.SSLContext | None:
    if ca_file is None:
        return None
    context = ssl.create_default_context()
    context.load_verify_locations(cafile=str(ca_file))
    return context
