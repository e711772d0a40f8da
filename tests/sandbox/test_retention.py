"""Retention and expiry, driven by a manual clock: old mail is pruned, expired inboxes are gone."""

from __future__ import annotations

import smtplib
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import httpx
import mailsocket
import pytest
from mailsocket.errors import NotFound

from mailsocket_mcp.sandbox.retention import Swept
from mailsocket_mcp.sandbox.runner import SandboxHandle, running_sandbox
from mailsocket_mcp.sandbox.settings import SandboxSettings
from tests.support.background import Background
from tests.support.clock import ManualClock
from tests.support.mail import send

T0 = datetime(2026, 11, 30, 4, 38, tzinfo=timezone.utc)


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock(T0)


@pytest.fixture(params=["memory", "sqlite"])
def timed_sandbox(
    request: pytest.FixtureRequest, clock: ManualClock, tmp_path: Path
) -> Iterator[SandboxHandle]:
    db = str(tmp_path / "sandbox.db") if request.param == "sqlite" else None
    settings = SandboxSettings(port=0, smtp_port=0, db_path=db, retention_hours=1)
    with running_sandbox(settings, clock=clock) as handle:
        yield handle


@pytest.fixture
def sdk(timed_sandbox: SandboxHandle, api_key: str) -> mailsocket.Client:
    return mailsocket.Client(api_key, base_url=timed_sandbox.base_url)


@pytest.fixture
def http(timed_sandbox: SandboxHandle, api_key: str) -> Iterator[httpx.Client]:
    with httpx.Client(
        base_url=timed_sandbox.base_url, headers={"Authorization": f"Bearer {api_key}"}, timeout=30
    ) as raw:
        yield raw


def _create(http: httpx.Client, **body: Any) -> dict[str, Any]:
    response = http.post("/inboxes", json=body)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()["data"]
    return data


def test_a_sweep_prunes_mail_older_than_the_retention_window_only(
    timed_sandbox: SandboxHandle, sdk: mailsocket.Client, clock: ManualClock
) -> None:
    inbox = sdk.create_inbox()
    timed_sandbox.deliver(inbox["id"], subject="old")
    clock.advance(minutes=50)
    recent = timed_sandbox.deliver(inbox["id"], subject="recent")
    clock.advance(minutes=20)

    assert timed_sandbox.sweep() == Swept(inboxes=0, messages=1)
    assert [m["id"] for m in sdk.list_messages(inbox["id"]).data] == [recent["id"]]
    assert sdk.get_inbox(inbox["id"]) == inbox


def test_retention_zero_keeps_mail_forever(clock: ManualClock, api_key: str) -> None:
    with running_sandbox(SandboxSettings(port=0, retention_hours=0), clock=clock) as sandbox:
        client = mailsocket.Client(api_key, base_url=sandbox.base_url)
        inbox = client.create_inbox()
        sandbox.deliver(inbox["id"], subject="kept")
        clock.advance(days=400)

        assert sandbox.sweep() == Swept(inboxes=0, messages=0)
        assert len(client.list_messages(inbox["id"]).data) == 1


def test_an_inbox_created_with_a_lifetime_shows_its_expiry_and_is_404_once_expired(
    timed_sandbox: SandboxHandle, sdk: mailsocket.Client, http: httpx.Client, clock: ManualClock
) -> None:
    inbox = _create(http, label="short", expires_in_seconds=60)
    timed_sandbox.deliver(inbox["id"], subject="Your code is 123456")
    (message,) = sdk.list_messages(inbox["id"]).data
    assert inbox["expires_at"] == "2026-11-30T04:39:00.000000Z"

    clock.advance(seconds=60)

    for call in (
        lambda: sdk.get_inbox(inbox["id"]),
        lambda: sdk.list_messages(inbox["id"]),
        lambda: sdk.get_message(message["id"]),
        lambda: sdk.delete_inbox(inbox["id"]),
    ):
        with pytest.raises(NotFound):
            call()
    assert sdk.list_inboxes().data == []
    assert timed_sandbox.sweep() == Swept(inboxes=1, messages=0)
    assert timed_sandbox.store.find_inbox(inbox["id"]) is None


def test_an_inbox_created_with_an_expiry_time_refuses_smtp_mail_after_it(
    timed_sandbox: SandboxHandle, http: httpx.Client, clock: ManualClock
) -> None:
    inbox = _create(http, expires_at="2026-11-30T05:38:00Z")
    assert inbox["expires_at"] == "2026-11-30T05:38:00.000000Z"
    assert timed_sandbox.smtp_port is not None
    clock.advance(hours=1)

    with pytest.raises(smtplib.SMTPRecipientsRefused) as refused:
        send(timed_sandbox.host, timed_sandbox.smtp_port, [inbox["address"]], b"Subject: x\r\n\r\n")
    assert refused.value.recipients[inbox["address"]][0] == 550


def test_a_wait_on_an_inbox_that_expires_ends_with_not_found_at_the_sweep(
    timed_sandbox: SandboxHandle, sdk: mailsocket.Client, http: httpx.Client, clock: ManualClock
) -> None:
    inbox = _create(http, expires_in_seconds=30)
    waiting = Background(lambda: sdk.wait_for_otp(inbox["id"], timeout=20))
    timed_sandbox.wait_until_waiting(1)

    clock.advance(seconds=30)
    timed_sandbox.sweep()

    assert isinstance(waiting.error(timeout=15), NotFound)


def test_an_inbox_without_expiry_shows_null_and_never_expires(
    timed_sandbox: SandboxHandle, http: httpx.Client, clock: ManualClock
) -> None:
    inbox = _create(http)
    clock.advance(days=3000)

    assert inbox["expires_at"] is None
    assert timed_sandbox.sweep() == Swept(inboxes=0, messages=0)
    assert http.get(f"/inboxes/{inbox['id']}").status_code == 200


@pytest.mark.parametrize(
    ("body", "complaint"),
    [
        ({"expires_in_seconds": 0}, "expires_in_seconds"),
        ({"expires_in_seconds": "60"}, "expires_in_seconds"),
        ({"expires_in_seconds": True}, "expires_in_seconds"),
        ({"expires_in_seconds": 400 * 86400}, "365 days"),
        ({"expires_at": "2026-11-30T04:37:00Z"}, "future"),
        ({"expires_at": "tomorrow"}, "ISO 8601"),
        ({"expires_at": "2028-01-01T00:00:00Z"}, "365 days"),
        ({"expires_at": "2026-12-01T00:00:00Z", "expires_in_seconds": 60}, "not both"),
    ],
)
def test_an_impossible_expiry_is_a_400_naming_the_problem(
    http: httpx.Client, body: dict[str, Any], complaint: str
) -> None:
    response = http.post("/inboxes", json=body)

    assert response.status_code == 400
    assert complaint in response.text
