"""The send audit: every attempt to send from the accounts the user may audit (``audit`` on
the account), newest first, with who sent, to whom, and how it went; never content."""

from __future__ import annotations

from fastapi import Request
from starlette.responses import Response

from ....domain import accounts, sends
from ....errors import NotFound
from ..rendering import render
from ..route import ui_router
from ..signed_in import MailboxDep, SignedIn

router = ui_router()

OUTCOMES = ("sent", "denied", "failed")


@router.get("/ui/sends")
def send_audit(request: Request, user: SignedIn, mailbox: MailboxDep) -> Response:
    query = request.query_params
    outcome = query.get("outcome") or None
    recipient = (query.get("recipient") or "").strip()[:200] or None
    with mailbox.db.session() as session:
        page = sends.list_sends(
            session,
            user.rights,
            operation="list_all_sends",
            accounts=None,
            user=None,
            outcome=outcome if outcome in OUTCOMES else None,
            recipient=recipient,
            after=None,
            before=None,
            limit=50,
            cursor=query.get("cursor") or None,
        )
        addresses = {}
        for account_id in {r["account_id"] for r in page["items"]}:
            try:
                row = accounts.get_account(session, user.rights, account_id, "list_all_sends")
            except NotFound:  # deleted since: its sends stay in the audit
                continue
            addresses[account_id] = row.email
    return render(
        request,
        "sends.html",
        user=user,
        title="Send audit",
        records=page["items"],
        addresses=addresses,
        next_cursor=page["next_cursor"],
        outcomes=OUTCOMES,
        outcome=outcome or "",
        recipient=recipient or "",
    )
