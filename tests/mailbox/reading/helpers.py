"""The service in process over a real Dovecot: an httpx client on the ASGI app (no lifespan, so
no sync workers unless a test runs them), accounts of fixture users, and one sync pass."""

from __future__ import annotations

import email.utils
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import httpx
from fastapi import FastAPI

from mailsocket_mcp.mailbox.domain.admins import NewAdmin, create_admin
from mailsocket_mcp.mailbox.domain.connection import imap_access
from mailsocket_mcp.mailbox.domain.mailbox import Mailbox, open_mailbox
from mailsocket_mcp.mailbox.domain.sync import sync_pass
from mailsocket_mcp.mailbox.settings import MailboxSettings
from mailsocket_mcp.mailbox.web.app import create_mailbox_app
from tests.support.dovecot import Dovecot, MailUser


def letter(
    to: str,
    subject: str,
    *,
    sender: str = "Ann Lee <ann@shop.test>",
    body: str | None = None,
    html: str | None = None,
    attachment: bytes | None = None,
    message_id: str | None = None,
    in_reply_to: str | None = None,
) -> bytes:
    message = EmailMessage()
    message["From"] = sender
    message["To"] = to
    message["Subject"] = subject
    message["Date"] = email.utils.formatdate()
    message["Message-ID"] = message_id or email.utils.make_msgid(domain="shop.test")
    if in_reply_to:
        message["In-Reply-To"] = in_reply_to
    message.set_content(body or f"Body of {subject}\n")
    if html is not None:
        message.add_alternative(html, subtype="html")
    if attachment is not None:
        message.add_attachment(
            attachment, maintype="application", subtype="pdf", filename="invoice.pdf"
        )
    return message.as_bytes()


@dataclass
class Reader:
    mailbox: Mailbox
    app: FastAPI
    http: httpx.AsyncClient
    admin: NewAdmin
    dovecot: Dovecot

    @property
    def admin_headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.admin.token}"}

    async def get(self, path: str, headers: dict[str, str] | None = None, **params: Any) -> Any:
        answer = await self.http.get(path, params=params, headers=headers or self.admin_headers)
        assert answer.status_code == 200, answer.text
        return answer.json()

    async def connect(self, user: MailUser, password: str | None = None) -> str:
        body = self.dovecot.imap_account(user, password=password)
        answer = await self.http.post("/v1/accounts", json=body, headers=self.admin_headers)
        assert answer.status_code == 201, answer.text
        account_id: str = answer.json()["id"]
        return account_id

    async def sync(self, account_id: str) -> int:
        with self.mailbox.db.session() as session:
            access = imap_access(session, self.mailbox, account_id)
        async with self.mailbox.connector.imap(access.settings, access.secrets) as provider:
            return await sync_pass(self.mailbox.db, provider, account_id)

    async def user(self, name: str, grants: list[dict[str, Any]]) -> dict[str, str]:
        made = await self.http.post(
            "/v1/users", json={"name": name, "grants": grants}, headers=self.admin_headers
        )
        assert made.status_code == 201, made.text
        token = await self.http.post(
            f"/v1/users/{made.json()['id']}/tokens", json={"name": "t"}, headers=self.admin_headers
        )
        assert token.status_code == 201, token.text
        return {"Authorization": f"Bearer {token.json()['token']}"}


def settings_for(folder: Path, **env: str) -> MailboxSettings:
    return MailboxSettings.from_env({"MAILBOX_DATA": str(folder), "MAILBOX_SYNC": "off", **env})


@asynccontextmanager
async def running_reader(
    folder: Path, dovecot: Dovecot, admin: NewAdmin | None = None, **env: str
) -> AsyncIterator[Reader]:
    """A service on the data in ``folder`` (made on first use); ``admin`` of an earlier one;
    ``env``: more settings (``MAILBOX_DB=...``)."""
    mailbox = open_mailbox(settings_for(folder, **env), migrate=True, initialise=True)
    if admin is None:
        with mailbox.db.session() as session:
            admin = create_admin(session, "admin")
    app = create_mailbox_app(mailbox)
    transport = httpx.ASGITransport(app=app)
    try:
        async with httpx.AsyncClient(transport=transport, base_url="http://mailbox.test") as http:
            yield Reader(mailbox=mailbox, app=app, http=http, admin=admin, dovecot=dovecot)
    finally:
        mailbox.close()
