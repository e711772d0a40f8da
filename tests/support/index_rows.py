"""Rows written straight into the mailbox service's index (no mail server): an account that
is only a row, and messages numbered ``n`` in one of its folders. For tests and benches that
look at the index's own cost or query plans."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

from sqlalchemy import insert

from mailsocket_mcp.mailbox.data.models import AccountRow

__all__ = ["BASE", "account_row", "add_account", "message_row"]

BASE = datetime(2026, 1, 1, tzinfo=timezone.utc)


def account_row(account_id: str = "acc_1") -> dict[str, Any]:
    """An IMAP account's row with no settings and a key that opens nothing."""
    return {
        "id": account_id,
        "provider": "imap",
        "email": "a@x.test",
        "email_key": "a@x.test",
        "settings": {},
        "capabilities": [],
        "created_at": BASE,
        "key_nonce": b"n",
        "wrapped_key": b"k",
    }


def add_account(connection: Any, account_id: str = "acc_1") -> None:
    """Insert :func:`account_row` through a session or a connection."""
    connection.execute(insert(AccountRow.__table__), [account_row(account_id)])


def message_row(n: int, **fields: Any) -> dict[str, Any]:
    """Message ``n`` of ``fld_inbox``: UID n + 1, received n minutes after :data:`BASE`, its own
    thread; ``fields`` replace or add columns."""
    return {
        "id": f"msg_{n:06d}",
        "account_id": "acc_1",
        "folder_id": "fld_inbox",
        "uidvalidity": 1,
        "uid": n + 1,
        "thread_id": f"msg_{n:06d}",
        "to": [],
        "cc": [],
        "subject_key": "",
        "received": BASE + timedelta(minutes=n),
        "flags": [],
        "keywords": [],
        "size": 100,
        **fields,
    }
