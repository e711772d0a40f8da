"""Response models of reading mail (folders, messages, threads, the change feed), shaped as the
contract's schemas of the same names."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, Field

FolderRole = Literal["inbox", "sent", "drafts", "trash", "junk", "archive", "all"]
ChangeType = Literal["message.created", "message.updated", "message.deleted"]

_HAS_ATTACHMENTS = (
    "Whether the message has a part a person sees as an attachment, not one the body shows in "
    "its place such as an image in the HTML."
)
_RECEIVED = "When the account received the message. Lists sort by it, and `after` and `before` "
"compare it."


class Address(BaseModel):
    email: str
    name: str | None = None


class Folder(BaseModel):
    id: str
    name: str
    parent_id: str | None = None
    role: FolderRole | None = None
    subscribed: bool | None = Field(
        default=None, description="Whether the folder is subscribed on the server (IMAP)."
    )
    total: int | None = None
    unread: int | None = None


class MessageSummary(BaseModel):
    id: str
    account_id: str | None = None
    folder_ids: list[str] = []
    thread_id: str | None = None
    from_: Address | None = Field(default=None, alias="from")
    to: list[Address] = []
    subject: str | None = None
    date: datetime | None = Field(default=None, description="The Date header.")
    received: datetime | None = Field(default=None, description=_RECEIVED)
    snippet: str | None = None
    unread: bool = False
    starred: bool = False
    keywords: list[str] = Field(
        default=[], description="Further flags, the marks named as in JMAP, e.g. `$answered`."
    )
    has_attachments: bool = Field(default=False, description=_HAS_ATTACHMENTS)

    model_config = {"populate_by_name": True}


class Attachment(BaseModel):
    id: str
    content_type: str
    filename: str | None = None
    size: int
    inline: bool = False


class MessageReference(BaseModel):
    message_id: str
    action: Literal["reply", "reply_all", "forward"]
    forward_as: Literal["inline", "attachment"] = "inline"
    quote: bool = True


class Message(MessageSummary):
    cc: list[Address] = []
    bcc: list[Address] = []
    reply_to: list[Address] = []
    in_reply_to: str | None = None
    message_id_header: str | None = None
    text_body: str | None = None
    html_body: str | None = None
    attachments: list[Attachment] = []
    reference: MessageReference | None = None


class AccountFailure(BaseModel):
    """An account that could not answer, in a list across accounts."""

    account_id: str
    code: str
    message: str


class MessagePage(BaseModel):
    """Messages across accounts. ``incomplete`` names the accounts that did not answer."""

    items: list[MessageSummary]
    next_cursor: str | None = None
    incomplete: list[AccountFailure] = []


class Change(BaseModel):
    """One entry in the change feed."""

    type: ChangeType
    id: str
    account_id: str
    at: datetime


class ChangePage(BaseModel):
    """Changes after a point in the feed, oldest first."""

    changes: list[Change]
    state: str
    more: bool


class ThreadSummary(BaseModel):
    """A thread as a list shows it, from the messages the caller may see."""

    id: str
    account_id: str
    message_count: int
    unread_count: int
    folder_ids: list[str] = []
    participants: list[Address] = []
    subject: str | None = None
    snippet: str | None = None
    date: datetime | None = None
    truncated: bool = False


class Thread(ThreadSummary):
    """A thread with its messages, oldest first."""

    messages: list[MessageSummary]
