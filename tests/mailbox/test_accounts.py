"""Accounts through the REST API: settings checked and merged, credentials replaced, a moved
server needs the credentials again, providers not built answer 501; roles and passwords too."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest

from tests.mailbox.conftest import Service
from tests.mailbox.helpers import PASSWORD, account_body, connect, user_with_token
from tests.support.relay import Relay


def _code(answer: Any) -> tuple[int, str]:
    return answer.status_code, answer.json()["error"]["code"]


@pytest.mark.parametrize(
    ("settings", "says"),
    [
        ({"host": "imap.example.org", "port": 143, "security": "none"}, "loopback"),
        ({"host": "127.0.0.1", "port": 70000}, "port"),
        ({"host": "127.0.0.1", "port": 993, "security": "ssl"}, "security"),
        ({"host": " ", "port": 993}, "host"),
        ({"host": "127.0.0.1"}, "host and port"),
        ({"host": "127.0.0.1", "port": 993, "colour": "red"}, "colour"),
    ],
)
def test_settings_the_service_refuses_are_a_400_saying_why(
    service: Service, settings: dict[str, Any], says: str
) -> None:
    body = {**account_body(service.dovecot), "settings": settings}
    answer = service.http.post("/v1/accounts", json=body, headers=service.admin_headers)
    assert _code(answer) == (400, "invalid_settings")
    assert says in answer.json()["error"]["message"]


def test_missing_credentials_a_provider_not_built_and_a_taken_address(service: Service) -> None:
    headers = service.admin_headers
    no_password = {**account_body(service.dovecot), "credentials": {}}
    assert _code(service.http.post("/v1/accounts", json=no_password, headers=headers)) == (
        400,
        "bad_request",
    )
    gmail = {**account_body(service.dovecot), "provider": "gmail"}
    assert _code(service.http.post("/v1/accounts", json=gmail, headers=headers)) == (
        501,
        "not_supported",
    )
    connect(service, "Me@Example.org")
    again = service.http.post(
        "/v1/accounts", json=account_body(service.dovecot, "me@example.ORG"), headers=headers
    )
    assert _code(again) == (409, "name_taken")


def test_patch_merges_settings_and_a_moved_server_needs_the_password_again(
    service: Service, relay: Relay
) -> None:
    account = connect(service)
    url, headers = f"/v1/accounts/{account}", service.admin_headers
    smtp = {"smtp_host": relay.host, "smtp_port": relay.port, "smtp_security": "none"}
    named = service.http.patch(
        url,
        json={"display_name": "Work", "settings": smtp, "credentials": {"password": PASSWORD}},
        headers=headers,
    ).json()
    assert named["display_name"] == "Work"
    assert named["settings"]["smtp_host"] == relay.host
    assert named["settings"]["port"] == service.dovecot.imap_port
    assert "send" in named["capabilities"]
    removed = service.http.patch(url, json={"settings": {"smtp_host": None}}, headers=headers)
    assert "smtp_host" not in removed.json()["settings"]
    assert "send" not in removed.json()["capabilities"]
    moved = service.http.patch(url, json={"settings": {"host": "localhost"}}, headers=headers)
    assert _code(moved) == (400, "bad_request")
    assert "credentials again" in moved.json()["error"]["message"]
    with_password = service.http.patch(
        url,
        json={"settings": {"host": "localhost"}, "credentials": {"password": PASSWORD}},
        headers=headers,
    )
    assert with_password.status_code == 200, with_password.text
    assert with_password.json()["settings"]["host"] == "localhost"
    assert _code(service.http.patch(url, json={"credentials": {"p w": "x"}}, headers=headers)) == (
        400,
        "bad_request",
    )
    assert service.http.delete(url, headers=headers).status_code == 204
    assert _code(service.http.get(url, headers=headers)) == (404, "not_found")


def test_a_user_who_connects_an_account_may_use_it_and_only_it(service: Service) -> None:
    other = connect(service, "other@example.org")
    _, headers = user_with_token(service, "connector", service_rights=["accounts.connect"])
    made = service.http.post(
        "/v1/accounts", json=account_body(service.dovecot, "mine@example.org"), headers=headers
    )
    assert made.status_code == 201, made.text
    assert "delete_account" in made.json()["operations"]
    listed = service.http.get("/v1/accounts", params={"address": "EXAMPLE"}, headers=headers)
    assert [a["email"] for a in listed.json()["items"]] == ["mine@example.org"]
    assert service.http.get(f"/v1/accounts/{other}", headers=headers).status_code == 404
    _, plain = user_with_token(service, "plain")
    refused = service.http.post(
        "/v1/accounts", json=account_body(service.dovecot, "p@example.org"), headers=plain
    )
    assert _code(refused) == (403, "forbidden")


def test_accounts_and_users_page_with_cursors_and_filters(service: Service) -> None:
    headers = service.admin_headers
    ids = [connect(service, f"u{n}@example.org") for n in range(3)]
    first = service.http.get("/v1/accounts", params={"limit": 2}, headers=headers).json()
    rest = service.http.get(
        "/v1/accounts", params={"cursor": first["next_cursor"]}, headers=headers
    ).json()
    assert [a["id"] for a in first["items"] + rest["items"]] == ids
    assert rest["next_cursor"] is None
    filtered = service.http.get(
        "/v1/accounts", params={"provider": "pop3", "status": "connected"}, headers=headers
    )
    assert filtered.json()["items"] == []
    for name in ("bea", "Abe", "cid"):
        user_with_token(service, name)
    page = service.http.get("/v1/users", params={"limit": 2}, headers=headers).json()
    more = service.http.get(
        "/v1/users", params={"cursor": page["next_cursor"], "limit": 2}, headers=headers
    ).json()
    names = [u["name"] for u in page["items"] + more["items"]]
    assert names == ["Abe", "admin", "bea", "cid"]
    found = service.http.get(
        "/v1/users", params={"name": "B", "disabled": False, "ui_sign_in": False}, headers=headers
    )
    assert [u["name"] for u in found.json()["items"]] == ["Abe", "bea"]


def test_roles_are_read_replaced_and_deleted_by_those_who_hold_their_rights(
    service: Service,
) -> None:
    headers = service.admin_headers
    made = service.http.post(
        "/v1/roles", json={"id": "auditors", "service": ["audit"]}, headers=headers
    )
    assert made.status_code == 201
    assert _code(service.http.post("/v1/roles", json={"id": "auditors"}, headers=headers)) == (
        409,
        "name_taken",
    )
    replaced = service.http.put(
        "/v1/roles/auditors", json={"service": ["audit", "users.read"]}, headers=headers
    )
    assert replaced.json()["service"] == ["audit", "users.read"]
    assert service.http.get("/v1/roles/auditors", headers=headers).json()["id"] == "auditors"
    assert [r["id"] for r in service.http.get("/v1/roles", headers=headers).json()] == ["auditors"]
    _, manager = user_with_token(service, "m", service_rights=["users.manage", "users.read"])
    assert _code(service.http.put("/v1/roles/auditors", json={}, headers=manager)) == (
        403,
        "forbidden",
    )
    assert _code(service.http.delete("/v1/roles/auditors", headers=manager)) == (403, "forbidden")
    assert _code(service.http.put("/v1/roles/none", json={}, headers=headers)) == (404, "not_found")
    assert service.http.delete("/v1/roles/auditors", headers=headers).status_code == 204
    assert _code(service.http.get("/v1/roles/auditors", headers=headers)) == (404, "not_found")
    unknown = service.http.post(
        "/v1/users", json={"name": "x", "roles": ["ghosts"]}, headers=headers
    )
    assert _code(unknown) == (400, "invalid_right")


def test_a_one_time_password_is_shown_once_and_never_listed(service: Service) -> None:
    user, _ = user_with_token(service, "ui")
    service.http.patch(
        f"/v1/users/{user}", json={"ui_sign_in": True}, headers=service.admin_headers
    )
    made = service.http.post(f"/v1/users/{user}/password", json={}, headers=service.admin_headers)
    password = made.json()["password"]
    assert len(password) >= 16
    assert made.json()["must_change"] is True
    shown = service.http.get(f"/v1/users/{user}", headers=service.admin_headers)
    assert shown.json()["has_password"] is True
    assert password not in shown.text
    chosen = service.http.post(
        f"/v1/users/{user}/password",
        json={"password": "mine-and-long-enough"},
        headers=service.admin_headers,
    )
    assert chosen.json() == {"password": None, "must_change": True}
    assert (
        "mine-and-long-enough"
        not in service.http.get("/v1/audit", headers=service.admin_headers).text
    )
    off = service.http.patch(
        f"/v1/users/{user}",
        json={"ui_sign_in": False, "name": "api"},
        headers=service.admin_headers,
    )
    assert off.json()["has_password"] is False
    assert off.json()["name"] == "api"
    taken = service.http.patch(
        f"/v1/users/{user}", json={"name": "ADMIN"}, headers=service.admin_headers
    )
    assert _code(taken) == (409, "name_taken")


def test_the_console_script_names_the_extra_when_it_is_missing() -> None:
    blocked = (
        "import sys; sys.modules['fastapi'] = None; "
        "from mailsocket_mcp.mailbox.entry import main; sys.exit(main())"
    )
    ran = subprocess.run(
        [sys.executable, "-c", blocked], capture_output=True, text=True, timeout=60, check=False
    )
    assert ran.returncode == 2
    assert "mailsocket-mcp-server[mailbox]" in ran.stderr
