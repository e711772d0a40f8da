"""The OAuth paths take requests from anyone: bounded bodies, a cap on requests in flight.

Every refusal there is in the OAuth shape (``{"error", "error_description"}``), which is
all an OAuth client can read.
"""

from __future__ import annotations

import json
import socket
import urllib.parse
from collections.abc import Iterator
from functools import partial
from typing import Any

import anyio
import httpx
import pytest
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from mailsocket_mcp.config import ConnectionLimits
from mailsocket_mcp.http.last_resort import LastResort
from mailsocket_mcp.http.oauth import error_shape_for
from mailsocket_mcp.sandbox.runner import SandboxHandle
from tests.mcp.helpers import MCP_HEADERS
from tests.mcp.raw import RawConnections, RawResponse, request
from tests.mcp.servers import GatewayHandle

from .support import Pkce, authorize_params, form_token, oauth_gateway, register

pytestmark = pytest.mark.anyio

BOUND = 10  # seconds any exchange below may take, deadlines included
FORM = {"Content-Type": "application/x-www-form-urlencoded"}
PING = {"jsonrpc": "2.0", "id": 1, "method": "ping"}


@pytest.fixture(scope="module")
def short(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    """A body deadline short enough to watch pass."""
    limits = ConnectionLimits(body_timeout_s=0.5, max_slow_bodies=4)
    with oauth_gateway(sandbox.base_url, connections=limits) as handle:
        yield handle


def assert_oauth_refusal(response: RawResponse | httpx.Response, status: int, error: str) -> str:
    got = response.status_code if isinstance(response, httpx.Response) else response.status
    assert got == status, response
    assert response.headers["content-type"] == "application/json"
    body = response.json()
    assert set(body) == {"error", "error_description"}, body
    assert body["error"] == error
    return str(body["error_description"])


async def test_an_oauth_body_that_stops_arriving_gets_408_in_the_oauth_shape(
    raw: RawConnections, short: GatewayHandle
) -> None:
    connection = await raw.open(short.port)
    head = request("POST", "/token", f"127.0.0.1:{short.port}", {**FORM, "Content-Length": "900"})
    await connection.send(head + b"grant_type=")
    with anyio.fail_after(BOUND):
        response = await connection.response()
        assert await connection.closed_by_server()
    assert "did not arrive within 0.5 s" in assert_oauth_refusal(response, 408, "invalid_request")


async def test_an_oauth_body_over_16_kib_is_refused_before_it_is_read(
    raw: RawConnections, short: GatewayHandle
) -> None:
    connection = await raw.open(short.port)
    headers = {"Content-Type": "application/json", "Content-Length": str(1 << 20)}
    await connection.send(request("POST", "/register", f"127.0.0.1:{short.port}", headers))
    with anyio.fail_after(BOUND):
        response = await connection.response()
    assert "16 KiB" in assert_oauth_refusal(response, 413, "invalid_request")


async def test_past_the_oauth_cap_a_new_oauth_request_gets_503_with_retry_after(
    key: str,
) -> None:
    """One consent held in flight (its key check gets no answer upstream) fills a cap of one.

    (A metadata-document fetch would not: fetches have their own pool, test_fetch_pool.py.)
    """
    with socket.socket() as silent:
        silent.bind(("127.0.0.1", 0))
        silent.listen(1)
        silent.settimeout(BOUND)
        upstream = f"http://127.0.0.1:{silent.getsockname()[1]}"
        with oauth_gateway(upstream, max_in_flight=1) as single:
            client_id = str(register(single.root_url)["client_id"])
            query = urllib.parse.urlencode(authorize_params(client_id, Pkce()))
            async with httpx.AsyncClient(base_url=single.root_url, timeout=BOUND) as http:
                page = await http.get(f"/authorize?{query}")
                form = {"form": form_token(page.text), "api_key": key, "decision": "allow"}
                with anyio.fail_after(BOUND):
                    async with anyio.create_task_group() as group:
                        group.start_soon(partial(http.post, "/authorize", data=form))
                        check, _ = await anyio.to_thread.run_sync(silent.accept)
                        # The consent is now inside the cap, waiting for the key check.
                        refused = await http.get("/.well-known/oauth-authorization-server")
                        mcp = await http.post(
                            "/mcp",
                            json=PING,
                            headers={**MCP_HEADERS, "Authorization": f"Bearer {key}"},
                        )
                        check.close()  # the key check fails; the held request is answered
                    after = await http.get("/.well-known/oauth-authorization-server")
                    metrics = (await http.get("/metrics")).text
    assert "Retry in 1 s" in assert_oauth_refusal(refused, 503, "temporarily_unavailable")
    assert refused.headers["retry-after"] == "1"
    assert mcp.status_code == 200  # /mcp has its own budget
    assert after.status_code == 200
    assert 'mcp_shed_requests_total{reason="oauth"} 1.0' in metrics


async def test_an_internal_error_on_an_oauth_path_is_an_oauth_server_error() -> None:
    async def failing(scope: Scope, receive: Receive, send: Send) -> None:
        raise ValueError("details nobody should see")

    last_resort = LastResort(failing, mcp_path="/mcp", error_shape_for=error_shape_for)
    status, body = await answer(last_resort, "/token")
    assert status == 500
    assert set(body) == {"error", "error_description"}
    assert body["error"] == "server_error"
    assert "details" not in str(body)
    status, body = await answer(last_resort, "/healthz")  # elsewhere the gateway's own shape
    assert (status, body["error"]["code"]) == (500, "internal_error")


async def answer(app: ASGIApp, path: str) -> tuple[int, dict[str, Any]]:
    """Call ``app`` with an empty POST to ``path``; its status and JSON body."""
    sent: list[Message] = []

    async def receive() -> Message:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: Message) -> None:
        sent.append(message)

    await app({"type": "http", "method": "POST", "path": path, "headers": []}, receive, send)
    return int(sent[0]["status"]), json.loads(sent[1]["body"])
