"""The in-process runner's helpers for tests."""

from __future__ import annotations

import mailsocket
import pytest

from mailsocket_mcp.sandbox.runner import SandboxHandle
from tests.support.keys import new_key

RAW = b"From: a@b.test\r\nSubject: Your code is 246810\r\n\r\nYour code is 246810\r\n"


def test_deliver_raw_stores_parsed_mail(sandbox: SandboxHandle) -> None:
    client = mailsocket.Client(new_key(), base_url=sandbox.base_url)
    inbox = client.create_inbox()

    message = sandbox.deliver_raw(inbox, RAW)

    assert message["otp"] == "246810"
    assert client.get_latest(inbox["id"]) == message


def test_waiting_for_waits_that_never_come_times_out(sandbox: SandboxHandle) -> None:
    with pytest.raises(TimeoutError):
        sandbox.wait_until_waiting(1, timeout=0.05)
    sandbox.wait_until_idle(timeout=0.05)
    assert sandbox.pending_waits == 0


def test_urls_point_at_the_bound_port(sandbox: SandboxHandle) -> None:
    assert sandbox.base_url == f"http://127.0.0.1:{sandbox.port}/api/v1"
    assert sandbox.root_url == f"http://127.0.0.1:{sandbox.port}"
