"""The consent page in a real headless browser (Debian's chromium, driven by Playwright)."""

from __future__ import annotations

import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, sync_playwright

from tests.mcp.servers import GatewayHandle

from .support import DocumentServer, Pkce, Reply, authorize_params, document_server, register

CHROMIUM = Path("/usr/bin/chromium")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not CHROMIUM.exists(), reason="needs Debian's chromium (apt-get install chromium)"
    ),
]
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture
def callback() -> Iterator[DocumentServer]:
    """Where the browser lands after the consent: a page that records the request."""
    with document_server(None) as server:
        server.replies["*"] = Reply(200, b"{}")
        yield server


@pytest.fixture
def browser_page(tmp_path: Path) -> Iterator[Page]:
    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(tmp_path / "profile"),
            executable_path=str(CHROMIUM),
            headless=True,
            args=ARGS,
        )
        try:
            page = context.new_page()
            page.set_default_timeout(20_000)
            yield page
        finally:
            context.close()


def consent_url(gateway: GatewayHandle, callback: DocumentServer) -> str:
    redirect = callback.url("/callback")
    client_id = str(register(gateway.root_url, [redirect], client_name="Browser test")["client_id"])
    params = authorize_params(client_id, Pkce(), redirect_uri=redirect, state="browser-state")
    return f"{gateway.root_url}/authorize?{urllib.parse.urlencode(params)}"


def test_the_consent_page_renders_and_a_key_typed_by_keyboard_signs_in(
    gateway: GatewayHandle, callback: DocumentServer, browser_page: Page, key: str
) -> None:
    page = browser_page
    errors: list[str] = []
    page.on(
        "console", lambda message: errors.append(message.text) if message.type == "error" else None
    )
    page.goto(consent_url(gateway, callback))
    assert page.title() == "Connect mailsocket"
    heading = page.get_by_role("heading", level=1)
    assert heading.inner_text() == "Connect mailsocket"
    field = page.get_by_label("Your mailsocket API key")
    assert field.get_attribute("type") == "password"
    assert field.evaluate("element => element === document.activeElement")  # autofocus
    assert "Browser test" in page.inner_text("main")
    page.keyboard.type(key)
    page.keyboard.press("Tab")
    allow = page.get_by_role("button", name="Allow")
    assert allow.evaluate("element => element === document.activeElement")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    landed = urllib.parse.urlsplit(page.url)
    params = dict(urllib.parse.parse_qsl(landed.query))
    assert landed.path == "/callback"
    assert params["state"] == "browser-state"
    assert params["code"].startswith("msoac_")
    assert not [error for error in errors if "Content Security Policy" in error]


def test_a_bad_key_shows_an_error_next_to_the_field(
    gateway: GatewayHandle, callback: DocumentServer, browser_page: Page
) -> None:
    page = browser_page
    page.goto(consent_url(gateway, callback))
    page.get_by_label("Your mailsocket API key").fill("not-a-mailsocket-key")
    page.get_by_role("button", name="Allow").click()
    alert = page.get_by_role("alert")
    assert "not a mailsocket API key" in alert.inner_text()
    field = page.get_by_label("Your mailsocket API key")
    assert field.get_attribute("aria-invalid") == "true"
    assert "key-error" in (field.get_attribute("aria-describedby") or "")
    assert field.input_value() == ""  # the rejected value is not written back
    assert "not-a-mailsocket-key" not in page.content()
    assert callback.hits == {}


def test_cancel_by_keyboard_returns_access_denied(
    gateway: GatewayHandle, callback: DocumentServer, browser_page: Page
) -> None:
    page = browser_page
    page.goto(consent_url(gateway, callback))
    page.wait_for_load_state("load")
    cancel = page.get_by_role("button", name="Cancel")
    # Tab reaches Cancel (within a few presses: the key field and Allow come first).
    for _ in range(4):
        page.keyboard.press("Tab")
        if cancel.evaluate("element => element === document.activeElement"):
            break
    assert cancel.evaluate("element => element === document.activeElement")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    params = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(page.url).query))
    assert params["error"] == "access_denied"
    assert params["state"] == "browser-state"


@pytest.mark.parametrize(
    "redirect",
    [
        "cursor://anysphere.cursor-retrieval/oauth/callback",
        "com.example.app:/cb",
        "vscode://vscode.github-authentication/did-authenticate?windowId=1",
    ],
)
def test_a_custom_scheme_redirect_is_named_whole_as_an_app_on_this_device(
    gateway: GatewayHandle, browser_page: Page, redirect: str
) -> None:
    client_id = str(register(gateway.root_url, [redirect], client_name="Some app")["client_id"])
    params = authorize_params(client_id, Pkce(), redirect_uri=redirect)
    browser_page.goto(f"{gateway.root_url}/authorize?{urllib.parse.urlencode(params)}")
    said = browser_page.locator("#destination").inner_text()
    assert redirect in said
    assert "an app on this device" in said
    assert "not to a web site" in said


def test_a_web_redirect_is_named_by_its_host(
    gateway: GatewayHandle, callback: DocumentServer, browser_page: Page
) -> None:
    browser_page.goto(consent_url(gateway, callback))
    said = browser_page.locator("#destination").inner_text()
    assert said == f"After you allow it, you are sent back to {callback.base_url[7:]}."
