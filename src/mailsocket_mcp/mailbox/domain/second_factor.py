"""The second factor of a user's UI sign-in: TOTP devices and the recovery codes they share.

A device is enrolled pending (its secret shown once, as an ``otpauth://`` URI) and counts only
once a first code confirmed it; the first confirmed device brings ten recovery codes, shown once
and kept as SHA-256. A code is good once: a device remembers the last time step it took and
refuses that step and older ones, and a recovery code is marked used. Wrong codes count against
the throttle (``throttle.py``). Removing a user's last device removes its recovery codes too.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from ..data.models import RecoveryCodeRow, TotpDeviceRow, UserRow
from ..data.vault import Vault, totp_aad
from ..errors import BadRequest, Conflict, Forbidden, NameTaken, NotFound, Unauthenticated
from . import audit, totp
from .audit import Actor
from .callers import rights_of
from .records import new_id, now
from .rights import Rights
from .throttle import DEFAULT_THROTTLE, Throttle

__all__ = [
    "RECOVERY_CODES",
    "Confirmed",
    "Enrolment",
    "check_code",
    "confirm_totp",
    "confirmed_users",
    "enrol_totp",
    "has_second_factor",
    "new_recovery_codes",
    "pending_device",
    "remove_all",
    "remove_device",
    "remove_own_device",
    "second_factor_view",
    "use_recovery_code",
    "verify_code",
    "verify_totp",
]

RECOVERY_CODES = 10
ISSUER = "mailsocket-mailbox"
_RECOVERY_BYTES = 10  # 80 bits: 16 base32 letters, shown in groups of four
_PENDING_FOR = timedelta(hours=1)  # an enrolment not confirmed by then is dropped
_SIX_DIGITS = re.compile(r"\d{6}")


@dataclass(frozen=True)
class Enrolment:
    """A pending device: its secret and URI, shown this once."""

    device_id: str
    secret: str
    uri: str

    def __repr__(self) -> str:
        return f"Enrolment(device_id={self.device_id!r})"


@dataclass(frozen=True)
class Confirmed:
    """A confirmed device, and the recovery codes made with the user's first one (else [])."""

    device_id: str
    recovery_codes: list[str]

    def __repr__(self) -> str:
        return f"Confirmed(device_id={self.device_id!r})"


# -- reading -------------------------------------------------------------------------------------


def _user(session: Session, user_id: str) -> UserRow:
    row = session.get(UserRow, user_id)
    if row is None:
        raise NotFound(f"no user {user_id!r}")
    return row


def _devices(session: Session, user_id: str) -> list[TotpDeviceRow]:
    """The user's confirmed devices, oldest first."""
    return list(
        session.scalars(
            select(TotpDeviceRow)
            .where(TotpDeviceRow.user_id == user_id, TotpDeviceRow.confirmed_at.is_not(None))
            .order_by(TotpDeviceRow.confirmed_at, TotpDeviceRow.id)
        )
    )


def _codes_left(session: Session, user_id: str) -> list[RecoveryCodeRow]:
    return list(
        session.scalars(
            select(RecoveryCodeRow).where(
                RecoveryCodeRow.user_id == user_id, RecoveryCodeRow.used_at.is_(None)
            )
        )
    )


def has_second_factor(session: Session, user_id: str) -> bool:
    return bool(_devices(session, user_id))


def confirmed_users(session: Session, user_ids: list[str]) -> set[str]:
    """Which of ``user_ids`` have a second factor (one query for a page of users)."""
    rows = session.scalars(
        select(TotpDeviceRow.user_id).where(
            TotpDeviceRow.user_id.in_(user_ids), TotpDeviceRow.confirmed_at.is_not(None)
        )
    )
    return set(rows)


def second_factor_view(session: Session, user_id: str) -> dict[str, Any]:
    """The contract's ``SecondFactor``: devices oldest first, never a secret.

    Raises:
        NotFound: no such user.
    """
    _user(session, user_id)
    return {
        "totp": [
            {
                "id": d.id,
                "name": d.name,
                "created_at": d.created_at,
                "last_used_at": d.last_used_at,
            }
            for d in _devices(session, user_id)
        ],
        "recovery_codes_left": len(_codes_left(session, user_id)),
    }


# -- enrolling -----------------------------------------------------------------------------------


def enrol_totp(session: Session, vault: Vault, user_id: str, name: str) -> Enrolment:
    """A pending device named ``name``; enrolling the same name again starts it afresh.

    Raises:
        NotFound: no such user.
        BadRequest: an empty or over-long name.
        NameTaken: a confirmed device of the user has this name.
        VaultLocked: the vault is not open (the secret cannot be sealed).
    """
    user = _user(session, user_id)
    name = name.strip()
    if not 1 <= len(name) <= 100:
        raise BadRequest("a device name is 1 to 100 characters")
    moment = now()
    for device in session.scalars(select(TotpDeviceRow).where(TotpDeviceRow.user_id == user_id)):
        if device.name == name and device.confirmed_at is not None:
            raise NameTaken(f"the user has a device named {name!r}")
        if device.confirmed_at is None and (
            device.name == name or device.created_at < moment - _PENDING_FOR
        ):
            session.delete(device)
    session.flush()
    secret = totp.new_secret()
    device_id = new_id("totp")
    nonce, sealed = vault.seal_secret(totp_aad(device_id), secret.encode())
    session.add(
        TotpDeviceRow(
            id=device_id,
            user_id=user_id,
            name=name,
            secret_nonce=nonce,
            secret_sealed=sealed,
            created_at=moment,
        )
    )
    session.flush()
    uri = totp.otpauth_uri(secret, account=user.name, issuer=ISSUER)
    return Enrolment(device_id=device_id, secret=secret, uri=uri)


def pending_device(session: Session, user_id: str, name: str) -> str | None:
    """The id of the user's device named ``name`` that waits for its first code, if any."""
    return session.scalar(
        select(TotpDeviceRow.id).where(
            TotpDeviceRow.user_id == user_id,
            TotpDeviceRow.name == name.strip(),
            TotpDeviceRow.confirmed_at.is_(None),
        )
    )


def confirm_totp(
    session: Session,
    vault: Vault,
    actor: Actor,
    user_id: str,
    device_id: str,
    code: str,
    *,
    at: datetime | None = None,
    throttle: Throttle = DEFAULT_THROTTLE,
) -> Confirmed:
    """Confirm a pending device with a first code from it; the user's first device also makes
    its recovery codes, returned this once.

    Raises:
        NotFound: no pending device of that id for the user.
        SignInThrottled: too many wrong codes for the user lately.
        Unauthenticated: the code is not the device's (counted by the throttle).
        VaultLocked: the vault is not open.
    """
    moment = at or now()
    device = session.get(TotpDeviceRow, device_id)
    if device is None or device.user_id != user_id or device.confirmed_at is not None:
        raise NotFound(f"no pending device {device_id!r} of user {user_id!r}")
    subject = f"user:{user_id}"
    throttle.check(session, subject, moment)
    step = _matching_step(vault, device, code, moment)
    if step is None:
        throttle.failed(session, subject, moment)
        raise Unauthenticated("the code is not the new device's: check its clock and try again")
    first = not has_second_factor(session, user_id)
    device.confirmed_at, device.last_step = moment, step
    codes = _replace_recovery_codes(session, user_id, moment) if first else []
    throttle.cleared(session, subject)
    audit.record(
        session, actor, "users.totp_device_added", target=user_id, detail=f"device={device.id}"
    )
    return Confirmed(device_id=device.id, recovery_codes=codes)


def new_recovery_codes(session: Session, actor: Actor, user_id: str) -> list[str]:
    """A fresh set of recovery codes (the old ones stop working), shown this once.

    Raises:
        NotFound: no such user, or it has no second factor.
    """
    _user(session, user_id)
    if not has_second_factor(session, user_id):
        raise NotFound("the user has no second factor")
    codes = _replace_recovery_codes(session, user_id, now())
    audit.record(session, actor, "users.recovery_codes_renewed", target=user_id, detail="")
    return codes


def _replace_recovery_codes(session: Session, user_id: str, moment: datetime) -> list[str]:
    session.execute(delete(RecoveryCodeRow).where(RecoveryCodeRow.user_id == user_id))
    codes = []
    for _ in range(RECOVERY_CODES):
        letters = base64.b32encode(secrets.token_bytes(_RECOVERY_BYTES)).decode().lower()
        code = "-".join(letters[i : i + 4] for i in range(0, len(letters), 4))
        codes.append(code)
        session.add(
            RecoveryCodeRow(
                id=new_id("rc"),
                user_id=user_id,
                code_hash=_recovery_hash(code),
                created_at=moment,
            )
        )
    return codes


def _recovery_hash(code: str) -> str:
    compact = "".join(c for c in code.lower() if c.isalnum())
    return hashlib.sha256(b"recovery-code:" + compact.encode()).hexdigest()


# -- checking ------------------------------------------------------------------------------------


def _matching_step(vault: Vault, device: TotpDeviceRow, code: str, moment: datetime) -> int | None:
    secret = vault.open_secret(totp_aad(device.id), device.secret_nonce, device.secret_sealed)
    return totp.matching_step(totp.secret_bytes(secret.decode()), code.strip(), moment)


def verify_totp(session: Session, vault: Vault, user_id: str, code: str, moment: datetime) -> bool:
    """Whether ``code`` is a current code of one of the user's devices not taken before; the
    device that took it remembers its step (a replay of it, or of an older one, is refused).

    Raises:
        VaultLocked: the vault is not open.
    """
    taken: tuple[TotpDeviceRow, int] | None = None
    for device in _devices(session, user_id):
        step = _matching_step(vault, device, code, moment)
        if step is not None and (device.last_step is None or step > device.last_step):
            taken = taken or (device, step)
    if taken is None:
        return False
    device, step = taken
    device.last_step, device.last_used_at = step, moment
    return True


def use_recovery_code(session: Session, user_id: str, code: str, moment: datetime) -> bool:
    """Whether ``code`` is one of the user's unused recovery codes; it is used up if so.
    Compared with every code left in constant time; dashes, spaces and case do not matter."""
    given = _recovery_hash(code)
    found: RecoveryCodeRow | None = None
    for row in _codes_left(session, user_id):
        if hmac.compare_digest(row.code_hash, given) and found is None:
            found = row
    if found is None:
        return False
    found.used_at = moment
    return True


def check_code(
    session: Session, vault: Vault, user_id: str, code: str, moment: datetime
) -> str | None:
    """``"totp"`` or ``"recovery_code"``: which kind of code ``code`` was and took; None for a
    wrong, used or replayed one. Six digits are a TOTP code, anything else a recovery code.

    Raises:
        VaultLocked: a TOTP code while the vault is not open.
    """
    code = code.strip()
    if _SIX_DIGITS.fullmatch(code):
        return "totp" if verify_totp(session, vault, user_id, code, moment) else None
    return "recovery_code" if use_recovery_code(session, user_id, code, moment) else None


def verify_code(
    session: Session,
    vault: Vault,
    user_id: str,
    code: str,
    *,
    at: datetime | None = None,
    throttle: Throttle = DEFAULT_THROTTLE,
) -> str:
    """A code from a signed-in user (to confirm a sensitive step): which kind it was.

    Raises:
        NotFound: no such user.
        SignInThrottled: too many wrong codes for the user lately.
        Unauthenticated: wrong, used or replayed (counted by the throttle).
        VaultLocked: a TOTP code while the vault is not open.
    """
    _user(session, user_id)
    moment = at or now()
    subject = f"user:{user_id}"
    throttle.check(session, subject, moment)
    kind = check_code(session, vault, user_id, code, moment)
    if kind is None:
        throttle.failed(session, subject, moment)
        raise Unauthenticated("the code is wrong, used already or expired")
    throttle.cleared(session, subject)
    return kind


# -- removing ------------------------------------------------------------------------------------


def _may_change(session: Session, actor: Actor, rights: Rights, user_id: str) -> UserRow:
    user = _user(session, user_id)
    if actor.user_id == user_id:
        raise Conflict("the caller removes its own second factor in the UI, with a code")
    # Whoever removes a second factor can sign in with the password it set: cover the user.
    if not rights.covers(rights_of(session, user)):
        raise Forbidden("the user holds rights the caller lacks")
    return user


def remove_device(
    session: Session, actor: Actor, rights: Rights, user_id: str, device_id: str
) -> None:
    """Remove one confirmed device of another user; with the last one the recovery codes go too.

    Raises:
        NotFound: no such user, or no such device of it.
        Conflict: the caller's own (``remove_own_device`` takes a code for that).
        Forbidden: the user holds rights the caller lacks.
    """
    _may_change(session, actor, rights, user_id)
    _delete_device(session, actor, user_id, device_id)


def remove_own_device(
    session: Session,
    vault: Vault,
    actor: Actor,
    device_id: str,
    code: str,
    *,
    at: datetime | None = None,
    throttle: Throttle = DEFAULT_THROTTLE,
) -> None:
    """The signed-in user (``actor``) removes a device of its own, proving it with a code.

    Raises:
        NotFound: no such device of the user.
        SignInThrottled, Unauthenticated, VaultLocked: as for ``verify_code``.
    """
    assert actor.user_id is not None  # a signed-in user, not the host
    verify_code(session, vault, actor.user_id, code, at=at, throttle=throttle)
    _delete_device(session, actor, actor.user_id, device_id)


def _delete_device(session: Session, actor: Actor, user_id: str, device_id: str) -> None:
    device = session.get(TotpDeviceRow, device_id)
    if device is None or device.user_id != user_id or device.confirmed_at is None:
        raise NotFound(f"user {user_id!r} has no device {device_id!r}")
    session.delete(device)
    session.flush()
    detail = f"device={device_id}"
    if not has_second_factor(session, user_id):
        _remove_rows(session, user_id)
        detail += " (the last: second factor off)"
    audit.record(session, actor, "users.totp_device_removed", target=user_id, detail=detail)


def remove_all(session: Session, actor: Actor, rights: Rights, user_id: str) -> None:
    """Remove every device (pending ones too) and the recovery codes.

    Raises:
        NotFound: no such user, or it has no second factor.
        Conflict: the caller's own.
        Forbidden: the user holds rights the caller lacks.
    """
    _may_change(session, actor, rights, user_id)
    if not has_second_factor(session, user_id):
        raise NotFound(f"user {user_id!r} has no second factor")
    _remove_rows(session, user_id)
    audit.record(session, actor, "users.second_factor_removed", target=user_id, detail="")


def _remove_rows(session: Session, user_id: str) -> None:
    session.execute(delete(TotpDeviceRow).where(TotpDeviceRow.user_id == user_id))
    session.execute(delete(RecoveryCodeRow).where(RecoveryCodeRow.user_id == user_id))
