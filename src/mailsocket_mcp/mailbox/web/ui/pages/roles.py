"""Roles (named sets of rights users hold) and the catalogue of rights: list, create, replace
and delete, each as the REST API allows the signed-in user."""

from __future__ import annotations

from typing import Any

from fastapi import Request
from starlette.responses import Response

from ....domain import roles
from ....domain.rights import catalogue
from ....errors import MailboxServiceError
from ..rendering import render
from ..route import Redirect, ui_router
from ..signed_in import MailboxDep, SignedIn, UiUser
from .rights_form import ACCOUNT_CHOICES, SERVICE_CHOICES, grants_from, service_from

router = ui_router()


def _list(request: Request, user: UiUser, mailbox: MailboxDep, **extra: Any) -> Response:
    user.need("list_roles")
    with mailbox.db.session() as session:
        listed = roles.list_roles(session)
    done = request.query_params.get("done", "")
    notice = {"saved": "The role is saved.", "deleted": "The role is deleted."}.get(done)
    return render(
        request,
        "roles.html",
        user=user,
        title="Roles and grants",
        roles=listed,
        groups=catalogue()["groups"],
        service_choices=SERVICE_CHOICES,
        account_choices=ACCOUNT_CHOICES,
        shown={"grants": []},
        **{"notice": notice, **extra},
    )


@router.get("/ui/roles")
def list_roles(request: Request, user: SignedIn, mailbox: MailboxDep) -> Response:
    return _list(request, user, mailbox)


@router.post("/ui/roles")
async def put_role(request: Request, user: SignedIn, mailbox: MailboxDep) -> Response:
    """A new role with the rights and the one grant the form names."""
    form = await request.form()
    user.need("create_role")
    role_id = str(form.get("role") or "").strip()
    try:
        with mailbox.db.session() as session:
            roles.put_role(
                session,
                user.actor,
                user.rights,
                role_id,
                service_from(form),
                grants_from(form, []),
                create=True,
            )
    except MailboxServiceError as exc:
        return _list(request, user, mailbox, error=exc.message, status=exc.status)
    raise Redirect("/ui/roles?done=saved")


@router.post("/ui/roles/{role_id}/delete")
def delete_role(request: Request, role_id: str, user: SignedIn, mailbox: MailboxDep) -> Response:
    user.need("delete_role")
    try:
        with mailbox.db.session() as session:
            roles.delete_role(session, user.actor, user.rights, role_id)
    except MailboxServiceError as exc:
        return _list(request, user, mailbox, error=exc.message, status=exc.status)
    raise Redirect("/ui/roles?done=deleted")
