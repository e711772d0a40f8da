"""Users, tokens and rights through the REST API: default deny, 404 for ungranted accounts,
nobody hands out rights they lack, the last admin stays, tokens end when revoked or expired."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from tests.mailbox.conftest import Service
from tests.mailbox.helpers import connect, user_with_token


def _code(answer: object) -> tuple[int, str]:
    response = answer  # an httpx.Response
    return response.status_code, response.json()["error"]["code"]  # type: ignore[attr-defined]


def test_me_names_every_right_of_the_admin(service: Service) -> None:
    account = connect(service)
    me = service.http.get("/v1/me", headers=service.admin_headers).json()
    assert me["name"] == "admin"
    assert {"create_user", "list_activity", "create_account"} <= set(me["operations"])
    assert [a["id"] for a in me["accounts"]] == [account]
    assert "send_message" in me["accounts"][0]["operations"]


def test_a_user_without_rights_may_do_nothing_and_sees_no_account(service: Service) -> None:
    connect(service)
    _, headers = user_with_token(service, "nobody")
    me = service.http.get("/v1/me", headers=headers).json()
    assert me["operations"] == []
    assert me["accounts"] == []
    assert _code(service.http.get("/v1/users", headers=headers)) == (403, "forbidden")
    assert service.http.get("/v1/accounts", headers=headers).json()["items"] == []


def test_an_ungranted_account_answers_404_and_a_granted_one_403_for_a_missing_right(
    service: Service,
) -> None:
    granted, hidden = connect(service, "a@example.org"), connect(service, "b@example.org")
    _, headers = user_with_token(
        service, "reader", grants=[{"accounts": [granted], "allow": ["mail.read"]}]
    )
    assert _code(service.http.get(f"/v1/accounts/{hidden}", headers=headers)) == (404, "not_found")
    assert _code(service.http.get(f"/v1/accounts/{granted}", headers=headers)) == (403, "forbidden")
    me = service.http.get("/v1/me", headers=headers).json()
    assert [a["id"] for a in me["accounts"]] == [granted]
    assert "list_messages" in me["accounts"][0]["operations"]
    assert "send_message" not in me["accounts"][0]["operations"]


def test_an_expired_grant_grants_nothing(service: Service) -> None:
    account = connect(service)
    past = (datetime.now(timezone.utc) - timedelta(hours=1)).isoformat()
    _, headers = user_with_token(
        service,
        "late",
        grants=[{"accounts": ["*"], "allow": ["accounts.read"], "expires_at": past}],
    )
    assert _code(service.http.get(f"/v1/accounts/{account}", headers=headers))[0] == 404


def test_nobody_hands_out_rights_they_lack(service: Service) -> None:
    account = connect(service)
    _, manager = user_with_token(
        service,
        "manager",
        service_rights=["users.manage"],
        grants=[{"accounts": [account], "allow": ["mail.read"]}],
    )
    # What the manager holds it may hand out ...
    ok = service.http.post(
        "/v1/users",
        json={"name": "helper", "grants": [{"accounts": [account], "allow": ["mail.read"]}]},
        headers=manager,
    )
    assert ok.status_code == 201, ok.text
    # ... but not more: a right of the service, another group, every account, admin.
    for body in (
        {"name": "x1", "service": ["users.read"]},
        {"name": "x2", "grants": [{"accounts": [account], "allow": ["send"]}]},
        {"name": "x3", "grants": [{"accounts": ["*"], "allow": ["mail.read"]}]},
        {"name": "x4", "service": ["admin"]},
    ):
        assert _code(service.http.post("/v1/users", json=body, headers=manager)) == (
            403,
            "forbidden",
        ), body
    # Nor a token for the admin, which would act with the admin's rights.
    admin_id = service.admin.user_id
    refused = service.http.post(f"/v1/users/{admin_id}/tokens", json={"name": "t"}, headers=manager)
    assert _code(refused) == (403, "forbidden")


def test_an_unknown_right_is_a_400_naming_it(service: Service) -> None:
    answer = service.http.post(
        "/v1/users", json={"name": "u", "service": ["mail.read"]}, headers=service.admin_headers
    )
    assert _code(answer) == (400, "invalid_right")
    assert "mail.read" in answer.json()["error"]["message"]


def test_the_last_admin_cannot_be_removed_disabled_or_demoted(service: Service) -> None:
    admin = service.admin.user_id
    other, other_headers = user_with_token(service, "second", service_rights=["admin"])
    assert (
        service.http.delete(f"/v1/users/{other}", headers=service.admin_headers).status_code == 204
    )
    for attempt in (
        service.http.delete(f"/v1/users/{admin}", headers=service.admin_headers),
        service.http.patch(
            f"/v1/users/{admin}", json={"service": ["users.read"]}, headers=service.admin_headers
        ),
    ):
        assert _code(attempt) == (409, "last_admin")
    # And nobody disables itself.
    selfish = service.http.patch(
        f"/v1/users/{admin}", json={"disabled": True}, headers=service.admin_headers
    )
    assert _code(selfish) == (403, "forbidden")
    assert service.http.get("/v1/me", headers=service.admin_headers).status_code == 200
    assert service.http.get("/v1/me", headers=other_headers).status_code == 401  # deleted


def test_a_revoked_or_expired_token_no_longer_authenticates(service: Service) -> None:
    user, headers = user_with_token(service, "bot")
    tokens = service.http.get(f"/v1/users/{user}/tokens", headers=service.admin_headers).json()
    assert [t["state"] for t in tokens] == ["active"]
    assert service.http.get("/v1/me", headers=headers).status_code == 200
    revoked = service.http.delete(
        f"/v1/users/{user}/tokens/{tokens[0]['id']}", headers=service.admin_headers
    )
    assert revoked.status_code == 204
    answer = service.http.get("/v1/me", headers=headers)
    assert _code(answer) == (401, "unauthorized")
    assert answer.headers["WWW-Authenticate"] == "Bearer"
    listed = service.http.get(f"/v1/users/{user}/tokens", headers=service.admin_headers).json()
    assert listed[0]["state"] == "revoked"
    assert listed[0]["revoked_at"]
    soon = (datetime.now(timezone.utc) + timedelta(hours=1)).isoformat()
    made = service.http.post(
        f"/v1/users/{user}/tokens",
        json={"name": "short", "expires_at": soon},
        headers=service.admin_headers,
    ).json()
    assert made["token"].startswith("mbx_")
    assert made["expires_at"]
    past = service.http.post(
        f"/v1/users/{user}/tokens",
        json={"name": "past", "expires_at": "2020-01-01T00:00:00Z"},
        headers=service.admin_headers,
    )
    assert _code(past) == (400, "bad_request")


def test_a_wrong_or_missing_token_is_a_401(service: Service) -> None:
    assert _code(service.http.get("/v1/me")) == (401, "unauthorized")
    assert _code(service.http.get("/v1/me", headers=service.as_("mbx_wrong"))) == (
        401,
        "unauthorized",
    )


def test_roles_give_their_rights_and_cannot_be_deleted_while_held(service: Service) -> None:
    account = connect(service)
    role = service.http.post(
        "/v1/roles",
        json={"id": "readers", "grants": [{"accounts": [account], "allow": ["accounts.read"]}]},
        headers=service.admin_headers,
    )
    assert role.status_code == 201, role.text
    user, headers = user_with_token(service, "r")
    service.http.patch(
        f"/v1/users/{user}", json={"roles": ["readers"]}, headers=service.admin_headers
    )
    assert service.http.get(f"/v1/accounts/{account}", headers=headers).status_code == 200
    held = service.http.delete("/v1/roles/readers", headers=service.admin_headers)
    assert _code(held) == (409, "conflict")
    listed = service.http.get(
        "/v1/users", params={"role": "readers"}, headers=service.admin_headers
    )
    assert [u["name"] for u in listed.json()["items"]] == ["r"]


def test_every_change_is_in_the_audit_with_filters(service: Service) -> None:
    account = connect(service)
    user, _ = user_with_token(service, "audited")
    service.http.delete(f"/v1/accounts/{account}", headers=service.admin_headers)
    everything = service.http.get("/v1/audit", headers=service.admin_headers).json()["items"]
    names = [r["activity"] for r in everything]
    assert names[:4] == [
        "accounts.account_deleted",
        "users.token_created",
        "users.user_created",
        "accounts.account_created",
    ]
    users_only = service.http.get(
        "/v1/audit", params={"activity": "users", "record": user}, headers=service.admin_headers
    ).json()["items"]
    assert [r["activity"] for r in users_only] == ["users.user_created"]
    assert users_only[0]["credential"].startswith("token:")
    paged = service.http.get("/v1/audit", params={"limit": 2}, headers=service.admin_headers).json()
    rest = service.http.get(
        "/v1/audit", params={"cursor": paged["next_cursor"]}, headers=service.admin_headers
    ).json()
    assert [r["id"] for r in paged["items"] + rest["items"]] == [r["id"] for r in everything]
    bad = service.http.get("/v1/audit", params={"cursor": "nope"}, headers=service.admin_headers)
    assert _code(bad) == (400, "invalid_cursor")
