"""A tool called directly fails and succeeds exactly as the MCP library's ``call_tool``.

The gateway's tools are held to this through real requests in test_tool_call_parity.py;
here, small tools reach the branches ours never take (a tool raising ``ToolError`` or a
protocol error, a plain return value, a nested crash, a synchronous function).
"""

from __future__ import annotations

from typing import Annotated, Any, TypedDict

import pytest
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ResourceError, ToolError, UnexpectedToolError
from mcp.shared.exceptions import MCPError
from mcp_types import CallToolResult, TextContent
from pydantic import Field, ValidationError

from mailsocket_mcp.tools.direct import direct_tools

pytestmark = pytest.mark.anyio


class Point(TypedDict):
    x: int


async def deliberate(reason: str) -> str:
    raise ToolError(f"refused: {reason}")


async def resource_missing() -> str:
    raise ResourceError("no such resource")


async def protocol_error() -> str:
    raise MCPError(code=-32042, message="ask again")


async def nested_crash() -> str:
    raise UnexpectedToolError("Error executing tool inner")


async def crash() -> str:
    raise KeyError("secret detail")


async def plain(items: list[int], label: str = "n") -> dict[str, Any]:
    return {"label": label, "total": sum(items)}


async def point(x: int) -> Point:
    return {"x": x}


async def wrong_shape() -> Point:
    return {"x": "not a number"}  # type: ignore[typeddict-item]


async def declared_result(ok: bool) -> CallToolResult:
    return CallToolResult(content=[TextContent(type="text", text="done")], is_error=not ok)


def synchronous() -> str:
    return "sync"


async def with_context(ctx: Context[Any, Any]) -> str:
    return f"context given: {isinstance(ctx, Context)}"


def _explode() -> int:
    raise ArithmeticError("default factory bug")


async def broken_default(n: Annotated[int, Field(default_factory=_explode)]) -> int:
    return n


TOOLS = [
    deliberate,
    resource_missing,
    protocol_error,
    nested_crash,
    crash,
    plain,
    point,
    wrong_shape,
    declared_result,
    synchronous,
    with_context,
    broken_default,
]

CALLS: list[tuple[str, dict[str, Any]]] = [
    ("deliberate", {"reason": "because"}),
    ("deliberate", {}),
    ("resource_missing", {}),
    ("protocol_error", {}),
    ("nested_crash", {}),
    ("crash", {}),
    ("plain", {"items": [1, 2]}),
    ("plain", {"items": "[1, 2]", "label": "x"}),  # JSON in a string, as some clients send
    ("plain", {"items": "not json"}),
    ("plain", {"items": "7"}),
    ("plain", {"items": [1], "extra": True}),
    ("point", {"x": "3"}),
    ("wrong_shape", {}),
    ("declared_result", {"ok": True}),
    ("declared_result", {"ok": False}),
    ("with_context", {}),
    ("broken_default", {}),  # a crash while validating: not the caller's mistake
    ("broken_default", {"n": 2}),
]


@pytest.fixture
def server() -> MCPServer[Any]:
    server: MCPServer[Any] = MCPServer("direct-test")
    for function in TOOLS:
        server.add_tool(function)
    return server


def _outcome(call: Any) -> tuple[str, str, str | None]:
    """What either path's caller can tell apart: the kind, the text, the cause."""
    if not isinstance(call, BaseException):
        return "result", call.model_dump_json(), None
    cause = call.__cause__
    if isinstance(cause, ValidationError):
        # The library words pydantic's dump into its text; ToolCalls reads only the cause.
        return type(call).__name__, "invalid arguments", repr(cause.errors(include_url=False))
    return type(call).__name__, str(call), None if cause is None else type(cause).__name__


async def _run(coroutine: Any) -> Any:
    try:
        return await coroutine
    except Exception as exc:
        return exc


@pytest.mark.parametrize(("name", "arguments"), CALLS, ids=[f"{n} {a}" for n, a in CALLS])
async def test_a_direct_call_ends_as_the_librarys_call_tool_does(
    server: MCPServer[Any], name: str, arguments: dict[str, Any]
) -> None:
    context: Context[Any, Any] = Context(mcp_server=server)
    direct = direct_tools(server)[name]
    ours = await _run(direct.run(dict(arguments), context))
    library = await _run(server.call_tool(name, dict(arguments), context))
    assert _outcome(ours) == _outcome(library)
    if isinstance(library, MCPError):
        assert isinstance(ours, MCPError)
        assert (ours.error.code, ours.error.message) == (library.error.code, library.error.message)


def test_a_synchronous_tool_is_left_to_the_library(server: MCPServer[Any]) -> None:
    """The library runs a synchronous tool in a worker thread; the direct path does not try."""
    assert "synchronous" not in direct_tools(server)
    assert "plain" in direct_tools(server)
