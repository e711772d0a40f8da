"""The long-poll wait through the SDK: wake-ups, ``since`` forms, and chaining polls."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timezone

import httpx
import mailsocket
import pytest
from mailsocket.errors import NotFound, WaitTimeout

from mailsocket_mcp.sandbox.runner import SandboxHandle, running_sandbox
from mailsocket_mcp.sandbox.settings import SandboxSettings
from mailsocket_mcp.sandbox.timeline import parse_time
from tests.support.background import Background
from tests.support.keys import new_key


def test_a_wait_wakes_when_a_code_is_delivered_during_the_call(
    sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    waiting = Background(lambda: client.wait_for_otp(inbox["id"], timeout=20))
    sandbox.wait_until_waiting(1)

    sandbox.deliver(inbox["id"], subject="Your verification code is 731904")

    result = waiting.result(timeout=10)
    assert result.otp == "731904"
    assert result.message["subject"] == "Your verification code is 731904"


def test_a_wait_without_since_ignores_mail_that_arrived_before_the_call(
    sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    sandbox.deliver(inbox["id"], subject="Your code is 111111")

    with pytest.raises(WaitTimeout):
        client.wait_for_otp(inbox["id"], timeout=1)


def test_since_zero_returns_the_oldest_matching_message_already_there(
    sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    sandbox.deliver(inbox["id"], subject="hello, no code here")
    sandbox.deliver(inbox["id"], subject="Your code is 222222")
    sandbox.deliver(inbox["id"], subject="Your code is 333333")

    assert client.wait_for_otp(inbox["id"], since=0, timeout=2).otp == "222222"


def test_since_an_iso_timestamp_returns_only_mail_strictly_after_it(
    sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    first = sandbox.deliver(inbox["id"], subject="Your code is 222222")
    sandbox.deliver(inbox["id"], subject="Your code is 333333")

    assert client.wait_for_otp(inbox["id"], since=first["received_at"], timeout=2).otp == "333333"
    with pytest.raises(WaitTimeout):
        client.wait_for_otp(inbox["id"], since="2999-01-01T00:00:00Z", timeout=1)


def test_since_unix_seconds_counts_from_that_instant(
    sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    message = sandbox.deliver(inbox["id"], subject="Your code is 444444")
    before = parse_time(message["received_at"]).timestamp() - 1

    assert client.wait_for_otp(inbox["id"], since=before, timeout=2).otp == "444444"
    assert client.wait_for_otp(inbox["id"], since=int(before), timeout=2).otp == "444444"


def test_since_a_message_id_chains_to_the_next_message(
    sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    for code in ("100001", "100002", "100003"):
        sandbox.deliver(inbox["id"], subject=f"Your code is {code}")

    seen = []
    since: str | int = 0
    for _ in range(3):
        result = client.wait_for_otp(inbox["id"], since=since, timeout=2)
        seen.append(result.otp)
        since = result.message["id"]

    assert seen == ["100001", "100002", "100003"]
    with pytest.raises(WaitTimeout):
        client.wait_for_otp(inbox["id"], since=since, timeout=1)


def test_since_an_unknown_message_id_includes_the_whole_inbox(
    sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    sandbox.deliver(inbox["id"], subject="Your code is 555555")

    assert client.wait_for_otp(inbox["id"], since="msg_unknown", timeout=2).otp == "555555"


def test_require_link_skips_codes_and_require_otp_honours_min_confidence(
    sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    coded = sandbox.deliver(inbox["id"], subject="Your code is 666666")
    sandbox.deliver(inbox["id"], text="Confirm your email: https://app.test/verify?token=abc123")

    assert client.wait_for_link(inbox["id"], since=0, timeout=2).link == (
        "https://app.test/verify?token=abc123"
    )
    assert client.wait(inbox["id"], since=0, timeout=2).otp == "666666"
    assert coded["otp_confidence"] < 1.0
    with pytest.raises(WaitTimeout):
        client.wait_for_otp(
            inbox["id"], since=0, timeout=1, min_confidence=coded["otp_confidence"] + 0.001
        )


def test_a_timed_out_poll_answers_204_with_the_cutoff_it_used(
    client: mailsocket.Client, http: httpx.Client
) -> None:
    inbox = client.create_inbox()
    started = datetime.now(timezone.utc)

    response = http.get(f"/inboxes/{inbox['id']}/messages/wait", params={"timeout": 0})

    assert response.status_code == 204
    cutoff = parse_time(response.headers["Mailsocket-Wait-Since"])
    assert response.headers["Mailsocket-Wait-Since"].endswith("Z")
    assert started <= cutoff <= datetime.now(timezone.utc)

    everything = http.get(
        f"/inboxes/{inbox['id']}/messages/wait", params={"timeout": 1, "since": "0"}
    )
    assert everything.headers["Mailsocket-Wait-Since"] == "1970-01-01T00:00:00.000000Z"


def test_a_message_delivered_between_two_raw_polls_is_returned_by_the_chained_poll(
    sandbox: SandboxHandle, client: mailsocket.Client, http: httpx.Client
) -> None:
    inbox = client.create_inbox()
    url = f"/inboxes/{inbox['id']}/messages/wait"
    first = http.get(url, params={"timeout": 1, "require": "otp"})
    assert first.status_code == 204

    sandbox.deliver(inbox["id"], subject="Your code is 777777")

    second = http.get(
        url,
        params={
            "timeout": 1,
            "require": "otp",
            "since": first.headers["Mailsocket-Wait-Since"],
        },
    )
    assert second.status_code == 200
    assert second.json()["data"]["otp"] == "777777"


@pytest.fixture
def short_poll_sandbox() -> Iterator[SandboxHandle]:
    """Polls of at most one second, so the SDK chains several within one wait."""
    settings = SandboxSettings(port=0, max_wait_seconds=1.0, enable_faults=True)
    with running_sandbox(settings) as handle:
        yield handle


def test_the_sdk_does_not_miss_a_message_delivered_between_two_of_its_polls(
    short_poll_sandbox: SandboxHandle,
) -> None:
    """The first poll times out; the next is held back while the mail lands in between."""
    sandbox = short_poll_sandbox
    client = mailsocket.Client(new_key(), base_url=sandbox.base_url)
    inbox = client.create_inbox()
    waiting = Background(lambda: client.wait_for_otp(inbox["id"], timeout=20))
    sandbox.wait_until_waiting(1)
    sandbox.faults.arm("stall", stall_seconds=2, path_contains="/messages/wait")
    sandbox.wait_until_idle()  # the first poll answered 204

    sandbox.deliver(inbox["id"], subject="Your code is 888888")

    assert waiting.result(timeout=15).otp == "888888"
    assert sandbox.faults.pending == 0


def test_deleting_the_inbox_ends_its_waits_with_not_found(
    sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    waiting = Background(lambda: client.wait(inbox["id"], timeout=20))
    sandbox.wait_until_waiting(1)

    client.delete_inbox(inbox["id"])

    assert isinstance(waiting.error(timeout=10), NotFound)


def test_mail_to_another_inbox_does_not_end_a_wait(
    sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    watched, other = client.create_inbox(), client.create_inbox()
    waiting = Background(lambda: client.wait_for_otp(watched["id"], timeout=20))
    sandbox.wait_until_waiting(1)

    sandbox.deliver(other["id"], subject="Your code is 123123")
    sandbox.deliver(watched["id"], subject="no code yet")
    sandbox.deliver(watched["id"], subject="Your code is 456456")

    assert waiting.result(timeout=10).otp == "456456"
