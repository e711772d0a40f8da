"""Protocol misuse gets the JSON-RPC error the specification names, on every protocol path.

Fast path and library path, no version header (2025-03-26), a handshake version and
the 2026-07-28 envelope: -32602 for an unknown tool or prompt, -32601 for an unknown
method, -32600 for a batch or an invalid request. Never code 0, never a pydantic dump,
never an ERROR log record for a client's mistake.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from typing import Any

import httpx2
import pytest
from mcp.shared.exceptions import MCPError
from mcp_types import INVALID_PARAMS, INVALID_REQUEST, METHOD_NOT_FOUND

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .conftest import new_key
from .servers import GatewayHandle, mcp_session, running_gateway

MODERN = "2026-07-28"
ERAS = [None, "2025-11-25", MODERN]


@pytest.fixture(scope="module")
def library_gateway(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    settings = GatewaySettings(upstream_base_url=sandbox.base_url, fast_path=False)
    with running_gateway(settings) as handle:
        yield handle


@pytest.fixture(params=["fast", "library"])
def any_gateway(
    request: pytest.FixtureRequest, gateway: GatewayHandle, library_gateway: GatewayHandle
) -> GatewayHandle:
    return gateway if request.param == "fast" else library_gateway


def _request(method: str, params: dict[str, Any]) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": 7, "method": method, "params": params}


def _post(
    gateway: GatewayHandle,
    era: str | None,
    body: Any,
    accept: str = "application/json",
    timeout: float = 10,
) -> httpx2.Response:
    """POST ``body`` the way a client of protocol ``era`` would, with a fresh key."""
    headers = {
        "Accept": accept,
        "Content-Type": "application/json",
        "Authorization": f"Bearer {new_key()}",
    }
    if era is not None:
        headers["MCP-Protocol-Version"] = era
    if era == MODERN and isinstance(body, dict) and isinstance(body.get("params"), dict):
        body = {**body, "params": {**body["params"], "_meta": _envelope()}}
        headers["Mcp-Method"] = body["method"]
        if "name" in body["params"]:
            headers["Mcp-Name"] = body["params"]["name"]
    return httpx2.post(gateway.mcp_url, headers=headers, content=json.dumps(body), timeout=timeout)


def _envelope() -> dict[str, Any]:
    return {
        "io.modelcontextprotocol/protocolVersion": MODERN,
        "io.modelcontextprotocol/clientCapabilities": {},
        "io.modelcontextprotocol/clientInfo": {"name": "test", "version": "1"},
    }


MISUSE = {
    "unknown tool": (_request("tools/call", {"name": "no_such_tool"}), INVALID_PARAMS),
    "unknown prompt": (_request("prompts/get", {"name": "no_such_prompt"}), INVALID_PARAMS),
    "unknown method": (_request("no/such/method", {}), METHOD_NOT_FOUND),
    "batch": ([_request("ping", {})], INVALID_REQUEST),
    "empty batch": ([], INVALID_REQUEST),
    "no jsonrpc member": ({"id": 7, "method": "ping"}, INVALID_REQUEST),
    "method not a string": ({"jsonrpc": "2.0", "id": 7, "method": 5}, INVALID_REQUEST),
    "params not an object": (
        {"jsonrpc": "2.0", "id": 7, "method": "ping", "params": [1]},
        INVALID_REQUEST,
    ),
    "a bare string": ("ping", INVALID_REQUEST),
}


@pytest.mark.parametrize("era", ERAS, ids=lambda era: era or "no-version-header")
@pytest.mark.parametrize("case", sorted(MISUSE))
def test_protocol_misuse_gets_the_json_rpc_error_the_specification_names(
    any_gateway: GatewayHandle, era: str | None, case: str, caplog: pytest.LogCaptureFixture
) -> None:
    body, code = MISUSE[case]
    with caplog.at_level(logging.INFO):
        response = _post(any_gateway, era, body)
    assert response.headers["content-type"] == "application/json"
    answer = response.json()
    assert answer["jsonrpc"] == "2.0"
    assert "result" not in answer
    assert answer["error"]["code"] == code, answer
    assert answer["id"] == (7 if code != INVALID_REQUEST else None)
    message = answer["error"]["message"]
    assert message
    assert "validation error" not in message.lower()
    assert "input_value" not in message
    assert response.status_code in (200, 400, 404)
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert errors == [], [r.getMessage() for r in errors]


@pytest.mark.anyio
@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_the_sdk_client_gets_invalid_params_for_an_unknown_tool(
    gateway: GatewayHandle, key: str, mode: str
) -> None:
    async with mcp_session(gateway.mcp_url, key, mode=mode) as client:
        with pytest.raises(MCPError) as raised:
            await client.call_tool("no_such_tool", {})
        assert raised.value.code == INVALID_PARAMS
        assert "no_such_tool" in raised.value.message
        listed = await client.call_tool("list_inboxes", {})  # the session is still fine
        assert not listed.is_error


def test_server_discover_declares_exactly_what_initialize_declares(
    gateway: GatewayHandle,
) -> None:
    initialize = _request(
        "initialize",
        {
            "protocolVersion": "2025-11-25",
            "capabilities": {},
            "clientInfo": {"name": "test", "version": "1"},
        },
    )
    handshake = _post(gateway, "2025-11-25", initialize).json()["result"]["capabilities"]
    discovered = _post(gateway, MODERN, _request("server/discover", {})).json()
    assert discovered["result"]["capabilities"] == handshake
    assert "true" not in json.dumps(handshake)  # no listChanged, no subscriptions
    assert set(handshake) <= {"tools", "prompts", "resources"}


@pytest.mark.parametrize(
    ("method", "params"),
    [
        ("subscriptions/listen", {"notifications": {"toolsListChanged": True}}),
        ("resources/subscribe", {"uri": "mailsocket://inbox"}),
        ("logging/setLevel", {"level": "info"}),
        (
            "completion/complete",
            {"ref": {"type": "ref/prompt", "name": "x"}, "argument": {"name": "a", "value": "b"}},
        ),
    ],
)
@pytest.mark.parametrize("era", ["2025-11-25", MODERN])
def test_an_unsupported_method_is_refused_at_once_even_when_it_could_stream(
    gateway: GatewayHandle, era: str, method: str, params: dict[str, Any]
) -> None:
    """Before the fix subscriptions/listen held the connection without response headers."""
    request = _request(method, params)
    both = "application/json, text/event-stream"
    response = _post(gateway, era, request, accept=both, timeout=5)  # raises if held open
    assert response.headers["content-type"] == "application/json"
    assert response.json()["error"]["code"] == METHOD_NOT_FOUND
