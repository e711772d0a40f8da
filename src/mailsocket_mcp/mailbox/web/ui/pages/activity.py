"""The admin audit: who changed users, tokens, roles, accounts and webhooks, newest first
(``audit``), narrowed by user, activity, record and time."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta, timezone

from fastapi import Request
from starlette.responses import Response

from ....domain import audit
from ....errors import BadRequest
from ..rendering import render
from ..route import ui_router
from ..signed_in import MailboxDep, SignedIn

router = ui_router()

FILTERS = ("user", "activity", "record", "after", "before")


def _day(name: str, text: str, *, end: bool = False) -> datetime | None:
    """A day of the form's date field as a UTC time: its start (``before``: the next day's)."""
    if not text:
        return None
    try:
        day = date.fromisoformat(text)
    except ValueError:
        raise BadRequest(f"{name} must be a day, YYYY-MM-DD") from None
    return datetime.combine(day + timedelta(days=1 if end else 0), time(), tzinfo=timezone.utc)


@router.get("/ui/audit")
def admin_audit(request: Request, user: SignedIn, mailbox: MailboxDep) -> Response:
    user.need("list_activity")
    chosen = {name: (request.query_params.get(name) or "").strip()[:200] for name in FILTERS}
    with mailbox.db.session() as session:
        page = audit.list_activity(
            session,
            user=chosen["user"] or None,
            activity=chosen["activity"] or None,
            target=chosen["record"] or None,
            after=_day("after", chosen["after"]),
            before=_day("before", chosen["before"], end=True),
            limit=50,
            cursor=request.query_params.get("cursor") or None,
        )
    return render(
        request,
        "activity.html",
        user=user,
        title="Admin audit",
        records=page["items"],
        next_cursor=page["next_cursor"],
        chosen=chosen,
    )
