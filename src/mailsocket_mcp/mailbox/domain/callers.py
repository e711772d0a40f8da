"""Who calls: bearer tokens (``mbx_...``, stored as SHA-256), passwords, and a caller's rights."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import Connection, func, or_, select, update
from sqlalchemy.orm import Session

from ..data.models import RoleRow, TokenRow, UserRow
from ..errors import NoUserYet, Unauthenticated
from .audit import Actor
from .records import now
from .rights import GrantSpec, Rights

__all__ = [
    "TOKEN_PREFIX",
    "Caller",
    "authenticate",
    "hash_password",
    "hash_token",
    "new_token",
    "rights_of",
    "stamp_use",
    "token_caller",
    "verify_password",
]

TOKEN_PREFIX = "mbx_"  # noqa: S105 - the prefix of every token, not a secret
# Writing last_used_at on every request would make each read a write; this often is enough.
_LAST_USED_GRANULARITY = timedelta(minutes=1)


@dataclass(frozen=True, kw_only=True)
class Caller:
    user_id: str
    name: str
    token_id: str
    rights: Rights
    source: str | None = None
    # When to write the token's last_used_at (None: written recently enough): see stamp_use.
    stamp_at: datetime | None = None
    # What ``token_id`` names: a token, or (``ui``) a session of the admin page.
    via: str = "token"

    @property
    def actor(self) -> Actor:
        return Actor(
            user_id=self.user_id,
            user_name=self.name,
            credential=f"{self.via}:{self.token_id}",
            source=self.source,
        )


def new_token() -> str:
    """A token secret: ``mbx_`` and 256 random bits."""
    return TOKEN_PREFIX + secrets.token_urlsafe(32)


def hash_token(token: str) -> str:
    """What the database keeps of a token: a high-entropy secret needs no slow hash."""
    return hashlib.sha256(token.encode()).hexdigest()


def hash_password(password: str) -> str:
    """scrypt, with its parameters and salt in the string."""
    salt = secrets.token_bytes(16)
    digest = hashlib.scrypt(password.encode(), salt=salt, n=2**14, r=8, p=1)
    return f"scrypt$16384$8$1${salt.hex()}${digest.hex()}"


# Checked when there is no password to check, so an unknown name costs the same scrypt as a
# known one; no password hashes to an all-zero digest.
_NO_PASSWORD = f"scrypt$16384$8$1${'00' * 16}${'00' * 64}"


def verify_password(password: str, stored: str | None) -> bool:
    """Whether ``password`` is the one hashed in ``stored``, in constant time; with no stored
    hash (None) it still spends one scrypt and answers False."""
    _, n, r, p, salt, digest = (stored or _NO_PASSWORD).split("$")
    computed = hashlib.scrypt(
        password.encode(), salt=bytes.fromhex(salt), n=int(n), r=int(r), p=int(p)
    )
    return hmac.compare_digest(computed, bytes.fromhex(digest)) and stored is not None


def rights_of(session: Session, user: UserRow) -> Rights:
    """The user's own rights and its roles', grants past their expiry left out."""
    service = list(user.service)
    grants = [GrantSpec.from_json(g) for g in user.grants]
    for role_id in user.roles:
        role = session.get(RoleRow, role_id)
        if role is not None:
            service.extend(role.service)
            grants.extend(GrantSpec.from_json(g) for g in role.grants)
    return Rights.of(service, grants, now())


def authenticate(session: Session, authorization: str | None, source: str | None) -> Caller:
    """The caller behind an ``Authorization: Bearer mbx_...`` header.

    Raises:
        Unauthenticated: no bearer token, or an unknown, expired or revoked one, or a disabled user.
        NoUserYet: the service has no user at all yet (so no token can be right).
    """
    scheme, _, token = (authorization or "").partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token.startswith(TOKEN_PREFIX):
        _no_user_yet(session)
        raise Unauthenticated("send a token as 'Authorization: Bearer mbx_...'")
    digest = hash_token(token)
    row = session.scalar(select(TokenRow).where(TokenRow.secret_hash == digest))
    if row is None or not hmac.compare_digest(row.secret_hash, digest):
        _no_user_yet(session)
        raise Unauthenticated("the token is not known")
    moment = now()
    user = _acting_user(session, row)
    due = row.last_used_at is None or moment - row.last_used_at > _LAST_USED_GRANULARITY
    return Caller(
        user_id=user.id,
        name=user.name,
        token_id=row.id,
        rights=rights_of(session, user),
        source=source,
        stamp_at=moment if due else None,
    )


def stamp_use(connection: Connection, caller: Caller) -> None:
    """Write the token's ``last_used_at`` (when ``authenticate`` found it due). Apart from the
    request's reading, so a caller that only reads never waits for another writer (the sync's)
    and never fails because of one: a stamp skipped is written by a later request."""
    if caller.stamp_at is None:
        return
    connection.execute(
        update(TokenRow)
        .where(
            TokenRow.id == caller.token_id,
            or_(
                TokenRow.last_used_at.is_(None),
                TokenRow.last_used_at < caller.stamp_at - _LAST_USED_GRANULARITY,
            ),
        )
        .values(last_used_at=caller.stamp_at)
    )


def token_caller(session: Session, token_id: str, source: str | None = None) -> Caller:
    """The caller a stored token acts as now, without its secret (a link made with it).

    Raises:
        Unauthenticated: no such token, or it was revoked, has expired, or its user is disabled.
    """
    row = session.get(TokenRow, token_id)
    if row is None:
        raise Unauthenticated("the token is not known")
    user = _acting_user(session, row)
    return Caller(
        user_id=user.id,
        name=user.name,
        token_id=row.id,
        rights=rights_of(session, user),
        source=source,
    )


def _acting_user(session: Session, row: TokenRow) -> UserRow:
    """The token's user, while the token and the user may act."""
    if row.revoked_at is not None:
        raise Unauthenticated("the token was revoked")
    if row.expires_at is not None and row.expires_at <= now():
        raise Unauthenticated("the token has expired")
    user = session.get(UserRow, row.user_id)
    if user is None or user.disabled:
        raise Unauthenticated("the token's user is disabled")
    return user


def _no_user_yet(session: Session) -> None:
    if not session.scalar(select(func.count()).select_from(UserRow)):
        raise NoUserYet("no user exists yet: run `mailsocket-mailbox create-admin` on the host")
