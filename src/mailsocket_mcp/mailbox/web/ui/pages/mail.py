"""Mail: pick an account and a folder, list its messages a page at a time, read one, mark it
read or starred, move it.

A message is shown as text only. Its text part as written, else the visible text of its HTML
(``visible_html`` drops what a reader never sees: scripts, styles, hidden elements; then
``render_html`` keeps the words): never the sender's markup as live HTML. Every sender-written
string reaches the page through the autoescaping templates.
"""

from __future__ import annotations

from typing import Annotated, Any

import anyio
from fastapi import Form, Request
from starlette.responses import Response

from mailsocket_mcp.mail.html_text import render_html

from ....domain import accounts, reading
from ....domain.live import fetch_message
from ....domain.message_body import message_parts
from ....domain.writing import MessageChanges, update_messages
from ....errors import BadRequest
from ..acting import caller_of, done_notice, new_send_key
from ..rendering import render
from ..route import Redirect, ui_router
from ..signed_in import MailboxDep, SignedIn, UiUser

router = ui_router()

PAGE_SIZE = 25
_NOTICES = {
    "read": "Marked as read.",
    "unread": "Marked as unread.",
    "star": "Starred.",
    "unstar": "Star removed.",
    "move": "Moved.",
    "draft": "The draft is saved in the drafts folder.",
}
_CHANGES = {
    "read": MessageChanges(unread=False),
    "unread": MessageChanges(unread=True),
    "star": MessageChanges(starred=True),
    "unstar": MessageChanges(starred=False),
}


def readable_accounts(mailbox: MailboxDep, user: UiUser) -> list[dict[str, Any]]:
    """The enabled accounts whose messages the user may list, by address (``list_messages``
    is enough: reading an account's mail shows its address anyway)."""
    with mailbox.db.session() as session:
        found = reading.readable_accounts(session, user.rights, "list_messages", None)
        rows = [
            accounts.get_account(session, user.rights, f.account_id, "list_messages") for f in found
        ]
        return sorted(({"id": r.id, "email": r.email} for r in rows), key=lambda a: a["email"])


def _folders(mailbox: MailboxDep, user: UiUser, account_id: str) -> list[dict[str, Any]]:
    with mailbox.db.session() as session:
        where = reading.readable(session, user.rights, account_id, "list_folders")
        return reading.list_folders(session, where)


@router.get("/ui/mail")
def mail(request: Request, user: SignedIn, mailbox: MailboxDep) -> Response:
    """The accounts to choose from; with ``account`` its folders and one page of messages of
    ``folder`` (the inbox when left out), newest first."""
    choices = readable_accounts(mailbox, user)
    chosen = request.query_params.get("account") or (choices[0]["id"] if choices else None)
    folder = request.query_params.get("folder") or None
    cursor = request.query_params.get("cursor") or None
    folders: list[dict[str, Any]] = []
    page: dict[str, Any] = {"items": [], "next_cursor": None}
    ops: frozenset[str] = frozenset()
    if chosen is not None:
        with mailbox.db.session() as session:
            where = reading.readable(session, user.rights, chosen, "list_messages")
            page = reading.list_messages(
                session,
                [where],
                folder=folder,
                match=reading.MessageFilter(),
                limit=PAGE_SIZE,
                cursor=cursor,
            )
        ops = user.rights.ops_on(chosen)
        if "list_folders" in ops:
            folders = _folders(mailbox, user, chosen)
    current = folder or next((f["id"] for f in folders if f["role"] == "inbox"), None)
    return render(
        request,
        "mail.html",
        user=user,
        title="Mail",
        choices=choices,
        account_id=chosen,
        folders=folders,
        folder=current,
        messages=page["items"],
        next_cursor=page["next_cursor"],
        may_write="create_draft" in ops or "send_message" in ops,
        notice=done_notice(request, _NOTICES),
    )


def _body_text(parts: dict[str, Any]) -> str:
    if parts["text_body"]:
        return str(parts["text_body"])
    if parts["html_body"]:
        return render_html(parts["html_body"]).text
    return ""


@router.get("/ui/mail/{account_id}/{message_id}")
async def message(
    request: Request, account_id: str, message_id: str, user: SignedIn, mailbox: MailboxDep
) -> Response:
    row, raw = await fetch_message(mailbox, caller_of(user), account_id, message_id)
    parts = await anyio.to_thread.run_sync(message_parts, raw)
    summary = reading.summary_view(row)

    def context() -> dict[str, Any]:
        ops = user.rights.ops_on(account_id)
        folders = _folders(mailbox, user, account_id) if "list_folders" in ops else []
        here = next((f for f in folders if f["id"] == row.folder_id), None)
        return {
            "ops": ops,
            "folders": folders,
            "in_drafts": here is not None and here["role"] == "drafts",
        }

    shown = await anyio.to_thread.run_sync(context)
    return render(
        request,
        "message.html",
        user=user,
        title=summary["subject"] or "(no subject)",
        account_id=account_id,
        message=summary,
        parts=parts,
        body=_body_text(parts),
        send_key=new_send_key(),
        notice=done_notice(request, _NOTICES),
        **shown,
    )


@router.post("/ui/mail/{account_id}/{message_id}/update")
async def update(
    account_id: str,
    message_id: str,
    user: SignedIn,
    mailbox: MailboxDep,
    action: Annotated[str, Form(max_length=20)],
    folder: Annotated[str, Form(max_length=500)] = "",
) -> Response:
    """Mark read or unread, star or unstar, or move (``action=move`` with ``folder``)."""
    if action == "move":
        if not folder:
            raise BadRequest("Choose the folder to move the message to.")
        changes = MessageChanges(folder=folder)
    elif action in _CHANGES:
        changes = _CHANGES[action]
    else:
        raise BadRequest(f"unknown action {action[:20]!r}")
    outcomes = await update_messages(mailbox, caller_of(user), account_id, [message_id], changes)
    (outcome,) = outcomes
    if outcome.error is not None:
        raise outcome.error
    raise Redirect(f"/ui/mail/{account_id}/{message_id}?done={action}")
