"""STARTTLS and implicit TLS against the fixtures' TLS listeners, trusting their authority."""

from __future__ import annotations

import pytest

from mailsocket_mcp.mailbox.data.providers import Security
from tests.support.dovecot import Dovecot, MailUser, deliver
from tests.support.relay import Relay

from .helpers import imap, mail, pop3, smtp

pytestmark = pytest.mark.anyio


@pytest.mark.parametrize("security", [Security.STARTTLS, Security.TLS])
async def test_imap_reads_mail_over_tls(
    dovecot: Dovecot, mail_user: MailUser, security: Security
) -> None:
    deliver(dovecot, [mail_user.address], mail(mail_user.address, f"Over {security.value}"))
    async with imap(dovecot, mail_user, security) as provider:
        [summary] = await provider.fetch_summaries("INBOX")
    assert summary.subject == f"Over {security.value}"


@pytest.mark.parametrize("security", [Security.STARTTLS, Security.TLS])
async def test_pop3_reads_mail_over_tls(
    dovecot: Dovecot, mail_user: MailUser, security: Security
) -> None:
    deliver(dovecot, [mail_user.address], mail(mail_user.address, "Secure pop"))
    [entry] = await pop3(dovecot, mail_user, security).list_messages()
    assert entry.size > 0


@pytest.mark.parametrize("security", [Security.STARTTLS, Security.TLS])
async def test_smtp_submits_over_tls(
    dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser, security: Security
) -> None:
    sender = smtp(dovecot, relay, mail_user, security)
    result = await sender.send(
        mail(other_user.address, "Sealed", sender=mail_user.address),
        sender=mail_user.address,
        recipients=[other_user.address],
    )
    assert result.accepted == (other_user.address,)
    async with imap(dovecot, other_user) as provider:
        [summary] = await provider.fetch_summaries("INBOX")
    assert summary.subject == "Sealed"
