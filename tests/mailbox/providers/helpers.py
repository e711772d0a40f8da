"""Mail to deliver and providers pointed at the fixtures."""

from __future__ import annotations

import email.policy
import ssl
from email.message import EmailMessage

from mailsocket_mcp.mailbox.data.providers import (
    Credentials,
    Endpoint,
    ImapProvider,
    Pop3Provider,
    Security,
    SmtpSender,
)
from tests.support.dovecot import Dovecot, MailUser
from tests.support.relay import Relay

TIMEOUT = 5.0


def mail(
    to: str,
    subject: str,
    *,
    sender: str = "Ann Lee <ann@shop.test>",
    attachment: bytes | None = None,
    message_id: str | None = None,
) -> bytes:
    message = EmailMessage()
    message["From"] = sender
    message["To"] = to
    message["Subject"] = subject
    message["Message-ID"] = message_id or email.utils.make_msgid(domain="shop.test")
    message.set_content(f"Body of {subject}\n")
    if attachment is not None:
        message.add_attachment(
            attachment, maintype="application", subtype="pdf", filename="invoice.pdf"
        )
    return message.as_bytes(policy=email.policy.SMTP)


def imap_endpoint(
    server: Dovecot, security: Security = Security.NONE, *, context: ssl.SSLContext | None = None
) -> Endpoint:
    port = server.imaps_port if security is Security.TLS else server.imap_port
    return Endpoint(
        host=server.host,
        port=port,
        security=security,
        timeout=TIMEOUT,
        ssl_context=context or server.certificates.client_context(),
    )


def imap(
    server: Dovecot,
    user: MailUser,
    security: Security = Security.NONE,
    *,
    disabled: frozenset[str] = frozenset(),
    sender: SmtpSender | None = None,
) -> ImapProvider:
    return ImapProvider(
        imap_endpoint(server, security),
        Credentials(user.address, user.password),
        disabled=disabled,
        sender=sender,
    )


def pop3(server: Dovecot, user: MailUser, security: Security = Security.NONE) -> Pop3Provider:
    port = server.pop3s_port if security is Security.TLS else server.pop3_port
    endpoint = Endpoint(
        host=server.host,
        port=port,
        security=security,
        timeout=TIMEOUT,
        ssl_context=server.certificates.client_context(),
    )
    return Pop3Provider(endpoint, Credentials(user.address, user.password))


def smtp(
    server: Dovecot, relay: Relay, user: MailUser, security: Security = Security.NONE
) -> SmtpSender:
    port = relay.tls_port if security is Security.TLS else relay.port
    endpoint = Endpoint(
        host=relay.host,
        port=port,
        security=security,
        timeout=TIMEOUT,
        ssl_context=server.certificates.client_context(),
    )
    return SmtpSender(endpoint, Credentials(user.address, user.password))
