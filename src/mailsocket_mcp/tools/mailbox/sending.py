"""The send tools: ``send_message`` and ``send_draft`` (``send``).

Each send carries an ``Idempotency-Key`` derived from the call (send_keys.py): a client
that retries a call whose answer it lost gets the first result back instead of a second
mail, for the 24 hours the service keeps keys. Another call (any argument different)
sends again.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from mcp_types import CallToolResult

from ...errors import UpstreamFailure
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
from .outgoing import Mail, mail_arguments, mail_body
from .rights import needs
from .send_keys import send_key
from .shapes import object_result

__all__ = ["SendingTools"]

SEND = "send"


class SendingTools(MailboxToolBase):
    """The mailbox toolset's send tools."""

    @tool(
        title="Send a mail",
        read_only=False,
        destructive=True,
        idempotent=False,
        open_world=True,
    )
    @needs(SEND, "send_message")
    async def send_message(
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
        """Send a mail now; it cannot be taken back. Takes what create_draft takes: with
        original_id it replies to or forwards that mail (a reply without recipients goes to
        its sender). The same call repeated within 24 hours sends nothing more and answers
        the first result. refused lists recipients the mail server did not take."""
        mail = Mail(
            to=to, cc=cc, bcc=bcc, subject=subject, text=text, html=html,
            original_id=original_id, action=action, quote=quote, forward_as=forward_as,
            reply_to=reply_to, attachments=attachments, attach_from=attach_from,
        )  # fmt: skip

        async def run(caller: MailboxCaller, client: MailboxClient) -> CallToolResult:
            body = mail_body(mail)
            arguments = {"account_id": account_id, **mail_arguments(mail)}
            key = send_key(await _user_id(caller), "send_message", arguments)
            path = api_path("v1", "accounts", account_id, "send")
            sent = await client.json(
                "POST", path, right=SEND, body=body, headers={"Idempotency-Key": key}
            )
            return object_result(_sent(sent))

        return await self._run("send_message", run)

    @tool(
        title="Send a draft",
        read_only=False,
        destructive=True,
        idempotent=False,
        open_world=True,
    )
    @needs(SEND, "send_draft")
    async def send_draft(
        self, account_id: AccountId, draft_id: DraftId
    ) -> Annotated[CallToolResult, dict[str, Any]]:
        """Send a stored draft as it is; it cannot be taken back. The draft is gone
        afterwards and a copy is kept in the sent folder. Repeating the call within 24 hours
        sends nothing more and answers the first result."""

        async def run(caller: MailboxCaller, client: MailboxClient) -> CallToolResult:
            arguments = {"account_id": account_id, "draft_id": draft_id}
            key = send_key(await _user_id(caller), "send_draft", arguments)
            path = api_path("v1", "accounts", account_id, "drafts", draft_id, "send")
            sent = await client.json("POST", path, right=SEND, headers={"Idempotency-Key": key})
            return object_result(_sent(sent))

        return await self._run("send_draft", run)


async def _user_id(caller: MailboxCaller) -> str:
    """The token's user, whose sends the key tells apart (``/v1/me``, cached).

    Raises:
        UpstreamFailure: ``/v1/me`` names no user.
    """
    me = await caller.me()
    user = me.get("user_id")
    if not isinstance(user, str) or not user:
        raise UpstreamFailure("The mailbox service's /v1/me answer names no user_id.")
    return user


def _sent(answer: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "sent": True,
        "message_id_header": answer.get("message_id_header"),
        "refused": list(answer.get("refused") or ()),
        "sent_copy_id": answer.get("sent_copy_id"),
        "original_marked": answer.get("original_marked"),
    }
