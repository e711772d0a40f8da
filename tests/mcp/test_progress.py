"""Progress during waits: a client that sends a progress token gets heartbeats, then the result.

Measured with real clients (the MCP SDK's ``progress_callback``) on the gateway's fast
path, its library path (the handshake era without the fast path, and the 2026-07-28
envelope) and stdio. The mail that ends each wait is sent once the client has seen
its third heartbeat, so nothing here depends on timing.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import anyio
import anyio.to_thread
import pytest
from mcp_types import CallToolResult

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.http.cli import DRAIN_SECONDS
from mailsocket_mcp.sandbox.runner import SandboxHandle
from mcp import Client

from .helpers import assert_heartbeats, error_text, structured
from .servers import GatewayHandle, mcp_session, running_gateway, running_gateway_process
from .test_stdio import stdio_session

pytestmark = pytest.mark.anyio

INTERVAL = "0.2"
BEATS = 3
LINK = "https://app.example.test/auth/verify?token=abc123"


@dataclass
class Route:
    gateway: GatewayHandle
    mode: str  # the client's protocol mode: "legacy" (handshake era) or "auto" (2026-07-28)


@pytest.fixture(scope="module")
def routes(sandbox: SandboxHandle) -> Iterator[dict[str, Route]]:
    """The fast path, the library in the handshake era, the library's 2026-07-28 path."""
    base = GatewaySettings(upstream_base_url=sandbox.base_url, progress_interval_s=float(INTERVAL))
    with ExitStack() as stack:
        fast = stack.enter_context(running_gateway(base))
        library = stack.enter_context(running_gateway(replace(base, fast_path=False)))
        yield {
            "fast path": Route(fast, "legacy"),
            "library": Route(library, "legacy"),
            "2026-07-28": Route(fast, "auto"),
        }


@pytest.fixture(params=["fast path", "library", "2026-07-28"])
def route(request: pytest.FixtureRequest, routes: dict[str, Route]) -> Route:
    return routes[request.param]


@dataclass
class Heartbeats:
    """What a client's progress callback saw; ``enough`` is set at the third."""

    reports: list[tuple[float, float | None, str | None]] = field(default_factory=list)
    enough: anyio.Event = field(default_factory=anyio.Event)

    async def __call__(self, progress: float, total: float | None, message: str | None) -> None:
        self.reports.append((progress, total, message))
        if len(self.reports) == BEATS:
            self.enough.set()


async def _call_until_mail(
    client: Client,
    sandbox: SandboxHandle,
    tool: str,
    arguments: dict[str, Any],
    **mail: str,
) -> tuple[CallToolResult, Heartbeats]:
    """Call ``tool`` with a progress callback; deliver a mail after the third heartbeat."""
    beats = Heartbeats()
    results: list[CallToolResult] = []

    async def deliver_when_enough() -> None:
        await beats.enough.wait()
        fields = mail or {"subject": "Your verification code is 246810"}
        await anyio.to_thread.run_sync(lambda: sandbox.deliver(arguments["inbox_id"], **fields))

    with anyio.fail_after(30):
        async with anyio.create_task_group() as group:
            group.start_soon(deliver_when_enough)
            results.append(await client.call_tool(tool, arguments, progress_callback=beats))
            group.cancel_scope.cancel()  # a wait that ended without heartbeats
    return results[0], beats


async def test_wait_for_otp_with_a_progress_token_sends_heartbeats_then_the_code(
    route: Route, sandbox: SandboxHandle, key: str
) -> None:
    async with mcp_session(route.gateway.mcp_url, key, mode=route.mode) as client:
        inbox = structured(await client.call_tool("create_inbox", {}))["id"]
        # 500 s asked: the gateway's cap (55 s) is the total the heartbeats report.
        result, beats = await _call_until_mail(
            client, sandbox, "wait_for_otp", {"inbox_id": inbox, "timeout": 500}
        )
    assert structured(result)["otp"] == "246810"
    assert_heartbeats(beats.reports, total=55.0, what="waiting for mail")


async def test_wait_for_link_and_expect_no_email_send_heartbeats_too(
    route: Route, sandbox: SandboxHandle, key: str
) -> None:
    async with mcp_session(route.gateway.mcp_url, key, mode=route.mode) as client:
        inbox = structured(await client.call_tool("create_inbox", {}))["id"]
        linked, link_beats = await _call_until_mail(
            client,
            sandbox,
            "wait_for_link",
            {"inbox_id": inbox, "timeout": 20},
            subject="Confirm your email",
            text=f"Verify your email: {LINK}",
        )
        watched, watch_beats = await _call_until_mail(
            client, sandbox, "expect_no_email", {"inbox_id": inbox, "within": 30}
        )
    assert structured(linked)["magic_link"] == LINK
    assert_heartbeats(link_beats.reports, total=20.0, what="waiting for mail")
    assert structured(watched)["arrived"] is True
    assert_heartbeats(watch_beats.reports, total=30.0, what="watching for mail")


async def test_a_wait_refused_at_once_is_one_plain_answer_without_heartbeats(
    route: Route, sandbox: SandboxHandle, key: str
) -> None:
    async with mcp_session(route.gateway.mcp_url, key, mode=route.mode) as client:
        beats = Heartbeats()
        with anyio.fail_after(10):
            unknown = await client.call_tool(
                "wait_for_otp", {"inbox_id": "inb_missing", "timeout": 30}, progress_callback=beats
            )
            bad = await client.call_tool(
                "wait_for_otp", {"inbox_id": "inb_x", "timeout": "soon"}, progress_callback=beats
            )
    assert "Not found" in error_text(unknown)
    assert "invalid arguments" in error_text(bad)
    assert beats.reports == []


async def test_stdio_sends_heartbeats_through_the_session(sandbox: SandboxHandle, key: str) -> None:
    env = {
        "MAILSOCKET_API_KEY": key,
        "MAILSOCKET_BASE_URL": sandbox.base_url,
        "MCP_PROGRESS_INTERVAL_S": INTERVAL,
    }
    async with stdio_session(env) as client:
        inbox = structured(await client.call_tool("create_inbox", {}))["id"]
        result, beats = await _call_until_mail(
            client, sandbox, "wait_for_otp", {"inbox_id": inbox, "timeout": 500}
        )
    assert structured(result)["otp"] == "246810"
    assert_heartbeats(beats.reports, total=55.0, what="waiting for mail")


async def test_sigterm_ends_a_streaming_wait_with_the_call_again_result(
    sandbox: SandboxHandle, tmp_path: Path, key: str
) -> None:
    extra = {"MCP_PROGRESS_INTERVAL_S": INTERVAL}
    with running_gateway_process(sandbox.base_url, tmp_path / "gw.log", extra) as gateway:
        async with mcp_session(gateway.mcp_url, key) as client:
            inbox = structured(await client.call_tool("create_inbox", {}))["id"]
            beats = Heartbeats()
            results: list[CallToolResult] = []

            async def drain_when_enough() -> None:
                await beats.enough.wait()
                gateway.process.send_signal(signal.SIGTERM)

            with anyio.fail_after(DRAIN_SECONDS + 10):
                async with anyio.create_task_group() as group:
                    group.start_soon(drain_when_enough)
                    arguments = {"inbox_id": inbox, "timeout": 50}
                    results.append(
                        await client.call_tool("wait_for_otp", arguments, progress_callback=beats)
                    )
                code = await anyio.to_thread.run_sync(gateway.process.wait, DRAIN_SECONDS + 5)
    text = error_text(results[0])
    assert "restarting" in text
    assert 'since="' in text
    assert_heartbeats(beats.reports, total=50.0, what="waiting for mail")
    assert code == 0
