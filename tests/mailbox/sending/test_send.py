"""Sending through the API against a real SMTP relay that delivers into a real Dovecot."""

from __future__ import annotations

import base64
import logging
import threading
from pathlib import Path

import httpx
import pytest

from mailsocket_mcp.mailbox.domain import idempotency
from tests.mailbox.conftest import Service
from tests.mailbox.helpers import user_with_token
from tests.support.dovecot import Dovecot, MailUser
from tests.support.relay import Relay

from .helpers import connect, mailbox_of

THREAD_SECONDS = 30.0


def _send(
    service: Service,
    account_id: str,
    body: object,
    headers: dict[str, str],
    key: str | None = None,
) -> httpx.Response:
    extra = {"Idempotency-Key": key} if key else {}
    return service.http.post(
        f"/v1/accounts/{account_id}/send", json=body, headers={**headers, **extra}
    )


def _sends(service: Service, account_id: str, **params: str) -> list[dict[str, object]]:
    answer = service.http.get(
        f"/v1/accounts/{account_id}/sends", params=params, headers=service.admin_headers
    )
    assert answer.status_code == 200, answer.text
    items: list[dict[str, object]] = answer.json()["items"]
    return items


def _db_bytes(service: Service) -> bytes:
    folder = service.mailbox.settings.data_dir
    return b"".join(p.read_bytes() for p in sorted(Path(folder).glob("mailbox.db*")))


def test_a_sent_message_arrives_once_with_our_headers_and_a_read_copy_is_in_sent(
    service: Service, dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    third = dovecot.new_user("carol")
    account_id = connect(service, dovecot, relay, mail_user)
    body = {
        "to": [{"email": other_user.address, "name": "Bob Müller"}],
        "bcc": [{"email": third.address}],
        "subject": "Quote for März",
        "html": "<p>Hello <b>Bob</b></p>",
        "attachments": [
            {
                "filename": "quote.pdf",
                "content_type": "application/pdf",
                "data": base64.b64encode(b"%PDF-1.4 quote").decode(),
            }
        ],
    }
    answer = _send(service, account_id, body, service.admin_headers)
    assert answer.status_code == 200, answer.text
    result = answer.json()
    assert result["message_id_header"].endswith("@example.test>")
    assert result["refused"] == []

    [received] = mailbox_of(dovecot, other_user)
    assert received["Message-ID"] == result["message_id_header"]
    assert received["Subject"] == "Quote for März"
    assert received["From"] == f"Alice Example <{mail_user.address}>"
    assert received["Date"] is not None
    assert "Bcc" not in received
    assert third.address not in received.as_string()
    assert received.get_body(("plain",)).get_content().strip() == "Hello Bob"  # type: ignore[union-attr]
    [attached] = list(received.iter_attachments())
    assert attached.get_filename() == "quote.pdf"
    assert attached.get_content() == b"%PDF-1.4 quote"
    [blind] = mailbox_of(dovecot, third)  # Bcc got it, from the envelope
    assert blind["Message-ID"] == result["message_id_header"]

    [copy] = mailbox_of(dovecot, mail_user, "Sent")
    assert copy["Message-ID"] == result["message_id_header"]
    assert "\\Seen" in copy["X-Test-Flags"]

    [record] = _sends(service, account_id)
    assert record["outcome"] == "sent"
    assert record["recipients"] == [other_user.address, third.address]
    assert record["message_id_header"] == result["message_id_header"]
    assert record["operation"] == "send_message"


def test_a_retry_with_the_same_idempotency_key_answers_the_first_result_and_sends_once(
    service: Service, dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    account_id = connect(service, dovecot, relay, mail_user)
    body = {"to": [{"email": other_user.address}], "subject": "Once", "text": "only once"}
    first = _send(service, account_id, body, service.admin_headers, key="order-17")
    again = _send(service, account_id, body, service.admin_headers, key="order-17")
    assert first.status_code == again.status_code == 200, again.text
    assert again.json() == first.json()
    assert len(mailbox_of(dovecot, other_user)) == 1
    assert len(mailbox_of(dovecot, mail_user, "Sent")) == 1
    assert len(_sends(service, account_id)) == 1

    changed = {**body, "text": "something else"}
    reused = _send(service, account_id, changed, service.admin_headers, key="order-17")
    assert reused.status_code == 409
    assert reused.json()["error"]["code"] == "idempotency_key_reused"
    assert len(mailbox_of(dovecot, other_user)) == 1

    # Without a key a retried request sends again; another user's same key is its own.
    assert _send(service, account_id, body, service.admin_headers).status_code == 200
    assert len(mailbox_of(dovecot, other_user)) == 2


def test_concurrent_requests_with_one_key_send_exactly_once(
    service: Service, dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    account_id = connect(service, dovecot, relay, mail_user)
    body = {"to": [{"email": other_user.address}], "subject": "Race", "text": "one"}
    statuses: list[int] = []
    start = threading.Barrier(4)

    def post() -> None:
        start.wait(THREAD_SECONDS)
        answer = _send(service, account_id, body, service.admin_headers, key="race")
        statuses.append(answer.status_code)
        if answer.status_code == 409:
            assert answer.json()["error"]["code"] == "idempotency_in_progress"
            assert answer.headers["Retry-After"] == "5"

    threads = [threading.Thread(target=post) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(THREAD_SECONDS)
    assert sorted(statuses)[0] == 200
    assert set(statuses) <= {200, 409}
    assert len(mailbox_of(dovecot, other_user)) == 1


def test_a_key_left_sending_by_a_crash_answers_409_and_never_sends(
    service: Service, dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    account_id = connect(service, dovecot, relay, mail_user)
    body = {"to": [{"email": other_user.address}], "subject": "Crash", "text": "?"}
    # What a process that died after claiming the key (before its answer was stored) leaves.
    digest = idempotency.request_hash(
        {"to": [{"email": other_user.address, "name": None}], "subject": "Crash", "text": "?"}
        | {"cc": [], "bcc": [], "reply_to": [], "html": None, "attachments": []}
        | {"attachments_from": [], "reference": None}
    )
    idempotency.claim(
        service.mailbox.db,
        user_id=service.admin.user_id,
        account_id=account_id,
        key="k1",
        digest=digest,
        keep_hours=24,
    )
    answer = _send(service, account_id, body, service.admin_headers, key="k1")
    assert answer.status_code == 409, answer.text
    assert answer.json()["error"]["code"] == "idempotency_in_progress"
    assert "stopped while sending" in answer.json()["error"]["message"]
    assert mailbox_of(dovecot, other_user) == []


def test_recipients_a_grant_does_not_allow_are_403_send_nothing_and_are_audited_denied(
    service: Service, dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    account_id = connect(service, dovecot, relay, mail_user)
    user_id, agent = user_with_token(
        service,
        "agent",
        grants=[
            {
                "accounts": [account_id],
                "allow": ["send"],
                "recipients": [other_user.address.upper(), "*@Shop.Test"],
            }
        ],
    )
    outsider = "mallory@elsewhere.test"
    body = {"to": [{"email": other_user.address}], "cc": [{"email": outsider}], "text": "x"}
    refused = _send(service, account_id, body, agent)
    assert refused.status_code == 403
    assert refused.json()["error"]["code"] == "recipient_not_allowed"
    assert outsider in refused.json()["error"]["message"]
    assert mailbox_of(dovecot, other_user) == []
    [denied] = _sends(service, account_id, outcome="denied")
    assert denied["user_id"] == user_id
    assert denied["error"] == "recipient_not_allowed"
    assert denied["credential_id"] is not None

    allowed = {"to": [{"email": other_user.address}], "subject": "ok", "text": "x"}
    assert _send(service, account_id, allowed, agent).status_code == 200
    assert len(mailbox_of(dovecot, other_user)) == 1
    assert [s["outcome"] for s in _sends(service, account_id, user=user_id)] == ["sent", "denied"]
    assert len(_sends(service, account_id, recipient="ELSEWHERE")) == 1


def test_the_daily_limit_answers_429_with_retry_after_once_used_up(
    service: Service, dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    account_id = connect(service, dovecot, relay, mail_user)
    _, agent = user_with_token(
        service,
        "agent",
        grants=[{"accounts": [account_id], "allow": ["send"], "max_sends_per_day": 2}],
    )
    body = {"to": [{"email": other_user.address}], "text": "x"}
    assert _send(service, account_id, body, agent, key="a").status_code == 200
    assert _send(service, account_id, body, agent, key="b").status_code == 200
    over = _send(service, account_id, body, agent, key="c")
    assert over.status_code == 429
    assert over.json()["error"]["code"] == "send_limit_reached"
    assert 86_000 < int(over.headers["Retry-After"]) <= 86_400
    assert len(mailbox_of(dovecot, other_user)) == 2
    # A retry of a message that was sent still answers its first result, limit or not.
    assert _send(service, account_id, body, agent, key="a").status_code == 200
    # The refused key was given back: nothing was sent under it.
    assert [s["outcome"] for s in _sends(service, account_id)] == ["denied", "sent", "sent"]
    assert _send(service, account_id, body, service.admin_headers).status_code == 200


def test_a_wrong_smtp_password_is_a_clear_502_audited_failed_and_never_shown(
    service: Service,
    dovecot: Dovecot,
    relay: Relay,
    mail_user: MailUser,
    other_user: MailUser,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    account_id = connect(service, dovecot, relay, mail_user)
    dovecot.users[mail_user.address] = "changed-at-the-provider"  # the relay checks this
    try:
        body = {"to": [{"email": other_user.address}], "text": "x"}
        answer = _send(service, account_id, body, service.admin_headers, key="w")
    finally:
        dovecot.users[mail_user.address] = mail_user.password
    assert answer.status_code == 502
    assert answer.json()["error"]["code"] == "credentials_rejected"
    assert "update them" in answer.json()["error"]["message"]
    [failed] = _sends(service, account_id)
    assert failed["outcome"] == "failed"
    assert failed["error"] == "credentials_rejected"
    assert mailbox_of(dovecot, other_user) == []
    # The key was given back: a retry after fixing the password sends.
    assert _send(service, account_id, body, service.admin_headers, key="w").status_code == 200
    secret = mail_user.password
    assert secret not in answer.text
    assert secret not in caplog.text
    assert secret.encode() not in _db_bytes(service)


def test_sending_needs_the_send_right_and_the_sends_audit_needs_audit(
    service: Service, dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    account_id = connect(service, dovecot, relay, mail_user)
    _, reader = user_with_token(
        service, "reader", grants=[{"accounts": [account_id], "allow": ["mail.read"]}]
    )
    _, stranger = user_with_token(service, "stranger")
    body = {"to": [{"email": other_user.address}], "text": "x"}
    assert _send(service, account_id, body, reader).status_code == 403
    assert _send(service, account_id, body, stranger).status_code == 404
    assert service.http.get(f"/v1/accounts/{account_id}/sends", headers=reader).status_code == 403
    assert service.http.get("/v1/sends", headers=reader).json()["items"] == []
    assert mailbox_of(dovecot, other_user) == []
    assert _sends(service, account_id) == []  # no attempt on an account one may not use


def test_a_message_without_recipient_is_400_and_a_reference_to_no_message_is_404(
    service: Service, dovecot: Dovecot, relay: Relay, mail_user: MailUser
) -> None:
    account_id = connect(service, dovecot, relay, mail_user)
    empty = _send(service, account_id, {"subject": "nobody"}, service.admin_headers)
    assert empty.status_code == 400
    reply = {"reference": {"message_id": "msg_1", "action": "reply"}, "text": "thanks"}
    later = _send(service, account_id, reply, service.admin_headers)
    assert later.status_code == 404
    assert later.json()["error"]["code"] == "not_found"
    # Nothing was attempted: the original is looked up before the send is written down.
    assert [s["error"] for s in _sends(service, account_id)] == ["bad_request"]
    bad = {"to": [{"email": "a@b.test"}], "attachments": [{"filename": "x", "data": "%%"}]}
    assert _send(service, account_id, bad, service.admin_headers).status_code == 422
    header = _send(service, account_id, {"subject": "a\r\nBcc: x@y.test"}, service.admin_headers)
    assert header.status_code == 422


def test_the_sends_of_every_account_page_newest_first_across_accounts(
    service: Service, dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    first = connect(service, dovecot, relay, mail_user)
    second = connect(service, dovecot, relay, other_user)
    for account, to in ((first, other_user), (second, mail_user), (first, other_user)):
        body = {"to": [{"email": to.address}], "text": "x"}
        assert _send(service, account, body, service.admin_headers).status_code == 200
    seen: list[str] = []
    cursor = None
    while True:
        params = {"limit": "2", **({"cursor": cursor} if cursor else {})}
        page = service.http.get("/v1/sends", params=params, headers=service.admin_headers).json()
        seen.extend(item["account_id"] for item in page["items"])
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert seen == [first, second, first]
    only = service.http.get(
        "/v1/sends", params={"accounts": [second]}, headers=service.admin_headers
    ).json()
    assert [i["account_id"] for i in only["items"]] == [second]
    bad = service.http.get(
        "/v1/sends", params={"after": "2026-01-01T00:00:00"}, headers=service.admin_headers
    )
    assert bad.status_code == 400
