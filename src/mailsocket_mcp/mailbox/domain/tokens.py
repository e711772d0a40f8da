"""API tokens: made for a user (shown once), listed without their secret, revoked at once."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..data.models import TokenRow
from ..errors import BadRequest, Forbidden, NotFound
from . import audit
from .audit import Actor
from .callers import hash_token, new_token, rights_of
from .records import new_id, now
from .rights import Rights
from .users import get_user

__all__ = ["create_token", "list_tokens", "revoke_token", "token_view"]


def token_view(row: TokenRow) -> dict[str, Any]:
    moment = now()
    if row.revoked_at is not None:
        state = "revoked"
    elif row.expires_at is not None and row.expires_at <= moment:
        state = "expired"
    else:
        state = "active"
    return {
        "id": row.id,
        "user_id": row.user_id,
        "name": row.name,
        "state": state,
        "created_at": row.created_at,
        "expires_at": row.expires_at,
        "last_used_at": row.last_used_at,
        "revoked_at": row.revoked_at,
    }


def list_tokens(session: Session, user_id: str) -> list[dict[str, Any]]:
    """Raises: NotFound: no such user."""
    get_user(session, user_id)
    rows = session.scalars(
        select(TokenRow).where(TokenRow.user_id == user_id).order_by(TokenRow.created_at)
    )
    return [token_view(row) for row in rows]


def create_token(
    session: Session,
    actor: Actor,
    rights: Rights | None,
    user_id: str,
    name: str,
    expires_at: datetime | None,
) -> tuple[TokenRow, str]:
    """A new token for ``user_id``: its row and its secret (which nothing stores).

    ``rights`` is the caller's (None: a command on the host). A token acts with its user's
    rights, so making one for a user who holds more than the caller is refused.

    Raises:
        NotFound: no such user.
        Forbidden: the user holds rights the caller lacks.
        BadRequest: ``expires_at`` without a time zone, or in the past.
    """
    user = get_user(session, user_id)
    if (
        rights is not None
        and user.id != actor.user_id
        and not rights.covers(rights_of(session, user))
    ):
        raise Forbidden("the user holds rights the caller lacks: its token would too")
    if expires_at is not None and (expires_at.tzinfo is None or expires_at <= now()):
        raise BadRequest("expires_at needs a time zone and must lie in the future")
    secret = new_token()
    row = TokenRow(
        id=new_id("tok"),
        user_id=user.id,
        name=name,
        secret_hash=hash_token(secret),
        created_at=now(),
        expires_at=expires_at,
        last_used_at=None,
        revoked_at=None,
    )
    session.add(row)
    session.flush()
    detail = (
        f"user={user.name} name={name} expires_at={expires_at.isoformat() if expires_at else '-'}"
    )
    audit.record(session, actor, "users.token_created", target=row.id, detail=detail)
    return row, secret


def revoke_token(
    session: Session, actor: Actor, rights: Rights, user_id: str, token_id: str
) -> None:
    """End the token now; it stays listed with its ``revoked_at``.

    Raises:
        NotFound: no such user or token.
        Forbidden: the user holds rights the caller lacks.
    """
    user = get_user(session, user_id)
    row = session.get(TokenRow, token_id)
    if row is None or row.user_id != user.id:
        raise NotFound(f"no token {token_id!r} of user {user_id!r}")
    if user.id != actor.user_id and not rights.covers(rights_of(session, user)):
        raise Forbidden("the user holds rights the caller lacks")
    if row.revoked_at is None:
        row.revoked_at = now()
    audit.record(
        session,
        actor,
        "users.token_revoked",
        target=row.id,
        detail=f"user={user.name} name={row.name}",
    )
