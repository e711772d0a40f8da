"""Fixtures: one sandbox and one OAuth-enabled gateway per module."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mailsocket_mcp.sandbox.runner import SandboxHandle, running_sandbox
from mailsocket_mcp.sandbox.settings import SandboxSettings
from tests.mcp.servers import GatewayHandle
from tests.support.keys import new_key

from .support import oauth_gateway


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def key() -> str:
    return new_key()


@pytest.fixture(scope="module")
def sandbox() -> Iterator[SandboxHandle]:
    with running_sandbox(SandboxSettings(port=0, enable_faults=True)) as handle:
        yield handle


@pytest.fixture(scope="module")
def gateway(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    with oauth_gateway(sandbox.base_url) as handle:
        yield handle
