"""The sync workers of one process: one task per IMAP or POP3 account, started with the app.

Each task holds the account's lease (``data/leases.py``) and renews it every third of its
length (``MAILBOX_SYNC_LEASE_SECONDS``) while it syncs; a task that cannot take the lease (another
process holds it) tries again every half lease, so the accounts of a process that died are synced
by another once their leases run out. Holding it, the task opens the provider with the password
from the vault, runs a pass, then waits: IDLE on the inbox wakes it at once, and every
``poll_seconds`` it looks at every folder. A POP3 account has no IDLE: its inbox is polled every
``poll_seconds`` (``pop3_sync.py``), one session at a time. After an IDLE wake-up the pass looks
at the inbox alone (``sync_folder``); the first pass on a new IDLE connection and every poll
look at every folder. Passes of one account are paced (:class:`PassPacing`): after a quiet
spell a wake-up is synced at once, a burst of them gets ``burst_passes`` passes and then one
every ``min_pass_seconds``; wake-ups that come during a pass or a wait make one pass together,
so a storm of notifications never makes a pass per message. A failing server backs off
(:class:`Backoff`), never in a tight loop; a refused password marks the account
``needs_reauth`` and its task ends, until a verify or a PATCH with new credentials makes it
``connected`` again: the next look for accounts (every ``poll_seconds``, or at once after
:meth:`SyncWorkers.accounts_changed`) starts it anew. Accounts are independent tasks, and the
provider bounds every command (``MAILBOX_CONNECT_TIMEOUT``), so a hanging server holds up no
other account.
"""

from __future__ import annotations

import logging
import random
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import TypeVar

import anyio
from anyio.abc import TaskGroup
from sqlalchemy import select

from ..data.index import record_failure
from ..data.leases import release_lease, take_lease
from ..data.models import AccountRow
from ..data.providers import (
    AuthenticationFailed,
    Capability,
    ImapProvider,
    Pop3Provider,
    Provider,
    ProviderError,
)
from ..errors import CredentialsRejected
from .accounts import CONNECTED, mark_needs_reauth
from .connection import SYNCED_PROVIDERS, account_access
from .mailbox import Mailbox
from .pop3_sync import pop3_pass
from .records import new_id, now
from .sync import SyncOptions, sync_folder, sync_pass

__all__ = ["AccountProgress", "AfterPass", "Backoff", "PassPacing", "SyncWorkers", "Wakeup"]

# Called after each IMAP pass of an account with its open connection (the inbox bridge).
AfterPass = Callable[[str, Provider], Awaitable[None]]

log = logging.getLogger("mailsocket_mcp.mailbox.sync")
_E = TypeVar("_E", bound=BaseException)


@dataclass(kw_only=True)
class Backoff:
    """Delays after consecutive failures: ``first`` doubling up to ``most``, with jitter."""

    first: float = 2.0
    most: float = 300.0
    jitter: float = 0.2
    failures: int = field(default=0)

    def next_delay(self) -> float:
        base: float = min(self.most, self.first * 2.0 ** min(self.failures, 30))
        self.failures += 1
        spread: float = random.uniform(-self.jitter, self.jitter)
        return base * (1 + spread)

    def reset(self) -> None:
        self.failures = 0


@dataclass(kw_only=True)
class PassPacing:
    """A token bucket for the passes of one account: ``burst`` passes may start at once, then
    one per ``interval`` seconds (``interval`` 0: no pacing). Times are the event loop's clock.
    """

    interval: float
    burst: int = 3
    _tokens: float = field(init=False)
    _at: float | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        self._tokens = float(self.burst)

    def delay(self, at: float) -> float:
        """Seconds from ``at`` until the next pass may start (0: now)."""
        self._refill(at)
        return 0.0 if self._tokens >= 1 else (1 - self._tokens) * self.interval

    def spend(self, at: float) -> None:
        """A pass starts at ``at``."""
        self._refill(at)
        self._tokens -= 1

    def _refill(self, at: float) -> None:
        if self.interval <= 0:
            self._tokens = float(self.burst)
        elif self._at is not None:
            self._tokens = min(float(self.burst), self._tokens + (at - self._at) / self.interval)
        self._at = at


@dataclass
class AccountProgress:
    """How an account's sync goes, in this process's memory (``GET /v1/status``)."""

    last_sync_at: datetime | None = None
    last_error: str | None = None
    last_error_at: datetime | None = None
    watching: bool = False


class Wakeup:
    """A reusable signal: ``set()`` from anywhere in the loop, ``wait(timeout)`` consumes it."""

    def __init__(self) -> None:
        self._event = anyio.Event()
        self._first_set_at: float | None = None
        self.woken_at: float | None = None  # when the last wait's signal came (loop clock)

    def set(self) -> None:
        if not self._event.is_set():
            self._first_set_at = anyio.current_time()
        self._event.set()

    async def wait(self, seconds: float) -> bool:
        """True when woken, False after ``seconds``."""
        with anyio.move_on_after(seconds):
            await self._event.wait()
        woken = self._event.is_set()
        self._event = anyio.Event()
        self.woken_at = self._first_set_at if woken else None
        return woken


class SyncWorkers:
    """The per-account sync tasks of one process; ``run()`` until cancelled. ``after_pass``
    runs after each IMAP pass, inside it: what it raises fails the pass."""

    def __init__(
        self,
        mailbox: Mailbox,
        *,
        options: SyncOptions | None = None,
        min_pass_seconds: float = 1.0,
        burst_passes: int = 3,
        holder: str | None = None,
        after_pass: AfterPass | None = None,
    ) -> None:
        self.mailbox = mailbox
        self.after_pass = after_pass
        self.options = options or SyncOptions()
        self.poll_seconds = mailbox.settings.sync_poll_seconds
        self.lease = timedelta(seconds=mailbox.settings.lease_seconds)
        self.min_pass_seconds = min_pass_seconds
        self.burst_passes = burst_passes
        self.holder = holder or new_id("proc")
        self.passes: dict[str, int] = {}
        self.stopped: set[str] = set()  # accounts whose task ended (needs_reauth)
        self.progress: dict[str, AccountProgress] = {}
        self.last_round_at: datetime | None = None
        self._progress = anyio.Event()
        self._tasks: dict[str, anyio.CancelScope] = {}
        self._rescan = Wakeup()

    async def run(self) -> None:
        seconds = self.lease.total_seconds()
        log.info("sync worker %s started (leases of %g s)", self.holder, seconds)
        async with anyio.create_task_group() as group:
            try:
                while True:
                    await self._start_new(group)
                    self.last_round_at = now()
                    await self._rescan.wait(self.poll_seconds)
            finally:
                for scope in self._tasks.values():
                    scope.cancel()
                with anyio.CancelScope(shield=True):
                    await anyio.to_thread.run_sync(self._release_all)

    def accounts_changed(self) -> None:
        """Look for new or removed accounts now rather than at the next poll."""
        self._rescan.set()

    async def wait_for_pass(self, account_id: str, after: int) -> int:
        """Wait until the account has had more than ``after`` passes; answers the count."""
        while self.passes.get(account_id, 0) <= after:
            await self._progress.wait()
        return self.passes[account_id]

    async def wait_for_stop(self, account_id: str) -> None:
        """Wait until the account's task has ended (its credentials were refused)."""
        while account_id not in self.stopped:
            await self._progress.wait()

    async def wait_for_failure(self, account_id: str) -> None:
        """Wait until a pass of the account has failed (and the failure is recorded)."""
        while (progress := self.progress.get(account_id)) is None or not progress.last_error:
            await self._progress.wait()

    def _progressed(self) -> None:
        progress, self._progress = self._progress, anyio.Event()
        progress.set()

    async def _start_new(self, group: TaskGroup) -> None:
        wanted = set(await anyio.to_thread.run_sync(self._syncable))
        for account_id in set(self._tasks) - wanted:
            self._tasks.pop(account_id).cancel()
        for account_id in wanted - set(self._tasks):
            self.stopped.discard(account_id)  # connected again: new credentials were verified
            scope = anyio.CancelScope()
            self._tasks[account_id] = scope
            group.start_soon(self._account, account_id, scope)

    def _syncable(self) -> list[str]:
        with self.mailbox.db.session() as session:
            return list(
                session.scalars(
                    select(AccountRow.id).where(
                        AccountRow.provider.in_(SYNCED_PROVIDERS),
                        AccountRow.status == CONNECTED,
                        AccountRow.disabled.is_(False),
                    )
                )
            )

    def _release_all(self) -> None:
        with self.mailbox.db.session() as session:
            for account_id in list(self._tasks):
                release_lease(session, account_id, self.holder)

    def _take(self, account_id: str) -> bool:
        with self.mailbox.db.session() as session:
            return take_lease(session, account_id, self.holder, self.lease)

    def _provider(self, account_id: str) -> ImapProvider | Pop3Provider:
        with self.mailbox.db.session() as session:
            access = account_access(session, self.mailbox, account_id)
        connector = self.mailbox.connector
        if access.provider == "pop3":
            return connector.pop3(access.settings, access.secrets, account_id=account_id)
        return connector.imap(access.settings, access.secrets)

    def _failed(self, account_id: str, reason: str) -> None:
        """The failure kept in ``sync_state`` too: every process shows it (``/v1/status``,
        ``incomplete``) until a pass succeeds."""
        with self.mailbox.db.session() as session:
            record_failure(session, account_id, reason)

    def _needs_reauth(self, account_id: str, reason: str) -> None:
        with self.mailbox.db.session() as session:
            mark_needs_reauth(session, account_id, reason)

    async def _account(self, account_id: str, scope: anyio.CancelScope) -> None:
        backoff = Backoff()
        with scope:
            while True:
                try:
                    if not await anyio.to_thread.run_sync(self._take, account_id):
                        await anyio.sleep(self.lease.total_seconds() / 2)
                        continue
                    log.info("sync worker %s took the lease of %s", self.holder, account_id)
                    await self._while_held(account_id, backoff)
                    log.info("sync worker %s lost the lease of %s", self.holder, account_id)
                except Exception as exc:  # one account's failure must not end the others
                    if _found(exc, _LeaseLost) is not None:
                        log.info("sync worker %s lost the lease of %s", self.holder, account_id)
                        continue
                    refused = _found(exc, AuthenticationFailed)
                    # An OAuth sign-in refused at the token endpoint is marked already.
                    if refused is not None or _found(exc, CredentialsRejected) is not None:
                        if refused is not None:
                            await anyio.to_thread.run_sync(
                                self._needs_reauth, account_id, refused.public_message
                            )
                        self._tasks.pop(account_id, None)
                        self.stopped.add(account_id)
                        self._progressed()
                        return
                    failed = _found(exc, ProviderError)
                    reason = failed.public_message if failed is not None else repr(exc)
                    progress = self.progress.setdefault(account_id, AccountProgress())
                    progress.last_error, progress.last_error_at = reason[:300], now()
                    progress.watching = False
                    await anyio.to_thread.run_sync(self._failed, account_id, reason[:300])
                    self._progressed()
                    delay = backoff.next_delay()
                    log.warning(
                        "sync of %s failed (%s); again in %.0f s", account_id, reason, delay
                    )
                    await anyio.sleep(delay)

    async def _while_held(self, account_id: str, backoff: Backoff) -> None:
        """Sync the account and renew its lease, until the lease goes to another process (then
        answer) or the sync fails (then raise)."""
        async with anyio.create_task_group() as held:
            held.start_soon(self._renew, account_id, held.cancel_scope)
            provider = await anyio.to_thread.run_sync(self._provider, account_id)
            async with provider:
                await self._follow(account_id, provider, backoff)

    async def _renew(self, account_id: str, held: anyio.CancelScope) -> None:
        """Renew the lease every third of its length; stop the sync when another took it."""
        while True:
            await anyio.sleep(self.lease.total_seconds() / 3)
            if not await anyio.to_thread.run_sync(self._take, account_id):
                held.cancel()
                return

    async def _follow(
        self, account_id: str, provider: ImapProvider | Pop3Provider, backoff: Backoff
    ) -> None:
        wake = Wakeup()
        if isinstance(provider, Pop3Provider) or Capability.IDLE not in provider.capabilities:
            while True:
                await self._pass(account_id, provider, backoff)
                await wake.wait(self.poll_seconds)
        async with provider.watch("INBOX") as changes, anyio.create_task_group() as group:
            group.start_soon(_forward, changes, wake)
            self.progress.setdefault(account_id, AccountProgress()).watching = True
            pacing = PassPacing(interval=self.min_pass_seconds, burst=self.burst_passes)
            whole = True  # IDLE (re)started: whatever came before it, anywhere
            try:
                while True:
                    woken = await wake.wait(self.poll_seconds)
                    await anyio.sleep(pacing.delay(anyio.current_time()))
                    pacing.spend(anyio.current_time())
                    folder = "INBOX" if woken and not whole else None
                    await self._pass(account_id, provider, backoff, folder, wake.woken_at)
                    whole = False
            finally:
                self.progress[account_id].watching = False

    async def _pass(
        self,
        account_id: str,
        provider: ImapProvider | Pop3Provider,
        backoff: Backoff,
        folder: str | None = None,
        woken_at: float | None = None,
    ) -> None:
        """One pass: of ``folder`` alone when given, else of every folder. ``woken_at``: when
        the IDLE notification that asked for it came (for the log)."""
        started = anyio.current_time()
        if not await anyio.to_thread.run_sync(self._take, account_id):
            raise _LeaseLost(account_id)
        if isinstance(provider, Pop3Provider):
            added = await pop3_pass(self.mailbox.db, provider, account_id, self.options)
        elif folder is not None:
            added = await sync_folder(self.mailbox.db, provider, account_id, folder, self.options)
        else:
            added = await sync_pass(self.mailbox.db, provider, account_id, self.options)
        if self.after_pass is not None and not isinstance(provider, Pop3Provider):
            await self.after_pass(account_id, provider)
        if log.isEnabledFor(logging.DEBUG):
            ended = anyio.current_time()
            waited = (
                ""
                if woken_at is None
                else f"{(started - woken_at) * 1000:.0f} ms after the wake-up, "
            )
            log.debug(
                "pass of %s (%s): started %s%.0f ms long, %d feed entries committed",
                account_id,
                folder or "every folder",
                waited,
                (ended - started) * 1000,
                added,
            )
        backoff.reset()
        progress = self.progress.setdefault(account_id, AccountProgress())
        progress.last_sync_at, progress.last_error, progress.last_error_at = now(), None, None
        self.passes[account_id] = self.passes.get(account_id, 0) + 1
        self._progressed()


class _LeaseLost(Exception):
    """Another process holds the account's lease now: stop and wait to take it again."""


async def _forward(changes: AsyncIterator[None], wake: Wakeup) -> None:
    async for _ in changes:
        wake.set()


def _found(exc: BaseException, kind: type[_E]) -> _E | None:
    """The ``kind`` of error in ``exc``, also inside a task group's exception group."""
    if isinstance(exc, kind):
        return exc
    for inner in getattr(exc, "exceptions", ()):
        found = _found(inner, kind)
        if found is not None:
            return found
    return None
