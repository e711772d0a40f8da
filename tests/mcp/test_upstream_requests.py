"""What the gateway sends upstream: only the SDK's own request, never the client's headers."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import anyio
import anyio.lowlevel
import pytest

from mailsocket_mcp.config import GatewaySettings, WaitLimits
from mailsocket_mcp.limits import Limiter
from mailsocket_mcp.sandbox.runner import running_sandbox
from mailsocket_mcp.sandbox.settings import SandboxSettings

from .conftest import new_key
from .helpers import error_text, structured
from .scripted_api import JsonHandler, serving
from .servers import mcp_session, running_gateway

pytestmark = pytest.mark.anyio


@pytest.fixture
def recording_upstream() -> Iterator[tuple[str, list[dict[str, str]]]]:
    """A stand-in API that records request headers and answers an empty inbox list."""
    seen: list[dict[str, str]] = []

    class Handler(JsonHandler):
        def do_GET(self) -> None:
            seen.append({name.lower(): value for name, value in self.headers.items()})
            body = json.dumps({"data": [], "pagination": {"has_more": False}}).encode()
            self.reply(200, body)

    with serving(Handler) as url:
        yield url, seen


async def test_no_client_header_is_forwarded_upstream(
    recording_upstream: tuple[str, list[dict[str, str]]], key: str
) -> None:
    url, seen = recording_upstream
    settings = GatewaySettings(upstream_base_url=url, upstream_host="api.internal.test")
    headers = {"X-Forwarded-For": "10.0.0.1", "Cookie": "session=abc", "X-Custom": "leak"}
    with running_gateway(settings) as gateway:
        async with mcp_session(gateway.mcp_url, key, headers=headers) as client:
            listed = structured(await client.call_tool("list_inboxes", {}))
    assert listed == {"inboxes": [], "next_cursor": None, "has_more": False}
    assert len(seen) == 1
    upstream = seen[0]
    assert upstream["authorization"] == f"Bearer {key}"
    assert upstream["host"] == "api.internal.test"
    assert not {"x-forwarded-for", "cookie", "x-custom", "mcp-protocol-version"} & set(upstream)


async def test_an_upstream_429_on_a_wait_surfaces_at_once() -> None:
    """The API's own per-key cap (here 1) answers 429: no sleeping and retrying in the gateway."""
    key = new_key()
    with (
        running_sandbox(SandboxSettings(port=0, per_key_wait_limit=1)) as sandbox,
        running_gateway(GatewaySettings(upstream_base_url=sandbox.base_url)) as gateway,
    ):
        async with mcp_session(gateway.mcp_url, key) as client:
            inbox = structured(await client.call_tool("create_inbox", {}))["id"]
            result: list[Any] = []

            async def hold() -> None:
                result.append(await client.call_tool("wait_for_otp", {"inbox_id": inbox}))

            with anyio.fail_after(20):
                async with anyio.create_task_group() as group:
                    group.start_soon(hold)
                    await anyio.to_thread.run_sync(sandbox.wait_until_waiting, 1)
                    refused = await client.call_tool("wait_for_otp", {"inbox_id": inbox})
                    sandbox.deliver(inbox, subject="Your verification code is 445566")
    text = error_text(refused)
    assert "too_many_wait_requests" in text
    assert "retry after" in text
    assert structured(result[0])["otp"] == "445566"


async def test_per_key_bookkeeping_holds_digests_and_nothing_once_calls_end() -> None:
    limiter = Limiter(WaitLimits(per_key_waits=2))
    key = new_key()
    release = anyio.Event()
    holding = 0

    async def hold() -> None:
        nonlocal holding
        async with limiter.wait_slot(key):
            holding += 1
            await release.wait()

    with anyio.fail_after(5):
        async with anyio.create_task_group() as group:
            group.start_soon(hold)
            group.start_soon(hold)
            while holding < 2:
                await anyio.lowlevel.checkpoint()  # a checkpoint, not a delay: let both tasks enter
            assert limiter.keys_tracked == 1
            assert limiter.waits_in_flight == 2
            assert key[8:] not in repr(vars(limiter))
            release.set()
    assert limiter.keys_tracked == 0
    assert limiter.waits_in_flight == 0
