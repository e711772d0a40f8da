"""An account on the fixtures' servers, and what arrived where (read over plain imaplib)."""

from __future__ import annotations

import email
import email.policy
import imaplib
from email.message import EmailMessage
from typing import Any

from tests.mailbox.conftest import Service
from tests.support.dovecot import Dovecot, MailUser
from tests.support.relay import Relay


def account_body(dovecot: Dovecot, relay: Relay, user: MailUser) -> dict[str, Any]:
    return dovecot.imap_account(user, smtp=(relay.host, relay.port), display_name="Alice Example")


def connect(service: Service, dovecot: Dovecot, relay: Relay, user: MailUser) -> str:
    made = service.http.post(
        "/v1/accounts", json=account_body(dovecot, relay, user), headers=service.admin_headers
    )
    assert made.status_code == 201, made.text
    account_id: str = made.json()["id"]
    return account_id


def mailbox_of(dovecot: Dovecot, user: MailUser, folder: str = "INBOX") -> list[EmailMessage]:
    """Every message in ``folder``, parsed, with its flags in the ``X-Test-Flags`` header."""
    imap = imaplib.IMAP4(dovecot.host, dovecot.imap_port, timeout=5)
    try:
        imap.login(user.address, user.password)
        imap.select(folder, readonly=True)
        _, found = imap.uid("SEARCH", "ALL")  # type: ignore[arg-type]
        messages = []
        for uid in found[0].split():
            _, data = imap.uid("FETCH", uid, "(FLAGS BODY.PEEK[])")
            meta, raw = data[0]  # type: ignore[misc]
            parsed = email.message_from_bytes(raw, policy=email.policy.default)
            assert isinstance(parsed, EmailMessage)
            parsed["X-Test-Flags"] = meta.decode().split("FLAGS (", 1)[1].split(")", 1)[0]
            messages.append(parsed)
        return messages
    finally:
        imap.logout()
