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
- :func:`access_of` (or :func:`account_access` / :func:`imap_access` by id) then
  :meth:`Connector.imap` / :meth:`Connector.pop3` / :meth:`Connector.smtp`: a stored account's
  servers (sending and its copy in Sent, the sync
  workers, reading a message). Credentials are opened from the vault per use and
  live only in the adapter that logs in with them (their ``repr`` never shows them). SMTP logs
  in with ``smtp_username`` / ``smtp_password`` where the account has them, else with the
  IMAP login. An OAuth account (``gmail``, ``microsoft``: IMAP and SMTP with XOAUTH2) gets an
  access token refreshed before it runs out (:mod:`.oauth_tokens`) whenever its access is
  built.

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
from typing import Any, Protocol

import anyio
from sqlalchemy.orm import Session

from ..data.models import AccountRow
from ..data.oauth_client import OAuthClient
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
from ..oauth_apps import OAuthApps
from ..settings import MailboxSettings
from .accounts import open_credentials, raise_disabled
from .hosts import HostPolicy
from .oauth_tokens import OAUTH_PROVIDERS, fresh_access_token
from .provider_errors import provider_errors

__all__ = [
    "IMAP_PROVIDERS",
    "POP3_ONLY_INBOX",
    "SYNCED_PROVIDERS",
    "AccountAccess",
    "Connector",
    "Reach",
    "access_of",
    "account_access",
    "contract_capabilities",
    "imap_access",
]

# Accounts whose mail is on an IMAP server (the OAuth ones log in with XOAUTH2).
IMAP_PROVIDERS = ("imap", *OAUTH_PROVIDERS)
# Accounts the sync workers keep in the index (IMAP folders, or a POP3 inbox by UIDL).
SYNCED_PROVIDERS = (*IMAP_PROVIDERS, "pop3")

POP3_ONLY_INBOX = (
    "a POP3 account has its inbox only: folders, moving messages, keywords and drafts need "
    "an IMAP account"
)

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
        # POP3 deletes for good; read and starred are kept in the index (``pop3_inbox.py``).
        names.update(("purge", "read_state", "stars"))
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


class Reach(Protocol):
    """What building an account's access takes (the process's ``Mailbox`` has it)."""

    @property
    def vault(self) -> Vault: ...

    @property
    def connector(self) -> Connector: ...


def account_access(session: Session, reach: Reach, account_id: str) -> AccountAccess:
    """:func:`access_of` for an account by id, IMAP (OAuth ones too) or POP3.

    Raises:
        NotFound: no such account.
        As :func:`access_of`.
    """
    row = session.get(AccountRow, account_id)
    if row is None:
        raise NotFound(f"no account {account_id!r}")
    return access_of(session, reach, row)


def imap_access(session: Session, reach: Reach, account_id: str) -> AccountAccess:
    """:func:`account_access` for what needs folders on the server (folders, moves, drafts).

    Raises:
        NotFound: no such account.
        NotSupported: a POP3 account.
        As :func:`access_of`.
    """
    access = account_access(session, reach, account_id)
    if access.provider not in IMAP_PROVIDERS:
        raise NotSupported(POP3_ONLY_INBOX)
    return access


def access_of(session: Session, reach: Reach, account: AccountRow) -> AccountAccess:
    """The account's settings and its credentials, opened (an OAuth account's access token
    refreshed first where it runs out soon).

    Raises:
        AccountDisabled: the account is disabled (nothing connects to it).
        VaultLocked: the master key is missing or wrong.
        CredentialUnreadable: a credential does not decrypt.
        CredentialsRejected: an OAuth account needs to be signed in again.
        ProviderUnavailable: an OAuth provider's token endpoint failed.
    """
    if account.disabled:
        raise_disabled(account)
    return AccountAccess(
        account_id=account.id,
        provider=account.provider,
        email=account.email,
        display_name=account.display_name,
        settings=dict(account.settings),
        secrets=reach.connector.secrets(session, reach.vault, account),
    )


@dataclass(frozen=True, kw_only=True)
class Connector:
    """How this service process reaches mail servers."""

    timeout: float
    hosts: HostPolicy = field(default_factory=HostPolicy)
    ssl_context: ssl.SSLContext | None = field(default=None, repr=False)
    oauth: OAuthApps = field(default_factory=OAuthApps)
    # One POP3 session at a time per account in this process (POP3 servers lock the maildrop).
    _pop3_turns: dict[str, anyio.Lock] = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def from_settings(cls, settings: MailboxSettings) -> Connector:
        return cls(
            timeout=settings.connect_timeout,
            hosts=HostPolicy(allow_private=settings.allow_private_hosts),
            ssl_context=_tls_context(settings.tls_ca_file),
            oauth=settings.oauth,
        )

    @property
    def oauth_client(self) -> OAuthClient:
        """Speaks to the OAuth providers' endpoints, with the same bound as mail servers."""
        return OAuthClient(timeout=self.timeout)

    def secrets(self, session: Session, vault: Vault, account: AccountRow) -> dict[str, str]:
        """What logs in to the account's servers: its stored credentials, or for an OAuth
        account ``{"access_token": ...}``, refreshed where it runs out soon.

        Raises:
            As :func:`access_of`.
        """
        if account.provider in OAUTH_PROVIDERS:
            token = fresh_access_token(session, vault, self.oauth, self.oauth_client, account)
            return {"access_token": token}
        return open_credentials(session, vault, account)

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
                inbox = self.pop3(settings, credentials)
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

    def pop3(
        self,
        settings: Mapping[str, Any],
        credentials: Mapping[str, str],
        *,
        account_id: str | None = None,
    ) -> Pop3Provider:
        """The POP3 inbox the settings name (each operation logs in and QUITs); the sessions
        of one stored ``account_id`` take turns, whoever opens them."""
        turn = None
        if account_id is not None:
            turn = self._pop3_turns.setdefault(account_id, anyio.Lock())
        return Pop3Provider(
            self._endpoint(settings, ""),
            _login(settings, credentials),
            sender=self.smtp(settings, credentials),
            turn=turn,
        )

    def smtp(
        self, settings: Mapping[str, Any], credentials: Mapping[str, str]
    ) -> SmtpSender | None:
        """The SMTP server the settings name, None without an ``smtp_host``."""
        if not settings.get("smtp_host"):
            return None
        username = str(settings.get("smtp_username") or settings["username"])
        if "access_token" in credentials:
            login = Credentials(username, credentials["access_token"], xoauth2=True)
        else:
            login = Credentials(
                username, credentials.get("smtp_password") or credentials["password"]
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
    if "access_token" in credentials:
        return Credentials(str(settings["username"]), credentials["access_token"], xoauth2=True)
    return Credentials(str(settings["username"]), credentials.get("password", ""))


def _tls_context(ca_file: Path | None) -> ssl.SSLContext | None:
    if ca_file is None:
        return None
    context = ssl.create_default_context()
    context.load_verify_locations(cafile=str(ca_file))
    return context
