"""Whatever fails, the client gets JSON and the access log and metrics get the real status."""

from __future__ import annotations

import json
import logging
from typing import Any

import anyio
import httpx2
import pytest
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from mailsocket_mcp.http.access_log import AccessLog
from mailsocket_mcp.http.last_resort import LastResort

from .helpers import MCP_HEADERS
from .servers import GatewayHandle

pytestmark = pytest.mark.anyio


class Recorded:
    """An inner app wrapped like the gateway wraps its own; what was sent and logged."""

    def __init__(self, inner: ASGIApp) -> None:
        self.statuses: list[int] = []
        self.last_resort = LastResort(inner, mcp_path="/mcp")
        self.app = AccessLog(self.last_resort, on_response=self.statuses.append)
        self.sent: list[Message] = []

    async def request(self, path: str = "/mcp") -> None:
        scope: dict[str, Any] = {
            "type": "http",
            "method": "POST",
            "path": path,
            "raw_path": path.encode(),
            "query_string": b"",
            "headers": [],
        }

        async def receive() -> Message:
            return {"type": "http.request", "body": b"{}", "more_body": False}

        async def send(message: Message) -> None:
            self.sent.append(message)

        await self.app(scope, receive, send)

    @property
    def status(self) -> int:
        return int(self.sent[0]["status"])

    @property
    def headers(self) -> dict[bytes, bytes]:
        return dict(self.sent[0]["headers"])

    def json(self) -> Any:
        return json.loads(self.sent[1]["body"])


def raising(exc: BaseException) -> ASGIApp:
    async def app(scope: Scope, receive: Receive, send: Send) -> None:
        raise exc

    return app


async def test_an_exception_on_mcp_becomes_a_json_rpc_internal_error(
    caplog: pytest.LogCaptureFixture,
) -> None:
    recorded = Recorded(raising(ValueError("details nobody should see")))
    await recorded.request()
    assert recorded.status == 500
    assert recorded.headers[b"content-type"] == b"application/json"
    body = recorded.json()
    assert body["error"]["code"] == -32603
    assert body["id"] is None
    assert "details" not in str(body)
    assert recorded.statuses == [500]  # the access log and the metrics saw the real status
    assert "Unhandled error" in caplog.text


async def test_an_exception_elsewhere_becomes_a_json_500() -> None:
    recorded = Recorded(raising(KeyError("x")))
    await recorded.request("/healthz")
    assert recorded.status == 500
    assert recorded.json()["error"]["code"] == "internal_error"
    assert recorded.statuses == [500]


async def test_input_nested_too_deeply_is_a_json_rpc_parse_error_with_400(
    caplog: pytest.LogCaptureFixture,
) -> None:
    recorded = Recorded(raising(RecursionError("maximum recursion depth exceeded")))
    with caplog.at_level(logging.INFO):
        await recorded.request()
    assert recorded.status == 400
    assert recorded.json()["error"]["code"] == -32700
    assert recorded.statuses == [400]
    assert "Traceback" not in caplog.text


async def test_an_app_that_answers_nothing_gets_a_json_500() -> None:
    async def silent(scope: Scope, receive: Receive, send: Send) -> None:
        return None

    recorded = Recorded(silent)
    await recorded.request()
    assert recorded.status == 500
    assert recorded.statuses == [500]


async def test_an_exception_after_the_answer_started_keeps_that_status() -> None:
    async def half(scope: Scope, receive: Receive, send: Send) -> None:
        await send({"type": "http.response.start", "status": 200, "headers": []})
        raise ValueError("mid-answer")

    recorded = Recorded(half)
    await recorded.request()
    assert [m["type"] for m in recorded.sent] == ["http.response.start"]
    assert recorded.statuses == [200]


async def test_a_call_still_running_when_the_drain_ends_gets_503_with_retry_after() -> None:
    started, cancelled = anyio.Event(), anyio.Event()

    async def stuck(scope: Scope, receive: Receive, send: Send) -> None:
        started.set()
        try:
            await anyio.sleep_forever()
        finally:
            cancelled.set()

    recorded = Recorded(stuck)
    with anyio.fail_after(10):
        async with anyio.create_task_group() as group:
            group.start_soon(recorded.request)
            await started.wait()
            await recorded.last_resort.expire()
        await cancelled.wait()
    assert recorded.status == 503
    assert recorded.headers[b"retry-after"] == b"1"
    assert recorded.json()["error"]["code"] == "restarting"
    assert recorded.statuses == [503]


async def test_the_drain_end_cancels_a_started_answer_without_a_second_one() -> None:
    started = anyio.Event()

    async def streaming(scope: Scope, receive: Receive, send: Send) -> None:
        await send({"type": "http.response.start", "status": 200, "headers": []})
        started.set()
        try:
            await anyio.sleep_forever()
        finally:
            await send({"type": "http.response.body", "body": b"late"})

    recorded = Recorded(streaming)
    with anyio.fail_after(10):
        async with anyio.create_task_group() as group:
            group.start_soon(recorded.request)
            await started.wait()
            await recorded.last_resort.expire()
    assert [m["type"] for m in recorded.sent] == ["http.response.start"]
    assert recorded.statuses == [200]


async def test_a_request_nested_1000_deep_is_a_json_rpc_parse_error_not_a_trace(
    gateway: GatewayHandle, key: str, caplog: pytest.LogCaptureFixture
) -> None:
    """Finding: 1000 levels of ``[`` got a plain-text 500, a traceback, and status 0 logged."""
    headers = {**MCP_HEADERS, "Authorization": f"Bearer {key}"}
    async with httpx2.AsyncClient(base_url=gateway.root_url, timeout=10) as http:
        response = await http.post("/mcp", headers=headers, content=b"[" * 1000)
        metrics = (await http.get("/metrics")).text
    assert response.status_code == 400
    assert response.headers["content-type"] == "application/json"
    assert response.json()["error"]["code"] == -32700
    assert 'mcp_http_requests_total{status="400"}' in metrics
    assert 'mcp_http_requests_total{status="0"}' not in metrics
    assert "Traceback" not in caplog.text
