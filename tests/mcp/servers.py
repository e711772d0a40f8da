"""Run the gateway under real uvicorn on 127.0.0.1 in a background thread."""

from __future__ import annotations

import socket
import threading
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass

import httpx2
import uvicorn
from mcp.client.streamable_http import streamable_http_client

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.http.app import create_app
from mcp import Client


class _Server(uvicorn.Server):
    def __init__(self, config: uvicorn.Config) -> None:
        super().__init__(config)
        self.ready = threading.Event()

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        try:
            await super().startup(sockets=sockets)
        finally:
            self.ready.set()


@dataclass
class GatewayHandle:
    port: int

    @property
    def root_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def mcp_url(self) -> str:
        return f"{self.root_url}/mcp"


@contextmanager
def running_gateway(settings: GatewaySettings) -> Iterator[GatewayHandle]:
    """Serve ``create_app(settings)`` on a free port until the block ends."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    port = listener.getsockname()[1]
    config = uvicorn.Config(
        create_app(settings),
        log_config=None,
        access_log=False,
        lifespan="on",
        loop="asyncio",
        timeout_graceful_shutdown=2,
    )
    server = _Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [listener]}, daemon=True)
    thread.start()
    try:
        if not server.ready.wait(10) or not server.started:
            raise RuntimeError("gateway did not start")
        yield GatewayHandle(port)
    finally:
        server.should_exit = True
        thread.join(10)
        if thread.is_alive():
            server.force_exit = True
            thread.join(5)
        listener.close()


@asynccontextmanager
async def mcp_session(
    url: str, key: str | None, *, mode: str = "legacy", headers: dict[str, str] | None = None
) -> AsyncIterator[Client]:
    """An MCP SDK client session to ``url`` sending ``key`` as a Bearer header."""
    all_headers = dict(headers or {})
    if key is not None:
        all_headers["Authorization"] = f"Bearer {key}"
    async with (
        httpx2.AsyncClient(headers=all_headers, timeout=httpx2.Timeout(90.0)) as http,
        Client(streamable_http_client(url, http_client=http), mode=mode) as client,  # type: ignore[arg-type]
    ):
        yield client
