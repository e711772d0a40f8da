"""``create_mailbox_app(mailbox)``: the REST v1 app of one service process (no module-level app)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import timedelta
from typing import Any

import anyio
from fastapi import FastAPI

from ..domain.backup_schedule import BackupSchedule
from ..domain.inbox_bridge import InboxBridge
from ..domain.mailbox import Mailbox
from ..domain.retention import Retention
from ..domain.sync_workers import SyncWorkers
from ..domain.webhook_delivery import WebhookWorker
from .body_limit import BodyLimit
from .errors import install_error_handlers
from .inbox_api import INBOX_API_PREFIX, InboxApi, inbox_api_app
from .rate_limit import RateLimit, TokenBuckets
from .routes import (
    accounts,
    attachments,
    audit,
    discovery,
    drafts,
    health,
    links,
    mail,
    me,
    oauth,
    roles,
    second_factor,
    sending,
    status,
    threads,
    users,
    webhooks,
    writing,
)
from .ui import install_ui

__all__ = ["create_mailbox_app", "openapi_document"]

VERSION = "1"
DESCRIPTION = (
    "Every real mail account behind one REST API (the mailbox REST API v1), with rights per "
    'token. Errors are `{"error": {"code", "message"}}`.'
)


def create_mailbox_app(mailbox: Mailbox | None) -> FastAPI:
    """One app over ``mailbox``; the caller owns ``mailbox`` and closes it. Without one the app
    only describes itself (``openapi()``)."""
    app = FastAPI(
        title="mailsocket-mailbox",
        description=DESCRIPTION,
        version=VERSION,
        docs_url=None,
        redoc_url=None,
        lifespan=_lifespan,
    )
    app.state.mailbox = mailbox
    install_error_handlers(app)
    for module in (
        health,
        me,
        users,
        second_factor,
        roles,
        accounts,
        discovery,
        oauth,
        mail,
        writing,
        threads,
        audit,
        sending,
        drafts,
        attachments,
        links,
        status,
        webhooks,
    ):
        app.include_router(module.router)
    install_ui(app)
    if mailbox is not None:
        # Outside the v1 document (a mount): the mailsocket-compatible API of the inbox bridge.
        app.mount(INBOX_API_PREFIX, InboxApi(app.state))
        app.add_middleware(BodyLimit, max_bytes=mailbox.settings.max_body_bytes)
        # Outermost: a token over its rate is refused before its body is read.
        app.add_middleware(RateLimit, buckets=TokenBuckets(mailbox.settings.rate_per_minute))
    return app


@asynccontextmanager
async def _lifespan(app: FastAPI) -> AsyncIterator[None]:
    """Old records are pruned once before the first request and then periodically; the sync
    workers, the webhooks' delivery worker, the inbox bridge (``/api/v1``, fed by the sync
    workers) and the scheduled backups run as long as the app (``MAILBOX_SYNC=off``,
    ``MAILBOX_WEBHOOKS=off`` leave them out; ``MAILBOX_BACKUP_DIR`` puts the backups in)."""
    mailbox: Mailbox | None = app.state.mailbox
    if mailbox is None:
        yield
        return
    retention = Retention(mailbox.db, days=mailbox.settings.audit_days)
    await anyio.to_thread.run_sync(retention.prune)
    bridge = InboxBridge(mailbox)
    app.state.inbox_bridge = bridge
    app.state.inbox_api = inbox_api_app(bridge)
    workers = SyncWorkers(mailbox, after_pass=bridge.after_pass) if mailbox.settings.sync else None
    app.state.sync = workers
    deliveries = WebhookWorker(mailbox) if mailbox.settings.webhooks else None
    app.state.webhooks = deliveries
    settings = mailbox.settings
    backups = (
        None
        if settings.backup_dir is None
        else BackupSchedule(
            mailbox,
            settings.backup_dir,
            every=timedelta(hours=settings.backup_hours),
            keep=settings.backup_keep,
        )
    )
    try:
        async with anyio.create_task_group() as group:
            group.start_soon(retention.run)
            group.start_soon(bridge.run)
            if backups is not None:
                group.start_soon(backups.run)
            if workers is not None:
                group.start_soon(workers.run)
            if deliveries is not None:
                group.start_soon(deliveries.run)
            yield
            group.cancel_scope.cancel()
    finally:
        app.state.inbox_api = None
        bridge.close()


def openapi_document() -> dict[str, Any]:
    """Our OpenAPI document, as ``/openapi.json`` serves it."""
    return create_mailbox_app(None).openapi()
