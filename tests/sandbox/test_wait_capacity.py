"""Wait capacity: per-key and process caps, and slots freed by disconnects and shutdown."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import httpx
import mailsocket
import pytest
from mailsocket.errors import RateLimited

from mailsocket_mcp.sandbox.runner import SandboxHandle, running_sandbox
from mailsocket_mcp.sandbox.settings import SandboxSettings
from tests.support.background import Background
from tests.support.keys import new_key


@pytest.fixture
def small_sandbox() -> Iterator[SandboxHandle]:
    settings = SandboxSettings(port=0, per_key_wait_limit=2, global_wait_limit=3)
    with running_sandbox(settings) as handle:
        yield handle


def _client(sandbox: SandboxHandle) -> mailsocket.Client:
    return mailsocket.Client(new_key(), base_url=sandbox.base_url, retry_wait_on_429=False)


def test_a_wait_beyond_the_per_key_cap_is_refused_with_too_many_wait_requests(
    small_sandbox: SandboxHandle,
) -> None:
    client = _client(small_sandbox)
    inbox = client.create_inbox()
    held = [Background(lambda: client.wait_for_otp(inbox["id"], timeout=20)) for _ in range(2)]
    small_sandbox.wait_until_waiting(2)

    with pytest.raises(RateLimited) as caught:
        client.wait_for_otp(inbox["id"], timeout=20)

    assert caught.value.subcode == "too_many_wait_requests"
    assert caught.value.retry_after == 1
    assert _client(small_sandbox).list_inboxes() is not None  # other keys are unaffected
    small_sandbox.deliver(inbox["id"], subject="Your code is 909090")
    assert [wait.result(timeout=10).otp for wait in held] == ["909090", "909090"]
    small_sandbox.wait_until_idle()


def test_a_wait_beyond_the_process_cap_is_refused_with_wait_capacity(
    small_sandbox: SandboxHandle,
) -> None:
    clients = [_client(small_sandbox) for _ in range(4)]
    inboxes = [client.create_inbox() for client in clients]
    held = [
        Background(lambda c=client, i=inbox: c.wait_for_otp(i["id"], timeout=20))
        for client, inbox in zip(clients[:3], inboxes[:3], strict=True)
    ]
    small_sandbox.wait_until_waiting(3)

    with pytest.raises(RateLimited) as caught:
        clients[3].wait_for_otp(inboxes[3]["id"], timeout=20)

    assert caught.value.subcode == "wait_capacity"
    assert caught.value.retry_after == 1
    for inbox in inboxes[:3]:
        small_sandbox.deliver(inbox["id"], subject="Your code is 101010")
    assert {wait.result(timeout=10).otp for wait in held} == {"101010"}


def test_a_client_that_disconnects_frees_its_wait_slot(sandbox: SandboxHandle) -> None:
    key = new_key()
    inbox = mailsocket.Client(key, base_url=sandbox.base_url).create_inbox()
    request = (
        f"GET /api/v1/inboxes/{inbox['id']}/messages/wait?timeout=25 HTTP/1.1\r\n"
        f"Host: 127.0.0.1:{sandbox.port}\r\nAuthorization: Bearer {key}\r\n\r\n"
    ).encode()
    with socket.create_connection(("127.0.0.1", sandbox.port), timeout=10) as raw:
        raw.sendall(request)
        sandbox.wait_until_waiting(1)

    sandbox.wait_until_idle(timeout=10)
    assert sandbox.pending_waits == 0


def test_stopping_the_sandbox_ends_pending_waits_at_once() -> None:
    with running_sandbox() as sandbox:
        key = new_key()
        inbox = mailsocket.Client(key, base_url=sandbox.base_url).create_inbox()
        url = f"{sandbox.base_url}/inboxes/{inbox['id']}/messages/wait"
        waiting = Background(
            lambda: httpx.get(
                url, params={"timeout": 25}, headers={"Authorization": f"Bearer {key}"}, timeout=30
            )
        )
        sandbox.wait_until_waiting(1)

    assert waiting.result(timeout=10).status_code == 204
