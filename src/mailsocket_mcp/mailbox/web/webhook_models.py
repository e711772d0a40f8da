"""Request and response models of the webhooks routes, shaped as the contract's schemas."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal, get_args

from pydantic import BaseModel, Field

from .models import Strict

__all__ = [
    "CreatedWebhook",
    "Webhook",
    "WebhookCreate",
    "WebhookDetail",
    "WebhookPost",
    "WebhookSecret",
    "WebhookUpdate",
]

EventName = Literal[
    "message.created",
    "message.updated",
    "message.deleted",
    "message.sent",
    "account.needs_reauth",
]
# The names and their order are domain/webhooks.py's EVENTS.
AccountIds = Annotated[list[str], Field(min_length=1, max_length=1000)]
Url = Annotated[str, Field(max_length=2000)]


class WebhookCreate(Strict):
    url: Annotated[
        Url,
        Field(
            description="Where the service posts events, http or https. A host in the local "
            "network only where the operator allows it (`MAILBOX_WEBHOOKS_ALLOW_LOCAL`)."
        ),
    ]
    events: Annotated[
        list[EventName],
        Field(
            default_factory=lambda: list(get_args(EventName)),
            min_length=1,
            description="The events to post. Without: every event.",
        ),
    ]
    accounts: Annotated[
        AccountIds | None,
        Field(
            description="Account ids. Without: every account the creator may read, accounts "
            "added later included."
        ),
    ] = None


class WebhookUpdate(Strict):
    """Change a webhook. A field left out stays as it is. Its deliveries and where its posts
    stand stay, its secret too."""

    url: Annotated[
        Url | None, Field(description="Where the service posts events, http or https.")
    ] = None
    events: Annotated[
        Annotated[list[EventName], Field(min_length=1)] | None,
        Field(description="The events to post."),
    ] = None
    accounts: Annotated[
        AccountIds | None,
        Field(
            description="Account ids. `null`: every account the owner may read, accounts added "
            "later included. Left out: as it is."
        ),
    ] = None


class Webhook(BaseModel):
    id: str
    url: str
    events: list[EventName]
    accounts: list[str] | None
    user_id: Annotated[str, Field(description="The user who created it and whose rights apply.")]
    created_at: datetime
    last_delivery_at: Annotated[
        datetime | None, Field(description="The last post the receiver took.")
    ] = None
    last_error: Annotated[str | None, Field(description="Why the last post failed, if it did.")] = (
        None
    )


class CreatedWebhook(Webhook):
    secret: Annotated[
        str,
        Field(
            description="Signs every post (HMAC-SHA256). Shown once, here. Keep it with the "
            "receiver."
        ),
    ]


class WebhookPost(BaseModel):
    """One post to a webhook's receiver."""

    delivery_id: Annotated[str, Field(description="The `delivery_id` in the post's body.")]
    at: datetime
    events: Annotated[int, Field(description="How many events the post carried.")]
    status: Annotated[
        int | None,
        Field(description="What the receiver answered. Null when it could not be reached."),
    ]
    error: Annotated[
        str | None, Field(description="Why the post failed. Null when the receiver took it.")
    ]


class WebhookDetail(Webhook):
    deliveries: Annotated[
        list[WebhookPost],
        Field(description="The last posts to the receiver, newest first, up to 20."),
    ]


class WebhookSecret(BaseModel):
    """A webhook's new signing secret. The one before stops at once."""

    webhook_id: str
    secret: Annotated[
        str,
        Field(
            description="Signs every post from now on (HMAC-SHA256). Shown once, here. Keep it "
            "with the receiver."
        ),
    ]
