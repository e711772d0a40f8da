"""The people pages in a real Chromium: users, tokens, and what a user without rights sees."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from .conftest import PASSWORD, Tabs


def test_an_admin_creates_a_user_and_a_token_that_is_shown_once_and_works(tabs: Tabs) -> None:
    ui = tabs.ui
    ui.user("root", service=["admin"])
    page = tabs.sign_in("root")
    page.goto(f"{ui.url}/ui/users")
    page.get_by_label("Name", exact=True).fill("carol")
    page.get_by_label("users.read").check()
    page.get_by_role("button", name="Create user").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("User carol created")
    one_time = page.locator("#one-time-password").inner_text()
    assert len(one_time) >= 12

    page.get_by_role("link", name="Its tokens").click()
    page.get_by_label("Name").fill("CI")
    page.get_by_role("button", name="Create token").click()
    token = page.locator("#new-token").inner_text()
    assert re.fullmatch(r"mbx_[\w-]{43}", token)
    with ui.client() as http:
        me = http.get("/v1/me", headers={"Authorization": f"Bearer {token}"})
    assert me.status_code == 200
    assert me.json()["name"] == "carol"

    page.get_by_role("link", name="Back to the tokens of carol").click()
    expect(page.locator("#tokens")).to_contain_text("CI")
    assert token not in page.content()  # shown once: never again
    page.get_by_role("button", name="Revoke CI").click()
    expect(page.get_by_role("status")).to_contain_text("revoked")
    with ui.client() as http:
        gone = http.get("/v1/me", headers={"Authorization": f"Bearer {token}"})
    assert gone.status_code == 401

    carol = tabs.sign_in("carol", one_time)  # the one-time password leads to the change form
    expect(carol).to_have_url(f"{ui.url}/ui/account/password")
    assert tabs.problems == []


def test_an_admin_grants_a_user_an_account_right_and_disables_it(tabs: Tabs) -> None:
    ui = tabs.ui
    ui.user("root", service=["admin"])
    dave = ui.user("dave")
    dave_tab = tabs.sign_in("dave")
    page = tabs.sign_in("root")
    page.goto(f"{ui.url}/ui/users/{dave}")
    page.get_by_label("New grant: account ids").fill("*")
    page.get_by_label("mail.read").check()
    page.get_by_role("button", name="Save rights").click()
    expect(page.get_by_role("status")).to_contain_text("rights are saved")
    expect(page.locator("form table")).to_contain_text("mail.read")

    page.get_by_role("button", name="Disable dave").click()
    expect(page.get_by_role("status")).to_contain_text("disabled")
    dave_tab.goto(f"{ui.url}/ui")
    expect(dave_tab).to_have_url(f"{ui.url}/ui/sign-in")


def test_a_user_without_rights_sees_no_admin_pages(tabs: Tabs) -> None:
    ui = tabs.ui
    ui.user("erin")
    page = tabs.sign_in("erin")
    nav = page.get_by_role("navigation", name="Areas")
    expect(nav).to_have_text(re.compile(r"^\s*Your account\s*$"))
    for path in ("/ui/users", "/ui/roles", "/ui/tokens", f"/ui/users/{ui.admin.user_id}"):
        response = page.goto(f"{ui.url}{path}")
        assert response is not None
        assert response.status == 403, path
        expect(page.get_by_role("alert")).to_contain_text("Your rights do not include")
    assert PASSWORD not in page.content()
