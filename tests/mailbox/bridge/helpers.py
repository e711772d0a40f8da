"""The service as a real server (uvicorn on a free port, its sync workers on) over the Dovecot
fixture, for clients that reach it over HTTP: the SDK, our inbox tools, raw HTTP."""

from __future__ import annotations

import smtplib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import httpx
import uvicorn

from mailsocket_mcp.mailbox.domain.admins import NewAdmin, create_admin
from mailsocket_mcp.mailbox.domain.inbox_bridge import InboxBridge
from mailsocket_mcp.mailbox.domain.mailbox import Mailbox, open_mailbox
from mailsocket_mcp.mailbox.settings import MailboxSettings
from mailsocket_mcp.mailbox.web.app import create_mailbox_app
from tests.support.dovecot import Dovecot, MailUser
from tests.support.relay import Relay
from tests.support.uvicorn_thread import serving_uvicorn

START_SECONDS = 15.0


@dataclass
class Served:
    """A running service: its URL, admin, an HTTP client, and its bridge (to see waits held)."""

    mailbox: Mailbox
    url: str
    admin: NewAdmin
    http: httpx.Client
    bridge: InboxBridge
    dovecot: Dovecot

    @property
    def api_url(self) -> str:
        return f"{self.url}/api/v1"

    def as_(self, token: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {token}"}

    @property
    def admin_headers(self) -> dict[str, str]:
        return self.as_(self.admin.token)

    def connect(self, user: MailUser) -> str:
        body = self.dovecot.imap_account(user)
        answer = self.http.post("/v1/accounts", json=body, headers=self.admin_headers)
        assert answer.status_code == 201, answer.text
        account_id: str = answer.json()["id"]
        return account_id

    def mark(self, account_id: str, source: dict[str, Any] | None) -> httpx.Response:
        return self.http.patch(
            f"/v1/accounts/{account_id}", json={"inbox_source": source}, headers=self.admin_headers
        )

    def user(self, name: str, grants: list[dict[str, Any]]) -> str:
        """A new user with ``grants``; answers a token of it."""
        made = self.http.post(
            "/v1/users", json={"name": name, "grants": grants}, headers=self.admin_headers
        )
        assert made.status_code == 201, made.text
        token = self.http.post(
            f"/v1/users/{made.json()['id']}/tokens", json={"name": "t"}, headers=self.admin_headers
        )
        assert token.status_code == 201, token.text
        secret: str = token.json()["token"]
        return secret

    def wait_until_waiting(self, count: int = 1) -> None:
        """Block until ``count`` long-polls are held by the bridge (bounded)."""
        assert self.bridge.services.slots.wait_until_pending(count, START_SECONDS)


def settings_for(folder: Path) -> MailboxSettings:
    return MailboxSettings.from_env(
        {"MAILBOX_DATA": str(folder), "MAILBOX_SYNC_POLL_SECONDS": "30"}
    )


@contextmanager
def serving(folder: Path, dovecot: Dovecot, admin: NewAdmin | None = None) -> Iterator[Served]:
    """The service on ``folder`` (made on first use) under uvicorn, until the block ends."""
    mailbox = open_mailbox(settings_for(folder), migrate=True, initialise=True)
    if admin is None:
        with mailbox.db.session() as session:
            admin = create_admin(session, "admin")
    app = create_mailbox_app(mailbox)
    config = uvicorn.Config(
        app, log_level="warning", access_log=False, lifespan="on", timeout_graceful_shutdown=2
    )
    try:
        with serving_uvicorn(
            lambda port: config, what="the mailbox service", seconds=START_SECONDS
        ) as port:
            url = f"http://127.0.0.1:{port}"
            with httpx.Client(base_url=url, timeout=30) as http:
                yield Served(mailbox, url, admin, http, app.state.inbox_bridge, dovecot)
    finally:
        mailbox.close()


def submit(relay: Relay, sender: MailUser, to: str, subject: str, body: str) -> None:
    """Send a mail through the submission relay (AUTH as ``sender``), as an app under test does."""
    mail = EmailMessage()
    mail["From"] = sender.address
    mail["To"] = to
    mail["Subject"] = subject
    mail.set_content(body)
    with smtplib.SMTP(relay.host, relay.port, timeout=10) as smtp:
        smtp.login(sender.address, sender.password)
        smtp.send_message(mail)
