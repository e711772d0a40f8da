"""The admin page (``/ui``) of a real service under uvicorn on 127.0.0.1, and Debian's
Chromium driven by Playwright (``tests/support/browser.py``).

``ui`` is a running service with its first admin (``ui.admin``, a one-time password as
``create-admin`` leaves it); ``ui.user(...)`` makes another user whose password is ready;
``signed_in_page(name, password)`` (from the ``signed_in`` fixture) opens a browser tab
signed in as that user. Nothing needs Dovecot: the pages here hold no mail account.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

import httpx
import pytest
import uvicorn
from playwright.sync_api import Browser, ConsoleMessage, Page, sync_playwright

from mailsocket_mcp.mailbox.domain import second_factor, sign_in, totp, users
from mailsocket_mcp.mailbox.domain.admins import HOST_RIGHTS, NewAdmin, create_admin
from mailsocket_mcp.mailbox.domain.audit import HOST
from mailsocket_mcp.mailbox.domain.mailbox import Mailbox, open_mailbox
from mailsocket_mcp.mailbox.settings import MailboxSettings
from mailsocket_mcp.mailbox.web.app import create_mailbox_app
from tests.support.browser import CHROMIUM, CHROMIUM_ARGS, in_ci, missing_tool_reason
from tests.support.uvicorn_thread import serving_uvicorn

LOAD_SECONDS = 10.0
PASSWORD = "correct horse battery"  # a ready user's password (at least 12 characters)


def require(reason: str | None) -> None:
    """Skip for a missing tool, or fail under CI, where ``.ci/run`` must have installed it."""
    if reason is None:
        return
    if in_ci():
        pytest.fail(reason)
    pytest.skip(reason)


@dataclass
class UiService:
    """A running service: its mailbox (for setting up users), its URL, the first admin."""

    mailbox: Mailbox
    url: str
    admin: NewAdmin
    secrets: dict[str, str] = field(default_factory=dict)  # user name -> TOTP secret

    def user(
        self,
        name: str,
        *,
        service: list[str] | None = None,
        password: str = PASSWORD,
        ui_sign_in: bool = True,
    ) -> str:
        """A user with these service rights whose password is ``password`` (nothing to change
        at sign-in); answers its id."""
        with self.mailbox.db.session() as session:
            change = users.UserChange(name=name, service=service or [], ui_sign_in=ui_sign_in)
            row = users.create_user(session, HOST, HOST_RIGHTS, change)
            if ui_sign_in:
                first = "one-time password!"
                users.set_password(session, HOST, HOST_RIGHTS, row.id, first)
                sign_in.change_password(session, row.id, first, password)
            return row.id

    def add_totp(self, user_id: str, name: str = "phone") -> tuple[str, list[str]]:
        """Enrol and confirm an authenticator app for the user (as the account page does);
        answers its secret and the recovery codes."""
        with self.mailbox.db.session() as session:
            enrolment = second_factor.enrol_totp(session, self.mailbox.vault, user_id, name)
            confirmed = second_factor.confirm_totp(
                session,
                self.mailbox.vault,
                HOST,
                user_id,
                enrolment.device_id,
                code_now(enrolment.secret, step_offset=-1),
            )
        return enrolment.secret, confirmed.recovery_codes

    def client(self) -> httpx.Client:
        return httpx.Client(base_url=self.url, follow_redirects=False, timeout=LOAD_SECONDS)


def code_now(secret: str, *, step_offset: int = 0) -> str:
    """The code an authenticator app shows now for ``secret`` (the project's own TOTP)."""
    step = totp.step_of(datetime.now(timezone.utc)) + step_offset
    return totp.hotp(totp.secret_bytes(secret), step)


@pytest.fixture
def ui(tmp_path: Path) -> Iterator[UiService]:
    settings = MailboxSettings.from_env(
        {"MAILBOX_DATA": str(tmp_path / "data"), "MAILBOX_SYNC": "off"}
    )
    mailbox = open_mailbox(settings, migrate=True, initialise=True)
    with mailbox.db.session() as session:
        admin = create_admin(session, "admin")
    config = uvicorn.Config(
        create_mailbox_app(mailbox), log_level="warning", access_log=False, lifespan="on"
    )
    config.timeout_graceful_shutdown = 2
    try:
        with serving_uvicorn(
            lambda port: config, what="the mailbox service", seconds=LOAD_SECONDS
        ) as port:
            yield UiService(mailbox=mailbox, url=f"http://127.0.0.1:{port}", admin=admin)
    finally:
        mailbox.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """Chromium, headless and offline, once per test module (each test gets a fresh context)."""
    require(missing_tool_reason(CHROMIUM, "apt-get install chromium (bash .ci/run does)"))
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS)
        )
        yield launched
        launched.close()


@dataclass
class Tabs:
    """Opens browser tabs on the service; records console errors (a CSP refusal is one)."""

    browser: Browser
    ui: UiService
    problems: list[str] = field(default_factory=list)
    _contexts: list[object] = field(default_factory=list)

    def new(self) -> Page:
        context = self.browser.new_context(viewport={"width": 1280, "height": 860})
        self._contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(LOAD_SECONDS * 1000)
        page.on("console", self._console)
        page.on("pageerror", lambda e: self.problems.append(str(e)))
        return page

    def _console(self, message: ConsoleMessage) -> None:
        # A refusal's status (401, 403, 429) is the page's answer, not a fault of the page.
        if message.type in ("error", "warning") and "Failed to load resource" not in message.text:
            self.problems.append(message.text)

    def sign_in(self, name: str, password: str = PASSWORD, code: str = "") -> Page:
        """A tab signed in as ``name`` through the sign-in form, on the page it lands on."""
        page = self.new()
        page.goto(f"{self.ui.url}/ui/sign-in")
        fill_sign_in(page, name, password, code)
        page.wait_for_load_state()
        return page

    def close(self) -> None:
        for context in self._contexts:
            context.close()  # type: ignore[attr-defined]


def fill_sign_in(page: Page, name: str, password: str, code: str = "") -> None:
    page.get_by_label("Name").fill(name)
    page.get_by_label("Password").fill(password)
    if code:
        page.get_by_label("Code").fill(code)
    page.get_by_role("button", name="Sign in").click()


@pytest.fixture
def tabs(browser: Browser, ui: UiService) -> Iterator[Tabs]:
    opened = Tabs(browser, ui)
    try:
        yield opened
    finally:
        opened.close()
