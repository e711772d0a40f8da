"""A real uvicorn server on a background thread, listening on a free 127.0.0.1 port, for
tests that reach an app over HTTP (the gateway, the mailbox service, its admin pages)."""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import uvicorn

START_SECONDS = 15.0
FORCE_SECONDS = 5.0


@contextmanager
def serving_uvicorn(
    config_for_port: Callable[[int], uvicorn.Config],
    *,
    what: str,
    seconds: float = START_SECONDS,
) -> Iterator[int]:
    """Serve the config ``config_for_port`` makes for the port it will listen on (an app that
    needs its own URL builds it from the port) until the block ends; yields the port.

    Stopping waits ``seconds`` for open connections, then forces the exit.

    Raises:
        RuntimeError: the server did not start within ``seconds``.
    """
    # IPPROTO_TCP explicitly: asyncio sets TCP_NODELAY only on sockets that say so.
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    try:
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(("127.0.0.1", 0))
        port: int = listener.getsockname()[1]
        server = _Server(config_for_port(port))
        thread = threading.Thread(target=server.run, kwargs={"sockets": [listener]}, daemon=True)
        thread.start()
        try:
            if not server.ready.wait(seconds) or not server.started:
                raise RuntimeError(f"{what} did not start in {seconds:g} s")
            yield port
        finally:
            server.should_exit = True
            thread.join(seconds)
            if thread.is_alive():
                server.force_exit = True
                thread.join(FORCE_SECONDS)
    finally:
        listener.close()


class _Server(uvicorn.Server):
    """uvicorn's server with an event set once start-up is over (started or failed)."""

    def __init__(self, config: uvicorn.Config) -> None:
        super().__init__(config)
        self.ready = threading.Event()

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        try:
            await super().startup(sockets=sockets)
        finally:
            self.ready.set()
