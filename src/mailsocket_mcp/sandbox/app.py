"""``create_sandbox_app``: one independent sandbox per call, as a Starlette app."""

from __future__ import annotations

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Mount, Route

from .api import api_routes
from .auth import BearerAuth
from .control import control_routes
from .errors import exception_handlers
from .faults import FaultMiddleware
from .services import SandboxServices
from .settings import SandboxSettings
from .store import MemoryStore, Store
from .timeline import Clock, Timeline, system_clock

__all__ = ["API_PREFIX", "create_sandbox_app", "services_of"]

API_PREFIX = "/api/v1"


def create_sandbox_app(
    settings: SandboxSettings, *, store: Store | None = None, clock: Clock | None = None
) -> Starlette:
    """Build a sandbox: the API under ``/api/v1`` and, with faults enabled, ``/_sandbox``.

    ``store`` defaults to a fresh ``MemoryStore``; ``clock`` (returning aware UTC
    datetimes) defaults to the system clock and drives stamps, cutoffs and quotas.
    """
    services = SandboxServices.build(
        settings, store if store is not None else MemoryStore(), Timeline(clock or system_clock)
    )
    routes: list[BaseRoute] = [
        Route("/healthz", _healthz, methods=["GET"]),
        Mount(API_PREFIX, routes=api_routes(services), middleware=[Middleware(BearerAuth)]),
    ]
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
