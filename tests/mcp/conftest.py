"""Fixtures: a sandbox (real HTTP on 127.0.0.1) and the gateway in front of it."""

from __future__ import annotations

import secrets
from collections.abc import Iterator

import pytest

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.sandbox.runner import SandboxHandle, running_sandbox
from mailsocket_mcp.sandbox.settings import SandboxSettings

from .servers import GatewayHandle, running_gateway


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def new_key() -> str:
    return "ms_live_" + secrets.token_urlsafe(18)


@pytest.fixture
def key() -> str:
    return new_key()


@pytest.fixture(scope="module")
def sandbox() -> Iterator[SandboxHandle]:
    with running_sandbox(SandboxSettings(port=0, enable_faults=True)) as handle:
        yield handle


@pytest.fixture(scope="module")
def gateway(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    settings = GatewaySettings(upstream_base_url=sandbox.base_url)
    with running_gateway(settings) as handle:
        yield handle
