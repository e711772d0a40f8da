"""Servers that hang, refuse, or speak TLS we must not trust: clear errors, within a bound."""

from __future__ import annotations

import socket
import ssl
from collections.abc import Iterator

import anyio
import pytest

from mailsocket_mcp.mailbox.data.providers import (
    ConnectionFailed,
    Credentials,
    Endpoint,
    ImapProvider,
    Pop3Provider,
    ProviderTimeout,
    Security,
    SmtpSender,
    TlsFailed,
)
from tests.support.dovecot import Dovecot, MailUser, free_ports

from .helpers import imap, imap_endpoint

pytestmark = pytest.mark.anyio

CREDENTIALS = Credentials("someone@example.test", "secret-password-1")


@pytest.fixture
def silent_port() -> Iterator[int]:
    """A TCP server on loopback that accepts connections and never says a word."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        yield listener.getsockname()[1]


def silent(port: int) -> Endpoint:
    return Endpoint(host="127.0.0.1", port=port, security=Security.NONE, timeout=0.5)


async def test_a_hanging_imap_server_times_out_within_the_bound(silent_port: int) -> None:
    with anyio.fail_after(5):
        with pytest.raises(ProviderTimeout) as caught:
            await ImapProvider(silent(silent_port), CREDENTIALS).open()
    assert caught.value.status == 504
    assert caught.value.retryable


async def test_a_hanging_pop3_or_smtp_server_times_out_too(silent_port: int) -> None:
    with anyio.fail_after(5):
        with pytest.raises(ProviderTimeout):
            await Pop3Provider(silent(silent_port), CREDENTIALS).verify()
        with pytest.raises(ProviderTimeout):
            await SmtpSender(silent(silent_port), CREDENTIALS).verify()


async def test_a_hung_account_does_not_hold_up_another(
    silent_port: int, dovecot: Dovecot, mail_user: MailUser
) -> None:
    """While one account waits on a silent server, another one logs in and reads."""
    finished: list[str] = []

    async def hang() -> None:
        with pytest.raises(ProviderTimeout):
            await ImapProvider(
                Endpoint(host="127.0.0.1", port=silent_port, security=Security.NONE, timeout=3),
                CREDENTIALS,
            ).open()
        finished.append("hung")

    with anyio.fail_after(10):
        async with anyio.create_task_group() as group:
            group.start_soon(hang)
            async with imap(dovecot, mail_user) as provider:
                await provider.list_folders()
            finished.append("healthy")
    assert finished == ["healthy", "hung"]


async def test_nobody_listening_is_a_connection_failure() -> None:
    [port] = free_ports(1)
    endpoint = Endpoint(host="127.0.0.1", port=port, security=Security.NONE, timeout=2)
    with pytest.raises(ConnectionFailed, match="cannot reach"):
        await ImapProvider(endpoint, CREDENTIALS).verify()
    with pytest.raises(ConnectionFailed):
        await Pop3Provider(endpoint, CREDENTIALS).verify()
    with pytest.raises(ConnectionFailed):
        await SmtpSender(endpoint, CREDENTIALS).verify()


async def test_a_certificate_from_an_unknown_authority_is_refused(
    dovecot: Dovecot, mail_user: MailUser
) -> None:
    """Verification is on by default: the system trust store knows no test authority."""
    untrusting = ssl.create_default_context()
    for security in (Security.TLS, Security.STARTTLS):
        endpoint = imap_endpoint(dovecot, security, context=untrusting)
        with pytest.raises(TlsFailed) as caught:
            await ImapProvider(
                endpoint, Credentials(mail_user.address, mail_user.password)
            ).verify()
        assert caught.value.retryable is False
        assert mail_user.password not in str(caught.value)


async def test_tls_to_a_plaintext_port_fails_clearly(dovecot: Dovecot, mail_user: MailUser) -> None:
    endpoint = Endpoint(
        host=dovecot.host,
        port=dovecot.imap_port,
        security=Security.TLS,
        timeout=3,
        ssl_context=dovecot.certificates.client_context(),
    )
    with pytest.raises((TlsFailed, ConnectionFailed)):
        await ImapProvider(endpoint, Credentials(mail_user.address, mail_user.password)).verify()


def test_plaintext_is_refused_for_a_host_that_is_not_loopback() -> None:
    with pytest.raises(ValueError, match="loopback hosts only"):
        Endpoint(host="imap.example.com", port=143, security=Security.NONE)
    Endpoint(host="::1", port=143, security=Security.NONE)
    Endpoint(host="localhost", port=143, security=Security.NONE)
    Endpoint(host="imap.example.com", port=993)  # TLS by default
