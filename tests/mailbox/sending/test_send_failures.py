"""How a send ends when the account's servers cannot take it, and the independent client."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from benethos_mailbox_client import ApiError, SyncMailboxClient

from tests.mailbox.conftest import Process, Service, run_cli
from tests.support.dovecot import Dovecot, MailUser, running_dovecot
from tests.support.relay import Relay, running_relay

from .helpers import account_body, connect, mailbox_of


def _patch(service: Service, account_id: str, settings: dict[str, Any]) -> None:
    answer = service.http.patch(
        f"/v1/accounts/{account_id}", json={"settings": settings}, headers=service.admin_headers
    )
    assert answer.status_code == 200, answer.text


def _send(service: Service, account_id: str, to: str) -> Any:
    body = {"to": [{"email": to}], "subject": "s", "text": "x"}
    return service.http.post(
        f"/v1/accounts/{account_id}/send", json=body, headers=service.admin_headers
    )


def test_each_way_the_mail_server_fails_is_a_clear_answer_and_a_failed_record(
    service: Service, dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    # The account's SMTP server is one of its own, which goes away once the account is
    # connected (the service checks both servers when an account is stored or changed).
    with running_relay(dovecot) as own_relay:
        account_id = connect(service, dovecot, own_relay, mail_user)
        refused = _send(service, account_id, "nobody@example.test")
        assert refused.status_code == 502
        assert refused.json()["error"]["code"] == "send_refused"
        assert "nobody@example.test: 550" in refused.json()["error"]["message"]

    away = _send(service, account_id, other_user.address)
    assert away.status_code == 502
    assert away.json()["error"]["code"] == "provider_unavailable"

    _patch(service, account_id, {"smtp_host": None, "smtp_port": None, "smtp_security": None})
    unset = _send(service, account_id, other_user.address)
    assert unset.status_code == 501
    assert "smtp_host" in unset.json()["error"]["message"]

    records = service.http.get(
        f"/v1/accounts/{account_id}/sends",
        params={"outcome": "failed"},
        headers=service.admin_headers,
    ).json()["items"]
    assert [r["error"] for r in records] == [
        "not_supported",
        "provider_unavailable",
        "send_refused",
    ]
    assert mailbox_of(dovecot, other_user) == []


def test_a_message_is_sent_even_when_its_copy_in_sent_cannot_be_kept(
    service: Service,
    dovecot: Dovecot,
    relay: Relay,
    mail_user: MailUser,
    other_user: MailUser,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.INFO)
    # The account's IMAP server is one of its own, which goes away once the account is
    # connected; its SMTP server delivers to the shared Dovecot, where the recipient is.
    with running_dovecot() as own_imap:
        own_imap.add_user(mail_user)
        account_id = connect(service, own_imap, relay, mail_user)
    answer = _send(service, account_id, other_user.address)
    assert answer.status_code == 200, answer.text
    assert answer.json()["sent_copy_id"] is None
    assert len(mailbox_of(dovecot, other_user)) == 1
    assert "the copy in Sent failed" in caplog.text
    assert mail_user.password not in caplog.text


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, str]]:
    """A real `serve` process after `create-admin`: (url, admin token)."""
    env = {"MAILBOX_DATA": str(tmp_path / "data")}
    made = run_cli("create-admin", env=env)
    assert made.returncode == 0, made.stderr
    token = next(line.split(": ")[-1] for line in made.stdout.splitlines() if "API token" in line)
    process = Process("serve", "--port", "0", env=env)
    try:
        url = process.wait_for(r"mailbox API on (http://\S+)/").group(1)
        yield url, token
    finally:
        process.stop()


def test_the_independent_client_sends_once_per_key_and_reads_the_sends_audit(
    served: tuple[str, str],
    dovecot: Dovecot,
    relay: Relay,
    mail_user: MailUser,
    other_user: MailUser,
) -> None:
    url, token = served
    body = {"to": [{"email": other_user.address}], "subject": "From the client", "text": "hi"}
    with SyncMailboxClient(url, token) as client:
        account_id = client.request(
            "POST", "/v1/accounts", json=account_body(dovecot, relay, mail_user)
        )["id"]
        sent = client.send_message(account_id, body, "client-key-1")
        again = client.send_message(account_id, body, "client-key-1")
        assert sent == again
        assert sent.message_id_header
        with pytest.raises(ApiError) as conflict:
            client.send_message(account_id, {**body, "text": "other"}, "client-key-1")
        assert conflict.value.status == 409
        [record] = client.list_sends(account_id).items
        assert (record.outcome, record.recipients) == ("sent", (other_user.address,))
    [received] = mailbox_of(dovecot, other_user)
    assert received["Message-ID"] == sent.message_id_header


def test_a_server_that_drops_after_data_keeps_the_key_so_a_retry_never_sends_twice(
    service: Service, dovecot: Dovecot, mail_user: MailUser, other_user: MailUser
) -> None:
    """The server took the message, then went away before it answered: nobody can tell
    whether it was sent, so the key stays taken and a retry with it sends nothing."""
    body = {"to": [{"email": other_user.address}], "subject": "Invoice 17", "text": "x"}
    headers = {**service.admin_headers, "Idempotency-Key": "invoice-17"}
    with running_relay(dovecot) as own_relay:
        account_id = connect(service, dovecot, own_relay, mail_user)
        own_relay.drop_after_data = True
        first = service.http.post(f"/v1/accounts/{account_id}/send", json=body, headers=headers)
        again = service.http.post(f"/v1/accounts/{account_id}/send", json=body, headers=headers)
    for answer in (first, again):
        assert answer.status_code == 502, answer.text
        assert answer.json()["error"]["code"] == "send_uncertain"
        assert "new Idempotency-Key" in answer.json()["error"]["message"]
    assert len(own_relay.sent) == 1
    assert [m["Subject"] for m in mailbox_of(dovecot, other_user)] == ["Invoice 17"]
    [record] = service.http.get(
        f"/v1/accounts/{account_id}/sends", headers=service.admin_headers
    ).json()["items"]
    assert (record["outcome"], record["error"]) == ("failed", "send_uncertain")
    assert record["message_id_header"]


def test_a_send_refused_before_data_gives_its_key_back_and_a_retry_sends(
    service: Service, dovecot: Dovecot, mail_user: MailUser, other_user: MailUser
) -> None:
    body = {"to": [{"email": other_user.address}], "subject": "s", "text": "x"}
    headers = {**service.admin_headers, "Idempotency-Key": "key-1"}
    with running_relay(dovecot) as own_relay:
        account_id = connect(service, dovecot, own_relay, mail_user)
    away = service.http.post(f"/v1/accounts/{account_id}/send", json=body, headers=headers)
    assert away.json()["error"]["code"] == "provider_unavailable"  # nothing was sent
    with running_relay(dovecot) as back:
        _patch(service, account_id, {"smtp_port": back.port})
        sent = service.http.post(f"/v1/accounts/{account_id}/send", json=body, headers=headers)
    assert sent.status_code == 200, sent.text
    assert len(mailbox_of(dovecot, other_user)) == 1
