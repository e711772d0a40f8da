"""A disabled account (``PATCH {"disabled": true}``, ours beside the contract): still listed,
not synced, nothing connects to it, mail operations answer 409 ``account_disabled``; enabled
again, its sync resumes. Both changes are audited."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anyio
import pytest

from mailsocket_mcp.mailbox.domain.sync_workers import SyncWorkers
from tests.mailbox.reading.helpers import Reader, letter, running_reader
from tests.support.dovecot import Dovecot, MailUser, deliver

pytestmark = pytest.mark.anyio


async def _patch(reader: Reader, account: str, body: dict[str, Any]) -> Any:
    return await reader.http.patch(
        f"/v1/accounts/{account}", json=body, headers=reader.admin_headers
    )


async def test_a_disabled_account_is_listed_but_not_synced_nor_used_until_enabled_again(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser, other_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        off, on = await reader.connect(mail_user), await reader.connect(other_user)
        deliver(dovecot, [mail_user.address], letter(mail_user.address, "Invoice 9"))
        await reader.sync(off)
        disabled = await _patch(reader, off, {"disabled": True})
        assert disabled.status_code == 200, disabled.text
        assert (disabled.json()["disabled"], disabled.json()["status"]) == (True, "connected")

        workers = SyncWorkers(reader.mailbox, min_pass_seconds=0)
        workers.poll_seconds = 0.2
        async with anyio.create_task_group() as group:
            group.start_soon(workers.run)
            with anyio.fail_after(10):
                await workers.wait_for_pass(on, 1)  # two rounds went by for the other one
            assert workers.passes.get(off, 0) == 0
            assert off not in workers.progress

            listed = await reader.get("/v1/accounts")
            assert {a["id"]: a["disabled"] for a in listed["items"]} == {off: True, on: False}
            status = {a["id"]: a for a in (await reader.get("/v1/status"))["accounts"]}
            assert (status[off]["synced"], status[off]["attention"]) == (False, False)
            assert (await reader.get("/v1/messages"))["items"] == []  # its mail is out of sight
            for method, path, body in (
                ("GET", f"/v1/accounts/{off}/messages", None),
                ("GET", f"/v1/accounts/{off}/folders", None),
                ("POST", f"/v1/accounts/{off}/verify", None),
                ("POST", f"/v1/accounts/{off}/send", {"to": [{"email": "a@b.test"}], "text": "x"}),
            ):
                refused = await reader.http.request(
                    method, path, json=body, headers=reader.admin_headers
                )
                assert refused.status_code == 409, (path, refused.text)
                assert refused.json()["error"]["code"] == "account_disabled"
                assert '"disabled": false' in refused.json()["error"]["message"]
            moved = await _patch(reader, off, {"settings": {"port": dovecot.imaps_port}})
            assert moved.json()["error"]["code"] == "account_disabled"  # no login to try it

            enabled = await _patch(reader, off, {"disabled": False})
            assert enabled.json()["disabled"] is False
            with anyio.fail_after(10):
                await workers.wait_for_pass(off, 0)
            group.cancel_scope.cancel()
        assert await reader.get(f"/v1/accounts/{off}/folders")  # the inbox, synced again
        everywhere = (await reader.get("/v1/messages"))["items"]
        assert [m["subject"] for m in everywhere] == ["Invoice 9"]
        audit = await reader.get("/v1/audit", record=off, activity="accounts")
        activities = [r["activity"] for r in audit["items"]]
        assert activities[:2] == ["accounts.account_enabled", "accounts.account_disabled"]
