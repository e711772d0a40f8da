"""The webhooks routes: rights, the caller's own webhooks only, filters, changes, and secrets
that appear once and nowhere else."""

from __future__ import annotations

import base64
import logging
from pathlib import Path

import pytest

from mailsocket_mcp.mailbox.domain.webhook_delivery import WebhookWorker
from mailsocket_mcp.mailbox.settings import MailboxSettings, SettingsError
from tests.mailbox.reading.helpers import letter
from tests.support.dovecot import Dovecot, MailUser, deliver

from .helpers import create_hook, running_service, verified, worker
from .receiver import receiving

pytestmark = pytest.mark.anyio


async def test_webhooks_need_webhooks_manage_and_another_users_webhook_is_not_found(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_service(tmp_path, dovecot) as reader:
        account = await reader.connect(mail_user)
        reader_only = await reader.user("reader", [{"accounts": [account], "allow": ["mail.read"]}])
        refused = await reader.http.post(
            "/v1/webhooks", json={"url": "http://127.0.0.1:9/"}, headers=reader_only
        )
        assert refused.status_code == 403, refused.text
        assert (await reader.http.get("/v1/webhooks", headers=reader_only)).status_code == 403

        hook = await create_hook(reader, "http://127.0.0.1:9/admin")
        made = await reader.http.post(
            "/v1/users",
            json={"name": "other", "service": ["webhooks.manage"]},
            headers=reader.admin_headers,
        )
        token = await reader.http.post(
            f"/v1/users/{made.json()['id']}/tokens",
            json={"name": "t"},
            headers=reader.admin_headers,
        )
        other = {"Authorization": f"Bearer {token.json()['token']}"}
        assert (await reader.http.get("/v1/webhooks", headers=other)).json() == []
        path = f"/v1/webhooks/{hook['id']}"
        for answer in (
            await reader.http.get(path, headers=other),
            await reader.http.patch(path, json={"events": ["message.sent"]}, headers=other),
            await reader.http.post(f"{path}/secret", headers=other),
            await reader.http.delete(path, headers=other),
        ):
            assert answer.status_code == 404, answer.text
            assert answer.json()["error"]["code"] == "not_found"
        for accounts, status in (([account], 404), (["acc_nothing"], 404)):
            answer = await reader.http.post(
                "/v1/webhooks",
                json={"url": "http://127.0.0.1:9/", "accounts": accounts},
                headers=other,
            )
            assert answer.status_code == status, answer.text
        sees_only = await reader.http.post(
            "/v1/users",
            json={
                "name": "lister",
                "service": ["webhooks.manage"],
                "grants": [{"accounts": [account], "allow": ["accounts.read"]}],
            },
            headers=reader.admin_headers,
        )
        token = await reader.http.post(
            f"/v1/users/{sees_only.json()['id']}/tokens",
            json={"name": "t"},
            headers=reader.admin_headers,
        )
        lister = {"Authorization": f"Bearer {token.json()['token']}"}
        answer = await reader.http.post(
            "/v1/webhooks",
            json={"url": "http://127.0.0.1:9/", "accounts": [account]},
            headers=lister,
        )
        assert answer.status_code == 403, answer.text


async def test_the_list_filters_and_a_patch_keeps_what_it_leaves_out(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_service(tmp_path, dovecot) as reader:
        account = await reader.connect(mail_user)
        every = await create_hook(reader, "http://127.0.0.1:9/Every")
        one = await create_hook(
            reader, "http://127.0.0.1:9/one", accounts=[account], events=["message.sent"]
        )
        ids = [h["id"] for h in await reader.get("/v1/webhooks", url="every")]
        assert ids == [every["id"]]
        assert len(await reader.get("/v1/webhooks", account=account)) == 2
        assert [h["id"] for h in await reader.get("/v1/webhooks", account="acc_other")] == [
            every["id"]
        ]
        assert len(await reader.get("/v1/webhooks", failing="false")) == 2

        path = f"/v1/webhooks/{one['id']}"
        changed = await reader.http.patch(
            path, json={"url": "http://127.0.0.1:9/two"}, headers=reader.admin_headers
        )
        assert changed.status_code == 200, changed.text
        assert changed.json()["accounts"] == [account]
        assert changed.json()["events"] == ["message.sent"]
        changed = await reader.http.patch(
            path, json={"accounts": None}, headers=reader.admin_headers
        )
        assert changed.json()["accounts"] is None
        assert changed.json()["url"] == "http://127.0.0.1:9/two"
        refused = await reader.http.patch(
            path, json={"url": "http://169.254.169.254/"}, headers=reader.admin_headers
        )
        assert refused.status_code == 400
        gone = await reader.http.delete(path, headers=reader.admin_headers)
        assert gone.status_code == 204
        assert (await reader.http.get(path, headers=reader.admin_headers)).status_code == 404
        activity = await reader.get("/v1/audit", activity="webhooks")
        assert {a["activity"] for a in activity["items"]} == {
            "webhooks.webhook_created",
            "webhooks.webhook_updated",
            "webhooks.webhook_deleted",
        }


async def test_the_secret_is_in_no_database_byte_and_no_log_and_survives_a_key_rotation(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    async with running_service(tmp_path, dovecot) as reader, receiving([500, 200]) as receiver:
        account = await reader.connect(mail_user)
        hook = await create_hook(reader, receiver.url)
        secret = hook["secret"]
        listed = await reader.http.get("/v1/webhooks", headers=reader.admin_headers)
        assert secret not in listed.text
        with reader.mailbox.db.session() as session:
            reader.mailbox.vault.rotate(session)
        deliver(dovecot, [mail_user.address], letter(mail_user.address, "Rotated"))
        await reader.sync(account)
        deliveries = worker(reader)
        await deliveries.run_once()
        await deliveries.run_once()  # after a failure, so that an error is logged too

        (_, post) = await receiver.wait_for(2)
        verified(post, secret)
        reader.mailbox.db.dispose()  # everything written to the file
        raw_key = base64.b64decode(secret.removeprefix("whsec_"))
        for stored, data in _files(tmp_path):
            assert secret.encode() not in data, stored
            assert raw_key not in data, stored
        assert secret not in caplog.text
        assert secret.removeprefix("whsec_") not in caplog.text


def test_the_delivery_worker_follows_the_sync_switch_unless_told(tmp_path: Path) -> None:
    def settings(**env: str) -> MailboxSettings:
        return MailboxSettings.from_env({"MAILBOX_DATA": str(tmp_path), **env})

    assert settings().webhooks is True
    assert settings(MAILBOX_SYNC="off").webhooks is False
    assert settings(MAILBOX_SYNC="off", MAILBOX_WEBHOOKS="on").webhooks is True
    assert settings(MAILBOX_WEBHOOKS="off").webhooks is False
    assert settings().webhooks_allow_local is False
    assert settings(MAILBOX_WEBHOOKS_ALLOW_LOCAL="1").webhooks_allow_local is True
    assert settings(MAILBOX_WEBHOOK_TIMEOUT="2.5").webhook_timeout == 2.5
    for bad in (
        {"MAILBOX_WEBHOOKS": "sometimes"},
        {"MAILBOX_WEBHOOKS_ALLOW_LOCAL": "yes"},
        {"MAILBOX_WEBHOOK_TIMEOUT": "soon"},
    ):
        with pytest.raises(SettingsError, match=next(iter(bad))):
            settings(**bad)


async def test_the_app_runs_the_delivery_worker_when_webhooks_are_on(
    tmp_path: Path, dovecot: Dovecot
) -> None:
    async with (
        running_service(tmp_path, dovecot, MAILBOX_WEBHOOKS="on") as on,
        on.app.router.lifespan_context(on.app),
    ):
        assert isinstance(on.app.state.webhooks, WebhookWorker)
    async with (
        running_service(tmp_path / "off", dovecot) as off,
        off.app.router.lifespan_context(off.app),
    ):
        assert off.app.state.webhooks is None


def _files(folder: Path) -> list[tuple[Path, bytes]]:
    """Every file under ``folder`` (the database, its WAL, the key file) and its bytes."""
    return [(path, path.read_bytes()) for path in folder.rglob("*") if path.is_file()]
