"""The inbox bridge: the sandbox's inbox engine (store, mailroom, waits) fed from real accounts.

One inbox engine, two feeds: the sandbox fills its inboxes from SMTP, the bridge from the sync.
Its inboxes belong to users of the service (the engine's "account" is the user id), and their
addresses are on the real domain of an inbox source the user may read (``inbox_sources.py``).

After every IMAP pass of an inbox source (:meth:`InboxBridge.after_pass`, called by the sync
worker with its open connection), the messages the pass added to the INBOX since the account's
mark (``inbox_source_fed``, a point in the change feed) are read whole, their Delivered-To,
X-Original-To, To and Cc matched against the bridge's live inboxes, and each match goes through
the mailroom (parse, extract the code and link, stamp, store, wake the waits), but only for
an owner who may still read the account. Then the mark moves on. A message is named after
itself and its inbox, so one offered twice (the process stopped between the two steps) is
stored once. What a restart keeps: the inboxes and their mail (the engine's SQLite file in the
data folder), and the mark (the database), so mail that arrived while the service was down is
handed on by the first pass after it starts, as long as the feed still holds it.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import timedelta
from email.parser import BytesHeaderParser
from email.policy import compat32
from email.utils import getaddresses

import anyio
from sqlalchemy import select
from sqlalchemy.orm import Session

from mailsocket_mcp.sandbox.api.routes import MAX_MAIL_BYTES
from mailsocket_mcp.sandbox.errors import Conflict
from mailsocket_mcp.sandbox.retention import sweep, sweep_periodically
from mailsocket_mcp.sandbox.services import SandboxServices
from mailsocket_mcp.sandbox.settings import SandboxSettings
from mailsocket_mcp.sandbox.storage.sqlite import SqliteStore
from mailsocket_mcp.sandbox.storage.store import Inbox
from mailsocket_mcp.sandbox.timeline import Timeline

from ..data.index import CREATED, newest_change
from ..data.models import AccountRow, ChangeRow, FolderRow, MessageRow
from ..data.providers import Provider, ServerRefused
from .inbox_sources import SourceAccount, readable_sources, reader_may_read, source_of
from .mailbox import Mailbox
from .records import now

__all__ = ["BRIDGE_FILE", "InboxBridge", "Offer"]

log = logging.getLogger("mailsocket_mcp.mailbox.inbox_bridge")

BRIDGE_FILE = "inbox-bridge.sqlite3"
# The engine's own domain: only its sample mail (``send_test_code``) is "from" it.
ENGINE_DOMAIN = "inbox-bridge.invalid"
RECIPIENT_HEADERS = ("Delivered-To", "X-Original-To", "To", "Cc")
# Messages read per pass at most: a first pass over a busy inbox is spread over several.
BATCH = 200


@dataclass(frozen=True)
class Offer:
    """A message a pass added to an inbox source's INBOX, to be matched."""

    seq: int
    index_id: str
    folder: str
    uid: int


@dataclass(frozen=True)
class _Pending:
    source: SourceAccount
    offers: list[Offer]
    mark: int  # where the account's mark goes once these are handed on


class InboxBridge:
    """The bridge of one service process: ``services`` is the inbox engine the ``/api/v1``
    routes run on; :meth:`run` sweeps it (expiry, retention) until cancelled; :meth:`close`."""

    def __init__(self, mailbox: Mailbox, settings: SandboxSettings | None = None) -> None:
        self.mailbox = mailbox
        self.settings = settings or SandboxSettings(
            domain=ENGINE_DOMAIN, db_path=str(mailbox.settings.data_dir / BRIDGE_FILE)
        )
        assert self.settings.db_path is not None
        # On PostgreSQL nothing else may have made the data folder yet.
        mailbox.settings.data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
        store = SqliteStore(self.settings.db_path)
        timeline = Timeline()
        timeline.resume_after(store.newest_received_at())
        self.services = SandboxServices.build(
            self.settings, store, timeline, owns_store=True, new_address=self._new_address
        )
        self.handed_on = 0  # messages stored in an inbox, for tests and the log

    def close(self) -> None:
        """End the waits still held (they answer as at shutdown) and close the store."""
        self.services.interrupts.interrupt_all()
        self.services.store.close()

    async def run(self) -> None:
        sweep(self.services)
        await sweep_periodically(self.services)

    def _new_address(self, owner: str) -> str:
        """A fresh address on the first inbox source (by address) the owner may read.

        Raises:
            Conflict: ``no_inbox_source`` when there is none.
        """
        with self.mailbox.db.session() as session:
            sources = readable_sources(session, owner)
        if not sources:
            raise Conflict(
                "No inbox source for this token: an admin marks an account you may read with "
                'PATCH /v1/accounts/{id} {"inbox_source": {"mode": "plus"}} (or "catch_all" '
                "with a domain).",
                code="no_inbox_source",
            )
        first = sources[0]
        return first.source.new_address(first.email)

    async def after_pass(self, account_id: str, provider: Provider) -> None:
        """Hand the account's new INBOX mail to the inboxes it is addressed to (see the module).

        Raises:
            ProviderError: the server failed while a message was read (the mark stays, so the
                next pass offers it again).
        """
        pending = await anyio.to_thread.run_sync(self._pending, account_id)
        if pending is None:
            return
        for offer in pending.offers:
            try:
                raw = await provider.fetch_raw(offer.folder, offer.uid)
            except ServerRefused:  # gone since the pass (moved, expunged): nothing to hand on
                continue
            inboxes = self._addressed(pending.source, raw)
            if not inboxes:
                continue
            owners = {inbox.account for inbox in inboxes}
            allowed = await anyio.to_thread.run_sync(self._readers, owners, account_id)
            for inbox in inboxes:
                if inbox.account in allowed:
                    self._hand_on(inbox, offer, raw)
        await anyio.to_thread.run_sync(self._mark, account_id, pending.mark)

    def _pending(self, account_id: str) -> _Pending | None:
        with self.mailbox.db.session() as session:
            row = session.get(AccountRow, account_id)
            source = source_of(row) if row is not None else None
            if row is None or source is None or row.disabled:
                return None
            mark = row.inbox_source_fed or 0
            newest = newest_change(session, account_id)
            if newest <= mark:
                return None
            offers = _offers(session, account_id, mark, newest, self._oldest_kept())
            if len(offers) == BATCH:
                newest = offers[-1].seq
            return _Pending(SourceAccount(row.id, row.email, source), offers, newest)

    def _oldest_kept(self) -> timedelta | None:
        hours = self.settings.retention_hours
        return timedelta(hours=hours) if hours > 0 else None

    def _addressed(self, source: SourceAccount, raw: bytes) -> list[Inbox]:
        """The live inboxes the mail is addressed to (each once), in header order. Where the
        delivery headers (Delivered-To, X-Original-To) name addresses of the source, only
        those: a mail to two inboxes arrives as one copy per recipient, each for its own."""
        headers = BytesHeaderParser(policy=compat32).parsebytes(raw)
        found: dict[str, Inbox] = {}
        covered = {
            name: [
                address
                for _, address in getaddresses([str(v) for v in headers.get_all(name, [])])
                if source.source.covers(source.email, address)
            ]
            for name in RECIPIENT_HEADERS
        }
        envelope = [*covered["Delivered-To"], *covered["X-Original-To"]]
        for address in envelope or [*covered["To"], *covered["Cc"]]:
            inbox = self.services.inbox_at(address)
            if inbox is not None and not inbox.disabled:
                found.setdefault(inbox.id, inbox)
        return list(found.values())

    def _readers(self, owners: Iterable[str], account_id: str) -> set[str]:
        with self.mailbox.db.session() as session:
            return {owner for owner in owners if reader_may_read(session, owner, account_id)}

    def _hand_on(self, inbox: Inbox, offer: Offer, raw: bytes) -> None:
        digest = hashlib.sha256(f"{offer.index_id}/{inbox.id}".encode()).hexdigest()[:24]
        message_id = f"msg_{digest}"
        if self.services.store.get_message(inbox.account, message_id) is not None:
            return  # handed on before a restart, the mark not yet moved
        self.services.mailroom.deliver_raw(inbox, raw, message_id=message_id)
        self.handed_on += 1

    def _mark(self, account_id: str, mark: int) -> None:
        with self.mailbox.db.session() as session:
            row = session.get(AccountRow, account_id)
            if row is not None and row.inbox_source_mode is not None:
                row.inbox_source_fed = max(row.inbox_source_fed or 0, mark)


def _offers(
    session: Session, account_id: str, after: int, upto: int, window: timedelta | None
) -> list[Offer]:
    """The INBOX messages created in the feed after ``after`` (up to ``upto``), oldest first;
    none older than ``window`` (the bridge would prune them at once) or too large to store."""
    query = (
        select(ChangeRow.seq, MessageRow.id, FolderRow.name, MessageRow.uid)
        .join(MessageRow, MessageRow.id == ChangeRow.message_id)
        .join(FolderRow, FolderRow.id == MessageRow.folder_id)
        .where(
            ChangeRow.account_id == account_id,
            ChangeRow.seq > after,
            ChangeRow.seq <= upto,
            ChangeRow.type == CREATED,
            FolderRow.name == "INBOX",
            MessageRow.size <= MAX_MAIL_BYTES,
        )
        .order_by(ChangeRow.seq)
        .limit(BATCH)
    )
    if window is not None:
        query = query.where(MessageRow.received >= now() - window)
    return [Offer(seq, index_id, name, uid) for seq, index_id, name, uid in session.execute(query)]
