"""Webhooks (``webhooks.manage``): the caller's receivers of events and their signing secrets.

The URL is checked (``domain/webhook_targets.py``) before anything is stored; the database work
runs on a worker thread, as in the synchronous routes.
"""

from __future__ import annotations

from typing import Annotated, Any

import anyio
from fastapi import APIRouter, Query, Response

from ...domain import webhooks
from ...domain.mailbox import Mailbox
from ...domain.webhook_targets import Target
from ..deps import CallerDep, MailboxDep
from ..errors import responses
from ..webhook_models import (
    CreatedWebhook,
    Webhook,
    WebhookCreate,
    WebhookDetail,
    WebhookSecret,
    WebhookUpdate,
)
from .users import need

router = APIRouter(tags=["webhooks"])
_ERRORS = responses(400, 401, 403, 404, 409, 413, 429, 500, 503)
_MANAGE = {"x-permission": "webhooks.manage"}


async def _target(mailbox: Mailbox, url: str) -> Target:
    return await mailbox.webhook_targets.check(url)


@router.get(
    "/v1/webhooks",
    operation_id="list_webhooks",
    response_model=list[Webhook],
    responses=_ERRORS,
    openapi_extra=_MANAGE,
    description="The caller's webhooks, with how their last delivery went. Never the\n"
    "secret. The filter parameters narrow the list together.",
)
def list_webhooks(
    caller: CallerDep,
    mailbox: MailboxDep,
    url: Annotated[str | None, Query(description="Part of the URL, regardless of case")] = None,
    account: Annotated[
        str | None,
        Query(
            description="An account id: the webhooks that hear of it, those of every account "
            "among them"
        ),
    ] = None,
    failing: Annotated[bool | None, Query(description="Whether the last post failed")] = None,
) -> list[dict[str, Any]]:
    need(caller, "list_webhooks")
    with mailbox.db.session() as session:
        return webhooks.list_webhooks(
            session, caller.user_id, url=url, account=account, failing=failing
        )


@router.post(
    "/v1/webhooks",
    operation_id="create_webhook",
    status_code=201,
    response_model=CreatedWebhook,
    responses=_ERRORS,
    openapi_extra=_MANAGE,
    description="Register a URL for events. The answer holds the signing secret, the\n"
    "only time it is shown. Each post carries the events since the last one,\n"
    "of the accounts the caller may read with `list_changes`.",
)
async def create_webhook(
    body: WebhookCreate, caller: CallerDep, mailbox: MailboxDep
) -> dict[str, Any]:
    need(caller, "create_webhook")
    target = await _target(mailbox, body.url)

    def create() -> dict[str, Any]:
        with mailbox.db.session() as session:
            row, secret = webhooks.create_webhook(
                session,
                mailbox.vault,
                caller.actor,
                caller.rights,
                target,
                events=body.events,
                accounts=body.accounts,
            )
            return {**webhooks.webhook_view(row), "secret": secret}

    return await anyio.to_thread.run_sync(create)


@router.get(
    "/v1/webhooks/{webhook_id}",
    operation_id="get_webhook",
    response_model=WebhookDetail,
    responses=_ERRORS,
    openapi_extra=_MANAGE,
    description="One of the caller's webhooks, with its last posts to the receiver:\n"
    "when, how many events, what it answered and why a post failed.",
)
def get_webhook(webhook_id: str, caller: CallerDep, mailbox: MailboxDep) -> dict[str, Any]:
    need(caller, "get_webhook")
    with mailbox.db.session() as session:
        return webhooks.detail_view(
            session, webhooks.get_webhook(session, caller.user_id, webhook_id)
        )


@router.patch(
    "/v1/webhooks/{webhook_id}",
    operation_id="update_webhook",
    response_model=Webhook,
    responses=_ERRORS,
    openapi_extra=_MANAGE,
    description="Change where one of the caller's webhooks posts and what. A field\n"
    "left out stays as it is, `accounts` set to `null` is every account the\n"
    "caller may read. Its deliveries, where its posts stand and its secret\n"
    "stay.",
)
async def update_webhook(
    webhook_id: str, body: WebhookUpdate, caller: CallerDep, mailbox: MailboxDep
) -> dict[str, Any]:
    need(caller, "update_webhook")
    target = None if body.url is None else await _target(mailbox, body.url)
    changes: dict[str, Any] = {"target": target, "events": body.events}
    if "accounts" in body.model_fields_set:
        changes["accounts"] = body.accounts

    def update() -> dict[str, Any]:
        with mailbox.db.session() as session:
            row = webhooks.update_webhook(
                session, caller.actor, caller.rights, webhook_id, **changes
            )
            return webhooks.webhook_view(row)

    return await anyio.to_thread.run_sync(update)


@router.delete(
    "/v1/webhooks/{webhook_id}",
    operation_id="delete_webhook",
    status_code=204,
    responses=_ERRORS,
    openapi_extra=_MANAGE,
)
def delete_webhook(webhook_id: str, caller: CallerDep, mailbox: MailboxDep) -> Response:
    need(caller, "delete_webhook")
    with mailbox.db.session() as session:
        webhooks.delete_webhook(session, caller.actor, webhook_id)
    return Response(status_code=204)


@router.post(
    "/v1/webhooks/{webhook_id}/secret",
    operation_id="renew_webhook_secret",
    response_model=WebhookSecret,
    responses=_ERRORS,
    openapi_extra=_MANAGE,
    description="A new signing secret for one of the caller's webhooks. The answer\n"
    "holds it, the only time it is shown. The one before stops at once: the\n"
    "next post is signed with the new one.",
)
def renew_webhook_secret(webhook_id: str, caller: CallerDep, mailbox: MailboxDep) -> dict[str, Any]:
    need(caller, "renew_webhook_secret")
    with mailbox.db.session() as session:
        secret = webhooks.renew_secret(session, mailbox.vault, caller.actor, webhook_id)
    return {"webhook_id": webhook_id, "secret": secret}
