"""Discovery: the 401 challenge, resource and server metadata, OAuth-shaped errors."""

from __future__ import annotations

import httpx
import pytest

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.sandbox.runner import SandboxHandle
from tests.mcp.helpers import MCP_HEADERS
from tests.mcp.servers import GatewayHandle, running_gateway

# What the official TypeScript client walks before it gives up on a server.
CLIENT_WALK = [
    ("GET", "/.well-known/oauth-protected-resource/mcp"),
    ("GET", "/.well-known/oauth-protected-resource"),
    ("GET", "/.well-known/oauth-authorization-server"),
    ("GET", "/.well-known/openid-configuration"),
    ("POST", "/register"),
]
PING = {"jsonrpc": "2.0", "id": 1, "method": "ping"}


def test_a_request_without_a_token_is_told_where_the_resource_metadata_is(
    gateway: GatewayHandle,
) -> None:
    response = httpx.post(gateway.mcp_url, json=PING, headers=MCP_HEADERS)
    assert response.status_code == 401
    challenge = response.headers["www-authenticate"]
    assert challenge.startswith('Bearer realm="mailsocket"')
    expected = f"{gateway.root_url}/.well-known/oauth-protected-resource/mcp"
    assert f'resource_metadata="{expected}"' in challenge
    assert "error=" not in challenge


@pytest.mark.parametrize("token", ["msoat_" + "A" * 60, "something-else", "ms_live_short"])
def test_an_unusable_token_gets_invalid_token_in_the_challenge(
    gateway: GatewayHandle, token: str
) -> None:
    headers = {**MCP_HEADERS, "Authorization": f"Bearer {token}"}
    response = httpx.post(gateway.mcp_url, json=PING, headers=headers)
    assert response.status_code == 401
    assert 'error="invalid_token"' in response.headers["www-authenticate"]
    assert "resource_metadata=" in response.headers["www-authenticate"]
    assert token not in response.text


@pytest.mark.parametrize(
    "path", ["/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/mcp"]
)
def test_resource_metadata_names_the_mcp_endpoint_and_its_authorization_server(
    gateway: GatewayHandle, path: str
) -> None:
    response = httpx.get(gateway.root_url + path)
    assert response.status_code == 200
    metadata = response.json()
    assert metadata["resource"] == gateway.mcp_url
    assert metadata["authorization_servers"] == [gateway.root_url]
    assert metadata["bearer_methods_supported"] == ["header"]


def test_authorization_server_metadata_offers_pkce_registration_and_metadata_documents(
    gateway: GatewayHandle,
) -> None:
    metadata = httpx.get(f"{gateway.root_url}/.well-known/oauth-authorization-server").json()
    root = gateway.root_url
    assert metadata["issuer"] == root
    assert metadata["authorization_endpoint"] == f"{root}/authorize"
    assert metadata["token_endpoint"] == f"{root}/token"
    assert metadata["registration_endpoint"] == f"{root}/register"
    assert metadata["code_challenge_methods_supported"] == ["S256"]
    assert metadata["client_id_metadata_document_supported"] is True
    assert set(metadata["grant_types_supported"]) == {"authorization_code", "refresh_token"}
    assert "none" in metadata["token_endpoint_auth_methods_supported"]


@pytest.mark.parametrize(
    ("method", "path", "status"),
    [
        ("GET", "/.well-known/openid-configuration", 404),
        ("GET", "/.well-known/oauth-authorization-server/tenant", 404),
        ("GET", "/token", 405),
        ("GET", "/register", 405),
        ("DELETE", "/authorize", 405),
        ("POST", "/.well-known/oauth-protected-resource", 405),
    ],
)
def test_oauth_paths_answer_errors_in_the_oauth_shape(
    gateway: GatewayHandle, method: str, path: str, status: int
) -> None:
    response = httpx.request(method, gateway.root_url + path)
    assert response.status_code == status
    body = response.json()
    assert isinstance(body["error"], str)
    assert body["error_description"]
    if status == 405:
        assert response.headers["allow"]


def test_a_gateway_without_oauth_answers_the_clients_walk_with_readable_oauth_errors(
    sandbox: SandboxHandle,
) -> None:
    with running_gateway(GatewaySettings(upstream_base_url=sandbox.base_url)) as plain:
        for method, path in CLIENT_WALK:
            response = httpx.request(method, plain.root_url + path, json={})
            assert response.status_code == 404, path
            body = response.json()
            assert body["error"] == "not_found"
            assert "Authorization: Bearer ms_live_" in body["error_description"]
        unauthenticated = httpx.post(plain.mcp_url, json=PING, headers=MCP_HEADERS)
    assert unauthenticated.headers["www-authenticate"] == 'Bearer realm="mailsocket"'


def test_registration_errors_are_oauth_errors(gateway: GatewayHandle) -> None:
    for body, error in [
        ({"redirect_uris": ["javascript:alert(1)"]}, "invalid_redirect_uri"),
        ({"redirect_uris": ["http://example.com/cb"]}, "invalid_redirect_uri"),
        ({"redirect_uris": ["https://example.com/cb#frag"]}, "invalid_redirect_uri"),
        ({"redirect_uris": []}, "invalid_redirect_uri"),
        ({"redirect_uris": ["https://a.example;script-src/cb"]}, "invalid_redirect_uri"),
        ({"redirect_uris": ["https://bücher.example/cb"]}, "invalid_redirect_uri"),
        (
            {"redirect_uris": ["https://a.example/cb"], "grant_types": ["client_credentials"]},
            "invalid_client_metadata",
        ),
        (
            {
                "redirect_uris": ["https://a.example/cb"],
                "token_endpoint_auth_method": "private_key_jwt",
            },
            "invalid_client_metadata",
        ),
        (
            {"redirect_uris": ["https://a.example/cb"], "response_types": ["token"]},
            "invalid_client_metadata",
        ),
    ]:
        response = httpx.post(f"{gateway.root_url}/register", json=body)
        assert response.status_code == 400, body
        assert response.json()["error"] == error, body
    not_json = httpx.post(
        f"{gateway.root_url}/register",
        content=b"{nope",
        headers={"content-type": "application/json"},
    )
    assert not_json.json()["error"] == "invalid_client_metadata"
    too_big = httpx.post(f"{gateway.root_url}/register", content=b"x" * 20000)
    assert too_big.status_code == 413
    assert too_big.json()["error"] == "invalid_request"


def test_registration_accepts_the_claude_callbacks_and_native_app_redirects(
    gateway: GatewayHandle,
) -> None:
    uris = [
        "https://claude.ai/api/mcp/auth_callback",
        "https://claude.com/api/mcp/auth_callback",
        "http://127.0.0.1:33418/callback",
        "http://localhost:6274/oauth/callback",
        "cursor://anysphere.cursor-retrieval/oauth/callback",
    ]
    response = httpx.post(f"{gateway.root_url}/register", json={"redirect_uris": uris})
    assert response.status_code == 201
    registration = response.json()
    assert registration["redirect_uris"] == uris
    assert registration["token_endpoint_auth_method"] == "none"
    assert "client_secret" not in registration
    assert registration["client_id"].startswith("msocl_")
