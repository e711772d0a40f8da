"""Logging in to an account's servers: before it is stored, and when someone asks again.

An IMAP account logs in to IMAP, a POP3 account to POP3, and either logs in to SMTP too when
its settings name an ``smtp_host``: a login that fails there fails the whole check. What the
servers offer becomes the account's capabilities, by the contract's names. Each connection
and each command is bounded by ``timeout``, so a server that hangs is an error in seconds.

The domain is synchronous (one database session per request, on a worker thread) and the
providers are asynchronous: :meth:`Connector.verify_blocking` is the one bridge, running the
check on an event loop of its own in the calling thread.
"""

from __future__ import annotations

import contextlib
import functools
import ssl
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio

from ..data.providers import (
    AuthenticationFailed,
    Capability,
    Credentials,
    Endpoint,
    ImapProvider,
    Pop3Provider,
    ProviderError,
    ProviderTimeout,
    Security,
    SmtpSender,
)
from ..errors import CredentialsRejected, ProviderUnavailable
from ..settings import MailboxSettings
from .hosts import HostPolicy

__all__ = ["Connector", "contract_capabilities"]

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


def contract_capabilities(provider: str, capabilities: frozenset[Capability]) -> list[str]:
    """The account's ``capabilities`` as the contract names them, sorted."""
    names = {name for cap in capabilities for name in _CONTRACT_NAMES.get(cap, ())}
    if Capability.SEND in capabilities and Capability.DRAFTS in capabilities:
        names.add("sent_copy")  # a sent message can be appended to Sent
    if provider == "pop3":
        names.add("purge")  # POP3 deletes for good
    return sorted(names)


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
        sender = None
        if "smtp_host" in settings:
            await self.hosts.check(
                settings["smtp_host"],
                settings["smtp_port"],
                settings["smtp_security"],
                setting="smtp_host",
            )
            sender = SmtpSender(
                self._endpoint(settings, "smtp_"),
                Credentials(
                    settings.get("smtp_username", settings["username"]),
                    credentials.get("smtp_password", credentials["password"]),
                ),
            )
        login = Credentials(settings["username"], credentials["password"])
        endpoint = self._endpoint(settings, "")
        with _translated(provider, settings, self.timeout):
            if provider == "pop3":
                inbox = Pop3Provider(endpoint, login, sender=sender)
                await inbox.verify()
                found = inbox.capabilities
            else:
                async with ImapProvider(endpoint, login, sender=sender) as imap:
                    found = imap.capabilities
        if sender is not None:
            with _translated("smtp", settings, self.timeout):
                await sender.verify()
        return contract_capabilities(provider, found)

    def _endpoint(self, settings: Mapping[str, Any], prefix: str) -> Endpoint:
        return Endpoint(
            host=settings[f"{prefix}host"],
            port=settings[f"{prefix}port"],
            security=Security(settings[f"{prefix}security"]),
            timeout=self.timeout,
            ssl_context=self.ssl_context,
        )


@contextlib.contextmanager
def _translated(protocol: str, settings: Mapping[str, Any], timeout: float) -> Iterator[None]:
    """Provider failures as the service's errors, naming the server (the one place)."""
    prefix = "smtp_" if protocol == "smtp" else ""
    server = f"the {protocol.upper()} server {settings[prefix + 'host']}"
    try:
        yield
    except AuthenticationFailed as exc:
        raise CredentialsRejected(f"{server} refused the username or password") from exc
    except ProviderTimeout as exc:
        raise ProviderUnavailable(f"{server} did not answer within {timeout:g} s") from exc
    except ProviderError as exc:
        raise ProviderUnavailable(f"{server}: {exc.public_message}") from exc


def _tls_context(ca_file: Path | None) -> ssl.SSLContext | None:
    if ca_file is None:
        return None
    context = ssl.create_default_context()
    context.load_verify_locations(cafile=str(ca_file))
    return context
