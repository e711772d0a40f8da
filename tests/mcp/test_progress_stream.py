"""Progress during waits on the wire: raw HTTP against the gateway's fast path and library path.

The SSE answer's headers and events byte by byte, plain JSON whenever no stream is
asked for (or the call ends before its first heartbeat), and what ends a stream: the
mail, the client closing its socket, ``notifications/cancelled``; redaction of every
event; no connection deadline of ours cutting a stream; metrics counting it once.
"""

from __future__ import annotations

import json
import re
import socket
from collections.abc import Iterator
from contextlib import ExitStack
from dataclasses import replace
from typing import Any

import anyio
import anyio.to_thread
import httpx2
import pytest
from starlette.types import Message

from mailsocket_mcp.config import ConnectionLimits, GatewaySettings
from mailsocket_mcp.http.progress_stream import SSE_HEADERS, ProgressStream, ProgressStreams
from mailsocket_mcp.progress import Heartbeat, beating, current_heartbeat, progress_token
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .helpers import MCP_HEADERS, one_boundary, tool_call
from .raw import CRLF, RawConnection, RawResponse, request
from .servers import GatewayHandle, running_gateway

pytestmark = pytest.mark.anyio

# Our own connection deadlines, far shorter than the streams these tests read.
DEADLINE_S = 0.5
INTERVAL_S = 0.2


@pytest.fixture(scope="module")
def gateways(sandbox: SandboxHandle) -> Iterator[dict[str, GatewayHandle]]:
    short = ConnectionLimits(
        idle_timeout_s=DEADLINE_S, header_timeout_s=DEADLINE_S, body_timeout_s=DEADLINE_S
    )
    base = GatewaySettings(
        upstream_base_url=sandbox.base_url, progress_interval_s=INTERVAL_S, connections=short
    )
    with ExitStack() as stack:
        yield {
            "fast path": stack.enter_context(running_gateway(base)),
            "library": stack.enter_context(running_gateway(replace(base, fast_path=False))),
        }


@pytest.fixture(params=["fast path", "library"])
def gateway(request: pytest.FixtureRequest, gateways: dict[str, GatewayHandle]) -> GatewayHandle:
    return gateways[request.param]


def _with_token(message: dict[str, Any], token: str | int) -> dict[str, Any]:
    return {**message, "params": {**message["params"], "_meta": {"progressToken": token}}}


class Exchange:
    """One POST /mcp on its own raw connection: its head, then its body or its events."""

    def __init__(self, connection: RawConnection) -> None:
        self.connection = connection
        self.status = 0
        self.headers: dict[str, str] = {}
        self._buffer = b""
        self._ended = False

    @classmethod
    async def post(
        cls, port: int, key: str, message: dict[str, Any], accept: str | None = None
    ) -> Exchange:
        headers = {**MCP_HEADERS, "Authorization": f"Bearer {key}", "Connection": "close"}
        if accept is not None:
            headers["Accept"] = accept
        connection = await RawConnection.open(port)
        await connection.send(
            request("POST", "/mcp", f"127.0.0.1:{port}", headers, json.dumps(message).encode())
        )
        exchange = cls(connection)
        head = await connection.reader.receive_until(CRLF + CRLF, 1 << 16)
        status_line, *lines = head.split(CRLF)
        exchange.status = int(status_line.split()[1])
        for line in lines:
            name, _, value = line.partition(b":")
            exchange.headers[name.strip().lower().decode()] = value.strip().decode()
        return exchange

    async def body(self) -> bytes:
        """A plain answer's whole body (Content-Length)."""
        length = int(self.headers["content-length"])
        return await self.connection.reader.receive_exactly(length)

    async def event(self) -> bytes | None:
        """The next whole SSE event, or None once the stream has ended."""
        while b"\r\n\r\n" not in self._buffer:
            if self._ended:
                assert self._buffer == b"", self._buffer
                return None
            await self._chunk()
        event, _, self._buffer = self._buffer.partition(b"\r\n\r\n")
        return event + b"\r\n\r\n"

    async def _chunk(self) -> None:
        size = int(await self.connection.reader.receive_until(CRLF, 16), 16)
        data = await self.connection.reader.receive_exactly(size + 2)
        self._buffer += data[:size]
        self._ended = size == 0

    async def aclose(self) -> None:
        await self.connection.aclose()


async def _rpc(gateway: GatewayHandle, key: str, message: dict[str, Any]) -> RawResponse:
    exchange = await Exchange.post(gateway.port, key, message)
    try:
        return RawResponse(exchange.status, exchange.headers, await exchange.body())
    finally:
        await exchange.aclose()


async def _new_inbox(gateway: GatewayHandle, key: str) -> str:
    created = await _rpc(gateway, key, tool_call("create_inbox", {}))
    return str(created.json()["result"]["structuredContent"]["id"])


def _data(event: bytes) -> Any:
    prefix, suffix = b"event: message\r\ndata: ", b"\r\n\r\n"
    assert event.startswith(prefix), event
    assert event.endswith(suffix), event
    return json.loads(event[len(prefix) : -len(suffix)])


async def _deliver(sandbox: SandboxHandle, inbox: str, subject: str) -> None:
    await anyio.to_thread.run_sync(lambda: sandbox.deliver(inbox, subject=subject))


@pytest.mark.parametrize("token", ["tok-1", 7])
async def test_a_wait_with_a_progress_token_streams_progress_events_then_the_result(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str, token: str | int
) -> None:
    inbox = await _new_inbox(gateway, key)
    call = _with_token(tool_call("wait_for_otp", {"inbox_id": inbox, "timeout": 500}, 41), token)
    with anyio.fail_after(20):
        exchange = await Exchange.post(gateway.port, key, call)
        try:
            assert exchange.status == 200
            assert exchange.headers["content-type"] == "text/event-stream"
            assert exchange.headers["cache-control"] == "no-cache, no-transform"
            assert exchange.headers["transfer-encoding"] == "chunked"
            assert "content-length" not in exchange.headers
            progress: list[float] = []
            for _ in range(3):
                event = await exchange.event()
                assert event is not None
                notification = _data(event)
                params = notification["params"]
                assert notification == {
                    "jsonrpc": "2.0",
                    "method": "notifications/progress",
                    "params": {
                        "progressToken": token,
                        "progress": params["progress"],
                        "total": 55.0,
                        "message": f"waiting for mail: {int(params['progress'])} s of 55 s",
                    },
                }
                progress.append(params["progress"])
            assert progress == sorted(set(progress))
            assert progress[0] > 0
            await _deliver(sandbox, inbox, "Your verification code is 135790")
            while (event := await exchange.event()) is not None:
                last = _data(event)
        finally:
            await exchange.aclose()
    if last.get("method") == "notifications/progress":  # pragma: no cover - must not happen
        raise AssertionError("the stream ended without its result")
    assert last["id"] == 41
    assert last["result"]["structuredContent"]["otp"] == "135790"


async def test_no_token_a_json_accept_or_an_answer_before_the_first_heartbeat_is_plain_json(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    """The same wait (the mail is already there) answered four ways: one identical JSON answer."""
    inbox = await _new_inbox(gateway, key)
    await _deliver(sandbox, inbox, "Your verification code is 424242")
    call = tool_call("wait_for_otp", {"inbox_id": inbox, "since": 0, "timeout": 30}, 5)
    with anyio.fail_after(20):
        plain = await Exchange.post(gateway.port, key, call)
        asked = await Exchange.post(gateway.port, key, _with_token(call, "t"))
        json_only = await Exchange.post(
            gateway.port, key, _with_token(call, "t"), accept="application/json"
        )
        bodies = [await exchange.body() for exchange in (plain, asked, json_only)]
        for exchange in (plain, asked, json_only):
            await exchange.aclose()
            assert exchange.status == 200
            assert exchange.headers["content-type"] == "application/json"
    documents = [one_boundary(json.loads(body)) for body in bodies]
    assert documents[0]["result"]["structuredContent"]["otp"] == "424242"
    assert documents[1] == documents[0] == documents[2]
    # Byte for byte, but for the random fence boundary.
    unfenced = {re.sub(rb"untrusted-mail-[0-9a-f]{8}", b"", body) for body in bodies}
    assert len(unfenced) == 1


async def test_a_quick_tool_with_a_progress_token_answers_plain_json(
    gateway: GatewayHandle, key: str
) -> None:
    with anyio.fail_after(10):
        listed = await _rpc(gateway, key, _with_token(tool_call("list_inboxes", {}), "t"))
    assert listed.headers["content-type"] == "application/json"
    assert "inboxes" in listed.json()["result"]["structuredContent"]


async def test_a_json_only_client_waiting_past_a_heartbeat_gets_plain_json(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await _new_inbox(gateway, key)
    call = tool_call("wait_for_otp", {"inbox_id": inbox, "timeout": 1}, 3)
    with anyio.fail_after(20):
        answer = await Exchange.post(
            gateway.port, key, _with_token(call, "t"), accept="application/json"
        )
        body = await answer.body()
        await answer.aclose()
    assert answer.headers["content-type"] == "application/json"
    assert "No matching message arrived yet" in body.decode()


async def test_a_client_that_closes_its_stream_ends_the_wait_and_frees_its_slot(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await _new_inbox(gateway, key)
    baseline = sandbox.pending_waits
    call = _with_token(tool_call("wait_for_otp", {"inbox_id": inbox, "timeout": 50}, 1), "t")
    with anyio.fail_after(20):
        exchange = await Exchange.post(gateway.port, key, call)
        assert await exchange.event() is not None
        await exchange.aclose()
        # The gateway abandoned the wait: the sandbox saw its poll go away.
        await anyio.to_thread.run_sync(
            lambda: sandbox.services.slots.wait_until_pending(baseline, 5, at_most=True)
        )
    # All ten of the key's slots are free: ten new waits are held, none refused.
    answers: list[RawResponse] = []

    async def wait(number: int) -> None:
        message = tool_call("wait_for_otp", {"inbox_id": inbox, "timeout": 30}, number)
        answers.append(await _rpc(gateway, key, message))

    with anyio.fail_after(20):
        async with anyio.create_task_group() as group:
            for number in range(10):
                group.start_soon(wait, 100 + number)
            await anyio.to_thread.run_sync(sandbox.wait_until_waiting, baseline + 10)
            await _deliver(sandbox, inbox, "Your verification code is 778899")
    assert [a.json()["result"]["structuredContent"]["otp"] for a in answers] == ["778899"] * 10


async def test_notifications_cancelled_ends_a_streaming_wait_with_its_result(
    gateway: GatewayHandle, key: str
) -> None:
    inbox = await _new_inbox(gateway, key)
    call = _with_token(tool_call("wait_for_otp", {"inbox_id": inbox, "timeout": 50}, "w-7"), 3)
    cancel = {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": "w-7"}}
    with anyio.fail_after(20):
        exchange = await Exchange.post(gateway.port, key, call)
        try:
            assert await exchange.event() is not None
            assert (await _rpc(gateway, key, cancel)).status == 202
            events = []
            while (event := await exchange.event()) is not None:
                events.append(_data(event))
        finally:
            await exchange.aclose()
    assert events[-1]["id"] == "w-7"
    assert events[-1]["result"]["isError"] is True
    assert "cancelled" in json.dumps(events[-1])


async def test_a_key_in_a_progress_token_or_in_mail_is_masked_in_every_event(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    inbox = await _new_inbox(gateway, key)
    call = _with_token(tool_call("wait_for_otp", {"inbox_id": inbox, "timeout": 50}, 1), key)
    with anyio.fail_after(20):
        exchange = await Exchange.post(gateway.port, key, call)
        try:
            events = [await exchange.event()]
            await _deliver(sandbox, inbox, f"Your code is 551155 (key {key})")
            while (event := await exchange.event()) is not None:
                events.append(event)
        finally:
            await exchange.aclose()
    wire = b"".join(event or b"" for event in events)
    assert key.encode() not in wire
    assert key[8:20].encode() not in wire
    assert _data(events[0] or b"")["params"]["progressToken"] == "[redacted]"
    result = _data(events[-1] or b"")["result"]
    assert result["structuredContent"]["otp"] == "551155"
    assert "[redacted]" in result["structuredContent"]["subject"]


async def test_our_connection_deadlines_never_cut_a_streaming_answer(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    """The stream outlives the header, body and idle deadlines (all 0.5 s) several times over."""
    inbox = await _new_inbox(gateway, key)
    call = _with_token(tool_call("wait_for_otp", {"inbox_id": inbox, "timeout": 50}, 1), "t")
    with anyio.fail_after(30):
        exchange = await Exchange.post(gateway.port, key, call)
        try:
            beats = 0
            while beats * INTERVAL_S < 4 * DEADLINE_S:
                event = await exchange.event()
                assert event is not None
                assert b"notifications/progress" in event
                beats += 1
            await _deliver(sandbox, inbox, "Your verification code is 606060")
            while (event := await exchange.event()) is not None:
                last = _data(event)
        finally:
            await exchange.aclose()
    assert last["result"]["structuredContent"]["otp"] == "606060"


async def test_metrics_count_a_streamed_wait_once_with_its_status(
    sandbox: SandboxHandle, key: str
) -> None:
    settings = GatewaySettings(upstream_base_url=sandbox.base_url, progress_interval_s=INTERVAL_S)
    with running_gateway(settings) as gateway:
        inbox = await _new_inbox(gateway, key)
        call = _with_token(tool_call("wait_for_otp", {"inbox_id": inbox, "timeout": 50}, 1), "t")
        with anyio.fail_after(20):
            exchange = await Exchange.post(gateway.port, key, call)
            try:
                assert await exchange.event() is not None
                await _deliver(sandbox, inbox, "Your verification code is 313131")
                while await exchange.event() is not None:
                    pass
            finally:
                await exchange.aclose()
            async with httpx2.AsyncClient(base_url=gateway.root_url, timeout=10) as http:
                metrics = (await http.get("/metrics")).text
    assert 'mcp_http_requests_total{status="200"} 2.0' in metrics  # create_inbox and the wait
    assert 'mcp_tool_calls_total{outcome="ok",tool="wait_for_otp"} 1.0' in metrics
    assert 'mcp_wait_duration_seconds_count{tool="wait_for_otp"} 1.0' in metrics


async def test_an_answer_written_over_several_lines_is_sent_as_one_data_line() -> None:
    """SSE ends a data line at a line break: the stream rewrites such an answer compactly."""
    sent: list[Message] = []

    async def send(message: Message) -> None:
        sent.append(message)

    stream = ProgressStream(send, "t", 5.0)
    await stream.heartbeat.send(5.0, 55.0, "waiting for mail: 5 s of 55 s")
    await stream.send({"type": "http.response.start", "status": 200, "headers": []})
    await stream.send(
        {"type": "http.response.body", "body": b'{"jsonrpc": "2.0",', "more_body": True}
    )
    await stream.send({"type": "http.response.body", "body": b'\n "id": 1, "result": {}}\n'})
    assert sent[0] == {"type": "http.response.start", "status": 200, "headers": SSE_HEADERS}
    assert [m["body"] for m in sent[2:]] == [
        b'event: message\r\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\r\n\r\n'
    ]
    assert not sent[-1].get("more_body", False)


@pytest.mark.parametrize(
    ("accept", "token"),
    [
        ("application/json, text/event-stream", True),
        ("application/json, text/event-stream", 1.5),
        ("application/json, text/event-stream", None),
        ("application/json", "t"),
        ("", "t"),
    ],
)
def test_no_stream_for_an_unusable_token_or_an_accept_without_sse(
    accept: str, token: object
) -> None:
    streams = ProgressStreams(blocking={"wait_for_otp"}, interval_s=5.0)
    message = _with_token(tool_call("wait_for_otp", {"inbox_id": "inb_1"}), token)  # type: ignore[arg-type]
    scope = {"headers": [(b"accept", accept.encode())] if accept else []}

    async def send(message: Message) -> None:
        raise AssertionError("nothing is sent")

    assert streams.stream_for(scope, message, send) is None
    usable = _with_token(message, "t")
    sse = {"headers": [(b"accept", b"*/*")]}
    assert streams.stream_for(sse, usable, send) is not None
    quick = _with_token(tool_call("list_inboxes", {}), "t")
    assert streams.stream_for(sse, quick, send) is None
    unnamed = {**usable, "params": {**usable["params"], "name": ["wait_for_otp"]}}
    assert streams.stream_for(sse, unnamed, send) is None


async def test_a_heartbeat_whose_sink_fails_stops_and_the_wait_still_ends() -> None:
    """A client gone mid-stream makes the sink raise: no more beats, the wait itself goes on."""
    calls: list[float] = []
    mail = anyio.Event()

    async def failing_sink(progress: float, total: float, message: str) -> None:
        calls.append(progress)
        mail.set()  # the wait ends only after the failed beat
        raise OSError("client gone")

    token = current_heartbeat.set(Heartbeat(failing_sink, 0.05))
    try:
        with anyio.fail_after(10):
            async with beating(55.0, "waiting for mail"):
                await mail.wait()  # the wait ends only after the failed beat
    finally:
        current_heartbeat.reset(token)
    assert len(calls) == 1


@pytest.mark.parametrize("params", [None, [], "p", {"_meta": []}, {"_meta": {"progressToken": {}}}])
def test_params_without_a_usable_progress_token_ask_for_no_progress(params: object) -> None:
    assert progress_token(params) is None


def _stalled_reader(port: int, data: bytes) -> socket.socket:
    """A client with a tiny receive window that sends ``data`` and then never reads."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.settimeout(10)
    sock.connect(("127.0.0.1", port))
    sock.sendall(data)
    return sock


async def test_a_client_that_stops_reading_a_progress_stream_is_dropped_and_its_wait_ends(
    sandbox: SandboxHandle, key: str
) -> None:
    """Its send buffer full past the write timeout, the connection is aborted: the wait ends
    and the request stops counting, instead of holding both until the client reads again."""
    settings = GatewaySettings(
        upstream_base_url=sandbox.base_url,
        progress_interval_s=0.02,
        connections=ConnectionLimits(write_timeout_s=0.5),
    )
    with running_gateway(settings) as gateway:
        inbox = await _new_inbox(gateway, key)
        # A large token makes every heartbeat large: the buffers fill within a second.
        call = _with_token(tool_call("wait_for_otp", {"inbox_id": inbox, "timeout": 50}, 1), "p")
        call["params"]["_meta"]["progressToken"] = "p" * 60_000
        headers = {**MCP_HEADERS, "Authorization": f"Bearer {key}"}
        data = request(
            "POST", "/mcp", f"127.0.0.1:{gateway.port}", headers, json.dumps(call).encode()
        )
        sock = await anyio.to_thread.run_sync(_stalled_reader, gateway.port, data)
        try:
            with anyio.fail_after(20):
                await _wait_for_metrics(
                    gateway,
                    'mcp_connection_refusals_total{reason="write_stalled"} 1.0',
                    'mcp_in_flight{kind="request"} 0.0',
                    'mcp_in_flight{kind="wait"} 0.0',
                )
        finally:
            sock.close()


async def _wait_for_metrics(gateway: GatewayHandle, *lines: str) -> None:
    async with httpx2.AsyncClient(base_url=gateway.root_url, timeout=5) as http:
        while True:
            text = (await http.get("/metrics")).text
            if all(line in text for line in lines):
                return
            await anyio.sleep(0.05)  # the gateway notices the stall on its own schedule
