"""Sign-in by code (RFC 8628): connecting Gmail and Microsoft accounts that log in with XOAUTH2,
against a fake authorization server and a Dovecot that checks every token with it."""

from __future__ import annotations

import logging
from datetime import timedelta
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from fastapi.testclient import TestClient

from mailsocket_mcp.mailbox.data.models import OAuthSignInRow
from mailsocket_mcp.mailbox.domain.admins import create_admin
from mailsocket_mcp.mailbox.domain.connection import imap_access
from mailsocket_mcp.mailbox.domain.mailbox import open_mailbox
from mailsocket_mcp.mailbox.domain.sync import sync_pass
from mailsocket_mcp.mailbox.errors import BadRequest, CredentialsRejected
from mailsocket_mcp.mailbox.web.app import create_mailbox_app
from tests.mailbox.conftest import Service, settings_for
from tests.support.dovecot import Dovecot, free_ports
from tests.support.oauth_server import TOKENS, OAuthServer

IO_SECONDS = 30.0


def _start(
    service: Service,
    provider: str = "gmail",
    headers: dict[str, str] | None = None,
    **body: Any,
) -> httpx.Response:
    return service.http.post(
        f"/v1/oauth/{provider}/device", json=body, headers=headers or service.admin_headers
    )


def _poll(
    service: Service,
    sign_in_id: str,
    provider: str = "gmail",
    headers: dict[str, str] | None = None,
) -> httpx.Response:
    return service.http.post(
        f"/v1/oauth/{provider}/device/{sign_in_id}", headers=headers or service.admin_headers
    )


def _time_passes(service: Service, sign_in_id: str, seconds: float) -> None:
    """As if ``seconds`` went by for the sign-in (the service keeps its clock in the row)."""
    with service.mailbox.db.session() as session:
        row = session.get(OAuthSignInRow, sign_in_id)
        assert row is not None
        row.next_poll_at -= timedelta(seconds=seconds)
        row.expires_at -= timedelta(seconds=seconds)


def _error(answer: httpx.Response, status: int, code: str) -> str:
    assert answer.status_code == status, answer.text
    assert answer.json()["error"]["code"] == code
    message: str = answer.json()["error"]["message"]
    return message


def _user(service: Service, name: str, rights: list[str], grants: list[Any]) -> dict[str, str]:
    made = service.http.post(
        "/v1/users",
        json={"name": name, "service": rights, "grants": grants},
        headers=service.admin_headers,
    )
    assert made.status_code == 201, made.text
    token = service.http.post(
        f"/v1/users/{made.json()['id']}/tokens", json={"name": "t"}, headers=service.admin_headers
    )
    assert token.status_code == 201, token.text
    return service.as_(token.json()["token"])


def _sign_in(
    service: Service,
    oauth_server: OAuthServer,
    email: str,
    *steps: str,
    provider: str = "gmail",
    expires_in: int = 3600,
    headers: dict[str, str] | None = None,
    **body: Any,
) -> dict[str, Any]:
    """Start, let the interval pass, poll until connected; the account."""
    oauth_server.expect_sign_in(email, *steps, expires_in=expires_in)
    started = _start(service, provider, headers, **body)
    assert started.status_code == 200, started.text
    sign_in_id = started.json()["sign_in_id"]
    for _ in range(len(steps) + 1):
        _time_passes(service, sign_in_id, 60)
        state = _poll(service, sign_in_id, provider, headers)
        assert state.status_code == 200, state.text
        if state.json()["connected"]:
            account: dict[str, Any] = state.json()["account"]
            return account
    raise AssertionError("never connected")


async def _sync(service: Service, account_id: str) -> int:
    with service.mailbox.db.session() as session:
        access = imap_access(session, service.mailbox, account_id)
    with anyio.fail_after(IO_SECONDS):
        async with service.mailbox.connector.imap(access.settings, access.secrets) as provider:
            return await sync_pass(service.mailbox.db, provider, account_id)


def test_a_person_signs_in_with_a_code_and_the_account_reads_and_sends_over_xoauth2(
    oauth_service: Service, oauth_server: OAuthServer, oauth_dovecot: Dovecot
) -> None:
    service = oauth_service
    person = oauth_dovecot.new_user("ann")
    oauth_server.expect_sign_in(person.address, "authorization_pending", TOKENS)
    started = _start(service)
    assert started.status_code == 200, started.text
    code = started.json()
    assert code["user_code"] == "WDJB-MJHT"
    assert code["verification_uri"] == "https://example.test/device"
    assert code["interval"] == 1
    assert code["expires_at"]
    asked = oauth_server.count("/token")

    early = _poll(service, code["sign_in_id"])  # sooner than the interval: nobody is asked
    assert early.json() == {"connected": False, "account": None}
    assert oauth_server.count("/token") == asked

    _time_passes(service, code["sign_in_id"], 1)
    assert _poll(service, code["sign_in_id"]).json()["connected"] is False  # pending
    assert oauth_server.count("/token") == asked + 1

    _time_passes(service, code["sign_in_id"], 1)
    done = _poll(service, code["sign_in_id"])
    assert done.status_code == 200, done.text
    account = done.json()["account"]
    assert done.json()["connected"] is True
    assert account["provider"] == "gmail"
    assert account["email"] == person.address
    assert account["status"] == "connected"
    assert {c["field"] for c in account["credentials"]} == {"access_token", "refresh_token"}
    assert account["settings"]["host"] == oauth_dovecot.host
    assert "send" in account["capabilities"]
    assert "update_account" in account["operations"]
    again = _poll(service, code["sign_in_id"])  # a later poll answers the account too
    assert again.json()["account"]["id"] == account["id"]

    anyio.run(_sync, service, account["id"])
    folders = service.http.get(
        f"/v1/accounts/{account['id']}/folders", headers=service.admin_headers
    )
    assert folders.status_code == 200, folders.text
    names = {f["name"] for f in folders.json()}
    assert {"INBOX", "Sent", "Drafts"} <= names
    assert f"user=<{person.address}>, method=XOAUTH2" in oauth_dovecot.log

    sent = service.http.post(
        f"/v1/accounts/{account['id']}/send",
        json={"to": [{"email": person.address}], "subject": "Hello", "text": "over XOAUTH2"},
        headers=service.admin_headers,
    )
    assert sent.status_code == 200, sent.text
    assert sent.json()["refused"] == []


def test_microsoft_names_the_address_in_its_id_token(
    oauth_service: Service, oauth_server: OAuthServer, oauth_dovecot: Dovecot
) -> None:
    person = oauth_dovecot.new_user("bo")
    asked = oauth_server.count("/userinfo")
    account = _sign_in(oauth_service, oauth_server, person.address, provider="microsoft")
    assert account["provider"] == "microsoft"
    assert account["email"] == person.address
    assert account["status"] == "connected"
    assert oauth_server.count("/userinfo") == asked


def test_slow_down_makes_the_service_wait_five_seconds_longer_before_it_asks_again(
    oauth_service: Service, oauth_server: OAuthServer, oauth_dovecot: Dovecot
) -> None:
    service = oauth_service
    person = oauth_dovecot.new_user("cy")
    oauth_server.expect_sign_in(person.address, "slow_down", TOKENS)
    sign_in_id = _start(service).json()["sign_in_id"]
    asked = oauth_server.count("/token")
    _time_passes(service, sign_in_id, 1)
    assert _poll(service, sign_in_id).json()["connected"] is False  # slow_down
    assert oauth_server.count("/token") == asked + 1

    _time_passes(service, sign_in_id, 5)  # the old interval and more, but not 1 + 5 s
    assert _poll(service, sign_in_id).json()["connected"] is False
    assert oauth_server.count("/token") == asked + 1

    _time_passes(service, sign_in_id, 1)
    assert _poll(service, sign_in_id).json()["connected"] is True
    assert oauth_server.count("/token") == asked + 2


@pytest.mark.parametrize(
    ("step", "says"), [("access_denied", "declined"), ("expired_token", "expired")]
)
def test_a_declined_or_expired_sign_in_answers_400_and_is_gone(
    oauth_service: Service, oauth_server: OAuthServer, oauth_dovecot: Dovecot, step: str, says: str
) -> None:
    service = oauth_service
    oauth_server.expect_sign_in(oauth_dovecot.new_user("di").address, step)
    sign_in_id = _start(service).json()["sign_in_id"]
    _time_passes(service, sign_in_id, 1)
    assert says in _error(_poll(service, sign_in_id), 400, "bad_request")
    assert "start again" in _error(_poll(service, sign_in_id), 400, "bad_request")
    assert service.http.get("/v1/accounts", headers=service.admin_headers).json()["items"] == []


def test_a_sign_in_past_its_expiry_answers_400_without_asking_the_provider(
    oauth_service: Service, oauth_server: OAuthServer, oauth_dovecot: Dovecot
) -> None:
    service = oauth_service
    oauth_server.expect_sign_in(oauth_dovecot.new_user("ed").address)
    sign_in_id = _start(service).json()["sign_in_id"]
    asked = oauth_server.count("/token")
    _time_passes(service, sign_in_id, 901)
    assert "expired" in _error(_poll(service, sign_in_id), 400, "bad_request")
    _error(_poll(service, "dev_unknown"), 400, "bad_request")
    assert oauth_server.count("/token") == asked


def test_only_the_user_who_started_a_sign_in_may_poll_it(
    oauth_service: Service, oauth_server: OAuthServer, oauth_dovecot: Dovecot
) -> None:
    service = oauth_service
    connector = _user(service, "connector", ["accounts.connect"], [])
    oauth_server.expect_sign_in(oauth_dovecot.new_user("fay").address)
    sign_in_id = _start(service, headers=connector).json()["sign_in_id"]
    _time_passes(service, sign_in_id, 1)
    asked = oauth_server.count("/token")
    _error(_poll(service, sign_in_id), 403, "forbidden")  # the admin did not start it
    assert oauth_server.count("/token") == asked
    account = _poll(service, sign_in_id, headers=connector).json()["account"]
    # The user who connected it may do everything on it, like after POST /v1/accounts.
    assert "update_account" in account["operations"]


def test_rights_to_start_a_sign_in(
    oauth_service: Service, oauth_server: OAuthServer, oauth_dovecot: Dovecot
) -> None:
    service = oauth_service
    account = _sign_in(service, oauth_server, oauth_dovecot.new_user("gus").address)
    nobody = _user(service, "nobody", [], [])
    reader = _user(
        service, "reader", [], [{"accounts": [account["id"]], "allow": ["accounts.read"]}]
    )
    manager = _user(
        service, "manager", [], [{"accounts": [account["id"]], "allow": ["accounts.manage"]}]
    )
    _error(_start(service, headers=nobody), 403, "forbidden")
    _error(_start(service, headers=nobody, account_id=account["id"]), 404, "not_found")
    _error(_start(service, headers=reader, account_id=account["id"]), 403, "forbidden")
    _error(_start(service, "microsoft", account_id=account["id"]), 400, "bad_request")
    oauth_server.expect_sign_in("unused@example.test")
    assert _start(service, headers=manager, account_id=account["id"]).status_code == 200


def test_signing_an_account_in_again_replaces_its_tokens_and_connects_it(
    oauth_service: Service, oauth_server: OAuthServer, oauth_dovecot: Dovecot
) -> None:
    service = oauth_service
    person = oauth_dovecot.new_user("hal")
    account = _sign_in(service, oauth_server, person.address, expires_in=60)
    oauth_server.revoke_all()
    verified = service.http.post(
        f"/v1/accounts/{account['id']}/verify", headers=service.admin_headers
    )
    _error(verified, 502, "credentials_rejected")

    stranger = oauth_dovecot.new_user("ivy")
    oauth_server.expect_sign_in(stranger.address)
    sign_in_id = _start(service, account_id=account["id"]).json()["sign_in_id"]
    _time_passes(service, sign_in_id, 1)
    assert person.address in _error(_poll(service, sign_in_id), 400, "bad_request")

    again = _sign_in(service, oauth_server, person.address, account_id=account["id"])
    assert again["id"] == account["id"]
    assert again["status"] == "connected"
    listed = service.http.get("/v1/accounts", headers=service.admin_headers).json()["items"]
    assert [a["id"] for a in listed] == [account["id"]]
    assert anyio.run(_sync, service, account["id"]) >= 0
    verified = service.http.post(
        f"/v1/accounts/{account['id']}/verify", headers=service.admin_headers
    )
    assert verified.status_code == 200, verified.text

    twice = oauth_dovecot.new_user("jo")
    _sign_in(service, oauth_server, twice.address)
    oauth_server.expect_sign_in(twice.address)
    sign_in_id = _start(service).json()["sign_in_id"]
    _time_passes(service, sign_in_id, 1)
    assert "account_id" in _error(_poll(service, sign_in_id), 409, "name_taken")


def test_an_access_token_is_refreshed_before_it_runs_out_and_not_before(
    oauth_service: Service, oauth_server: OAuthServer, oauth_dovecot: Dovecot
) -> None:
    service = oauth_service
    short = _sign_in(service, oauth_server, oauth_dovecot.new_user("kim").address, expires_in=60)
    refreshed = oauth_server.count("/token", "refresh_token")
    anyio.run(_sync, service, short["id"])  # 60 s left: within the margin, refreshed first
    assert oauth_server.count("/token", "refresh_token") == refreshed + 1

    long = _sign_in(service, oauth_server, oauth_dovecot.new_user("lou").address)
    refreshed = oauth_server.count("/token", "refresh_token")
    anyio.run(_sync, service, long["id"])
    verified = service.http.post(f"/v1/accounts/{long['id']}/verify", headers=service.admin_headers)
    assert verified.status_code == 200, verified.text
    assert oauth_server.count("/token", "refresh_token") == refreshed


def test_a_refused_refresh_marks_the_account_needs_reauth_once_and_asks_no_more(
    oauth_service: Service, oauth_server: OAuthServer, oauth_dovecot: Dovecot
) -> None:
    service = oauth_service
    account = _sign_in(service, oauth_server, oauth_dovecot.new_user("max").address, expires_in=60)
    oauth_server.revoke_all()
    refreshed = oauth_server.count("/token", "refresh_token")
    path = f"/v1/accounts/{account['id']}/verify"
    first = _error(
        service.http.post(path, headers=service.admin_headers), 502, "credentials_rejected"
    )
    assert "sign the account in again" in first
    assert oauth_server.count("/token", "refresh_token") == refreshed + 1
    _error(service.http.post(path, headers=service.admin_headers), 502, "credentials_rejected")
    with pytest.raises(CredentialsRejected, match="before"):
        anyio.run(_sync, service, account["id"])
    assert oauth_server.count("/token", "refresh_token") == refreshed + 1
    got = service.http.get(f"/v1/accounts/{account['id']}", headers=service.admin_headers)
    assert got.json()["status"] == "needs_reauth"
    audit = service.http.get(
        "/v1/audit",
        params={"activity": "accounts.account_needs_reauth"},
        headers=service.admin_headers,
    )
    assert len(audit.json()["items"]) == 1


def test_without_an_oauth_app_or_sign_in_by_code_the_start_answers_501(service: Service) -> None:
    assert "MAILBOX_OAUTH_GMAIL_CLIENT_ID" in _error(_start(service), 501, "not_supported")
    _error(_start(service, "imap"), 501, "not_supported")
    _error(_poll(service, "dev_x", "microsoft"), 400, "bad_request")


def test_tokens_and_codes_are_in_no_answer_log_or_database_byte(
    oauth_service: Service,
    oauth_server: OAuthServer,
    oauth_dovecot: Dovecot,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.DEBUG)
    service = oauth_service
    devices_before = set(oauth_server.device_codes)
    oauth_server.expect_sign_in(
        oauth_dovecot.new_user("ned").address, "authorization_pending", TOKENS, expires_in=60
    )
    started = _start(service)
    sign_in_id = started.json()["sign_in_id"]
    device_codes = set(oauth_server.device_codes) - devices_before
    answers = [started.text]
    for _ in range(2):
        _time_passes(service, sign_in_id, 1)
        answers.append(_poll(service, sign_in_id).text)
    account_id = _poll(service, sign_in_id).json()["account"]["id"]
    anyio.run(_sync, service, account_id)  # refreshes: a second access token
    answers += [
        service.http.get(f"/v1/accounts/{account_id}", headers=service.admin_headers).text,
        service.http.get("/v1/audit", headers=service.admin_headers).text,
    ]
    folder: Path = service.mailbox.settings.data_dir
    stored = b"".join(p.read_bytes() for p in folder.iterdir() if p.is_file())
    secrets = [*device_codes, *oauth_server.access_tokens, *oauth_server.refresh_tokens]
    assert len(secrets) >= 3
    for secret in secrets:
        for text in [*answers, caplog.text]:
            assert secret not in text
        assert secret.encode() not in stored


def test_oauth_overrides_the_service_cannot_use_are_refused_naming_the_variable(
    tmp_path: Path,
) -> None:
    for name, value in [
        ("MAILBOX_OAUTH_GMAIL_TOKEN_URL", "http://oauth.example.org/token"),
        ("MAILBOX_OAUTH_GMAIL_IMAP", "imap.example.org:993:none"),
        ("MAILBOX_OAUTH_GMAIL_SMTP", "smtp.example.org:465:ssl"),
        ("MAILBOX_OAUTH_MICROSOFT_IMAP", "imap.example.org"),
        ("MAILBOX_OAUTH_MICROSOFT_TENANT", "../x"),
    ]:
        with pytest.raises(BadRequest, match=name) as refused:
            settings_for(tmp_path, **{name: value})
        assert refused.value.code == "invalid_settings"
    settings = settings_for(
        tmp_path,
        MAILBOX_OAUTH_MICROSOFT_TENANT="contoso.onmicrosoft.com",
        MAILBOX_OAUTH_MICROSOFT_SMTP="smtp.example.org:587:starttls",
    )
    microsoft = settings.oauth.get("microsoft")
    assert microsoft is not None
    assert "/contoso.onmicrosoft.com/oauth2/v2.0/devicecode" in microsoft.device_url
    assert microsoft.smtp.port == 587
    assert not microsoft.configured
    shown = repr(settings_for(tmp_path, MAILBOX_OAUTH_GMAIL_CLIENT_SECRET="hush-7f3a"))
    assert "hush-7f3a" not in shown


def test_a_provider_that_cannot_be_reached_answers_502_and_keeps_nothing(
    tmp_path: Path, oauth_server: OAuthServer
) -> None:
    closed = free_ports(1)[0]
    env = {
        **oauth_server.env("gmail"),
        "MAILBOX_OAUTH_GMAIL_DEVICE_URL": f"http://127.0.0.1:{closed}/device",
        "MAILBOX_CONNECT_TIMEOUT": "2",
    }
    mailbox = open_mailbox(settings_for(tmp_path / "d", **env), migrate=True, initialise=True)
    with mailbox.db.session() as session:
        admin = create_admin(session, "admin")
    try:
        with TestClient(create_mailbox_app(mailbox), raise_server_exceptions=False) as http:
            answer = http.post(
                "/v1/oauth/gmail/device",
                json={},
                headers={"Authorization": f"Bearer {admin.token}"},
            )
        assert "Google" in _error(answer, 502, "provider_unavailable")
        with mailbox.db.session() as session:
            assert session.query(OAuthSignInRow).count() == 0
    finally:
        mailbox.close()
