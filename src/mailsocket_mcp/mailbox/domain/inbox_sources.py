"""Inbox sources: accounts whose real address hands out throwaway inboxes (the inbox bridge).

``PATCH /v1/accounts/{id} {"inbox_source": {"mode": "plus"}}`` (ours, beside the contract; the
right ``accounts.inbox_source``, audited) marks an account: the bridge's inboxes then get
addresses ``<local>+<tag>@<domain>`` of the account's own address; ``{"mode": "catch_all",
"domain": "d.example"}`` gives them ``<tag>@d.example`` instead (mail for any address there must
reach the account: the domain's catch-all is the mail server's business, not ours). ``null``
stops it. The tag is random (64 bits), so an address cannot be guessed from another.

Who may have an address there: a user who may read the account's mail (``get_message``), while
the account is not disabled; the same holds when mail is handed on (see ``inbox_bridge.py``).
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from typing import Any, Literal

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..data.index import newest_change
from ..data.models import AccountRow, UserRow
from ..errors import BadRequest
from . import audit
from .accounts import get_account
from .audit import Actor
from .callers import rights_of
from .rights import Rights

__all__ = [
    "READ_OPERATION",
    "SET_OPERATION",
    "InboxSource",
    "SourceAccount",
    "readable_sources",
    "reader_may_read",
    "set_inbox_source",
    "source_of",
]

Mode = Literal["plus", "catch_all"]
SET_OPERATION = "set_inbox_source"
READ_OPERATION = "get_message"
_TAG_BYTES = 8
_DOMAIN = re.compile(
    r"(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?"
)


@dataclass(frozen=True)
class InboxSource:
    """How an account hands out addresses: ``plus`` on its own, or ``catch_all`` on ``domain``."""

    mode: Mode
    domain: str | None = None

    @classmethod
    def checked(cls, mode: str, domain: str | None) -> InboxSource:
        """Raises: BadRequest: an unknown mode, a catch-all without a valid domain, or a
        domain given with ``plus`` (whose domain is the account's own)."""
        if mode == "plus":
            if domain is not None:
                raise BadRequest("inbox_source: mode plus takes no domain (it is the account's)")
            return cls("plus")
        if mode == "catch_all":
            name = (domain or "").strip().rstrip(".").lower()
            if not _DOMAIN.fullmatch(name):
                raise BadRequest(
                    "inbox_source: mode catch_all needs a domain, e.g. "
                    '{"mode": "catch_all", "domain": "qa.example.com"}'
                )
            return cls("catch_all", name)
        raise BadRequest(f"inbox_source: mode must be plus or catch_all, not {mode!r}")

    def new_address(self, account_email: str) -> str:
        """A fresh address of this source: a random tag on the account's address or domain."""
        tag = secrets.token_hex(_TAG_BYTES)
        if self.mode == "catch_all":
            return f"{tag}@{self.domain}"
        local, _, domain = account_email.rpartition("@")
        return f"{local.split('+', 1)[0]}+{tag}@{domain.lower()}"

    def covers(self, account_email: str, address: str) -> bool:
        """Whether ``address`` (any case) is one this source could have handed out."""
        local, at, domain = address.strip().lower().rpartition("@")
        if not at or not local:
            return False
        if self.mode == "catch_all":
            return domain == self.domain
        own_local, _, own_domain = account_email.lower().rpartition("@")
        base, plus, tag = local.partition("+")
        return bool(plus and tag) and base == own_local.split("+", 1)[0] and domain == own_domain

    def view(self) -> dict[str, Any]:
        return {"mode": self.mode, "domain": self.domain}


@dataclass(frozen=True)
class SourceAccount:
    """An account that is an inbox source, as the bridge needs it."""

    account_id: str
    email: str
    source: InboxSource


def source_of(row: AccountRow) -> InboxSource | None:
    """The account's inbox source (None: it is none)."""
    if row.inbox_source_mode is None:
        return None
    mode: Mode = "catch_all" if row.inbox_source_mode == "catch_all" else "plus"
    return InboxSource(mode, row.inbox_source_domain)


def set_inbox_source(
    session: Session, caller: Actor, rights: Rights, account_id: str, source: InboxSource | None
) -> AccountRow:
    """Mark the account as an inbox source (None: no longer). Only mail that arrives from now
    on is handed to the bridge's inboxes, never what the account already holds.

    Raises:
        NotFound, Forbidden: as for ``get_account`` with ``set_inbox_source``.
        AccountDisabled: the account is disabled.
    """
    row = get_account(session, rights, account_id, SET_OPERATION)
    before = source_of(row)
    if source is not None and before is None:
        row.inbox_source_fed = newest_change(session, row.id)
    row.inbox_source_mode = source.mode if source is not None else None
    row.inbox_source_domain = source.domain if source is not None else None
    if source is None:
        row.inbox_source_fed = None
    detail = "none" if source is None else f"{source.mode} {source.domain or row.email}"
    audit.record(session, caller, "accounts.inbox_source_set", target=row.id, detail=detail)
    return row


def readable_sources(session: Session, user_id: str) -> list[SourceAccount]:
    """The inbox sources the user may read, by address (none for an unknown or disabled user)."""
    user = session.get(UserRow, user_id)
    if user is None or user.disabled:
        return []
    rights = rights_of(session, user)
    rows = session.scalars(
        select(AccountRow)
        .where(AccountRow.inbox_source_mode.is_not(None), AccountRow.disabled.is_(False))
        .order_by(AccountRow.email_key, AccountRow.id)
    )
    found = []
    for row in rows:
        source = source_of(row)
        if source is not None and READ_OPERATION in rights.ops_on(row.id):
            found.append(SourceAccount(row.id, row.email, source))
    return found


def reader_may_read(session: Session, user_id: str, account_id: str) -> bool:
    """Whether the user (enabled) may still read the account's mail now."""
    user = session.get(UserRow, user_id)
    if user is None or user.disabled:
        return False
    return READ_OPERATION in rights_of(session, user).ops_on(account_id)
