"""Retention: expired inboxes and mail past the retention window leave the store.

``sweep`` runs once at startup and then every ``sweep_interval_seconds`` on the
sandbox's event loop. It reads "now" from the sandbox's timeline, so a test with a
manual clock moves time and calls ``sweep`` (``SandboxHandle.sweep``) without sleeping.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from datetime import timedelta

from .services import SandboxServices

__all__ = ["Swept", "sweep", "sweep_periodically"]

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Swept:
    """What one sweep removed."""

    inboxes: int
    messages: int


def sweep(services: SandboxServices) -> Swept:
    """Delete expired inboxes (their waiters wake and answer 404) and mail older than
    the retention window. Call on the event loop thread: it wakes waiters."""
    now = services.timeline.now()
    expired = services.store.delete_expired_inboxes(now)
    for inbox_id in expired:
        services.signals.notify(inbox_id)
    messages = 0
    hours = services.settings.retention_hours
    if hours > 0:
        messages = services.store.delete_messages_before(now - timedelta(hours=hours))
    return Swept(inboxes=len(expired), messages=messages)


async def sweep_periodically(services: SandboxServices) -> None:
    """Sweep every ``sweep_interval_seconds`` until cancelled; a failed sweep is logged
    and retried at the next interval, never ending the loop."""
    while True:
        await asyncio.sleep(services.settings.sweep_interval_seconds)
        try:
            sweep(services)
        except Exception:
            log.exception("retention sweep failed")
