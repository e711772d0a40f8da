"""Credentials sealed at rest: never in an answer, a log or a database byte; a wrong master key
locks the vault (503 vault_locked), never crashes; rotation and recovery keep them readable."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from mailsocket_mcp.mailbox.data.models import AccountRow, CredentialRow
from mailsocket_mcp.mailbox.data.vault import MasterKey, VaultState
from mailsocket_mcp.mailbox.domain.mailbox import open_mailbox
from mailsocket_mcp.mailbox.web.app import create_mailbox_app
from tests.mailbox.conftest import Service, run_cli, settings_for
from tests.mailbox.helpers import PASSWORD, account_body, connect
from tests.support.dovecot import Dovecot


def _opened_password(folder: Path, **env: str) -> str:
    mailbox = open_mailbox(settings_for(folder, **env), migrate=False, initialise=False)
    try:
        with mailbox.db.session() as session:
            account = session.scalars(select(AccountRow)).one()
            row = session.scalars(select(CredentialRow)).one()
            return mailbox.vault.open_credential(account, row)
    finally:
        mailbox.close()


def test_the_password_is_in_no_answer_log_or_database_byte(
    service: Service, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    created = service.http.post(
        "/v1/accounts", json=account_body(service.dovecot), headers=service.admin_headers
    )
    account = created.json()["id"]
    answers = [
        created.text,
        service.http.get(f"/v1/accounts/{account}", headers=service.admin_headers).text,
        service.http.get("/v1/accounts", headers=service.admin_headers).text,
        service.http.get("/v1/audit", headers=service.admin_headers).text,
        service.http.patch(  # another login on the same server, with its own password
            f"/v1/accounts/{account}",
            json={
                "settings": {"username": service.dovecot.new_user("two", PASSWORD + "2").address},
                "credentials": {"password": PASSWORD + "2"},
            },
            headers=service.admin_headers,
        ).text,
    ]
    assert created.json()["credentials"][0]["field"] == "password"
    folder = service.mailbox.settings.data_dir
    stored = b"".join(p.read_bytes() for p in folder.iterdir() if p.is_file())
    for text in [*answers, caplog.text]:
        assert PASSWORD not in text
    assert PASSWORD.encode() not in stored
    assert _opened_password(folder) == PASSWORD + "2"


def test_a_validation_error_does_not_echo_the_password(service: Service) -> None:
    body = account_body(service.dovecot)
    body["unknown"] = 1
    answer = service.http.post("/v1/accounts", json=body, headers=service.admin_headers)
    assert answer.status_code == 422
    assert PASSWORD not in answer.text


def test_a_wrong_master_key_locks_the_vault_and_the_service_still_answers(
    service: Service, tmp_path: Path
) -> None:
    connect(service)
    folder = service.mailbox.settings.data_dir
    (folder / "master.key").write_text(MasterKey.generate().file_text())
    locked = open_mailbox(settings_for(folder), migrate=True, initialise=True)
    try:
        assert locked.vault.state is VaultState.LOCKED
        assert "wrong key" in locked.vault.why
        with TestClient(create_mailbox_app(locked)) as http:
            assert http.get("/health").json()["vault"] == "locked"
            assert http.get("/v1/me", headers=service.admin_headers).status_code == 200
            refused = http.post(
                "/v1/accounts",
                json=account_body(service.dovecot, "x@example.org"),
                headers=service.admin_headers,
            )
            assert refused.status_code == 503
            assert refused.json()["error"]["code"] == "vault_locked"
            assert "does not open" in refused.json()["error"]["message"]
    finally:
        locked.close()


def test_keys_rotate_rewraps_and_import_recovery_restores(tmp_path: Path, dovecot: Dovecot) -> None:
    folder = tmp_path / "data"
    made = run_cli("keys", "init", "--data", str(folder))
    assert made.returncode == 0, made.stderr
    recovery = made.stdout.strip().splitlines()[-1].strip()
    assert (folder / "master.key").stat().st_mode & 0o777 == 0o600
    again = run_cli("keys", "init", "--data", str(folder))
    assert again.returncode == 2
    assert "already" in again.stderr
    mailbox = open_mailbox(settings_for(folder), migrate=False, initialise=False)
    with TestClient(create_mailbox_app(mailbox)) as http, mailbox.db.session() as session:
        from mailsocket_mcp.mailbox.domain.admins import create_admin

        admin = create_admin(session, "admin")
        session.commit()
        http.post(
            "/v1/accounts",
            json=account_body(dovecot),
            headers={"Authorization": f"Bearer {admin.token}"},
        ).raise_for_status()
    mailbox.close()
    rotated = run_cli("keys", "rotate", "--data", str(folder))
    assert rotated.returncode == 0, rotated.stderr
    new_recovery = rotated.stdout.strip().splitlines()[-1].strip()
    assert new_recovery != recovery
    assert _opened_password(folder) == PASSWORD
    # The key file lost: the old recovery key no longer opens, the new one restores it.
    (folder / "master.key").unlink()
    old = run_cli("keys", "import-recovery", "--data", str(folder), stdin=recovery)
    assert old.returncode == 2
    assert "does not open" in old.stderr
    mistyped = ("B" if new_recovery[0] == "A" else "A") + new_recovery[1:]
    typo = run_cli("keys", "import-recovery", "--data", str(folder), stdin=mistyped)
    assert typo.returncode == 2
    assert "checksum" in typo.stderr or "base32" in typo.stderr
    restored = run_cli("keys", "import-recovery", "--data", str(folder), stdin=new_recovery)
    assert restored.returncode == 0, restored.stderr
    assert _opened_password(folder) == PASSWORD


def test_the_master_key_can_come_from_the_environment(tmp_path: Path) -> None:
    key = MasterKey.generate()
    env = {"MAILBOX_MASTER_KEY": key.recovery_text()}
    made = run_cli("keys", "init", "--data", str(tmp_path), env=env)
    assert made.returncode == 0
    assert "MAILBOX_MASTER_KEY" in made.stdout
    assert not (tmp_path / "master.key").exists()
    rotate = run_cli("keys", "rotate", "--data", str(tmp_path), env=env)
    assert rotate.returncode == 2
    assert "MAILBOX_MASTER_KEY" in rotate.stderr
    missing = open_mailbox(settings_for(tmp_path), migrate=False, initialise=False)
    assert missing.vault.state is VaultState.LOCKED
    assert "missing" in missing.vault.why
    missing.close()
    garbled = open_mailbox(
        settings_for(tmp_path, MAILBOX_MASTER_KEY="short"), migrate=False, initialise=False
    )
    assert garbled.vault.state is VaultState.LOCKED
    assert "MAILBOX_MASTER_KEY" in garbled.vault.why
    garbled.close()
