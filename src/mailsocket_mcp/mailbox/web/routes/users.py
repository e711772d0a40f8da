"""Users, their tokens and one-time passwords (``users.read`` / ``users.manage``)."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Response

from ...domain import tokens, users
from ...domain.callers import Caller
from ...domain.rights import GrantSpec
from ...errors import Forbidden
from ..deps import CallerDep, MailboxDep
from ..errors import responses
from ..models import (
    Grant,
    Page,
    PasswordSet,
    PasswordSetResult,
    TokenCreate,
    TokenCreated,
    TokenInfo,
    UserCreate,
    UserInfo,
    UserUpdate,
)

router = APIRouter(tags=["users"])
_ERRORS = responses(400, 401, 403, 404, 409, 413, 429, 500, 503)
_READ = {"x-permission": "users.read"}
_MANAGE = {"x-permission": "users.manage"}


def need(caller: Caller, operation: str) -> None:
    """Raises: Forbidden: the caller's rights do not name ``operation``."""
    if not caller.rights.may(operation):
        raise Forbidden(f"{operation} needs a right the caller lacks")


def _grants(grants: list[Grant] | None) -> list[GrantSpec] | None:
    if grants is None:
        return None
    return [GrantSpec.from_json(g.model_dump(mode="json")) for g in grants]


@router.get(
    "/v1/users",
    operation_id="list_users",
    response_model=Page[UserInfo],
    responses=_ERRORS,
    openapi_extra=_READ,
)
def list_users(
    caller: CallerDep,
    mailbox: MailboxDep,
    name: Annotated[str | None, Query(description="Part of the name, regardless of case")] = None,
    role: Annotated[str | None, Query(description="A role the user holds")] = None,
    disabled: bool | None = None,
    ui_sign_in: bool | None = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    cursor: str | None = None,
) -> dict[str, Any]:
    """Every user, by name regardless of case, narrowed by the filters, one page."""
    need(caller, "list_users")
    with mailbox.db.session() as session:
        return users.list_users(
            session,
            name=name,
            role=role,
            disabled=disabled,
            ui_sign_in=ui_sign_in,
            limit=limit,
            cursor=cursor,
        )


@router.post(
    "/v1/users",
    operation_id="create_user",
    status_code=201,
    response_model=UserInfo,
    responses=_ERRORS,
    openapi_extra=_MANAGE,
)
def create_user(body: UserCreate, caller: CallerDep, mailbox: MailboxDep) -> dict[str, Any]:
    """A new user with the rights named; the caller must hold every one of them."""
    need(caller, "create_user")
    change = users.UserChange(
        name=body.name,
        roles=body.roles,
        service=body.service,
        grants=_grants(body.grants),
        ui_sign_in=body.ui_sign_in,
    )
    with mailbox.db.session() as session:
        return users.user_view(users.create_user(session, caller.actor, caller.rights, change))


@router.get(
    "/v1/users/{user_id}",
    operation_id="get_user",
    response_model=UserInfo,
    responses=_ERRORS,
    openapi_extra=_READ,
)
def get_user(user_id: str, caller: CallerDep, mailbox: MailboxDep) -> dict[str, Any]:
    need(caller, "get_user")
    with mailbox.db.session() as session:
        return users.user_view(users.get_user(session, user_id))


@router.patch(
    "/v1/users/{user_id}",
    operation_id="update_user",
    response_model=UserInfo,
    responses=_ERRORS,
    openapi_extra=_MANAGE,
)
def update_user(
    user_id: str, body: UserUpdate, caller: CallerDep, mailbox: MailboxDep
) -> dict[str, Any]:
    """Change what the body names; the last enabled admin stays one."""
    need(caller, "update_user")
    change = users.UserChange(
        name=body.name,
        roles=body.roles,
        service=body.service,
        grants=_grants(body.grants),
        disabled=body.disabled,
        ui_sign_in=body.ui_sign_in,
    )
    with mailbox.db.session() as session:
        row = users.update_user(session, caller.actor, caller.rights, user_id, change)
        return users.user_view(row)


@router.delete(
    "/v1/users/{user_id}",
    operation_id="delete_user",
    status_code=204,
    responses=_ERRORS,
    openapi_extra=_MANAGE,
)
def delete_user(user_id: str, caller: CallerDep, mailbox: MailboxDep) -> Response:
    need(caller, "delete_user")
    with mailbox.db.session() as session:
        users.delete_user(session, caller.actor, caller.rights, user_id)
    return Response(status_code=204)


@router.post(
    "/v1/users/{user_id}/password",
    operation_id="set_password",
    response_model=PasswordSetResult,
    responses=_ERRORS,
    openapi_extra=_MANAGE,
)
def set_password(
    user_id: str, body: PasswordSet, caller: CallerDep, mailbox: MailboxDep
) -> dict[str, Any]:
    """A password for the user's UI sign-in, changed at its next sign-in; without one in the
    body a one-time password, shown this once."""
    need(caller, "set_password")
    chosen = None if body.password is None else body.password.get_secret_value()
    with mailbox.db.session() as session:
        password = users.set_password(session, caller.actor, caller.rights, user_id, chosen)
    return {"password": password, "must_change": True}


@router.get(
    "/v1/users/{user_id}/tokens",
    operation_id="list_tokens",
    response_model=list[TokenInfo],
    responses=_ERRORS,
    openapi_extra=_READ,
)
def list_tokens(user_id: str, caller: CallerDep, mailbox: MailboxDep) -> list[dict[str, Any]]:
    need(caller, "list_tokens")
    with mailbox.db.session() as session:
        return tokens.list_tokens(session, user_id)


@router.post(
    "/v1/users/{user_id}/tokens",
    operation_id="create_token",
    status_code=201,
    response_model=TokenCreated,
    responses=_ERRORS,
    openapi_extra=_MANAGE,
)
def create_token(
    user_id: str, body: TokenCreate, caller: CallerDep, mailbox: MailboxDep
) -> dict[str, Any]:
    """A token for the user, shown this once; it acts with the user's rights."""
    need(caller, "create_token")
    with mailbox.db.session() as session:
        row, secret = tokens.create_token(
            session, caller.actor, caller.rights, user_id, body.name, body.expires_at
        )
        return {**tokens.token_view(row), "token": secret}


@router.delete(
    "/v1/users/{user_id}/tokens/{token_id}",
    operation_id="revoke_token",
    status_code=204,
    responses=_ERRORS,
    openapi_extra=_MANAGE,
)
def revoke_token(user_id: str, token_id: str, caller: CallerDep, mailbox: MailboxDep) -> Response:
    """Ends the token at once; it stays listed with its ``revoked_at``."""
    need(caller, "revoke_token")
    with mailbox.db.session() as session:
        tokens.revoke_token(session, caller.actor, caller.rights, user_id, token_id)
    return Response(status_code=204)
