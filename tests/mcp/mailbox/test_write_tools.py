"""The mailbox toolset's write tools through real MCP clients against our service and
Dovecot: listed and callable only with their right, messages changed in batches of up to
100, folders made and renamed."""

from __future__ import annotations

from collections.abc import Iterator

import anyio
import anyio.to_thread
import pytest

from mailsocket_mcp.config import GatewaySettings
from tests.mailbox.reading.helpers import letter
from tests.mcp.servers import GatewayHandle, running_gateway
from tests.support.dovecot import Dovecot
from tests.support.mailservers import relay
from tests.support.relay import Relay

from .conftest import gateway_session
from .writers import Writers, ok, running_writers, text

__all__ = ["relay"]

pytestmark = pytest.mark.anyio

READ_TOOLS = [
    "list_accounts",
    "list_folders",
    "search_messages",
    "get_message",
    "get_thread",
    "whats_new",
    "get_attachment",
]
# Each tool a reader may not use, the right it needs, and arguments that would do.
REFUSED = {
    "share_attachment": ("mail.share", {"message_id": "m", "attachment_id": "part1"}),
    "update_messages": ("mail.write", {"message_ids": ["m"], "unread": True}),
    "create_folder": ("mail.write", {"name": "x"}),
    "update_folder": ("mail.write", {"folder_id": "f", "name": "y"}),
    "list_drafts": ("drafts", {}),
    "create_draft": ("drafts", {}),
    "update_draft": ("drafts", {"draft_id": "d"}),
    "delete_draft": ("drafts", {"draft_id": "d"}),
    "send_message": ("send", {"to": ["x@example.org"]}),
    "send_draft": ("send", {"draft_id": "d"}),
}


@pytest.fixture(scope="module")
def writers(
    dovecot: Dovecot, relay: Relay, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Writers]:
    yield from running_writers(tmp_path_factory.mktemp("writers"), dovecot, relay)


@pytest.fixture(scope="module")
def gateway(writers: Writers) -> Iterator[GatewayHandle]:
    settings = GatewaySettings(toolsets=("mailbox",), mailbox_url=writers.service.url)
    with running_gateway(settings) as handle:
        yield handle


async def _names(client: object) -> list[str]:
    return [tool.name for tool in (await client.list_tools()).tools]  # type: ignore[attr-defined]


async def test_each_write_tool_is_listed_with_its_right_and_refused_naming_it_without(
    writers: Writers, gateway: GatewayHandle
) -> None:
    with anyio.fail_after(60):
        async with gateway_session(gateway, writers.reader) as client:
            assert await _names(client) == READ_TOOLS
            for name, (right, arguments) in REFUSED.items():
                refused = await client.call_tool(name, {"account_id": writers.a, **arguments})
                assert refused.is_error is True, name
                assert right in text(refused), (name, text(refused))
        granted = {
            writers.writer: ["update_messages", "create_folder", "update_folder"],
            writers.drafter: ["list_drafts", "create_draft", "update_draft", "delete_draft"],
            writers.sender: [
                "list_drafts", "create_draft", "update_draft", "delete_draft",
                "send_message", "send_draft",
            ],
            writers.sharer: ["share_attachment"],
        }  # fmt: skip
        for token, extra in granted.items():
            async with gateway_session(gateway, token) as client:
                listed = await _names(client)
                assert listed[: len(READ_TOOLS)] == READ_TOOLS
                assert sorted(listed[len(READ_TOOLS) :]) == sorted(extra)


async def test_update_messages_marks_moves_and_trashes_and_reports_each_id(
    writers: Writers, gateway: GatewayHandle
) -> None:
    service = writers.service
    for subject in ("Sort me one", "Sort me two", "Trash me"):
        service.deliver("a", letter(writers.address, subject))
    await anyio.to_thread.run_sync(service.sync, "a")
    with anyio.fail_after(60):
        async with gateway_session(gateway, writers.writer) as client:
            found = ok(await client.call_tool("search_messages", {"subject": "Sort me"}))
            ids = [message["id"] for message in found["messages"]]
            assert len(ids) == 2
            base = {"account_id": writers.a}
            marked = ok(
                await client.call_tool(
                    "update_messages",
                    {
                        **base,
                        "message_ids": [*ids, "msg_unknown"],
                        "unread": False,
                        "starred": True,
                    },
                )
            )
            assert sorted(marked["done"]) == sorted(ids)
            assert [failure["id"] for failure in marked["failed"]] == ["msg_unknown"]
            assert marked["failed"][0]["reason"]
            starred = ok(await client.call_tool("search_messages", {"starred": True}))
            assert {message["id"] for message in starred["messages"]} == set(ids)

            folder = ok(await client.call_tool("create_folder", {**base, "name": "Projects"}))
            assert folder["name"] == "Projects"
            moved = ok(
                await client.call_tool(
                    "update_messages", {**base, "message_ids": ids, "move_to": folder["id"]}
                )
            )
            assert sorted(moved["done"]) == sorted(ids)
            for message_id in ids:  # the same id, now in the new folder
                shown = ok(
                    await client.call_tool("get_message", {**base, "message_id": message_id})
                )
                assert f"Folders: {folder['id']}" in shown["result"]
            renamed = ok(
                await client.call_tool(
                    "update_folder", {**base, "folder_id": folder["id"], "name": "Projects 2026"}
                )
            )
            assert renamed["id"] == folder["id"]
            assert renamed["name"] == "Projects 2026"

            trash_me = ok(await client.call_tool("search_messages", {"subject": "Trash me"}))
            trash_id = trash_me["messages"][0]["id"]
            mixed = await client.call_tool(
                "update_messages",
                {**base, "message_ids": [trash_id], "trash": True, "unread": True},
            )
            assert mixed.is_error is True
            assert "trash" in text(mixed)
            trashed = ok(
                await client.call_tool(
                    "update_messages", {**base, "message_ids": [trash_id], "trash": True}
                )
            )
            assert trashed["done"] == [trash_id]
            in_trash = ok(await client.call_tool("search_messages", {"folder": "trash"}))
            assert [message["id"] for message in in_trash["messages"]] == [trash_id]
            nothing = await client.call_tool("update_messages", {**base, "message_ids": ids})
            assert nothing.is_error is True
            assert "Nothing to change" in text(nothing)


async def test_update_messages_takes_100_ids_and_refuses_101_as_invalid_arguments(
    writers: Writers, gateway: GatewayHandle
) -> None:
    with anyio.fail_after(60):
        async with gateway_session(gateway, writers.writer) as client:
            ids = [f"msg_{n:03d}" for n in range(101)]
            base = {"account_id": writers.a, "starred": True}
            hundred = ok(
                await client.call_tool("update_messages", {**base, "message_ids": ids[:100]})
            )
            assert len(hundred["failed"]) == 100  # each unknown id answered on its own
            assert hundred["done"] == []
            too_many = await client.call_tool("update_messages", {**base, "message_ids": ids})
            assert too_many.is_error is True
            assert "message_ids" in text(too_many)
            assert "100" in text(too_many)
