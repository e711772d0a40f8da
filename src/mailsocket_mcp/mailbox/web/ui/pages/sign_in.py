"""Signing in (name, password, and a code once the user has a second factor) and out.

``check_sign_in`` decides (throttle, audit, one answer for every wrong name or password); this
page only starts the session it allows. A user whose one-time password must change is sent to
that form first.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import Form, Request
from starlette.responses import RedirectResponse, Response

from ....domain import ui_sessions
from ....domain.sign_in import check_sign_in
from ....errors import MailboxServiceError
from ..rendering import render
from ..route import ui_router
from ..security import SESSION_COOKIE, forget_session, keep_session
from ..signed_in import CHANGE_PASSWORD, MailboxDep

router = ui_router()


@router.get("/ui/sign-in")
def sign_in_form(request: Request) -> Response:
    return render(request, "sign_in.html", title="Sign in", name="", error=None)


@router.post("/ui/sign-in")
def sign_in(
    request: Request,
    mailbox: MailboxDep,
    name: Annotated[str, Form(max_length=200)],
    password: Annotated[str, Form(max_length=1000)],
    code: Annotated[str, Form(max_length=100)] = "",
) -> Response:
    try:
        with mailbox.db.session() as session:
            signed = check_sign_in(session, mailbox.vault, name, password, code.strip() or None)
            _, secret = ui_sessions.start_session(session, signed.user_id)
    except MailboxServiceError as exc:
        response = render(
            request,
            "sign_in.html",
            status=exc.status,
            title="Sign in",
            name=name,
            error=exc.message,
            ask_code=exc.code == "second_factor_required",
        )
        if exc.retry_after is not None:
            response.headers["Retry-After"] = str(exc.retry_after)
        return response
    target = CHANGE_PASSWORD if signed.must_change else "/ui"
    done = RedirectResponse(target, status_code=303)
    keep_session(done, request, secret)
    return done


@router.post("/ui/sign-out")
def sign_out(request: Request, mailbox: MailboxDep) -> Response:
    with mailbox.db.session() as session:
        found = ui_sessions.find_session(session, request.cookies.get(SESSION_COOKIE))
        if found is not None:
            ui_sessions.end_session(session, found.id)
    response = RedirectResponse("/ui/sign-in", status_code=303)
    forget_session(response)
    return response
