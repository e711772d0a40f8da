"""The people pages' actions over plain HTTP: each refusal is a page with its status and a
message, and each action is in the audit as the REST API writes it."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from mailsocket_mcp.mailbox.domain import audit, roles, second_factor, sign_in, users
from mailsocket_mcp.mailbox.domain.admins import HOST_RIGHTS
from mailsocket_mcp.mailbox.domain.audit import HOST
from mailsocket_mcp.mailbox.domain.mailbox import Mailbox
from mailsocket_mcp.mailbox.web.app import create_mailbox_app

from .conftest import PASSWORD, code_now
from .test_http import _alert, _csrf, _mailbox, _signed_in


@pytest.fixture
def mailbox(tmp_path: Path) -> Iterator[Mailbox]:
    opened = _mailbox(tmp_path / "data")
    yield opened
    opened.close()


@pytest.fixture
def http(mailbox: Mailbox) -> Iterator[TestClient]:
    with TestClient(create_mailbox_app(mailbox), follow_redirects=False) as client:
        yield client


def _user(mailbox: Mailbox, name: str, service: list[str] | None = None) -> str:
    with mailbox.db.session() as session:
        change = users.UserChange(name=name, service=service or [], ui_sign_in=True)
        row = users.create_user(session, HOST, HOST_RIGHTS, change)
        users.set_password(session, HOST, HOST_RIGHTS, row.id, "one-time password!")
        return row.id


def _activities(mailbox: Mailbox) -> list[str]:
    with mailbox.db.session() as session:
        items = audit.list_activity(session, limit=200)["items"]
    return [str(item["activity"]) for item in items]


def test_a_users_page_changes_rights_and_refuses_what_it_must(
    http: TestClient, mailbox: Mailbox
) -> None:
    token = _signed_in(http)
    dave = _user(mailbox, "dave")
    page = f"/ui/users/{dave}"

    half = http.post(page, data={"csrf": token, "grant_allow": "mail.read"})
    assert half.status_code == 400
    assert "needs both accounts" in _alert(half.text)
    bad_day = {"csrf": token, "grant_accounts": "*", "grant_allow": "send", "grant_expires": "x"}
    assert http.post(page, data=bad_day).status_code == 400
    saved = {**bad_day, "grant_expires": "2099-01-31", "service": "audit"}
    assert http.post(page, data=saved).headers["location"] == f"{page}?done=saved"
    assert "send" in http.get(page).text
    unknown = http.post(page, data={"csrf": token, "service": "fly"})
    assert unknown.status_code == 400

    fresh = http.post(f"{page}/password", data={"csrf": token})
    assert fresh.status_code == 200
    assert re.search(r'id="one-time-password">[\w-]{20}<', fresh.text)
    gone = http.post(f"{page}/second-factor/remove", data={"csrf": token})
    assert gone.status_code == 404  # dave has none

    unconfirmed = http.post(f"{page}/delete", data={"csrf": token})
    assert unconfirmed.status_code == 400
    deleted = http.post(f"{page}/delete", data={"csrf": token, "confirm": "on"})
    assert deleted.headers["location"] == "/ui/users?done=deleted"
    assert http.get(page).status_code == 404
    assert {
        "users.user_updated",
        "users.password_set",
        "users.user_deleted",
    } <= set(_activities(mailbox))


def test_an_admin_removes_a_users_second_factor_and_its_sessions_end(
    http: TestClient, mailbox: Mailbox
) -> None:
    erin = _user(mailbox, "erin")
    with mailbox.db.session() as session:
        enrolment = second_factor.enrol_totp(session, mailbox.vault, erin, "phone")
        second_factor.confirm_totp(
            session, mailbox.vault, HOST, erin, enrolment.device_id, code_now(enrolment.secret)
        )
    token = _signed_in(http)
    page = f"/ui/users/{erin}"
    assert "Remove second factor" in http.get(page).text
    removed = http.post(f"{page}/second-factor/remove", data={"csrf": token})
    assert removed.headers["location"] == f"{page}?done=factor"
    with mailbox.db.session() as session:
        assert not second_factor.has_second_factor(session, erin)


def test_a_user_manager_cannot_touch_an_admin_nor_hand_out_admin(
    http: TestClient, mailbox: Mailbox
) -> None:
    _user(mailbox, "manager", ["users.read", "users.manage"])
    with mailbox.db.session() as session:
        root = users.find_user(session, "root").id
        manager = users.find_user(session, "manager").id
        sign_in.change_password(session, manager, "one-time password!", PASSWORD)
    token = _signed_in(http, "manager")
    raised = http.post("/ui/users", data={"csrf": token, "name": "eve", "service": "admin"})
    assert raised.status_code == 403
    disabled = http.post(f"/ui/users/{root}/disabled", data={"csrf": token, "disabled": "true"})
    assert disabled.status_code == 403
    tokens = http.post(f"/ui/users/{root}/tokens", data={"csrf": token, "name": "steal"})
    assert tokens.status_code == 403
    own = http.post(
        f"/ui/users/{manager}/tokens", data={"csrf": token, "name": "x", "expires": "no"}
    )
    assert own.status_code == 400
    assert "users.sign_in_refused" not in _activities(mailbox)


def test_roles_are_created_listed_and_deleted(http: TestClient, mailbox: Mailbox) -> None:
    token = _signed_in(http)
    form = {"csrf": token, "role": "readers", "grant_accounts": "*", "grant_allow": "mail.read"}
    assert http.post("/ui/roles", data=form).headers["location"] == "/ui/roles?done=saved"
    taken = http.post("/ui/roles", data=form)
    assert taken.status_code == 409
    listed = http.get("/ui/roles").text
    assert "readers" in listed
    assert "list_all_messages" in listed  # the catalogue
    with mailbox.db.session() as session:
        assert roles.get_role(session, "readers").grants[0]["allow"] == ["mail.read"]
    deleted = http.post("/ui/roles/readers/delete", data={"csrf": token})
    assert deleted.headers["location"] == "/ui/roles?done=deleted"
    missing = http.post("/ui/roles/readers/delete", data={"csrf": token})
    assert missing.status_code == 404


def test_the_own_password_form_refuses_mismatches_and_counts_wrong_current_ones(
    http: TestClient,
) -> None:
    token = _signed_in(http)
    form = {"csrf": token, "current": PASSWORD, "new": "a new long password", "repeat": "other"}
    assert http.post("/ui/account/password", data=form).status_code == 400
    wrong = {**form, "current": "not it at all", "repeat": form["new"]}
    for _ in range(5):
        assert http.post("/ui/account/password", data=wrong).status_code == 401
    throttled = http.post("/ui/account/password", data={**wrong, "current": PASSWORD})
    assert throttled.status_code == 429


def test_recovery_codes_are_renewed_with_a_code(http: TestClient, mailbox: Mailbox) -> None:
    token = _signed_in(http)
    enrolled = http.post("/ui/account/second-factor", data={"csrf": token, "name": "phone"})
    secret = re.search(r'id="totp-secret">([A-Z2-7]+)<', enrolled.text)
    device = re.search(r'name="device_id" value="([\w-]+)"', enrolled.text)
    assert secret
    assert device
    wrong = {"csrf": token, "device_id": device.group(1), "code": "12345"}
    assert http.post("/ui/account/second-factor/confirm", data=wrong).status_code == 401
    right = {**wrong, "code": code_now(secret.group(1), step_offset=-1)}
    assert http.post("/ui/account/second-factor/confirm", data=right).status_code == 200
    assert (
        http.post("/ui/account/second-factor", data={"csrf": token, "name": "phone"}).status_code
        == 409
    )
    bad = http.post("/ui/account/recovery-codes", data={"csrf": token, "code": "nope"})
    assert bad.status_code == 401
    renewed = http.post(
        "/ui/account/recovery-codes", data={"csrf": token, "code": code_now(secret.group(1))}
    )
    assert renewed.status_code == 200
    assert len(re.findall(r"<li>[a-z2-7-]{19}</li>", renewed.text)) == 10
    wrong_remove = {"csrf": token, "device_id": device.group(1), "code": "nope"}
    assert http.post("/ui/account/second-factor/remove", data=wrong_remove).status_code == 401
    assert "users.recovery_codes_renewed" in _activities(mailbox)


def test_a_broken_form_is_a_400_page(http: TestClient) -> None:
    token = _csrf(http.get("/ui/sign-in").text)
    answer = http.post("/ui/sign-in", data={"csrf": token, "name": "root"})
    assert answer.status_code == 400
    assert "missing a field" in answer.text
