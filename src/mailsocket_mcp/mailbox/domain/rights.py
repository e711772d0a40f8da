"""The catalogue of rights (the contract's ``x-permission`` groups) and what a caller may do.

A user's (or role's) ``service`` names service groups, ``admin`` or single operations; a grant's
``allow`` names account groups or single operations, on account ids or ``*``. Default deny:
nothing is allowed that no right names, and an expired grant grants nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from ..errors import InvalidRight

__all__ = [
    "ACCOUNT_GROUPS",
    "ADMIN",
    "SERVICE_GROUPS",
    "GrantSpec",
    "Rights",
    "catalogue",
    "expand_account",
    "expand_service",
]

ADMIN = "admin"
EVERY_ACCOUNT = "*"

SERVICE_GROUPS: Mapping[str, tuple[str, ...]] = {
    "accounts.connect": (
        "create_account",
        "discover_account",
        "start_device_oauth",
        "poll_device_oauth",
    ),
    "users.read": (
        "list_users",
        "get_user",
        "get_second_factor",
        "list_tokens",
        "list_roles",
        "get_role",
    ),
    "users.manage": (
        "create_user",
        "update_user",
        "delete_user",
        "set_password",
        "remove_second_factor",
        "remove_totp_device",
        "create_token",
        "revoke_token",
        "create_role",
        "replace_role",
        "delete_role",
    ),
    "webhooks.manage": (
        "list_webhooks",
        "create_webhook",
        "get_webhook",
        "update_webhook",
        "delete_webhook",
        "renew_webhook_secret",
    ),
    "audit": ("list_activity",),
}

ACCOUNT_GROUPS: Mapping[str, tuple[str, ...]] = {
    "accounts.read": ("list_accounts", "get_account", "get_status"),
    "accounts.manage": ("update_account", "delete_account", "verify_account"),
    "mail.read": (
        "list_all_messages",
        "list_all_changes",
        "list_folders",
        "list_messages",
        "get_message",
        "list_threads",
        "get_thread",
        "list_changes",
        "get_message_raw",
        "get_attachment",
    ),
    "mail.write": (
        "create_folder",
        "update_folder",
        "update_message",
        "delete_message",
        "batch_messages",
    ),
    "mail.delete": ("delete_folder", "delete_message_permanent"),
    "mail.share": ("share_attachment",),
    "drafts": ("list_drafts", "create_draft", "update_draft", "delete_draft"),
    "send": ("send_message", "send_draft"),
    "audit": ("list_all_sends", "list_sends"),
    # Ours, beside the contract: marking the account as an inbox source of the inbox bridge
    # (``/api/v1``), which hands out addresses on its domain to every user who may read it.
    "accounts.inbox_source": ("set_inbox_source",),
}

ALL_SERVICE_OPS = frozenset(op for ops in SERVICE_GROUPS.values() for op in ops)
ALL_ACCOUNT_OPS = frozenset(op for ops in ACCOUNT_GROUPS.values() for op in ops)


def catalogue() -> dict[str, Any]:
    """``/v1/permissions``: every group with its operations, and which groups are the service's."""
    groups: dict[str, list[str]] = {}
    for table in (SERVICE_GROUPS, ACCOUNT_GROUPS):
        for name, ops in table.items():
            groups.setdefault(name, []).extend(ops)
    return {"groups": groups, "service": [*SERVICE_GROUPS, ADMIN]}


def expand_service(names: Iterable[str]) -> tuple[frozenset[str], bool]:
    """The operations ``names`` allow in ``service``, and whether they include ``admin``.

    Raises:
        InvalidRight: a name that is no service group, ``admin`` or service operation.
    """
    ops: set[str] = set()
    admin = False
    for name in names:
        if name == ADMIN:
            admin = True
        elif name in SERVICE_GROUPS:
            ops.update(SERVICE_GROUPS[name])
        elif name in ALL_SERVICE_OPS:
            ops.add(name)
        else:
            where = " (it belongs in a grant's allow)" if _is_account_right(name) else ""
            raise InvalidRight(f"{name!r} is not a right of the service{where}")
    return (ALL_SERVICE_OPS if admin else frozenset(ops)), admin


def expand_account(names: Iterable[str]) -> frozenset[str]:
    """The operations a grant's ``allow`` names.

    Raises:
        InvalidRight: a name that is no account group or account operation.
    """
    ops: set[str] = set()
    for name in names:
        if name in ACCOUNT_GROUPS:
            ops.update(ACCOUNT_GROUPS[name])
        elif name in ALL_ACCOUNT_OPS:
            ops.add(name)
        else:
            where = " (it belongs in service)" if name in SERVICE_GROUPS or name == ADMIN else ""
            raise InvalidRight(f"{name!r} is not a right on accounts{where}")
    return frozenset(ops)


def _is_account_right(name: str) -> bool:
    return name in ACCOUNT_GROUPS or name in ALL_ACCOUNT_OPS


@dataclass(frozen=True, kw_only=True)
class GrantSpec:
    """One grant as stored (JSON) and as the API shows it."""

    accounts: tuple[str, ...]
    allow: tuple[str, ...]
    recipients: tuple[str, ...] | None = None
    max_sends_per_day: int | None = None
    folders: tuple[str, ...] | None = None
    expires_at: datetime | None = None

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GrantSpec:
        expires = data.get("expires_at")
        return cls(
            accounts=tuple(data["accounts"]),
            allow=tuple(data["allow"]),
            recipients=_maybe_tuple(data.get("recipients")),
            max_sends_per_day=data.get("max_sends_per_day"),
            folders=_maybe_tuple(data.get("folders")),
            expires_at=datetime.fromisoformat(expires) if expires else None,
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "accounts": list(self.accounts),
            "allow": list(self.allow),
            "recipients": None if self.recipients is None else list(self.recipients),
            "max_sends_per_day": self.max_sends_per_day,
            "folders": None if self.folders is None else list(self.folders),
            "expires_at": self.expires_at.isoformat() if self.expires_at else None,
        }

    def validate(self) -> None:
        """Raises: InvalidRight: an unknown right, or an expiry without a time zone."""
        expand_account(self.allow)
        if self.expires_at is not None and self.expires_at.tzinfo is None:
            raise InvalidRight("a grant's expires_at needs a time zone, e.g. ...Z")

    def active(self, now: datetime) -> bool:
        return self.expires_at is None or self.expires_at > now


def _maybe_tuple(value: Any) -> tuple[str, ...] | None:
    return None if value is None else tuple(value)


@dataclass(frozen=True, kw_only=True)
class Rights:
    """What one user may do now: service operations and active grants (its roles' included)."""

    service_ops: frozenset[str] = frozenset()
    admin: bool = False
    grants: tuple[GrantSpec, ...] = field(default=())

    @classmethod
    def of(
        cls,
        service: Iterable[str],
        grants: Iterable[GrantSpec],
        now: datetime,
    ) -> Rights:
        ops, admin = expand_service(service)
        return cls(service_ops=ops, admin=admin, grants=tuple(g for g in grants if g.active(now)))

    def may(self, operation: str) -> bool:
        """Whether a service operation (bound to no account) is allowed."""
        return self.admin or operation in self.service_ops

    def ops_on(self, account_id: str) -> frozenset[str]:
        """The account operations allowed on ``account_id`` (``*`` asks for every account)."""
        if self.admin:
            return ALL_ACCOUNT_OPS
        ops: set[str] = set()
        for grant in self.grants:
            if EVERY_ACCOUNT in grant.accounts or account_id in grant.accounts:
                ops.update(expand_account(grant.allow))
        return frozenset(ops)

    def covers(self, other: Rights) -> bool:
        """Whether every right of ``other`` is one of ours: nobody hands out rights they lack.

        Grants with narrowed sending (recipients, limits) or folders count as their operations;
        the narrowing itself is compared once sending and folders are built.
        """
        if self.admin:
            return True
        if other.admin or not other.service_ops <= self.service_ops:
            return False
        for grant in other.grants:
            wanted = expand_account(grant.allow)
            for account in grant.accounts:
                if not wanted <= self._ops_exactly_on(account):
                    return False
        return True

    def _ops_exactly_on(self, account: str) -> frozenset[str]:
        if account == EVERY_ACCOUNT:  # only grants on every account cover a grant on every one
            return frozenset(
                op
                for grant in self.grants
                if EVERY_ACCOUNT in grant.accounts
                for op in expand_account(grant.allow)
            )
        return self.ops_on(account)
