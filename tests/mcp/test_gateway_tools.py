"""Every tool through a real MCP client, the gateway under uvicorn, the sandbox behind it."""

from __future__ import annotations

import re
from typing import Any

import anyio
import pytest

from mailsocket_mcp.sandbox.runner import SandboxHandle
from mailsocket_mcp.tools.inbox.calls import clamp_timeout

from .conftest import new_key
from .helpers import error_text, structured, unfenced
from .servers import GatewayHandle, mcp_session

pytestmark = pytest.mark.anyio


async def call(gateway: GatewayHandle, key: str, tool: str, **arguments: Any) -> dict[str, Any]:
    async with mcp_session(gateway.mcp_url, key) as client:
        return structured(await client.call_tool(tool, arguments))


async def call_error(gateway: GatewayHandle, key: str, tool: str, **arguments: Any) -> str:
    async with mcp_session(gateway.mcp_url, key) as client:
        return error_text(await client.call_tool(tool, arguments))


async def test_create_send_wait_delete_end_to_end(gateway: GatewayHandle, key: str) -> None:
    async with mcp_session(gateway.mcp_url, key) as client:
        inbox = structured(await client.call_tool("create_inbox", {"label": "signup"}))
        assert inbox["id"].startswith("inb_")
        assert "@" in inbox["address"]
        sent = structured(await client.call_tool("send_test_code", {"inbox_id": inbox["id"]}))
        assert sent["message_id"].startswith("msg_")
        with anyio.fail_after(20):
            otp = structured(
                await client.call_tool(
                    "wait_for_otp", {"inbox_id": inbox["id"], "since": 0, "timeout": 10}
                )
            )
        assert otp["id"] == sent["message_id"]
        assert re.fullmatch(r"\d{6}", otp["otp"])
        assert otp["confidence"] is not None
        deleted = structured(await client.call_tool("delete_inbox", {"inbox_id": inbox["id"]}))
        assert deleted == {"deleted": inbox["id"]}
        gone = await client.call_tool("get_latest", {"inbox_id": inbox["id"]})
        assert "Not found" in error_text(gone)


async def test_wait_for_otp_returns_a_code_that_arrives_during_the_call(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await call(gateway, key, "create_inbox")
    result: dict[str, Any] = {}

    async def waiter() -> None:
        result.update(await call(gateway, key, "wait_for_otp", inbox_id=inbox["id"], timeout=20))

    with anyio.fail_after(25):
        async with anyio.create_task_group() as group:
            group.start_soon(waiter)
            await anyio.to_thread.run_sync(sandbox.wait_until_waiting, 1)
            await anyio.to_thread.run_sync(
                lambda: sandbox.deliver(
                    inbox["id"],
                    sender="no-reply@shop.test",
                    subject="Your verification code is 482913",
                )
            )
    assert result["otp"] == "482913"
    assert unfenced(result["from"]) == "no-reply@shop.test"
    assert result["sender"] == "no-reply@shop.test"
    assert unfenced(result["subject"]) == "Your verification code is 482913"
    assert result["received_at"].endswith("Z")


async def test_wait_for_otp_ignores_a_code_that_arrived_before_the_call(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await call(gateway, key, "create_inbox")
    sandbox.deliver(inbox["id"], subject="Your verification code is 111111")
    with anyio.fail_after(15):
        text = await call_error(gateway, key, "wait_for_otp", inbox_id=inbox["id"], timeout=1)
    assert "No matching message arrived yet" in text
    assert "call the same tool again" in text
    match = re.search(r'since="([^"]+)"', text)
    assert match, text
    # The cutoff it hands back chains the next wait without a gap or a stale code.
    sandbox.deliver(inbox["id"], subject="Your verification code is 222222")
    with anyio.fail_after(15):
        again = await call(
            gateway, key, "wait_for_otp", inbox_id=inbox["id"], timeout=1, since=match.group(1)
        )
    assert again["otp"] == "222222"


async def test_since_zero_timestamps_and_message_ids_select_mail(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await call(gateway, key, "create_inbox")
    first = sandbox.deliver(inbox["id"], subject="Your verification code is 100001")
    second = sandbox.deliver(inbox["id"], subject="Your verification code is 100002")
    with anyio.fail_after(15):
        oldest = await call(gateway, key, "wait_for_otp", inbox_id=inbox["id"], since=0)
        after_first = await call(
            gateway, key, "wait_for_otp", inbox_id=inbox["id"], since=first["id"]
        )
        by_time = await call(
            gateway, key, "wait_for_otp", inbox_id=inbox["id"], since=first["received_at"]
        )
        unix = await call(gateway, key, "wait_for_otp", inbox_id=inbox["id"], since=1.5)
    assert oldest["otp"] == "100001"
    assert after_first["otp"] == "100002"
    assert after_first["id"] == second["id"]
    assert by_time["otp"] == "100002"
    assert unix["otp"] == "100001"


async def test_wait_for_link_returns_the_link_without_opening_it(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await call(gateway, key, "create_inbox")
    link = "https://app.example.test/auth/verify?token=abc123"
    sandbox.deliver(
        inbox["id"],
        subject="Confirm your email",
        html=f'<p>Welcome!</p><a href="{link}">Verify email</a>',
        text=f"Verify your email: {link}",
    )
    with anyio.fail_after(15):
        result = await call(gateway, key, "wait_for_link", inbox_id=inbox["id"], since=0)
    assert result["magic_link"] == link
    assert unfenced(result["subject"]) == "Confirm your email"


async def test_a_huge_timeout_is_clamped_not_rejected(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await call(gateway, key, "create_inbox")
    sandbox.deliver(inbox["id"], subject="Your verification code is 654321")
    with anyio.fail_after(15):
        result = await call(
            gateway, key, "wait_for_otp", inbox_id=inbox["id"], since=0, timeout=100000
        )
    assert result["otp"] == "654321"
    assert clamp_timeout(100000, 55) == 55
    assert clamp_timeout(0, 55) == 1
    assert clamp_timeout(-5, 120) == 1
    assert clamp_timeout(30, 120) == 30


async def test_min_confidence_skips_weak_codes(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await call(gateway, key, "create_inbox")
    sent = await call(gateway, key, "send_test_code", inbox_id=inbox["id"])
    with anyio.fail_after(15):
        strong = await call(
            gateway, key, "wait_for_otp", inbox_id=inbox["id"], since=0, min_confidence=0.5
        )
    assert strong["id"] == sent["message_id"]
    text = await call_error(gateway, key, "wait_for_otp", inbox_id=inbox["id"], min_confidence=2)
    assert "min_confidence" in text


async def test_list_inboxes_pages_newest_first(gateway: GatewayHandle) -> None:
    key = new_key()
    created = [await call(gateway, key, "create_inbox", label=f"n{i}") for i in range(3)]
    first = await call(gateway, key, "list_inboxes", limit=2)
    assert [i["id"] for i in first["inboxes"]] == [created[2]["id"], created[1]["id"]]
    assert first["has_more"] is True
    assert first["inboxes"][0]["label"] == "n2"
    second = await call(gateway, key, "list_inboxes", limit=2, cursor=first["next_cursor"])
    assert [i["id"] for i in second["inboxes"]] == [created[0]["id"]]
    assert second["has_more"] is False


async def test_list_messages_filters_and_get_latest(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await call(gateway, key, "create_inbox")
    sandbox.deliver(inbox["id"], sender="news@shop.test", subject="Weekly news", text="Hello")
    sandbox.deliver(
        inbox["id"], sender="auth@app.test", subject="Your login code", text="Code: 739201"
    )
    all_messages = await call(gateway, key, "list_messages", inbox_id=inbox["id"])
    subjects = [unfenced(m["subject"]) for m in all_messages["messages"]]
    assert subjects == ["Your login code", "Weekly news"]
    with_otp = await call(gateway, key, "list_messages", inbox_id=inbox["id"], has_otp=True)
    assert [m["otp"] for m in with_otp["messages"]] == ["739201"]
    by_subject = await call(
        gateway, key, "list_messages", inbox_id=inbox["id"], subject_contains="WEEKLY"
    )
    assert [unfenced(m["subject"]) for m in by_subject["messages"]] == ["Weekly news"]
    by_sender = await call(
        gateway, key, "list_messages", inbox_id=inbox["id"], sender="auth@app.test"
    )
    assert [unfenced(m["from"]) for m in by_sender["messages"]] == ["auth@app.test"]
    paged = await call(gateway, key, "list_messages", inbox_id=inbox["id"], limit=1)
    assert paged["has_more"] is True
    assert paged["next_cursor"]
    latest = await call(gateway, key, "get_latest", inbox_id=inbox["id"])
    assert latest["otp"] == "739201"
    assert unfenced(latest["text"]).strip() == "Code: 739201"


async def test_another_keys_inbox_is_not_found(gateway: GatewayHandle, key: str) -> None:
    inbox = await call(gateway, key, "create_inbox")
    text = await call_error(gateway, new_key(), "get_latest", inbox_id=inbox["id"])
    assert "Not found" in text
    assert "create_inbox" in text


async def test_send_test_code_quota_says_when_to_retry(gateway: GatewayHandle, key: str) -> None:
    inbox = await call(gateway, key, "create_inbox")
    for _ in range(5):
        await call(gateway, key, "send_test_code", inbox_id=inbox["id"])
    text = await call_error(gateway, key, "send_test_code", inbox_id=inbox["id"])
    assert "rate_limited" in text
    assert re.search(r"retry after \d+ s", text), text


async def test_a_disabled_inbox_refuses_test_codes_with_a_clear_error(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await call(gateway, key, "create_inbox")
    sandbox.disable_inbox(inbox["id"])
    text = await call_error(gateway, key, "send_test_code", inbox_id=inbox["id"])
    assert "inbox_disabled" in text


@pytest.mark.parametrize(
    ("tool", "arguments", "expected"),
    [
        ("get_latest", {}, "inbox_id"),
        ("get_latest", {"inbox_id": ""}, "inbox_id"),
        ("list_inboxes", {"limit": 0}, "limit"),
        ("list_inboxes", {"limit": 101}, "limit"),
        ("list_messages", {"inbox_id": "inb_x", "has_otp": "maybe"}, "has_otp"),
        ("wait_for_otp", {"inbox_id": "inb_x", "timeout": "soon"}, "timeout"),
        ("get_latest", {"inbox_id": ".."}, "Invalid id"),
    ],
)
async def test_bad_arguments_get_a_clear_tool_error(
    gateway: GatewayHandle, key: str, tool: str, arguments: dict[str, Any], expected: str
) -> None:
    text = await call_error(gateway, key, tool, **arguments)
    assert expected in text
