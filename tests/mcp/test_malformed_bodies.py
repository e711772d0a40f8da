"""Every malformed or pathological body gets -32700 or -32600 with a 400, on every path.

A fixed corpus (huge numbers, NaN, invalid UTF-8, lone surrogates, repeated member
names, ids of the wrong type, batches, non-objects, missing members) and fuzzed
bodies (JSON-ish bytes and mutated valid requests, by hypothesis), each sent over
HTTP to a real gateway, bounded by a timeout: on the fast path, the library path
(``fast_path=False``) and the 2026-07-28 path. Never a 500, never a silent 202 for a
request, never a pydantic dump or a trace in the answer, never an ERROR log record.
"""

from __future__ import annotations

import json
import logging
import math
import threading
from collections.abc import Iterator
from typing import Any

import httpx2
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mcp_types import INVALID_REQUEST, PARSE_ERROR
from starlette.types import ASGIApp, Receive, Scope, Send

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.http.app import Gateway
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .conftest import new_key
from .servers import GatewayHandle, running_gateway

MODERN = "2026-07-28"
# (gateway, MCP-Protocol-Version): the fast path, the library path, the 2026-07-28 path.
PATHS = {
    "fast path": ("fast", "2025-11-25"),
    "fast path, no version header": ("fast", None),
    "library path": ("library", "2025-11-25"),
    "2026-07-28 path": ("fast", MODERN),
}
LEAKS = ("validation error", "input_value", "Traceback", "pydantic", "errors.pydantic.dev")


@pytest.fixture(scope="module")
def gateways(sandbox: SandboxHandle) -> Iterator[dict[str, GatewayHandle]]:
    # A body cap large enough for a body of 10^6 array elements.
    fast = GatewaySettings(upstream_base_url=sandbox.base_url, max_body_bytes=4 << 20)
    library = GatewaySettings(
        upstream_base_url=sandbox.base_url, max_body_bytes=4 << 20, fast_path=False
    )
    with running_gateway(fast) as fast_gateway, running_gateway(library) as library_gateway:
        yield {"fast": fast_gateway, "library": library_gateway}


class _Errors(logging.Handler):
    """Records at ERROR or above, or carrying a traceback, from the gateway's threads."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.thread == threading.main_thread().ident:
            return
        if record.levelno >= logging.ERROR or record.exc_info or record.exc_text:
            self.records.append(record)


@pytest.fixture(scope="module")
def errors() -> Iterator[_Errors]:
    handler = _Errors()
    logging.getLogger().addHandler(handler)
    try:
        yield handler
    finally:
        logging.getLogger().removeHandler(handler)


@pytest.fixture(scope="module")
def client() -> Iterator[httpx2.Client]:
    with httpx2.Client(timeout=httpx2.Timeout(15.0)) as http:
        yield http


def _post(
    client: httpx2.Client, gateways: dict[str, GatewayHandle], path: str, body: bytes
) -> httpx2.Response:
    gateway, version = PATHS[path]
    headers = {
        "Accept": "application/json, text/event-stream",
        "Content-Type": "application/json",
        "Authorization": f"Bearer {new_key()}",
    }
    if version is not None:
        headers["MCP-Protocol-Version"] = version
    return client.post(gateways[gateway].mcp_url, headers=headers, content=body)


def _assert_refused(response: httpx2.Response, code: int) -> None:
    assert response.status_code == 400, response.text
    assert response.headers["content-type"] == "application/json"
    answer = response.json()
    assert answer["jsonrpc"] == "2.0"
    assert answer["id"] is None
    assert answer["error"]["code"] == code, answer
    assert not any(leak in response.text for leak in LEAKS), response.text


def _request(**members: Any) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": 1, "method": "ping", **members}


def _raw(text: str) -> bytes:
    return text.encode()


PING = '{"jsonrpc":"2.0","id":1,"method":"ping"'
CALL = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_inboxes","arguments":'
CORPUS: dict[str, tuple[bytes, int]] = {
    "1e999 as the id": (_raw('{"jsonrpc":"2.0","id":1e999,"method":"ping"}'), PARSE_ERROR),
    "1e999 as an argument": (_raw(CALL + '{"limit":1e999}}}'), PARSE_ERROR),
    "a 5001-digit integer id": (
        _raw('{"jsonrpc":"2.0","method":"ping","id":1' + "0" * 5000 + "}"),
        PARSE_ERROR,
    ),
    "a 400-digit integer argument": (_raw(CALL + '{"limit":' + "9" * 400 + "}}}"), PARSE_ERROR),
    "NaN as the id": (_raw('{"jsonrpc":"2.0","id":NaN,"method":"ping"}'), PARSE_ERROR),
    "Infinity as an argument": (_raw(CALL + '{"limit":Infinity}}}'), PARSE_ERROR),
    "-Infinity as an argument": (_raw(CALL + '{"limit":-Infinity}}}'), PARSE_ERROR),
    "invalid UTF-8": (b'{"jsonrpc":"2.0","id":1,"method":"pi\xffng"}', PARSE_ERROR),
    "invalid UTF-8 in an argument": (_raw(CALL + '{"cursor":"') + b'\xc3\x28"}}}', PARSE_ERROR),
    "an encoded surrogate (CESU-8)": (
        _raw(CALL + '{"cursor":"') + b'\xed\xa0\x80"}}}',
        PARSE_ERROR,
    ),
    "UTF-16": ('{"jsonrpc":"2.0","id":1,"method":"ping"}'.encode("utf-16"), PARSE_ERROR),
    "a byte-order mark": (b"\xef\xbb\xbf" + _raw(PING + "}"), PARSE_ERROR),
    "a lone high surrogate in an argument": (_raw(CALL + '{"cursor":"\\ud800"}}}'), PARSE_ERROR),
    "a lone low surrogate in the id": (
        _raw('{"jsonrpc":"2.0","id":"\\udc00","method":"ping"}'),
        PARSE_ERROR,
    ),
    "a lone surrogate in a member name": (_raw(CALL + '{"\\uDBFF":1}}}'), PARSE_ERROR),
    "a repeated id": (_raw('{"jsonrpc":"2.0","id":1,"id":2,"method":"ping"}'), PARSE_ERROR),
    "a repeated method": (_raw(PING + ',"method":"tools/list"}'), PARSE_ERROR),
    "a repeated argument": (_raw(CALL + '{"limit":1,"limit":2}}}'), PARSE_ERROR),
    "trailing data": (_raw(PING + "} {}"), PARSE_ERROR),
    "an empty body": (b"", PARSE_ERROR),
    "truncated": (_raw(PING), PARSE_ERROR),
    "nested too deeply": (b"[" * 100_000 + b"]" * 100_000, PARSE_ERROR),
    "a float id": (_raw(json.dumps(_request(id=1.5))), INVALID_REQUEST),
    "a float id with no fraction": (_raw(json.dumps(_request(id=2.0))), INVALID_REQUEST),
    "a null id": (_raw(json.dumps(_request(id=None))), INVALID_REQUEST),
    "a boolean id": (_raw(json.dumps(_request(id=False))), INVALID_REQUEST),
    "an array id": (_raw(json.dumps(_request(id=[1]))), INVALID_REQUEST),
    "an object id": (_raw(json.dumps(_request(id={"a": 1}))), INVALID_REQUEST),
    "a float id on a tool call": (
        _raw(json.dumps({**json.loads(CALL + "{}}}"), "id": 0.5})),
        INVALID_REQUEST,
    ),
    "a batch": (_raw(json.dumps([_request()])), INVALID_REQUEST),
    "an empty batch": (b"[]", INVALID_REQUEST),
    "a number": (b"5", INVALID_REQUEST),
    "a string": (b'"ping"', INVALID_REQUEST),
    "null": (b"null", INVALID_REQUEST),
    "true": (b"true", INVALID_REQUEST),
    "no jsonrpc member": (_raw('{"id":1,"method":"ping"}'), INVALID_REQUEST),
    "jsonrpc 1.0": (_raw(json.dumps(_request(jsonrpc="1.0"))), INVALID_REQUEST),
    "jsonrpc as a number": (_raw(json.dumps(_request(jsonrpc=2.0))), INVALID_REQUEST),
    "no method": (_raw('{"jsonrpc":"2.0","id":1}'), INVALID_REQUEST),
    "no method and no id": (_raw('{"jsonrpc":"2.0"}'), INVALID_REQUEST),
    "a method that is a number": (_raw(json.dumps(_request(method=5))), INVALID_REQUEST),
    "params that are an array": (_raw(json.dumps(_request(params=[1]))), INVALID_REQUEST),
    "params that are a string": (_raw(json.dumps(_request(params="x"))), INVALID_REQUEST),
    "a result and an error": (
        _raw('{"jsonrpc":"2.0","id":1,"result":{},"error":{"code":1,"message":"x"}}'),
        INVALID_REQUEST,
    ),
    "a response whose result is not an object": (
        _raw('{"jsonrpc":"2.0","id":1,"result":5}'),
        INVALID_REQUEST,
    ),
    "a batch of 10^6 elements": (b"[" + b"0," * 999_999 + b"0]", INVALID_REQUEST),
    "an id that is an array of 10^6 elements": (
        _raw('{"jsonrpc":"2.0","method":"ping","id":[') + b"0," * 999_999 + b"0]}",
        INVALID_REQUEST,
    ),
}


@pytest.mark.parametrize("path", list(PATHS))
@pytest.mark.parametrize("case", list(CORPUS))
def test_a_malformed_body_gets_the_json_rpc_error_for_it_with_a_400(
    client: httpx2.Client,
    gateways: dict[str, GatewayHandle],
    errors: _Errors,
    path: str,
    case: str,
) -> None:
    body, code = CORPUS[case]
    errors.records.clear()
    _assert_refused(_post(client, gateways, path, body), code)
    assert errors.records == [], [record.getMessage() for record in errors.records]


def test_a_parse_error_says_what_is_wrong_without_quoting_the_body(
    client: httpx2.Client, gateways: dict[str, GatewayHandle]
) -> None:
    messages = {
        case: _post(client, gateways, "fast path", CORPUS[case][0]).json()["error"]["message"]
        for case in ("NaN as the id", "a repeated id", "a lone high surrogate in an argument")
    }
    assert messages == {
        "NaN as the id": "Parse error: NaN is not JSON.",
        "a repeated id": "Parse error: an object has the same member name twice.",
        "a lone high surrogate in an argument": (
            "Parse error: a string holds a lone surrogate (\\ud800-\\udfff)."
        ),
    }


# -- fuzzing -------------------------------------------------------------------------

# Text with anything in it, lone surrogates included (as escapes once serialised).
TEXT = st.text(st.characters(codec=None, exclude_categories=()), max_size=12)
NUMBERS = st.one_of(
    st.integers(),
    st.integers(min_value=10**300, max_value=10**330),
    st.floats(allow_nan=True, allow_infinity=True),
)
SCALARS = st.one_of(st.none(), st.booleans(), NUMBERS, TEXT)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT, inner, max_size=4),
    max_leaves=12,
)


@st.composite
def _serialised(draw: st.DrawFn, value: st.SearchStrategy[Any]) -> bytes:
    """A value as JSON-ish text: NaN literals allowed, escaped or raw, maybe mangled."""
    text = json.dumps(draw(value), ensure_ascii=draw(st.booleans()))
    body = text.encode("utf-8", errors="surrogatepass")
    mangle = draw(st.sampled_from(["none", "none", "cut", "insert", "duplicate"]))
    if mangle == "cut" and body:
        body = body[: draw(st.integers(0, len(body) - 1))]
    elif mangle == "insert":
        at = draw(st.integers(0, len(body)))
        body = body[:at] + draw(st.binary(min_size=1, max_size=4)) + body[at:]
    elif mangle == "duplicate" and body.startswith(b"{") and len(body) > 2:
        name = json.dumps(draw(TEXT)).encode("utf-8", errors="surrogatepass")
        body = b"{" + name + b":1," + name + b":2," + body[1:]
    return body


TEMPLATES: list[dict[str, Any]] = [
    {"jsonrpc": "2.0", "id": 1, "method": "ping"},
    {"jsonrpc": "2.0", "id": "a", "method": "tools/list", "params": {}},
    {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "list_inboxes"}},
    {
        "jsonrpc": "2.0",
        "id": 3,
        "method": "tools/call",
        "params": {"name": "get_latest", "arguments": {"inbox_id": "inb_x"}},
    },
    {
        "jsonrpc": "2.0",
        "id": 4,
        "method": "tools/call",
        "params": {"name": "list_messages", "arguments": {"inbox_id": "inb_x", "limit": 5}},
    },
    {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 1}},
    {"jsonrpc": "2.0", "method": "notifications/initialized"},
    {"jsonrpc": "2.0", "id": 5, "method": "prompts/get", "params": {"name": "p"}},
]


def _objects(value: Any) -> list[dict[str, Any]]:
    """``value`` and every object inside it."""
    if isinstance(value, dict):
        return [value, *(inner for item in value.values() for inner in _objects(item))]
    return []


@st.composite
def _mutated_request(draw: st.DrawFn) -> Any:
    """A valid request with one member replaced, removed or added, anywhere in it."""
    message = json.loads(json.dumps(draw(st.sampled_from(TEMPLATES))))
    target = draw(st.sampled_from(_objects(message)))
    action = draw(st.sampled_from(["replace", "remove", "add"]))
    if action == "add" or not target:
        target[draw(TEXT)] = draw(VALUES)
    else:
        name = draw(st.sampled_from(sorted(target)))
        if action == "remove":
            del target[name]
        else:
            target[name] = draw(VALUES)
    return message


BODIES = st.one_of(
    st.binary(max_size=64),
    _serialised(VALUES),
    _serialised(_mutated_request()),
)


def _strict_json(body: bytes) -> Any:
    """``body`` as I-JSON, or raise ValueError: the test's own reading, independent of ours."""

    def refuse(name: str) -> Any:
        raise ValueError(name)

    def finite(text: str) -> float:
        if math.isinf(value := float(text)):
            raise ValueError(text)
        return value

    def unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        if len({name for name, _ in pairs}) != len(pairs):
            raise ValueError("repeated name")
        return dict(pairs)

    def bounded(text: str) -> int:
        if len(text.lstrip("-")) > 309:
            raise ValueError(text)
        return int(text)

    value = json.loads(
        body.decode("utf-8"),
        parse_constant=refuse,
        parse_float=finite,
        parse_int=bounded,
        object_pairs_hook=unique,
    )
    json.dumps(value, ensure_ascii=False).encode("utf-8")  # a lone surrogate cannot encode
    return value


FUZZ = settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


@pytest.mark.parametrize("path", ["fast path", "library path", "2026-07-28 path"])
@FUZZ
@given(body=BODIES)
def test_a_fuzzed_body_never_gets_a_500_a_dump_or_an_error_log(
    client: httpx2.Client,
    gateways: dict[str, GatewayHandle],
    errors: _Errors,
    path: str,
    body: bytes,
) -> None:
    errors.records.clear()
    response = _post(client, gateways, path, body)
    assert response.status_code in (200, 202, 400, 404), (response.status_code, response.text)
    assert not any(leak in response.text for leak in LEAKS), response.text
    assert errors.records == [], [record.getMessage() for record in errors.records]
    try:
        message = _strict_json(body)
    except (ValueError, RecursionError):
        _assert_refused(response, PARSE_ERROR)
        return
    if not isinstance(message, dict) or (
        "id" in message
        and (isinstance(message["id"], bool) or not isinstance(message["id"], str | int))
    ):
        _assert_refused(response, INVALID_REQUEST)
        return
    if response.status_code == 202:  # only a notification or a response goes unanswered
        assert "id" not in message or "method" not in message, message
        return
    answer = response.json()
    assert answer["jsonrpc"] == "2.0"
    assert ("result" in answer) != ("error" in answer), answer
    if "error" in answer:
        assert isinstance(answer["error"]["code"], int)
        assert answer["error"]["message"]


class _CountingGateway(Gateway):
    """A gateway that counts the requests reaching the MCP library's own handler."""

    def _assemble(self) -> ASGIApp:
        library = self.mcp_app
        self.library_requests = 0

        async def counted(scope: Scope, receive: Receive, send: Send) -> None:
            if scope["type"] == "http":
                self.library_requests += 1
            await library(scope, receive, send)

        self.mcp_app = counted  # type: ignore[assignment]
        return super()._assemble()


@pytest.fixture(scope="module")
def counting(sandbox: SandboxHandle) -> Iterator[tuple[GatewayHandle, list[_CountingGateway]]]:
    built: list[_CountingGateway] = []

    def build(settings: GatewaySettings) -> Gateway:
        built.append(_CountingGateway(settings))
        return built[-1]

    settings = GatewaySettings(upstream_base_url=sandbox.base_url, fast_path=False)
    with running_gateway(settings, build=build) as handle:
        yield handle, built


DROPPED = {
    "tools/call with a requestState": {"name": "x", "requestState": "abc"},
    "prompts/get": {"name": "p"},
}


@pytest.mark.parametrize("method", list(DROPPED))
def test_a_request_sent_without_an_id_is_accepted_and_dropped_before_the_library(
    client: httpx2.Client,
    counting: tuple[GatewayHandle, list[_CountingGateway]],
    method: str,
) -> None:
    """Nothing may answer it; the library would drop it too, logging an ERROR first."""
    handle, (gateway,) = counting
    before = gateway.library_requests
    body = {"jsonrpc": "2.0", "method": method.split(" ")[0], "params": DROPPED[method]}
    headers = {
        "Accept": "application/json",
        "Content-Type": "application/json",
        "Authorization": f"Bearer {new_key()}",
    }
    response = client.post(handle.mcp_url, headers=headers, content=json.dumps(body))
    assert (response.status_code, response.content) == (202, b"")
    assert gateway.library_requests == before
    initialized = {"jsonrpc": "2.0", "method": "notifications/initialized"}
    response = client.post(handle.mcp_url, headers=headers, content=json.dumps(initialized))
    assert response.status_code == 202
    assert gateway.library_requests == before + 1  # a real notification still reaches it
