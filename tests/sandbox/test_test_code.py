"""``send_test_code``: a parsed sample mail, its quotas over a rolling hour, disabled inboxes."""

from __future__ import annotations

from collections.abc import Iterator

import mailsocket
import pytest
from mailsocket.errors import MailsocketError, RateLimited

from mailsocket_mcp.sandbox.errors import Conflict
from mailsocket_mcp.sandbox.runner import SandboxHandle, running_sandbox
from mailsocket_mcp.sandbox.settings import SandboxSettings
from tests.support.clock import ManualClock
from tests.support.keys import new_key


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def timed_sandbox(clock: ManualClock) -> Iterator[SandboxHandle]:
    with running_sandbox(SandboxSettings(port=0), clock=clock) as handle:
        yield handle


def test_a_test_code_is_stored_as_a_message_with_a_six_digit_otp(
    client: mailsocket.Client,
) -> None:
    inbox = client.create_inbox()

    sent = client.send_test_code(inbox["id"])

    message = client.get_message(sent["message_id"])
    assert message["received_at"] == sent["sent_at"]
    assert message["otp"] is not None
    assert len(message["otp"]) == 6
    assert message["otp"].isdigit()
    assert message["otp"] in message["subject"]
    assert client.wait_for_otp(inbox["id"], since=0, timeout=2).otp == message["otp"]


def test_the_sixth_test_code_in_an_hour_for_one_inbox_is_rate_limited(
    timed_sandbox: SandboxHandle, clock: ManualClock
) -> None:
    client = mailsocket.Client(new_key(), base_url=timed_sandbox.base_url)
    inbox = client.create_inbox()
    for _ in range(5):
        client.send_test_code(inbox["id"])
        clock.advance(minutes=10)

    with pytest.raises(RateLimited) as caught:
        client.send_test_code(inbox["id"])

    assert caught.value.subcode == "rate_limited"
    assert caught.value.retry_after == 10 * 60
    assert "quota" in str(caught.value)


def test_the_inbox_quota_rolls_so_a_send_is_allowed_an_hour_after_the_oldest(
    timed_sandbox: SandboxHandle, clock: ManualClock
) -> None:
    client = mailsocket.Client(new_key(), base_url=timed_sandbox.base_url)
    inbox = client.create_inbox()
    client.send_test_code(inbox["id"])
    clock.advance(minutes=30)
    for _ in range(4):
        client.send_test_code(inbox["id"])
    clock.advance(minutes=29, seconds=59)
    with pytest.raises(RateLimited) as caught:
        client.send_test_code(inbox["id"])
    assert caught.value.retry_after == 1

    clock.advance(seconds=1)

    assert client.send_test_code(inbox["id"])["message_id"].startswith("msg_")


def test_the_twenty_first_test_code_in_an_hour_for_one_account_is_rate_limited(
    timed_sandbox: SandboxHandle, clock: ManualClock
) -> None:
    key = new_key()
    client = mailsocket.Client(key, base_url=timed_sandbox.base_url)
    inboxes = [client.create_inbox()["id"] for _ in range(5)]
    for inbox_id in inboxes[:4]:
        for _ in range(5):
            client.send_test_code(inbox_id)

    with pytest.raises(RateLimited) as caught:
        client.send_test_code(inboxes[4])
    assert caught.value.subcode == "rate_limited"
    assert caught.value.retry_after == 3600

    other_account = mailsocket.Client(new_key(), base_url=timed_sandbox.base_url)
    assert other_account.send_test_code(other_account.create_inbox()["id"])
    clock.advance(hours=1)
    assert client.send_test_code(inboxes[4])


def test_a_test_code_for_a_disabled_inbox_is_a_409_inbox_disabled(
    sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    sandbox.disable_inbox(inbox)

    with pytest.raises(MailsocketError) as caught:
        client.send_test_code(inbox["id"])

    assert caught.value.status == 409
    assert caught.value.code == "inbox_disabled"
    with pytest.raises(Conflict):
        sandbox.deliver(inbox["id"], subject="still refused")
