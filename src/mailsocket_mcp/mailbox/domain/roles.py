"""Roles: named, reusable sets of service rights and grants that users hold by name."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..data.models import RoleRow, UserRow
from ..errors import Conflict, Forbidden, NameTaken, NotFound
from . import audit
from .audit import Actor
from .records import now
from .rights import GrantSpec, Rights, expand_service
from .users import ensure_an_admin

__all__ = ["delete_role", "get_role", "list_roles", "put_role", "role_view"]


def role_view(row: RoleRow) -> dict[str, Any]:
    return {
        "id": row.id,
        "service": list(row.service),
        "grants": [GrantSpec.from_json(g).to_json() for g in row.grants],
    }


def list_roles(session: Session) -> list[dict[str, Any]]:
    return [role_view(r) for r in session.scalars(select(RoleRow).order_by(RoleRow.id))]


def get_role(session: Session, role_id: str) -> RoleRow:
    """Raises: NotFound: no such role."""
    row = session.get(RoleRow, role_id)
    if row is None:
        raise NotFound(f"no role {role_id!r}")
    return row


def put_role(
    session: Session,
    actor: Actor,
    rights: Rights,
    role_id: str,
    service: list[str],
    grants: list[GrantSpec],
    *,
    create: bool,
) -> RoleRow:
    """Create a role, or replace one's rights (``create=False``).

    Raises:
        NameTaken: creating a role whose id exists.
        NotFound: replacing one that does not.
        InvalidRight: an unknown right.
        Forbidden: a right the caller lacks (in the new rights, or in the role replaced).
        LastAdmin: the replacement would leave no enabled admin.
    """
    expand_service(service)
    for grant in grants:
        grant.validate()
    if not rights.covers(Rights.of(service, grants, now())):
        raise Forbidden("nobody hands out rights they lack: the caller lacks some of these")
    row = session.get(RoleRow, role_id)
    if create:
        if row is not None:
            raise NameTaken(f"the role {role_id!r} exists")
        row = RoleRow(id=role_id, service=[], grants=[])
        session.add(row)
    elif row is None:
        raise NotFound(f"no role {role_id!r}")
    elif not rights.covers(_role_rights(row)):
        raise Forbidden("the role holds rights the caller lacks")
    row.service = list(service)
    row.grants = [g.to_json() for g in grants]
    session.flush()
    ensure_an_admin(session)
    activity = "users.role_created" if create else "users.role_replaced"
    detail = f"service={','.join(service) or '-'} grants={len(grants)}"
    audit.record(session, actor, activity, target=role_id, detail=detail)
    return row


def delete_role(session: Session, actor: Actor, rights: Rights, role_id: str) -> None:
    """Raises: NotFound; Forbidden (rights the caller lacks); Conflict: users still hold it."""
    row = get_role(session, role_id)
    if not rights.covers(_role_rights(row)):
        raise Forbidden("the role holds rights the caller lacks")
    holders = [u.name for u in session.scalars(select(UserRow)) if role_id in u.roles]
    if holders:
        raise Conflict(f"users hold the role {role_id!r}: {', '.join(sorted(holders)[:10])}")
    session.delete(row)
    audit.record(session, actor, "users.role_deleted", target=role_id, detail="")


def _role_rights(row: RoleRow) -> Rights:
    return Rights.of(row.service, [GrantSpec.from_json(g) for g in row.grants], now())
