"""Webhooks (``webhooks.manage``): a user's receivers of events, and their signing secrets.

A webhook belongs to the user who made it; another user's answers 404, as if it did not exist.
It hears of the accounts it names, or with ``accounts`` null of every account its owner may read
with ``list_changes`` (accounts added later included); what its owner may read is decided again
at each post (:mod:`.webhook_delivery`). The signing secret (:mod:`.webhook_signing`) is shown
once, when it is made or renewed, and kept sealed by the vault, since each post is signed with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..data.models import AccountRow, WebhookPostRow, WebhookRow
from ..data.vault import Vault
from ..errors import Forbidden, NotFound
from . import audit
from .audit import Actor
from .records import new_id, now
from .rights import Rights
from .webhook_signing import new_secret
from .webhook_targets import Target

__all__ = [
    "EVENTS",
    "KEPT_POSTS",
    "create_webhook",
    "delete_webhook",
    "detail_view",
    "get_webhook",
    "list_webhooks",
    "renew_secret",
    "update_webhook",
    "webhook_view",
]

EVENTS = (
    "message.created",
    "message.updated",
    "message.deleted",
    "message.sent",
    "account.needs_reauth",
)
READ_RIGHT = "list_changes"  # the right on an account that lets a webhook hear of it
KEPT_POSTS = 20
_UNSET: Any = object()


def webhook_view(row: WebhookRow) -> dict[str, Any]:
    return {
        "id": row.id,
        "url": row.url,
        "events": list(row.events),
        "accounts": None if row.accounts is None else list(row.accounts),
        "user_id": row.user_id,
        "created_at": row.created_at,
        "last_delivery_at": row.last_delivery_at,
        "last_error": row.last_error,
    }


def detail_view(session: Session, row: WebhookRow) -> dict[str, Any]:
    posts = session.scalars(
        select(WebhookPostRow)
        .where(WebhookPostRow.webhook_id == row.id)
        .order_by(WebhookPostRow.at.desc(), WebhookPostRow.id.desc())
        .limit(KEPT_POSTS)
    )
    deliveries = [
        {
            "delivery_id": p.delivery_id,
            "at": p.at,
            "events": p.events,
            "status": p.status,
            "error": p.error,
        }
        for p in posts
    ]
    return {**webhook_view(row), "deliveries": deliveries}


def get_webhook(session: Session, user_id: str, webhook_id: str) -> WebhookRow:
    """The caller's webhook.

    Raises:
        NotFound: no such webhook, or another user's.
    """
    row = session.get(WebhookRow, webhook_id)
    if row is None or row.user_id != user_id:
        raise NotFound(f"no webhook {webhook_id!r}")
    return row


def list_webhooks(
    session: Session,
    user_id: str,
    *,
    url: str | None = None,
    account: str | None = None,
    failing: bool | None = None,
) -> list[dict[str, Any]]:
    """The caller's webhooks, oldest first, narrowed by every filter given."""
    rows = session.scalars(
        select(WebhookRow)
        .where(WebhookRow.user_id == user_id)
        .order_by(WebhookRow.created_at, WebhookRow.id)
    )
    found = []
    for row in rows:
        if url is not None and url.casefold() not in row.url.casefold():
            continue
        if account is not None and row.accounts is not None and account not in row.accounts:
            continue
        if failing is not None and (row.last_error is not None) != failing:
            continue
        found.append(webhook_view(row))
    return found


def create_webhook(
    session: Session,
    vault: Vault,
    caller: Actor,
    rights: Rights,
    target: Target,
    *,
    events: Sequence[str] | None,
    accounts: Sequence[str] | None,
) -> tuple[WebhookRow, str]:
    """A new webhook of the caller posting to ``target`` (checked by the caller), and its
    signing secret, to show this once.

    Raises:
        NotFound: an account that does not exist or that the caller has no right on.
        Forbidden: an account the caller may see but not read changes of.
        VaultLocked: the master key is missing or wrong (the secret cannot be sealed).
    """
    assert caller.user_id is not None  # a token's caller is a user
    webhook_id = new_id("whk")
    secret = new_secret()
    nonce, sealed = vault.seal_webhook_secret(webhook_id, secret)
    row = WebhookRow(
        id=webhook_id,
        user_id=caller.user_id,
        url=target.url,
        events=_events(events),
        accounts=_accounts(session, rights, accounts),
        created_at=now(),
        secret_nonce=nonce,
        secret_sealed=sealed,
        attempts=0,
    )
    session.add(row)
    audit.record(
        session, caller, "webhooks.webhook_created", target=webhook_id, detail=f"host={target.host}"
    )
    return row, secret


def update_webhook(
    session: Session,
    caller: Actor,
    rights: Rights,
    webhook_id: str,
    *,
    target: Target | None = None,
    events: Sequence[str] | None = None,
    accounts: Sequence[str] | None = _UNSET,
) -> WebhookRow:
    """Change where the caller's webhook posts and what; ``accounts`` None is every account.
    Its queued events, its posts and its secret stay.

    Raises:
        NotFound: no such webhook of the caller's, or an account as in :func:`create_webhook`.
        Forbidden: as in :func:`create_webhook`.
    """
    assert caller.user_id is not None
    row = get_webhook(session, caller.user_id, webhook_id)
    changed = []
    if target is not None:
        row.url = target.url
        changed.append(f"host={target.host}")
    if events is not None:
        row.events = _events(events)
        changed.append("events")
    if accounts is not _UNSET:
        row.accounts = _accounts(session, rights, accounts)
        changed.append("accounts")
    audit.record(
        session,
        caller,
        "webhooks.webhook_updated",
        target=webhook_id,
        detail=" ".join(changed) or "-",
    )
    return row


def renew_secret(session: Session, vault: Vault, caller: Actor, webhook_id: str) -> str:
    """A new signing secret for the caller's webhook; the one before stops at once.

    Raises:
        NotFound: no such webhook of the caller's.
        VaultLocked: the master key is missing or wrong.
    """
    assert caller.user_id is not None
    row = get_webhook(session, caller.user_id, webhook_id)
    secret = new_secret()
    row.secret_nonce, row.secret_sealed = vault.seal_webhook_secret(row.id, secret)
    audit.record(session, caller, "webhooks.secret_renewed", target=webhook_id, detail="-")
    return secret


def delete_webhook(session: Session, caller: Actor, webhook_id: str) -> None:
    """Forget the caller's webhook, its queued events and its posts.

    Raises:
        NotFound: no such webhook of the caller's.
    """
    assert caller.user_id is not None
    row = get_webhook(session, caller.user_id, webhook_id)
    session.delete(row)  # its events and posts go with it (foreign keys, ON DELETE CASCADE)
    audit.record(session, caller, "webhooks.webhook_deleted", target=webhook_id, detail="-")


def _events(events: Sequence[str] | None) -> list[str]:
    wanted = set(events or EVENTS)
    return [name for name in EVENTS if name in wanted]


def _accounts(session: Session, rights: Rights, accounts: Sequence[str] | None) -> list[str] | None:
    if accounts is None:
        return None
    for account_id in dict.fromkeys(accounts):
        ops = rights.ops_on(account_id)
        if session.get(AccountRow, account_id) is None or not ops:
            raise NotFound(f"no account {account_id!r}")
        if READ_RIGHT not in ops:
            raise Forbidden(f"a webhook of account {account_id} needs mail.read on it")
    return list(dict.fromkeys(accounts))
