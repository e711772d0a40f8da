"""``GET /v1/status``: how each account's sync goes, for a monitor."""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest

from mailsocket_mcp.mailbox.domain.sync_workers import SyncWorkers
from tests.support.dovecot import Dovecot, MailUser

from .helpers import running_reader

pytestmark = pytest.mark.anyio


async def test_status_names_each_visible_accounts_last_pass_and_the_worker(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser, other_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        account = await reader.connect(mail_user)
        other = await reader.connect(other_user)
        off = await reader.get("/v1/status")
        assert off["worker"] is None  # MAILBOX_SYNC=off
        assert {a["id"]: a["last_sync_at"] for a in off["accounts"]} == {
            account: None,
            other: None,
        }
        assert not any(a["synced"] for a in off["accounts"])

        workers = SyncWorkers(reader.mailbox, min_pass_seconds=0)
        workers.poll_seconds = 3600
        reader.app.state.sync = workers
        async with anyio.create_task_group() as group:
            group.start_soon(workers.run)
            with anyio.fail_after(10):
                await workers.wait_for_pass(account, 0)
                await workers.wait_for_pass(other, 0)
            status = await reader.get("/v1/status")
            group.cancel_scope.cancel()
        assert status["worker"]["interval"] == 3600
        assert status["worker"]["last_pass_at"] is not None
        mine = next(a for a in status["accounts"] if a["id"] == account)
        assert mine["email"] == mail_user.address
        assert mine["provider"] == "imap"
        assert mine["status"] == "connected"
        assert mine["synced"] is True
        assert mine["last_sync_at"] is not None
        assert mine["last_error"] is None
        assert mine["attention"] is False

        watcher = await reader.user("watcher", [{"accounts": [other], "allow": ["accounts.read"]}])
        seen = await reader.get("/v1/status", headers=watcher)
        assert [a["id"] for a in seen["accounts"]] == [other]  # only what it may see
        assert seen["accounts"][0]["last_sync_at"] is not None  # kept in sync_state too


async def test_an_account_connected_while_the_workers_run_is_synced_at_once(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        workers = SyncWorkers(reader.mailbox, min_pass_seconds=0)
        workers.poll_seconds = 3600  # the next look for accounts would be an hour away
        reader.app.state.sync = workers
        async with anyio.create_task_group() as group:
            group.start_soon(workers.run)
            account = await reader.connect(mail_user)
            with anyio.fail_after(10):
                await workers.wait_for_pass(account, 0)
            group.cancel_scope.cancel()
