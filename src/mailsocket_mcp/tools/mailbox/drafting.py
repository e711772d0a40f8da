"""The draft tools: ``list_drafts``, ``create_draft``, ``update_draft``, ``delete_draft``
(``drafts``). A draft written by an agent waits for a person (or ``send_draft``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from mcp_types import CallToolResult
from pydantic import Field

from ...mailbox_api import MailboxClient
from ..registry import tool
from .base import MailboxToolBase
from .caller import MailboxCaller
from .mail_arguments import (
    AccountId,
    ActionArg,
    Addresses,
    AttachFrom,
    Attachments,
    DraftId,
    ForwardAsArg,
    Html,
    OriginalId,
    Quote,
    ReplyTo,
    Subject,
    Text,
    api_path,
)
from .outgoing import Mail, mail_body
from .rights import needs
from .shapes import CAPS, MailFence, object_result, text_result

__all__ = ["DraftTools", "draft_shown"]

DRAFTS = "drafts"


class DraftTools(MailboxToolBase):
    """The mailbox toolset's draft tools."""

    @tool(
        title="List drafts",
        read_only=True,
        open_world=True,
    )
    @needs(DRAFTS, "list_drafts")
    async def list_drafts(
        self,
        account_id: AccountId,
        limit: Annotated[int, Field(ge=1, le=50)] = 20,
        cursor: Annotated[
            str | None, Field(description="next_cursor of the previous call.")
        ] = None,
    ) -> Annotated[CallToolResult, dict[str, Any]]:
        """List an account's drafts, newest first: id, recipients, subject, date, and
        next_cursor for more. get_message reads a draft in full."""

        async def run(caller: MailboxCaller, client: MailboxClient) -> CallToolResult:
            path = api_path("v1", "accounts", account_id, "drafts")
            page = await client.get(path, right=DRAFTS, params={"limit": limit, "cursor": cursor})
            fence = MailFence()
            return object_result(
                {
                    "untrusted": True,
                    "note": f"{fence.notice} A reply's to and subject come from the mail it "
                    "answers.",
                    "drafts": [draft_shown(item, fence) for item in page.get("items") or ()],
                    "next_cursor": page.get("next_cursor"),
                }
            )

        return await self._run("list_drafts", run)

    @tool(
        title="Write a draft",
        read_only=False,
        destructive=False,
        idempotent=False,
        open_world=True,
    )
    @needs(DRAFTS, "create_draft")
    async def create_draft(
        self,
        account_id: AccountId,
        to: Addresses = None,
        cc: Addresses = None,
        bcc: Addresses = None,
        subject: Subject = "",
        text: Text = "",
        html: Html = None,
        original_id: OriginalId = None,
        action: ActionArg = "reply",
        quote: Quote = True,
        forward_as: ForwardAsArg = "inline",
        reply_to: ReplyTo = None,
        attachments: Attachments = None,
        attach_from: AttachFrom = None,
    ) -> Annotated[CallToolResult, dict[str, Any]]:
        """Store a draft in the drafts folder for a person to check and send; recipients
        optional. With original_id it replies (action reply or reply_all: recipients and
        subject from the original, quoted below) or forwards it. Answers the draft's id."""
        mail = Mail(
            to=to, cc=cc, bcc=bcc, subject=subject, text=text, html=html,
            original_id=original_id, action=action, quote=quote, forward_as=forward_as,
            reply_to=reply_to, attachments=attachments, attach_from=attach_from,
        )  # fmt: skip

        async def run(caller: MailboxCaller, client: MailboxClient) -> CallToolResult:
            path = api_path("v1", "accounts", account_id, "drafts")
            draft = await client.json("POST", path, right=DRAFTS, body=mail_body(mail))
            return _draft_result(draft)

        return await self._run("create_draft", run)

    @tool(
        title="Replace a draft",
        read_only=False,
        destructive=True,
        idempotent=True,
        open_world=True,
    )
    @needs(DRAFTS, "update_draft")
    async def update_draft(
        self,
        account_id: AccountId,
        draft_id: DraftId,
        to: Addresses = None,
        cc: Addresses = None,
        bcc: Addresses = None,
        subject: Subject = "",
        text: Text = "",
        html: Html = None,
        original_id: OriginalId = None,
        action: ActionArg = "reply",
        quote: Quote = True,
        forward_as: ForwardAsArg = "inline",
        reply_to: ReplyTo = None,
        attachments: Attachments = None,
        attach_from: AttachFrom = None,
        keep_attachments: Annotated[
            list[str] | None,
            Field(description="Ids of the stored draft's attachments to keep in it."),
        ] = None,
    ) -> Annotated[CallToolResult, dict[str, Any]]:
        """Replace a draft as a whole with what this call gives (fields left out are empty
        afterwards); keep_attachments keeps stored files. Answers the draft's id to use from
        now on."""
        mail = Mail(
            to=to, cc=cc, bcc=bcc, subject=subject, text=text, html=html,
            original_id=original_id, action=action, quote=quote, forward_as=forward_as,
            reply_to=reply_to, attachments=attachments, attach_from=attach_from,
        )  # fmt: skip

        async def run(caller: MailboxCaller, client: MailboxClient) -> CallToolResult:
            path = api_path("v1", "accounts", account_id, "drafts", draft_id)
            body = mail_body(mail, keep_attachments=keep_attachments or [])
            draft = await client.json("PUT", path, right=DRAFTS, body=body)
            return _draft_result(draft)

        return await self._run("update_draft", run)

    @tool(
        title="Delete a draft",
        read_only=False,
        destructive=True,
        idempotent=True,
        open_world=True,
    )
    @needs(DRAFTS, "delete_draft")
    async def delete_draft(
        self, account_id: AccountId, draft_id: DraftId
    ) -> Annotated[CallToolResult, str]:
        """Delete a draft for good. Reaches drafts only, never other mail."""

        async def run(caller: MailboxCaller, client: MailboxClient) -> CallToolResult:
            path = api_path("v1", "accounts", account_id, "drafts", draft_id)
            await client.json("DELETE", path, right=DRAFTS)
            return text_result(f"Draft {draft_id} is deleted.")

        return await self._run("delete_draft", run)


def draft_shown(draft: Mapping[str, Any], fence: MailFence) -> dict[str, Any]:
    """A draft's summary: ids exact, recipients and subject fenced (a reply takes them from
    the mail it answers, which a stranger wrote)."""
    return {
        "id": draft.get("id"),
        "to": fence.addresses(draft.get("to")),
        "subject": fence.line(draft.get("subject"), CAPS["subject"]),
        "date": draft.get("date"),
        "has_attachments": bool(draft.get("has_attachments")),
    }


def _draft_result(draft: Mapping[str, Any]) -> CallToolResult:
    fence = MailFence()
    shown = draft_shown(draft, fence)
    return object_result(
        {"draft_id": shown.pop("id"), **shown, "untrusted": True, "note": fence.notice}
    )
