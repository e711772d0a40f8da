"""The sandbox's web page: watch inboxes and mail arrive, read and debug each message.

``ui_routes(services)`` gives the page (``/``), its static files and its own JSON and
event-stream routes under ``/_ui``; the app adds them only when the settings enable the
page (see ``SandboxSettings.ui_enabled``). Nothing here changes the ``/api/v1`` routes,
which stay a faithful stand-in for the real API: the page uses them for everything the
API can do and ``/_ui/api`` only for what it cannot (counts, sources, previews, live
updates). Both need the same ``Authorization: Bearer`` key; nothing uses cookies.
"""

from __future__ import annotations

from .routes import UI_PREFIX, ui_routes

__all__ = ["UI_PREFIX", "ui_routes"]
