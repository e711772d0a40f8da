"""Request and response models of changing mail (message updates, batches, folders), shaped
as the contract's schemas of the same names."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field, StringConstraints

from .mail_models import MessageSummary

_FOLDER_NAME = r"^[^\x00-\x1f\x7f*%]{1,200}$"
_KEYWORD = r"^[^\x00-\x1f\x7f\\][^\x00-\x1f\x7f]{0,99}$"

FolderName = Annotated[str, StringConstraints(pattern=_FOLDER_NAME)]
Keyword = Annotated[str, StringConstraints(pattern=_KEYWORD)]


class MessageUpdate(BaseModel):
    """What ``PATCH`` changes on a message. Fields left out stay as they are."""

    unread: bool | None = None
    starred: bool | None = None
    keywords: list[Keyword] | None = Field(
        default=None,
        max_length=50,
        description="Replaces the list of keywords, e.g. `$answered`. Not beside "
        "`add_keywords` or `remove_keywords`.",
    )
    add_keywords: list[Keyword] | None = Field(
        default=None, max_length=50, description="Added to the keywords it has."
    )
    remove_keywords: list[Keyword] | None = Field(
        default=None, max_length=50, description="Taken off the keywords it has."
    )
    folder_ids: list[str] | None = Field(
        default=None,
        min_length=1,
        max_length=20,
        description="The folders the message is to be in, by id or by a role such as "
        "`archive`. A change moves it, and the id stays. IMAP: one folder.",
    )
    add_folder_ids: list[str] | None = Field(
        default=None,
        max_length=20,
        description="Folders the message is to be in as well (labels; not on IMAP: 501).",
    )
    remove_folder_ids: list[str] | None = Field(
        default=None,
        max_length=20,
        description="Folders the message is to leave (labels; not on IMAP: 501).",
    )


class MessageBatch(BaseModel):
    """One action for up to 100 messages of one account. An id given twice counts once."""

    ids: list[str] = Field(min_length=1, max_length=100)
    action: Literal["update", "delete"]
    changes: MessageUpdate | None = Field(
        default=None, description="For `update`: what changes, as in `PATCH`."
    )
    permanent: bool = Field(
        default=False, description="For `delete`: for good instead of into the trash."
    )


class ItemError(BaseModel):
    code: str
    message: str


class BatchItemResult(BaseModel):
    id: str
    ok: bool
    message: MessageSummary | None = Field(
        default=None, description="After an update, the message as it is now."
    )
    error: ItemError | None = None


class BatchResult(BaseModel):
    """One result per id, in the order of the request, a repeated id once."""

    results: list[BatchItemResult]


class FolderCreate(BaseModel):
    name: FolderName
    parent_id: str | None = Field(
        default=None,
        description="The folder to create it in, by id or by a role such as `inbox`. Left "
        "out: the top.",
    )


class FolderUpdate(BaseModel):
    """Rename or move a folder. Fields left out stay as they are."""

    name: FolderName | None = None
    parent_id: str | None = Field(
        default=None,
        description="The new parent, a folder id or a role such as `archive`. `null` moves "
        "it to the top.",
    )
