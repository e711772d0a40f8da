"""A mailbox service for the write, send and attachment tools' tests: account ``a`` sends
through the SMTP relay into Dovecot, ``peer`` is a second Dovecot user that receives (and
writes to ``a``), and tokens hold one right group each beside ``mail.read``."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mcp_types import CallToolResult, TextContent

from tests.mailbox.sending.helpers import mailbox_of
from tests.support.dovecot import Dovecot, MailUser
from tests.support.mailbox_service import MailboxService, running_mailbox_service
from tests.support.relay import Relay

__all__ = ["Writers", "inbox_subjects", "ok", "running_writers", "text"]


@dataclass
class Writers:
    service: MailboxService
    peer: MailUser
    reader: str  # mail.read only
    writer: str  # + mail.write
    drafter: str  # + drafts
    sender: str  # + drafts, send
    sharer: str  # + mail.share

    @property
    def a(self) -> str:
        return self.service.accounts["a"]

    @property
    def address(self) -> str:
        return self.service.users["a"].address


def running_writers(folder: Path, dovecot: Dovecot, relay: Relay) -> Iterator[Writers]:
    with running_mailbox_service(folder, dovecot) as service:
        user = dovecot.new_user("alice")
        made = service.admin.post(
            "/v1/accounts",
            json=dovecot.imap_account(user, smtp=(relay.host, relay.port)),
        )
        assert made.status_code == 201, made.text
        service.accounts["a"] = made.json()["id"]
        service.users["a"] = user

        def token(name: str, *extra: str) -> str:
            return service.token(name, [{"accounts": ["a"], "allow": ["mail.read", *extra]}])

        yield Writers(
            service=service,
            peer=dovecot.new_user("peer"),
            reader=token("reader"),
            writer=token("writer", "mail.write"),
            drafter=token("drafter", "drafts"),
            sender=token("sender", "drafts", "send"),
            sharer=token("sharer", "mail.share"),
        )


def text(result: CallToolResult) -> str:
    return "".join(part.text for part in result.content if isinstance(part, TextContent))


def ok(result: CallToolResult) -> Any:
    assert result.is_error is not True, text(result)
    return result.structured_content


def inbox_subjects(dovecot: Dovecot, user: MailUser) -> list[str]:
    return [str(message["Subject"]) for message in mailbox_of(dovecot, user)]
