"""Small steps the mailbox tests repeat: make a user with rights and a token, connect an account
(a fresh user of the Dovecot fixture, so the service's login before storing succeeds)."""

from __future__ import annotations

from typing import Any

from tests.mailbox.conftest import Service
from tests.support.dovecot import Dovecot

PASSWORD = "Pw-7c1e9f3a-never-anywhere"


def account_body(
    server: Dovecot, email: str = "me@example.org", password: str = PASSWORD
) -> dict[str, Any]:
    """An IMAP account on a new user of ``server`` whose password is ``password``."""
    user = server.new_user("acct", password)
    return server.imap_account(user, email=email, password=password)


def connect(service: Service, email: str = "me@example.org") -> str:
    answer = service.http.post(
        "/v1/accounts", json=account_body(service.dovecot, email), headers=service.admin_headers
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
