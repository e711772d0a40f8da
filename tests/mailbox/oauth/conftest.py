"""Sign-in by code against real servers: a fake OAuth authorization server over HTTP on
127.0.0.1, a Dovecot that takes XOAUTH2 logins and asks that server about each token, and a
submission relay that takes XOAUTH2 too."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from mailsocket_mcp.mailbox.domain.admins import create_admin
from mailsocket_mcp.mailbox.domain.mailbox import open_mailbox
from mailsocket_mcp.mailbox.web.app import create_mailbox_app
from tests.mailbox.conftest import Service, settings_for
from tests.support.dovecot import Dovecot, missing_reason, running_dovecot
from tests.support.oauth_server import OAuthServer, running_oauth_server
from tests.support.relay import Relay, running_relay


@pytest.fixture(scope="session")
def oauth_server() -> Iterator[OAuthServer]:
    with running_oauth_server() as server:
        yield server


@pytest.fixture(scope="session")
def oauth_dovecot(oauth_server: OAuthServer) -> Iterator[Dovecot]:
    reason = missing_reason()
    if reason is not None:
        if os.environ.get("MAILSOCKET_TESTS_NO_SKIPS") or os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    with running_dovecot(oauth2_introspection_url=oauth_server.url("/introspect")) as server:
        yield server


@pytest.fixture(scope="session")
def oauth_relay(oauth_dovecot: Dovecot, oauth_server: OAuthServer) -> Iterator[Relay]:
    with running_relay(oauth_dovecot, bearer_check=oauth_server.check_bearer) as relay:
        yield relay


def oauth_env(server: OAuthServer, dovecot: Dovecot, relay: Relay) -> dict[str, str]:
    """Both providers' apps, their endpoints on the fake server, their mail on the fixtures."""
    env: dict[str, str] = {}
    for provider in ("gmail", "microsoft"):
        prefix = f"MAILBOX_OAUTH_{provider.upper()}_"
        env.update(server.env(provider))
        env[prefix + "IMAP"] = f"{dovecot.host}:{dovecot.imap_port}:none"
        env[prefix + "SMTP"] = f"{relay.host}:{relay.port}:none"
    env.pop("MAILBOX_OAUTH_MICROSOFT_USERINFO_URL")  # Microsoft's address is in the id_token
    return env


@pytest.fixture
def oauth_service(
    tmp_path: Path, oauth_server: OAuthServer, oauth_dovecot: Dovecot, oauth_relay: Relay
) -> Iterator[Service]:
    env = oauth_env(oauth_server, oauth_dovecot, oauth_relay)
    mailbox = open_mailbox(settings_for(tmp_path / "data", **env), migrate=True, initialise=True)
    with mailbox.db.session() as session:
        admin = create_admin(session, "admin")
    with TestClient(create_mailbox_app(mailbox), raise_server_exceptions=False) as http:
        yield Service(mailbox=mailbox, http=http, admin=admin, dovecot=oauth_dovecot)
    mailbox.close()
