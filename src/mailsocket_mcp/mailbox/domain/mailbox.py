"""``Mailbox``: what one service process holds (settings, database, vault, how it reaches
mail servers and webhook receivers)."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from ..data.database import Database
from ..data.vault import Vault, VaultState
from ..settings import MailboxSettings
from .connection import Connector
from .discovery import Discoverer
from .service_log import LogRing
from .webhook_targets import TargetPolicy

__all__ = ["Mailbox", "open_mailbox"]

log = logging.getLogger("mailsocket_mcp.mailbox")


@dataclass
class Mailbox:
    settings: MailboxSettings
    db: Database
    vault: Vault
    connector: Connector
    discoverer: Discoverer
    webhook_targets: TargetPolicy = field(default_factory=TargetPolicy)
    recovery_key: str | None = None  # set once, when this process made the master key
    log_ring: LogRing | None = None  # the service log's last records (``serve`` installs it)

    def close(self) -> None:
        self.db.dispose()


def open_mailbox(settings: MailboxSettings, *, migrate: bool, initialise: bool) -> Mailbox:
    """The database migrated (``migrate``), the vault opened, and made on a first run
    (``initialise``): its recovery key is then in ``recovery_key``, to be shown once.

    A wrong or missing master key leaves the vault locked (``vault.why`` says why); the
    service still starts, and what needs the vault answers 503 ``vault_locked``.
    """
    if settings.uses_sqlite:
        settings.data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
    db = Database(settings.db_url)
    if migrate:
        db.migrate()
    with db.exclusive() as session:  # two processes starting at once make one vault
        vault = Vault.open(settings, session)
        recovery = None
        if initialise and vault.state is VaultState.UNINITIALISED:
            recovery = vault.initialise(session)
    if vault.state is VaultState.LOCKED:
        log.warning("mailbox vault locked: %s", vault.why)
    return Mailbox(
        settings=settings,
        db=db,
        vault=vault,
        connector=Connector.from_settings(settings),
        discoverer=Discoverer(),
        webhook_targets=TargetPolicy(allow_local=settings.webhooks_allow_local),
        recovery_key=recovery,
    )
