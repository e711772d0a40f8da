"""One key's very large mail never freezes other callers, and what it returns is bounded.

The gateway runs as its own process (as deployed) in front of a sandbox taking real
SMTP mail of the largest size it accepts.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx2
import pytest

from mailsocket_mcp.sandbox.runner import SandboxHandle, running_sandbox
from mailsocket_mcp.sandbox.settings import DEFAULT_SMTP_MAX_BYTES, SandboxSettings
from mailsocket_mcp.tools.inbox.shapes import FIELD_CAPS, TRUNCATED
from tests.support.mail import largest, send

from .conftest import new_key
from .helpers import MCP_HEADERS, tool_call, unfenced
from .servers import running_gateway_process

pytestmark = pytest.mark.anyio

CODES = ("111111", "222222", "333333", "444444")
SENDER_FIELDS = ("subject", "from", "to", "text")


@pytest.fixture(scope="module")
def smtp_sandbox() -> Iterator[SandboxHandle]:
    with running_sandbox(SandboxSettings(port=0, smtp_port=0)) as handle:
        yield handle


async def _post(http: httpx2.AsyncClient, key: str, message: dict[str, Any]) -> dict[str, Any]:
    headers = {**MCP_HEADERS, "Authorization": f"Bearer {key}"}
    response = await http.post("/mcp", headers=headers, content=json.dumps(message))
    assert response.status_code == 200, response.text[:300]
    answer: dict[str, Any] = response.json()
    return answer


def _assert_bounded(message: dict[str, Any]) -> None:
    assert sorted(message["truncated"]) == sorted(SENDER_FIELDS)
    for field in SENDER_FIELDS:
        shown = unfenced(message[field])
        assert shown.endswith(TRUNCATED), field
        assert len(shown) == FIELD_CAPS[field] + len(TRUNCATED), field
    assert message["otp"] in CODES
    assert message["magic_link"] == f"https://app.test/login?token={message['otp']}"


async def test_four_largest_mails_list_bounded_while_another_key_is_answered(
    smtp_sandbox: SandboxHandle, tmp_path: Path
) -> None:
    owner, other = new_key(), new_key()
    sandbox = smtp_sandbox
    assert sandbox.smtp_port is not None
    with running_gateway_process(sandbox.base_url, tmp_path / "gateway.log") as gateway:
        async with httpx2.AsyncClient(base_url=gateway.root_url, timeout=120) as http:
            created = await _post(http, owner, tool_call("create_inbox", {}))
            inbox = created["result"]["structuredContent"]
            for code in CODES:
                mail = largest(to=inbox["address"], max_bytes=DEFAULT_SMTP_MAX_BYTES, code=code)
                refused = await anyio.to_thread.run_sync(
                    send, sandbox.host, sandbox.smtp_port, [inbox["address"]], mail
                )
                assert not refused
            answers: list[dict[str, Any]] = []

            async def read_all() -> None:
                call = tool_call("list_messages", {"inbox_id": inbox["id"]})
                answers.append(await _post(http, owner, call))

            pings = 0
            with anyio.fail_after(120):
                async with anyio.create_task_group() as group:
                    for _ in range(4):  # the key reads its four mails four times at once
                        group.start_soon(read_all)
                    while len(answers) < 4 or not pings:
                        with anyio.fail_after(2):
                            pong = await _post(
                                http, other, {"jsonrpc": "2.0", "id": 9, "method": "ping"}
                            )
                        assert pong["result"] == {}
                        pings += 1
                latest = await _post(
                    http, owner, tool_call("get_latest", {"inbox_id": inbox["id"]})
                )
                arguments = {"inbox_id": inbox["id"], "since": 0, "timeout": 5}
                waited = await _post(http, owner, tool_call("wait_for_otp", arguments))
            peak_kib = gateway.rss_kib("VmHWM")
    for answer in answers:
        result = answer["result"]
        assert not result.get("isError"), result
        messages = result["structuredContent"]["messages"]
        assert sorted(m["otp"] for m in messages) == sorted(CODES)
        for message in messages:
            _assert_bounded(message)
        assert len(json.dumps(answer)) < 128 * 1024
    _assert_bounded(latest["result"]["structuredContent"])
    code = waited["result"]["structuredContent"]
    assert code["otp"] in CODES
    assert unfenced(code["subject"]) == f"Your code is {code['otp']} " + "S" * 980 + TRUNCATED
    assert unfenced(code["from"]).endswith(TRUNCATED)
    assert peak_kib < 150 * 1024, f"gateway peak RSS {peak_kib // 1024} MiB"
