"""Field caps, withheld links and codes, and the response cap, against an API that sends
what the sandbox never would (a 9000-character link, a 9 MiB page)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.tools.inbox.shapes import FIELD_CAPS, TRUNCATED

from .helpers import error_text, structured, unfenced
from .scripted_api import JsonHandler, serving
from .servers import GatewayHandle, mcp_session, running_gateway

pytestmark = pytest.mark.anyio

LONG_LINK = "https://app.test/verify?t=" + "a" * 9000
LONG = {
    "id": "msg_long",
    "inbox_id": "inb_long",
    "from": "Mallory " * 100 + "<m@evil.test>",
    "to": "inbox@sandbox.mailsocket.test",
    "subject": "Your code " * 300,
    "text": "t" * 5000,
    "html": "",
    "received_at": "2026-01-01T00:00:00Z",
    "otp": "1" * 100,
    "otp_confidence": 0.9,
    "magic_link": LONG_LINK,
}
# 150 messages of 60 kB text: no string is long enough to be shortened, 9 MB in all.
HUGE_PAGE = {
    "data": [{**LONG, "id": f"msg_{n}", "subject": "s", "text": "t" * 60_000} for n in range(150)],
    "pagination": {"next_cursor": None, "has_more": False},
}


@pytest.fixture(scope="module")
def odd_upstream() -> Iterator[str]:
    answers = {
        "/api/v1/inboxes/inb_long/messages": {"data": [LONG], "pagination": {}},
        "/api/v1/inboxes/inb_long/messages/latest": {"data": LONG},
        "/api/v1/inboxes/inb_long/messages/wait": {"data": LONG},
        "/api/v1/inboxes/inb_huge/messages": HUGE_PAGE,
        "/api/v1/inboxes/inb_ten/messages": {"data": [LONG] * 10, "pagination": {}},
    }
    encoded = {path: json.dumps(answer).encode() for path, answer in answers.items()}

    class Handler(JsonHandler):
        def do_GET(self) -> None:
            body = encoded[self.path.split("?")[0]]
            self.reply(200, body)

    with serving(Handler) as url:
        yield url


@pytest.fixture(scope="module")
def odd_gateway(odd_upstream: str) -> Iterator[GatewayHandle]:
    with running_gateway(GatewaySettings(upstream_base_url=odd_upstream)) as handle:
        yield handle


@pytest.mark.parametrize(
    ("tool", "arguments"),
    [
        ("list_messages", {"inbox_id": "inb_long"}),
        ("get_latest", {"inbox_id": "inb_long"}),
        ("list_messages", {"inbox_id": "inb_ten"}),  # large enough to render off the loop
    ],
)
async def test_a_listed_message_has_every_field_capped_and_an_unusable_link_or_code_withheld(
    odd_gateway: GatewayHandle, key: str, tool: str, arguments: dict[str, Any]
) -> None:
    async with mcp_session(odd_gateway.mcp_url, key) as client:
        result = structured(await client.call_tool(tool, arguments))
    messages = result.get("messages", [result])
    for message in messages:
        assert message["magic_link"] is None
        assert message["otp"] is None
        assert sorted(message["truncated"]) == ["from", "magic_link", "otp", "subject", "text"]
        for field in ("from", "subject", "text"):
            assert unfenced(message[field]) == LONG[field][: FIELD_CAPS[field]] + TRUNCATED
        assert unfenced(message["to"]) == LONG["to"]


@pytest.mark.parametrize(("tool", "what"), [("wait_for_link", "link"), ("wait_for_otp", "code")])
async def test_a_wait_whose_link_or_code_is_too_long_says_so_and_where_to_resume(
    odd_gateway: GatewayHandle, key: str, tool: str, what: str
) -> None:
    async with mcp_session(odd_gateway.mcp_url, key) as client:
        failed = await client.call_tool(tool, {"inbox_id": "inb_long", "timeout": 5})
    text = error_text(failed)
    assert f"its {what} is over" in text
    assert 'since="msg_long"' in text
    assert "a" * 100 not in text


async def test_a_page_over_the_response_cap_is_a_tool_error_that_says_to_ask_for_fewer(
    odd_gateway: GatewayHandle, key: str
) -> None:
    async with mcp_session(odd_gateway.mcp_url, key) as client:
        failed = await client.call_tool("list_messages", {"inbox_id": "inb_huge"})
        other = await client.call_tool("get_latest", {"inbox_id": "inb_long"})
    text = error_text(failed)
    assert "over 8 MiB" in text
    assert "limit=" in text
    assert not other.is_error, "the gateway keeps serving"
