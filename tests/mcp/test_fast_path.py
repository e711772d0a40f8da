"""The fast path answers exactly what the MCP library would: same JSON, same status.

Every protocol version a handshake-era client may send, every hot method, and the
requests the fast path must hand on (unusual params, ``_meta`` the SDK's schema
rejects, media types the SDK refuses). Tool calls by failure class, with the log
records, are in test_tool_call_parity.py.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx2
import mailsocket
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from mcp_types import Annotations, CallToolResult, ImageContent, TextContent
from mcp_types.methods import validate_client_request
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.http.fast_path import render_result
from mailsocket_mcp.sandbox.runner import SandboxHandle
from mailsocket_mcp.tools.results import wire_result

from .conftest import new_key
from .helpers import MCP_HEADERS
from .servers import GatewayHandle, running_gateway

# No header (the specification's default, 2025-03-26) and every handshake version.
VERSIONS = [None, "2025-03-26", "2025-06-18", "2025-11-25"]


@pytest.fixture(scope="module")
def library_gateway(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    settings = GatewaySettings(upstream_base_url=sandbox.base_url, fast_path=False)
    with running_gateway(settings) as handle:
        yield handle


def _post(
    url: str,
    key: str,
    message: Any,
    version: str | None = "2025-06-18",
    headers: dict[str, str] | None = None,
) -> httpx2.Response:
    sent = {**MCP_HEADERS, "Authorization": f"Bearer {key}", **(headers or {})}
    if version is None:
        del sent["MCP-Protocol-Version"]
    else:
        sent["MCP-Protocol-Version"] = version
    return httpx2.post(f"{url}/mcp", headers=sent, content=json.dumps(message), timeout=10)


def _request(method: str, params: dict[str, Any] | None = None, rid: Any = 7) -> dict[str, Any]:
    message: dict[str, Any] = {"jsonrpc": "2.0", "id": rid, "method": method}
    if params is not None:
        message["params"] = params
    return message


def _assert_same(fast: httpx2.Response, library: httpx2.Response) -> None:
    assert fast.status_code == library.status_code, (fast.text, library.text)
    assert fast.headers.get("content-type") == library.headers.get("content-type")
    if library.content:
        assert fast.json() == library.json()
    else:
        assert fast.content == b""


CASES = [
    _request("ping"),
    _request("ping", {"_meta": {"progressToken": 3}}),
    _request("tools/list", {}),
    _request("tools/list", rid="abc"),
    _request("tools/call", {"name": "list_inboxes", "arguments": {}}),
    _request("tools/call", {"name": "list_inboxes"}),
    _request("tools/call", {"name": "get_latest", "arguments": {"inbox_id": "inb_nope"}}),
    _request("tools/call", {"name": "get_latest", "arguments": {}}),
    _request("tools/call", {"name": "list_inboxes", "arguments": {"limit": 0}}),
    _request("tools/call", {"name": "no_such_tool", "arguments": {}}),
    # Arguments the tool's model sees after the library's JSON-in-a-string pre-parse,
    # an argument no tool takes, and wrong types: same result or error text either way.
    _request("tools/call", {"name": "list_inboxes", "arguments": {"limit": 5, "extra": "x"}}),
    _request("tools/call", {"name": "list_inboxes", "arguments": {"limit": "5"}}),
    _request("tools/call", {"name": "list_inboxes", "arguments": {"limit": "[5]"}}),
    _request("tools/call", {"name": "list_inboxes", "arguments": {"cursor": '{"a": 1}'}}),
    _request("tools/call", {"name": "get_latest", "arguments": {"inbox_id": '["inb_x"]'}}),
    _request(
        "tools/call",
        {"name": "wait_for_link", "arguments": {"inbox_id": "inb_x", "since": "[1]"}},
    ),
    _request("tools/call", {"name": "get_latest", "arguments": {"inbox_id": None}}),
    _request("tools/call", {"name": "list_inboxes", "arguments": {}, "_meta": {"x": 1}}),
    _request("tools/call", {"name": "list_inboxes", "_meta": {"progressToken": "p"}}),
    # _meta the SDK's schema rejects: -32602 on both paths, not a result on one.
    _request("tools/call", {"name": "list_inboxes", "_meta": {"progressToken": [1]}}),
    _request("tools/call", {"name": "list_inboxes", "_meta": 5}),
    _request("tools/list", {"_meta": {"progressToken": 1.5}}),
    _request("ping", {"_meta": []}),
    _request("tools/call", {"name": 5}),
    _request("tools/call", {"name": "get_latest", "arguments": "inb_x"}),
    _request("tools/call", {"name": "list_inboxes", "arguments": None}),
    _request("tools/call", {"name": "list_inboxes", "task": {"ttl": 5}}),
    _request("tools/list", {"cursor": "c"}),
    _request("resources/list", {}),
    _request("no/such/method", {}),
    {"jsonrpc": "2.0", "method": "notifications/initialized"},
    {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 1}},
    {"jsonrpc": "2.0", "method": "notifications/no_such_thing", "params": {}},
    {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": [1]}},
    {"jsonrpc": "2.0", "method": "ping"},
    {"jsonrpc": "2.0", "id": 3, "result": {}},
    [_request("ping")],
    {"jsonrpc": "2.0", "id": True, "method": "ping"},
]


@pytest.mark.parametrize("version", VERSIONS, ids=lambda v: v or "no-version-header")
@pytest.mark.parametrize("message", CASES, ids=[json.dumps(c)[:70] for c in CASES])
def test_the_fast_path_answers_like_the_library(
    gateway: GatewayHandle,
    library_gateway: GatewayHandle,
    message: dict[str, Any],
    version: str | None,
) -> None:
    key = new_key()
    fast = _post(gateway.root_url, key, message, version)
    library = _post(library_gateway.root_url, key, message, version)
    _assert_same(fast, library)


HEADERS = [
    {"Content-Type": "application/json; charset=utf-8"},
    {"Content-Type": "application/jsonx"},
    {"Content-Type": "Application/JSON"},
    {"Content-Type": "application/json ; charset=utf-8"},
    {"Content-Type": "application/json, text/plain"},
    {"Content-Type": "text/plain"},
    {"Accept": "application/json"},
    {"Accept": "application/*"},
    {"Accept": "*/*"},
    {"Accept": "application/json-seq"},
    {"Accept": "text/event-stream"},
    {"Accept": "APPLICATION/JSON;q=0.5"},
]


@pytest.mark.parametrize("headers", HEADERS, ids=lambda h: json.dumps(h))
def test_the_fast_path_takes_only_the_media_types_the_library_takes(
    gateway: GatewayHandle, library_gateway: GatewayHandle, headers: dict[str, str]
) -> None:
    key = new_key()
    message = _request("tools/call", {"name": "list_inboxes", "arguments": {}})
    fast = _post(gateway.root_url, key, message, headers=headers)
    library = _post(library_gateway.root_url, key, message, headers=headers)
    assert fast.status_code == library.status_code, (fast.text, library.text)
    if library.status_code == 200:
        _assert_same(fast, library)


# JSON values as mail and the API can make them (no NaN: it is never equal to itself).
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(), inner, max_size=3),
    max_leaves=10,
)


@settings(max_examples=60, deadline=None)
@given(structured=st.dictionaries(st.text(), JSON, max_size=4), is_error=st.booleans())
def test_a_tool_result_is_written_as_the_sdks_serializer_shapes_it_for_every_version(
    structured: dict[str, Any], is_error: bool
) -> None:
    """The fast path writes a tool result directly; the SDK's shaping would give the same."""
    result = CallToolResult(
        content=[TextContent(type="text", text=json.dumps(structured, indent=2))],
        structured_content=None if is_error else structured,
        is_error=is_error,
    )
    for version in HANDSHAKE_PROTOCOL_VERSIONS:
        assert json.loads(render_result(result)) == wire_result("tools/call", version, result)


def _models_json(result: CallToolResult) -> bytes:
    """What the fast path wrote before it wrote results from their fields: the model's JSON."""
    return result.model_dump_json(
        by_alias=True, exclude_none=True, exclude={"result_type"}
    ).encode()


# Values the model's JSON and plain-data JSON could write apart: infinities, bytes,
# tuples, a model inside a dict (its nulls dropped), nulls in a dict (kept).
ODD = st.sampled_from(
    [float("inf"), float("-inf"), b"raw", (1, "two"), TextContent(type="text", text="t"), None]
)
PARTS = st.lists(
    st.builds(TextContent, type=st.just("text"), text=st.text())
    | st.builds(
        TextContent,
        type=st.just("text"),
        text=st.text(),
        annotations=st.builds(Annotations, priority=st.floats(0, 1)),
    )
    | st.builds(TextContent, type=st.just("text"), text=st.text(), _meta=st.just({"m": 1}))
    | st.builds(ImageContent, type=st.just("image"), data=st.text(), mime_type=st.just("a/b")),
    max_size=3,
)


@settings(max_examples=150, deadline=None)
@given(
    parts=PARTS,
    structured=st.none() | st.dictionaries(st.text(), JSON | ODD, max_size=5),
    meta=st.none() | st.dictionaries(st.text(), JSON, max_size=2),
    is_error=st.booleans(),
)
def test_a_tool_result_is_written_byte_for_byte_as_its_model_writes_it(
    parts: list[Any], structured: dict[str, Any] | None, meta: dict[str, Any] | None, is_error: bool
) -> None:
    """Results are written from their fields as plain data: the very bytes of the model's JSON."""
    result = CallToolResult(content=parts, structured_content=structured, is_error=is_error)
    result.meta = meta
    assert render_result(result) == _models_json(result)


def test_every_tools_results_and_errors_are_written_as_their_models_write_them(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    """Through the gateway: each tool's answer, success or failure, is the model's JSON."""
    client = mailsocket.Client(key, base_url=sandbox.base_url)
    inbox = str(client.create_inbox()["id"])
    sandbox.deliver(
        inbox,
        subject="Your code is 482913",
        text="Code 482913\n\tSign in: https://app.example.test/magic?token=a1b2c3 \u00e9\u2028",
    )
    calls = [
        ("list_inboxes", {}),
        ("create_inbox", {"label": "bytes"}),
        ("list_messages", {"inbox_id": inbox}),
        ("get_latest", {"inbox_id": inbox}),
        ("wait_for_otp", {"inbox_id": inbox, "since": 0, "timeout": 5}),
        ("wait_for_link", {"inbox_id": inbox, "since": 0, "timeout": 5}),
        ("get_latest", {"inbox_id": "inb_nope"}),
        ("get_latest", {"inbox_id": 5}),
        ("list_inboxes", {"cursor": key}),
        ("delete_inbox", {"inbox_id": inbox}),
    ]
    for name, arguments in calls:
        request = _request("tools/call", {"name": name, "arguments": arguments})
        answer = _post(gateway.root_url, key, request)
        assert answer.status_code == 200, answer.text
        result = CallToolResult.model_validate(answer.json()["result"])
        assert answer.content == b'{"jsonrpc":"2.0","id":7,"result":' + _models_json(result) + b"}"


@settings(max_examples=60, deadline=None)
@given(name=st.text(), arguments=st.none() | st.dictionaries(st.text(), JSON, max_size=4))
def test_params_the_fast_path_does_not_check_always_pass_the_sdks_check(
    name: str, arguments: dict[str, Any] | None
) -> None:
    """The fast path skips the SDK's params check only where it cannot fail."""
    for version in HANDSHAKE_PROTOCOL_VERSIONS:
        validate_client_request("tools/call", version, {"name": name, "arguments": arguments})
        validate_client_request("tools/call", version, {"name": name})
        for method in ("ping", "tools/list"):
            validate_client_request(method, version, None)
            validate_client_request(method, version, {})
