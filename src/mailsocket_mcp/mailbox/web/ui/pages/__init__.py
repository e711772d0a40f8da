"""The areas of the admin page, one module each with its ``router`` (a ``ui_router()``).

A new area: a module here, its entry in ``PAGES`` and (for the menu) in ``nav.NAV``, and its
templates in ``templates/`` extending ``base.html``.
"""

from __future__ import annotations

from types import ModuleType

from . import account, home, sign_in, static

__all__ = ["PAGES"]

PAGES: tuple[ModuleType, ...] = (static, sign_in, home, account)
