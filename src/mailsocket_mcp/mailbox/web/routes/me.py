"""``/v1/me`` and ``/v1/permissions``: what a token may do, and the catalogue of rights."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from sqlalchemy import select

from ...data.models import AccountRow
from ...domain.rights import ALL_SERVICE_OPS, catalogue
from ..deps import CallerDep, MailboxDep
from ..errors import responses
from ..models import Me, PermissionCatalogue

router = APIRouter(tags=["users"])
_ERRORS = responses(400, 401, 403, 413, 429, 500, 503)


@router.get(
    "/v1/me",
    operation_id="get_me",
    response_model=Me,
    responses=_ERRORS,
    openapi_extra={"x-permission": "authenticated"},
)
def get_me(caller: CallerDep, mailbox: MailboxDep) -> dict[str, Any]:
    """The caller and its effective rights: every account it may act on, with the operations
    there, and the operations of the service."""
    with mailbox.db.session() as session:
        accounts = []
        for row in session.scalars(select(AccountRow).order_by(AccountRow.email_key)):
            ops = caller.rights.ops_on(row.id)
            if ops:
                accounts.append(
                    {
                        "id": row.id,
                        "email": row.email,
                        "display_name": row.display_name,
                        "operations": sorted(ops),
                        "capabilities": list(row.capabilities),
                        "status": row.status,
                        "attention": row.status != "connected",
                    }
                )
    operations = ALL_SERVICE_OPS if caller.rights.admin else caller.rights.service_ops
    return {
        "user_id": caller.user_id,
        "name": caller.name,
        "accounts": accounts,
        "operations": sorted(operations),
    }


@router.get(
    "/v1/permissions",
    operation_id="list_permissions",
    response_model=PermissionCatalogue,
    responses=_ERRORS,
    openapi_extra={"x-permission": "authenticated"},
)
def list_permissions(caller: CallerDep) -> dict[str, Any]:
    """Every group of rights with its operations, and which of them belong to the service."""
    return catalogue()
