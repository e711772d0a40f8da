"""Signing in to the admin page in a real Chromium: password, second factor, throttle."""

from __future__ import annotations

import json
import os
from pathlib import Path

from playwright.sync_api import Page, Response, expect

from tests.support.browser import AXE, missing_tool_reason

from .conftest import PASSWORD, Tabs, code_now, fill_sign_in, require

DOCS = Path(__file__).resolve().parents[3] / "docs"


def test_the_first_admin_signs_in_with_the_one_time_password_and_must_choose_a_new_one(
    tabs: Tabs,
) -> None:
    ui = tabs.ui
    page = tabs.sign_in("admin", ui.admin.password)
    expect(page).to_have_url(f"{ui.url}/ui/account/password")
    page.goto(f"{ui.url}/ui/account")  # nothing else opens before the password is changed
    expect(page).to_have_url(f"{ui.url}/ui/account/password")

    page.get_by_label("Current password").fill(ui.admin.password)
    page.get_by_label("New password", exact=False).first.fill(PASSWORD)
    page.get_by_label("New password again").fill(PASSWORD)
    page.get_by_role("button", name="Change password").click()
    expect(page.get_by_role("status")).to_contain_text("Your password is changed")

    again = tabs.new()
    again.goto(f"{ui.url}/ui/sign-in")
    fill_sign_in(again, "admin", ui.admin.password)
    expect(again.get_by_role("alert")).to_contain_text("wrong name or password")
    fill_sign_in(again, "admin", PASSWORD)
    expect(again).to_have_url(f"{ui.url}/ui")
    expect(again.get_by_role("navigation", name="Areas")).to_contain_text("Users")
    assert tabs.problems == []


def test_a_user_with_an_authenticator_app_signs_in_with_a_current_code(tabs: Tabs) -> None:
    ui = tabs.ui
    alice = ui.user("alice", service=["users.read"])
    secret, _ = ui.add_totp(alice)
    page = tabs.new()
    page.goto(f"{ui.url}/ui/sign-in")

    fill_sign_in(page, "alice", PASSWORD)  # no code: asked for one
    expect(page.get_by_role("alert")).to_contain_text("enter a code")
    fill_sign_in(page, "alice", PASSWORD, code_now(secret))
    expect(page).to_have_url(f"{ui.url}/ui")
    expect(page.get_by_role("navigation", name="Areas")).to_contain_text("Users")


def test_wrong_codes_are_refused_and_then_even_a_right_one_waits(tabs: Tabs) -> None:
    ui = tabs.ui
    alice = ui.user("alice")
    secret, _ = ui.add_totp(alice)
    page = tabs.new()
    page.goto(f"{ui.url}/ui/sign-in")
    right = code_now(secret)
    wrong = "000000" if right != "000000" else "111111"
    for _ in range(5):
        fill_sign_in(page, "alice", PASSWORD, wrong)
        expect(page.get_by_role("alert")).to_contain_text("the code is wrong")

    response = _submit(page, "alice", PASSWORD, right)
    assert response.status == 429
    expect(page.get_by_role("alert")).to_contain_text("too many wrong attempts")
    assert page.url == f"{ui.url}/ui/sign-in"


def test_a_recovery_code_signs_in_once(tabs: Tabs) -> None:
    ui = tabs.ui
    alice = ui.user("alice")
    _, codes = ui.add_totp(alice)
    first = tabs.sign_in("alice", PASSWORD, codes[0].upper())  # case and dashes do not matter
    expect(first).to_have_url(f"{ui.url}/ui")

    again = tabs.new()
    again.goto(f"{ui.url}/ui/sign-in")
    assert _submit(again, "alice", PASSWORD, codes[0]).status == 401
    expect(again.get_by_role("alert")).to_contain_text("used already")


def test_setting_up_an_app_shows_its_qr_code_and_recovery_codes_and_removing_it_signs_out_elsewhere(
    tabs: Tabs,
) -> None:
    ui = tabs.ui
    ui.user("alice")
    other = tabs.sign_in("alice")
    page = tabs.sign_in("alice")
    page.goto(f"{ui.url}/ui/account")
    page.get_by_role("button", name="Set up an authenticator app").click()

    qr = page.get_by_role("img", name="QR code")
    expect(qr).to_be_visible()
    assert (qr.get_attribute("src") or "").startswith("data:image/svg+xml")
    assert page.locator("#otpauth").inner_text().startswith("otpauth://totp/")
    shoot(page, "ui-second-factor.png")
    secret = page.locator("#totp-secret").inner_text()
    page.get_by_label("Code from the app").fill(code_now(secret))
    page.get_by_role("button", name="Confirm").click()
    expect(page.locator("#recovery-codes li")).to_have_count(10)

    page.goto(f"{ui.url}/ui/account")
    page.get_by_label("A current code", exact=True).fill(code_now(secret, step_offset=1))
    page.get_by_role("button", name="Remove phone").click()
    expect(page.get_by_role("status")).to_contain_text("other sessions are signed out")
    other.goto(f"{ui.url}/ui/account")
    expect(other).to_have_url(f"{ui.url}/ui/sign-in")
    page.goto(f"{ui.url}/ui/account")  # this one stays
    expect(page).to_have_url(f"{ui.url}/ui/account")


def test_the_keyboard_reaches_the_sign_in_form_and_submits_it(tabs: Tabs) -> None:
    ui = tabs.ui
    ui.user("alice")
    page = tabs.new()
    page.goto(f"{ui.url}/ui/sign-in")
    expect(page.get_by_label("Name")).to_be_focused()  # autofocus
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Shift+Tab")
    expect(page.get_by_role("link", name="Skip to content")).to_be_focused()
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    page.keyboard.type("alice")
    page.keyboard.press("Tab")
    page.keyboard.type(PASSWORD)
    page.keyboard.press("Enter")
    expect(page).to_have_url(f"{ui.url}/ui")


def test_axe_finds_no_serious_violation_on_the_sign_in_and_users_pages(tabs: Tabs) -> None:
    require(missing_tool_reason(AXE, "npm install --prefix .ci axe-core (bash .ci/run does)"))
    ui = tabs.ui
    ui.user("root", service=["admin"])
    ui.user("bob", service=["users.read"])
    page = tabs.new()
    page.goto(f"{ui.url}/ui/sign-in")
    found = axe_violations(page)
    shoot(page, "ui-sign-in.png")
    fill_sign_in(page, "root", PASSWORD)
    page.goto(f"{ui.url}/ui/users")
    found += axe_violations(page)
    shoot(page, "ui-users.png")
    page.get_by_role("link", name="bob").click()
    found += axe_violations(page)
    page.goto(f"{ui.url}/ui/roles")
    found += axe_violations(page)
    page.goto(f"{ui.url}/ui/account")
    found += axe_violations(page)
    assert found == []
    assert tabs.problems == []


def _submit(page: Page, name: str, password: str, code: str) -> Response:
    with page.expect_navigation() as navigation:
        fill_sign_in(page, name, password, code)
    response = navigation.value
    assert response is not None
    return response


def axe_violations(page: Page) -> list[str]:
    page.evaluate(AXE.read_text())
    result = page.evaluate(
        "axe.run(document, {resultTypes: ['violations']}).then((r) => JSON.stringify(r.violations))"
    )
    return [
        f"{page.url} {v['id']}: {v['help']} at {[n['target'] for n in v['nodes']]}"
        for v in json.loads(result)
        if v["impact"] in ("serious", "critical")
    ]


def shoot(page: Page, name: str) -> None:
    """Refresh a README screenshot when asked (``UI_SCREENSHOTS=1``), small: PNG of the top."""
    if os.environ.get("UI_SCREENSHOTS"):
        page.screenshot(path=str(DOCS / name), clip={"x": 0, "y": 0, "width": 1000, "height": 620})
