"""Submission through a real SMTP server that AUTHs and delivers into Dovecot."""

from __future__ import annotations

import logging

import anyio
import anyio.from_thread
import anyio.lowlevel
import pytest

from mailsocket_mcp.mailbox.data.providers import (
    AuthenticationFailed,
    Capability,
    Credentials,
    Endpoint,
    Security,
    ServerRefused,
    SmtpSender,
)
from tests.support.dovecot import Dovecot, MailUser
from tests.support.lingering_smtp import WAIT_SECONDS, lingering_smtp
from tests.support.relay import Relay

from .helpers import TIMEOUT, imap, mail, smtp

pytestmark = pytest.mark.anyio


async def test_a_sent_mail_lands_in_the_recipients_inbox(
    dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    sender = smtp(dovecot, relay, mail_user)
    raw = mail(other_user.address, "Your invoice", sender=mail_user.address)
    async with imap(dovecot, mail_user, sender=sender) as provider:
        assert Capability.SEND in provider.capabilities
        result = await provider.send(
            raw, sender=mail_user.address, recipients=[other_user.address, "nobody@example.test"]
        )
        await provider.append("Sent", raw, flags=["\\Seen"])
    assert result.accepted == (other_user.address,)
    assert list(result.refused) == ["nobody@example.test"]
    assert result.refused["nobody@example.test"].startswith("550")
    async with imap(dovecot, other_user) as provider:
        [summary] = await provider.fetch_summaries("INBOX")
    assert summary.subject == "Your invoice"
    assert summary.sender == mail_user.address


async def test_every_recipient_refused_is_a_refusal_naming_them(
    dovecot: Dovecot, relay: Relay, mail_user: MailUser
) -> None:
    with pytest.raises(ServerRefused, match=r"nobody@example\.test: 550"):
        await smtp(dovecot, relay, mail_user).send(
            mail("nobody@example.test", "Lost"),
            sender=mail_user.address,
            recipients=["nobody@example.test"],
        )


async def test_a_wrong_smtp_password_fails_clearly_and_is_never_logged(
    dovecot: Dovecot, relay: Relay, mail_user: MailUser, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    wrong = MailUser(mail_user.address, "wrong-" + mail_user.password)
    with pytest.raises(AuthenticationFailed) as caught:
        await smtp(dovecot, relay, wrong).verify()
    assert caught.value.status == 401
    assert not caught.value.retryable
    await smtp(dovecot, relay, mail_user).verify()
    for secret in (wrong.password, mail_user.password):
        assert secret not in caplog.text
        assert secret not in str(caught.value)


async def test_a_session_cut_short_while_the_server_stalls_at_quit_still_hangs_up(
    dovecot: Dovecot, mail_user: MailUser
) -> None:
    token = anyio.lowlevel.current_token()
    deadline = anyio.CancelScope()  # hit once the server has QUIT (a caller's deadline)

    def cut_short() -> None:
        anyio.from_thread.run_sync(deadline.cancel, token=token)

    certificates = dovecot.certificates
    with lingering_smtp(
        certificates.server_context(), answer_quit=False, on_quit=cut_short
    ) as lingering:
        endpoint = Endpoint(
            host=lingering.host,
            port=lingering.port,
            security=Security.TLS,
            timeout=TIMEOUT,
            ssl_context=certificates.client_context(),
        )
        sender = SmtpSender(endpoint, Credentials(mail_user.address, mail_user.password))
        with deadline:
            await sender.verify()
        assert deadline.cancelled_caught
        assert await anyio.to_thread.run_sync(lingering.hung_up.wait, WAIT_SECONDS)
