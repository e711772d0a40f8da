"""Tool filtering: the operator sets the bound, a request can only narrow it.

``MCP_TOOLS`` / ``MCP_READ_ONLY`` (``--tools`` / ``--read-only``) bound what a server
serves; on the gateway ``X-MCP-Tools`` and ``X-MCP-Readonly`` narrow it per request.
``tools/list`` shows exactly what is allowed, on the fast path and the library path;
calling a hidden tool is a tool error naming why, and nothing goes upstream.
"""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from typing import Any

import anyio
import httpx2
import pytest
from mcp.shared.exceptions import MCPError

from mailsocket_mcp.config import GatewaySettings, StdioSettings
from mailsocket_mcp.errors import ConfigError
from mailsocket_mcp.sandbox.runner import SandboxHandle
from mailsocket_mcp.server import TOOLS, operator_tools
from tests.support.env import child_env

from .helpers import MCP_HEADERS, error_text, structured, tool_call
from .scripted_api import JsonHandler, serving
from .servers import SCRIPT as GATEWAY_SCRIPT
from .servers import GatewayHandle, mcp_session, running_gateway
from .test_stdio import SCRIPT as STDIO_SCRIPT
from .test_stdio import stdio_session

ALL = [spec.name for spec in TOOLS]
WRITERS = {"create_inbox", "send_test_code", "delete_inbox"}
READERS = [name for name in ALL if name not in WRITERS]


# -- configuration ------------------------------------------------------------


@pytest.mark.parametrize("settings", [StdioSettings, GatewaySettings])
def test_mcp_tools_takes_names_separated_by_commas_or_spaces(settings: Any) -> None:
    env = {"MAILSOCKET_API_KEY": "ms_live_x"} if settings is StdioSettings else {}
    read = settings.from_env({**env, "MCP_TOOLS": " wait_for_otp, list_inboxes  get_latest,"})
    assert read.tools == ("wait_for_otp", "list_inboxes", "get_latest")
    assert settings.from_env(env).tools is None  # unset: every tool
    assert settings.from_env({**env, "MCP_TOOLS": "  "}).tools is None


@pytest.mark.parametrize(
    ("value", "read_only"),
    [("1", True), ("true", True), ("YES", True), ("on", True), ("0", False), ("no", False)],
)
def test_mcp_read_only_accepts_the_usual_switch_spellings(value: str, read_only: bool) -> None:
    assert GatewaySettings.from_env({"MCP_READ_ONLY": value}).read_only is read_only


@pytest.mark.parametrize(
    ("variable", "value", "expected"),
    [("MCP_READ_ONLY", "maybe", "MCP_READ_ONLY must be 1 or 0"), ("MCP_TOOLS", ",", "no tool")],
)
def test_a_malformed_tool_setting_is_a_config_error_naming_it(
    variable: str, value: str, expected: str
) -> None:
    with pytest.raises(ConfigError, match=expected):
        GatewaySettings.from_env({variable: value})


def test_an_unknown_tool_name_in_the_bound_names_it_and_lists_the_tools() -> None:
    with pytest.raises(ConfigError) as error:
        operator_tools(["wait_for_otp", "Wait_For_Link"], read_only=False)
    assert "'Wait_For_Link'" in error.value.public_message
    assert "case-sensitive" in error.value.public_message
    assert ", ".join(ALL) in error.value.public_message


def test_a_request_can_narrow_the_bound_but_never_show_what_it_hides() -> None:
    bound = operator_tools(["list_inboxes", "create_inbox", "get_latest"], read_only=True)
    assert bound.names == ("list_inboxes", "get_latest")
    narrowed = bound.narrowed(
        names=["create_inbox", "list_inboxes", "wait_for_otp"], read_only=False
    )
    assert narrowed.names == ("list_inboxes",)
    assert "read-only (MCP_READ_ONLY=1" in (narrowed.refusal("create_inbox") or "")
    assert "allow-list (MCP_TOOLS" in (narrowed.refusal("wait_for_otp") or "")
    assert "not in X-MCP-Tools" in (narrowed.refusal("get_latest") or "")
    assert narrowed.refusal("list_inboxes") is None


@pytest.mark.parametrize("script", [STDIO_SCRIPT, GATEWAY_SCRIPT])
@pytest.mark.parametrize(
    ("flags", "env"),
    [
        ([], {"MCP_TOOLS": "wait_for_otp,wait_for_0tp"}),
        (["--tools", "list_inboxes,wait_for_0tp"], {}),
        ([], {"MCP_READ_ONLY": "sometimes"}),
    ],
)
def test_both_entry_points_refuse_a_bad_tool_bound_with_exit_status_2(
    script: str | None, flags: list[str], env: dict[str, str]
) -> None:
    assert script is not None
    if script == STDIO_SCRIPT:
        env = {**env, "MAILSOCKET_API_KEY": "ms_live_abcdefgh12345"}
    result = subprocess.run(
        [script, *flags], env=child_env(**env), capture_output=True, text=True, timeout=30
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "abcdefgh" not in result.stderr
    if "MCP_READ_ONLY" in env:
        assert "MCP_READ_ONLY must be 1 or 0" in result.stderr
    else:
        assert "no tool called 'wait_for_0tp'" in result.stderr
        assert "wait_for_otp, wait_for_link" in result.stderr


# -- the gateway ----------------------------------------------------------------


@pytest.fixture
def recording_upstream() -> Iterator[tuple[str, list[str]]]:
    """A stand-in API that records every request line and answers an empty list."""
    seen: list[str] = []

    class Handler(JsonHandler):
        def _answer(self) -> None:
            seen.append(f"{self.command} {self.path}")
            self.reply(200, json.dumps({"data": [], "pagination": {"has_more": False}}).encode())

        do_GET = do_POST = do_DELETE = _answer

    with serving(Handler) as url:
        yield url, seen


@pytest.fixture(scope="module")
def gateways(sandbox: SandboxHandle) -> Iterator[dict[str, GatewayHandle]]:
    """Fast path and library path, open and with an operator bound."""
    bound = {"tools": ("list_inboxes", "create_inbox", "get_latest", "wait_for_otp")}
    with (
        running_gateway(GatewaySettings(upstream_base_url=sandbox.base_url)) as fast,
        running_gateway(
            GatewaySettings(upstream_base_url=sandbox.base_url, fast_path=False)
        ) as library,
        running_gateway(
            GatewaySettings(upstream_base_url=sandbox.base_url, read_only=True, **bound)
        ) as bounded_fast,
        running_gateway(
            GatewaySettings(
                upstream_base_url=sandbox.base_url, fast_path=False, read_only=True, **bound
            )
        ) as bounded_library,
    ):
        yield {
            "fast": fast,
            "library": library,
            "bounded fast": bounded_fast,
            "bounded library": bounded_library,
        }


async def _listed(url: str, key: str, headers: dict[str, str], mode: str = "legacy") -> list[str]:
    async with mcp_session(url, key, headers=headers, mode=mode) as client:
        return [tool.name for tool in (await client.list_tools()).tools]


# Each header on an open gateway: what tools/list shows.
OPEN_CASES = [
    ({}, ALL),
    ({"X-MCP-Readonly": "1"}, READERS),
    ({"X-MCP-Readonly": "true"}, READERS),
    ({"X-MCP-Readonly": "0"}, ALL),
    ({"X-MCP-Tools": "wait_for_otp,list_inboxes"}, ["wait_for_otp", "list_inboxes"]),
    ({"X-MCP-Tools": "create_inbox wait_for_link"}, ["create_inbox", "wait_for_link"]),
    (
        {"X-MCP-Tools": "create_inbox,wait_for_link", "X-MCP-Readonly": "1"},
        ["wait_for_link"],
    ),
]

# The operator allows list_inboxes, create_inbox, get_latest, wait_for_otp, read-only.
BOUNDED_CASES = [
    ({}, ["wait_for_otp", "list_inboxes", "get_latest"]),
    ({"X-MCP-Readonly": "0"}, ["wait_for_otp", "list_inboxes", "get_latest"]),
    ({"X-MCP-Tools": "create_inbox,wait_for_link,get_latest"}, ["get_latest"]),
    ({"X-MCP-Tools": "delete_inbox"}, []),
]


# (gateway, request headers, what tools/list shows): open gateways show what the headers
# allow; bounded ones show the headers' narrowing of the operator bound, never more.
LIST_CASES = [
    (path, headers, expected)
    for paths, cases in (
        (("fast", "library"), OPEN_CASES),
        (("bounded fast", "bounded library"), BOUNDED_CASES),
    )
    for path in paths
    for headers, expected in cases
]


@pytest.mark.anyio
@pytest.mark.parametrize(("path", "headers", "expected"), LIST_CASES)
async def test_tools_list_shows_what_the_headers_allow_within_the_operator_bound(
    gateways: dict[str, GatewayHandle],
    key: str,
    path: str,
    headers: dict[str, str],
    expected: list[str],
) -> None:
    with anyio.fail_after(20):
        assert await _listed(gateways[path].mcp_url, key, headers) == expected


@pytest.mark.anyio
async def test_the_2026_envelope_lists_only_the_allowed_tools_too(
    gateways: dict[str, GatewayHandle], key: str
) -> None:
    with anyio.fail_after(20):
        listed = await _listed(
            gateways["bounded fast"].mcp_url,
            key,
            {"X-MCP-Tools": "get_latest,list_inboxes"},
            "auto",
        )
    assert listed == ["list_inboxes", "get_latest"]


@pytest.mark.anyio
async def test_an_allowed_tool_still_works_under_a_filter(
    gateways: dict[str, GatewayHandle], key: str
) -> None:
    headers = {"X-MCP-Tools": "create_inbox,list_inboxes", "X-MCP-Readonly": "0"}
    with anyio.fail_after(20):
        async with mcp_session(gateways["fast"].mcp_url, key, headers=headers) as client:
            inbox = structured(await client.call_tool("create_inbox", {}))
            listed = structured(await client.call_tool("list_inboxes", {}))
    assert [item["id"] for item in listed["inboxes"]] == [inbox["id"]]


# (gateway settings, headers, tool called, what the error must say)
REFUSALS = [
    ({}, {"X-MCP-Readonly": "1"}, "delete_inbox", "hidden by X-MCP-Readonly: 1 on this request"),
    ({}, {"X-MCP-Tools": "list_inboxes"}, "send_test_code", "not in X-MCP-Tools on this request"),
    ({"read_only": True}, {"X-MCP-Readonly": "0"}, "create_inbox", "the server runs read-only"),
    ({"tools": ("list_inboxes",)}, {}, "get_latest", "not in this server's tool allow-list"),
    (
        {"tools": ("list_inboxes",)},
        {"X-MCP-Tools": "get_latest,list_inboxes"},
        "get_latest",
        "not in this server's tool allow-list",
    ),
]


@pytest.mark.anyio
@pytest.mark.parametrize("fast_path", [True, False], ids=["fast", "library"])
@pytest.mark.parametrize(("bound", "headers", "name", "reason"), REFUSALS)
async def test_calling_a_hidden_tool_is_a_tool_error_naming_why_and_nothing_goes_upstream(
    recording_upstream: tuple[str, list[str]],
    key: str,
    fast_path: bool,
    bound: dict[str, Any],
    headers: dict[str, str],
    name: str,
    reason: str,
) -> None:
    url, seen = recording_upstream
    settings = GatewaySettings(upstream_base_url=url, fast_path=fast_path, **bound)
    with running_gateway(settings) as gateway, anyio.fail_after(20):
        async with mcp_session(gateway.mcp_url, key, headers=headers) as client:
            text = error_text(await client.call_tool(name, {"inbox_id": "inb_1"}))
            assert seen == []
            structured(await client.call_tool("list_inboxes", {}))  # still allowed
        metrics = httpx2.get(f"{gateway.root_url}/metrics", timeout=10).text
    assert len(seen) == 1  # the allowed call's only
    assert text.startswith(f"Tool {name} is not available here: ")
    assert reason in text
    available = text.split("Tools available to this request: ")[1]
    assert "list_inboxes" in available
    assert name not in available
    assert f'mcp_tool_calls_total{{outcome="not_allowed",tool="{name}"}} 1.0' in metrics


@pytest.mark.anyio
@pytest.mark.parametrize("path", ["bounded fast", "bounded library"])
async def test_a_name_no_tool_has_is_still_an_unknown_tool_error(
    gateways: dict[str, GatewayHandle], key: str, path: str
) -> None:
    with anyio.fail_after(20):
        async with mcp_session(gateways[path].mcp_url, key) as client:
            with pytest.raises(MCPError) as error:
                await client.call_tool("no_such_tool", {})
    assert error.value.code == -32602
    assert "Unknown tool: no_such_tool" in error.value.message


def _post(gateway: GatewayHandle, key: str, headers: list[tuple[str, str]]) -> httpx2.Response:
    return httpx2.post(
        gateway.mcp_url,
        headers=[*MCP_HEADERS.items(), ("Authorization", f"Bearer {key}"), *headers],
        content=json.dumps(tool_call("list_inboxes", {})),
        timeout=10,
    )


@pytest.mark.parametrize(
    ("headers", "expected"),
    [
        ([("X-MCP-Tools", "list_inboxes,List_Messages")], "no tool called 'List_Messages'"),
        ([("X-MCP-Tools", ",,")], "X-MCP-Tools is empty"),
        ([("X-MCP-Tools", "list_inboxes"), ("X-MCP-Tools", "get_latest")], "more than once"),
        ([("X-MCP-Readonly", "please")], "X-MCP-Readonly must be 1 or 0"),
        ([("X-MCP-Readonly", "1"), ("X-MCP-Readonly", "nope")], "not 'nope'"),
    ],
)
def test_a_bad_tool_filter_header_is_a_400_naming_the_value_and_the_valid_ones(
    gateways: dict[str, GatewayHandle], key: str, headers: list[tuple[str, str]], expected: str
) -> None:
    response = _post(gateways["fast"], key, headers)
    assert response.status_code == 400
    assert response.headers["content-type"] == "application/json"
    body = response.json()
    assert body["jsonrpc"] == "2.0"
    assert body["id"] is None
    assert body["error"]["code"] == -32600
    assert expected in body["error"]["message"]
    if "X-MCP-Tools" in headers[0][0]:
        assert ", ".join(ALL) in body["error"]["message"]


def test_a_key_pasted_into_a_tool_header_is_not_echoed(
    gateways: dict[str, GatewayHandle], key: str
) -> None:
    response = _post(gateways["fast"], key, [("X-MCP-Tools", f"list_inboxes,{key}")])
    assert response.status_code == 400
    assert key[8:16] not in response.text
    assert "[redacted]" in response.text


def test_a_repeated_readonly_header_applies_if_any_line_says_so(
    gateways: dict[str, GatewayHandle], key: str
) -> None:
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
    response = httpx2.post(
        gateways["fast"].mcp_url,
        headers=[
            *MCP_HEADERS.items(),
            ("Authorization", f"Bearer {key}"),
            ("X-MCP-Readonly", "0"),
            ("X-MCP-Readonly", "1"),
        ],
        content=json.dumps(body),
        timeout=10,
    )
    assert [tool["name"] for tool in response.json()["result"]["tools"]] == READERS


def test_a_request_without_a_key_gets_401_before_its_filter_headers_are_read(
    gateways: dict[str, GatewayHandle],
) -> None:
    response = httpx2.post(
        gateways["fast"].mcp_url,
        headers={**MCP_HEADERS, "X-MCP-Tools": "bogus"},
        content=json.dumps(tool_call("list_inboxes", {})),
        timeout=10,
    )
    assert response.status_code == 401


def test_the_server_card_lists_the_operator_allowed_tools(
    gateways: dict[str, GatewayHandle],
) -> None:
    card = httpx2.get(
        f"{gateways['bounded fast'].root_url}/.well-known/mcp/server-card.json", timeout=10
    ).json()
    assert [tool["name"] for tool in card["tools"]] == [
        "wait_for_otp",
        "list_inboxes",
        "get_latest",
    ]
    full = httpx2.get(f"{gateways['fast'].root_url}/.well-known/mcp/server-card.json", timeout=10)
    assert [tool["name"] for tool in full.json()["tools"]] == ALL


# -- stdio ----------------------------------------------------------------------


@pytest.mark.anyio
@pytest.mark.parametrize(
    ("args", "env", "expected", "hidden", "reason"),
    [
        (["--read-only"], {}, READERS, "create_inbox", "read-only (MCP_READ_ONLY=1 / --read-only)"),
        ([], {"MCP_READ_ONLY": "1"}, READERS, "send_test_code", "read-only"),
        (
            ["--tools", "get_latest,list_inboxes"],
            {},
            ["list_inboxes", "get_latest"],
            "wait_for_otp",
            "allow-list (MCP_TOOLS / --tools)",
        ),
        (
            [],
            {"MCP_TOOLS": "list_inboxes create_inbox"},
            ["create_inbox", "list_inboxes"],
            "delete_inbox",
            "allow-list",
        ),
    ],
)
async def test_stdio_serves_only_the_tools_its_flags_or_environment_allow(
    recording_upstream: tuple[str, list[str]],
    args: list[str],
    env: dict[str, str],
    expected: list[str],
    hidden: str,
    reason: str,
    key: str,
) -> None:
    url, seen = recording_upstream
    env = {**env, "MAILSOCKET_API_KEY": key, "MAILSOCKET_BASE_URL": url}
    with anyio.fail_after(30):
        async with stdio_session(env, args) as client:
            listed = [tool.name for tool in (await client.list_tools()).tools]
            text = error_text(await client.call_tool(hidden, {"inbox_id": "inb_1"}))
    assert listed == expected
    assert reason in text
    assert seen == []
