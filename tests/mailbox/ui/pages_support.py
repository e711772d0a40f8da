"""Set-up for the mail areas of the admin page: users with grants, a signed-in TestClient
(a session started in the database, its cookie and its forms' CSRF token), an account on the
Dovecot and relay fixtures, and one sync pass."""

from __future__ import annotations

import re
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, TypeVar

import anyio
from fastapi.testclient import TestClient

from mailsocket_mcp.mailbox.domain import accounts, sign_in, ui_sessions, users
from mailsocket_mcp.mailbox.domain.admins import HOST_RIGHTS
from mailsocket_mcp.mailbox.domain.audit import HOST
from mailsocket_mcp.mailbox.domain.connection import imap_access
from mailsocket_mcp.mailbox.domain.mailbox import Mailbox
from mailsocket_mcp.mailbox.domain.rights import GrantSpec
from mailsocket_mcp.mailbox.domain.sync import sync_pass
from mailsocket_mcp.mailbox.web.ui.security import SESSION_COOKIE, csrf_token
from tests.support.dovecot import Dovecot, MailUser
from tests.support.relay import Relay

T = TypeVar("T")
PASSWORD = "correct horse battery"


def make_user(
    mailbox: Mailbox,
    name: str,
    *,
    service: list[str] | None = None,
    allow: list[str] | None = None,
    on: str = "*",
) -> str:
    """A user who signs in with ``PASSWORD`` (nothing to change), with ``service`` rights and
    a grant of ``allow`` on account ``on``; answers its id."""
    grants = [GrantSpec(accounts=(on,), allow=tuple(allow))] if allow else []
    with mailbox.db.session() as session:
        change = users.UserChange(name=name, service=service or [], grants=grants, ui_sign_in=True)
        row = users.create_user(session, HOST, HOST_RIGHTS, change)
        first = "one-time password!"
        users.set_password(session, HOST, HOST_RIGHTS, row.id, first)
        sign_in.change_password(session, row.id, first, PASSWORD)
        return row.id


@dataclass
class Browser:
    """A TestClient holding a session cookie, and the CSRF token its forms carry."""

    http: TestClient
    csrf: str

    def post(self, path: str, data: dict[str, Any] | None = None, **kwargs: Any) -> Any:
        return self.http.post(path, data={"csrf": self.csrf, **(data or {})}, **kwargs)


def signed_in(http: TestClient, mailbox: Mailbox, user_id: str) -> Browser:
    with mailbox.db.session() as session:
        _, secret = ui_sessions.start_session(session, user_id)
    http.cookies.set(SESSION_COOKIE, secret, path="/ui")
    return Browser(http, csrf_token(secret))


def account_body(dovecot: Dovecot, relay: Relay, user: MailUser) -> dict[str, Any]:
    return {
        "host": dovecot.host,
        "port": dovecot.imap_port,
        "security": "none",
        "smtp_host": relay.host,
        "smtp_port": relay.port,
        "smtp_security": "none",
    }


def _off_the_loop(work: Callable[[], T]) -> T:
    """``work`` on a thread of its own: Playwright's sync API keeps an event loop running in
    the test's thread, and the domain's blocking bridges start one of their own."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(work).result(timeout=30)


def connect(mailbox: Mailbox, dovecot: Dovecot, relay: Relay, user: MailUser) -> str:
    """An account of ``user`` stored as the host would (its servers verified)."""
    return _off_the_loop(lambda: _connect(mailbox, dovecot, relay, user))


def _connect(mailbox: Mailbox, dovecot: Dovecot, relay: Relay, user: MailUser) -> str:
    data = accounts.AccountInput(
        provider="imap",
        email=user.address,
        display_name=None,
        settings=account_body(dovecot, relay, user),
        credentials={"password": user.password},
    )
    with mailbox.db.session() as session:
        row, _ = accounts.create_account(
            session, mailbox.vault, mailbox.connector, HOST, HOST_RIGHTS, data
        )
        return row.id


def sync(mailbox: Mailbox, account_id: str) -> int:
    async def one_pass() -> int:
        with mailbox.db.session() as session:
            access = imap_access(session, mailbox, account_id)
        async with mailbox.connector.imap(access.settings, access.secrets) as provider:
            return await sync_pass(mailbox.db, provider, account_id)

    return _off_the_loop(lambda: anyio.run(one_pass))


def hidden(page: str, name: str) -> str:
    """The value of the page's hidden field ``name`` (the first)."""
    found = re.search(rf'name="{name}" value="([^"]*)"', page)
    assert found, f"no hidden field {name}"
    return found.group(1)
