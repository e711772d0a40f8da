"""``/v1/audit``: the audit of administration (``audit`` in ``service``)."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Query

from ...domain import audit
from ...errors import BadRequest
from ..deps import CallerDep, MailboxDep
from ..errors import responses
from ..models import ActivityRecord, Page
from .users import need

router = APIRouter(tags=["audit"])


@router.get(
    "/v1/audit",
    operation_id="list_activity",
    response_model=Page[ActivityRecord],
    responses=responses(400, 401, 403, 404, 409, 413, 429, 500, 503),
    openapi_extra={"x-permission": "audit"},
)
def list_activity(
    caller: CallerDep,
    mailbox: MailboxDep,
    user: Annotated[str | None, Query(description="A user id: what that user did")] = None,
    activity: Annotated[
        str | None, Query(description="A name such as `users.token_revoked`, or an area")
    ] = None,
    record: Annotated[str | None, Query(description="The id of what was touched")] = None,
    after: Annotated[
        datetime | None, Query(description="At or after this time, with a zone")
    ] = None,
    before: Annotated[datetime | None, Query(description="Before this time, with a zone")] = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    cursor: str | None = None,
) -> dict[str, Any]:
    """Who changed users, tokens, roles and accounts, newest first. Never a secret."""
    need(caller, "list_activity")
    for moment in (after, before):
        if moment is not None and moment.tzinfo is None:
            raise BadRequest("after and before need a time zone, e.g. 2026-09-01T00:00:00Z")
    with mailbox.db.session() as session:
        return audit.list_activity(
            session,
            user=user,
            activity=activity,
            target=record,
            after=after,
            before=before,
            limit=limit,
            cursor=cursor,
        )
