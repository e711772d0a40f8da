"""The fast path answers exactly what the MCP library would, byte for byte in JSON terms."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx2
import pytest

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .conftest import new_key
from .helpers import MCP_HEADERS
from .servers import GatewayHandle, running_gateway


@pytest.fixture(scope="module")
def library_gateway(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    settings = GatewaySettings(upstream_base_url=sandbox.base_url, fast_path=False)
    with running_gateway(settings) as handle:
        yield handle


def _post(url: str, key: str, message: dict[str, Any]) -> httpx2.Response:
    headers = {**MCP_HEADERS, "Authorization": f"Bearer {key}"}
    return httpx2.post(f"{url}/mcp", headers=headers, content=json.dumps(message), timeout=10)


def _request(method: str, params: dict[str, Any] | None = None, rid: Any = 7) -> dict[str, Any]:
    message: dict[str, Any] = {"jsonrpc": "2.0", "id": rid, "method": method}
    if params is not None:
        message["params"] = params
    return message


CASES = [
    _request("ping"),
    _request("tools/list", {}),
    _request("tools/list", rid="abc"),
    _request("tools/call", {"name": "list_inboxes", "arguments": {}}),
    _request("tools/call", {"name": "list_inboxes"}),
    _request("tools/call", {"name": "get_latest", "arguments": {"inbox_id": "inb_nope"}}),
    _request("tools/call", {"name": "get_latest", "arguments": {}}),
    _request("tools/call", {"name": "list_inboxes", "arguments": {"limit": 0}}),
    _request("tools/call", {"name": "no_such_tool", "arguments": {}}),
    _request("tools/call", {"name": "list_inboxes", "arguments": {}, "_meta": {"x": 1}}),
    _request("tools/call", {"name": 5}),
    _request("tools/call", {"name": "get_latest", "arguments": "inb_x"}),
    _request("resources/list", {}),
    _request("no/such/method", {}),
    {"jsonrpc": "2.0", "method": "notifications/initialized"},
    {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 1}},
    [_request("ping")],
    {"jsonrpc": "2.0", "id": True, "method": "ping"},
]


@pytest.mark.parametrize("message", CASES, ids=[json.dumps(c)[:60] for c in CASES])
def test_the_fast_path_answers_like_the_library(
    gateway: GatewayHandle, library_gateway: GatewayHandle, message: dict[str, Any]
) -> None:
    key = new_key()
    fast = _post(gateway.root_url, key, message)
    library = _post(library_gateway.root_url, key, message)
    assert fast.status_code == library.status_code
    assert fast.headers["content-type"] == library.headers["content-type"]
    if library.content:
        assert fast.json() == library.json()
    else:
        assert fast.content == b""
