"""Accounts (``accounts.connect`` / ``accounts.read`` / ``accounts.manage``).

Creating, changing and verifying an account logs in to its servers first (a 502 when they
refuse or cannot be reached, and nothing is stored). These routes are plain functions: FastAPI
runs them on a worker thread, where the login runs on an event loop of its own.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Response

from ...domain import accounts, inbox_sources
from ..deps import CallerDep, MailboxDep, SyncNudgeDep
from ..errors import responses
from ..models import Account, AccountCreate, AccountStatus, AccountUpdate, Page, ProviderType

router = APIRouter(tags=["accounts"])
_ERRORS = responses(400, 401, 403, 404, 409, 413, 429, 500, 501, 502, 503)


@router.get(
    "/v1/accounts",
    operation_id="list_accounts",
    response_model=Page[Account],
    responses=_ERRORS,
    openapi_extra={"x-permission": "accounts.read"},
)
def list_accounts(
    caller: CallerDep,
    mailbox: MailboxDep,
    address: Annotated[
        str | None, Query(description="Part of the address, regardless of case")
    ] = None,
    provider: ProviderType | None = None,
    status: AccountStatus | None = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    cursor: str | None = None,
) -> dict[str, Any]:
    """The accounts the caller may list, by address regardless of case, one page."""
    with mailbox.db.session() as session:
        return accounts.list_accounts(
            session,
            caller.rights,
            address=address,
            provider=provider,
            status=status,
            limit=limit,
            cursor=cursor,
        )


@router.post(
    "/v1/accounts",
    operation_id="create_account",
    status_code=201,
    response_model=Account,
    responses=_ERRORS,
    openapi_extra={"x-permission": "accounts.connect"},
)
def create_account(
    body: AccountCreate, caller: CallerDep, mailbox: MailboxDep, _: SyncNudgeDep
) -> dict[str, Any]:
    """Connect an account: settings stored, credentials sealed (never answered)."""
    data = accounts.AccountInput(
        provider=body.provider,
        email=body.email,
        display_name=body.display_name,
        settings=body.settings,
        credentials={k: v.get_secret_value() for k, v in body.credentials.items()},
    )
    with mailbox.db.session() as session:
        row, rights = accounts.create_account(
            session, mailbox.vault, mailbox.connector, caller.actor, caller.rights, data
        )
        return accounts.account_view(row, accounts.credentials_of(session, row.id), rights)


@router.get(
    "/v1/accounts/{account_id}",
    operation_id="get_account",
    response_model=Account,
    responses=_ERRORS,
    openapi_extra={"x-permission": "accounts.read"},
)
def get_account(account_id: str, caller: CallerDep, mailbox: MailboxDep) -> dict[str, Any]:
    with mailbox.db.session() as session:
        row = accounts.get_account(session, caller.rights, account_id, "get_account")
        return accounts.account_view(row, accounts.credentials_of(session, row.id), caller.rights)


@router.patch(
    "/v1/accounts/{account_id}",
    operation_id="update_account",
    response_model=Account,
    responses=_ERRORS,
    openapi_extra={"x-permission": "accounts.manage"},
)
def update_account(
    account_id: str, body: AccountUpdate, caller: CallerDep, mailbox: MailboxDep, _: SyncNudgeDep
) -> dict[str, Any]:
    """Change the display name, merge settings (null removes one), replace credentials."""
    fields = body.model_fields_set
    with mailbox.db.session() as session:
        if "inbox_source" in fields:
            spec = body.inbox_source
            source = (
                None if spec is None else inbox_sources.InboxSource.checked(spec.mode, spec.domain)
            )
            row = inbox_sources.set_inbox_source(
                session, caller.actor, caller.rights, account_id, source
            )
            if not fields - {"inbox_source"}:  # the field alone needs its own right alone
                return accounts.account_view(
                    row, accounts.credentials_of(session, row.id), caller.rights
                )
        row = accounts.update_account(
            session,
            mailbox.vault,
            mailbox.connector,
            caller.actor,
            caller.rights,
            account_id,
            display_name=body.display_name,
            settings=body.settings,
            credentials={k: v.get_secret_value() for k, v in body.credentials.items()},
            disabled=body.disabled,
        )
        return accounts.account_view(row, accounts.credentials_of(session, row.id), caller.rights)


@router.post(
    "/v1/accounts/{account_id}/verify",
    operation_id="verify_account",
    response_model=Account,
    responses=_ERRORS,
    openapi_extra={"x-permission": "accounts.manage"},
)
def verify_account(account_id: str, caller: CallerDep, mailbox: MailboxDep) -> dict[str, Any]:
    """Log in to the account's servers again with what is stored; the status follows:
    `connected`, `needs_reauth` (credentials refused, 502) or `unreachable` (502)."""
    with mailbox.db.session() as session:
        row, failure = accounts.verify_account(
            session, mailbox.vault, mailbox.connector, caller.actor, caller.rights, account_id
        )
        view = accounts.account_view(row, accounts.credentials_of(session, row.id), caller.rights)
    if failure is not None:
        raise failure  # after the new status committed
    return view


@router.delete(
    "/v1/accounts/{account_id}",
    operation_id="delete_account",
    status_code=204,
    responses=_ERRORS,
    openapi_extra={"x-permission": "accounts.manage"},
)
def delete_account(account_id: str, caller: CallerDep, mailbox: MailboxDep) -> Response:
    with mailbox.db.session() as session:
        accounts.delete_account(session, caller.actor, caller.rights, account_id)
    return Response(status_code=204)
