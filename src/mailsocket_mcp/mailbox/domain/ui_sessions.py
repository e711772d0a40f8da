"""Sessions of the admin page (``/ui``): a browser signed in as a user, until it signs out,
stays idle too long or reaches the session's end.

The browser holds a random secret (its cookie); the database keeps its SHA-256, so a copy of
the database opens no session. Every process on one database sees the same sessions. Ending
a user's second factor, or the user itself, ends its other sessions (``end_sessions_of``).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from ..data.models import UiSessionRow, UserRow
from .records import new_id, now

__all__ = [
    "DEFAULT_POLICY",
    "SessionPolicy",
    "UiSession",
    "end_session",
    "end_sessions_of",
    "find_session",
    "start_session",
]

# Writing last_seen_at on every request would make each page view a write; this often is enough.
_SEEN_GRANULARITY = timedelta(seconds=30)


@dataclass(frozen=True, kw_only=True)
class SessionPolicy:
    """How long a session lasts: ``idle`` without a request, ``longest`` in all."""

    idle: timedelta = timedelta(minutes=30)
    longest: timedelta = timedelta(hours=12)


DEFAULT_POLICY = SessionPolicy()


@dataclass(frozen=True)
class UiSession:
    """A live session: its id and user (the secret stays with the browser)."""

    id: str
    user_id: str


def _hash(secret: str) -> str:
    return hashlib.sha256(b"ui-session:" + secret.encode()).hexdigest()


def start_session(
    session: Session,
    user_id: str,
    *,
    at: datetime | None = None,
    policy: SessionPolicy = DEFAULT_POLICY,
) -> tuple[UiSession, str]:
    """A new session of ``user_id`` and its secret (for the cookie; nothing stores it).
    Sessions past their end are pruned on the way."""
    moment = at or now()
    session.execute(delete(UiSessionRow).where(UiSessionRow.expires_at <= moment))
    secret = secrets.token_urlsafe(32)
    row = UiSessionRow(
        id=new_id("uis"),
        secret_hash=_hash(secret),
        user_id=user_id,
        created_at=moment,
        last_seen_at=moment,
        expires_at=moment + policy.longest,
    )
    session.add(row)
    session.flush()
    return UiSession(row.id, user_id), secret


def find_session(
    session: Session,
    secret: str | None,
    *,
    at: datetime | None = None,
    policy: SessionPolicy = DEFAULT_POLICY,
) -> UiSession | None:
    """The live session behind ``secret``, now seen again; None for none, an ended one (which is
    deleted) or one whose user is disabled or may no longer sign in to the UI."""
    if not secret:
        return None
    moment = at or now()
    digest = _hash(secret)
    row = session.scalar(select(UiSessionRow).where(UiSessionRow.secret_hash == digest))
    if row is None or not hmac.compare_digest(row.secret_hash, digest):
        return None
    user = session.get(UserRow, row.user_id)
    ended = row.expires_at <= moment or row.last_seen_at + policy.idle <= moment
    if ended or user is None or user.disabled or not user.ui_sign_in:
        session.delete(row)
        return None
    if moment - row.last_seen_at >= _SEEN_GRANULARITY:
        row.last_seen_at = moment
    return UiSession(row.id, row.user_id)


def end_session(session: Session, session_id: str) -> None:
    """Sign out: the session ends now (nothing happens for one already gone)."""
    session.execute(delete(UiSessionRow).where(UiSessionRow.id == session_id))


def end_sessions_of(session: Session, user_id: str, *, keep: str | None = None) -> int:
    """End every session of ``user_id`` except ``keep``; answers how many ended."""
    query = delete(UiSessionRow).where(UiSessionRow.user_id == user_id)
    if keep is not None:
        query = query.where(UiSessionRow.id != keep)
    result = session.execute(query)
    return int(getattr(result, "rowcount", 0) or 0)
