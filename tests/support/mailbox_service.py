"""Our mailbox service over real HTTP on a free loopback port (uvicorn on a thread), with a real
Dovecot behind it: accounts of fixture users, mail delivered over LMTP and synced once, and
users whose grants differ, each with an ``mbx_`` token.

For the MCP side (the mailbox toolset, benethos-mailbox-mcp): it needs a URL a subprocess
can reach, hence uvicorn rather than an ASGI transport.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anyio
import httpx
import uvicorn

from mailsocket_mcp.mailbox.domain.admins import create_admin
from mailsocket_mcp.mailbox.domain.connection import imap_access
from mailsocket_mcp.mailbox.domain.mailbox import Mailbox, open_mailbox
from mailsocket_mcp.mailbox.domain.sync import sync_pass
from mailsocket_mcp.mailbox.settings import MailboxSettings
from mailsocket_mcp.mailbox.web.app import create_mailbox_app
from tests.support.dovecot import Dovecot, MailUser, deliver
from tests.support.uvicorn_thread import serving_uvicorn

__all__ = ["MailboxService", "running_mailbox_service"]

START_SECONDS = 20.0


@dataclass
class MailboxService:
    """The running service: its URL, an admin client, and what tests made on it."""

    url: str
    mailbox: Mailbox
    admin: httpx.Client
    dovecot: Dovecot
    accounts: dict[str, str] = field(default_factory=dict)  # name -> account id
    users: dict[str, MailUser] = field(default_factory=dict)  # account name -> its mail user

    def connect(self, name: str) -> str:
        """A new account ``name`` on a fresh Dovecot user; returns its id."""
        user = self.dovecot.new_user(name)
        answer = self.admin.post("/v1/accounts", json=self.dovecot.imap_account(user))
        assert answer.status_code == 201, answer.text
        account_id: str = answer.json()["id"]
        self.accounts[name] = account_id
        self.users[name] = user
        return account_id

    def deliver(self, name: str, raw: bytes) -> None:
        """Hand ``raw`` to account ``name``'s mailbox over LMTP."""
        deliver(self.dovecot, [self.users[name].address], raw)

    def sync(self, name: str) -> None:
        """One sync pass of account ``name`` (the service runs without sync workers)."""
        account_id = self.accounts[name]

        async def run() -> None:
            with self.mailbox.db.session() as session:
                access = imap_access(session, self.mailbox, account_id)
            async with self.mailbox.connector.imap(access.settings, access.secrets) as provider:
                await sync_pass(self.mailbox.db, provider, account_id)

        anyio.run(run)

    def token(self, user: str, grants: Sequence[dict[str, Any]]) -> str:
        """A new user ``user`` with ``grants`` (account names or ids), and a token of it."""
        resolved = [
            {**grant, "accounts": [self.accounts.get(a, a) for a in grant["accounts"]]}
            for grant in grants
        ]
        made = self.admin.post("/v1/users", json={"name": user, "grants": resolved})
        assert made.status_code == 201, made.text
        issued = self.admin.post(f"/v1/users/{made.json()['id']}/tokens", json={"name": "t"})
        assert issued.status_code == 201, issued.text
        token: str = issued.json()["token"]
        return token


@contextmanager
def running_mailbox_service(folder: Path, dovecot: Dovecot) -> Iterator[MailboxService]:
    """The service on data in ``folder``, served on 127.0.0.1 until the block ends."""
    settings = MailboxSettings.from_env({"MAILBOX_DATA": str(folder), "MAILBOX_SYNC": "off"})
    mailbox = open_mailbox(settings, migrate=True, initialise=True)
    with mailbox.db.session() as session:
        admin = create_admin(session, "admin")
    config = uvicorn.Config(create_mailbox_app(mailbox), log_level="warning", loop="asyncio")
    try:
        with serving_uvicorn(
            lambda port: config, what="the mailbox service", seconds=START_SECONDS
        ) as port:
            url = f"http://127.0.0.1:{port}"
            with httpx.Client(
                base_url=url, headers={"Authorization": f"Bearer {admin.token}"}, timeout=30
            ) as client:
                yield MailboxService(url=url, mailbox=mailbox, admin=client, dovecot=dovecot)
    finally:
        mailbox.close()
