"""The mailbox service in process (FastAPI's TestClient over the real app) and as a process."""

from __future__ import annotations

import gc
import os
import queue
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from mailsocket_mcp.mailbox.domain.admins import NewAdmin, create_admin
from mailsocket_mcp.mailbox.domain.mailbox import Mailbox, open_mailbox
from mailsocket_mcp.mailbox.settings import MailboxSettings
from mailsocket_mcp.mailbox.web.app import create_mailbox_app
from tests.support import postgres
from tests.support.dovecot import Dovecot
from tests.support.mailservers import dovecot, mail_user, other_user, relay

__all__ = ["dovecot", "mail_user", "other_user", "relay"]

SCRIPT = str(Path(sys.executable).with_name("mailsocket-mailbox"))
LINE_SECONDS = 30.0


@pytest.fixture(autouse=True)
def _collect_garbage() -> Iterator[None]:
    """A socket a test left unclosed is found at its own teardown (the unraisable warning is
    an error), not later in whichever test the collector happens to run in."""
    yield
    gc.collect()


def settings_for(folder: Path, **env: str) -> MailboxSettings:
    """Settings on ``folder``; no sync workers in the background (a test starts its own)."""
    return MailboxSettings.from_env({"MAILBOX_DATA": str(folder), "MAILBOX_SYNC": "off", **env})


@dataclass
class Service:
    """One in-process service: its mailbox, an HTTP client, the first admin, and the Dovecot
    its accounts log in to."""

    mailbox: Mailbox
    http: TestClient
    admin: NewAdmin
    dovecot: Dovecot

    def as_(self, token: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {token}"}

    @property
    def admin_headers(self) -> dict[str, str]:
        return self.as_(self.admin.token)


@pytest.fixture
def service(tmp_path: Path, dovecot: Dovecot) -> Iterator[Service]:
    mailbox = open_mailbox(settings_for(tmp_path / "data"), migrate=True, initialise=True)
    with mailbox.db.session() as session:
        admin = create_admin(session, "admin")
    with TestClient(create_mailbox_app(mailbox), raise_server_exceptions=False) as http:
        yield Service(mailbox=mailbox, http=http, admin=admin, dovecot=dovecot)
    mailbox.close()


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    if not postgres.available():
        pytest.skip("Debian's postgresql is not installed (.ci/run installs it)")
    # Not under pytest's temp folder: that one is root's alone, and the server runs as postgres.
    folder = Path(tempfile.mkdtemp(prefix="mailbox-postgres-"))
    try:
        with postgres.running_postgres(folder) as url:
            yield url
    finally:
        shutil.rmtree(folder, ignore_errors=True)


class Process:
    """A console script with its stdout read line by line on a thread (bounded waits)."""

    def __init__(
        self, *args: str, env: dict[str, str] | None = None, merge_stderr: bool = False
    ) -> None:
        self.popen = subprocess.Popen(
            [SCRIPT, *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT if merge_stderr else subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            text=True,
            env={**os.environ, **(env or {})},
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.popen.stdout is not None
        for line in self.popen.stdout:
            self.lines.put(line)

    def wait_for(self, pattern: str) -> re.Match[str]:
        while True:
            try:
                line = self.lines.get(timeout=LINE_SECONDS)
            except queue.Empty:
                raise AssertionError(f"no line matching {pattern!r}; saw {self.seen}") from None
            self.seen.append(line)
            found = re.search(pattern, line)
            if found:
                return found

    def output(self) -> str:
        """Every line read so far (those ``wait_for`` passed over too)."""
        while not self.lines.empty():
            self.seen.append(self.lines.get_nowait())
        return "".join(self.seen)

    def stop(self) -> str:
        """SIGINT, wait, and answer stderr."""
        if self.popen.poll() is None:
            self.popen.send_signal(signal.SIGINT)
        _, err = self.popen.communicate(timeout=LINE_SECONDS)
        return err


def run_cli(
    *args: str, stdin: str = "", env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [SCRIPT, *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, **(env or {})},
        check=False,
    )
