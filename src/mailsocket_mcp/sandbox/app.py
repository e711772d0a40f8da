"""``create_sandbox_app``: one independent sandbox per call, as a Starlette app."""

from __future__ import annotations

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Mount, Route

from .api.auth import BearerAuth
from .api.control import control_routes
from .api.routes import api_routes
from .errors import exception_handlers
from .faults import FaultMiddleware
from .services import SandboxServices
from .settings import SandboxSettings
from .storage.memory import MemoryStore
from .storage.sqlite import SqliteStore
from .storage.store import Store
from .timeline import Clock, Timeline, system_clock
from .ui import ui_routes

__all__ = ["API_PREFIX", "create_sandbox_app", "services_of"]

API_PREFIX = "/api/v1"


def create_sandbox_app(
    settings: SandboxSettings, *, store: Store | None = None, clock: Clock | None = None
) -> Starlette:
    """Build a sandbox: the API under ``/api/v1``, with faults enabled ``/_sandbox``, and
    when ``settings.ui_enabled`` the web page at ``/`` with its routes under ``/_ui``.

    ``store`` defaults to one the sandbox opens (and closes when its server stops):
    a ``SqliteStore`` at ``settings.db_path``, else a fresh ``MemoryStore``. ``clock``
    (returning aware UTC datetimes) defaults to the system clock and drives stamps,
    cutoffs, quotas, expiry and retention. Stamps resume after the newest stored mail.

    Raises:
        sqlite3.Error: when ``settings.db_path`` cannot be opened as a sandbox database.
    """
    owns_store = store is None
    if store is None:
        store = SqliteStore(settings.db_path) if settings.db_path else MemoryStore()
    timeline = Timeline(clock or system_clock)
    timeline.resume_after(store.newest_received_at())
    services = SandboxServices.build(settings, store, timeline, owns_store=owns_store)
    routes: list[BaseRoute] = [
        Route("/healthz", _healthz, methods=["GET"]),
        Mount(API_PREFIX, routes=api_routes(services), middleware=[Middleware(BearerAuth)]),
    ]
    if settings.ui_enabled:
        routes += ui_routes(services)
    middleware: list[Middleware] = []
    if services.faults is not None:
        routes.append(Mount("/_sandbox", routes=control_routes(services, services.faults)))
        middleware.append(
            Middleware(
                FaultMiddleware,
                injector=services.faults,
                interrupts=services.interrupts,
                prefix=API_PREFIX,
            )
        )
    app = Starlette(routes=routes, middleware=middleware, exception_handlers=exception_handlers())
    app.state.sandbox = services
    return app


def services_of(app: Starlette) -> SandboxServices:
    """The services of an app made by ``create_sandbox_app``."""
    services = app.state.sandbox
    assert isinstance(services, SandboxServices)
    return services


async def _healthz(_request: Request) -> Response:
    return JSONResponse({"status": "ok"})
