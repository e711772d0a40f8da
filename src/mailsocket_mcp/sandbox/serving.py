"""Serving a sandbox with uvicorn: shared by the CLI and the in-process runner.

``SandboxServer`` owns the sandbox's whole life on one event loop: a sweep at startup,
the HTTP API, SMTP intake (when given a listener), the periodic retention sweep, and
at the end closing the store it opened.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading

import uvicorn
from starlette.applications import Starlette

from .app import services_of
from .retention import sweep, sweep_periodically
from .smtp import SmtpIntake

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
    """A uvicorn server that also runs SMTP intake and retention, on the same loop.

    ``ready`` is set once startup is over (check ``started`` for success) and
    ``loop`` is then the server's event loop. ``smtp_listener`` is a bound, listening
    socket for SMTP intake; None runs without SMTP.
    """

    def __init__(
        self, config: uvicorn.Config, *, smtp_listener: socket.socket | None = None
    ) -> None:
        super().__init__(config)
        assert isinstance(config.app, Starlette)
        self.services = services_of(config.app)
        self.ready = threading.Event()
        self.loop: asyncio.AbstractEventLoop | None = None
        self._smtp = SmtpIntake(self.services, smtp_listener) if smtp_listener else None
        self._sweeper: asyncio.Task[None] | None = None

    async def serve(self, sockets: list[socket.socket] | None = None) -> None:
        try:
            await super().serve(sockets=sockets)
        finally:
            if self.services.owns_store:
                self.services.store.close()

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        self.loop = asyncio.get_running_loop()
        try:
            sweep(self.services)
            await super().startup(sockets=sockets)
            if self.started:
                if self._smtp is not None:
                    await self._smtp.start()
                self._sweeper = self.loop.create_task(sweep_periodically(self.services))
        finally:
            self.ready.set()

    async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
        # Long-polls would otherwise hold the graceful shutdown for up to 25 s each.
        self.services.interrupts.interrupt_all()
        if self._sweeper is not None:
            self._sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sweeper
        if self._smtp is not None:
            await self._smtp.close()
        await super().shutdown(sockets=sockets)
