"""Origins that local users actually send: a browser page on this machine, any port.

With the default allowlist, loopback hosts allowed with ``:*`` accept their ``http://``
and ``https://`` origins on any port (the gateway's own origin among them); a public
host accepts exactly its ``https://`` origin. Raw HTTP, the gateway under uvicorn.
"""

from __future__ import annotations

from collections.abc import Iterator

import httpx2
import pytest

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .conftest import new_key
from .helpers import MCP_HEADERS, tool_call
from .servers import GatewayHandle, running_gateway


@pytest.fixture(scope="module")
def public_gateway(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    hosts = ("mcp.example.com", "127.0.0.1:*")
    settings = GatewaySettings(upstream_base_url=sandbox.base_url, allowed_hosts=hosts)
    with running_gateway(settings) as handle:
        yield handle


def _status(gateway: GatewayHandle, origin: str, host: str | None = None) -> int:
    headers = {**MCP_HEADERS, "Authorization": f"Bearer {new_key()}", "Origin": origin}
    if host is not None:
        headers["Host"] = host
    response = httpx2.post(
        gateway.mcp_url, headers=headers, json=tool_call("list_inboxes", {}), timeout=10
    )
    return response.status_code


def test_the_gateway_accepts_its_own_origin_by_default(gateway: GatewayHandle) -> None:
    assert _status(gateway, gateway.root_url) == 200
    assert _status(gateway, f"http://localhost:{gateway.port}", f"localhost:{gateway.port}") == 200


@pytest.mark.parametrize(
    "origin",
    [
        "http://localhost:5173",
        "https://localhost:5173",
        "http://127.0.0.1:3000",
        "https://127.0.0.1",
        "http://[::1]:8080",
        "http://localhost",
    ],
)
def test_a_local_page_on_any_port_is_accepted_by_default(
    gateway: GatewayHandle, origin: str
) -> None:
    assert _status(gateway, origin) == 200


@pytest.mark.parametrize(
    "origin",
    ["http://evil.example.com", "https://localhost.evil.test:5173", "http://127.0.0.2:80", "null"],
)
def test_a_foreign_origin_is_still_refused_by_default(gateway: GatewayHandle, origin: str) -> None:
    assert _status(gateway, origin) == 403


@pytest.mark.parametrize(
    ("origin", "status"),
    [
        ("https://mcp.example.com", 200),
        ("http://mcp.example.com", 403),
        ("https://mcp.example.com:8443", 403),
        ("http://127.0.0.1:5173", 200),
    ],
)
def test_a_public_host_accepts_exactly_its_https_origin(
    public_gateway: GatewayHandle, origin: str, status: int
) -> None:
    assert _status(public_gateway, origin, "mcp.example.com") == status


def test_configured_origins_with_a_port_wildcard_work(sandbox: SandboxHandle) -> None:
    settings = GatewaySettings.from_env(
        {"UPSTREAM_BASE_URL": sandbox.base_url, "MCP_ALLOWED_ORIGINS": "http://localhost:*"}
    )
    with running_gateway(settings) as gateway:
        assert _status(gateway, "http://localhost:5173") == 200
        assert _status(gateway, "http://localhost:8080") == 200
        assert _status(gateway, "https://localhost:5173") == 403
        assert _status(gateway, "http://127.0.0.1:5173") == 403
