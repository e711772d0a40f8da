"""``--db``: a restart keeps inboxes and mail, and ``since`` stays exact across it."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

import mailsocket

from mailsocket_mcp.sandbox.runner import SandboxHandle, running_sandbox
from mailsocket_mcp.sandbox.settings import SandboxSettings
from mailsocket_mcp.sandbox.timeline import parse_time
from tests.support.background import Background
from tests.support.clock import ManualClock
from tests.support.mail import alternative, send

T0 = datetime(2026, 11, 30, 4, 38, tzinfo=timezone.utc)


def _send_code(sandbox: SandboxHandle, address: str, code: str) -> None:
    assert sandbox.smtp_port is not None
    raw = alternative(
        to=address,
        subject=f"Your verification code is {code}",
        text=f"Your verification code is {code}.",
        html=f"<p>Your verification code is <b>{code}</b>.</p>",
    )
    send(sandbox.host, sandbox.smtp_port, [address], raw)


def test_a_restart_on_the_same_db_keeps_inboxes_and_mail_and_since_an_old_id_still_waits(
    tmp_path: Path, api_key: str
) -> None:
    settings = SandboxSettings(port=0, smtp_port=0, db_path=str(tmp_path / "sandbox.db"))
    with running_sandbox(settings) as first:
        client = mailsocket.Client(api_key, base_url=first.base_url)
        inbox = client.create_inbox(label="signup")
        _send_code(first, inbox["address"], "111111")
        (old,) = client.list_messages(inbox["id"]).data

    with running_sandbox(settings) as second:
        client = mailsocket.Client(api_key, base_url=second.base_url)
        assert client.get_inbox(inbox["id"]) == inbox
        assert client.get_message(old["id"]) == old
        assert [i["id"] for i in client.list_inboxes().data] == [inbox["id"]]
        waiting = Background(lambda: client.wait_for_otp(inbox["id"], since=old["id"], timeout=20))
        second.wait_until_waiting(1)
        _send_code(second, inbox["address"], "222222")

        assert waiting.result(timeout=15).otp == "222222"


def test_after_a_restart_new_mail_is_stamped_after_stored_mail_even_if_the_clock_went_back(
    tmp_path: Path, api_key: str
) -> None:
    settings = SandboxSettings(port=0, db_path=str(tmp_path / "sandbox.db"))
    with running_sandbox(settings, clock=ManualClock(T0)) as first:
        client = mailsocket.Client(api_key, base_url=first.base_url)
        inbox = client.create_inbox()
        old = first.deliver(inbox["id"], subject="Your code is 333333")

    with running_sandbox(settings, clock=ManualClock(T0 - timedelta(hours=1))) as second:
        client = mailsocket.Client(api_key, base_url=second.base_url)
        new = second.deliver(inbox["id"], subject="Your code is 444444")

        assert parse_time(new["received_at"]) > parse_time(old["received_at"])
        assert client.wait_for_otp(inbox["id"], since=old["id"], timeout=2).otp == "444444"
        assert client.wait_for_otp(inbox["id"], since=old["received_at"], timeout=2).otp == (
            "444444"
        )


def test_a_restart_prunes_mail_that_aged_past_retention_while_stopped(
    tmp_path: Path, api_key: str
) -> None:
    settings = SandboxSettings(port=0, db_path=str(tmp_path / "sandbox.db"), retention_hours=24)
    with running_sandbox(settings, clock=ManualClock(T0)) as first:
        client = mailsocket.Client(api_key, base_url=first.base_url)
        inbox = client.create_inbox()
        first.deliver(inbox["id"], subject="old news")

    with running_sandbox(settings, clock=ManualClock(T0 + timedelta(hours=25))) as second:
        client = mailsocket.Client(api_key, base_url=second.base_url)
        assert client.get_inbox(inbox["id"]) == inbox
        assert client.list_messages(inbox["id"]).data == []
