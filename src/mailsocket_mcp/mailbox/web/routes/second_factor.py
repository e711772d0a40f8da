"""A user's second factor of UI sign-in: read it (``users.read``), remove it or one device
(``users.manage``). Adding a device is the user's own step, in the UI (or the host's CLI)."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Response

from ...domain import second_factor
from ..deps import CallerDep, MailboxDep
from ..errors import responses
from ..second_factor_models import SecondFactor
from .users import need

router = APIRouter(tags=["users"])
_ERRORS = responses(400, 401, 403, 404, 409, 413, 429, 500, 503)


@router.get(
    "/v1/users/{user_id}/second-factor",
    operation_id="get_second_factor",
    response_model=SecondFactor,
    responses=_ERRORS,
    openapi_extra={"x-permission": "users.read"},
)
def get_second_factor(user_id: str, caller: CallerDep, mailbox: MailboxDep) -> dict[str, Any]:
    """A user's second factor: the devices of each method, TOTP so far, and how many recovery
    codes are left. Never a secret. The user adds a device in the UI."""
    need(caller, "get_second_factor")
    with mailbox.db.session() as session:
        return second_factor.second_factor_view(session, user_id)


@router.delete(
    "/v1/users/{user_id}/second-factor",
    operation_id="remove_second_factor",
    status_code=204,
    responses=_ERRORS,
    openapi_extra={"x-permission": "users.manage"},
)
def remove_second_factor(user_id: str, caller: CallerDep, mailbox: MailboxDep) -> Response:
    """Remove a user's whole second factor: every device and the recovery codes. The caller must
    hold every right the user holds. `404` when the user has none, `409` for the caller itself,
    who removes its own in the UI with a code."""
    need(caller, "remove_second_factor")
    with mailbox.db.session() as session:
        second_factor.remove_all(session, caller.actor, caller.rights, user_id)
    return Response(status_code=204)


@router.delete(
    "/v1/users/{user_id}/second-factor/totp/{device_id}",
    operation_id="remove_totp_device",
    status_code=204,
    responses=_ERRORS,
    openapi_extra={"x-permission": "users.manage"},
)
def remove_totp_device(
    user_id: str, device_id: str, caller: CallerDep, mailbox: MailboxDep
) -> Response:
    """Remove one TOTP device: its codes work no more. With the last device the second factor
    is off and the recovery codes go too. The caller must hold every right the user holds.
    `404` for a device the user does not have, `409` for the caller itself."""
    need(caller, "remove_totp_device")
    with mailbox.db.session() as session:
        second_factor.remove_device(session, caller.actor, caller.rights, user_id, device_id)
    return Response(status_code=204)
