"""Users: create, change, delete, list; one-time passwords; the last admin stays.

Every change checks that the caller holds each right it hands out, and writes an audit row in
the same transaction.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session, object_session

from ..data.models import RoleRow, TokenRow, UserRow
from ..errors import BadRequest, Conflict, Forbidden, InvalidRight, LastAdmin, NameTaken, NotFound
from . import audit, second_factor
from .audit import Actor
from .callers import hash_password, rights_of
from .records import decode_cursor, encode_cursor, new_id, now
from .rights import GrantSpec, Rights, expand_service

__all__ = [
    "MIN_PASSWORD",
    "UserChange",
    "create_user",
    "delete_user",
    "find_user",
    "get_user",
    "list_users",
    "set_password",
    "update_user",
    "user_view",
]


MIN_PASSWORD = 12


@dataclass(frozen=True, kw_only=True)
class UserChange:
    """What a create or an update names; None leaves a field as it is."""

    name: str | None = None
    roles: list[str] | None = None
    service: list[str] | None = None
    grants: list[GrantSpec] | None = None
    disabled: bool | None = None
    ui_sign_in: bool | None = None


def user_view(row: UserRow, *, has_second_factor: bool | None = None) -> dict[str, Any]:
    if has_second_factor is None:
        session = object_session(row)
        assert session is not None  # a row read in a session
        has_second_factor = second_factor.has_second_factor(session, row.id)
    return {
        "id": row.id,
        "name": row.name,
        "roles": list(row.roles),
        "service": list(row.service),
        "grants": [GrantSpec.from_json(g).to_json() for g in row.grants],
        "disabled": row.disabled,
        "ui_sign_in": row.ui_sign_in,
        "has_password": row.password_hash is not None,
        "must_change": row.must_change,
        "last_sign_in_at": row.last_sign_in_at,
        "second_factor": has_second_factor,
    }


def get_user(session: Session, user_id: str) -> UserRow:
    """Raises: NotFound: no such user."""
    row = session.get(UserRow, user_id)
    if row is None:
        raise NotFound(f"no user {user_id!r}")
    return row


def find_user(session: Session, name_or_id: str) -> UserRow:
    """A user by its id or its name (regardless of case), for commands on the host.

    Raises: NotFound: no such user.
    """
    row = session.get(UserRow, name_or_id) or session.scalar(
        select(UserRow).where(UserRow.name_key == name_or_id.strip().casefold())
    )
    if row is None:
        raise NotFound(f"no user named {name_or_id!r}")
    return row


def list_users(
    session: Session,
    *,
    name: str | None = None,
    role: str | None = None,
    disabled: bool | None = None,
    ui_sign_in: bool | None = None,
    limit: int = 50,
    cursor: str | None = None,
) -> dict[str, Any]:
    """Users by name regardless of case, filtered, one page.

    Raises:
        InvalidCursor: a cursor this list did not hand out.
    """
    query = select(UserRow)
    if name:
        query = query.where(UserRow.name_key.contains(name.casefold(), autoescape=True))
    if disabled is not None:
        query = query.where(UserRow.disabled == disabled)
    if ui_sign_in is not None:
        query = query.where(UserRow.ui_sign_in == ui_sign_in)
    if cursor is not None:
        key, row_id = decode_cursor(cursor, 2)
        query = query.where(
            (UserRow.name_key > key) | ((UserRow.name_key == key) & (UserRow.id > row_id))
        )
    rows = session.scalars(query.order_by(UserRow.name_key, UserRow.id))
    # Roles are a JSON list: filter here, then page, so a page is never short by the filter.
    matching = (r for r in rows if role is None or role in r.roles)
    page: list[UserRow] = []
    more = False
    for row in matching:
        if len(page) == limit:
            more = True
            break
        page.append(row)
    confirmed = second_factor.confirmed_users(session, [row.id for row in page])
    return {
        "items": [user_view(row, has_second_factor=row.id in confirmed) for row in page],
        "next_cursor": encode_cursor(page[-1].name_key, page[-1].id) if more else None,
    }


def create_user(
    session: Session, actor: Actor, rights: Rights, change: UserChange, *, host: bool = False
) -> UserRow:
    """A new user with the rights named, each of which the caller must hold.

    Raises:
        NameTaken: the name is taken (regardless of case).
        InvalidRight: an unknown right, or an unknown role.
        Forbidden: a right the caller lacks.
    """
    assert change.name is not None
    row = UserRow(
        id=new_id("usr"),
        name=change.name,
        name_key=_name_key(session, change.name, None),
        service=[],
        grants=[],
        roles=[],
        disabled=False,
        ui_sign_in=bool(change.ui_sign_in),
        password_hash=None,
        must_change=False,
        last_sign_in_at=None,
        created_at=now(),
    )
    _apply_rights(session, row, change, rights, host=host)
    session.add(row)
    session.flush()
    audit.record(session, actor, "users.user_created", target=row.id, detail=_summary(row))
    return row


def update_user(
    session: Session, actor: Actor, rights: Rights, user_id: str, change: UserChange
) -> UserRow:
    """Change what ``change`` names.

    Raises:
        NotFound: no such user.
        NameTaken, InvalidRight, Forbidden: as for ``create_user``; Forbidden also for
            disabling oneself or switching one's own UI sign-in.
        LastAdmin: the change would leave no enabled admin.
    """
    row = get_user(session, user_id)
    if actor.user_id == row.id and (change.disabled is not None or change.ui_sign_in is not None):
        raise Forbidden("disabled and ui_sign_in are not for the caller itself")
    # Changing a user who holds more than the caller would let the caller act with it.
    if not rights.covers(rights_of(session, row)):
        raise Forbidden("the user holds rights the caller lacks")
    if change.name is not None:
        row.name_key = _name_key(session, change.name, row.id)
        row.name = change.name
    if change.disabled is not None:
        row.disabled = change.disabled
    if change.ui_sign_in is not None:
        row.ui_sign_in = change.ui_sign_in
        if not change.ui_sign_in:
            row.password_hash, row.must_change = None, False
    _apply_rights(session, row, change, rights, host=False)
    session.flush()
    ensure_an_admin(session)
    audit.record(session, actor, "users.user_updated", target=row.id, detail=_summary(row))
    return row


def delete_user(session: Session, actor: Actor, rights: Rights, user_id: str) -> None:
    """Delete a user and its tokens.

    Raises:
        NotFound: no such user.
        Forbidden: it holds rights the caller lacks.
        LastAdmin: it is the last enabled admin.
    """
    row = get_user(session, user_id)
    if not rights.covers(rights_of(session, row)):
        raise Forbidden("the user holds rights the caller lacks")
    name = row.name
    session.delete(row)
    session.flush()
    ensure_an_admin(session)
    audit.record(session, actor, "users.user_deleted", target=user_id, detail=f"name={name}")


def set_password(
    session: Session, actor: Actor, rights: Rights, user_id: str, password: str | None = None
) -> str | None:
    """Give a user with UI sign-in a password it must change at its next sign-in (scrypt).
    Without ``password`` the service makes a one-time one and answers it (else None).

    Raises:
        NotFound: no such user.
        Conflict: the caller itself, or a user without UI sign-in (an API user).
        Forbidden: it holds rights the caller lacks.
        BadRequest: a chosen password shorter than ``MIN_PASSWORD``.
    """
    row = get_user(session, user_id)
    if actor.user_id == row.id:
        raise Conflict("the caller changes its own password in the UI")
    if not row.ui_sign_in:
        raise Conflict("the user has no UI sign-in (an API user): turn ui_sign_in on first")
    if not rights.covers(rights_of(session, row)):
        raise Forbidden("the user holds rights the caller lacks")
    if password is not None and len(password) < MIN_PASSWORD:
        raise BadRequest(f"a password has at least {MIN_PASSWORD} characters")
    made = secrets.token_urlsafe(15) if password is None else None
    row.password_hash, row.must_change = hash_password(password or made or ""), True
    detail = "one-time password" if made else "password chosen by the caller"
    audit.record(session, actor, "users.password_set", target=row.id, detail=detail)
    return made


def ensure_an_admin(session: Session) -> None:
    """Raises: LastAdmin: no enabled user holds ``admin`` (directly or by a role)."""
    for row in session.scalars(select(UserRow).where(UserRow.disabled.is_(False))):
        if rights_of(session, row).admin:
            return
    raise LastAdmin("the service would be left without an enabled admin")


def count_users(session: Session) -> int:
    return session.scalar(select(func.count()).select_from(UserRow)) or 0


def _apply_rights(
    session: Session, row: UserRow, change: UserChange, rights: Rights, *, host: bool
) -> None:
    service = row.service if change.service is None else change.service
    grants = (
        [GrantSpec.from_json(g) for g in row.grants] if change.grants is None else change.grants
    )
    roles = row.roles if change.roles is None else change.roles
    expand_service(service)
    for grant in grants:
        grant.validate()
    role_rows = []
    for role_id in roles:
        role = session.get(RoleRow, role_id)
        if role is None:
            raise InvalidRight(f"no role {role_id!r}")
        role_rows.append(role)
    wanted = Rights.of(
        [*service, *(s for r in role_rows for s in r.service)],
        [*grants, *(GrantSpec.from_json(g) for r in role_rows for g in r.grants)],
        now(),
    )
    if not host and not rights.covers(wanted):
        raise Forbidden("nobody hands out rights they lack: the caller lacks some of these")
    row.service = list(service)
    row.grants = [g.to_json() for g in grants]
    row.roles = list(roles)


def _name_key(session: Session, name: str, own_id: str | None) -> str:
    key = name.strip().casefold()
    taken = session.scalar(select(UserRow.id).where(UserRow.name_key == key))
    if taken is not None and taken != own_id:
        raise NameTaken(f"the name {name!r} is taken")
    return key


def _summary(row: UserRow) -> str:
    return (
        f"name={row.name} service={_words(row.service)} roles={_words(row.roles)} "
        f"grants={len(row.grants)} disabled={row.disabled}"
    )


def _words(values: Iterable[str]) -> str:
    return ",".join(values) or "-"


def tokens_of(session: Session, user_id: str) -> list[TokenRow]:
    return list(
        session.scalars(
            select(TokenRow).where(TokenRow.user_id == user_id).order_by(TokenRow.created_at)
        )
    )
