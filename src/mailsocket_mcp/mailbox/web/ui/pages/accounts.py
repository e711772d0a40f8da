"""Accounts: the list with each account's state, connecting one, and what can be done to it
(verify, sync now, disable or enable, delete), each as the signed-in user's rights allow.

Connecting logs in to the servers before anything is stored (``accounts.create_account``), as
the REST API does; a refusal shows the form again with the server's answer, never the
password. "Suggest settings" asks the discovery (presets, autoconfig, SRV) for the address.
"""

from __future__ import annotations

from functools import partial
from typing import Annotated, Any

import anyio
from fastapi import Form, Request
from starlette.responses import Response

from ....domain import accounts
from ....domain.status import service_status
from ....domain.sync_now import sync_now
from ....errors import BadRequest, Forbidden, MailboxServiceError
from ..acting import caller_of, done_notice
from ..rendering import render
from ..route import Redirect, ui_router
from ..signed_in import MailboxDep, SignedIn, UiUser

router = ui_router()

_NOTICES = {
    "connected": "The account is connected: its servers accepted the login.",
    "verified": "The servers accepted the stored login again.",
    "synced": "The account is synced.",
    "disabled": "The account is disabled: nothing connects to its servers until it is enabled.",
    "enabled": "The account is enabled again.",
    "deleted": "The account is deleted, with its stored credentials.",
}
_TEXT = 500
SECURITY_CHOICES = ("tls", "starttls", "none")
_PASSWORDS = ("password", "app_password")  # ways to connect that this form can take


def _list(
    request: Request, user: UiUser, mailbox: MailboxDep, *, status: int = 200, **extra: Any
) -> Response:
    cursor = request.query_params.get("cursor") or None
    workers = getattr(request.app.state, "sync", None)
    with mailbox.db.session() as session:
        page = accounts.list_accounts(session, user.rights, limit=50, cursor=cursor)
        states = {a["id"]: a for a in service_status(session, user.rights, workers)["accounts"]}
    rows = [{**item, "state": states.get(item["id"], {})} for item in page["items"]]
    return render(
        request,
        "accounts.html",
        user=user,
        status=status,
        title="Accounts",
        accounts=rows,
        next_cursor=page["next_cursor"],
        may_connect=user.may("create_account"),
        **{"notice": done_notice(request, _NOTICES), **extra},
    )


@router.get("/ui/accounts")
def account_list(request: Request, user: SignedIn, mailbox: MailboxDep) -> Response:
    return _list(request, user, mailbox)


# -- connecting ----------------------------------------------------------------------------------


def _connect_form(
    request: Request,
    user: UiUser,
    values: dict[str, Any] | None = None,
    *,
    error: str | None = None,
    status: int = 200,
    notice: str | None = None,
) -> Response:
    user.need("create_account")
    shown = {
        "provider": "imap",
        "email": "",
        "display_name": "",
        "host": "",
        "port": "",
        "security": "tls",
        "username": "",
        "smtp_host": "",
        "smtp_port": "",
        "smtp_security": "starttls",
        **(values or {}),
    }
    return render(
        request,
        "account_connect.html",
        user=user,
        status=status,
        title="Connect an account",
        values=shown,
        securities=SECURITY_CHOICES,
        error=error,
        notice=notice,
    )


@router.get("/ui/accounts/connect")
def connect_form(request: Request, user: SignedIn) -> Response:
    return _connect_form(request, user)


def _port(name: str, value: str) -> int | None:
    if not value.strip():
        return None
    try:
        return int(value)
    except ValueError:
        raise BadRequest(f"{name} must be a port number, 1 to 65535") from None


def _settings(values: dict[str, str]) -> dict[str, str | int]:
    settings: dict[str, str | int] = {}
    for name in ("host", "username", "security"):
        if values[name].strip():
            settings[name] = values[name].strip()
    port = _port("port", values["port"])
    if port is not None:
        settings["port"] = port
    if values["smtp_host"].strip():
        settings["smtp_host"] = values["smtp_host"].strip()
        settings["smtp_security"] = values["smtp_security"]
        smtp_port = _port("smtp_port", values["smtp_port"])
        if smtp_port is not None:
            settings["smtp_port"] = smtp_port
    return settings


Text = Annotated[str, Form(max_length=_TEXT)]


@router.post("/ui/accounts/connect")
def connect(
    request: Request,
    user: SignedIn,
    mailbox: MailboxDep,
    email: Text,
    password: Annotated[str, Form(max_length=accounts.MAX_SECRET_CHARS)] = "",
    provider: Text = "imap",
    display_name: Text = "",
    host: Text = "",
    port: Text = "",
    security: Text = "tls",
    username: Text = "",
    smtp_host: Text = "",
    smtp_port: Text = "",
    smtp_security: Text = "starttls",
) -> Response:
    values = {
        "provider": provider,
        "email": email,
        "display_name": display_name,
        "host": host,
        "port": port,
        "security": security,
        "username": username,
        "smtp_host": smtp_host,
        "smtp_port": smtp_port,
        "smtp_security": smtp_security,
    }
    try:
        data = accounts.AccountInput(
            provider=provider,
            email=email,
            display_name=display_name.strip() or None,
            settings=_settings(values),
            credentials={"password": password},
        )
        with mailbox.db.session() as session:
            accounts.create_account(
                session, mailbox.vault, mailbox.connector, user.actor, user.rights, data
            )
    except Forbidden:
        raise
    except MailboxServiceError as exc:
        return _connect_form(request, user, values, error=exc.message, status=exc.status)
    _nudge(request)
    raise Redirect("/ui/accounts?done=connected")


@router.post("/ui/accounts/connect/discover")
def discover(request: Request, user: SignedIn, mailbox: MailboxDep, email: Text) -> Response:
    """The form again, filled with the first way to connect the address that takes a
    password (nothing is sent to any mail server)."""
    user.need("create_account")
    values: dict[str, Any] = {"email": email}
    try:
        found = mailbox.discoverer.discover_blocking(email)
    except MailboxServiceError as exc:
        return _connect_form(request, user, values, error=exc.message, status=exc.status)
    usable = [c for c in found["candidates"] if c.get("credential") in _PASSWORDS]
    if not usable:
        return _connect_form(
            request, user, values, error="No settings found for this address: enter them."
        )
    best = usable[0]
    values["provider"] = best["provider"]
    values.update({k: str(v) for k, v in best["settings"].items()})
    notice = f"Settings suggested for {email}: check them, then enter the password."
    return _connect_form(request, user, values, notice=notice)


# -- what can be done to one account -------------------------------------------------------------


def _nudge(request: Request) -> None:
    """The sync workers take a new, repaired or enabled account up now, not at the next poll."""
    workers = getattr(request.app.state, "sync", None)
    if workers is not None:
        workers.accounts_changed()


@router.post("/ui/accounts/{account_id}/verify")
def verify(request: Request, account_id: str, user: SignedIn, mailbox: MailboxDep) -> Response:
    with mailbox.db.session() as session:
        _, failure = accounts.verify_account(
            session, mailbox.vault, mailbox.connector, user.actor, user.rights, account_id
        )
    if failure is not None:  # the new status is stored: show it beside the server's answer
        return _list(request, user, mailbox, status=failure.status, error=failure.message)
    _nudge(request)
    raise Redirect("/ui/accounts?done=verified")


@router.post("/ui/accounts/{account_id}/sync")
async def sync(request: Request, account_id: str, user: SignedIn, mailbox: MailboxDep) -> Response:
    try:
        await sync_now(mailbox, caller_of(user), account_id)
    except MailboxServiceError as exc:
        if exc.status in (403, 404):
            raise
        shown = partial(_list, request, user, mailbox, status=exc.status, error=exc.message)
        return await anyio.to_thread.run_sync(shown)
    raise Redirect("/ui/accounts?done=synced")


def _switch(
    request: Request, user: UiUser, mailbox: MailboxDep, account_id: str, off: bool
) -> None:
    with mailbox.db.session() as session:
        accounts.update_account(
            session,
            mailbox.vault,
            mailbox.connector,
            user.actor,
            user.rights,
            account_id,
            display_name=None,
            settings=None,
            credentials=None,
            disabled=off,
        )
    _nudge(request)


@router.post("/ui/accounts/{account_id}/disable")
def disable(request: Request, account_id: str, user: SignedIn, mailbox: MailboxDep) -> Response:
    _switch(request, user, mailbox, account_id, True)
    raise Redirect("/ui/accounts?done=disabled")


@router.post("/ui/accounts/{account_id}/enable")
def enable(request: Request, account_id: str, user: SignedIn, mailbox: MailboxDep) -> Response:
    _switch(request, user, mailbox, account_id, False)
    raise Redirect("/ui/accounts?done=enabled")


@router.get("/ui/accounts/{account_id}/delete")
def delete_form(request: Request, account_id: str, user: SignedIn, mailbox: MailboxDep) -> Response:
    """Deleting asks once more, on a page of its own (no script to confirm with)."""
    with mailbox.db.session() as session:
        row = accounts.get_account(session, user.rights, account_id, "delete_account")
        email = row.email
    return render(
        request,
        "account_delete.html",
        user=user,
        title="Delete an account",
        account_id=account_id,
        email=email,
    )


@router.post("/ui/accounts/{account_id}/delete")
def delete(request: Request, account_id: str, user: SignedIn, mailbox: MailboxDep) -> Response:
    with mailbox.db.session() as session:
        accounts.delete_account(session, user.actor, user.rights, account_id)
    raise Redirect("/ui/accounts?done=deleted")
