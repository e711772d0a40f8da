"""Webhooks (``webhooks.manage``): the user's receivers of events, making one (its signing
secret shown this once), deleting one, and the last posts of each."""

from __future__ import annotations

from functools import partial
from typing import Annotated, Any

import anyio
from fastapi import Form, Request
from starlette.responses import Response

from ....domain import webhooks
from ....errors import MailboxServiceError
from ..acting import done_notice
from ..rendering import render
from ..route import Redirect, ui_router
from ..signed_in import MailboxDep, SignedIn, UiUser

router = ui_router()

_NOTICES = {"deleted": "The webhook is deleted: nothing more is posted to it."}


def _list(
    request: Request, user: UiUser, mailbox: MailboxDep, *, status: int = 200, **extra: Any
) -> Response:
    user.need("list_webhooks")
    with mailbox.db.session() as session:
        listed = webhooks.list_webhooks(session, user.id)
    return render(
        request,
        "webhooks.html",
        user=user,
        status=status,
        title="Webhooks",
        webhooks=listed,
        events=webhooks.EVENTS,
        may_create=user.may("create_webhook"),
        **{"notice": done_notice(request, _NOTICES), "url": "", **extra},
    )


@router.get("/ui/webhooks")
def webhook_list(request: Request, user: SignedIn, mailbox: MailboxDep) -> Response:
    return _list(request, user, mailbox)


@router.post("/ui/webhooks")
async def create(
    request: Request,
    user: SignedIn,
    mailbox: MailboxDep,
    url: Annotated[str, Form(max_length=2000)],
    events: Annotated[list[str] | None, Form()] = None,
) -> Response:
    """A new webhook; the answer shows its signing secret, the only time it is shown."""
    user.need("create_webhook")
    try:
        target = await mailbox.webhook_targets.check(url)

        def store() -> tuple[dict[str, Any], str]:
            with mailbox.db.session() as session:
                row, secret = webhooks.create_webhook(
                    session,
                    mailbox.vault,
                    user.actor,
                    user.rights,
                    target,
                    events=events or None,
                    accounts=None,
                )
                return webhooks.webhook_view(row), secret

        made, secret = await anyio.to_thread.run_sync(store)
    except MailboxServiceError as exc:
        if exc.status in (403, 404):
            raise
        shown = partial(
            _list, request, user, mailbox, status=exc.status, error=exc.message, url=url
        )
        return await anyio.to_thread.run_sync(shown)
    return render(
        request,
        "webhook_created.html",
        user=user,
        title="Webhook created",
        webhook=made,
        secret=secret,
    )


@router.get("/ui/webhooks/{webhook_id}")
def detail(request: Request, webhook_id: str, user: SignedIn, mailbox: MailboxDep) -> Response:
    user.need("get_webhook")
    with mailbox.db.session() as session:
        view = webhooks.detail_view(session, webhooks.get_webhook(session, user.id, webhook_id))
    return render(request, "webhook.html", user=user, title="Webhook", webhook=view)


@router.post("/ui/webhooks/{webhook_id}/delete")
def delete(webhook_id: str, user: SignedIn, mailbox: MailboxDep) -> Response:
    user.need("delete_webhook")
    with mailbox.db.session() as session:
        webhooks.delete_webhook(session, user.actor, webhook_id)
    raise Redirect("/ui/webhooks?done=deleted")
