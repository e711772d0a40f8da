"""The menu of the admin page: one entry per area, shown to a user whose rights reach it.

A new area adds one ``NavEntry`` here (its path, its label, and which rights see it); the
page itself still checks the right it needs (``UiUser.need``): the menu only hides.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...domain.rights import Rights, expand_account

__all__ = ["NAV", "NavEntry", "visible_nav"]


@dataclass(frozen=True)
class NavEntry:
    path: str
    label: str
    visible: Callable[[Rights], bool]


def _may(operation: str) -> Callable[[Rights], bool]:
    return lambda rights: rights.may(operation)


def _on_some_account(operation: str) -> Callable[[Rights], bool]:
    return lambda rights: (
        rights.admin or any(operation in expand_account(grant.allow) for grant in rights.grants)
    )


def _accounts_area(rights: Rights) -> bool:
    return rights.may("create_account") or _on_some_account("list_accounts")(rights)


NAV: tuple[NavEntry, ...] = (
    NavEntry("/ui/users", "Users", _may("list_users")),
    NavEntry("/ui/roles", "Roles and grants", _may("list_roles")),
    NavEntry("/ui/tokens", "Tokens", _may("list_tokens")),
    NavEntry("/ui/accounts", "Accounts", _accounts_area),
    NavEntry("/ui/mail", "Mail", _on_some_account("list_messages")),
    NavEntry("/ui/sends", "Send audit", _on_some_account("list_all_sends")),
    NavEntry("/ui/webhooks", "Webhooks", _may("list_webhooks")),
    NavEntry("/ui/audit", "Admin audit", _may("list_activity")),
    NavEntry("/ui/log", "Service log", lambda rights: rights.admin),
    NavEntry("/ui/account", "Your account", lambda rights: True),
)


def visible_nav(rights: Rights) -> list[NavEntry]:
    return [entry for entry in NAV if entry.visible(rights)]
