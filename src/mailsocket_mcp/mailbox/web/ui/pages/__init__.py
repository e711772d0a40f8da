"""The areas of the admin page, one module each with its ``router`` (a ``ui_router()``).

A new area: a module here, its entry in ``PAGES`` and (for the menu) in ``nav.NAV``, and its
templates in ``templates/`` extending ``base.html``.
"""

from __future__ import annotations

from types import ModuleType

from . import (
    account,
    accounts,
    activity,
    compose,
    home,
    mail,
    roles,
    sends,
    service_log,
    sign_in,
    static,
    tokens,
    users,
    webhooks,
)

__all__ = ["PAGES"]

PAGES: tuple[ModuleType, ...] = (
    static,
    sign_in,
    home,
    account,
    users,
    tokens,
    roles,
    # the mail areas (compose before mail: its /ui/mail/{account}/{draft}/send is a POST of
    # its own beside mail's routes)
    accounts,
    compose,
    mail,
    sends,
    webhooks,
    activity,
    service_log,
)
