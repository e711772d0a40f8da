"""Fault injection, and exactly what the official SDK raises for each kind."""

from __future__ import annotations

import http.client

import httpx
import mailsocket
import pytest
from mailsocket.errors import MailsocketError

from mailsocket_mcp.sandbox.faults import FaultInjector
from mailsocket_mcp.sandbox.runner import SandboxHandle
from tests.support.background import Background
from tests.support.keys import new_key


@pytest.fixture
def client(faulty_sandbox: SandboxHandle) -> mailsocket.Client:
    return mailsocket.Client(new_key(), base_url=faulty_sandbox.base_url)


def test_an_injected_500_is_a_mailsocket_error_with_status_500(
    faulty_sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    faulty_sandbox.faults.arm("error_500", count=2)

    for _ in range(2):
        with pytest.raises(MailsocketError) as caught:
            client.list_inboxes()
        assert (caught.value.status, caught.value.code) == (500, "internal_error")
    assert client.list_inboxes() is not None


def test_malformed_json_makes_the_sdk_raise_a_bare_key_error(
    faulty_sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    faulty_sandbox.faults.arm("malformed_json")

    with pytest.raises(KeyError):
        client.create_inbox()


def test_a_dropped_connection_makes_the_sdk_raise_incomplete_read(
    faulty_sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    faulty_sandbox.faults.arm("drop")

    with pytest.raises(http.client.IncompleteRead):
        client.list_inboxes()
    assert client.list_inboxes() is not None


def test_a_stall_longer_than_the_client_timeout_makes_the_sdk_raise_timeout_error(
    faulty_sandbox: SandboxHandle,
) -> None:
    impatient = mailsocket.Client(new_key(), base_url=faulty_sandbox.base_url, request_timeout=0.2)
    faulty_sandbox.faults.arm("stall", stall_seconds=30)

    with pytest.raises(TimeoutError):
        impatient.list_inboxes()


def test_a_short_stall_then_answers_normally(
    faulty_sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    faulty_sandbox.faults.arm("stall", stall_seconds=0.05)

    assert client.create_inbox()["id"].startswith("inb_")
    assert faulty_sandbox.faults.pending == 0


def test_a_fault_with_a_path_filter_hits_only_matching_requests(
    faulty_sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    faulty_sandbox.faults.arm("error_500", path_contains="/test-code")

    assert client.get_inbox(inbox["id"])["id"] == inbox["id"]
    with pytest.raises(MailsocketError) as caught:
        client.send_test_code(inbox["id"])
    assert caught.value.status == 500


def test_stopping_the_sandbox_cuts_a_stall_short(faulty_sandbox: SandboxHandle) -> None:
    """The fixture's shutdown must not wait out the 300 s stall."""
    faulty_sandbox.faults.arm("stall", stall_seconds=300)
    stalled = Background(lambda: httpx.get(f"{faulty_sandbox.base_url}/inboxes", timeout=30))
    assert faulty_sandbox.faults.wait_until_drained(timeout=10)

    faulty_sandbox.stop()

    assert stalled.result(timeout=10).status_code == 401


def test_the_control_route_arms_faults_without_an_api_key(
    faulty_sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    response = httpx.post(
        f"{faulty_sandbox.root_url}/_sandbox/faults", json={"kind": "error_500", "count": 1}
    )

    assert response.status_code == 201
    assert response.json()["data"]["kind"] == "error_500"
    with pytest.raises(MailsocketError):
        client.list_inboxes()


def test_the_control_route_clears_armed_faults(faulty_sandbox: SandboxHandle) -> None:
    faulty_sandbox.faults.arm("drop", count=5)

    response = httpx.delete(f"{faulty_sandbox.root_url}/_sandbox/faults")

    assert response.status_code == 204
    assert faulty_sandbox.faults.pending == 0


@pytest.mark.parametrize(
    "body",
    [
        {"kind": "explode"},
        {"kind": "error_500", "count": 0},
        {"kind": "error_500", "count": "2"},
        {"kind": "stall", "stall_seconds": "long"},
        {"kind": "stall", "stall_seconds": 301},
        {"kind": "error_500", "path_contains": 3},
        [],
    ],
)
def test_the_control_route_refuses_a_bad_fault(faulty_sandbox: SandboxHandle, body: object) -> None:
    response = httpx.post(f"{faulty_sandbox.root_url}/_sandbox/faults", json=body)

    assert response.status_code == 400
    assert faulty_sandbox.faults.pending == 0


def test_the_control_route_disables_an_inbox(
    faulty_sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()

    response = httpx.post(f"{faulty_sandbox.root_url}/_sandbox/inboxes/{inbox['id']}/disable")
    missing = httpx.post(f"{faulty_sandbox.root_url}/_sandbox/inboxes/inb_nope/disable")

    assert response.status_code == 200
    assert missing.status_code == 404
    with pytest.raises(MailsocketError) as caught:
        client.send_test_code(inbox["id"])
    assert caught.value.code == "inbox_disabled"


def test_a_default_sandbox_has_no_control_routes_and_no_injector(sandbox: SandboxHandle) -> None:
    for path in ("/_sandbox/faults", "/_sandbox/inboxes/inb_x/disable"):
        assert httpx.post(f"{sandbox.root_url}{path}", json={"kind": "drop"}).status_code == 404
    with pytest.raises(RuntimeError, match="enable_faults"):
        _ = sandbox.faults


def test_the_injector_consumes_faults_oldest_first() -> None:
    injector = FaultInjector()
    injector.arm("drop", count=2)
    injector.arm("error_500")

    taken = [injector.take("/api/v1/inboxes") for _ in range(4)]

    assert [fault.kind if fault else None for fault in taken] == [
        "drop",
        "drop",
        "error_500",
        None,
    ]
