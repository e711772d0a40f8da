"""The OAuth endpoints appear in a real process's access log by path, never with their query."""

from __future__ import annotations

import re
from pathlib import Path

import httpx
import pytest

from mailsocket_mcp.sandbox.runner import SandboxHandle
from tests.mcp.servers import free_port, running_gateway_process

from .support import SECRET, Pkce, code_for, exchange, register

pytestmark = pytest.mark.slow


def test_each_oauth_endpoint_is_logged_by_path_without_query_codes_or_tokens(
    sandbox: SandboxHandle, key: str, tmp_path: Path
) -> None:
    port = free_port()
    env = {
        "MCP_OAUTH": "on",
        "MCP_PUBLIC_URL": f"http://127.0.0.1:{port}",
        "MCP_TOKEN_SECRET": SECRET,
        "MCP_OAUTH_ALLOW_LOCAL_CLIENTS": "on",
    }
    log = tmp_path / "gw.log"
    with running_gateway_process(sandbox.base_url, log, env, port) as gateway:
        root = gateway.root_url
        for path in (
            "/.well-known/oauth-protected-resource",
            "/.well-known/oauth-protected-resource/mcp",
            "/.well-known/oauth-authorization-server",
            "/.well-known/openid-configuration",
        ):
            httpx.get(root + path, timeout=10)
        client_id = str(register(root)["client_id"])
        pkce = Pkce()
        code = code_for(root, client_id, key, pkce, state="state-in-the-query")
        tokens = exchange(root, client_id, code, pkce).json()
        httpx.get(f"{root}/.well-known/oauth-protected-resource/other?x=1", timeout=10)
    lines = log.read_text().splitlines()
    for logged in (
        "GET /.well-known/oauth-protected-resource 200",
        "GET /.well-known/oauth-protected-resource/mcp 200",
        "GET /.well-known/oauth-authorization-server 200",
        "GET /.well-known/openid-configuration 404",
        "POST /register 201",
        "GET /authorize 200",
        "POST /authorize 303",
        "POST /token 200",
        "GET /[unknown path] 404",  # a path nobody serves is still not logged as sent
    ):
        assert any(re.search(rf"\b{re.escape(logged)}\b", line) for line in lines), logged
    text = "\n".join(lines)
    for secret in (key, code, client_id, tokens["access_token"], tokens["refresh_token"]):
        assert secret not in text
    assert "state-in-the-query" not in text
    assert "/other" not in text
    assert "?" not in text
