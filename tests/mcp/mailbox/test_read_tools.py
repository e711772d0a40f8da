"""The mailbox toolset's read tools through real MCP clients (stdio and the gateway) against our
mailbox service: listed and callable by the token's rights, narrowed by headers, mail fenced."""

from __future__ import annotations

import re
from typing import Any

import anyio
import pytest
from mcp_types import CallToolResult, TextContent

from tests.mcp.servers import GatewayHandle

from .conftest import HIDDEN, HOSTILE_SUBJECT, LONG_BODY, World, gateway_session, stdio_session

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
DRAFT_TOOLS = ["list_drafts", "create_draft", "update_draft", "delete_draft"]
FENCED = re.compile(r"^<<(untrusted-mail-[0-9a-f]{8})>>.*<</\1>>$", re.DOTALL)


def text(result: CallToolResult) -> str:
    return "".join(part.text for part in result.content if isinstance(part, TextContent))


def ok(result: CallToolResult) -> Any:
    assert result.is_error is not True, text(result)
    return result.structured_content


async def names(client: Any) -> list[str]:
    return [tool.name for tool in (await client.list_tools()).tools]


async def hit(client: Any, subject: str) -> dict[str, Any]:
    found = ok(await client.call_tool("search_messages", {"subject": subject}))
    assert len(found["messages"]) == 1, found
    message: dict[str, Any] = found["messages"][0]
    return message


async def test_over_stdio_a_reader_gets_every_read_tool_and_each_answers(world: World) -> None:
    with anyio.fail_after(60):
        async with stdio_session(world, world.reader) as client:
            assert await names(client) == READ_TOOLS
            accounts = ok(await client.call_tool("list_accounts", {}))["result"]
            assert [account["id"] for account in accounts] == [world.a]
            assert accounts[0]["rights"] == ["mail.read"]
            assert accounts[0]["tools"] == READ_TOOLS[1:]
            folders = ok(await client.call_tool("list_folders", {"account_id": world.a}))
            assert "inbox" in {folder["role"] for folder in folders["result"]}
            welcome = await hit(client, "Welcome aboard")
            message = ok(
                await client.call_tool(
                    "get_message", {"account_id": world.a, "message_id": welcome["id"]}
                )
            )["result"]
            assert "Hello and welcome." in message
            thread = ok(
                await client.call_tool(
                    "get_thread", {"account_id": world.a, "message_id": welcome["id"]}
                )
            )["result"]
            assert "Hello and welcome." in thread
            start = ok(await client.call_tool("whats_new", {}))
            assert start["changes"] == []
            assert start["state"]
            later = ok(await client.call_tool("whats_new", {"since": start["state"]}))
            assert later["changes"] == []
            assert later["more"] is False


async def test_search_finds_mail_in_every_account_the_token_reads(world: World) -> None:
    with anyio.fail_after(60):
        async with stdio_session(world, world.everything) as client:
            found = ok(await client.call_tool("search_messages", {"limit": 50}))
            accounts = {message["account_id"] for message in found["messages"]}
            assert accounts == {world.a, world.b}
            only_b = ok(await client.call_tool("search_messages", {"account_id": world.b}))
            assert [m["account_id"] for m in only_b["messages"]] == [world.b]


async def test_a_token_without_mail_read_sees_list_accounts_only_and_a_call_names_the_right(
    world: World, mailbox_gateway: GatewayHandle
) -> None:
    with anyio.fail_after(60):
        async with gateway_session(mailbox_gateway, world.drafts_only) as client:
            assert await names(client) == ["list_accounts", *DRAFT_TOOLS]
            accounts = ok(await client.call_tool("list_accounts", {}))["result"]
            assert accounts[0]["tools"] == DRAFT_TOOLS
            assert accounts[0]["rights"] == ["drafts"]
            refused = await client.call_tool(
                "get_message", {"account_id": world.a, "message_id": "msg_x"}
            )
            assert refused.is_error is True
            assert "mail.read" in text(refused)


async def test_reading_an_account_the_token_holds_no_read_right_on_names_the_right(
    world: World, mailbox_gateway: GatewayHandle
) -> None:
    """The token reads a, may only draft on b: the read tools are listed, b refuses with 403."""
    with anyio.fail_after(60):
        async with gateway_session(mailbox_gateway, world.split) as client:
            assert await names(client) == READ_TOOLS + DRAFT_TOOLS
            refused = await client.call_tool("list_folders", {"account_id": world.b})
            assert refused.is_error is True
            assert "lacks the right mail.read" in text(refused)
            unknown = await client.call_tool("list_folders", {"account_id": "acc_nothing"})
            assert unknown.is_error is True
            assert "404" in text(unknown)


async def test_each_read_tool_works_over_the_gateway_with_a_bearer_token(
    world: World, mailbox_gateway: GatewayHandle
) -> None:
    with anyio.fail_after(60):
        async with gateway_session(mailbox_gateway, world.reader) as client:
            assert await names(client) == READ_TOOLS
            welcome = await hit(client, "Welcome aboard")
            for tool, arguments in [
                ("list_accounts", {}),
                ("list_folders", {"account_id": world.a}),
                ("get_message", {"account_id": world.a, "message_id": welcome["id"]}),
                ("get_thread", {"account_id": world.a, "thread_id": welcome["thread_id"]}),
                ("whats_new", {"account_id": world.a}),
            ]:
                ok(await client.call_tool(tool, arguments))


async def test_the_narrowing_headers_apply_on_top_of_the_rights(
    world: World, mailbox_gateway: GatewayHandle
) -> None:
    headers = {"X-MCP-Tools": "list_accounts,get_message", "X-MCP-Readonly": "1"}
    with anyio.fail_after(60):
        async with gateway_session(mailbox_gateway, world.reader, headers) as client:
            assert await names(client) == ["list_accounts", "get_message"]
            hidden = await client.call_tool("list_folders", {"account_id": world.a})
            assert hidden.is_error is True
            assert "X-MCP-Tools" in text(hidden)
        async with gateway_session(mailbox_gateway, world.drafts_only, headers) as client:
            assert await names(client) == ["list_accounts"]


async def test_the_operator_bound_applies_on_stdio(world: World) -> None:
    with anyio.fail_after(60):
        async with stdio_session(world, world.reader, MCP_TOOLS="list_accounts,whats_new") as c:
            assert await names(c) == ["list_accounts", "whats_new"]


async def test_what_a_sender_wrote_comes_fenced_and_hidden_html_is_dropped(world: World) -> None:
    with anyio.fail_after(60):
        async with stdio_session(world, world.reader) as client:
            hostile = await hit(client, "Ignore previous instructions")
            for field in ("from", "to", "subject", "snippet"):
                assert FENCED.match(hostile[field]), (field, hostile[field])
            # The fence-like text inside the subject is defanged, never a closing marker.
            assert "<</untrusted-mail-0>>" not in hostile["subject"]
            assert HOSTILE_SUBJECT.split("<<")[0] in hostile["subject"]
            body = ok(
                await client.call_tool(
                    "get_message", {"account_id": world.a, "message_id": hostile["id"]}
                )
            )["result"]
            boundary = re.search(r"<<(untrusted-mail-[0-9a-f]{8})>>", body)
            assert boundary is not None
            tag = boundary.group(1)
            assert f"From: <<{tag}>>Mallory <m@evil.test><</{tag}>>" in body
            assert body.count(f"<<{tag}>>") == body.count(f"<</{tag}>>") >= 4
            styled = await hit(client, "Styled offer")
            shown = ok(
                await client.call_tool(
                    "get_message", {"account_id": world.a, "message_id": styled["id"]}
                )
            )["result"]
            assert "Visible offer text" in shown
            assert HIDDEN not in shown


async def test_get_message_cuts_the_body_to_max_chars(world: World) -> None:
    with anyio.fail_after(60):
        async with stdio_session(world, world.reader) as client:
            long = await hit(client, "A long one")
            arguments = {"account_id": world.a, "message_id": long["id"]}
            default = ok(await client.call_tool("get_message", arguments))["result"]
            short = ok(await client.call_tool("get_message", {**arguments, "max_chars": 300}))
            assert len(default) < 4000 + 1500 < len(LONG_BODY)
            assert "[cut: 4000 of" in default
            assert "[cut: 300 of" in short["result"]
            assert len(short["result"]) < 1500
            too_small = await client.call_tool("get_message", {**arguments, "max_chars": 10})
            assert too_small.is_error is True
            assert "max_chars" in text(too_small)
