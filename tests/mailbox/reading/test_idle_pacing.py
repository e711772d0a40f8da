"""The sync worker on IDLE: a mail that comes after a quiet spell reaches the change feed at
once, a burst of mails is paced per account, and a move made elsewhere keeps its message id."""

from __future__ import annotations

import logging
import math
from pathlib import Path
from typing import Any

import anyio
import pytest

from mailsocket_mcp.mailbox.data.providers import SearchQuery
from mailsocket_mcp.mailbox.domain.sync_workers import PassPacing, SyncWorkers
from tests.mailbox.providers.helpers import imap
from tests.support.dovecot import Dovecot, MailUser, deliver

from .helpers import Reader, letter, running_reader

pytestmark = pytest.mark.anyio


async def _created(
    reader: Reader, workers: SyncWorkers, account: str, since: str, count: int
) -> list[dict[str, Any]]:
    """The feed's entries since ``since`` once ``count`` of them are message.created."""
    passes = workers.passes.get(account, 0)
    while True:
        feed = await reader.get(f"/v1/accounts/{account}/changes", since=since)
        created = [c for c in feed["changes"] if c["type"] == "message.created"]
        if len(created) >= count:
            return list(feed["changes"])
        passes = await workers.wait_for_pass(account, passes)


async def test_two_mails_after_a_quiet_spell_reach_the_feed_without_waiting_for_the_pacing(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser, caplog: pytest.LogCaptureFixture
) -> None:
    """Passes are paced at most one per 30 s here, yet two mails delivered 0.3 s apart into a
    quiet account are both in the feed within seconds: the pacing spaces bursts, it does not
    hold back single arrivals (before, every pass was followed by the full spacing)."""
    caplog.set_level(logging.DEBUG, logger="mailsocket_mcp.mailbox.sync")
    async with running_reader(tmp_path, dovecot) as reader:
        account = await reader.connect(mail_user)
        start = (await reader.get(f"/v1/accounts/{account}/changes"))["state"]
        workers = SyncWorkers(reader.mailbox, min_pass_seconds=30)
        workers.poll_seconds = 3600  # only IDLE can wake it within the test
        async with anyio.create_task_group() as group:
            group.start_soon(workers.run)
            with anyio.fail_after(10):
                await workers.wait_for_pass(account, 0)
            deliver(dovecot, [mail_user.address], letter(mail_user.address, "First"))
            await anyio.sleep(0.3)  # the scenario: a second mail shortly after the first
            deliver(dovecot, [mail_user.address], letter(mail_user.address, "Second"))
            with anyio.fail_after(10):  # generous for a loaded machine; well under 30 s
                changes = await _created(reader, workers, account, start, 2)
            group.cancel_scope.cancel()
        listed = await reader.get(f"/v1/accounts/{account}/messages")
        assert {m["subject"] for m in listed["items"]} == {"First", "Second"}
        assert [c["type"] for c in changes] == ["message.created"] * 2
        woken = [r.getMessage() for r in caplog.records if "after the wake-up" in r.getMessage()]
        assert any("(INBOX)" in line and "feed entries committed" in line for line in woken)


async def test_a_storm_of_deliveries_is_paced_not_a_pass_per_message(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    interval, mails = 1.0, 12
    async with running_reader(tmp_path, dovecot) as reader:
        account = await reader.connect(mail_user)
        start = (await reader.get(f"/v1/accounts/{account}/changes"))["state"]
        workers = SyncWorkers(reader.mailbox, min_pass_seconds=interval, burst_passes=3)
        workers.poll_seconds = 3600
        async with anyio.create_task_group() as group:
            group.start_soon(workers.run)
            with anyio.fail_after(10):
                before = await workers.wait_for_pass(account, 0)
            began = anyio.current_time()
            for n in range(mails):
                deliver(dovecot, [mail_user.address], letter(mail_user.address, f"Storm {n}"))
            with anyio.fail_after(30):
                await _created(reader, workers, account, start, mails)
            elapsed = anyio.current_time() - began
            group.cancel_scope.cancel()
        passes = workers.passes[account] - before
        # A token bucket of 3 refilled once a second: never more passes than that allows.
        assert passes <= 3 + math.ceil(elapsed / interval) + 1
        assert passes < mails


async def test_a_move_made_elsewhere_while_idle_keeps_the_message_id(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    """The pass after an IDLE wake-up looks at the inbox alone, unless mail left it: then it
    looks everywhere, so the moved message is found in its new folder under the same id."""
    deliver(dovecot, [mail_user.address], letter(mail_user.address, "Move me"))
    async with imap(dovecot, mail_user) as other_client:  # not the service: the server side
        await other_client.create_folder("Older")
    async with running_reader(tmp_path, dovecot) as reader:
        account = await reader.connect(mail_user)
        workers = SyncWorkers(reader.mailbox, min_pass_seconds=0)
        workers.poll_seconds = 3600
        async with anyio.create_task_group() as group:
            group.start_soon(workers.run)
            with anyio.fail_after(10):
                await workers.wait_for_pass(account, 0)
            start = (await reader.get(f"/v1/accounts/{account}/changes"))["state"]
            inbox = await reader.get(f"/v1/accounts/{account}/messages")
            [message] = [m["id"] for m in inbox["items"]]
            async with imap(dovecot, mail_user) as other_client:
                uid = (await other_client.search("INBOX", SearchQuery(subject="Move me")))[0]
                await other_client.move("INBOX", [uid], "Older")
            with anyio.fail_after(10):
                passes = workers.passes[account]
                while not (
                    feed := await reader.get(f"/v1/accounts/{account}/changes", since=start)
                )["changes"]:
                    passes = await workers.wait_for_pass(account, passes)
            group.cancel_scope.cancel()
        assert [(c["type"], c["id"]) for c in feed["changes"]] == [("message.updated", message)]
        older = await reader.get(f"/v1/accounts/{account}/messages", folder="Older")
        assert [m["id"] for m in older["items"]] == [message]


def test_pass_pacing_lets_a_burst_through_then_spaces_passes() -> None:
    pacing = PassPacing(interval=2.0, burst=2)
    for at in (10.0, 10.1):
        assert pacing.delay(at) == 0
        pacing.spend(at)
    assert pacing.delay(10.2) == pytest.approx(1.8)  # the third waits for the refill
    pacing.spend(12.1)
    assert pacing.delay(20.0) == 0  # quiet again: the bucket is full
    unpaced = PassPacing(interval=0, burst=1)
    for at in (1.0, 1.0, 1.0):
        assert unpaced.delay(at) == 0
        unpaced.spend(at)
