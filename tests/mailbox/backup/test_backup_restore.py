"""``mailsocket-mailbox backup`` / ``backup verify`` / ``restore`` through the real console
script, against a real ``serve`` on the same data folder."""

from __future__ import annotations

import re
import shutil
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from alembic import command
from sqlalchemy import insert

from mailsocket_mcp.mailbox.data.database import Database, alembic_config
from mailsocket_mcp.mailbox.data.models import FolderRow, MessageRow
from mailsocket_mcp.mailbox.data.vault import MasterKey
from tests.mailbox.conftest import Process, run_cli
from tests.mailbox.helpers import account_body
from tests.support.dovecot import Dovecot
from tests.support.index_rows import message_row

ENV = {"MAILBOX_SYNC": "off"}
OLDER = "0010_search"
MAX_WRITES = 190  # the restored users fit one page of the list


@dataclass
class Made:
    data: Path
    token: str
    recovery: str

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}


def _create_admin(data: Path) -> Made:
    made = run_cli("create-admin", "--data", str(data), env=ENV)
    assert made.returncode == 0, made.stderr
    token = re.search(r"API token \(shown this once\): (\S+)", made.stdout)
    recovery = re.search(r"recovery key .*:\n\s+(\S+)", made.stdout)
    assert token, made.stdout
    assert recovery, made.stdout
    return Made(data=data, token=token[1], recovery=recovery[1])


def _backup(data: Path, path: Path) -> None:
    result = run_cli("backup", str(path), "--data", str(data), env=ENV)
    assert result.returncode == 0, result.stderr
    assert "backup written to" in result.stdout


@contextmanager
def _serving(data: Path, **env: str) -> Iterator[tuple[Process, httpx.Client]]:
    process = Process("serve", "--port", "0", "--data", str(data), env={**ENV, **env})
    try:
        url = process.wait_for(r"mailbox API on (http://\S+)/").group(1)
        with httpx.Client(base_url=url, timeout=30) as http:
            yield process, http
    finally:
        process.stop()


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory) -> tuple[Made, Path]:
    """One data folder with an admin, and a backup of it (tests copy, never change them)."""
    folder = tmp_path_factory.mktemp("original")
    made = _create_admin(folder / "data")
    path = folder / "mailbox.mbxbackup"
    _backup(made.data, path)
    return made, path


@pytest.fixture
def made(original: tuple[Made, Path], tmp_path: Path) -> Made:
    """The original data folder's key and token, on a copy of its folder."""
    copy = tmp_path / "data"
    shutil.copytree(original[0].data, copy)
    return Made(data=copy, token=original[0].token, recovery=original[0].recovery)


@pytest.fixture
def backup(original: tuple[Made, Path], tmp_path: Path) -> Path:
    copy = tmp_path / "mailbox.mbxbackup"
    shutil.copy2(original[1], copy)
    return copy


def _add_index(data: Path, account_id: str) -> list[str]:
    """Two indexed messages in a new inbox of ``account_id``, written beside the service."""
    db = Database(f"sqlite:///{data / 'mailbox.db'}")
    try:
        with db.session() as session:
            session.execute(
                insert(FolderRow.__table__),
                [{"id": "fld_inbox", "account_id": account_id, "name": "INBOX", "role": "inbox"}],
            )
            rows = [message_row(n, account_id=account_id, subject=f"Invoice {n}") for n in (1, 2)]
            session.execute(insert(MessageRow.__table__), rows)
    finally:
        db.dispose()
    return [row["id"] for row in rows]


def test_a_backup_made_while_the_service_writes_restores_into_an_empty_folder_and_serves_the_same(
    tmp_path: Path, dovecot: Dovecot
) -> None:
    """Users, the account (its sealed password still logs in), the mail index and the token
    come back; users made while the backup ran are there up to one moment, none half."""
    made = _create_admin(tmp_path / "data")
    written: list[str] = []
    stop = threading.Event()
    with _serving(made.data) as (_, http):
        answer = http.post("/v1/accounts", json=account_body(dovecot), headers=made.headers)
        assert answer.status_code == 201, answer.text
        account_id = answer.json()["id"]
        message_ids = _add_index(made.data, account_id)

        def write() -> None:
            while not stop.is_set() and len(written) < MAX_WRITES:
                name = f"user{len(written)}"
                made_user = http.post(
                    "/v1/users", json={"name": name, "service": []}, headers=made.headers
                )
                assert made_user.status_code == 201, made_user.text
                written.append(name)

        writer = threading.Thread(target=write)
        writer.start()
        try:
            while len(written) < 3:  # the writer is going
                threading.Event().wait(0.01)
            before = len(written)
            _backup(made.data, tmp_path / "b.mbxbackup")
            during = len(written) - before
        finally:
            stop.set()
            writer.join(timeout=30)
    assert during > 0, "no write ran while the backup was made"

    fresh = tmp_path / "empty" / "data"
    restored = run_cli(
        "restore",
        str(tmp_path / "b.mbxbackup"),
        "--data",
        str(fresh),
        "--recovery-key",
        stdin=made.recovery + "\n",
        env=ENV,
    )
    assert restored.returncode == 0, restored.stderr
    assert f"master key written to {fresh / 'master.key'}" in restored.stdout
    assert (fresh / "master.key").stat().st_mode & 0o777 == 0o600

    with _serving(fresh) as (_, http):
        assert http.get("/health").json() == {"status": "ok", "vault": "open"}
        users = http.get("/v1/users", params={"limit": 200}, headers=made.headers).json()
        kept = {user["name"] for user in users["items"] if user["name"].startswith("user")}
        assert kept == set(written[: len(kept)]), "the restored users are not one moment's"
        assert len(kept) >= before
        accounts = http.get("/v1/accounts", headers=made.headers).json()["items"]
        assert [account["id"] for account in accounts] == [account_id]
        listed = http.get(
            f"/v1/accounts/{account_id}/messages", params={"folder": "inbox"}, headers=made.headers
        )
        assert listed.status_code == 200, listed.text
        assert sorted(m["id"] for m in listed.json()["items"]) == sorted(message_ids)
        verified = http.post(f"/v1/accounts/{account_id}/verify", headers=made.headers)
        assert verified.status_code == 200, verified.text


def test_verify_tells_what_a_backup_holds(made: Made, backup: Path) -> None:
    checked = run_cli("backup", "verify", str(backup), "--data", str(made.data), env=ENV)
    assert checked.returncode == 0, checked.stderr
    assert "intact" in checked.stdout
    assert "schema revision 0" in checked.stdout
    assert "users 1, tokens 1, accounts 0" in checked.stdout
    assert backup.stat().st_mode & 0o777 == 0o600


def test_the_recovery_key_opens_a_backup_without_the_key_file(
    made: Made, backup: Path, tmp_path: Path
) -> None:
    checked = run_cli(
        "backup",
        "verify",
        str(backup),
        "--data",
        str(tmp_path / "elsewhere"),
        "--recovery-key",
        stdin=made.recovery + "\n",
        env=ENV,
    )
    assert checked.returncode == 0, checked.stderr
    assert "intact" in checked.stdout


def test_a_changed_backup_is_refused_and_restores_nothing(
    made: Made, backup: Path, tmp_path: Path
) -> None:
    """Other damage (cut, header, extra bytes, chunks moved) is in test_backup_file.py."""
    said = "changed or damaged"
    raw = bytearray(backup.read_bytes())
    raw[len(raw) // 2] ^= 0x01
    backup.write_bytes(bytes(raw))
    checked = run_cli("backup", "verify", str(backup), "--data", str(made.data), env=ENV)
    assert checked.returncode == 2
    assert said in checked.stderr
    fresh = tmp_path / "fresh"
    (fresh).mkdir()
    (fresh / "master.key").write_bytes((made.data / "master.key").read_bytes())
    restored = run_cli("restore", str(backup), "--data", str(fresh), env=ENV)
    assert restored.returncode == 2
    assert said in restored.stderr
    assert not (fresh / "mailbox.db").exists()


def test_a_wrong_key_is_refused_naming_the_keys(made: Made, backup: Path) -> None:
    other = MasterKey.generate()
    checked = run_cli(
        "backup",
        "verify",
        str(backup),
        "--data",
        str(made.data),
        env={**ENV, "MAILBOX_MASTER_KEY": other.file_text().strip()},
    )
    assert checked.returncode == 2
    assert f"(id {other.key_id}) is not the one this backup was sealed with" in checked.stderr
    mistyped = run_cli(
        "backup",
        "verify",
        str(backup),
        "--recovery-key",
        # The first letter: the last one also carries base32's unused bits.
        stdin=("B" if made.recovery[0] == "A" else "A") + made.recovery[1:],
        env=ENV,
    )
    assert mistyped.returncode == 2
    assert "checksum" in mistyped.stderr


def test_restore_refuses_while_a_service_runs_on_the_folder(made: Made, backup: Path) -> None:
    with _serving(made.data):
        refused = run_cli("restore", str(backup), "--data", str(made.data), "--force", env=ENV)
        assert refused.returncode == 2
        assert "is using" in refused.stderr
        assert "stop it first" in refused.stderr
    allowed = run_cli("restore", str(backup), "--data", str(made.data), "--force", env=ENV)
    assert allowed.returncode == 0, allowed.stderr


def test_restore_refuses_to_replace_a_database_without_force(made: Made, backup: Path) -> None:
    refused = run_cli("restore", str(backup), "--data", str(made.data), env=ENV)
    assert refused.returncode == 2
    assert "exists" in refused.stderr
    assert "--force" in refused.stderr


def test_restore_refuses_a_key_file_of_another_key_without_force(
    made: Made, backup: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "other"
    folder.mkdir()
    (folder / "master.key").write_text(MasterKey.generate().file_text())
    refused = run_cli(
        "restore",
        str(backup),
        "--data",
        str(folder),
        "--recovery-key",
        stdin=made.recovery,
        env=ENV,
    )
    assert refused.returncode == 2
    assert "holds another master key" in refused.stderr
    assert "--force" in refused.stderr
    assert not (folder / "mailbox.db").exists()
    replaced = run_cli(
        "restore",
        str(backup),
        "--data",
        str(folder),
        "--force",
        "--recovery-key",
        stdin=made.recovery,
        env=ENV,
    )
    assert replaced.returncode == 0, replaced.stderr
    assert "master key written" in replaced.stdout
    assert (folder / "master.key").read_text() == (made.data / "master.key").read_text()


def test_an_older_backup_is_migrated_to_the_newest_schema_on_restore(
    made: Made, tmp_path: Path
) -> None:
    db = Database(f"sqlite:///{made.data / 'mailbox.db'}")
    try:
        with db.engine.begin() as connection:
            config = alembic_config()
            config.attributes["connection"] = connection
            command.downgrade(config, OLDER)
        assert db.revision() == OLDER
    finally:
        db.dispose()
    path = tmp_path / "old.mbxbackup"
    _backup(made.data, path)
    fresh = tmp_path / "fresh"
    restored = run_cli(
        "restore", str(path), "--data", str(fresh), "--recovery-key", stdin=made.recovery, env=ENV
    )
    assert restored.returncode == 0, restored.stderr
    assert f"(schema revision {OLDER})" in restored.stdout
    assert "database migrated to revision" in restored.stdout
    db = Database(f"sqlite:///{fresh / 'mailbox.db'}")
    try:
        assert db.is_current()
    finally:
        db.dispose()
    with _serving(fresh) as (_, http):
        assert http.get("/v1/me", headers=made.headers).status_code == 200


def test_postgresql_is_refused_with_a_pointer_to_its_own_tools(tmp_path: Path) -> None:
    refused = run_cli(
        "backup", str(tmp_path / "b"), "--db", "postgresql://u@127.0.0.1:1/x", env=ENV
    )
    assert refused.returncode == 2
    assert "pg_dump" in refused.stderr
