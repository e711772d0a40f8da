"""A POP3 + SMTP account through the API, against Dovecot's real POP3 server and mail delivered
over LMTP: its inbox is synced into the index by UIDL and read from there, its ids are stable,
the change feed follows the server, deleting is for good, and what POP3 cannot do is a 501."""

from __future__ import annotations

import poplib
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest

from mailsocket_mcp.mailbox.domain.connection import account_access
from mailsocket_mcp.mailbox.domain.pop3_sync import pop3_pass, summary_of
from mailsocket_mcp.mailbox.domain.sync import SyncOptions
from mailsocket_mcp.mailbox.domain.sync_workers import SyncWorkers
from tests.mailbox.sending.helpers import mailbox_of
from tests.support.dovecot import Dovecot, MailUser, deliver
from tests.support.relay import Relay

from .helpers import Reader, letter, running_reader

pytestmark = pytest.mark.anyio

PDF = b"%PDF-1.4 the invoice " * 40


async def _connect(reader: Reader, user: MailUser, relay: Relay | None = None) -> str:
    settings: dict[str, Any] = {
        "host": reader.dovecot.host,
        "port": reader.dovecot.pop3_port,
        "security": "none",
        "username": user.address,
    }
    if relay is not None:
        settings.update(smtp_host=relay.host, smtp_port=relay.port, smtp_security="none")
    body = {
        "provider": "pop3",
        "email": user.address,
        "settings": settings,
        "credentials": {"password": user.password},
    }
    made = await reader.http.post("/v1/accounts", json=body, headers=reader.admin_headers)
    assert made.status_code == 201, made.text
    account_id: str = made.json()["id"]
    return account_id


async def _sync(reader: Reader, account_id: str, options: SyncOptions | None = None) -> int:
    with reader.mailbox.db.session() as session:
        access = account_access(session, reader.mailbox, account_id)
    inbox = reader.mailbox.connector.pop3(access.settings, access.secrets, account_id=account_id)
    return await pop3_pass(reader.mailbox.db, inbox, account_id, options)


def _on_server(dovecot: Dovecot, user: MailUser) -> dict[str, bytes]:
    """The user's POP3 inbox as another client sees it: UIDL -> bytes."""
    client = poplib.POP3(dovecot.host, dovecot.pop3_port, timeout=5)
    try:
        client.user(user.address)
        client.pass_(user.password)
        found = {}
        for line in client.uidl()[1]:
            number, uidl = line.decode().split()
            found[uidl] = b"\r\n".join(client.retr(int(number))[1]) + b"\r\n"
        return found
    finally:
        client.quit()


def _delete_on_server(dovecot: Dovecot, user: MailUser, subject: str) -> None:
    client = poplib.POP3(dovecot.host, dovecot.pop3_port, timeout=5)
    try:
        client.user(user.address)
        client.pass_(user.password)
        for line in client.uidl()[1]:
            number = int(line.split()[0])
            if f"Subject: {subject}".encode() in b"\r\n".join(client.top(number, 0)[1]):
                client.dele(number)
    finally:
        client.quit()


async def _ids(reader: Reader, account_id: str, **params: Any) -> dict[str, str]:
    page = await reader.get(f"/v1/accounts/{account_id}/messages", **params)
    return {m["subject"]: m["id"] for m in page["items"]}


def _error(answer: httpx.Response, status: int, code: str) -> str:
    assert answer.status_code == status, answer.text
    assert answer.json()["error"]["code"] == code
    message: str = answer.json()["error"]["message"]
    return message


async def test_a_pop3_inbox_is_read_from_the_index_after_a_sync(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    first = letter(mail_user.address, "Quote 12", message_id="<quote12@shop.test>")
    deliver(dovecot, [mail_user.address], first)
    deliver(dovecot, [mail_user.address], letter(mail_user.address, "Invoice 7", attachment=PDF))
    deep = "Thanks for the order. " * 30 + "The pallet number is zephyrine."  # past the snippet
    reply = letter(mail_user.address, "Re: Quote 12", body=deep, in_reply_to="<quote12@shop.test>")
    deliver(dovecot, [mail_user.address], reply)
    async with running_reader(tmp_path, dovecot) as reader:
        account = await _connect(reader, mail_user)
        shown = await reader.get(f"/v1/accounts/{account}")
        assert shown["capabilities"] == ["purge", "read_state", "stars"]
        assert await _sync(reader, account) == 3

        [inbox] = await reader.get(f"/v1/accounts/{account}/folders")
        assert (inbox["name"], inbox["role"], inbox["total"], inbox["unread"]) == (
            "INBOX",
            "inbox",
            3,
            3,
        )
        ids = await _ids(reader, account)
        assert set(ids) == {"Quote 12", "Invoice 7", "Re: Quote 12"}
        assert await _ids(reader, account, q="invoice") == {"Invoice 7": ids["Invoice 7"]}
        assert await _ids(reader, account, q="zephyrine") == {"Re: Quote 12": ids["Re: Quote 12"]}
        assert list(await _ids(reader, account, has_attachments=True)) == ["Invoice 7"]
        across = await reader.get("/v1/messages", q="quote")
        assert {m["id"] for m in across["items"]} == {ids["Quote 12"], ids["Re: Quote 12"]}

        detail = await reader.get(f"/v1/accounts/{account}/messages/{ids['Invoice 7']}")
        assert detail["text_body"].strip() == "Body of Invoice 7"
        [attachment] = detail["attachments"]
        assert attachment["filename"] == "invoice.pdf"
        part = await reader.http.get(
            f"/v1/accounts/{account}/messages/{ids['Invoice 7']}/attachments/{attachment['id']}",
            headers=reader.admin_headers,
        )
        assert part.status_code == 200
        assert part.content == PDF
        threads = await reader.get(f"/v1/accounts/{account}/threads", folder="inbox")
        assert sorted(t["message_count"] for t in threads["items"]) == [1, 2]

        # Fetched, and left on the server: the raw bytes are what POP3 holds.
        on_server = _on_server(dovecot, mail_user)
        assert len(on_server) == 3
        raw = await reader.http.get(
            f"/v1/accounts/{account}/messages/{ids['Quote 12']}/raw",
            headers=reader.admin_headers,
        )
        assert raw.status_code == 200
        assert raw.headers["content-type"] == "message/rfc822"
        assert raw.content in on_server.values()

        # Answered from the index: the message deleted by another client is still readable
        # until the next pass takes it out.
        _delete_on_server(dovecot, mail_user, "Quote 12")
        again = await reader.http.get(
            f"/v1/accounts/{account}/messages/{ids['Quote 12']}/raw",
            headers=reader.admin_headers,
        )
        assert again.content == raw.content


async def test_the_change_feed_shows_pop3_messages_created_and_deleted(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        account = await _connect(reader, mail_user)
        start = (await reader.get(f"/v1/accounts/{account}/changes"))["state"]
        for subject in ("One", "Two"):
            deliver(dovecot, [mail_user.address], letter(mail_user.address, subject))
        await _sync(reader, account)
        ids = await _ids(reader, account)
        created = await reader.get(f"/v1/accounts/{account}/changes", since=start)
        assert sorted((c["type"], c["id"]) for c in created["changes"]) == sorted(
            [("message.created", ids["One"]), ("message.created", ids["Two"])]
        )
        assert await _sync(reader, account) == 0  # nothing new: no entries

        _delete_on_server(dovecot, mail_user, "One")
        await _sync(reader, account)
        deleted = await reader.get(f"/v1/accounts/{account}/changes", since=created["state"])
        assert [(c["type"], c["id"]) for c in deleted["changes"]] == [
            ("message.deleted", ids["One"])
        ]
        assert await _ids(reader, account) == {"Two": ids["Two"]}
        gone = await reader.http.get(
            f"/v1/accounts/{account}/messages/{ids['One']}", headers=reader.admin_headers
        )
        _error(gone, 404, "not_found")


async def test_pop3_message_ids_stay_the_same_after_a_restart(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    for subject in ("Alpha", "Beta"):
        deliver(dovecot, [mail_user.address], letter(mail_user.address, subject))
    async with running_reader(tmp_path, dovecot) as reader:
        account = await _connect(reader, mail_user)
        await _sync(reader, account)
        before = await _ids(reader, account)
        state = (await reader.get(f"/v1/accounts/{account}/changes"))["state"]
        admin = reader.admin
    deliver(dovecot, [mail_user.address], letter(mail_user.address, "Gamma"))
    async with running_reader(tmp_path, dovecot, admin) as reader:
        assert await _ids(reader, account) == before
        assert await _sync(reader, account) == 1
        after = await _ids(reader, account)
        assert {k: after[k] for k in before} == before
        feed = await reader.get(f"/v1/accounts/{account}/changes", since=state)
        assert [(c["type"], c["id"]) for c in feed["changes"]] == [
            ("message.created", after["Gamma"])
        ]


async def test_a_large_pop3_message_is_read_from_the_server_by_its_uidl(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    deliver(dovecot, [mail_user.address], letter(mail_user.address, "Big", attachment=PDF))
    async with running_reader(tmp_path, dovecot) as reader:
        account = await _connect(reader, mail_user)
        await _sync(reader, account, SyncOptions(keep_raw_bytes=100, snippet_max_bytes=100))
        [summary] = (await reader.get(f"/v1/accounts/{account}/messages"))["items"]
        assert summary["snippet"] is None  # too large to read for one during the pass
        detail = await reader.get(f"/v1/accounts/{account}/messages/{summary['id']}")
        assert detail["attachments"][0]["filename"] == "invoice.pdf"

        _delete_on_server(dovecot, mail_user, "Big")
        gone = await reader.http.get(
            f"/v1/accounts/{account}/messages/{summary['id']}/raw", headers=reader.admin_headers
        )
        assert "no longer on the server" in _error(gone, 404, "not_found")


async def test_read_and_starred_are_kept_in_the_index_and_a_delete_is_for_good(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    for subject in ("Keep", "Drop"):
        deliver(dovecot, [mail_user.address], letter(mail_user.address, subject))
    async with running_reader(tmp_path, dovecot) as reader:
        account = await _connect(reader, mail_user)
        await _sync(reader, account)
        ids = await _ids(reader, account)
        base = f"/v1/accounts/{account}/messages"

        marked = await reader.http.patch(
            f"{base}/{ids['Keep']}",
            json={"unread": False, "starred": True},
            headers=reader.admin_headers,
        )
        assert marked.status_code == 200, marked.text
        assert (marked.json()["unread"], marked.json()["starred"]) == (False, True)
        deliver(dovecot, [mail_user.address], letter(mail_user.address, "Later"))
        await _sync(reader, account)  # a pass keeps the marks: the server has none
        assert list(await _ids(reader, account, starred=True)) == ["Keep"]
        assert set(await _ids(reader, account, unread=True)) == {"Drop", "Later"}
        [inbox] = await reader.get(f"/v1/accounts/{account}/folders")
        assert (inbox["total"], inbox["unread"]) == (3, 2)

        trash = await reader.http.delete(f"{base}/{ids['Drop']}", headers=reader.admin_headers)
        assert "permanent=true" in _error(trash, 501, "not_supported")
        state = (await reader.get(f"/v1/accounts/{account}/changes"))["state"]
        dropped = await reader.http.delete(
            f"{base}/{ids['Drop']}", params={"permanent": "true"}, headers=reader.admin_headers
        )
        assert dropped.status_code == 204, dropped.text
        assert b"Subject: Drop" not in b"".join(_on_server(dovecot, mail_user).values())
        assert set(await _ids(reader, account)) == {"Keep", "Later"}
        feed = await reader.get(f"/v1/accounts/{account}/changes", since=state)
        assert [(c["type"], c["id"]) for c in feed["changes"]] == [("message.deleted", ids["Drop"])]
        [inbox] = await reader.get(f"/v1/accounts/{account}/folders")
        assert (inbox["total"], inbox["unread"]) == (2, 1)


async def test_what_pop3_cannot_do_answers_not_supported(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    deliver(dovecot, [mail_user.address], letter(mail_user.address, "Hello"))
    async with running_reader(tmp_path, dovecot) as reader:
        account = await _connect(reader, mail_user)
        await _sync(reader, account)
        message = (await _ids(reader, account))["Hello"]
        [inbox] = await reader.get(f"/v1/accounts/{account}/folders")
        base, headers = f"/v1/accounts/{account}", reader.admin_headers
        draft = {"to": [{"email": "bob@example.org"}], "subject": "Hi", "text": "Hi"}
        for answer in (
            await reader.http.patch(
                f"{base}/messages/{message}", json={"folder_ids": ["archive"]}, headers=headers
            ),
            await reader.http.patch(
                f"{base}/messages/{message}", json={"add_keywords": ["$work"]}, headers=headers
            ),
            await reader.http.post(f"{base}/folders", json={"name": "X"}, headers=headers),
            await reader.http.patch(
                f"{base}/folders/{inbox['id']}", json={"name": "Y"}, headers=headers
            ),
            await reader.http.delete(f"{base}/folders/{inbox['id']}", headers=headers),
            await reader.http.post(f"{base}/drafts", json=draft, headers=headers),
        ):
            assert "POP3" in _error(answer, 501, "not_supported")
        assert (await reader.get(f"{base}/drafts"))["items"] == []


async def test_a_pop3_account_sends_and_replies_through_smtp_without_a_copy_in_sent(
    tmp_path: Path, dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    question = letter(
        mail_user.address, "Quote?", sender=other_user.address, message_id="<q1@shop.test>"
    )
    deliver(dovecot, [mail_user.address], question)
    async with running_reader(tmp_path, dovecot) as reader:
        account = await _connect(reader, mail_user, relay)
        shown = await reader.get(f"/v1/accounts/{account}")
        assert "send" in shown["capabilities"]
        assert "sent_copy" not in shown["capabilities"]
        await _sync(reader, account)
        original = (await _ids(reader, account))["Quote?"]
        body = {"reference": {"message_id": original, "action": "reply"}, "text": "Yes"}
        sent = await reader.http.post(
            f"/v1/accounts/{account}/send", json=body, headers=reader.admin_headers
        )
        assert sent.status_code == 200, sent.text
        assert sent.json()["sent_copy_id"] is None
        [arrived] = mailbox_of(dovecot, other_user)
        assert arrived["Subject"] == "Re: Quote?"
        assert arrived["In-Reply-To"] == "<q1@shop.test>"
        assert arrived["From"].addresses[0].addr_spec == mail_user.address


async def test_the_sync_workers_poll_a_pop3_inbox(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    deliver(dovecot, [mail_user.address], letter(mail_user.address, "First"))
    async with running_reader(tmp_path, dovecot) as reader:
        account = await _connect(reader, mail_user)
        workers = SyncWorkers(reader.mailbox, min_pass_seconds=0)
        workers.poll_seconds = 0.05  # polled, no IDLE
        async with anyio.create_task_group() as group:
            group.start_soon(workers.run)
            with anyio.fail_after(20):
                passes = await workers.wait_for_pass(account, 0)
                assert list(await _ids(reader, account)) == ["First"]
                deliver(dovecot, [mail_user.address], letter(mail_user.address, "Second"))
                while "Second" not in await _ids(reader, account):
                    passes = await workers.wait_for_pass(account, passes)
            group.cancel_scope.cancel()
        assert len(_on_server(dovecot, mail_user)) == 2  # nothing deleted by fetching


def test_a_pop3_message_with_broken_headers_is_still_listed() -> None:
    raw = (
        b'From: "unclosed <\r\nTo: @@@\r\nDate: yesterday-ish\r\n'
        b"Received: from somewhere; not a date\r\nSubject: =?utf-8?q?Caf=C3=A9?=\r\n\r\nHi\r\n"
    )
    summary = summary_of(raw)
    assert summary.subject == "Caf\u00e9"
    assert (summary.date, summary.internal_date) == (None, None)
    assert summary.message_id is None
    bare = summary_of(b"\r\n")
    assert (bare.sender, bare.subject, bare.internal_date) == ("", "", None)
