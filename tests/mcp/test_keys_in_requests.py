"""A key a caller puts where it does not belong goes nowhere: ids, arguments, paths, logs."""

from __future__ import annotations

import json
import logging
import socket
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import anyio
import httpx2
import pytest

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .helpers import MCP_HEADERS, error_text, structured
from .scripted_api import JsonHandler, serving
from .servers import GatewayHandle, mcp_session, running_gateway, running_gateway_process


@pytest.fixture(scope="module")
def library_gateway(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    settings = GatewaySettings(upstream_base_url=sandbox.base_url, fast_path=False)
    with running_gateway(settings) as handle:
        yield handle


def _fragments(key: str) -> set[str]:
    return {key[i : i + 8] for i in range(1, len(key) - 7)}  # each holds a secret character


@pytest.mark.parametrize("method", ["tools/list", "ping", "tools/call"])
@pytest.mark.parametrize("path", ["fast", "library"])
def test_a_request_id_that_carries_the_key_is_masked_on_every_path(
    gateway: GatewayHandle, library_gateway: GatewayHandle, key: str, method: str, path: str
) -> None:
    params = {"name": "list_inboxes", "arguments": {}} if method == "tools/call" else {}
    url = (gateway if path == "fast" else library_gateway).mcp_url
    response = httpx2.post(
        url,
        headers={**MCP_HEADERS, "Authorization": f"Bearer {key}"},
        content=json.dumps(
            {"jsonrpc": "2.0", "id": f"call {key}", "method": method, "params": params}
        ),
        timeout=10,
    )
    assert response.status_code == 200
    assert response.json()["id"] == "call [redacted]"
    assert not any(fragment in response.text for fragment in _fragments(key))


@pytest.fixture
def recording_upstream() -> Iterator[tuple[str, list[str]]]:
    """A stand-in API that records every request line and answers an empty list."""
    seen: list[str] = []

    class Handler(JsonHandler):
        def _answer(self) -> None:
            seen.append(f"{self.command} {self.path}")
            body = json.dumps({"data": [], "pagination": {"has_more": False}}).encode()
            self.reply(200, body)

        do_GET = do_POST = do_DELETE = _answer

    with serving(Handler) as url:
        yield url, seen


@pytest.mark.anyio
async def test_an_argument_that_carries_a_key_is_refused_before_any_upstream_call(
    recording_upstream: tuple[str, list[str]], key: str
) -> None:
    url, seen = recording_upstream
    encoded = key.replace("_", "%5F")
    calls = [
        ("get_latest", "inbox_id", {"inbox_id": key}),
        ("wait_for_link", "inbox_id", {"inbox_id": f"inb_{key[10:24]}"}),
        ("wait_for_otp", "since", {"inbox_id": "inb_1", "since": key, "timeout": 1}),
        ("list_inboxes", "cursor", {"cursor": encoded}),
        ("list_messages", "cursor", {"inbox_id": "inb_1", "cursor": key[5:]}),
        ("list_messages", "subject_contains", {"inbox_id": "inb_1", "subject_contains": key}),
        ("list_messages", "sender", {"inbox_id": "inb_1", "sender": "ms_live_someoneelses1"}),
        ("create_inbox", "label", {"label": f"for {key}"}),
        ("send_test_code", "inbox_id", {"inbox_id": key}),
        ("delete_inbox", "inbox_id", {"inbox_id": key}),
    ]
    with running_gateway(GatewaySettings(upstream_base_url=url)) as gateway:
        async with mcp_session(gateway.mcp_url, key) as client:
            with anyio.fail_after(30):
                for tool, argument, arguments in calls:
                    text = error_text(await client.call_tool(tool, arguments))
                    assert f"Argument {argument} " in text, (tool, text)
                    assert not any(fragment in text for fragment in _fragments(key))
                    assert "someoneelses1" not in text
                assert seen == []
                # The recorder does see a call that carries no key.
                structured(await client.call_tool("list_inboxes", {"cursor": "c_1"}))
    assert len(seen) == 1
    assert seen[0].startswith("GET /api/v1/inboxes?")


class _LinesSeen(logging.Handler):
    """Sets ``seen`` once a record starting with each prefix has been logged (by any thread)."""

    def __init__(self, *prefixes: str) -> None:
        super().__init__()
        self.missing = set(prefixes)
        self.seen = threading.Event()

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        self.missing = {prefix for prefix in self.missing if not message.startswith(prefix)}
        if not self.missing:
            self.seen.set()


def test_an_unknown_path_is_logged_without_its_content(
    gateway: GatewayHandle, caplog: pytest.LogCaptureFixture
) -> None:
    key_shaped = "Zq8RkT2vW9xYbC4nL7pMabcd"  # a key without its ms_live_ prefix
    root = logging.getLogger()  # after caplog's handler, so caplog has the line first
    logged = _LinesSeen("GET /[unknown path] 404", "GET /healthz 200")
    root.addHandler(logged)
    try:
        with caplog.at_level(logging.INFO, logger="mailsocket_mcp.access"):
            url = f"{gateway.root_url}/inboxes/{key_shaped}"
            assert httpx2.get(url, timeout=10).status_code == 404
            assert httpx2.get(f"{gateway.root_url}/healthz", timeout=10).status_code == 200
            # A line is written once its answer has gone out, so it may trail the client.
            assert logged.seen.wait(10)
    finally:
        root.removeHandler(logged)
    lines = [r.getMessage() for r in caplog.records if r.name == "mailsocket_mcp.access"]
    assert any(line.startswith("GET /[unknown path] 404") for line in lines), lines
    assert any(line.startswith("GET /healthz 200") for line in lines), lines
    assert key_shaped[:8] not in caplog.text


def test_control_characters_in_a_request_path_cannot_forge_a_log_line(
    sandbox: SandboxHandle, tmp_path: Path
) -> None:
    forged = "2099-01-01 00:00:00,000 INFO mailsocket_mcp.access: GET /mcp 200 0.1ms"
    target = "/x%0D%0A" + forged.replace(" ", "%20")
    with running_gateway_process(sandbox.base_url, tmp_path / "gw.log") as gateway:
        with socket.create_connection(("127.0.0.1", gateway.port), timeout=10) as raw:
            raw.sendall(f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode())
            assert raw.recv(4096).startswith(b"HTTP/1.1 404")
        assert httpx2.get(f"{gateway.root_url}/healthz", timeout=10).status_code == 200
    lines = (tmp_path / "gw.log").read_text().splitlines()
    assert any("GET /healthz 200" in line for line in lines)
    assert not any(line.startswith("2099") for line in lines), lines


def test_a_text_log_record_is_one_line_and_its_traceback_is_indented() -> None:
    from mailsocket_mcp.logs import TextFormatter  # here, so older trees collect

    try:
        raise ValueError("bad\r\n2099-01-01 forged: line")
    except ValueError:
        exc_info = sys.exc_info()
    record = logging.LogRecord(
        "peer", logging.WARNING, __file__, 1, "got %s", ("a\r\n2099 forged\x1b[31m",), exc_info
    )
    record.stack_info = "Stack (most recent call last):\n2099-01-01 forged frame"
    first, *rest = TextFormatter().format(record).split("\n")
    assert first.endswith("peer: got a\\r\\n2099 forged\\x1b[31m")
    assert rest
    assert all(line.startswith("  ") for line in rest)
