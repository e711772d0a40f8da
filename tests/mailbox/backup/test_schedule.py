"""Scheduled backups: one step at a time with an injected clock (no waiting), and inside a
real ``serve``, where a failing backup is logged and the service goes on."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path

import httpx
import pytest

from mailsocket_mcp.mailbox.domain import backups
from mailsocket_mcp.mailbox.domain.backup_schedule import BackupSchedule, backup_name
from mailsocket_mcp.mailbox.domain.mailbox import Mailbox, open_mailbox
from mailsocket_mcp.mailbox.settings import MailboxSettings, SettingsError
from tests.mailbox.conftest import Process, settings_for

START = datetime(2026, 12, 1, 3, 0, tzinfo=timezone.utc)


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def mailbox(tmp_path: Path) -> Iterator[Mailbox]:
    opened = open_mailbox(settings_for(tmp_path / "data"), migrate=True, initialise=True)
    yield opened
    opened.close()


def test_a_backup_is_made_each_interval_and_only_the_newest_are_kept(
    mailbox: Mailbox, tmp_path: Path
) -> None:
    folder = tmp_path / "backups"
    clock = Clock()
    schedule = BackupSchedule(mailbox, folder, every=timedelta(hours=6), keep=2, clock=clock)
    folder.mkdir()
    (folder / "notes.txt").write_text("not a backup")
    (folder / "mailbox-yesterday.mbxbackup").write_text("not ours either")

    first = schedule.step()
    assert first == folder / backup_name(START)
    clock.now += timedelta(hours=5)
    assert schedule.step() is None, "not due before the interval"
    assert schedule.seconds_until_due() == 3600
    for _ in range(3):
        clock.now += timedelta(hours=6)
        assert schedule.step() is not None

    kept = sorted(path.name for path in folder.iterdir())
    newest = [backup_name(START + timedelta(hours=h)) for h in (17, 23)]
    assert kept == sorted(["notes.txt", "mailbox-yesterday.mbxbackup", *newest])
    key = backups.backup_key(mailbox.settings, None)
    opened = backups.verify_backup(folder / newest[-1], key)
    assert opened.created_at == (START + timedelta(hours=23)).isoformat()


def test_a_restarted_service_backs_up_when_the_newest_backup_is_an_interval_old(
    mailbox: Mailbox, tmp_path: Path
) -> None:
    folder = tmp_path / "backups"
    clock = Clock()
    BackupSchedule(mailbox, folder, every=timedelta(hours=24), keep=3, clock=clock).step()
    clock.now += timedelta(hours=23)
    again = BackupSchedule(mailbox, folder, every=timedelta(hours=24), keep=3, clock=clock)
    assert again.seconds_until_due() == 3600
    assert again.step() is None


def test_backup_settings_are_checked() -> None:
    with pytest.raises(SettingsError, match="MAILBOX_BACKUP_HOURS"):
        MailboxSettings.from_env({"MAILBOX_BACKUP_HOURS": "0"})
    with pytest.raises(SettingsError, match="MAILBOX_BACKUP_HOURS"):
        MailboxSettings.from_env({"MAILBOX_BACKUP_HOURS": "soon"})
    with pytest.raises(SettingsError, match="pg_dump"):
        MailboxSettings.from_env({"MAILBOX_BACKUP_DIR": "/b", "MAILBOX_DB": "postgresql://u@h/db"})
    settings = MailboxSettings.from_env({"MAILBOX_BACKUP_DIR": "/b", "MAILBOX_BACKUP_KEEP": "3"})
    assert (settings.backup_dir, settings.backup_hours, settings.backup_keep) == (
        Path("/b"),
        24.0,
        3,
    )
    assert MailboxSettings.from_env({}).backup_dir is None


def test_serve_backs_up_at_start_and_a_failure_is_logged_not_fatal(tmp_path: Path) -> None:
    folder = tmp_path / "backups"
    data = tmp_path / "data"
    good = Process(
        "serve",
        "--port",
        "0",
        "--data",
        str(data),
        env={"MAILBOX_SYNC": "off", "MAILBOX_BACKUP_DIR": str(folder), "MAILBOX_BACKUP_KEEP": "2"},
        merge_stderr=True,
    )
    try:
        good.wait_for(r"backup written: " + str(folder) + r"/mailbox-\d{8}T\d{6}Z\.mbxbackup")
    finally:
        good.stop()
    blocked = tmp_path / "a-file"
    blocked.write_text("a file where the folder should be")
    bad = Process(
        "serve",
        "--port",
        "0",
        "--data",
        str(data),
        env={"MAILBOX_SYNC": "off", "MAILBOX_BACKUP_DIR": str(blocked / "sub")},
        merge_stderr=True,
    )
    try:
        url = bad.wait_for(r"mailbox API on (http://\S+)/").group(1)
        bad.wait_for(r"backup into .* failed; trying again in 1 day")
        assert httpx.get(f"{url}/health", timeout=10).json()["status"] == "ok"
    finally:
        bad.stop()
