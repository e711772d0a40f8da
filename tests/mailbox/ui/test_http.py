"""The admin page over plain HTTP (TestClient over the real app): headers, cookies, CSRF,
redirects, and sessions ending."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from mailsocket_mcp.mailbox.domain import sign_in, ui_sessions, users
from mailsocket_mcp.mailbox.domain.admins import HOST_RIGHTS, create_admin
from mailsocket_mcp.mailbox.domain.audit import HOST
from mailsocket_mcp.mailbox.domain.mailbox import Mailbox, open_mailbox
from mailsocket_mcp.mailbox.domain.records import now
from mailsocket_mcp.mailbox.settings import MailboxSettings
from mailsocket_mcp.mailbox.web.app import create_mailbox_app

from .conftest import PASSWORD

CSP = (
    "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; "
    "frame-ancestors 'none'; base-uri 'none'"
)


def _mailbox(folder: Path, **env: str) -> Mailbox:
    settings = MailboxSettings.from_env({"MAILBOX_DATA": str(folder), "MAILBOX_SYNC": "off", **env})
    mailbox = open_mailbox(settings, migrate=True, initialise=True)
    with mailbox.db.session() as session:
        create_admin(session, "admin")
        row = users.create_user(
            session,
            HOST,
            HOST_RIGHTS,
            users.UserChange(name="root", service=["admin"], ui_sign_in=True),
        )
        users.set_password(session, HOST, HOST_RIGHTS, row.id, "one-time password!")
        sign_in.change_password(session, row.id, "one-time password!", PASSWORD)
    return mailbox


@pytest.fixture
def mailbox(tmp_path: Path) -> Iterator[Mailbox]:
    opened = _mailbox(tmp_path / "data")
    yield opened
    opened.close()


@pytest.fixture
def http(mailbox: Mailbox) -> Iterator[TestClient]:
    with TestClient(create_mailbox_app(mailbox), follow_redirects=False) as client:
        yield client


def _csrf(html: str) -> str:
    found = re.search(r'name="csrf" value="([0-9a-f]{64})"', html)
    assert found, "no CSRF field in the page"
    return found.group(1)


def _signed_in(http: TestClient, name: str = "root", password: str = PASSWORD) -> str:
    """Sign in through the form; answers the CSRF token of the session's forms."""
    token = _csrf(http.get("/ui/sign-in").text)
    answer = http.post(
        "/ui/sign-in", data={"csrf": token, "name": name, "password": password, "code": ""}
    )
    assert answer.status_code == 303, answer.text
    return _csrf(http.get("/ui/account").text)


def test_every_page_carries_the_strict_csp_and_is_not_cached(http: TestClient) -> None:
    page = http.get("/ui/sign-in")
    assert page.status_code == 200
    assert page.headers["content-security-policy"] == CSP
    assert page.headers["x-frame-options"] == "DENY"
    assert page.headers["x-content-type-options"] == "nosniff"
    assert page.headers["referrer-policy"] == "no-referrer"
    assert page.headers["cache-control"] == "no-store"
    assert "<script" not in page.text
    assert "style=" not in page.text
    css = http.get("/ui/static/ui.css")
    assert css.headers["content-type"].startswith("text/css")
    assert css.headers["content-security-policy"] == CSP


def test_a_browser_without_a_session_is_sent_to_the_sign_in(http: TestClient) -> None:
    for path in ("/ui", "/ui/users", "/ui/account"):
        answer = http.get(path)
        assert answer.status_code == 303
        assert answer.headers["location"] == "/ui/sign-in"


def test_a_post_without_the_csrf_token_is_refused(http: TestClient, mailbox: Mailbox) -> None:
    http.get("/ui/sign-in")
    refused = http.post("/ui/sign-in", data={"name": "root", "password": PASSWORD})
    assert refused.status_code == 403
    assert "mbx_ui=" not in refused.headers.get("set-cookie", "")

    token = _signed_in(http)
    missing = http.post("/ui/users", data={"name": "mallory", "ui_sign_in": "on"})
    forged = http.post("/ui/users", data={"name": "mallory", "csrf": "0" * 64})
    assert (missing.status_code, forged.status_code) == (403, 403)
    assert "did not come from this page" in missing.text
    with mailbox.db.session() as session:
        assert [u["name"] for u in users.list_users(session)["items"]] == ["admin", "root"]
    made = http.post("/ui/users", data={"name": "mallory", "csrf": token})
    assert made.status_code == 200


def test_the_session_cookie_is_httponly_strict_and_secure_behind_https(tmp_path: Path) -> None:
    for public, secure in (("", False), ("https://mail.example.test", True)):
        mailbox = _mailbox(tmp_path / f"data-{secure}", MAILBOX_PUBLIC_URL=public)
        try:
            with TestClient(create_mailbox_app(mailbox), follow_redirects=False) as http:
                form = http.get("/ui/sign-in")
                pre = re.search(r"mbx_ui_pre=([^;]+)", form.headers["set-cookie"])
                assert pre
                # Over plain HTTP the client keeps no Secure cookie: send it as a browser
                # behind the HTTPS proxy would.
                http.cookies.set("mbx_ui_pre", pre.group(1), path="/ui")
                token = _csrf(form.text)
                answer = http.post(
                    "/ui/sign-in", data={"csrf": token, "name": "root", "password": PASSWORD}
                )
        finally:
            mailbox.close()
        cookie = next(c for c in answer.headers.get_list("set-cookie") if c.startswith("mbx_ui="))
        assert "HttpOnly" in cookie
        assert "SameSite=strict" in cookie or "SameSite=Strict" in cookie
        assert "Path=/ui" in cookie
        assert ("Secure" in cookie) is secure


def test_wrong_name_and_wrong_password_get_one_answer(http: TestClient) -> None:
    token = _csrf(http.get("/ui/sign-in").text)
    nobody = http.post("/ui/sign-in", data={"csrf": token, "name": "nobody", "password": "x"})
    wrong = http.post("/ui/sign-in", data={"csrf": token, "name": "root", "password": "x"})
    assert nobody.status_code == wrong.status_code == 401
    assert _alert(nobody.text) == _alert(wrong.text) == "wrong name or password"


def _alert(html: str) -> str:
    found = re.search(r'role="alert"[^>]*>([^<]*)<', html)
    assert found
    return found.group(1)


def test_signing_out_ends_the_session_for_good(http: TestClient) -> None:
    token = _signed_in(http)
    cookie = http.cookies.get("mbx_ui")
    assert http.post("/ui/sign-out", data={"csrf": token}).status_code == 303
    http.cookies.set("mbx_ui", cookie or "", path="/ui")  # a copy of the old cookie
    assert http.get("/ui/account").headers["location"] == "/ui/sign-in"


def test_a_session_ends_when_idle_and_at_its_longest(mailbox: Mailbox) -> None:
    policy = ui_sessions.SessionPolicy(idle=timedelta(minutes=30), longest=timedelta(hours=12))
    start = now()
    with mailbox.db.session() as session:
        root = users.find_user(session, "root").id
        _, idle = ui_sessions.start_session(session, root, at=start, policy=policy)
        _, busy = ui_sessions.start_session(session, root, at=start, policy=policy)
    with mailbox.db.session() as session:
        for minutes in range(29, 12 * 60, 29):  # busy: seen every 29 minutes
            at = start + timedelta(minutes=minutes)
            assert ui_sessions.find_session(session, busy, at=at, policy=policy) is not None
        late = start + timedelta(hours=12, minutes=1)
        assert ui_sessions.find_session(session, busy, at=late, policy=policy) is None
        after = start + timedelta(minutes=31)
        assert ui_sessions.find_session(session, idle, at=after, policy=policy) is None


def test_the_admin_page_is_not_in_the_openapi_document(http: TestClient) -> None:
    paths = http.get("/openapi.json").json()["paths"]
    assert not [p for p in paths if p.startswith("/ui")]
