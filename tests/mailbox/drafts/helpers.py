"""An account with an SMTP server on the fixtures' relay, for the reading service of
``tests/mailbox/reading/helpers.py``."""

from __future__ import annotations

from typing import Any

import httpx

from tests.mailbox.reading.helpers import Reader
from tests.support.dovecot import MailUser
from tests.support.relay import Relay


async def connect_sending(reader: Reader, relay: Relay, user: MailUser) -> str:
    body = reader.dovecot.imap_account(
        user, smtp=(relay.host, relay.port), display_name="Alice Example"
    )
    answer = await reader.http.post("/v1/accounts", json=body, headers=reader.admin_headers)
    assert answer.status_code == 201, answer.text
    account_id: str = answer.json()["id"]
    return account_id


async def call(
    reader: Reader,
    method: str,
    path: str,
    *,
    status: int = 200,
    headers: dict[str, str] | None = None,
    **kwargs: Any,
) -> Any:
    answer: httpx.Response = await reader.http.request(
        method, path, headers=headers or reader.admin_headers, **kwargs
    )
    assert answer.status_code == status, answer.text
    return (
        answer.json()
        if answer.content and "json" in answer.headers.get("content-type", "")
        else answer
    )
