"""MCP tools end to end on mail sent over SMTP: app -> SMTP -> sandbox -> gateway -> agent."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import anyio
import pytest

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.sandbox.runner import SandboxHandle
from tests.mcp.helpers import structured, unfenced
from tests.mcp.servers import GatewayHandle, mcp_session, running_gateway
from tests.support.mail import alternative, html_only, send

pytestmark = pytest.mark.anyio


@pytest.fixture
def gateway(smtp_sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    with running_gateway(GatewaySettings(upstream_base_url=smtp_sandbox.base_url)) as handle:
        yield handle


def _smtp_send(sandbox: SandboxHandle, address: str, raw: bytes) -> None:
    assert sandbox.smtp_port is not None
    send(sandbox.host, sandbox.smtp_port, [address], raw)


async def test_wait_for_otp_returns_the_code_an_app_sent_over_smtp_during_the_call(
    smtp_sandbox: SandboxHandle, gateway: GatewayHandle, api_key: str
) -> None:
    result: dict[str, Any] = {}
    async with mcp_session(gateway.mcp_url, api_key) as client:
        inbox = structured(await client.call_tool("create_inbox", {"label": "smtp"}))
        raw = alternative(
            to=inbox["address"],
            subject="Your Acme sign-in code",
            text="Your verification code is 314159. It expires in 10 minutes.",
            html="<p>Your verification code is <b>314159</b>. It expires in 10 minutes.</p>",
        )

        async def waiter() -> None:
            arguments = {"inbox_id": inbox["id"], "timeout": 20}
            result.update(structured(await client.call_tool("wait_for_otp", arguments)))

        with anyio.fail_after(25):
            async with anyio.create_task_group() as group:
                group.start_soon(waiter)
                await anyio.to_thread.run_sync(smtp_sandbox.wait_until_waiting, 1)
                await anyio.to_thread.run_sync(
                    lambda: _smtp_send(smtp_sandbox, inbox["address"], raw)
                )

    assert result["otp"] == "314159"
    assert unfenced(result["from"]) == "Acme <no-reply@acme.test>"
    assert result["sender"] == "no-reply@acme.test"
    assert unfenced(result["subject"]) == "Your Acme sign-in code"


async def test_wait_for_link_returns_the_sign_in_link_of_an_html_mail_sent_over_smtp(
    smtp_sandbox: SandboxHandle, gateway: GatewayHandle, api_key: str
) -> None:
    async with mcp_session(gateway.mcp_url, api_key) as client:
        inbox = structured(await client.call_tool("create_inbox", {}))
        html = (
            "<p>Click below to sign in.</p>"
            '<a href="https://app.acme.test/login/verify?token=Zx81abc">Sign in</a> '
            '<a href="https://acme.test/unsubscribe">Unsubscribe</a>'
        )
        await anyio.to_thread.run_sync(
            lambda: _smtp_send(
                smtp_sandbox,
                inbox["address"],
                html_only(to=inbox["address"], subject="Sign in", html=html),
            )
        )
        with anyio.fail_after(20):
            link = structured(
                await client.call_tool(
                    "wait_for_link", {"inbox_id": inbox["id"], "since": 0, "timeout": 10}
                )
            )

    assert link["magic_link"] == "https://app.acme.test/login/verify?token=Zx81abc"
