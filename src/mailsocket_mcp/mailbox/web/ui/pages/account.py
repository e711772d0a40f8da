"""The signed-in user's own account: its password and its second factor.

A new password ends the user's other sessions; so does removing an authenticator app (whoever
held the old password or device is signed out everywhere else). Setting up an app shows its
secret once (a QR code and the ``otpauth://`` text), then a first code confirms it and the
first app brings recovery codes, shown once.
"""

from __future__ import annotations

from typing import Annotated

import segno
from fastapi import Form, Request
from starlette.responses import Response

from ....domain import second_factor, ui_sessions
from ....domain.records import now
from ....domain.sign_in import change_password
from ....domain.throttle import DEFAULT_THROTTLE
from ....errors import BadRequest, MailboxServiceError
from ..rendering import render
from ..route import Redirect, ui_router
from ..signed_in import MailboxDep, SignedIn, UiUser

router = ui_router()


def _account(request: Request, user: UiUser, mailbox: MailboxDep, **extra: object) -> Response:
    with mailbox.db.session() as session:
        view = second_factor.second_factor_view(session, user.id)
    status = int(str(extra.pop("status", 200)))
    return render(
        request,
        "account.html",
        user=user,
        status=status,
        title="Your account",
        factor=view,
        **extra,
    )


@router.get("/ui/account")
def account(request: Request, user: SignedIn, mailbox: MailboxDep) -> Response:
    notice = {
        "password": "Your password is changed.",
        "removed": "The authenticator app is removed; your other sessions are signed out.",
    }.get(request.query_params.get("done", ""))
    return _account(request, user, mailbox, notice=notice)


# -- password ------------------------------------------------------------------------------------


def _password_form(
    request: Request, user: UiUser, error: str | None = None, status: int = 200
) -> Response:
    title = "Choose your password" if user.must_change else "Change your password"
    return render(request, "password.html", user=user, status=status, title=title, error=error)


@router.get("/ui/account/password")
def password_form(request: Request, user: SignedIn) -> Response:
    return _password_form(request, user)


@router.post("/ui/account/password")
def password_change(
    request: Request,
    user: SignedIn,
    mailbox: MailboxDep,
    current: Annotated[str, Form(max_length=1000)],
    new: Annotated[str, Form(max_length=1000)],
    repeat: Annotated[str, Form(max_length=1000)],
) -> Response:
    subject = f"password:{user.id}"
    try:
        if new != repeat:
            raise BadRequest("The new password and its repetition differ.")
        with mailbox.db.session() as session:
            DEFAULT_THROTTLE.check(session, subject, now())
            try:
                change_password(session, user.id, current, new)
            except MailboxServiceError as exc:
                if exc.status == 401:  # a wrong current password counts as a guess
                    DEFAULT_THROTTLE.failed(session, subject, now())
                raise
            DEFAULT_THROTTLE.cleared(session, subject)
            ui_sessions.end_sessions_of(session, user.id, keep=user.session_id)
    except MailboxServiceError as exc:
        return _password_form(request, user, exc.message, exc.status)
    raise Redirect("/ui/account?done=password")


# -- second factor -------------------------------------------------------------------------------


@router.post("/ui/account/second-factor")
def enrol(
    request: Request,
    user: SignedIn,
    mailbox: MailboxDep,
    name: Annotated[str, Form(max_length=100)],
) -> Response:
    """A new authenticator app, pending: its key shown this once, as a QR code and as text."""
    try:
        with mailbox.db.session() as session:
            enrolment = second_factor.enrol_totp(session, mailbox.vault, user.id, name)
    except MailboxServiceError as exc:
        return _account(request, user, mailbox, error=exc.message, status=exc.status)
    qr = segno.make(enrolment.uri, error="m").svg_data_uri(scale=4, border=2)
    return render(
        request,
        "enrol.html",
        user=user,
        title="Set up an authenticator app",
        qr=qr,
        uri=enrolment.uri,
        secret=enrolment.secret,
        device_id=enrolment.device_id,
        device_name=name.strip(),
    )


@router.post("/ui/account/second-factor/confirm")
def confirm(
    request: Request,
    user: SignedIn,
    mailbox: MailboxDep,
    device_id: Annotated[str, Form(max_length=40)],
    code: Annotated[str, Form(max_length=100)],
) -> Response:
    try:
        with mailbox.db.session() as session:
            confirmed = second_factor.confirm_totp(
                session, mailbox.vault, user.actor, user.id, device_id, code
            )
    except MailboxServiceError as exc:
        return _account(request, user, mailbox, error=exc.message, status=exc.status)
    return render(
        request,
        "recovery_codes.html",
        user=user,
        title="Authenticator app added",
        notice="Signing in now asks for a code from it.",
        codes=confirmed.recovery_codes,
    )


@router.post("/ui/account/second-factor/remove")
def remove(
    request: Request,
    user: SignedIn,
    mailbox: MailboxDep,
    device_id: Annotated[str, Form(max_length=40)],
    code: Annotated[str, Form(max_length=100)],
) -> Response:
    """Remove one of the user's apps, proven with a code; the user's other sessions end."""
    try:
        with mailbox.db.session() as session:
            second_factor.remove_own_device(session, mailbox.vault, user.actor, device_id, code)
            ui_sessions.end_sessions_of(session, user.id, keep=user.session_id)
    except MailboxServiceError as exc:
        return _account(request, user, mailbox, error=exc.message, status=exc.status)
    raise Redirect("/ui/account?done=removed")


@router.post("/ui/account/recovery-codes")
def renew_codes(
    request: Request,
    user: SignedIn,
    mailbox: MailboxDep,
    code: Annotated[str, Form(max_length=100)],
) -> Response:
    try:
        with mailbox.db.session() as session:
            second_factor.verify_code(session, mailbox.vault, user.id, code)
            codes = second_factor.new_recovery_codes(session, user.actor, user.id)
    except MailboxServiceError as exc:
        return _account(request, user, mailbox, error=exc.message, status=exc.status)
    return render(
        request, "recovery_codes.html", user=user, title="New recovery codes", codes=codes
    )
