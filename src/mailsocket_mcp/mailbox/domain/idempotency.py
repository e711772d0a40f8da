"""``Idempotency-Key`` on sends: a retry returns the first answer and never sends twice.

A key belongs to one user and one account and is kept ``MAILBOX_IDEMPOTENCY_HOURS`` (24 h by
default). It is claimed, in a transaction of its own, *before* the mail server sees the
message: the row's unique constraint lets exactly one claim win, in this process or another
one on the same database. Then:

- the same key with the same message (SHA-256 of its canonical JSON) while the first send runs
  answers 409 ``idempotency_in_progress`` at once (with ``Retry-After``), never a second send;
- after it was sent, the stored answer (200 and its body) comes back unchanged;
- the same key with another message is 409 ``idempotency_key_reused``;
- a send that failed or was refused before the mail server took it gives its key back, so a
  retry with the same key tries again (nothing was sent);
- a send whose SMTP connection broke after the message was handed over keeps its key
  (``uncertain``): a retry with it answers the same 502 ``send_uncertain`` again, since the
  server may have taken the message; the caller checks before sending with a new key;
- a process that died mid-send leaves the key ``sending``: it answers 409 naming that, until
  the key expires, because nobody can tell whether the mail server took the message.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from ..data.database import Database
from ..data.models import IdempotencyRow
from ..errors import IdempotencyKeyReused, SendInProgress, SendUncertain, StorageError
from .records import new_id, now

__all__ = ["Claim", "claim", "finish", "keep_uncertain", "release", "request_hash"]

IN_PROGRESS_RETRY_SECONDS = 5


def request_hash(payload: Mapping[str, Any]) -> str:
    """SHA-256 of the request's canonical JSON (keys sorted, no spaces, UTF-8)."""
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


def _key_hash(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


@dataclass(frozen=True)
class Claim:
    """A won claim (``row_id``), or the first answer to give again (``replay``)."""

    row_id: str | None = None
    replay: dict[str, Any] | None = None


def claim(
    db: Database, *, user_id: str, account_id: str, key: str, digest: str, keep_hours: int
) -> Claim:
    """Claim ``key`` for this send, or find the answer it had.

    Raises:
        IdempotencyKeyReused: the key came with another message before.
        SendInProgress: the first send with it has not finished, or was cut off.
    """
    key_hash = _key_hash(key)
    for _ in range(2):  # a second round only after an expired row was cleared
        moment = now()
        try:
            with db.session() as session:
                session.execute(delete(IdempotencyRow).where(IdempotencyRow.expires_at <= moment))
                row = IdempotencyRow(
                    id=new_id("idk"),
                    user_id=user_id,
                    account_id=account_id,
                    key_hash=key_hash,
                    request_hash=digest,
                    state="sending",
                    status_code=None,
                    response=None,
                    created_at=moment,
                    expires_at=moment + timedelta(hours=keep_hours),
                )
                session.add(row)
                session.flush()
            return Claim(row_id=row.id)
        except StorageError as exc:
            if not isinstance(exc.__cause__, IntegrityError):
                raise
            # Taken: below, what the first claim left.
        with db.session() as session:
            found = session.scalar(
                select(IdempotencyRow).where(
                    IdempotencyRow.user_id == user_id,
                    IdempotencyRow.account_id == account_id,
                    IdempotencyRow.key_hash == key_hash,
                )
            )
            if found is None:
                continue  # the first claim gave the key back meanwhile
            return _answer_for(found, digest)
    raise SendInProgress(  # pragma: no cover - two give-backs racing this one claim
        "this Idempotency-Key is busy; retry",
        retry_after=IN_PROGRESS_RETRY_SECONDS,
    )


def _answer_for(found: IdempotencyRow, digest: str) -> Claim:
    if found.request_hash != digest:
        raise IdempotencyKeyReused(
            "this Idempotency-Key came with a different message before: use a new key for a "
            "new message"
        )
    if found.state == "done" and found.response is not None:
        return Claim(replay=dict(found.response))
    if found.state == "uncertain" and found.response is not None:
        raise SendUncertain(str(found.response["error"]["message"]))
    raise SendInProgress(
        "a send with this Idempotency-Key has not finished: retry in a moment for its answer. "
        "If it stays so, the service stopped while sending and cannot tell whether the mail "
        "server took the message: check the sends audit (GET .../sends) or the recipient "
        "before sending again with a new key",
        retry_after=IN_PROGRESS_RETRY_SECONDS,
    )


def finish(session: Session, row_id: str, response: dict[str, Any]) -> None:
    """Store the answer of a sent message under its key."""
    row = session.get(IdempotencyRow, row_id)
    if row is not None:
        row.state = "done"
        row.status_code = 200
        row.response = response


def keep_uncertain(session: Session, row_id: str, message: str) -> None:
    """Keep the key of a send that may have gone out: a retry with it answers ``message``
    (502 ``send_uncertain``) again rather than send twice."""
    row = session.get(IdempotencyRow, row_id)
    if row is not None:
        row.state = "uncertain"
        row.status_code = SendUncertain.status
        row.response = {"error": {"code": SendUncertain.code, "message": message}}


def release(session: Session, row_id: str) -> None:
    """Give the key back: nothing was sent, so a retry with it may try again."""
    session.execute(delete(IdempotencyRow).where(IdempotencyRow.id == row_id))
