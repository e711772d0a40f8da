"""Connections go to the address the host rules checked, never to a second lookup of the name
(DNS rebinding): the resolver here is the service's own seam, steered by the test, and the
name (``example.test``, which the server certificate names) resolves nowhere else, so a login
can only work if the connection went where the check looked."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from mailsocket_mcp.mailbox.domain.admins import create_admin
from mailsocket_mcp.mailbox.domain.hosts import HostPolicy
from mailsocket_mcp.mailbox.domain.mailbox import open_mailbox
from mailsocket_mcp.mailbox.web.app import create_mailbox_app
from tests.mailbox.conftest import Service, settings_for
from tests.mailbox.sending.helpers import mailbox_of
from tests.support.dovecot import Dovecot, MailUser, free_ports
from tests.support.lingering_smtp import WAIT_SECONDS, lingering_smtp
from tests.support.relay import Relay

NAME = "example.test"  # in the fixtures' certificate; the system's resolver does not know it


class SteeredDns:
    """The service's resolver seam: what each name resolves to now, and who asked."""

    def __init__(self) -> None:
        self.answers: dict[str, list[str]] = {NAME: ["127.0.0.1"], "other.test": ["127.0.0.1"]}
        self.asked: list[str] = []

    async def resolve(self, host: str, port: int) -> list[str]:
        self.asked.append(host)
        if host not in self.answers:
            raise OSError("no such host")
        return list(self.answers[host])


@pytest.fixture
def steered(tmp_path: Path, dovecot: Dovecot) -> Iterator[tuple[Service, SteeredDns]]:
    settings = settings_for(
        tmp_path / "data", MAILBOX_TLS_CA_FILE=str(dovecot.certificates.ca_cert)
    )
    mailbox = open_mailbox(settings, migrate=True, initialise=True)
    dns = SteeredDns()
    mailbox.connector = dataclasses.replace(
        mailbox.connector, hosts=HostPolicy(resolve=dns.resolve)
    )
    with mailbox.db.session() as session:
        admin = create_admin(session, "admin")
    with TestClient(create_mailbox_app(mailbox), raise_server_exceptions=False) as http:
        yield Service(mailbox=mailbox, http=http, admin=admin, dovecot=dovecot), dns
    mailbox.close()


def _body(
    dovecot: Dovecot, relay: Relay, user: MailUser, provider: str = "imap", host: str = NAME
) -> dict[str, Any]:
    port = dovecot.imaps_port if provider == "imap" else dovecot.pop3s_port
    return {
        "provider": provider,
        "email": user.address,
        "settings": {
            "host": host,
            "port": port,
            "security": "tls",
            "smtp_host": host,
            "smtp_port": relay.tls_port,
            "smtp_security": "tls",
        },
        "credentials": {"password": user.password},
    }


def _connect(service: Service, body: dict[str, Any]) -> Any:
    return service.http.post("/v1/accounts", json=body, headers=service.admin_headers)


def test_imap_and_smtp_connect_to_the_checked_address_and_tls_checks_the_name(
    steered: tuple[Service, SteeredDns],
    dovecot: Dovecot,
    relay: Relay,
    mail_user: MailUser,
    other_user: MailUser,
) -> None:
    service, dns = steered
    made = _connect(service, _body(dovecot, relay, mail_user))
    assert made.status_code == 201, made.text
    account_id = made.json()["id"]
    dns.asked.clear()
    sent = service.http.post(
        f"/v1/accounts/{account_id}/send",
        json={"to": [{"email": other_user.address}], "subject": "Pinned", "text": "x"},
        headers=service.admin_headers,
    )
    assert sent.status_code == 200, sent.text
    assert sent.json()["sent_copy_id"]  # the copy in Sent went over IMAP, pinned too
    assert [m["Subject"] for m in mailbox_of(dovecot, other_user)] == ["Pinned"]
    assert dns.asked == [NAME, NAME]  # the rules were asked for each connection: SMTP, IMAP


def test_pop3_connects_to_the_checked_address(
    steered: tuple[Service, SteeredDns], dovecot: Dovecot, relay: Relay, mail_user: MailUser
) -> None:
    service, _ = steered
    made = _connect(service, _body(dovecot, relay, mail_user, provider="pop3"))
    assert made.status_code == 201, made.text


def test_a_name_that_rebinds_to_a_metadata_address_after_it_was_checked_is_never_reached(
    steered: tuple[Service, SteeredDns],
    dovecot: Dovecot,
    relay: Relay,
    mail_user: MailUser,
    other_user: MailUser,
) -> None:
    service, dns = steered
    made = _connect(service, _body(dovecot, relay, mail_user))
    assert made.status_code == 201, made.text
    dns.answers[NAME] = ["169.254.169.254"]
    answer = service.http.post(
        f"/v1/accounts/{made.json()['id']}/send",
        json={"to": [{"email": other_user.address}], "subject": "s", "text": "x"},
        headers=service.admin_headers,
    )
    assert answer.status_code == 400, answer.text
    assert answer.json()["error"]["code"] == "invalid_settings"
    assert "metadata" in answer.json()["error"]["message"]
    assert mailbox_of(dovecot, other_user) == []


def test_tls_still_checks_the_host_name_not_the_address(
    steered: tuple[Service, SteeredDns], dovecot: Dovecot, relay: Relay, mail_user: MailUser
) -> None:
    service, _ = steered
    answer = _connect(service, _body(dovecot, relay, mail_user, host="other.test"))
    assert answer.status_code == 502, answer.text
    assert answer.json()["error"]["code"] == "provider_unavailable"
    assert "TLS" in answer.json()["error"]["message"]


def test_a_pinned_smtp_server_that_is_away_or_has_the_wrong_name_is_a_clear_502(
    steered: tuple[Service, SteeredDns], dovecot: Dovecot, relay: Relay, mail_user: MailUser
) -> None:
    service, _ = steered
    [closed] = free_ports(1)
    away = _body(dovecot, relay, mail_user)
    away["settings"]["smtp_port"] = closed
    wrong_name = _body(dovecot, relay, mail_user)
    wrong_name["settings"]["smtp_host"] = "other.test"
    for body, says in ((away, "SMTP"), (wrong_name, "TLS")):
        answer = _connect(service, body)
        assert answer.status_code == 502, answer.text
        assert answer.json()["error"]["code"] == "provider_unavailable"
        assert says in answer.json()["error"]["message"]


def test_an_smtp_server_that_lingers_after_quit_is_hung_up_on(
    steered: tuple[Service, SteeredDns], dovecot: Dovecot, relay: Relay, mail_user: MailUser
) -> None:
    # The check runs on an event loop of its own that ends with it: a connection still
    # waiting for the server's TLS close would outlive it, open (the collector finds it).
    service, _ = steered
    with lingering_smtp(dovecot.certificates.server_context()) as lingering:
        body = _body(dovecot, relay, mail_user)
        body["settings"]["smtp_port"] = lingering.port
        made = _connect(service, body)
        assert made.status_code == 201, made.text
        assert lingering.quit_seen.is_set()
        assert lingering.hung_up.wait(WAIT_SECONDS)
