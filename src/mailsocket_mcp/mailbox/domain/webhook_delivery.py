"""The delivery worker: drains the webhooks' outbox (``data/outbox.py``) to their receivers.

Each round looks for webhooks with queued events whose next attempt is due. One webhook is
posted to by one process at a time: a conditional update takes its lease (any number of service
processes on one database; the lease outlives the longest post). A post carries the events
queued since the last one (up to ``batch``), oldest first, under a ``delivery_id`` that stays
the same on every retry of it; the events are claimed for it by setting that id on them.

Before each post the owner's rights are read anew: an event of an account the owner can no
longer read (``list_changes``) or that no longer exists, or every event when the owner is
disabled, is left out (and dropped), and a post left empty is not made. Events of a webhook
deleted, or of its owner deleted, go with it (foreign keys, ON DELETE CASCADE). The URL's host
is checked again and the connection goes to the checked address (:mod:`.webhook_targets`). A
post that fails is tried again after a delay that doubles (:class:`RetryPolicy`); after
``attempts`` failures its events are dropped and the webhook's ``last_error`` says why. Every
post is kept (the last :data:`~.webhooks.KEPT_POSTS`).

Body: ``{"delivery_id", "webhook_id", "events": [{"type", "id", "account_id", "at"}]}``, where
``id`` is the message's id (``message.*``), the send record's (``message.sent``, as in
``/v1/sends``) or the account's (``account.needs_reauth``).
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import anyio
from sqlalchemy import delete, select, update
from sqlalchemy.orm import Session

from ..data.models import AccountRow, UserRow, WebhookEventRow, WebhookPostRow, WebhookRow
from ..data.receivers import Poster, PostResult
from ..errors import MailboxServiceError, TargetRefused
from .callers import rights_of
from .mailbox import Mailbox
from .records import new_id, now
from .webhook_signing import signature_headers
from .webhook_targets import TargetPolicy
from .webhooks import KEPT_POSTS, READ_RIGHT

__all__ = ["RetryPolicy", "WebhookWorker"]

log = logging.getLogger("mailsocket_mcp.mailbox.webhooks")


@dataclass(frozen=True, kw_only=True)
class RetryPolicy:
    """``attempts`` posts of one delivery at most, ``first`` seconds apart, doubling up to
    ``most``."""

    attempts: int = 8
    first: float = 10.0
    most: float = 3600.0

    def delay(self, failures: int) -> float:
        """Seconds to wait after the ``failures``-th failed post of a delivery."""
        return float(min(self.most, self.first * 2.0 ** min(failures - 1, 30)))


@dataclass(frozen=True)
class _Batch:
    webhook_id: str
    url: str
    delivery_id: str
    body: bytes
    events: int
    secret: str | None  # None: it could not be opened (``error`` says why)
    error: str | None = None


class WebhookWorker:
    """The delivery worker of one process; ``run()`` until cancelled, or ``run_once()``."""

    def __init__(
        self,
        mailbox: Mailbox,
        *,
        targets: TargetPolicy | None = None,
        retry: RetryPolicy | None = None,
        poll_seconds: float = 1.0,
        batch: int = 100,
        concurrency: int = 8,
        holder: str | None = None,
    ) -> None:
        settings = mailbox.settings
        self.mailbox = mailbox
        self.targets = targets or mailbox.webhook_targets
        self.retry = retry or RetryPolicy()
        self.poll_seconds = poll_seconds
        self.batch = batch
        self.holder = holder or new_id("proc")
        self.lease = timedelta(seconds=settings.webhook_timeout + 60.0)
        self.posts = 0  # posts made by this worker
        self.settled = 0  # posts whose outcome is stored
        self._progress = anyio.Event()
        self._limit = anyio.CapacityLimiter(concurrency)

    async def wait_for_settled(self, count: int) -> None:
        """Wait until the outcome of ``count`` posts of this worker is stored."""
        while self.settled < count:
            await self._progress.wait()

    async def run(self) -> None:
        async with self._poster() as poster:
            while True:
                try:
                    await self.run_once(poster)
                except Exception:  # a failing round must not end the worker
                    log.exception("a round of webhook deliveries failed")
                await anyio.sleep(self.poll_seconds)

    async def run_once(self, poster: Poster | None = None) -> int:
        """One round: every due webhook posted to once (at most). Answers how many posts."""
        if poster is None:
            async with self._poster() as own:
                return await self.run_once(own)
        due = await anyio.to_thread.run_sync(self._due)
        before = self.posts
        async with anyio.create_task_group() as group:
            for webhook_id in due:
                group.start_soon(self._deliver, poster, webhook_id)
        return self.posts - before

    def _poster(self) -> Poster:
        return Poster(self.mailbox.settings.webhook_timeout, self.mailbox.connector.ssl_context)

    # -- one delivery ------------------------------------------------------------------------

    async def _deliver(self, poster: Poster, webhook_id: str) -> None:
        async with self._limit:
            batch = await anyio.to_thread.run_sync(self._claim, webhook_id)
            if batch is None:
                return
            result = await self._post(poster, batch)
            await anyio.to_thread.run_sync(self._settle, batch, result)
            self.settled += 1
            progress, self._progress = self._progress, anyio.Event()
            progress.set()

    async def _post(self, poster: Poster, batch: _Batch) -> PostResult:
        if batch.secret is None:
            return PostResult(None, batch.error)
        try:
            target = await self.targets.check(batch.url)
        except TargetRefused as exc:
            return PostResult(None, f"not posted: {exc.message}")
        headers = signature_headers(batch.secret, batch.delivery_id, int(time.time()), batch.body)
        self.posts += 1
        return await poster.post(
            scheme=target.scheme,
            host=target.host,
            port=target.port,
            path=target.path,
            address=target.address,
            headers=headers,
            body=batch.body,
        )

    def _due(self) -> list[str]:
        moment = now()
        with self.mailbox.db.session() as session:
            return list(
                session.scalars(
                    select(WebhookRow.id)
                    .where(
                        (WebhookRow.next_attempt_at.is_(None))
                        | (WebhookRow.next_attempt_at <= moment),
                        (WebhookRow.lease_until.is_(None)) | (WebhookRow.lease_until < moment),
                        select(WebhookEventRow.seq)
                        .where(WebhookEventRow.webhook_id == WebhookRow.id)
                        .exists(),
                    )
                    .order_by(WebhookRow.id)
                )
            )

    def _claim(self, webhook_id: str) -> _Batch | None:
        """Take the webhook's lease and its next batch (the pending one first)."""
        with self.mailbox.db.session() as session:
            if not self._take(session, webhook_id):
                return None
            hook = session.get(WebhookRow, webhook_id)
            assert hook is not None  # the lease was just taken on its row
            if hook.pending_delivery is None:
                self._start_delivery(session, hook)
            rows = list(
                session.scalars(
                    select(WebhookEventRow)
                    .where(
                        WebhookEventRow.webhook_id == hook.id,
                        WebhookEventRow.delivery_id == hook.pending_delivery,
                    )
                    .order_by(WebhookEventRow.seq)
                )
            )
            events = self._readable(session, hook, rows)
            if not events:
                _finish(session, hook, dropped=True)
                return None
            delivery_id = hook.pending_delivery
            assert delivery_id is not None
            body = {"delivery_id": delivery_id, "webhook_id": hook.id, "events": events}
            try:
                secret: str | None = self.mailbox.vault.open_webhook_secret(hook)
                error = None
            except MailboxServiceError as exc:
                secret, error = None, f"not posted: {exc.message}"
            return _Batch(
                webhook_id=hook.id,
                url=hook.url,
                delivery_id=delivery_id,
                body=json.dumps(body, separators=(",", ":")).encode(),
                events=len(events),
                secret=secret,
                error=error,
            )

    def _take(self, session: Session, webhook_id: str) -> bool:
        moment = now()
        taken = session.execute(
            update(WebhookRow)
            .where(
                WebhookRow.id == webhook_id,
                (WebhookRow.lease_until.is_(None))
                | (WebhookRow.lease_until < moment)
                | (WebhookRow.lease_holder == self.holder),
                (WebhookRow.next_attempt_at.is_(None)) | (WebhookRow.next_attempt_at <= moment),
            )
            .values(lease_holder=self.holder, lease_until=moment + self.lease)
            .execution_options(synchronize_session=False)
        )
        session.commit()  # the lease is held from now, whatever this process does next
        return bool(taken.rowcount)  # type: ignore[attr-defined]

    def _start_delivery(self, session: Session, hook: WebhookRow) -> None:
        seqs = list(
            session.scalars(
                select(WebhookEventRow.seq)
                .where(WebhookEventRow.webhook_id == hook.id, WebhookEventRow.delivery_id.is_(None))
                .order_by(WebhookEventRow.seq)
                .limit(self.batch)
            )
        )
        delivery_id = new_id("dlv")
        session.execute(
            update(WebhookEventRow)
            .where(WebhookEventRow.seq.in_(seqs), WebhookEventRow.delivery_id.is_(None))
            .values(delivery_id=delivery_id)
            .execution_options(synchronize_session=False)
        )
        hook.pending_delivery, hook.attempts = delivery_id, 0

    def _readable(
        self, session: Session, hook: WebhookRow, rows: list[WebhookEventRow]
    ) -> list[dict[str, Any]]:
        """The events of ``rows`` the owner may hear of now, as the body shows them."""
        owner = session.get(UserRow, hook.user_id)
        if owner is None or owner.disabled:
            return []
        rights = rights_of(session, owner)
        # An admin's rights name every account id, a deleted account's too: its events go here.
        named = {row.account_id for row in rows}
        existing = set(session.scalars(select(AccountRow.id).where(AccountRow.id.in_(named))))
        return [
            {
                "type": row.type,
                "id": row.subject_id,
                "account_id": row.account_id,
                "at": _iso(row.at),
            }
            for row in rows
            if row.account_id in existing
            and READ_RIGHT in rights.ops_on(row.account_id)
            and row.type in hook.events
            and (hook.accounts is None or row.account_id in hook.accounts)
        ]

    def _settle(self, batch: _Batch, result: PostResult) -> None:
        moment = now()
        with self.mailbox.db.session() as session:
            hook = session.get(WebhookRow, batch.webhook_id)
            if hook is None:  # deleted while posting
                return
            session.add(
                WebhookPostRow(
                    webhook_id=hook.id,
                    delivery_id=batch.delivery_id,
                    at=moment,
                    events=batch.events,
                    status=result.status,
                    error=None if result.error is None else result.error[:300],
                )
            )
            session.flush()
            _trim_posts(session, hook.id)
            if hook.lease_holder != self.holder or hook.pending_delivery != batch.delivery_id:
                return  # the lease ran out meanwhile: the holder now decides
            if result.error is None:
                hook.last_delivery_at, hook.last_error = moment, None
                _finish(session, hook, dropped=False)
                log.info("webhook %s: delivery %s taken", hook.id, batch.delivery_id)
                return
            attempts = hook.attempts + 1
            log.warning(
                "webhook %s: delivery %s failed (attempt %d): %s",
                hook.id,
                batch.delivery_id,
                attempts,
                result.error,
            )
            if attempts >= self.retry.attempts:
                hook.last_error = f"{result.error} (dropped after {attempts} attempts)"[:300]
                _finish(session, hook, dropped=True)
                return
            hook.attempts, hook.last_error = attempts, result.error[:300]
            hook.next_attempt_at = moment + timedelta(seconds=self.retry.delay(attempts))
            hook.lease_holder, hook.lease_until = None, None


def _finish(session: Session, hook: WebhookRow, *, dropped: bool) -> None:
    """The pending delivery is done with (taken, or given up): its events go, the lease too."""
    session.execute(
        delete(WebhookEventRow).where(
            WebhookEventRow.webhook_id == hook.id,
            WebhookEventRow.delivery_id == hook.pending_delivery,
        )
    )
    hook.pending_delivery, hook.attempts, hook.next_attempt_at = None, 0, None
    hook.lease_holder, hook.lease_until = None, None
    if dropped:
        log.info("webhook %s: a delivery's events were dropped", hook.id)


def _trim_posts(session: Session, webhook_id: str) -> None:
    kept = (
        select(WebhookPostRow.id)
        .where(WebhookPostRow.webhook_id == webhook_id)
        .order_by(WebhookPostRow.at.desc(), WebhookPostRow.id.desc())
        .limit(KEPT_POSTS)
        .scalar_subquery()
    )
    session.execute(
        delete(WebhookPostRow).where(
            WebhookPostRow.webhook_id == webhook_id, WebhookPostRow.id.not_in(kept)
        )
    )


def _iso(moment: datetime) -> str:
    return moment.isoformat().replace("+00:00", "Z")
