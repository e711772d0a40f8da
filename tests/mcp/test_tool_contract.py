"""The published tool contract: get_latest and send_test_code give an agent its cutoffs.

An agent has no clock: every ``since`` it needs comes from a tool result. Driven through
the real SDK client, which validates structured content against each output schema.
"""

from __future__ import annotations

import json

import anyio
import pytest

from mailsocket_mcp.sandbox.runner import SandboxHandle

from .helpers import one_boundary, structured, unfenced
from .servers import GatewayHandle, mcp_session

pytestmark = pytest.mark.anyio


async def test_get_latest_returns_the_message_itself_like_a_list_messages_item(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    async with mcp_session(gateway.mcp_url, key) as client:
        inbox = structured(await client.call_tool("create_inbox", {}))
        sandbox.deliver(inbox["id"], subject="Welcome", text="Hello")
        sandbox.deliver(inbox["id"], sender="auth@app.test", subject="Your code is 482913")
        latest = structured(await client.call_tool("get_latest", {"inbox_id": inbox["id"]}))
        listed = structured(await client.call_tool("list_messages", {"inbox_id": inbox["id"]}))
    message = {name: value for name, value in latest.items() if name in listed["messages"][0]}
    assert one_boundary(message) == one_boundary(listed["messages"][0])
    assert latest["untrusted"] is True
    assert latest["id"].startswith("msg_")
    assert latest["otp"] == "482913"
    assert unfenced(latest["from"]) == "auth@app.test"


async def test_get_latest_on_an_empty_inbox_says_so_and_gives_since_0(
    gateway: GatewayHandle, key: str
) -> None:
    async with mcp_session(gateway.mcp_url, key) as client:
        inbox = structured(await client.call_tool("create_inbox", {}))
        result = await client.call_tool("get_latest", {"inbox_id": inbox["id"]})
    empty = structured(result)  # not an error; the client validated it against the schema
    assert empty["id"] is None
    assert empty["empty"] is True
    assert empty["since"] == 0
    text = result.content[0].text  # type: ignore[union-attr]
    assert "The inbox is empty" in text
    assert "since=0" in text


async def test_the_id_from_get_latest_is_the_cutoff_for_the_next_code(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    """The documented recipe: take the id from get_latest, or since=0 if the inbox is empty."""
    async with mcp_session(gateway.mcp_url, key) as client:
        inbox = structured(await client.call_tool("create_inbox", {}))
        first = structured(await client.call_tool("get_latest", {"inbox_id": inbox["id"]}))
        sandbox.deliver(inbox["id"], subject="Your code is 111111")
        with anyio.fail_after(15):
            one = structured(
                await client.call_tool(
                    "wait_for_otp", {"inbox_id": inbox["id"], "since": first["since"]}
                )
            )
        cutoff = structured(await client.call_tool("get_latest", {"inbox_id": inbox["id"]}))
        sandbox.deliver(inbox["id"], subject="Your code is 222222")
        with anyio.fail_after(15):
            two = structured(
                await client.call_tool(
                    "wait_for_otp", {"inbox_id": inbox["id"], "since": cutoff["id"]}
                )
            )
    assert (one["otp"], two["otp"]) == ("111111", "222222")


@pytest.mark.parametrize("earlier_mail", [0, 2])
async def test_send_test_code_returns_the_since_that_waits_for_that_very_mail(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str, earlier_mail: int
) -> None:
    async with mcp_session(gateway.mcp_url, key) as client:
        inbox = structured(await client.call_tool("create_inbox", {}))
        for number in range(earlier_mail):
            sandbox.deliver(inbox["id"], subject=f"Your code is 90000{number}")
        sent = structured(await client.call_tool("send_test_code", {"inbox_id": inbox["id"]}))
        with anyio.fail_after(15):
            otp = structured(
                await client.call_tool(
                    "wait_for_otp", {"inbox_id": inbox["id"], "since": sent["since"], "timeout": 10}
                )
            )
    assert otp["id"] == sent["message_id"]
    assert not otp["otp"].startswith("90000")
    assert (sent["since"] == 0) is (earlier_mail == 0)


async def test_the_tool_descriptions_teach_the_since_recipe(
    gateway: GatewayHandle, key: str
) -> None:
    async with mcp_session(gateway.mcp_url, key) as client:
        tools = {tool.name: tool for tool in (await client.list_tools()).tools}
    send = tools["send_test_code"]
    assert "since=<the since it returns>" in (send.description or "")
    assert "note the time" not in json.dumps([t.model_dump() for t in tools.values()])
    schema = send.output_schema or {}
    assert "after this mail" in schema["properties"]["message_id"]["description"]
    for wait in ("wait_for_otp", "wait_for_link"):
        assert "ISO time" not in (tools[wait].description or "")
    assert "get_latest" in (tools["wait_for_otp"].description or "")
