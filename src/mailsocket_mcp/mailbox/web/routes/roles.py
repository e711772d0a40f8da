"""Roles (``users.read`` / ``users.manage``)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Response

from ...domain import roles
from ...domain.rights import GrantSpec
from ..deps import CallerDep, MailboxDep
from ..errors import responses
from ..models import Grant, Role, RoleCreate, RoleReplace
from .users import need

router = APIRouter(tags=["users"])
_ERRORS = responses(400, 401, 403, 404, 409, 413, 429, 500, 503)


def _specs(grants: list[Grant]) -> list[GrantSpec]:
    return [GrantSpec.from_json(g.model_dump(mode="json")) for g in grants]


@router.get(
    "/v1/roles",
    operation_id="list_roles",
    response_model=list[Role],
    responses=_ERRORS,
    openapi_extra={"x-permission": "users.read"},
)
def list_roles(caller: CallerDep, mailbox: MailboxDep) -> list[dict[str, Any]]:
    need(caller, "list_roles")
    with mailbox.db.session() as session:
        return roles.list_roles(session)


@router.post(
    "/v1/roles",
    operation_id="create_role",
    status_code=201,
    response_model=Role,
    responses=_ERRORS,
    openapi_extra={"x-permission": "users.manage"},
)
def create_role(body: RoleCreate, caller: CallerDep, mailbox: MailboxDep) -> dict[str, Any]:
    need(caller, "create_role")
    with mailbox.db.session() as session:
        row = roles.put_role(
            session,
            caller.actor,
            caller.rights,
            body.id,
            body.service,
            _specs(body.grants),
            create=True,
        )
        return roles.role_view(row)


@router.get(
    "/v1/roles/{role_id}",
    operation_id="get_role",
    response_model=Role,
    responses=_ERRORS,
    openapi_extra={"x-permission": "users.read"},
)
def get_role(role_id: str, caller: CallerDep, mailbox: MailboxDep) -> dict[str, Any]:
    need(caller, "get_role")
    with mailbox.db.session() as session:
        return roles.role_view(roles.get_role(session, role_id))


@router.put(
    "/v1/roles/{role_id}",
    operation_id="replace_role",
    response_model=Role,
    responses=_ERRORS,
    openapi_extra={"x-permission": "users.manage"},
)
def replace_role(
    role_id: str, body: RoleReplace, caller: CallerDep, mailbox: MailboxDep
) -> dict[str, Any]:
    need(caller, "replace_role")
    with mailbox.db.session() as session:
        row = roles.put_role(
            session,
            caller.actor,
            caller.rights,
            role_id,
            body.service,
            _specs(body.grants),
            create=False,
        )
        return roles.role_view(row)


@router.delete(
    "/v1/roles/{role_id}",
    operation_id="delete_role",
    status_code=204,
    responses=_ERRORS,
    openapi_extra={"x-permission": "users.manage"},
)
def delete_role(role_id: str, caller: CallerDep, mailbox: MailboxDep) -> Response:
    need(caller, "delete_role")
    with mailbox.db.session() as session:
        roles.delete_role(session, caller.actor, caller.rights, role_id)
    return Response(status_code=204)
