"""Signing in to the UI: a name and password, then a code when the user has a second factor.

The UI (``/ui``, to come) calls ``check_sign_in`` and honours what it answers: ``must_change``
sends the user to ``change_password`` before anything else. A wrong name, a wrong password, a
disabled user and one without UI sign-in are one answer, at one cost (an unknown name still
spends a scrypt). Wrong answers count per name (kept hashed) against the throttle, whether
the name exists or not, and are in the audit (an unknown name is not written down).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..data.models import UserRow
from ..data.vault import Vault
from ..errors import BadRequest, SecondFactorRequired, Unauthenticated
from . import audit, second_factor, users
from .audit import Actor
from .callers import hash_password, verify_password
from .records import now
from .throttle import DEFAULT_THROTTLE, Throttle

__all__ = ["SignIn", "change_password", "check_sign_in"]


@dataclass(frozen=True, kw_only=True)
class SignIn:
    """Who signed in; ``second_factor`` says how (``totp``, ``recovery_code``, or None for a
    user without one)."""

    user_id: str
    name: str
    must_change: bool
    second_factor: str | None
    recovery_codes_left: int


def check_sign_in(
    session: Session,
    vault: Vault,
    username: str,
    password: str,
    code: str | None,
    *,
    at: datetime | None = None,
    throttle: Throttle = DEFAULT_THROTTLE,
) -> SignIn:
    """Check a sign-in; on success the user's ``last_sign_in_at`` is now.

    Raises:
        SignInThrottled: too many wrong answers for this name lately (nothing is checked).
        Unauthenticated: a wrong name or password, or a wrong, used or replayed code.
        SecondFactorRequired: the password was right and the user has a second factor, but
            ``code`` is empty: ask for one and call again with all three.
        VaultLocked: a TOTP code while the vault is not open (a recovery code still works).
    """
    moment = at or now()
    key = username.strip().casefold()
    # Hashed: a password typed into the name field by mistake is not kept in clear.
    subject = "name:" + hashlib.sha256(key.encode()).hexdigest()
    throttle.check(session, subject, moment)
    user = session.scalar(select(UserRow).where(UserRow.name_key == key))
    usable = user is not None and user.ui_sign_in and not user.disabled
    stored = user.password_hash if user is not None and usable else None
    if not verify_password(password, stored) or user is None:
        _refused(session, throttle, subject, moment, user, "password")
        raise Unauthenticated("wrong name or password")
    how: str | None = None
    if second_factor.has_second_factor(session, user.id):
        if not code:
            raise SecondFactorRequired("enter a code from an authenticator app or a recovery code")
        how = second_factor.check_code(session, vault, user.id, code, moment)
        if how is None:
            _refused(session, throttle, subject, moment, user, "code")
            raise Unauthenticated("the code is wrong, used already or expired")
    throttle.cleared(session, subject)
    user.last_sign_in_at = moment
    actor = _actor(user)
    audit.record(session, actor, "users.signed_in", target=user.id, detail=f"with={how or '-'}")
    left = second_factor.second_factor_view(session, user.id)["recovery_codes_left"]
    return SignIn(
        user_id=user.id,
        name=user.name,
        must_change=user.must_change,
        second_factor=how,
        recovery_codes_left=left,
    )


def change_password(session: Session, user_id: str, current: str, new: str) -> None:
    """The signed-in user's own new password; the one-time one ends here (``must_change``).

    Raises:
        NotFound: no such user.
        Unauthenticated: ``current`` is not its password.
        BadRequest: the new one is shorter than ``users.MIN_PASSWORD`` or the same as the current.
    """
    user = users.get_user(session, user_id)
    if not verify_password(current, user.password_hash):
        raise Unauthenticated("the current password is wrong")
    if len(new) < users.MIN_PASSWORD:
        raise BadRequest(f"a password has at least {users.MIN_PASSWORD} characters")
    if new == current:
        raise BadRequest("the new password is the one it replaces")
    user.password_hash, user.must_change = hash_password(new), False
    audit.record(session, _actor(user), "users.password_changed", target=user.id, detail="")


def _actor(user: UserRow | None) -> Actor:
    # Never the name typed for an unknown user: it may be a password typed in the wrong field.
    if user is None:
        return Actor(user_id=None, user_name="(an unknown name)", credential="password")
    return Actor(user_id=user.id, user_name=user.name, credential="password")


def _refused(
    session: Session,
    throttle: Throttle,
    subject: str,
    moment: datetime,
    user: UserRow | None,
    what: str,
) -> None:
    audit.record(
        session,
        _actor(user),
        "users.sign_in_refused",
        target=user.id if user is not None else None,
        detail=f"wrong {what}",
        outcome="refused",
    )
    throttle.failed(session, subject, moment)
