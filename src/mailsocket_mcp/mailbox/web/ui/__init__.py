"""The admin page (``/ui``): server-rendered pages over the same domain functions the REST API
uses, with the signed-in user's rights. ``install_ui(app)`` adds it to the service's app.

Layout: ``security.py`` (headers, cookies, CSRF), ``rendering.py`` (Jinja2, autoescaped),
``route.py`` (``UiRoute``: what every page shares: the CSRF check of a POST, errors as pages,
the headers), ``signed_in.py`` (the signed-in user, a dependency), ``nav.py`` (the menu), and
one module per area in ``pages/``.
"""

from __future__ import annotations

from fastapi import FastAPI

from .pages import PAGES
from .rendering import Renderer

__all__ = ["install_ui"]


def install_ui(app: FastAPI) -> None:
    """Serve the admin page under ``/ui`` (left out of the OpenAPI document)."""
    app.state.ui = Renderer.load()
    for module in PAGES:
        app.include_router(module.router)
