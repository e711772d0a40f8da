"""An empty inbox, whichever way the API answers its latest message.

The seed contract answers ``{"data": null}``; an upstream may answer 404 (the SDK types
``get_latest`` as a dict) with the very ``not_found`` an unknown inbox gets. Each test runs
against a sandbox answering either way (``--empty-latest``), through a real MCP client.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.sandbox.runner import running_sandbox
from mailsocket_mcp.sandbox.settings import EMPTY_LATEST_ANSWERS, SandboxSettings

from .helpers import error_text, structured
from .servers import GatewayHandle, mcp_session, running_gateway

pytestmark = pytest.mark.anyio


@pytest.fixture(scope="module", params=EMPTY_LATEST_ANSWERS, ids=lambda answer: f"empty-{answer}")
def gateway(request: pytest.FixtureRequest) -> Iterator[GatewayHandle]:
    settings = SandboxSettings(port=0, empty_latest=request.param)
    with (
        running_sandbox(settings) as sandbox,
        running_gateway(GatewaySettings(upstream_base_url=sandbox.base_url)) as handle,
    ):
        yield handle


async def test_get_latest_on_an_empty_inbox_is_the_documented_empty_answer(
    gateway: GatewayHandle, key: str
) -> None:
    async with mcp_session(gateway.mcp_url, key) as client:
        inbox = structured(await client.call_tool("create_inbox", {}))["id"]
        empty = structured(await client.call_tool("get_latest", {"inbox_id": inbox}))
    assert empty["id"] is None
    assert empty["empty"] is True
    assert empty["since"] == 0


async def test_send_test_code_on_an_empty_inbox_then_wait_for_otp_returns_that_mail(
    gateway: GatewayHandle, key: str
) -> None:
    async with mcp_session(gateway.mcp_url, key) as client:
        inbox = structured(await client.call_tool("create_inbox", {}))["id"]
        sent = structured(await client.call_tool("send_test_code", {"inbox_id": inbox}))
        assert sent["since"] == 0
        otp = structured(
            await client.call_tool(
                "wait_for_otp", {"inbox_id": inbox, "since": sent["since"], "timeout": 10}
            )
        )
        latest = structured(await client.call_tool("get_latest", {"inbox_id": inbox}))
    assert otp["id"] == sent["message_id"]
    assert otp["otp"]
    assert latest["id"] == sent["message_id"]


async def test_get_latest_and_send_test_code_on_an_unknown_inbox_are_a_clean_not_found(
    gateway: GatewayHandle, key: str
) -> None:
    async with mcp_session(gateway.mcp_url, key) as client:
        latest = await client.call_tool("get_latest", {"inbox_id": "inb_missing"})
        sent = await client.call_tool("send_test_code", {"inbox_id": "inb_missing"})
    for result in (latest, sent):
        assert result.is_error
        text = error_text(result)
        assert "Not found: the inbox or message does not exist" in text
        assert "create_inbox" in text
