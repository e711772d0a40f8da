"""The tools that sort and file mail: ``update_messages``, ``create_folder``,
``update_folder`` (``mail.write``). Deleting a folder or a message for good is no tool."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any

from mcp_types import CallToolResult
from pydantic import Field

from ...errors import InvalidArgument
from ...mailbox_api import MailboxClient
from ..registry import tool
from .base import MailboxToolBase
from .caller import MailboxCaller
from .mail_arguments import AccountId, api_path
from .rights import needs
from .shapes import object_result

__all__ = ["WritingTools"]

WRITE = "mail.write"

FolderRefs = Annotated[
    list[str] | None,
    Field(
        max_length=20,
        description="Folder ids or roles; only on accounts where a mail can be in several "
        "folders at once (labels).",
    ),
]
Keywords = Annotated[
    list[str] | None,
    Field(max_length=50, description="Keywords: a word of your own, or a mark such as $junk."),
]


class WritingTools(MailboxToolBase):
    """The mailbox toolset's tools that change mail and folders."""

    @tool(
        title="Change messages",
        read_only=False,
        destructive=True,
        idempotent=True,
        open_world=True,
    )
    @needs(WRITE, "batch_messages")
    async def update_messages(
        self,
        account_id: AccountId,
        message_ids: Annotated[list[str], Field(min_length=1, max_length=100)],
        unread: bool | None = None,
        starred: bool | None = None,
        move_to: Annotated[
            str | None,
            Field(description="A folder id, or a role such as archive, inbox or junk."),
        ] = None,
        add_folders: FolderRefs = None,
        remove_folders: FolderRefs = None,
        add_keywords: Keywords = None,
        remove_keywords: Keywords = None,
        trash: Annotated[
            bool, Field(description="Move into the trash; on its own, without other changes.")
        ] = False,
    ) -> Annotated[CallToolResult, dict[str, Any]]:
        """Change up to 100 mails of one account at once: mark read or unread, star, move
        (move_to archive archives), add or remove keywords, add or remove labels where a
        mail can be in several folders, or move into the trash. Ids stay the same after a
        move. Answers the ids done and those that failed, each with its reason."""

        async def run(caller: MailboxCaller, client: MailboxClient) -> CallToolResult:
            changes: dict[str, Any] = {
                name: value
                for name, value in (
                    ("unread", unread),
                    ("starred", starred),
                    ("folder_ids", None if move_to is None else [move_to]),
                    ("add_folder_ids", add_folders),
                    ("remove_folder_ids", remove_folders),
                    ("add_keywords", add_keywords),
                    ("remove_keywords", remove_keywords),
                )
                if value is not None
            }
            if trash and changes:
                raise InvalidArgument(
                    "trash moves the mails into the trash on its own: call once with trash "
                    "alone, and again for the other changes."
                )
            if not trash and not changes:
                raise InvalidArgument(
                    "Nothing to change: give unread, starred, move_to, add_folders, "
                    "remove_folders, add_keywords, remove_keywords or trash."
                )
            batch: dict[str, Any] = {"ids": message_ids}
            batch.update(
                {"action": "delete"} if trash else {"action": "update", "changes": changes}
            )
            path = api_path("v1", "accounts", account_id, "messages", "batch")
            answer = await client.json("POST", path, right=WRITE, body=batch)
            return object_result(_outcomes(answer))

        return await self._run("update_messages", run)

    @tool(
        title="Create a folder",
        read_only=False,
        destructive=False,
        idempotent=False,
        open_world=True,
    )
    @needs(WRITE, "create_folder")
    async def create_folder(
        self,
        account_id: AccountId,
        name: str,
        parent: Annotated[
            str | None,
            Field(description="A folder id or role to create it in. Omit: at the top."),
        ] = None,
    ) -> Annotated[CallToolResult, dict[str, Any]]:
        """Create a folder, at the top or inside another one. Answers the new folder with
        its id, which move_to in update_messages takes."""

        async def run(caller: MailboxCaller, client: MailboxClient) -> CallToolResult:
            path = api_path("v1", "accounts", account_id, "folders")
            body = {"name": name, "parent_id": parent}
            folder = await client.json("POST", path, right=WRITE, body=body)
            return object_result(_folder(folder))

        return await self._run("create_folder", run)

    @tool(
        title="Rename or move a folder",
        read_only=False,
        destructive=True,
        idempotent=True,
        open_world=True,
    )
    @needs(WRITE, "update_folder")
    async def update_folder(
        self,
        account_id: AccountId,
        folder_id: Annotated[str, Field(description="A folder id from list_folders.")],
        name: Annotated[str | None, Field(description="The new name.")] = None,
        parent: Annotated[
            str | None, Field(description="A folder id or role to move it into.")
        ] = None,
        to_top: Annotated[bool, Field(description="Move it to the top level.")] = False,
    ) -> Annotated[CallToolResult, dict[str, Any]]:
        """Rename a folder, or move it into another folder or to the top. It keeps its id,
        and so does the mail inside. Folders with a role (inbox, sent...) stay as they are.
        Deleting a folder is not a tool."""

        async def run(caller: MailboxCaller, client: MailboxClient) -> CallToolResult:
            if parent is not None and to_top:
                raise InvalidArgument("Give parent or to_top, not both.")
            body: dict[str, Any] = {}
            if name is not None:
                body["name"] = name
            if parent is not None or to_top:
                body["parent_id"] = parent
            if not body:
                raise InvalidArgument("Nothing to change: give name, parent or to_top.")
            path = api_path("v1", "accounts", account_id, "folders", folder_id)
            folder = await client.json("PATCH", path, right=WRITE, body=body)
            return object_result(_folder(folder))

        return await self._run("update_folder", run)


def _outcomes(answer: Mapping[str, Any]) -> dict[str, Any]:
    """The batch's results as the agent reads them: the ids done, the failures and why."""
    done: list[str] = []
    failed: list[dict[str, Any]] = []
    for item in answer.get("results") or ():
        if item.get("ok"):
            done.append(str(item.get("id")))
            continue
        error = item.get("error") or {}
        failed.append(
            {"id": item.get("id"), "code": error.get("code"), "reason": error.get("message")}
        )
    return {"done": done, "failed": failed}


def _folder(folder: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "id": folder.get("id"),
        "name": folder.get("name"),
        "role": folder.get("role"),
        "parent_id": folder.get("parent_id"),
    }
