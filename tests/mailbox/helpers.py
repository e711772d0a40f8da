"""Small steps the mailbox tests repeat: make a user with rights and a token, connect an account."""

from __future__ import annotations

from typing import Any

from tests.mailbox.conftest import Service

PASSWORD = "Pw-7c1e9f3a-never-anywhere"


def account_body(email: str = "me@example.org", password: str = PASSWORD) -> dict[str, Any]:
    return {
        "provider": "imap",
        "email": email,
        "settings": {"host": "127.0.0.1", "port": 1143, "security": "none"},
        "credentials": {"password": password},
    }


def connect(service: Service, email: str = "me@example.org", password: str = PASSWORD) -> str:
    answer = service.http.post(
        "/v1/accounts", json=account_body(email, password), headers=service.admin_headers
    )
    assert answer.status_code == 201, answer.text
    account_id: str = answer.json()["id"]
    return account_id


def user_with_token(
    service: Service,
    name: str,
    *,
    service_rights: list[str] | None = None,
    grants: list[dict[str, Any]] | None = None,
    headers: dict[str, str] | None = None,
) -> tuple[str, dict[str, str]]:
    """A user made by the admin (or ``headers``' caller), and the headers of a token for it."""
    made = service.http.post(
        "/v1/users",
        json={"name": name, "service": service_rights or [], "grants": grants or []},
        headers=headers or service.admin_headers,
    )
    assert made.status_code == 201, made.text
    user_id: str = made.json()["id"]
    token = service.http.post(
        f"/v1/users/{user_id}/tokens", json={"name": "t"}, headers=service.admin_headers
    )
    assert token.status_code == 201, token.text
    return user_id, service.as_(token.json()["token"])
