"""The arguments every tool that writes a mail takes (``create_draft``, ``update_draft``,
``send_message``), declared once; names, types and bounds as benethos-mailbox-mcp 0.5.2
publishes them, so prompts written for it carry over."""

from __future__ import annotations

from typing import Annotated
from urllib.parse import quote

from pydantic import Field

from .outgoing import Action, ForwardAs, FromMessage, NewFile

__all__ = [
    "AccountId",
    "ActionArg",
    "Addresses",
    "AttachFrom",
    "Attachments",
    "DraftId",
    "ForwardAsArg",
    "Html",
    "OriginalId",
    "Quote",
    "ReplyTo",
    "Subject",
    "Text",
    "api_path",
]

AccountId = Annotated[str, Field(description="An account id from list_accounts.")]
DraftId = Annotated[str, Field(description="A draft id from list_drafts or create_draft.")]
Addresses = Annotated[
    list[str] | None,
    Field(max_length=100, description="Recipients, each plain or as Name <address>."),
]
Subject = str
Text = Annotated[str, Field(description="The body in plain text.")]
Html = Annotated[
    str | None,
    Field(
        description="The body in HTML, for formatting; use inline style= attributes, since "
        "many mail programs drop <style> blocks. Without text, the text part is made from it."
    ),
]
OriginalId = Annotated[
    str | None,
    Field(
        description="A message of this account to reply to or forward: recipients, subject "
        "and quote follow from it."
    ),
]
ActionArg = Annotated[Action, Field(description="With original_id: what to do with it.")]
Quote = Annotated[
    bool,
    Field(
        description="With original_id: false leaves the original out (no quote, no forwarded "
        "message); the reply still links to it."
    ),
]
ForwardAsArg = Annotated[
    ForwardAs,
    Field(
        description="A forward: inline quotes the original under the text with its "
        "attachments; attachment attaches the original mail unchanged as a file."
    ),
]
ReplyTo = Annotated[
    list[str] | None,
    Field(max_length=10, description="Where replies should go instead of this account."),
]
Attachments = Annotated[
    list[NewFile] | None,
    Field(max_length=20, description="Files to attach, 25 MiB together at most."),
]
AttachFrom = Annotated[
    list[FromMessage] | None,
    Field(
        max_length=20,
        description="Attachments of other mail of this account, attached unchanged before "
        "attachments. Needs the right to read that mail.",
    ),
]


def api_path(*parts: str) -> str:
    """An API path with each id percent-encoded, so an id never changes the path's shape."""
    return "/" + "/".join(quote(part, safe="") for part in parts)
