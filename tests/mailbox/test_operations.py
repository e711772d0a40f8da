"""Running the service: per-token request rate, how long the audit is kept, and the status of
the accounts' sync."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from mailsocket_mcp.mailbox.data.models import AuditRow, SendRow
from mailsocket_mcp.mailbox.domain.admins import create_admin
from mailsocket_mcp.mailbox.domain.mailbox import open_mailbox
from mailsocket_mcp.mailbox.domain.retention import prune_records
from mailsocket_mcp.mailbox.settings import MailboxSettings, SettingsError
from mailsocket_mcp.mailbox.web.app import create_mailbox_app
from mailsocket_mcp.mailbox.web.rate_limit import TokenBuckets
from tests.mailbox.conftest import Service, settings_for
from tests.mailbox.helpers import user_with_token
from tests.support.dovecot import Dovecot


@pytest.fixture
def slow_service(tmp_path: Path, dovecot: Dovecot) -> Iterator[Service]:
    """A service that lets each token make 5 requests a minute."""
    settings = settings_for(tmp_path / "data", MAILBOX_RATE_PER_MINUTE="5")
    mailbox = open_mailbox(settings, migrate=True, initialise=True)
    with mailbox.db.session() as session:
        admin = create_admin(session, "admin")
    with TestClient(create_mailbox_app(mailbox), raise_server_exceptions=False) as http:
        yield Service(mailbox=mailbox, http=http, admin=admin, dovecot=dovecot)
    mailbox.close()


def test_a_token_over_its_rate_gets_429_with_retry_after_and_other_tokens_go_on(
    slow_service: Service,
) -> None:
    service = slow_service
    _, other = user_with_token(service, "other")  # the admin's 4 requests go here
    _, third = user_with_token(service, "third")
    answers = [service.http.get("/v1/me", headers=other) for _ in range(6)]
    assert [a.status_code for a in answers] == [200] * 5 + [429]
    refused = answers[-1]
    assert refused.json()["error"]["code"] == "rate_limited"
    assert "retry" in refused.json()["error"]["message"]
    assert 1 <= int(refused.headers["Retry-After"]) <= 12  # a fifth of a minute per request
    assert service.http.get("/v1/me", headers=third).status_code == 200


def test_the_rate_and_the_audit_days_are_settings_checked_at_start() -> None:
    settings = MailboxSettings.from_env({"MAILBOX_DATA": "data"})
    assert settings.rate_per_minute == 600
    assert settings.audit_days == 365
    for name in ("MAILBOX_RATE_PER_MINUTE", "MAILBOX_AUDIT_DAYS"):
        for bad in ("0", "many", "-3"):
            with pytest.raises(SettingsError, match=name):
                MailboxSettings.from_env({"MAILBOX_DATA": "data", name: bad})


def test_the_buckets_refill_and_stay_bounded_under_a_flood_of_tokens() -> None:
    moment = [0.0]
    buckets = TokenBuckets(60, clock=lambda: moment[0], max_buckets=3)
    assert all(buckets.take("a") == 0 for _ in range(60))
    assert buckets.take("a") == pytest.approx(1.0)  # one request a second refills
    moment[0] += 1.0
    assert buckets.take("a") == 0
    buckets.take("b")
    buckets.take("c")
    moment[0] += 120.0
    buckets.take("late")
    assert list(buckets._buckets) == ["late"]  # full buckets hold nothing worth keeping
    for n in range(20):  # made-up tokens at once: the memory stays bounded
        buckets.take(f"flood-{n}")
        assert len(buckets._buckets) <= 3


def _old_records(session: Session, days: int, tag: str) -> None:
    at = datetime.now(timezone.utc) - timedelta(days=days)
    session.add(
        AuditRow(
            id=f"act_{tag}",
            at=at,
            activity="users.created",
            user_id=None,
            user_name="the host",
            credential="host",
            record=None,
            source=None,
            outcome="done",
            detail=tag,
        )
    )
    session.add(
        SendRow(
            id=f"snd_{tag}",
            created_at=at,
            user_id="usr_x",
            credential_id=None,
            account_id="acc_x",
            operation="send_message",
            recipients=["tax@adviser.test"],
            recipients_key="tax@adviser.test",
            outcome="sent",
            error=None,
            refused=[],
            message_id_header=None,
        )
    )


def test_the_contracts_name_for_the_audit_days_is_taken_and_a_disagreement_named() -> None:
    def days(**env: str) -> int:
        return MailboxSettings.from_env({"MAILBOX_DATA": "data", **env}).audit_days

    assert days(MAILBOX_SERVICE_AUDIT_DAYS="90") == 90
    assert days(MAILBOX_SERVICE_AUDIT_DAYS="90", MAILBOX_AUDIT_DAYS="90") == 90
    with pytest.raises(SettingsError, match=r"MAILBOX_AUDIT_DAYS.*MAILBOX_SERVICE_AUDIT_DAYS"):
        days(MAILBOX_SERVICE_AUDIT_DAYS="90", MAILBOX_AUDIT_DAYS="30")
    with pytest.raises(SettingsError, match="MAILBOX_SERVICE_AUDIT_DAYS"):
        days(MAILBOX_SERVICE_AUDIT_DAYS="soon")


@pytest.mark.parametrize("name", ["MAILBOX_AUDIT_DAYS", "MAILBOX_SERVICE_AUDIT_DAYS"])
def test_audit_and_sends_older_than_the_kept_days_are_gone_once_the_service_starts(
    tmp_path: Path, name: str
) -> None:
    settings = settings_for(tmp_path / "data", **{name: "30"})
    mailbox = open_mailbox(settings, migrate=True, initialise=True)
    with mailbox.db.session() as session:
        admin = create_admin(session, "admin")
        _old_records(session, 31, "old")
        _old_records(session, 29, "recent")
    headers = {"Authorization": f"Bearer {admin.token}"}
    try:
        with TestClient(create_mailbox_app(mailbox), raise_server_exceptions=False) as http:
            audit = http.get("/v1/audit", params={"limit": 200}, headers=headers).json()
            sends = http.get("/v1/sends", params={"limit": 200}, headers=headers).json()
    finally:
        mailbox.close()
    assert {r["id"] for r in audit["items"]} >= {"act_recent"}
    assert "act_old" not in {r["id"] for r in audit["items"]}
    assert [r["id"] for r in sends["items"]] == ["snd_recent"]


def test_pruning_works_in_bounded_batches(tmp_path: Path) -> None:
    mailbox = open_mailbox(settings_for(tmp_path / "data"), migrate=True, initialise=True)
    try:
        with mailbox.db.session() as session:
            for n in range(5):
                _old_records(session, 400, f"old{n}")
        moment = datetime.now(timezone.utc)
        rounds = []
        for _ in range(4):
            with mailbox.db.session() as session:
                rounds.append(
                    prune_records(session, keep=timedelta(days=365), moment=moment, batch=2)
                )
    finally:
        mailbox.close()
    assert rounds == [4, 4, 2, 0]  # two of each table a round
