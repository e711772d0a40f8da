"""Connecting an account logs in first: a wrong password, a hanging server or a host the
service may not reach is an error that stores nothing; verify keeps the status current."""

from __future__ import annotations

import concurrent.futures
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from mailsocket_mcp.mailbox.data.models import AccountRow, CredentialRow
from mailsocket_mcp.mailbox.domain.admins import create_admin
from mailsocket_mcp.mailbox.domain.connection import Connector
from mailsocket_mcp.mailbox.domain.hosts import HostPolicy
from mailsocket_mcp.mailbox.domain.mailbox import open_mailbox
from mailsocket_mcp.mailbox.errors import InvalidSettings, ProviderUnavailable
from mailsocket_mcp.mailbox.settings import SettingsError
from mailsocket_mcp.mailbox.web.app import create_mailbox_app
from tests.mailbox.conftest import Service, settings_for
from tests.mailbox.helpers import PASSWORD, account_body, connect
from tests.support.dovecot import Dovecot
from tests.support.relay import Relay

WAIT_SECONDS = 20.0


def _error(answer: Any) -> tuple[int, str, str]:
    error = answer.json()["error"]
    return answer.status_code, error["code"], error["message"]


def _database_bytes(service: Service) -> bytes:
    folder = service.mailbox.settings.data_dir
    return b"".join(p.read_bytes() for p in folder.iterdir() if p.is_file())


def _accounts(service: Service) -> list[str]:
    listed = service.http.get("/v1/accounts", headers=service.admin_headers).json()
    return [a["id"] for a in listed["items"]]


@pytest.fixture
def tls_service(tmp_path: Path, dovecot: Dovecot) -> Iterator[Service]:
    """A service that trusts the fixtures' certificate authority (MAILBOX_TLS_CA_FILE)."""
    settings = settings_for(
        tmp_path / "data",
        MAILBOX_TLS_CA_FILE=str(dovecot.certificates.ca_cert),
        MAILBOX_CONNECT_TIMEOUT="1",
    )
    mailbox = open_mailbox(settings, migrate=True, initialise=True)
    with mailbox.db.session() as session:
        admin = create_admin(session, "admin")
    with TestClient(create_mailbox_app(mailbox), raise_server_exceptions=False) as http:
        yield Service(mailbox=mailbox, http=http, admin=admin, dovecot=dovecot)
    mailbox.close()


def test_a_wrong_password_is_a_502_and_stores_nothing(service: Service) -> None:
    connect(service, "kept@example.org")
    before = _accounts(service)
    body = account_body(service.dovecot)
    body["credentials"]["password"] = "Wrong-4be1d0c2-password"
    answer = service.http.post("/v1/accounts", json=body, headers=service.admin_headers)
    status, code, message = _error(answer)
    assert (status, code) == (502, "credentials_rejected")
    assert "refused the username or password" in message
    assert "Wrong-4be1d0c2" not in answer.text
    assert _accounts(service) == before
    assert b"Wrong-4be1d0c2" not in _database_bytes(service)
    with service.mailbox.db.session() as session:
        assert len(session.scalars(select(CredentialRow)).all()) == 1  # the kept account's


def test_a_connected_account_has_its_servers_capabilities(service: Service) -> None:
    account = connect(service)
    shown = service.http.get(f"/v1/accounts/{account}", headers=service.admin_headers).json()
    assert shown["status"] == "connected"
    assert {"read_state", "stars", "folders", "move", "search", "push"} <= set(
        shown["capabilities"]
    )
    assert "send" not in shown["capabilities"]  # no smtp_host


def test_imap_over_tls_and_starttls_and_pop3_with_smtp(tls_service: Service, relay: Relay) -> None:
    server, headers = tls_service.dovecot, tls_service.admin_headers
    for n, (port, security) in enumerate(
        [(server.imaps_port, "tls"), (server.imap_port, "starttls")]
    ):
        body = account_body(server, f"imap{n}@example.org")
        body["settings"].update(port=port, security=security)
        made = tls_service.http.post("/v1/accounts", json=body, headers=headers)
        assert made.status_code == 201, made.text
    pop = account_body(server, "pop@example.org")
    pop["provider"] = "pop3"
    pop["settings"].update(
        port=server.pop3s_port,
        security="tls",
        smtp_host=relay.host,
        smtp_port=relay.tls_port,
        smtp_security="tls",
    )
    made = tls_service.http.post("/v1/accounts", json=pop, headers=headers)
    assert made.status_code == 201, made.text
    assert made.json()["capabilities"] == ["purge", "read_state", "send", "stars"]


def test_tls_to_a_server_the_service_does_not_trust_is_a_502(service: Service) -> None:
    body = account_body(service.dovecot)
    body["settings"].update(port=service.dovecot.imaps_port, security="tls")
    status, code, message = _error(
        service.http.post("/v1/accounts", json=body, headers=service.admin_headers)
    )
    assert (status, code) == (502, "provider_unavailable")
    assert "TLS" in message
    assert _accounts(service) == []


def test_a_refused_smtp_login_fails_the_account_too(service: Service, relay: Relay) -> None:
    body = account_body(service.dovecot)
    body["settings"].update(smtp_host=relay.host, smtp_port=relay.port, smtp_security="none")
    body["credentials"]["smtp_password"] = "Smtp-wrong-77"
    status, code, message = _error(
        service.http.post("/v1/accounts", json=body, headers=service.admin_headers)
    )
    assert (status, code) == (502, "credentials_rejected")
    assert "SMTP server" in message
    assert _accounts(service) == []


@pytest.fixture
def silent_port() -> Iterator[int]:
    """A port that accepts connections (the kernel's backlog) and never says a word."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        yield listener.getsockname()[1]


def test_a_server_that_hangs_is_a_timeout_error_within_the_bound(
    tls_service: Service, silent_port: int
) -> None:
    body = account_body(tls_service.dovecot)
    body["settings"]["port"] = silent_port
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        sent = pool.submit(
            tls_service.http.post, "/v1/accounts", json=body, headers=tls_service.admin_headers
        )
        answer = sent.result(timeout=WAIT_SECONDS)
    status, code, message = _error(answer)
    assert (status, code) == (502, "provider_unavailable")
    assert "did not answer within 1 s" in message
    assert _accounts(tls_service) == []


def _replace_stored(service: Service, account: str, **values: Any) -> None:
    """What happens elsewhere: the password changed at the provider, the server moved."""
    with service.mailbox.db.session() as session:
        row = session.get(AccountRow, account)
        assert row is not None
        if "password" in values:
            for old in session.scalars(select(CredentialRow)).all():
                session.delete(old)
            session.flush()
            session.add_all(service.mailbox.vault.seal_credentials(row, dict(values)))
        else:
            row.settings = {**row.settings, **values}


def test_verify_keeps_the_status_current_and_a_new_password_reconnects(
    service: Service,
) -> None:
    account = connect(service)
    url, headers = f"/v1/accounts/{account}", service.admin_headers
    verified = service.http.post(f"{url}/verify", headers=headers)
    assert verified.status_code == 200
    assert verified.json()["status"] == "connected"
    _replace_stored(service, account, password="changed-elsewhere")
    refused = service.http.post(f"{url}/verify", headers=headers)
    assert _error(refused)[:2] == (502, "credentials_rejected")
    assert service.http.get(url, headers=headers).json()["status"] == "needs_reauth"
    audit = service.http.get("/v1/audit", headers=headers).json()["items"]
    assert "accounts.account_needs_reauth" in {a["activity"] for a in audit}
    fixed = service.http.patch(url, json={"credentials": {"password": PASSWORD}}, headers=headers)
    assert fixed.json()["status"] == "connected"
    _replace_stored(service, account, port=1)  # nothing listens there
    gone = service.http.post(f"{url}/verify", headers=headers)
    assert _error(gone)[:2] == (502, "provider_unavailable")
    assert service.http.get(url, headers=headers).json()["status"] == "unreachable"


@pytest.mark.parametrize(
    ("host", "says"),
    [
        ("10.0.0.5", "private network"),
        ("192.168.1.20", "private network"),
        ("100.64.0.9", "private network"),
        ("::ffff:172.16.0.1", "private network"),
        ("fd12:3456::1", "private network"),
        ("169.254.169.254", "metadata"),
        ("fd00:ec2::254", "metadata"),
        ("0.0.0.0", "not an address"),
    ],
)
def test_hosts_on_private_networks_and_metadata_addresses_are_refused_by_name(
    service: Service, host: str, says: str
) -> None:
    body = account_body(service.dovecot)
    body["settings"].update(host=host, security="tls")
    status, code, message = _error(
        service.http.post("/v1/accounts", json=body, headers=service.admin_headers)
    )
    assert (status, code) == (400, "invalid_settings")
    assert host in message
    assert says in message


def test_plain_text_goes_to_loopback_only() -> None:
    policy = HostPolicy(allow_private=True)
    with pytest.raises(InvalidSettings, match="loopback host only"):
        anyio.run(lambda: policy.check("10.0.0.5", 143, "none", setting="host"))


def test_every_address_a_name_resolves_to_is_checked() -> None:
    answers = {"mail.example.test": ["93.184.215.14", "10.1.2.3"], "meta.example.test": []}

    async def resolve(host: str, port: int) -> list[str]:
        return answers[host]

    strict, lenient = HostPolicy(resolve=resolve), HostPolicy(allow_private=True, resolve=resolve)
    with pytest.raises(InvalidSettings, match=r"mail\.example\.test is on a private network"):
        anyio.run(lambda: strict.check("mail.example.test", 993, "tls", setting="host"))
    anyio.run(lambda: lenient.check("mail.example.test", 993, "tls", setting="host"))
    answers["mail.example.test"].append("::ffff:169.254.169.254")
    with pytest.raises(InvalidSettings, match="metadata"):
        anyio.run(lambda: lenient.check("mail.example.test", 993, "tls", setting="host"))
    with pytest.raises(ProviderUnavailable, match="does not resolve"):
        anyio.run(lambda: lenient.check("meta.example.test", 993, "tls", setting="smtp_host"))


@pytest.mark.parametrize(
    ("env", "names"),
    [
        ({"MAILBOX_ALLOW_PRIVATE_HOSTS": "yes"}, "MAILBOX_ALLOW_PRIVATE_HOSTS"),
        ({"MAILBOX_CONNECT_TIMEOUT": "soon"}, "MAILBOX_CONNECT_TIMEOUT"),
        ({"MAILBOX_CONNECT_TIMEOUT": "0"}, "MAILBOX_CONNECT_TIMEOUT"),
        ({"MAILBOX_TLS_CA_FILE": "/nonexistent/ca.pem"}, "MAILBOX_TLS_CA_FILE"),
    ],
)
def test_connection_settings_that_cannot_work_name_their_variable(
    tmp_path: Path, env: dict[str, str], names: str
) -> None:
    with pytest.raises(SettingsError, match=names):
        settings_for(tmp_path, **env)


def test_private_hosts_are_allowed_when_the_operator_says_so(tmp_path: Path) -> None:
    settings = settings_for(tmp_path, MAILBOX_ALLOW_PRIVATE_HOSTS="1")
    assert Connector.from_settings(settings).hosts.allow_private is True
    assert settings_for(tmp_path).allow_private_hosts is False
