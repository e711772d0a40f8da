"""The real `mailsocket-mcp-http` process: end to end, and no key in any answer or log."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import anyio
import httpx2
import pytest

from mailsocket_mcp.sandbox.runner import SandboxHandle

from .helpers import error_text, structured
from .servers import mcp_session

SCRIPT = shutil.which("mailsocket-mcp-http", path=os.path.dirname(sys.executable))


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class GatewayProcess:
    def __init__(self, port: int, log: Path) -> None:
        self.port = port
        self.log = log
        self.root_url = f"http://127.0.0.1:{port}"
        self.mcp_url = f"{self.root_url}/mcp"


@pytest.fixture
def gateway_process(sandbox: SandboxHandle, tmp_path: Path) -> Iterator[GatewayProcess]:
    assert SCRIPT is not None
    port = _free_port()
    log = tmp_path / "gateway.log"
    env = {
        "PATH": os.environ["PATH"],
        "UPSTREAM_BASE_URL": sandbox.base_url,
        "MCP_BIND_HOST": "127.0.0.1",
        "MCP_PORT": str(port),
    }
    with log.open("w") as sink:
        process = subprocess.Popen([SCRIPT], env=env, stdout=sink, stderr=subprocess.STDOUT)
    try:
        handle = GatewayProcess(port, log)
        _wait_until_healthy(handle, process)
        yield handle
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)


def _wait_until_healthy(handle: GatewayProcess, process: subprocess.Popen[bytes]) -> None:
    """Poll /healthz until it answers (bounded); a started process needs a moment to bind."""
    with httpx2.Client(timeout=1) as client:
        for _ in range(200):
            if process.poll() is not None:
                raise RuntimeError(f"gateway exited: {handle.log.read_text()}")
            try:
                if client.get(f"{handle.root_url}/healthz").status_code == 200:
                    return
            except httpx2.TransportError:
                with anyio.from_thread.start_blocking_portal() as portal:
                    portal.call(anyio.sleep, 0.05)
    raise RuntimeError("gateway did not become healthy")


@pytest.mark.anyio
async def test_create_send_wait_delete_over_real_sockets_leaks_no_key(
    gateway_process: GatewayProcess, key: str
) -> None:
    leaked_places: list[str] = []
    with anyio.fail_after(60):
        async with mcp_session(gateway_process.mcp_url, key) as client:
            inbox = structured(await client.call_tool("create_inbox", {"label": key}))
            sent = structured(await client.call_tool("send_test_code", {"inbox_id": inbox["id"]}))
            otp = structured(
                await client.call_tool("wait_for_otp", {"inbox_id": inbox["id"], "since": 0})
            )
            assert otp["id"] == sent["message_id"]
            listed = structured(await client.call_tool("list_inboxes", {}))
            leaked_places.append(str(listed))
            assert listed["inboxes"][0]["label"] == "[redacted]"
            for name, arguments in [
                (f"tool_{key}", {}),
                ("get_latest", {"inbox_id": key}),
                ("list_messages", {"inbox_id": inbox["id"], "limit": key}),
                ("list_inboxes", {"cursor": key[4:]}),
                ("wait_for_otp", {"inbox_id": inbox["id"], "since": key, "timeout": 1}),
            ]:
                leaked_places.append(error_text(await client.call_tool(name, arguments)))
            deleted = structured(await client.call_tool("delete_inbox", {"inbox_id": inbox["id"]}))
            assert deleted == {"deleted": inbox["id"]}
    async with httpx2.AsyncClient(base_url=gateway_process.root_url, timeout=10) as http:
        headers = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
        for response in [
            await http.post(f"/mcp?api_key={key}", headers=headers, content=b"{}"),
            await http.post(f"/mcp/{key}", headers=headers, content=b"{}"),
            await http.get(f"/x/{key[8:]}?q={key}"),
            await http.post(
                "/mcp",
                headers={**headers, "Accept": "application/json, text/event-stream"},
                content=f'{{"jsonrpc": "2.0", "id": "{key}", "method": "{key}"}}'.encode(),
            ),
            await http.post("/mcp", headers={"Authorization": f"Bearer {key}x!"}, content=b"{}"),
        ]:
            leaked_places.append(response.text)
            assert response.status_code < 500
    log_text = gateway_process.log.read_text()
    assert "POST /mcp 200" in log_text  # the access log is there, it just holds no key
    leaked_places.append(log_text)
    fragments = {key[i : i + 8] for i in range(1, len(key) - 7)}  # each has a secret character
    leaks = [
        line
        for place in leaked_places
        for line in place.splitlines()
        if any(fragment in line for fragment in fragments)
    ]
    assert leaks == []
