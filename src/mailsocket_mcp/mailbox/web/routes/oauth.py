"""Sign-in by code (``accounts.connect``; with ``account_id``, ``accounts.manage`` on it).

The provider's sign-in service and the account's mail servers are asked from these plain
functions on a worker thread (see :mod:`...domain.device_oauth`).
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter

from ...domain import device_oauth
from ..deps import CallerDep, MailboxDep, SyncNudgeDep
from ..errors import responses
from ..models import DeviceOAuthStart, DeviceOAuthStarted, DeviceOAuthState, ProviderType

router = APIRouter(tags=["accounts"])
_ERRORS = responses(400, 401, 403, 404, 409, 413, 429, 500, 501, 502, 503)


@router.post(
    "/v1/oauth/{provider}/device",
    operation_id="start_device_oauth",
    response_model=DeviceOAuthStarted,
    responses=_ERRORS,
    openapi_extra={"x-permission": "accounts.connect"},
)
def start_device_oauth(
    provider: ProviderType, body: DeviceOAuthStart, caller: CallerDep, mailbox: MailboxDep
) -> dict[str, Any]:
    """A code to sign in with at the provider, on any device: to connect a new account or,
    with `account_id`, to sign that account in again. The person opens `verification_uri` and
    enters `user_code`; then poll `POST /v1/oauth/{provider}/device/{sign_in_id}` every
    `interval` seconds. `501` without an OAuth app for the provider, or for a provider
    without sign-in by code (gmail and microsoft have it)."""
    with mailbox.db.session() as session:
        return device_oauth.start_sign_in(
            session, mailbox.vault, mailbox.connector, caller, provider, body.account_id
        )


@router.post(
    "/v1/oauth/{provider}/device/{sign_in_id}",
    operation_id="poll_device_oauth",
    response_model=DeviceOAuthState,
    responses=_ERRORS,
    openapi_extra={"x-permission": "accounts.connect"},
)
def poll_device_oauth(
    provider: ProviderType,
    sign_in_id: str,
    caller: CallerDep,
    mailbox: MailboxDep,
    _: SyncNudgeDep,
) -> dict[str, Any]:
    """Whether the person signed in. Then the account is connected, or signed in again, and
    comes with the answer, also on a later poll; until then `connected` is false. A poll
    sooner than `interval` does not ask the provider. Only the user who started the sign-in
    can poll it. `400` when it is unknown, expired or was declined: start again."""
    with mailbox.db.session() as session:
        answer = device_oauth.poll_sign_in(
            session, mailbox.vault, mailbox.connector, caller, provider, sign_in_id
        )
    if answer.failure is not None:
        raise answer.failure  # after the sign-in's end committed
    return answer.state
