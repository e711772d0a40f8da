"""The service in process with webhooks to local receivers allowed, and checks of signatures
written out by hand (the contract's header) beside the Standard Webhooks verifier."""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from standardwebhooks.webhooks import Webhook as StandardWebhook

from mailsocket_mcp.mailbox.domain.webhook_delivery import RetryPolicy, WebhookWorker
from tests.mailbox.reading.helpers import Reader, running_reader
from tests.support.dovecot import Dovecot

from .receiver import Request

QUICK = RetryPolicy(attempts=3, first=0.01, most=0.05)


@asynccontextmanager
async def running_service(folder: Path, dovecot: Dovecot, **env: str) -> AsyncIterator[Reader]:
    """A service on ``folder`` whose webhooks may post to loopback (unless ``env`` says not)."""
    local = {"MAILBOX_WEBHOOKS_ALLOW_LOCAL": "1", "MAILBOX_WEBHOOK_TIMEOUT": "5"}
    async with running_reader(folder, dovecot, **{**local, **env}) as reader:
        yield reader


async def create_hook(
    reader: Reader, url: str, headers: dict[str, str] | None = None, **fields: Any
) -> dict[str, Any]:
    answer = await reader.http.post(
        "/v1/webhooks", json={"url": url, **fields}, headers=headers or reader.admin_headers
    )
    assert answer.status_code == 201, answer.text
    made: dict[str, Any] = answer.json()
    return made


def worker(reader: Reader, **options: Any) -> WebhookWorker:
    return WebhookWorker(reader.mailbox, retry=options.pop("retry", QUICK), **options)


def verified(request: Request, secret: str) -> Any:
    """The post's body, after both signatures were checked; raises if either is wrong."""
    assert signed_by_hand(request, secret), "X-Mailbox-Signature does not match"
    return StandardWebhook(secret).verify(request.body, request.headers)


def signed_by_hand(request: Request, secret: str) -> bool:
    """Whether the contract's ``X-Mailbox-Signature`` is ``secret``'s, checked as a receiver
    would write it: HMAC-SHA256 of ``"<t>." + body``, hex."""
    stamp, _, mac = request.headers["x-mailbox-signature"].partition(",v1=")
    timestamp = stamp.removeprefix("t=")
    assert request.headers["webhook-timestamp"] == timestamp
    expected = hmac.new(
        secret.encode(), timestamp.encode() + b"." + request.body, hashlib.sha256
    ).hexdigest()
    return hmac.compare_digest(mac, expected)
