"""Links and senders an agent can check: host-bound link waits, sender-bound code waits,
and the deployment's allowlist of link hosts. Through a real MCP client and the gateway,
with mail delivered to the sandbox while the wait is held."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import anyio
import pytest

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .helpers import error_text, structured
from .servers import GatewayHandle, mcp_session, running_gateway

pytestmark = pytest.mark.anyio

APP_LINK = "https://app.test/auth/verify?token=real123"
PHISHING_LINK = "https://app.test.evil.test/auth/verify?token=phish1"


def _link_mail(sandbox: SandboxHandle, inbox_id: str, link: str, sender: str) -> dict[str, Any]:
    return sandbox.deliver(
        inbox_id,
        sender=sender,
        subject="Confirm your email",
        html=f'<p>Welcome!</p><a href="{link}">Verify email</a>',
        text=f"Verify your email: {link}",
    )


async def _while_waiting(
    gateway: GatewayHandle,
    sandbox: SandboxHandle,
    key: str,
    tool: str,
    arguments: dict[str, Any],
    deliver: Callable[[], object],
) -> Any:
    """Call ``tool`` and, once its wait is held at the API, ``deliver`` mail."""
    outcome: list[Any] = []

    async def wait() -> None:
        async with mcp_session(gateway.mcp_url, key) as client:
            outcome.append(await client.call_tool(tool, arguments))

    with anyio.fail_after(30):
        async with anyio.create_task_group() as group:
            group.start_soon(wait)
            await anyio.to_thread.run_sync(sandbox.wait_until_waiting, 1)
            await anyio.to_thread.run_sync(deliver)
    return outcome[0]


async def _inbox(gateway: GatewayHandle, key: str) -> dict[str, Any]:
    async with mcp_session(gateway.mcp_url, key) as client:
        return structured(await client.call_tool("create_inbox", {}))


async def test_a_host_bound_link_wait_skips_a_phishing_mail_that_lands_first(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await _inbox(gateway, key)
    delivered: list[dict[str, Any]] = []

    def deliver() -> None:
        delivered.append(_link_mail(sandbox, inbox["id"], PHISHING_LINK, "it@evil.test"))
        delivered.append(_link_mail(sandbox, inbox["id"], APP_LINK, "no-reply@app.test"))

    arguments = {"inbox_id": inbox["id"], "host": "app.test", "timeout": 20}
    result = structured(
        await _while_waiting(gateway, sandbox, key, "wait_for_link", arguments, deliver)
    )
    assert result["magic_link"] == APP_LINK
    assert result["magic_link_host"] == "app.test"
    assert result["magic_link_secure"] is True
    assert result["id"] == delivered[1]["id"]
    [skipped] = result["skipped"]
    assert skipped["id"] == delivered[0]["id"]
    assert "app.test.evil.test" in skipped["reason"]


async def test_a_host_bound_link_wait_accepts_a_subdomain_and_says_what_it_skipped_on_timeout(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await _inbox(gateway, key)
    phishing = _link_mail(sandbox, inbox["id"], PHISHING_LINK, "it@evil.test")
    async with mcp_session(gateway.mcp_url, key) as client:
        arguments = {"inbox_id": inbox["id"], "host": "app.test", "since": 0, "timeout": 1}
        with anyio.fail_after(20):
            failed = await client.call_tool("wait_for_link", arguments)
        text = error_text(failed)
        assert "No matching message arrived yet" in text
        assert phishing["id"] in text
        sub = _link_mail(
            sandbox, inbox["id"], "https://eu.app.test/auth/verify?token=abc123", "a@app.test"
        )
        since = re.search(r'since="([^"]+)"', text)
        assert since is not None
        with anyio.fail_after(20):
            found = structured(
                await client.call_tool(
                    "wait_for_link", {**arguments, "since": since.group(1), "timeout": 10}
                )
            )
    assert found["id"] == sub["id"]
    assert found["magic_link_host"] == "eu.app.test"


@pytest.mark.parametrize(
    ("link", "host", "secure"),
    [
        ("https://app.test/auth/verify?token=abc123", "app.test", True),
        ("http://localhost:3000/auth/verify?token=abc123", "localhost", True),
        ("http://127.0.0.1:8000/auth/verify?token=abc123", "127.0.0.1", True),
        ("http://app.test/auth/verify?token=abc123", "app.test", False),
        ("https://xn--pple-43d.test/auth/verify?token=abc123", "xn--pple-43d.test", True),
    ],
)
async def test_every_returned_link_names_its_host_and_whether_it_is_secure(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str, link: str, host: str, secure: bool
) -> None:
    inbox = await _inbox(gateway, key)
    _link_mail(sandbox, inbox["id"], link, "no-reply@app.test")
    async with mcp_session(gateway.mcp_url, key) as client:
        with anyio.fail_after(20):
            waited = structured(
                await client.call_tool("wait_for_link", {"inbox_id": inbox["id"], "since": 0})
            )
        latest = structured(await client.call_tool("get_latest", {"inbox_id": inbox["id"]}))
    for result in (waited, latest):
        assert result["magic_link"] == link
        assert result["magic_link_host"] == host
        assert result["magic_link_secure"] is secure


async def test_a_sender_bound_code_wait_skips_a_code_from_another_domain(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await _inbox(gateway, key)
    delivered: list[dict[str, Any]] = []

    def deliver() -> None:
        for sender, code in [
            ("Shop <security@shop.test.evil.test>", "111111"),
            ("Shop <no-reply@auth.shop.test>", "222222"),
        ]:
            delivered.append(
                sandbox.deliver(inbox["id"], sender=sender, subject=f"Your code is {code}")
            )

    arguments = {"inbox_id": inbox["id"], "sender": "shop.test", "timeout": 20}
    result = structured(
        await _while_waiting(gateway, sandbox, key, "wait_for_otp", arguments, deliver)
    )
    assert result["otp"] == "222222"
    assert result["sender"] == "no-reply@auth.shop.test"
    assert [item["id"] for item in result["skipped"]] == [delivered[0]["id"]]
    assert "security@shop.test.evil.test" in result["skipped"][0]["reason"]


async def test_a_code_wait_bound_to_one_address_takes_only_that_address(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await _inbox(gateway, key)
    sandbox.deliver(inbox["id"], sender="promo@shop.test", subject="Your code is 333333")
    sandbox.deliver(inbox["id"], sender="No-Reply@Shop.test", subject="Your code is 444444")
    async with mcp_session(gateway.mcp_url, key) as client:
        arguments = {"inbox_id": inbox["id"], "since": 0, "sender": "no-reply@shop.test"}
        with anyio.fail_after(20):
            result = structured(await client.call_tool("wait_for_otp", arguments))
    assert result["otp"] == "444444"


@pytest.mark.parametrize("host", ["localhost:3000", "http://localhost:3000/", "LOCALHOST"])
async def test_a_link_wait_bound_to_a_local_app_takes_its_host_with_or_without_a_port(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str, host: str
) -> None:
    inbox = await _inbox(gateway, key)
    _link_mail(sandbox, inbox["id"], "http://localhost:3000/auth/verify?token=abc123", "a@b.test")
    async with mcp_session(gateway.mcp_url, key) as client:
        arguments = {"inbox_id": inbox["id"], "since": 0, "host": host, "timeout": 10}
        with anyio.fail_after(20):
            result = structured(await client.call_tool("wait_for_link", arguments))
    assert result["magic_link_host"] == "localhost"
    assert result["skipped"] == []


@pytest.mark.parametrize(
    ("tool", "arguments", "says"),
    [
        ("wait_for_link", {"host": "not a host"}, "host must be a host name"),
        ("wait_for_otp", {"sender": "shop test"}, "sender must be a domain"),
    ],
)
async def test_a_malformed_host_or_sender_binding_is_refused_with_what_to_pass(
    gateway: GatewayHandle, key: str, tool: str, arguments: dict[str, Any], says: str
) -> None:
    async with mcp_session(gateway.mcp_url, key) as client:
        failed = await client.call_tool(tool, {"inbox_id": "inb_x", **arguments, "timeout": 1})
    assert says in error_text(failed)


@pytest.fixture(scope="module")
def allowlisted(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    settings = GatewaySettings(
        upstream_base_url=sandbox.base_url, link_hosts=("app.test", "*.corp.test")
    )
    with running_gateway(settings) as handle:
        yield handle


async def test_the_link_host_allowlist_withholds_other_hosts_from_every_tool(
    allowlisted: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await _inbox(allowlisted, key)
    outside, apex, inside = [
        _link_mail(sandbox, inbox["id"], f"https://{host}/auth/verify?token=abc123", "a@b.test")
        for host in ("evil.test", "corp.test", "sso.corp.test")
    ]
    async with mcp_session(allowlisted.mcp_url, key) as client:
        listed = structured(await client.call_tool("list_messages", {"inbox_id": inbox["id"]}))
        with anyio.fail_after(20):
            waited = structured(
                await client.call_tool("wait_for_link", {"inbox_id": inbox["id"], "since": 0})
            )
    by_id = {message["id"]: message for message in listed["messages"]}
    for withheld in (outside, apex):
        message = by_id[withheld["id"]]
        assert message["magic_link"] is None
        assert "MCP_LINK_HOSTS" in message["withheld"]["magic_link"]
    assert by_id[inside["id"]]["magic_link"] == "https://sso.corp.test/auth/verify?token=abc123"
    assert waited["id"] == inside["id"]
    assert [item["id"] for item in waited["skipped"]] == [outside["id"], apex["id"]]
    assert all("MCP_LINK_HOSTS" in item["reason"] for item in waited["skipped"])
