"""The real `mailsocket-mcp-http` process: end to end, and no key in any answer or log."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import anyio
import httpx2
import mailsocket
import pytest
from mcp.shared.exceptions import MCPError

from mailsocket_mcp.sandbox.runner import SandboxHandle

from .helpers import error_text, structured
from .servers import GatewayProcess, mcp_session, running_gateway_process


@pytest.fixture
def gateway_process(sandbox: SandboxHandle, tmp_path: Path) -> Iterator[GatewayProcess]:
    with running_gateway_process(sandbox.base_url, tmp_path / "gateway.log") as handle:
        yield handle


@pytest.mark.anyio
async def test_create_send_wait_delete_over_real_sockets_leaks_no_key(
    gateway_process: GatewayProcess, sandbox: SandboxHandle, key: str
) -> None:
    leaked_places: list[str] = []
    # An inbox labelled with the key by some other client: its label is masked when listed.
    mailsocket.Client(key, base_url=sandbox.base_url).create_inbox(key)
    with anyio.fail_after(60):
        async with mcp_session(gateway_process.mcp_url, key) as client:
            inbox = structured(await client.call_tool("create_inbox", {"label": "e2e"}))
            sent = structured(await client.call_tool("send_test_code", {"inbox_id": inbox["id"]}))
            otp = structured(
                await client.call_tool("wait_for_otp", {"inbox_id": inbox["id"], "since": 0})
            )
            assert otp["id"] == sent["message_id"]
            listed = structured(await client.call_tool("list_inboxes", {}))
            leaked_places.append(str(listed))
            assert {i["label"] for i in listed["inboxes"]} == {"e2e", "[redacted]"}
            with pytest.raises(MCPError) as unknown_tool:
                await client.call_tool(f"tool_{key}", {})
            leaked_places.append(unknown_tool.value.message)
            for name, arguments in [
                ("create_inbox", {"label": key}),
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
