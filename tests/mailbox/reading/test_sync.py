"""The index keeps message ids through restarts and moves, the change feed tells what changed,
grants narrow reading to folders, and the sync workers follow the server."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import anyio
import httpx
import pytest
from benethos_mailbox_client import MailboxClient
from sqlalchemy import create_engine, make_url, select, text

from mailsocket_mcp.mailbox.data.database import Database
from mailsocket_mcp.mailbox.data.leases import release_lease, take_lease
from mailsocket_mcp.mailbox.data.models import AccountRow, CredentialRow
from mailsocket_mcp.mailbox.domain.sync_workers import Backoff, SyncWorkers
from mailsocket_mcp.mailbox.settings import database_url
from tests.mailbox.providers.helpers import imap
from tests.support.dovecot import Dovecot, MailUser, deliver

from .helpers import Reader, letter, running_reader

pytestmark = pytest.mark.anyio


async def _ids_by_subject(reader: Reader, account: str, folder: str = "inbox") -> dict[str, str]:
    page = await reader.get(f"/v1/accounts/{account}/messages", folder=folder)
    return {m["subject"]: m["id"] for m in page["items"]}


async def test_ids_survive_a_restart_and_a_move_by_another_client(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    for subject in ("Keep", "Move me"):
        deliver(dovecot, [mail_user.address], letter(mail_user.address, subject))
    async with running_reader(tmp_path, dovecot) as reader:
        account = await reader.connect(mail_user)
        await reader.sync(account)
        before = await _ids_by_subject(reader, account)
        admin = reader.admin
    async with running_reader(tmp_path, dovecot, admin) as reader:
        assert await _ids_by_subject(reader, account) == before  # a new process, the same ids
        await reader.sync(account)
        assert await _ids_by_subject(reader, account) == before
        start = (await reader.get(f"/v1/accounts/{account}/changes"))["state"]

        async with imap(dovecot, mail_user) as other_client:  # not the service: the server side
            await other_client.create_folder("Older")
            uid = (await other_client.search("INBOX", _subject("Move me")))[0]
            await other_client.move("INBOX", [uid], "Older")
        await reader.sync(account)

        assert await _ids_by_subject(reader, account) == {"Keep": before["Keep"]}
        archived = await _ids_by_subject(reader, account, folder="Older")
        assert archived == {"Move me": before["Move me"]}
        feed = await reader.get(f"/v1/accounts/{account}/changes", since=start)
        assert [(c["type"], c["id"]) for c in feed["changes"]] == [
            ("message.updated", before["Move me"])
        ]


def _subject(text: str) -> object:
    from mailsocket_mcp.mailbox.data.providers import SearchQuery

    return SearchQuery(subject=text)


async def test_the_change_feed_shows_created_updated_and_deleted(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser, other_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        account = await reader.connect(mail_user)
        other = await reader.connect(other_user)
        start = (await reader.get(f"/v1/accounts/{account}/changes"))["state"]
        assert (await reader.get("/v1/changes"))["state"] == start

        for user in (mail_user, other_user):
            deliver(dovecot, [user.address], letter(user.address, "Hi"))
        await reader.sync(account)
        await reader.sync(other)
        created = await reader.get(f"/v1/accounts/{account}/changes", since=start)
        assert [c["type"] for c in created["changes"]] == ["message.created"]
        message = created["changes"][0]["id"]
        everywhere = await reader.get("/v1/changes", since=start)
        assert {c["account_id"] for c in everywhere["changes"]} == {account, other}

        async with imap(dovecot, mail_user) as provider:
            await provider.store_flags("INBOX", [1], add=["\\Flagged"])
        await reader.sync(account)
        updated = await reader.get(
            f"/v1/accounts/{account}/changes", since=created["state"], limit=1
        )
        assert [(c["type"], c["id"]) for c in updated["changes"]] == [("message.updated", message)]
        assert updated["more"] is False
        listed = await reader.get(f"/v1/accounts/{account}/messages")
        assert listed["items"][0]["starred"] is True

        async with imap(dovecot, mail_user) as provider:
            await provider.delete("INBOX", [1], permanent=True)
        await reader.sync(account)
        deleted = await reader.get(f"/v1/accounts/{account}/changes", since=updated["state"])
        assert [(c["type"], c["id"]) for c in deleted["changes"]] == [("message.deleted", message)]
        assert (await reader.get(f"/v1/accounts/{account}/messages"))["items"] == []

        for state in ("999999", "not-a-state"):
            gone = await reader.http.get(
                f"/v1/accounts/{account}/changes",
                params={"since": state},
                headers=reader.admin_headers,
            )
            assert gone.status_code == 410
            assert gone.json()["error"]["code"] == "changes_expired"


async def test_a_grant_narrowed_to_a_folder_sees_only_that_folder(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser, other_user: MailUser
) -> None:
    for subject in ("Lunch", "Invoice 7"):
        deliver(dovecot, [mail_user.address], letter(mail_user.address, subject))
    async with imap(dovecot, mail_user) as provider:
        await provider.create_folder("Invoices")
        await provider.move("INBOX", [2], "Invoices")
    async with running_reader(tmp_path, dovecot) as reader:
        account = await reader.connect(mail_user)
        hidden = await reader.connect(other_user)
        await reader.sync(account)
        everything = await _ids_by_subject(reader, account)
        clerk = await reader.user(
            "clerk", [{"accounts": [account], "allow": ["mail.read"], "folders": ["Invoices"]}]
        )
        folders = await reader.get(f"/v1/accounts/{account}/folders", headers=clerk)
        assert [f["name"] for f in folders] == ["Invoices"]
        page = await reader.get(
            f"/v1/accounts/{account}/messages", headers=clerk, folder=folders[0]["id"]
        )
        assert [m["subject"] for m in page["items"]] == ["Invoice 7"]
        for path in (
            f"/v1/accounts/{account}/messages",  # the inbox
            f"/v1/accounts/{account}/messages/{everything['Lunch']}",
            f"/v1/accounts/{hidden}/folders",  # an account without a grant
            f"/v1/accounts/{hidden}/changes",
        ):
            answer = await reader.http.get(path, headers=clerk)
            assert answer.status_code == 404, path
            assert answer.json()["error"]["code"] == "not_found"
        across = await reader.get("/v1/messages", headers=clerk, folder="all")
        assert [m["subject"] for m in across["items"]] == ["Invoice 7"]


async def test_the_independent_client_lists_and_opens_synced_mail(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    deliver(dovecot, [mail_user.address], letter(mail_user.address, "Via the client"))
    async with running_reader(tmp_path, dovecot) as reader:
        account = await reader.connect(mail_user)
        await reader.sync(account)
        client = MailboxClient(
            base_url="http://mailbox.test",
            token=reader.admin.token,
            transport=httpx.ASGITransport(app=reader.app),
            allow_http=True,
        )
        try:
            page = await client.list_messages(account, limit=10)
            assert [m.subject for m in page.items] == ["Via the client"]
            whole = await client.get_message(account, page.items[0].id)
            assert "Body of Via the client" in (whole.text_body or "")
        finally:
            await client.aclose()


async def test_idle_brings_a_delivered_mail_into_the_feed_without_a_poll(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        account = await reader.connect(mail_user)
        start = (await reader.get(f"/v1/accounts/{account}/changes"))["state"]
        workers = SyncWorkers(reader.mailbox, min_pass_seconds=0)
        workers.poll_seconds = 3600  # only IDLE can wake it within the test
        async with anyio.create_task_group() as group:
            group.start_soon(workers.run)
            with anyio.fail_after(10):
                passes = await workers.wait_for_pass(account, 0)
                deliver(dovecot, [mail_user.address], letter(mail_user.address, "Pushed"))
                while True:
                    passes = await workers.wait_for_pass(account, passes)
                    feed = await reader.get(f"/v1/accounts/{account}/changes", since=start)
                    if feed["changes"]:
                        break
            group.cancel_scope.cancel()
        assert [c["type"] for c in feed["changes"]] == ["message.created"]


async def test_refused_credentials_stop_the_sync_until_new_ones_are_verified(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        account = await reader.connect(mail_user)
        _store_password(reader, account, "changed-elsewhere")  # the provider's password moved on
        workers = SyncWorkers(reader.mailbox, min_pass_seconds=0)
        workers.poll_seconds = 0.2  # how soon it looks for accounts to take up again
        async with anyio.create_task_group() as group:
            group.start_soon(workers.run)
            with anyio.fail_after(10):
                await workers.wait_for_stop(account)
            shown = await reader.get(f"/v1/accounts/{account}")
            assert shown["status"] == "needs_reauth"
            assert workers.passes.get(account, 0) == 0
            fixed = await reader.http.patch(
                f"/v1/accounts/{account}",
                json={"credentials": {"password": mail_user.password}},
                headers=reader.admin_headers,
            )
            assert fixed.json()["status"] == "connected", fixed.text
            with anyio.fail_after(10):
                await workers.wait_for_pass(account, 0)
            group.cancel_scope.cancel()
        assert account not in workers.stopped


def _store_password(reader: Reader, account: str, password: str) -> None:
    with reader.mailbox.db.session() as session:
        row = session.get(AccountRow, account)
        assert row is not None
        for old in session.scalars(
            select(CredentialRow).where(CredentialRow.account_id == account)
        ):
            session.delete(old)
        session.flush()
        session.add_all(reader.mailbox.vault.seal_credentials(row, {"password": password}))


def test_backoff_doubles_up_to_its_ceiling_and_starts_over_after_a_success() -> None:
    backoff = Backoff(first=1, most=8, jitter=0)
    assert [backoff.next_delay() for _ in range(5)] == [1, 2, 4, 8, 8]
    backoff.reset()
    assert backoff.next_delay() == 1


def _lease_holders(url: str, account_id: str) -> list[bool]:
    db = Database(url)
    db.migrate()
    try:
        with db.session() as session:
            session.add(
                AccountRow(
                    id=account_id,
                    provider="imap",
                    email="a@b.test",
                    email_key="a@b.test",
                    settings={},
                    capabilities=[],
                    created_at=_now(),
                    key_nonce=b"n",
                    wrapped_key=b"k",
                )
            )
        ttl = timedelta(minutes=1)
        with db.session() as session:
            first = take_lease(session, account_id, "one", ttl)
        with db.session() as session:
            second = take_lease(session, account_id, "two", ttl)
        with db.session() as session:
            renewed = take_lease(session, account_id, "one", ttl)
        with db.session() as session:
            release_lease(session, account_id, "one")
        with db.session() as session:
            after_release = take_lease(session, account_id, "two", ttl)
        with db.session() as session:
            taken_over = take_lease(session, account_id, "one", timedelta(seconds=-1))
        with db.session() as session:
            expired = take_lease(session, account_id, "one", ttl)
            assert session.scalar(select(AccountRow.id)) == account_id
        return [first, second, renewed, after_release, taken_over, expired]
    finally:
        db.dispose()


def _now() -> object:
    from datetime import datetime, timezone

    return datetime.now(timezone.utc)


def test_one_process_at_a_time_holds_an_accounts_lease_on_sqlite(tmp_path: Path) -> None:
    holders = _lease_holders(f"sqlite:///{tmp_path / 'l.db'}", "acc_lease")
    assert holders == [True, False, True, True, False, False]


def test_one_process_at_a_time_holds_an_accounts_lease_on_postgresql(postgres_url: str) -> None:
    # A database of its own: the shared one must stay empty for the migration test.
    server = create_engine(database_url(postgres_url), isolation_level="AUTOCOMMIT")
    with server.connect() as connection:
        connection.execute(text("CREATE DATABASE leases"))
    server.dispose()
    url = make_url(database_url(postgres_url)).set(database="leases")
    holders = _lease_holders(url.render_as_string(hide_password=False), "acc_lease_pg")
    assert holders == [True, False, True, True, False, False]
