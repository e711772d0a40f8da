"""The real console script: a first `serve` needs no configuration, `create-admin` prints a
token that works against it, and the independent client drives it."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from alembic.script import ScriptDirectory
from benethos_mailbox_client import ApiError, Grant, SyncMailboxClient

from mailsocket_mcp.mailbox.data.database import alembic_config
from tests.mailbox.conftest import Process, run_cli
from tests.mailbox.helpers import PASSWORD, account_body
from tests.support.dovecot import Dovecot


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, str, Path]]:
    """`serve` on a free port with the data folder from the environment only, after
    `create-admin`: (url, admin token, data folder)."""
    data = tmp_path / "fresh" / "mailbox"
    env = {"MAILBOX_DATA": str(data)}
    made = run_cli("create-admin", env=env)
    assert made.returncode == 0, made.stderr
    token = next(line.split(": ")[-1] for line in made.stdout.splitlines() if "API token" in line)
    process = Process("serve", "--port", "0", env=env)
    try:
        process.wait_for(rf"mailbox data in {data}")
        url = process.wait_for(r"mailbox API on (http://\S+)/").group(1)
        yield url, token, data
    finally:
        stderr = process.stop()
        assert PASSWORD not in stderr


def test_a_first_serve_creates_and_names_its_data_folder_and_prints_the_recovery_key(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    process = Process("serve", "--port", "0", env={"HOME": str(home), "XDG_DATA_HOME": ""})
    try:
        process.wait_for(rf"mailbox data in {home}/.local/share/mailsocket-mailbox")
        process.wait_for(r"recovery key")
        process.wait_for(r"no user yet: run `mailsocket-mailbox create-admin`")
        url = process.wait_for(r"mailbox API on (http://\S+)/").group(1)
        assert httpx.get(f"{url}/health", timeout=10).json()["vault"] == "open"
        refused = httpx.get(f"{url}/v1/me", headers={"Authorization": "Bearer mbx_x"}, timeout=10)
        assert refused.status_code == 503
        assert refused.json()["error"]["code"] == "no_user"
    finally:
        process.stop()
    assert (home / ".local/share/mailsocket-mailbox/master.key").exists()


def test_openapi_and_migrate_and_a_taken_admin_name(tmp_path: Path) -> None:
    printed = run_cli("openapi")
    assert printed.returncode == 0
    assert "/v1/me" in json.loads(printed.stdout)["paths"]
    migrated = run_cli("migrate", "--data", str(tmp_path))
    assert migrated.returncode == 0
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert f"database at revision {head}" in migrated.stdout
    assert run_cli("create-admin", "root", "--data", str(tmp_path)).returncode == 0
    again = run_cli("create-admin", "ROOT", "--data", str(tmp_path))
    assert again.returncode == 2
    assert "taken" in again.stderr
    bad_db = run_cli("migrate", "--db", "mysql://x")
    assert bad_db.returncode == 2
    assert "MAILBOX_DB" in bad_db.stderr


def test_the_independent_client_drives_users_tokens_and_accounts(
    served: tuple[str, str, Path], dovecot: Dovecot
) -> None:
    url, token, data = served
    with SyncMailboxClient(url, token) as admin:
        assert admin.get_me().name == "admin"
        created = admin.request("POST", "/v1/accounts", json=account_body(dovecot))
        account_id = created["id"]
        listed = admin.list_accounts()
        assert [a.id for a in listed.items] == [account_id]
        assert admin.get_account(account_id).email == "me@example.org"
        user = admin.create_user(
            "desktop", grants=[Grant(accounts=(account_id,), allow=("accounts.read",))]
        )
        made = admin.create_token(user.id, "laptop")
        secret = made.secret.get_secret_value()
        assert secret.startswith("mbx_")
        assert secret not in repr(made)
        assert [t.name for t in admin.list_tokens(user.id)] == ["laptop"]
    with SyncMailboxClient(url, secret) as desktop:
        me = desktop.get_me()
        assert [a.id for a in me.accounts] == [account_id]
        with pytest.raises(ApiError) as refused:
            desktop.delete_account(account_id)
        assert refused.value.status == 403
    with SyncMailboxClient(url, token) as admin:
        admin.revoke_token(user.id, made.token.id)
        admin.delete_account(account_id)
        assert admin.list_accounts().items == []
    with SyncMailboxClient(url, secret) as desktop, pytest.raises(ApiError) as gone:
        desktop.get_me()
    assert gone.value.status == 401
    assert PASSWORD.encode() not in (data / "mailbox.db").read_bytes()
