"""Two service processes on one PostgreSQL database: both answer the API, each account is synced
by exactly one of them (its lease), and when one dies the other takes its accounts over."""

from __future__ import annotations

import logging
import re
import signal
import time
from collections.abc import Callable, Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any, TypeVar
from uuid import uuid4

import anyio
import httpx
import pytest
from sqlalchemy import Engine, create_engine, make_url, text

from mailsocket_mcp.mailbox.data.database import Database
from mailsocket_mcp.mailbox.data.index import apply_flags, record_failure
from mailsocket_mcp.mailbox.data.models import (
    AccountRow,
    FolderRow,
    LeaseRow,
    MessageRow,
    SyncStateRow,
)
from mailsocket_mcp.mailbox.data.vault import MasterKey
from mailsocket_mcp.mailbox.domain.reading import Readable, list_changes
from mailsocket_mcp.mailbox.domain.sync_workers import SyncWorkers
from mailsocket_mcp.mailbox.settings import MailboxSettings, SettingsError, database_url
from tests.mailbox.conftest import Process, run_cli
from tests.mailbox.reading.helpers import letter, running_reader
from tests.mailbox.sending.helpers import account_body
from tests.support.background import Background
from tests.support.dovecot import Dovecot, MailUser, deliver
from tests.support.relay import Relay

T = TypeVar("T")
DEADLINE = 30.0
POLL = 0.05  # between looks at a condition; every wait is bounded by DEADLINE


def eventually(look: Callable[[], T | None], what: str, seconds: float = DEADLINE) -> T:
    """``look()`` once it answers something truthy; fails after ``seconds``."""
    end = time.monotonic() + seconds
    while True:
        found = look()
        if found:
            return found
        if time.monotonic() > end:
            raise AssertionError(f"not within {seconds:g} s: {what}")
        time.sleep(POLL)


@pytest.fixture
def database(postgres_url: str) -> Iterator[tuple[str, Engine]]:
    """A database of its own on the session's PostgreSQL (the shared one stays empty)."""
    name = f"two_{uuid4().hex[:12]}"
    server = create_engine(database_url(postgres_url), isolation_level="AUTOCOMMIT")
    with server.connect() as connection:
        connection.execute(text(f"CREATE DATABASE {name}"))
    server.dispose()
    url = make_url(database_url(postgres_url)).set(database=name)
    engine = create_engine(url)
    yield url.render_as_string(hide_password=False), engine
    engine.dispose()


class Node:
    """One ``mailsocket-mailbox serve`` process and an HTTP client on it."""

    def __init__(self, folder: Path, env: dict[str, str]) -> None:
        self.process = Process(
            "serve", "--port", "0", env={**env, "MAILBOX_DATA": str(folder)}, merge_stderr=True
        )
        self.http: httpx.Client | None = None
        self.holder = ""

    def started(self) -> Node:
        base = self.process.wait_for(r"mailbox API on (http://\S+)/").group(1)
        self.http = httpx.Client(base_url=base, timeout=DEADLINE)
        self.holder = eventually(
            lambda: _first(r"sync worker (\S+) started", self.process.output()),
            "the sync worker started",
        )
        return self

    def call(self, method: str, path: str, token: str, **kwargs: Any) -> httpx.Response:
        assert self.http is not None
        headers = {"Authorization": f"Bearer {token}", **kwargs.pop("headers", {})}
        return self.http.request(method, path, headers=headers, **kwargs)

    def get(self, path: str, token: str, **params: Any) -> Any:
        answer = self.call("GET", path, token, params=params)
        assert answer.status_code == 200, answer.text
        return answer.json()

    def took(self, account_id: str) -> int:
        """How often this process took the account's lease."""
        return self.process.output().count(f"took the lease of {account_id}")

    def close(self) -> None:
        if self.http is not None:
            self.http.close()
        if self.process.popen.poll() is None:
            self.process.popen.kill()
        self.process.popen.communicate(timeout=DEADLINE)


def _first(pattern: str, output: str) -> str | None:
    found = re.search(pattern, output)
    return found.group(1) if found else None


def _holders(engine: Engine) -> dict[str, str]:
    """Which process holds the lease of each account, from the leases table."""
    with engine.connect() as connection:
        rows = connection.execute(text("SELECT account_id, holder FROM sync_leases"))
        return {account_id: holder for account_id, holder in rows}


def _all_held(engine: Engine, accounts: list[str]) -> dict[str, str] | None:
    holders = _holders(engine)
    return holders if set(holders) == set(accounts) else None


def _created(node: Node, token: str, since: str, accounts: set[str]) -> list[dict[str, Any]] | None:
    """The feed's new messages since ``since`` once every one of ``accounts`` has one."""
    feed = node.get("/v1/changes", token, since=since)
    created = [c for c in feed["changes"] if c["type"] == "message.created"]
    return created if {c["account_id"] for c in created} >= accounts else None


def test_two_processes_on_one_postgresql_share_the_api_and_split_the_syncing(
    tmp_path: Path,
    database: tuple[str, Engine],
    dovecot: Dovecot,
    relay: Relay,
) -> None:
    url, engine = database
    env = {
        "MAILBOX_DB": url,
        "MAILBOX_MASTER_KEY": MasterKey.generate().recovery_text(),
        "MAILBOX_SYNC": "on",
        "MAILBOX_SYNC_POLL_SECONDS": "1",
        "MAILBOX_SYNC_LEASE_SECONDS": "2",
    }
    # Both start at once on an empty database: one migrates, the other waits and serves.
    nodes = [Node(tmp_path / name, env) for name in ("a", "b")]
    try:
        a, b = (node.started() for node in nodes)
        admin = run_cli("create-admin", "--data", str(tmp_path / "a"), env=env)
        assert admin.returncode == 0, admin.stderr
        token = _first(r"API token \(shown this once\): (mbx_\S+)", admin.stdout)
        user_id = _first(r"admin 'admin' \((\S+)\) created", admin.stdout)
        assert token
        assert user_id

        # A token made through one process works on the other.
        made = a.call("POST", f"/v1/users/{user_id}/tokens", token, json={"name": "script"})
        assert made.status_code == 201, made.text
        script = made.json()["token"]
        assert b.get("/v1/me", script)["user_id"] == user_id

        users: list[MailUser] = [dovecot.new_user(n) for n in ("alice", "bob", "carol")]
        accounts = []
        for user, node in zip(users, (a, b, a), strict=True):
            body = account_body(dovecot, relay, user)
            answer = node.call("POST", "/v1/accounts", token, json=body)
            assert answer.status_code == 201, answer.text
            accounts.append(answer.json()["id"])

        # Each account is synced by exactly one of the two.
        held = eventually(lambda: _all_held(engine, accounts), "every account's lease taken")
        assert set(held.values()) <= {a.holder, b.holder}
        start = a.get("/v1/changes", script)["state"]
        for user in users:
            deliver(dovecot, [user.address], letter(user.address, f"Hello {user.address}"))
        created = eventually(
            lambda: _created(a, script, start, set(accounts)), "the new mail in A's feed"
        )
        assert len(created) == len(users)
        assert _created(b, script, start, set(accounts)) == created  # the same feed through B
        for account_id in accounts:
            assert a.took(account_id) + b.took(account_id) == 1  # never synced by both
        for node in (a, b):
            status = node.get("/v1/status", script)
            assert {s["id"] for s in status["accounts"]} == set(accounts)

        # A send through A retried through B with the same Idempotency-Key is sent once.
        send = {"to": [{"email": users[2].address}], "subject": "Once only", "text": "Hi"}
        sent_before = len(relay.sent)
        key = {"Idempotency-Key": f"two-{uuid4().hex}"}
        first = a.call("POST", f"/v1/accounts/{accounts[0]}/send", script, json=send, headers=key)
        again = b.call("POST", f"/v1/accounts/{accounts[0]}/send", script, json=send, headers=key)
        assert first.status_code == again.status_code == 200, (first.text, again.text)
        assert again.json() == first.json()
        assert len(relay.sent) == sent_before + 1

        # The process holding the first account dies; the other takes every lease over.
        dying, living = (a, b) if held[accounts[0]] == a.holder else (b, a)
        dying.process.popen.send_signal(signal.SIGKILL)
        dying.process.popen.wait(timeout=DEADLINE)
        eventually(
            lambda: set(_holders(engine).values()) == {living.holder},
            "the living process holding every lease",
        )
        start = living.get("/v1/changes", script)["state"]
        for user in users:
            deliver(dovecot, [user.address], letter(user.address, "After the fall"))
        eventually(
            lambda: _created(living, script, start, set(accounts)), "new mail after the takeover"
        )
    finally:
        for node in nodes:
            node.close()


@pytest.mark.anyio
async def test_a_process_keeps_renewing_its_lease_between_passes(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    """A pass longer than the lease (the first sync of a big mailbox), or a quiet inbox with a
    poll longer than the lease, must not let another process take the account meanwhile."""
    async with running_reader(tmp_path, dovecot) as reader:
        account = await reader.connect(mail_user)
        workers = SyncWorkers(reader.mailbox, min_pass_seconds=0)
        workers.poll_seconds = 3600  # no pass after the first within the test
        workers.lease = timedelta(seconds=0.3)

        def expiry() -> object:
            with reader.mailbox.db.session() as session:
                row = session.get(LeaseRow, account)
                return row.expires_at if row is not None else None

        async with anyio.create_task_group() as group:
            group.start_soon(workers.run)
            with anyio.fail_after(10):
                await workers.wait_for_pass(account, 0)
                seen = {expiry()}
                while len(seen) < 4:  # renewed three times since the pass
                    await anyio.sleep(0.05)
                    seen.add(expiry())
            group.cancel_scope.cancel()
        assert workers.passes[account] == 1
        assert expiry() is None  # given up at the stop, for another process to take at once


def test_the_lease_is_three_polls_at_least_a_minute_unless_set() -> None:
    def lease(**env: str) -> float:
        return MailboxSettings.from_env({"MAILBOX_DATA": "data", **env}).lease_seconds

    assert lease() == 180.0
    assert lease(MAILBOX_SYNC_POLL_SECONDS="5") == 60.0
    assert lease(MAILBOX_SYNC_LEASE_SECONDS="2.5") == 2.5
    with pytest.raises(SettingsError, match=r"MAILBOX_SYNC_LEASE_SECONDS .*seconds.*: 'soon'"):
        lease(MAILBOX_SYNC_LEASE_SECONDS="soon")


def _indexed_account(db: Database) -> tuple[str, list[str]]:
    """An account with two indexed messages, written straight into the index."""
    moment = datetime.now(timezone.utc)
    account_id, folder_id = f"acc_{uuid4().hex[:8]}", f"fld_{uuid4().hex[:8]}"
    with db.session() as session:
        session.add(
            AccountRow(
                id=account_id,
                provider="imap",
                email=f"{account_id}@example.test",
                email_key=f"{account_id}@example.test",
                settings={},
                capabilities=[],
                created_at=moment,
                key_nonce=b"n",
                wrapped_key=b"k",
            )
        )
        session.add(FolderRow(id=folder_id, account_id=account_id, name="INBOX"))
        session.flush()
        ids = []
        for uid in (1, 2):
            message = MessageRow(
                id=f"msg_{uuid4().hex[:8]}",
                account_id=account_id,
                folder_id=folder_id,
                uidvalidity=1,
                uid=uid,
                thread_id=f"thr_{uid}",
                to=[],
                cc=[],
                subject_key="",
                received=moment,
                flags=[],
                keywords=[],
                size=10,
            )
            session.add(message)
            ids.append(message.id)
    return account_id, ids


def test_feed_entries_written_at_once_by_two_writers_are_never_skipped_on_postgresql(
    database: tuple[str, Engine],
) -> None:
    """Writer 1 numbers its entry first but commits last: a reader of the feed between the
    two commits must not move past writer 1's number and so lose its entry."""
    url, engine = database
    db = Database(url)
    db.migrate()
    try:
        account_id, (first_id, second_id) = _indexed_account(db)
        where = [Readable(account_id, None)]
        with db.session() as session:
            start = list_changes(session, where, since=None, limit=10)["state"]

        def second_writer() -> dict[str, Any]:
            with db.session() as session:
                row = session.get(MessageRow, second_id)
                assert row is not None
                apply_flags(session, row, frozenset({"\\Seen"}))
            with db.session() as session:  # a reader right after its commit
                return list_changes(session, where, since=start, limit=10)

        with db.session() as first:
            row = first.get(MessageRow, first_id)
            assert row is not None
            apply_flags(first, row, frozenset({"\\Seen"}))
            first.flush()  # numbered, not committed
            second = Background(second_writer)
            eventually(
                lambda: second.done() or _waiting_for_a_lock(engine),
                "the second writer committed or waiting",
            )
        seen = second.result()
        with db.session() as session:
            rest = list_changes(session, where, since=seen["state"], limit=10)
        read = [c["id"] for c in seen["changes"] + rest["changes"]]
        assert sorted(read) == sorted([first_id, second_id])
    finally:
        db.dispose()


def _waiting_for_a_lock(engine: Engine) -> bool:
    with engine.connect() as connection:
        waiting = connection.scalar(
            text("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")
        )
        return bool(waiting)


@pytest.mark.anyio
async def test_a_process_whose_lease_another_took_stops_syncing_until_it_is_free(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="mailsocket_mcp.mailbox.sync")
    async with running_reader(tmp_path, dovecot) as reader:
        account = await reader.connect(mail_user)
        workers = SyncWorkers(reader.mailbox, min_pass_seconds=0)
        workers.poll_seconds = 3600
        workers.lease = timedelta(seconds=0.3)

        def hand_over(holder: str | None) -> None:
            with reader.mailbox.db.session() as session:
                row = session.get(LeaseRow, account)
                assert row is not None
                if holder is None:
                    session.delete(row)
                else:
                    row.holder = holder
                    row.expires_at = datetime.now(timezone.utc) + timedelta(hours=1)

        async with anyio.create_task_group() as group:
            group.start_soon(workers.run)
            with anyio.fail_after(10):
                passes = await workers.wait_for_pass(account, 0)
                hand_over("proc_elsewhere")  # another process took it (its clock, its lease)
                for _ in range(200):
                    if f"lost the lease of {account}" in caplog.text:
                        break
                    await anyio.sleep(0.05)
                assert f"lost the lease of {account}" in caplog.text
                assert not workers.progress[account].watching
                hand_over(None)  # the other process stopped and gave it up
                await workers.wait_for_pass(account, passes)
            group.cancel_scope.cancel()
        assert caplog.text.count(f"took the lease of {account}") == 2


def test_a_failure_of_an_account_removed_meanwhile_is_not_recorded(tmp_path: Path) -> None:
    db = Database(f"sqlite:///{tmp_path / 'm.db'}")
    db.migrate()
    try:
        with db.session() as session:
            record_failure(session, "acc_gone", "cannot reach the IMAP server")
        with db.session() as session:
            assert session.get(SyncStateRow, "acc_gone") is None
    finally:
        db.dispose()
