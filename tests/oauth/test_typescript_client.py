"""The official TypeScript MCP client (pinned in tests/node) signs in and calls tools.

`.ci/run` installs it with `npm ci`; without node or the install the test is skipped.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from mailsocket_mcp.sandbox.runner import SandboxHandle
from tests.mcp.servers import GatewayHandle, free_port, running_gateway_process
from tests.support.certs import make_certificates
from tests.support.env import child_env
from tests.support.node import needs_typescript_client, node_command

from .support import CALLBACK, SECRET, document_server

pytestmark = needs_typescript_client


def run_client(mcp_url: str, key: str, *extra: str) -> dict[str, object]:
    result = subprocess.run(
        node_command("connect.mjs", mcp_url, key, *extra),
        env=child_env(),
        capture_output=True,
        text=True,
        timeout=90,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return dict(json.loads(result.stdout.strip().splitlines()[-1]))


@pytest.mark.slow
def test_the_typescript_client_registers_signs_in_refreshes_and_calls_tools(
    gateway: GatewayHandle, key: str
) -> None:
    outcome = run_client(gateway.mcp_url, key)
    assert str(outcome["client_id"]).startswith("msocl_")
    assert "wait_for_otp" in outcome["tools"]  # type: ignore[operator]
    created = outcome["created"]
    assert isinstance(created, dict)
    listed = outcome["listed"]
    assert isinstance(listed, dict)
    assert created["id"] in [inbox["id"] for inbox in listed["inboxes"]]
    assert outcome["refreshed"] is True


@pytest.mark.slow
def test_the_typescript_client_signs_in_with_a_client_id_metadata_document(
    sandbox: SandboxHandle, key: str, tmp_path: Path
) -> None:
    """The document is served over TLS on loopback by a CA the gateway process trusts."""
    ca = make_certificates(tmp_path)
    port = free_port()
    env = {
        "MCP_OAUTH": "on",
        "MCP_PUBLIC_URL": f"http://127.0.0.1:{port}",
        "MCP_TOKEN_SECRET": SECRET,
        "MCP_OAUTH_ALLOW_LOCAL_CLIENTS": "on",
        "SSL_CERT_FILE": str(ca.ca_cert),
    }
    with (
        document_server(ca) as documents,
        running_gateway_process(sandbox.base_url, tmp_path / "gw.log", env, port) as gateway,
    ):
        url = documents.url("/ts/client.json")
        documents.serve_json(
            "/ts/client.json",
            {"client_id": url, "client_name": "TS doc", "redirect_uris": [CALLBACK]},
        )
        outcome = run_client(gateway.mcp_url, key, url)
    assert outcome["client_id"] == url
    assert outcome["refreshed"] is True
    assert documents.hits["/ts/client.json"] == 1
