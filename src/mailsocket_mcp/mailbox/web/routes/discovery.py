"""Discovery (``accounts.connect``): ways to connect an address, looked up, nothing sent."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from ...errors import Forbidden
from ..deps import CallerDep, MailboxDep
from ..errors import responses
from ..models import Discovery, DiscoveryRequest

router = APIRouter(tags=["discovery"])


@router.post(
    "/v1/discovery",
    operation_id="discover_account",
    response_model=Discovery,
    responses=responses(400, 401, 403, 404, 409, 413, 429, 500, 501, 502, 503),
    openapi_extra={"x-permission": "accounts.connect"},
)
def discover_account(
    body: DiscoveryRequest, caller: CallerDep, mailbox: MailboxDep
) -> dict[str, Any]:
    """Ways to connect an address, best first. Looks up only, sends no
    credential. POST so the address stays out of access logs."""
    if not caller.rights.may("create_account"):
        raise Forbidden("discovery needs accounts.connect")
    return mailbox.discoverer.discover_blocking(body.email)
