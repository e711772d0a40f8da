"""``GET /v1/status`` (``accounts.read``): how the sync of each account goes."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from ...domain.status import service_status
from ..deps import CallerDep, MailboxDep
from ..errors import responses
from ..status_models import ServiceStatus

router = APIRouter(tags=["status"])


@router.get(
    "/v1/status",
    operation_id="get_status",
    response_model=ServiceStatus,
    responses=responses(400, 401, 403, 413, 429, 500, 503),
    openapi_extra={"x-permission": "accounts.read"},
)
def get_status(request: Request, caller: CallerDep, mailbox: MailboxDep) -> dict[str, Any]:
    """The sync worker and the accounts the caller may see the status of: how their last pass
    went and whether one needs a look. Nothing is asked of a provider, so it suits a monitor.
    Kept in memory: empty again after a restart."""
    workers = getattr(request.app.state, "sync", None)
    with mailbox.db.session() as session:
        return service_status(session, caller.rights, workers)
