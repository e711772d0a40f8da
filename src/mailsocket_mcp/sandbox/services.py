"""Everything one sandbox instance holds, built once per app (no module-level state)."""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from .errors import NotFound
from .faults import FaultInjector
from .mailroom import Mailroom, new_id
from .quotas import TestCodeQuota
from .settings import SandboxSettings
from .storage.store import Inbox, Message, Store
from .timeline import Timeline
from .waits import InboxSignals, Interrupts, WaitSlots

__all__ = ["STREAMS_PER_KEY", "STREAMS_TOTAL", "AddressMaker", "SandboxServices"]

# Account -> a fresh candidate address for a new inbox of that account (it may raise an
# ``ApiError`` the client sees, e.g. when that account may have no address at all).
AddressMaker = Callable[[str], str]

# Live streams of the web page: a few tabs per key, and a bound for the process.
STREAMS_PER_KEY = 8
STREAMS_TOTAL = 64


@dataclass(frozen=True, kw_only=True)
class SandboxServices:
    """The per-instance parts the routes share. Only touched from the event loop,
    except ``store``, ``slots`` and ``faults``, which are thread-safe.

    ``signals`` wakes the waiters of one inbox; ``activity`` wakes the watchers of one
    account (keyed by account id) whenever its inboxes or their mail change, and
    ``streams`` counts those watchers (the web page's live streams) against their caps.

    ``owns_store`` is True when the sandbox opened the store itself and so closes it
    when it stops; a store a caller passed in stays the caller's to close.

    ``new_address`` makes a new inbox's address; None (the sandbox itself): random at
    ``settings.domain``. Another host of this inbox engine (the mailbox service's inbox
    bridge) hands out addresses on real domains through it.
    """

    settings: SandboxSettings
    store: Store
    timeline: Timeline
    signals: InboxSignals
    activity: InboxSignals
    slots: WaitSlots
    streams: WaitSlots
    quota: TestCodeQuota
    mailroom: Mailroom
    interrupts: Interrupts
    faults: FaultInjector | None
    owns_store: bool = False
    new_address: AddressMaker | None = None

    @classmethod
    def build(
        cls,
        settings: SandboxSettings,
        store: Store,
        timeline: Timeline,
        *,
        owns_store: bool,
        new_address: AddressMaker | None = None,
    ) -> SandboxServices:
        signals = InboxSignals()
        activity = InboxSignals()
        return cls(
            owns_store=owns_store,
            new_address=new_address,
            settings=settings,
            store=store,
            timeline=timeline,
            signals=signals,
            activity=activity,
            slots=WaitSlots(per_key=settings.per_key_wait_limit, total=settings.global_wait_limit),
            streams=WaitSlots(per_key=STREAMS_PER_KEY, total=STREAMS_TOTAL),
            quota=TestCodeQuota(
                per_inbox=settings.test_code_per_inbox_per_hour,
                per_account=settings.test_code_per_account_per_hour,
            ),
            mailroom=Mailroom(store, timeline, signals, domain=settings.domain, activity=activity),
            interrupts=Interrupts(),
            faults=FaultInjector() if settings.enable_faults else None,
        )

    def create_inbox(
        self, account: str, label: str | None, *, expires_at: datetime | None = None
    ) -> Inbox:
        """A new inbox with a fresh, unused address (at the sandbox domain unless
        ``new_address`` says otherwise).

        From ``expires_at`` on, the inbox reads as deleted and the next sweep removes it.

        Raises:
            ApiError: whatever ``new_address`` raises (the sandbox's own never does).
        """
        while True:
            if self.new_address is not None:
                address = self.new_address(account)
            else:
                address = f"{secrets.token_hex(6)}@{self.settings.domain}"
            if self.store.find_inbox_by_address(address) is None:
                break
        inbox = Inbox(
            id=new_id("inb"),
            account=account,
            address=address,
            label=label,
            created_at=self.timeline.now(),
            expires_at=expires_at,
        )
        self.store.add_inbox(inbox)
        self.activity.notify(account)
        return inbox

    def inbox(self, account: str, inbox_id: str) -> Inbox:
        """``account``'s inbox ``inbox_id``.

        Raises:
            NotFound: for an unknown, deleted or another account's inbox.
        """
        inbox = self.store.get_inbox(account, inbox_id)
        if inbox is None or not self.is_live(inbox):
            raise NotFound(f"No inbox {inbox_id!r} for this API key.")
        return inbox

    def is_live(self, inbox: Inbox) -> bool:
        """False once the inbox has expired (before the sweep removes it)."""
        return not inbox.is_expired(self.timeline.now())

    def inbox_at(self, address: str) -> Inbox | None:
        """The live inbox with this address (any case), for SMTP intake; None if none."""
        inbox = self.store.find_inbox_by_address(address)
        return inbox if inbox is not None and self.is_live(inbox) else None

    def message(self, account: str, message_id: str) -> Message:
        """``account``'s message ``message_id``.

        Raises:
            NotFound: for an unknown message, another account's, or one in an expired inbox.
        """
        message = self.store.get_message(account, message_id)
        inbox = self.store.find_inbox(message.inbox_id) if message is not None else None
        if message is None or inbox is None or not self.is_live(inbox):
            raise NotFound(f"No message {message_id!r} for this API key.")
        return message

    def delete_inbox(self, account: str, inbox_id: str) -> None:
        """Delete the inbox and its mail, and wake its waiters (they answer 404).

        Raises:
            NotFound: for an unknown, deleted or another account's inbox.
        """
        self.inbox(account, inbox_id)  # an expired inbox is already gone
        if not self.store.delete_inbox(account, inbox_id):
            raise NotFound(f"No inbox {inbox_id!r} for this API key.")
        self.signals.notify(inbox_id)
        self.activity.notify(account)
