"""Run the gateway under real uvicorn on 127.0.0.1 in a background thread."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx2
import uvicorn
from mcp.client.streamable_http import streamable_http_client
from starlette.types import ASGIApp

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.http.app import Gateway, build_gateway
from mailsocket_mcp.http.cli import server_config
from mailsocket_mcp.upstream import pool
from mcp import Client
from tests.support.env import child_env
from tests.support.uvicorn_thread import serving_uvicorn


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
def running_gateway(
    settings: GatewaySettings,
    wrap: Callable[[ASGIApp], ASGIApp] | None = None,
    build: Callable[[GatewaySettings], Gateway] = build_gateway,
) -> Iterator[GatewayHandle]:
    """Serve the gateway ``build`` makes for ``settings`` (inside ``wrap``) on a free port."""
    with serving_gateway(lambda port: build(settings), wrap) as handle:
        yield handle


@contextmanager
def serving_gateway(
    gateway_for_port: Callable[[int], Gateway], wrap: Callable[[ASGIApp], ASGIApp] | None = None
) -> Iterator[GatewayHandle]:
    """Serve the gateway built for the free port it will listen on (OAuth needs its own URL).

    The upstream connection pool is in urllib while it runs, as the entry point does.
    """

    def config_for(port: int) -> uvicorn.Config:
        # The gateway's own uvicorn settings (guarded connections), stopped quickly.
        config = server_config(gateway_for_port(port))
        if wrap is not None:
            config.app = wrap(config.app)
        config.loop = "asyncio"
        config.timeout_graceful_shutdown = 2
        return config

    with pool.installed(), serving_uvicorn(config_for, what="gateway", seconds=10) as port:
        yield GatewayHandle(port)


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


SCRIPT = shutil.which("mailsocket-mcp-http", path=os.path.dirname(sys.executable))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class GatewayProcess(GatewayHandle):
    """A `mailsocket-mcp-http` subprocess; its stdout and stderr go to ``log``."""

    process: subprocess.Popen[bytes]
    log: Path

    def rss_kib(self, field: str = "VmRSS") -> int:
        """Resident memory now (``VmRSS``) or at its peak so far (``VmHWM``), in KiB."""
        for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith(f"{field}:"):
                return int(line.split()[1])
        raise RuntimeError(f"no {field}")  # pragma: no cover


@contextmanager
def running_gateway_process(
    upstream: str, log: Path, extra_env: dict[str, str] | None = None, port: int | None = None
) -> Iterator[GatewayProcess]:
    """Start the real console script on ``port`` (or a free one); SIGTERM it at the end."""
    assert SCRIPT is not None
    port = port or free_port()
    env = child_env(
        UPSTREAM_BASE_URL=upstream,
        MCP_BIND_HOST="127.0.0.1",
        MCP_PORT=str(port),
        **(extra_env or {}),
    )
    with log.open("w") as sink:
        process = subprocess.Popen([SCRIPT], env=env, stdout=sink, stderr=subprocess.STDOUT)
    handle = GatewayProcess(port, process, log)
    try:
        _wait_until_healthy(handle)
        yield handle
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:  # pragma: no cover
            process.kill()
            process.wait(timeout=5)


def _wait_until_healthy(handle: GatewayProcess) -> None:
    """Poll /healthz until it answers (bounded): a new process needs a moment to bind."""
    deadline = time.monotonic() + 30
    with httpx2.Client(timeout=1) as client:
        while time.monotonic() < deadline:
            if handle.process.poll() is not None:
                raise RuntimeError(f"gateway exited: {handle.log.read_text()}")
            try:
                if client.get(f"{handle.root_url}/healthz").status_code == 200:
                    return
            except httpx2.TransportError:
                threading.Event().wait(0.05)  # the port is not bound yet; poll again
    raise RuntimeError("gateway did not become healthy")
