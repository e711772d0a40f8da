"""A list across accounts names, in ``incomplete``, each account its index cannot answer for,
and leaves that account's messages out of the page (the contract's MessagePage)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anyio
import pytest

from mailsocket_mcp.mailbox.data.models import AccountRow, SyncStateRow
from mailsocket_mcp.mailbox.domain.accounts import mark_needs_reauth
from mailsocket_mcp.mailbox.domain.sync_workers import SyncWorkers
from tests.support.dovecot import Dovecot, MailUser, deliver, free_ports

from .helpers import Reader, letter, running_reader

pytestmark = pytest.mark.anyio


def _failures(page: dict[str, Any]) -> dict[str, str]:
    return {f["account_id"]: f["code"] for f in page["incomplete"]}


def _point_at_a_closed_port(reader: Reader, account: str) -> None:
    """The account's server went away (nothing listens on its port any more)."""
    with reader.mailbox.db.session() as session:
        row = session.get(AccountRow, account)
        assert row is not None
        row.settings = {**row.settings, "port": free_ports(1)[0]}


def _last_error(reader: Reader, account: str) -> str | None:
    with reader.mailbox.db.session() as session:
        state = session.get(SyncStateRow, account)
        return state.last_error if state is not None else None


async def test_accounts_the_index_cannot_answer_for_are_named_and_left_out(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser, other_user: MailUser
) -> None:
    never, refused = dovecot.new_user("never"), dovecot.new_user("refused")
    users = (mail_user, other_user, never, refused)
    for user in users:
        deliver(dovecot, [user.address], letter(user.address, f"For {user.address}"))
    async with running_reader(tmp_path, dovecot) as reader:
        synced, failing, unsynced, reauth = [await reader.connect(u) for u in users]
        for account in (synced, failing, reauth):
            await reader.sync(account)
        with reader.mailbox.db.session() as session:
            mark_needs_reauth(session, reauth, "the server refused the password")

        # The failing account's server goes away; a sync worker's pass fails and says so.
        _point_at_a_closed_port(reader, failing)
        workers = SyncWorkers(reader.mailbox, min_pass_seconds=0)
        async with anyio.create_task_group() as group:
            group.start_soon(workers.run)
            with anyio.fail_after(10):
                await workers.wait_for_failure(failing)
            group.cancel_scope.cancel()

        page = await reader.get("/v1/messages")
        assert [m["account_id"] for m in page["items"]] == [synced]
        assert _failures(page) == {
            failing: "unreachable",
            unsynced: "not_synced",
            reauth: "needs_reauth",
        }
        assert all(f["message"] for f in page["incomplete"])
        assert _last_error(reader, failing) is not None
        status = await reader.get("/v1/status")
        shown = {a["id"]: a for a in status["accounts"]}
        # Kept in the database, so every process shows it; the server's reason, not a repr.
        assert shown[failing]["last_error"].startswith("cannot reach the IMAP server")

        # An account without the asked folder (here: none the caller may read) is named too.
        clerk = await reader.user(
            "clerk", [{"accounts": [synced], "allow": ["mail.read"], "folders": ["INBOX"]}]
        )
        inbox = await reader.get("/v1/messages", headers=clerk)
        assert (len(inbox["items"]), inbox["incomplete"]) == (1, [])
        archive = await reader.get("/v1/messages", headers=clerk, folder="archive")
        assert archive["items"] == []
        assert _failures(archive) == {synced: "not_found"}

        # Named only in answer to the accounts asked about.
        only = await reader.get("/v1/messages", accounts=[synced])
        assert only["incomplete"] == []
        assert len(only["items"]) == 1
