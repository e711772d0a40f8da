"""HTTP-level behaviour of the gateway: status codes, headers and JSON bodies."""

from __future__ import annotations

import http.client as http_client
import json
import re
from collections.abc import Iterator
from typing import Any

import httpx2
import pytest

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.sandbox.runner import SandboxHandle
from mailsocket_mcp.server import TOOL_ANNOTATIONS

from .helpers import MCP_HEADERS
from .servers import GatewayHandle, running_gateway

INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "tools/list",
    "params": {},
}


@pytest.fixture(scope="module")
def http(gateway: GatewayHandle) -> Iterator[httpx2.Client]:
    with httpx2.Client(base_url=gateway.root_url, timeout=10) as client:
        yield client


def post_mcp(http: httpx2.Client, key: str | None, **kwargs: Any) -> httpx2.Response:
    headers = dict(MCP_HEADERS)
    headers.update(kwargs.pop("headers", {}))
    if key is not None:
        headers["Authorization"] = f"Bearer {key}"
    return http.post("/mcp", headers=headers, json=kwargs.pop("json", INIT), **kwargs)


def assert_json_error(response: httpx2.Response, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/json"
    body: dict[str, Any] = response.json()
    assert body["error"]["code"] == code
    assert body["error"]["message"]
    return body


def test_tools_list_over_plain_http_with_a_bearer_key(http: httpx2.Client, key: str) -> None:
    response = post_mcp(http, key)
    assert response.status_code == 200
    names = [tool["name"] for tool in response.json()["result"]["tools"]]
    assert sorted(names) == sorted(TOOL_ANNOTATIONS)


@pytest.mark.parametrize("method", ["GET", "DELETE", "PUT"])
def test_other_methods_on_mcp_get_405_with_allow_post(http: httpx2.Client, method: str) -> None:
    response = http.request(method, "/mcp")
    assert_json_error(response, 405, "method_not_allowed")
    assert response.headers["allow"] == "POST"


@pytest.mark.parametrize(
    "authorization",
    [
        None,
        "Bearer",
        "Bearer ms_live_short",
        "Basic ms_live_abcdefgh12345",
        "ms_live_abcdefgh12345",
    ],
)
def test_a_missing_or_malformed_key_gets_401_with_a_challenge(
    http: httpx2.Client, authorization: str | None
) -> None:
    headers = dict(MCP_HEADERS)
    if authorization is not None:
        headers["Authorization"] = authorization
    response = http.post("/mcp", headers=headers, json=INIT)
    body = assert_json_error(response, 401, "unauthorized")
    assert response.headers["www-authenticate"] == 'Bearer realm="mailsocket"'
    assert "Authorization: Bearer ms_live_" in body["error"]["message"]


def test_two_authorization_headers_are_refused(gateway: GatewayHandle, key: str) -> None:
    connection = http_client.HTTPConnection("127.0.0.1", gateway.port, timeout=10)
    body = json.dumps(INIT)
    connection.putrequest("POST", "/mcp")
    for name, value in MCP_HEADERS.items():
        connection.putheader(name, value)
    connection.putheader("Authorization", f"Bearer {key}")
    connection.putheader("Authorization", f"Bearer {key}")
    connection.putheader("Content-Length", str(len(body)))
    connection.endheaders(body.encode())
    response = connection.getresponse()
    assert response.status == 401
    connection.close()


@pytest.mark.parametrize(
    "url",
    [
        "/mcp?api_key=abc",
        "/mcp?token=x",
        "/mcp?foo=ms_live_abcdefgh1234",
        "/mcp/ms_live_abcdefgh1234",
        "/MS_LIVE_abcdefgh1234",
        "/mcp%2Fms%255Flive%255Fabcdefgh",
        "/healthz?Access_Token=1",
    ],
)
def test_a_credential_in_the_url_is_refused_with_400(
    http: httpx2.Client, key: str, url: str, caplog: pytest.LogCaptureFixture
) -> None:
    response = http.post(url, headers={**MCP_HEADERS, "Authorization": f"Bearer {key}"}, json=INIT)
    body = assert_json_error(response, 400, "credential_in_url")
    assert "Authorization: Bearer" in body["error"]["message"]
    assert "abcdefgh" not in caplog.text


def test_unknown_paths_get_404_json(http: httpx2.Client) -> None:
    assert_json_error(http.get("/nope"), 404, "not_found")


def test_healthz(http: httpx2.Client) -> None:
    response = http.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


def test_the_server_card_lists_transport_auth_and_tools(http: httpx2.Client) -> None:
    card = http.get("/.well-known/mcp/server-card.json").json()
    assert card["serverInfo"]["name"] == "mailsocket"
    assert card["transport"] == {"type": "streamable-http", "endpoint": "/mcp"}
    assert card["authentication"]["schemes"] == ["bearer"]
    assert sorted(t["name"] for t in card["tools"]) == sorted(TOOL_ANNOTATIONS)
    assert all("inputSchema" in t for t in card["tools"])


def test_a_host_not_on_the_allowlist_gets_421(http: httpx2.Client, key: str) -> None:
    response = post_mcp(http, key, headers={"Host": "evil.example.com"})
    assert_json_error(response, 421, "misdirected_request")


def test_a_foreign_origin_gets_403_and_no_origin_is_fine(http: httpx2.Client, key: str) -> None:
    response = post_mcp(http, key, headers={"Origin": "https://evil.example.com"})
    assert_json_error(response, 403, "forbidden_origin")
    assert post_mcp(http, key).status_code == 200


def test_configured_hosts_and_origins_are_honoured(sandbox: SandboxHandle, key: str) -> None:
    settings = GatewaySettings(
        upstream_base_url=sandbox.base_url,
        allowed_hosts=("mcp.example.com", "127.0.0.1:*"),
        allowed_origins=("https://app.example.com",),
    )
    with (
        running_gateway(settings) as gateway,
        httpx2.Client(base_url=gateway.root_url, timeout=10) as client,
    ):
        ok = post_mcp(
            client,
            key,
            headers={"Host": "mcp.example.com", "Origin": "https://app.example.com"},
        )
        assert ok.status_code == 200
        assert post_mcp(client, key, headers={"Host": "localhost"}).status_code == 421


def test_a_body_over_64_kib_by_content_length_gets_413(http: httpx2.Client, key: str) -> None:
    big = {"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"x": "a" * 70000}}
    response = post_mcp(http, key, json=big)
    assert_json_error(response, 413, "payload_too_large")


def _count_413(http: httpx2.Client) -> float:
    match = re.search(
        r'^mcp_http_requests_total\{status="413"\} (\S+)$', http.get("/metrics").text, re.M
    )
    return float(match.group(1)) if match else 0.0


def test_a_streamed_body_over_64_kib_gets_413(
    gateway: GatewayHandle, http: httpx2.Client, key: str
) -> None:
    """No Content-Length: the cap is enforced while the body streams in."""
    before = _count_413(http)
    headers = {**MCP_HEADERS, "Authorization": f"Bearer {key}"}
    chunks = (b"x" * 8192 for _ in range(10))
    connection = http_client.HTTPConnection("127.0.0.1", gateway.port, timeout=10)
    try:
        connection.request("POST", "/mcp", body=chunks, headers=headers, encode_chunked=True)
        response = connection.getresponse()
    except (BrokenPipeError, ConnectionResetError):
        # The gateway answered and closed while we were still sending: the answer is in
        # its request count, since a reset can discard it before we read it.
        assert _count_413(http) == before + 1
    else:
        assert response.status == 413
        assert json.loads(response.read())["error"]["code"] == "payload_too_large"
    finally:
        connection.close()


def test_invalid_json_is_a_clean_json_rpc_error(http: httpx2.Client, key: str) -> None:
    response = http.post(
        "/mcp",
        headers={**MCP_HEADERS, "Authorization": f"Bearer {key}"},
        content=b"{not json",
    )
    assert response.status_code == 400
    assert response.json()["error"]["code"] == -32700
    assert "Traceback" not in response.text


@pytest.mark.parametrize("version", ["2025-06-18", "2025-11-25"])
def test_the_initialize_handshake_negotiates_todays_protocol_versions(
    http: httpx2.Client, key: str, version: str
) -> None:
    initialize = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": version,
            "capabilities": {},
            "clientInfo": {"name": "test", "version": "1"},
        },
    }
    response = post_mcp(http, key, json=initialize, headers={"MCP-Protocol-Version": version})
    assert response.status_code == 200
    result = response.json()["result"]
    assert result["protocolVersion"] == version
    assert result["serverInfo"]["name"] == "mailsocket"
    assert "tools" in result["capabilities"]
