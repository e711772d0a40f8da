"""Tokens: a user's list, a new one (its secret shown this once), revoking one. ``/ui/tokens``
is the signed-in user's own; another user's need the same rights as over the REST API."""

from __future__ import annotations

from datetime import date, datetime, time, timezone
from typing import Annotated, Any

from fastapi import Form, Request
from starlette.responses import Response

from ....domain import tokens, users
from ....errors import BadRequest, MailboxServiceError
from ..rendering import render
from ..route import Redirect, ui_router
from ..signed_in import MailboxDep, SignedIn, UiUser

router = ui_router()


def _list(
    request: Request, user: UiUser, mailbox: MailboxDep, user_id: str, **extra: Any
) -> Response:
    user.need("list_tokens")
    with mailbox.db.session() as session:
        owner = users.get_user(session, user_id)
        listed = tokens.list_tokens(session, user_id)
        name = owner.name
    notice = "The token is revoked." if request.query_params.get("done") == "revoked" else None
    return render(
        request,
        "tokens.html",
        user=user,
        title="Your tokens" if user_id == user.id else f"Tokens of {name}",
        owner_id=user_id,
        owner_name=name,
        tokens=listed,
        **{"notice": notice, **extra},
    )


@router.get("/ui/tokens")
def own_tokens(request: Request, user: SignedIn, mailbox: MailboxDep) -> Response:
    return _list(request, user, mailbox, user.id)


@router.get("/ui/users/{user_id}/tokens")
def user_tokens(request: Request, user_id: str, user: SignedIn, mailbox: MailboxDep) -> Response:
    return _list(request, user, mailbox, user_id)


def _expiry(raw: str) -> datetime | None:
    """Raises: BadRequest: not a date."""
    if not raw.strip():
        return None
    try:
        day = date.fromisoformat(raw.strip())
    except ValueError:
        raise BadRequest("The end is a date such as 2027-01-31.") from None
    return datetime.combine(day, time(23, 59, 59), tzinfo=timezone.utc)


@router.post("/ui/users/{user_id}/tokens")
def create_token(
    request: Request,
    user_id: str,
    user: SignedIn,
    mailbox: MailboxDep,
    name: Annotated[str, Form(min_length=1, max_length=200)],
    expires: Annotated[str, Form(max_length=20)] = "",
) -> Response:
    user.need("create_token")
    try:
        with mailbox.db.session() as session:
            row, secret = tokens.create_token(
                session, user.actor, user.rights, user_id, name.strip(), _expiry(expires)
            )
            owner = users.get_user(session, user_id).name
            made = tokens.token_view(row)
    except MailboxServiceError as exc:
        return _list(request, user, mailbox, user_id, error=exc.message, status=exc.status)
    return render(
        request,
        "token_created.html",
        user=user,
        title=f"Token {made['name']} created",
        made=made,
        secret=secret,
        owner_id=user_id,
        owner_name=owner,
    )


@router.post("/ui/users/{user_id}/tokens/{token_id}/revoke")
def revoke_token(
    request: Request, user_id: str, token_id: str, user: SignedIn, mailbox: MailboxDep
) -> Response:
    user.need("revoke_token")
    try:
        with mailbox.db.session() as session:
            tokens.revoke_token(session, user.actor, user.rights, user_id, token_id)
    except MailboxServiceError as exc:
        return _list(request, user, mailbox, user_id, error=exc.message, status=exc.status)
    where = "/ui/tokens" if user_id == user.id else f"/ui/users/{user_id}/tokens"
    raise Redirect(f"{where}?done=revoked")
