"""Signing in to the admin page in a real Chromium: password, second factor, throttle."""

from __future__ import annotations

from playwright.sync_api import expect

from .conftest import PASSWORD, Tabs, fill_sign_in


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
