"""Users: the list, a new user (with a one-time password shown once), and one user's page:
its rights and grants, disabled or not, a new one-time password, its second factor removed,
deleted. Each action needs the operation the REST route needs, and the domain refuses rights
the signed-in user lacks, as it does for a token."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Form, Request
from starlette.responses import Response

from ....domain import roles, second_factor, ui_sessions, users
from ....errors import MailboxServiceError
from ..rendering import render
from ..route import Redirect, ui_router
from ..signed_in import MailboxDep, SignedIn, UiUser
from .rights_form import ACCOUNT_CHOICES, SERVICE_CHOICES, grants_from, service_from

router = ui_router()

_DONE = {
    "saved": "The user's rights are saved.",
    "enabled": "The user may sign in and use its tokens again.",
    "disabled": "The user is disabled: its sessions and tokens stop working.",
    "factor": "The user's second factor is removed; its sessions are signed out.",
    "deleted": "The user is deleted.",
}


def _role_ids(user: UiUser, mailbox: MailboxDep) -> list[str]:
    if not user.may("list_roles"):
        return []
    with mailbox.db.session() as session:
        return [r["id"] for r in roles.list_roles(session)]


def _list(request: Request, user: UiUser, mailbox: MailboxDep, **extra: Any) -> Response:
    user.need("list_users")
    with mailbox.db.session() as session:
        page = users.list_users(session, name=request.query_params.get("name") or None, limit=200)
    return render(
        request,
        "users.html",
        user=user,
        title="Users",
        users=page["items"],
        more=page["next_cursor"] is not None,
        roles=_role_ids(user, mailbox),
        service_choices=SERVICE_CHOICES,
        query=request.query_params.get("name", ""),
        **{"notice": _DONE.get(request.query_params.get("done", "")), **extra},
    )


@router.get("/ui/users")
def list_users(request: Request, user: SignedIn, mailbox: MailboxDep) -> Response:
    return _list(request, user, mailbox)


@router.post("/ui/users")
async def create_user(request: Request, user: SignedIn, mailbox: MailboxDep) -> Response:
    user.need("create_user")
    form = await request.form()
    name = str(form.get("name") or "").strip()
    change = users.UserChange(
        name=name,
        roles=[str(v) for v in form.getlist("roles")],
        service=service_from(form),
        grants=[],
        ui_sign_in=form.get("ui_sign_in") == "on",
    )
    try:
        with mailbox.db.session() as session:
            row = users.create_user(session, user.actor, user.rights, change)
            password = None
            if row.ui_sign_in:
                password = users.set_password(session, user.actor, user.rights, row.id)
            created = users.user_view(row, has_second_factor=False)
    except MailboxServiceError as exc:
        return _list(request, user, mailbox, error=exc.message, status=exc.status)
    return render(
        request,
        "user_created.html",
        user=user,
        title=f"User {created['name']} created",
        created=created,
        password=password,
    )


# -- one user ------------------------------------------------------------------------------------


def _one(
    request: Request, user: UiUser, mailbox: MailboxDep, user_id: str, **extra: Any
) -> Response:
    user.need("get_user")
    with mailbox.db.session() as session:
        shown = users.user_view(users.get_user(session, user_id))
    return render(
        request,
        "user.html",
        user=user,
        title=f"User {shown['name']}",
        shown=shown,
        roles=_role_ids(user, mailbox),
        service_choices=SERVICE_CHOICES,
        account_choices=ACCOUNT_CHOICES,
        **{"notice": _DONE.get(request.query_params.get("done", "")), **extra},
    )


@router.get("/ui/users/{user_id}")
def show_user(request: Request, user_id: str, user: SignedIn, mailbox: MailboxDep) -> Response:
    return _one(request, user, mailbox, user_id)


@router.post("/ui/users/{user_id}")
async def update_user(
    request: Request, user_id: str, user: SignedIn, mailbox: MailboxDep
) -> Response:
    """The user's service rights, roles and grants, as the form shows them."""
    user.need("update_user")
    form = await request.form()
    try:
        with mailbox.db.session() as session:
            row = users.get_user(session, user_id)
            change = users.UserChange(
                roles=[str(v) for v in form.getlist("roles")],
                service=service_from(form),
                grants=grants_from(form, list(row.grants)),
            )
            users.update_user(session, user.actor, user.rights, user_id, change)
    except MailboxServiceError as exc:
        return _one(request, user, mailbox, user_id, error=exc.message, status=exc.status)
    raise Redirect(f"/ui/users/{user_id}?done=saved")


@router.post("/ui/users/{user_id}/disabled")
def set_disabled(
    request: Request,
    user_id: str,
    user: SignedIn,
    mailbox: MailboxDep,
    disabled: Annotated[bool, Form()],
) -> Response:
    user.need("update_user")
    try:
        with mailbox.db.session() as session:
            change = users.UserChange(disabled=disabled)
            users.update_user(session, user.actor, user.rights, user_id, change)
            if disabled:
                ui_sessions.end_sessions_of(session, user_id)
    except MailboxServiceError as exc:
        return _one(request, user, mailbox, user_id, error=exc.message, status=exc.status)
    raise Redirect(f"/ui/users/{user_id}?done={'disabled' if disabled else 'enabled'}")


@router.post("/ui/users/{user_id}/password")
def new_password(request: Request, user_id: str, user: SignedIn, mailbox: MailboxDep) -> Response:
    """A one-time password for the user, shown this once (changed at its next sign-in)."""
    user.need("set_password")
    try:
        with mailbox.db.session() as session:
            password = users.set_password(session, user.actor, user.rights, user_id)
            created = users.user_view(users.get_user(session, user_id))
    except MailboxServiceError as exc:
        return _one(request, user, mailbox, user_id, error=exc.message, status=exc.status)
    return render(
        request,
        "user_created.html",
        user=user,
        title=f"New password for {created['name']}",
        created=created,
        password=password,
    )


@router.post("/ui/users/{user_id}/second-factor/remove")
def remove_factor(request: Request, user_id: str, user: SignedIn, mailbox: MailboxDep) -> Response:
    """Every authenticator app and recovery code of the user goes; its sessions end."""
    user.need("remove_second_factor")
    try:
        with mailbox.db.session() as session:
            second_factor.remove_all(session, user.actor, user.rights, user_id)
            ui_sessions.end_sessions_of(session, user_id)
    except MailboxServiceError as exc:
        return _one(request, user, mailbox, user_id, error=exc.message, status=exc.status)
    raise Redirect(f"/ui/users/{user_id}?done=factor")


@router.post("/ui/users/{user_id}/delete")
def delete_user(
    request: Request,
    user_id: str,
    user: SignedIn,
    mailbox: MailboxDep,
    confirm: Annotated[str, Form()] = "",
) -> Response:
    user.need("delete_user")
    if confirm != "on":
        error = "Tick the box to confirm that the user and its tokens go."
        return _one(request, user, mailbox, user_id, error=error, status=400)
    try:
        with mailbox.db.session() as session:
            users.delete_user(session, user.actor, user.rights, user_id)
    except MailboxServiceError as exc:
        return _one(request, user, mailbox, user_id, error=exc.message, status=exc.status)
    raise Redirect("/ui/users?done=deleted")
