"""Serving a sandbox app with uvicorn: shared by the CLI and the in-process runner."""

from __future__ import annotations

import asyncio
import socket
import threading

import uvicorn
from starlette.applications import Starlette

from .app import services_of

__all__ = ["GRACEFUL_SHUTDOWN_SECONDS", "SandboxServer", "server_config"]

GRACEFUL_SHUTDOWN_SECONDS = 5


def server_config(
    app: Starlette,
    *,
    host: str = "127.0.0.1",
    port: int = 8025,
    configure_logging: bool = True,
) -> uvicorn.Config:
    """uvicorn settings for a sandbox.

    The access log shows method, path and query only; no header, so no API key,
    is ever logged. ``configure_logging=False`` leaves the process's logging alone
    (what an in-process test wants).
    """
    return uvicorn.Config(
        app,
        host=host,
        port=port,
        loop="asyncio",
        http="h11",
        lifespan="off",
        log_config=uvicorn.config.LOGGING_CONFIG if configure_logging else None,
        log_level="info" if configure_logging else None,
        access_log=configure_logging,
        server_header=False,
        timeout_graceful_shutdown=GRACEFUL_SHUTDOWN_SECONDS,
    )


class SandboxServer(uvicorn.Server):
    """A uvicorn server that says when it listens and ends pending waits at shutdown.

    ``ready`` is set once startup is over (check ``started`` for success) and
    ``loop`` is then the server's event loop.
    """

    def __init__(self, config: uvicorn.Config) -> None:
        super().__init__(config)
        assert isinstance(config.app, Starlette)
        self.services = services_of(config.app)
        self.ready = threading.Event()
        self.loop: asyncio.AbstractEventLoop | None = None

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        self.loop = asyncio.get_running_loop()
        try:
            await super().startup(sockets=sockets)
        finally:
            self.ready.set()

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        # Long-polls would otherwise hold the graceful shutdown for up to 25 s each.
        self.services.interrupts.interrupt_all()
        await super().shutdown(sockets=sockets)
