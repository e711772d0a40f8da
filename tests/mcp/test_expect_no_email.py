"""expect_no_email proves that a mail did not arrive, and names the one that did.

Through a real MCP client and the gateway, with mail delivered to the sandbox while the
watch is held (the sandbox counts it as a pending wait once the window is open).
"""

from __future__ import annotations

import signal
from pathlib import Path
from typing import Any

import anyio
import pytest

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.http.cli import DRAIN_SECONDS
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .helpers import error_text, structured, unfenced
from .scripted_api import mail, scripted_api
from .servers import GatewayHandle, mcp_session, running_gateway, running_gateway_process

pytestmark = pytest.mark.anyio


async def _inbox(gateway: GatewayHandle, key: str) -> str:
    async with mcp_session(gateway.mcp_url, key) as client:
        return str(structured(await client.call_tool("create_inbox", {}))["id"])


async def _expect(gateway: GatewayHandle, key: str, **arguments: Any) -> dict[str, Any]:
    async with mcp_session(gateway.mcp_url, key) as client:
        with anyio.fail_after(40):
            return structured(await client.call_tool("expect_no_email", arguments))


async def _expect_while_delivering(
    gateway: GatewayHandle,
    sandbox: SandboxHandle,
    key: str,
    arguments: dict[str, Any],
    *mails: dict[str, str],
) -> dict[str, Any]:
    """Open the window, then deliver ``mails`` while it is open."""
    result: dict[str, Any] = {}

    async def watch() -> None:
        result.update(await _expect(gateway, key, **arguments))

    with anyio.fail_after(40):
        async with anyio.create_task_group() as group:
            group.start_soon(watch)
            await anyio.to_thread.run_sync(sandbox.wait_until_waiting, 1)
            for fields in mails:
                await anyio.to_thread.run_sync(
                    lambda fields=fields: sandbox.deliver(arguments["inbox_id"], **fields)
                )
    return result


async def test_expect_no_email_succeeds_when_nothing_arrives_within_the_window(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await _inbox(gateway, key)
    sandbox.deliver(inbox, subject="Welcome aboard")  # before the call: not counted
    result = await _expect(gateway, key, inbox_id=inbox, within=1.5)
    assert result["arrived"] is False
    assert result["message"] is None
    assert result["within"] == 1.5
    assert result["untrusted"] is True


async def test_expect_no_email_names_a_plain_mail_that_arrives_during_the_window(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    """A mail with neither code nor link (the API's long-poll never wakes for it)."""
    inbox = await _inbox(gateway, key)
    result = await _expect_while_delivering(
        gateway,
        sandbox,
        key,
        {"inbox_id": inbox, "within": 30},
        {"sender": "Billing <billing@shop.test>", "subject": "Your invoice", "text": "Hi."},
    )
    assert result["arrived"] is True
    message = result["message"]
    assert message["id"].startswith("msg_")
    assert message["sender"] == "billing@shop.test"
    assert unfenced(message["from"]) == "Billing <billing@shop.test>"
    assert unfenced(message["subject"]) == "Your invoice"
    assert message["received_at"].endswith("Z")
    assert result["within"] == 30


async def test_expect_no_email_ignores_mail_that_does_not_match_its_filters(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await _inbox(gateway, key)
    result = await _expect_while_delivering(
        gateway,
        sandbox,
        key,
        {"inbox_id": inbox, "within": 30, "subject_contains": "RESET", "sender": "shop.test"},
        {"sender": "a@shop.test", "subject": "Your code is 111111"},  # wrong subject
        {"sender": "a@shop.test.evil.test", "subject": "Password reset"},  # wrong sender
        {"sender": "a@eu.shop.test", "subject": "Password reset code 222222"},
    )
    assert result["arrived"] is True
    assert unfenced(result["message"]["subject"]) == "Password reset code 222222"
    assert result["message"]["sender"] == "a@eu.shop.test"


async def test_expect_no_email_with_filters_passes_when_only_other_mail_arrives(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await _inbox(gateway, key)
    result = await _expect_while_delivering(
        gateway,
        sandbox,
        key,
        {"inbox_id": inbox, "within": 2, "sender": "shop.test"},
        {"sender": "news@other.test", "subject": "Your code is 333333"},
    )
    assert result["arrived"] is False


async def test_expect_no_email_takes_since_as_its_cutoff(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await _inbox(gateway, key)
    first = sandbox.deliver(inbox, subject="First")
    anything = await _expect(gateway, key, inbox_id=inbox, within=30, since=0)
    after_first = await _expect(gateway, key, inbox_id=inbox, within=1, since=first["id"])
    by_time = await _expect(gateway, key, inbox_id=inbox, within=1, since=first["received_at"])
    assert anything["arrived"] is True
    assert anything["message"]["id"] == first["id"]
    assert after_first["arrived"] is False
    assert by_time["arrived"] is False


async def test_expect_no_email_for_an_unknown_inbox_is_a_tool_error(
    gateway: GatewayHandle, key: str
) -> None:
    async with mcp_session(gateway.mcp_url, key) as client:
        failed = await client.call_tool("expect_no_email", {"inbox_id": "inb_missing"})
    assert "Not found" in error_text(failed)


@pytest.mark.parametrize("since", [1e20, "1e400", "nan"])
async def test_expect_no_email_refuses_a_since_that_is_no_readable_time(
    gateway: GatewayHandle, key: str, since: float | str
) -> None:
    inbox = await _inbox(gateway, key)
    async with mcp_session(gateway.mcp_url, key) as client:
        failed = await client.call_tool("expect_no_email", {"inbox_id": inbox, "since": since})
    assert "since is not a time" in error_text(failed)


async def test_a_mail_whose_arrival_time_cannot_be_read_counts_as_arrived(key: str) -> None:
    """When in doubt, report the mail: a missed mail would make a wrong flow pass."""
    anchor = mail("msg_anchor", received_at="2026-01-01T00:00:00Z")
    odd = mail("msg_odd", subject="Your invoice", received_at="yesterday-ish")
    routes = {
        "/messages/msg_anchor": lambda query: (200, {"data": anchor}),
        "/inboxes/inb_script/messages": lambda query: (
            200,
            {"data": [odd, anchor], "pagination": {}},
        ),
    }
    with scripted_api(routes) as api, running_gateway(GatewaySettings(upstream_base_url=api)) as gw:
        async with mcp_session(gw.mcp_url, key) as client:
            arguments = {"inbox_id": "inb_script", "since": "msg_anchor", "within": 1}
            with anyio.fail_after(20):
                result = structured(await client.call_tool("expect_no_email", arguments))
    assert result["arrived"] is True
    assert result["message"]["id"] == "msg_odd"


async def test_sigterm_ends_expect_no_email_with_the_cutoff_to_call_again_with(
    sandbox: SandboxHandle, tmp_path: Path, key: str
) -> None:
    with running_gateway_process(sandbox.base_url, tmp_path / "gw.log") as gateway:
        async with mcp_session(gateway.mcp_url, key) as client:
            inbox = structured(await client.call_tool("create_inbox", {}))["id"]
            before = sandbox.deliver(inbox, subject="Welcome")
            baseline = sandbox.pending_waits
            outcome: list[Any] = []

            async def watch() -> None:
                arguments = {"inbox_id": inbox, "within": 50}
                outcome.append(await client.call_tool("expect_no_email", arguments))

            with anyio.fail_after(DRAIN_SECONDS + 10):
                async with anyio.create_task_group() as group:
                    group.start_soon(watch)
                    await anyio.to_thread.run_sync(sandbox.wait_until_waiting, baseline + 1)
                    gateway.process.send_signal(signal.SIGTERM)
                await anyio.to_thread.run_sync(gateway.process.wait, DRAIN_SECONDS + 5)
    text = error_text(outcome[0])
    assert "restarting" in text
    assert f'since="{before["id"]}"' in text
