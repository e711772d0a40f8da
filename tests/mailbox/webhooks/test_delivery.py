"""Events reach a receiver: signed, retried, never redirected, and only what the owner may read."""

from __future__ import annotations

import socket
from pathlib import Path

import anyio
import anyio.abc
import pytest
from sqlalchemy import func, select
from standardwebhooks.webhooks import Webhook as StandardWebhook
from standardwebhooks.webhooks import WebhookVerificationError

from mailsocket_mcp.mailbox.data.models import WebhookEventRow
from mailsocket_mcp.mailbox.domain.accounts import mark_needs_reauth
from mailsocket_mcp.mailbox.domain.webhook_delivery import RetryPolicy
from tests.mailbox.reading.helpers import Reader, letter
from tests.support.dovecot import Dovecot, MailUser, deliver

from .helpers import create_hook, running_service, signed_by_hand, verified, worker
from .receiver import receiving

pytestmark = pytest.mark.anyio


async def test_mail_delivered_over_lmtp_is_posted_as_message_created_and_signed_twice(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_service(tmp_path, dovecot) as reader, receiving() as receiver:
        account = await reader.connect(mail_user)
        hook = await create_hook(reader, receiver.url)
        assert hook["secret"].startswith("whsec_")
        assert hook["events"] == [
            "message.created",
            "message.updated",
            "message.deleted",
            "message.sent",
            "account.needs_reauth",
        ]
        deliver(dovecot, [mail_user.address], letter(mail_user.address, "Invoice 7"))
        await reader.sync(account)
        assert await worker(reader).run_once() == 1

        (post,) = await receiver.wait_for(1)
        assert post.method == "POST"
        assert post.path == "/hook?via=test"
        body = verified(post, hook["secret"])
        (message,) = (await reader.get(f"/v1/accounts/{account}/messages"))["items"]
        assert [(e["type"], e["id"], e["account_id"]) for e in body["events"]] == [
            ("message.created", message["id"], account)
        ]
        assert body["webhook_id"] == hook["id"]
        assert post.headers["webhook-id"] == body["delivery_id"]

        detail = await reader.get(f"/v1/webhooks/{hook['id']}")
        assert "secret" not in detail
        (shown,) = detail["deliveries"]
        assert shown["delivery_id"] == body["delivery_id"]
        assert (shown["status"], shown["events"], shown["error"]) == (200, 1, None)
        assert detail["last_delivery_at"] is not None
        assert detail["last_error"] is None
        assert await worker(reader).run_once() == 0  # taken: nothing is posted twice


async def test_a_send_is_posted_as_message_sent_with_the_send_records_id(
    tmp_path: Path, dovecot: Dovecot, relay: object, mail_user: MailUser, other_user: MailUser
) -> None:
    from tests.mailbox.sending.helpers import account_body

    async with running_service(tmp_path, dovecot) as reader, receiving() as receiver:
        made = await reader.http.post(
            "/v1/accounts",
            json=account_body(dovecot, relay, mail_user),  # type: ignore[arg-type]
            headers=reader.admin_headers,
        )
        account = made.json()["id"]
        hook = await create_hook(reader, receiver.url, events=["message.sent"])
        sent = await reader.http.post(
            f"/v1/accounts/{account}/send",
            json={"to": [{"email": other_user.address}], "subject": "Quote", "text": "Hi"},
            headers=reader.admin_headers,
        )
        assert sent.status_code == 200, sent.text
        assert await worker(reader).run_once() == 1

        (post,) = await receiver.wait_for(1)
        events = verified(post, hook["secret"])["events"]
        (record,) = (await reader.get("/v1/sends"))["items"]
        assert [(e["type"], e["id"], e["account_id"]) for e in events] == [
            ("message.sent", record["id"], account)
        ]


async def test_refused_credentials_are_posted_as_account_needs_reauth(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    from tests.mailbox.reading.test_sync import _store_password

    async with running_service(tmp_path, dovecot) as reader, receiving() as receiver:
        account = await reader.connect(mail_user)
        hook = await create_hook(reader, receiver.url, accounts=[account])
        _store_password(reader, account, "changed-elsewhere")
        refused = await reader.http.post(
            f"/v1/accounts/{account}/verify", headers=reader.admin_headers
        )
        assert refused.status_code == 502, refused.text
        with reader.mailbox.db.session() as session:  # the sync worker finds it refused too
            mark_needs_reauth(session, account, "refused again")  # no second event
        assert await worker(reader).run_once() == 1

        (post,) = await receiver.wait_for(1)
        events = verified(post, hook["secret"])["events"]
        assert [(e["type"], e["id"], e["account_id"]) for e in events] == [
            ("account.needs_reauth", account, account)
        ]


async def test_a_failed_post_is_retried_with_the_same_delivery_id_until_the_receiver_takes_it(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_service(tmp_path, dovecot) as reader, receiving([500, 200]) as receiver:
        account = await reader.connect(mail_user)
        hook = await create_hook(reader, receiver.url)
        deliver(dovecot, [mail_user.address], letter(mail_user.address, "Again"))
        await reader.sync(account)
        deliveries = worker(reader, poll_seconds=0.02)
        async with anyio.create_task_group() as group:
            group.start_soon(deliveries.run)
            first, second = await receiver.wait_for(2)
            with anyio.fail_after(10):
                await deliveries.wait_for_settled(2)
            group.cancel_scope.cancel()

        assert first.body == second.body  # the same events, the same delivery_id
        assert first.headers["webhook-id"] == second.headers["webhook-id"]
        verified(second, hook["secret"])
        detail = await reader.get(f"/v1/webhooks/{hook['id']}")
        assert [(d["status"], d["error"]) for d in detail["deliveries"]] == [
            (200, None),
            (500, "the receiver answered 500"),
        ]
        assert detail["last_error"] is None
        failing = await reader.get("/v1/webhooks", failing="true")
        assert failing == []


async def test_a_receiver_that_keeps_failing_is_given_up_on_after_the_bounded_attempts(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_service(tmp_path, dovecot) as reader, receiving([503]) as receiver:
        account = await reader.connect(mail_user)
        hook = await create_hook(reader, receiver.url)
        deliver(dovecot, [mail_user.address], letter(mail_user.address, "Lost"))
        await reader.sync(account)
        retry = RetryPolicy(attempts=2, first=0.01, most=0.01)
        deliveries = worker(reader, poll_seconds=0.02, retry=retry)
        async with anyio.create_task_group() as group:
            group.start_soon(deliveries.run)
            await receiver.wait_for(2)
            with anyio.fail_after(10):
                await deliveries.wait_for_settled(2)
            group.cancel_scope.cancel()

        assert await deliveries.run_once() == 0  # its events were dropped
        assert len(receiver.requests) == 2
        (shown,) = await reader.get("/v1/webhooks", failing="true")
        assert shown["id"] == hook["id"]
        assert shown["last_error"] == "the receiver answered 503 (dropped after 2 attempts)"


async def test_a_redirect_is_not_followed(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with (
        running_service(tmp_path, dovecot) as reader,
        receiving() as elsewhere,
        receiving([(307, {"Location": elsewhere.url})]) as receiver,
    ):
        account = await reader.connect(mail_user)
        hook = await create_hook(reader, receiver.url)
        deliver(dovecot, [mail_user.address], letter(mail_user.address, "Moved"))
        await reader.sync(account)
        assert await worker(reader).run_once() == 1

        await receiver.wait_for(1)
        assert elsewhere.requests == []
        detail = await reader.get(f"/v1/webhooks/{hook['id']}")
        assert detail["deliveries"][0]["status"] == 307
        assert "redirect: not followed" in detail["last_error"]


async def test_an_owner_who_lost_the_right_to_read_the_account_gets_no_post(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_service(tmp_path, dovecot) as reader, receiving() as receiver:
        account = await reader.connect(mail_user)
        made = await reader.http.post(
            "/v1/users",
            json={
                "name": "hooks",
                "service": ["webhooks.manage"],
                "grants": [{"accounts": [account], "allow": ["mail.read"]}],
            },
            headers=reader.admin_headers,
        )
        user = made.json()["id"]
        token = await reader.http.post(
            f"/v1/users/{user}/tokens", json={"name": "t"}, headers=reader.admin_headers
        )
        headers = {"Authorization": f"Bearer {token.json()['token']}"}
        await create_hook(reader, receiver.url, headers=headers)
        deliver(dovecot, [mail_user.address], letter(mail_user.address, "Before"))
        await reader.sync(account)
        assert await worker(reader).run_once() == 1  # while it may read the account

        taken = await reader.http.patch(
            f"/v1/users/{user}", json={"grants": []}, headers=reader.admin_headers
        )
        assert taken.status_code == 200, taken.text
        deliver(dovecot, [mail_user.address], letter(mail_user.address, "After"))
        await reader.sync(account)
        assert await worker(reader).run_once() == 0
        assert await worker(reader).run_once() == 0  # the events were dropped, not kept
        assert len(receiver.requests) == 1


async def test_a_renewed_secret_signs_the_next_post_and_the_old_one_stops(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_service(tmp_path, dovecot) as reader, receiving() as receiver:
        account = await reader.connect(mail_user)
        hook = await create_hook(reader, receiver.url)
        renewed = await reader.http.post(
            f"/v1/webhooks/{hook['id']}/secret", headers=reader.admin_headers
        )
        assert renewed.status_code == 200, renewed.text
        secret = renewed.json()["secret"]
        assert renewed.json()["webhook_id"] == hook["id"]
        assert secret != hook["secret"]
        deliver(dovecot, [mail_user.address], letter(mail_user.address, "Renewed"))
        await reader.sync(account)
        await worker(reader).run_once()

        (post,) = await receiver.wait_for(1)
        verified(post, secret)
        assert not signed_by_hand(post, hook["secret"])
        with pytest.raises(WebhookVerificationError):
            StandardWebhook(hook["secret"]).verify(post.body, post.headers)


async def test_a_receiver_that_is_down_or_hangs_is_a_failed_post_that_says_why(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with (
        running_service(tmp_path, dovecot, MAILBOX_WEBHOOK_TIMEOUT="0.5") as reader,
        await anyio.create_tcp_listener(local_host="127.0.0.1") as silent,
    ):
        account = await reader.connect(mail_user)
        closed = socket.socket()
        closed.bind(("127.0.0.1", 0))
        down_port = closed.getsockname()[1]
        closed.close()  # nothing listens there now
        silent_port = silent.extra(anyio.abc.SocketAttribute.local_port)  # noqa: S610 - anyio
        down = await create_hook(reader, f"http://127.0.0.1:{down_port}/")
        hangs = await create_hook(reader, f"http://127.0.0.1:{silent_port}/")
        deliver(dovecot, [mail_user.address], letter(mail_user.address, "Nobody"))
        await reader.sync(account)
        assert await worker(reader).run_once() == 2  # accepted by the listener, never answered

        for hook, says in ((down, "could not connect"), (hangs, "did not answer within 0.5 s")):
            (shown,) = (await reader.get(f"/v1/webhooks/{hook['id']}"))["deliveries"]
            assert shown["status"] is None
            assert says in shown["error"]


def _queued(reader: Reader) -> dict[str, int]:
    """Events waiting in the outbox, per webhook."""
    with reader.mailbox.db.session() as session:
        rows = session.execute(
            select(WebhookEventRow.webhook_id, func.count()).group_by(WebhookEventRow.webhook_id)
        )
        return {hook: count for hook, count in rows}


async def test_events_waiting_for_a_receiver_that_is_down_go_with_the_webhook_or_its_owner(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_service(tmp_path, dovecot) as reader, receiving([503] * 5) as receiver:
        account = await reader.connect(mail_user)
        made = await reader.http.post(
            "/v1/users",
            json={
                "name": "hooks",
                "service": ["webhooks.manage"],
                "grants": [{"accounts": [account], "allow": ["mail.read"]}],
            },
            headers=reader.admin_headers,
        )
        user = made.json()["id"]
        token = await reader.http.post(
            f"/v1/users/{user}/tokens", json={"name": "t"}, headers=reader.admin_headers
        )
        theirs = await create_hook(
            reader, receiver.url, headers={"Authorization": f"Bearer {token.json()['token']}"}
        )
        mine = await create_hook(reader, receiver.url)
        deliver(dovecot, [mail_user.address], letter(mail_user.address, "Waiting"))
        await reader.sync(account)
        assert await worker(reader).run_once() == 2  # both refused: kept for a retry
        assert _queued(reader) == {theirs["id"]: 1, mine["id"]: 1}

        gone = await reader.http.delete(f"/v1/webhooks/{mine['id']}", headers=reader.admin_headers)
        assert gone.status_code == 204, gone.text
        assert _queued(reader) == {theirs["id"]: 1}
        owner = await reader.http.delete(f"/v1/users/{user}", headers=reader.admin_headers)
        assert owner.status_code == 204, owner.text
        assert _queued(reader) == {}


async def test_events_of_an_account_deleted_are_dropped_at_the_next_post(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser, other_user: MailUser
) -> None:
    async with running_service(tmp_path, dovecot) as reader, receiving() as receiver:
        account = await reader.connect(mail_user)
        kept = await reader.connect(other_user)
        hook = await create_hook(reader, receiver.url)  # the admin's: it may read every account
        deliver(dovecot, [mail_user.address], letter(mail_user.address, "Deleted"))
        deliver(dovecot, [other_user.address], letter(other_user.address, "Kept"))
        await reader.sync(account)
        await reader.sync(kept)
        assert _queued(reader) == {hook["id"]: 2}

        deleted = await reader.http.delete(f"/v1/accounts/{account}", headers=reader.admin_headers)
        assert deleted.status_code == 204, deleted.text
        assert await worker(reader).run_once() == 1
        (post,) = await receiver.wait_for(1)
        body = verified(post, hook["secret"])
        assert [e["account_id"] for e in body["events"]] == [kept]
        assert _queued(reader) == {}
