"""Shared fixtures: a real sandbox on 127.0.0.1 and SDK clients pointed at it."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Generator, Iterator

import httpx
import mailsocket
import pluggy
import pytest

from mailsocket_mcp.sandbox.runner import SandboxHandle, running_sandbox
from mailsocket_mcp.sandbox.settings import SandboxSettings
from tests.mcp.raw import RawConnections
from tests.support.keys import new_key

# Set by .ci/run: there every tool a test needs is installed, so a skip is a bug of the
# CI script (or a test that skips itself by mistake) and fails the run.
NO_SKIPS = "MAILSOCKET_TESTS_NO_SKIPS"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item,
) -> Generator[None, pluggy.Result[pytest.TestReport], None]:
    outcome = yield
    result = outcome.get_result()
    if result.skipped and os.environ.get(NO_SKIPS) and not hasattr(result, "wasxfail"):
        reason = result.longrepr[2] if isinstance(result.longrepr, tuple) else result.longrepr
        result.outcome = "failed"
        result.longrepr = f"skipped under {NO_SKIPS}=1 (.ci/run installs everything): {reason}"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def sandbox() -> Iterator[SandboxHandle]:
    """A default sandbox (no fault injection) on a free port."""
    with running_sandbox(SandboxSettings(port=0)) as handle:
        yield handle


@pytest.fixture
def smtp_sandbox() -> Iterator[SandboxHandle]:
    """A default sandbox with SMTP intake, both on free ports."""
    with running_sandbox(SandboxSettings(port=0, smtp_port=0)) as handle:
        yield handle


@pytest.fixture
def faulty_sandbox() -> Iterator[SandboxHandle]:
    """A sandbox with the fault injector and ``/_sandbox`` control routes."""
    with running_sandbox(SandboxSettings(port=0, enable_faults=True)) as handle:
        yield handle


@pytest.fixture
def api_key() -> str:
    return new_key()


@pytest.fixture
def client(sandbox: SandboxHandle, api_key: str) -> mailsocket.Client:
    """The official SDK, one fresh account, raising on 429 instead of sleeping."""
    return mailsocket.Client(api_key, base_url=sandbox.base_url, retry_wait_on_429=False)


@pytest.fixture
def http(sandbox: SandboxHandle, api_key: str) -> Iterator[httpx.Client]:
    """Raw HTTP to the sandbox API, for status codes and headers the SDK hides."""
    with httpx.Client(
        base_url=sandbox.base_url, headers={"Authorization": f"Bearer {api_key}"}, timeout=30
    ) as raw:
        yield raw


@pytest.fixture
async def raw() -> AsyncIterator[RawConnections]:
    """Raw client sockets, all closed at the end of the test."""
    async with RawConnections() as connections:
        yield connections
