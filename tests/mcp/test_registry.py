"""Each tool is declared once, next to its function; the server is built from that."""

from __future__ import annotations

import anyio
import pytest

from mailsocket_mcp.server import TOOLS, build_server, listed_tools
from mailsocket_mcp.tools.inbox.calls import Tools
from mailsocket_mcp.tools.registry import ToolSpec, UnregisteredTool, select_tools, tool, tool_specs


class _Forgotten(Tools):
    async def forgot_to_declare(self) -> str:
        return "never served"


class _Extra(Tools):
    @tool(title="Echo", read_only=True)
    async def echo(self, text: str) -> str:
        """Says it back."""
        return text

    async def _helper(self) -> None:  # private: not a tool
        return None


def test_a_public_tool_method_without_a_declaration_stops_the_server_from_starting() -> None:
    with pytest.raises(UnregisteredTool, match=r"_Forgotten\.forgot_to_declare"):
        build_server(lambda: None, tools=_Forgotten)  # type: ignore[arg-type,return-value]


def test_a_declared_tool_is_served_after_the_existing_ones_with_its_annotations() -> None:
    server = build_server(lambda: None, tools=_Extra)  # type: ignore[arg-type,return-value]
    listed = anyio.run(listed_tools, server)
    assert [t["name"] for t in listed] == [*(spec.name for spec in TOOLS), "echo"]
    assert listed[-1]["annotations"] == {"title": "Echo", "readOnlyHint": True}
    assert listed[-1]["description"] == "Says it back."


def test_the_registry_says_which_tools_block_and_which_write() -> None:
    specs = {spec.name: spec for spec in tool_specs(Tools)}
    assert {name for name, spec in specs.items() if spec.blocks} == {
        "wait_for_otp",
        "wait_for_link",
        "expect_no_email",
    }
    assert {name for name, spec in specs.items() if spec.writes} == {
        "create_inbox",
        "send_test_code",
        "delete_inbox",
    }


def _spec(name: str, *, writes: bool) -> ToolSpec:
    return ToolSpec(name=name, annotations=TOOLS[0].annotations, blocks=False, writes=writes)


def test_select_tools_keeps_the_allowed_names_in_declaration_order() -> None:
    specs = [_spec("a", writes=False), _spec("b", writes=True), _spec("c", writes=False)]
    assert [s.name for s in select_tools(specs, names={"c", "a", "unknown"})] == ["a", "c"]
    assert select_tools(specs) == tuple(specs)


def test_select_tools_in_read_only_mode_drops_every_writer() -> None:
    specs = [_spec("a", writes=False), _spec("b", writes=True), _spec("c", writes=False)]
    assert [s.name for s in select_tools(specs, writers=False)] == ["a", "c"]
    assert [s.name for s in select_tools(specs, names={"b"}, writers=False)] == []


def test_writes_follows_read_only_unless_declared() -> None:
    @tool(title="t", read_only=True, writes=True)
    async def marked() -> None: ...

    @tool(title="t")
    async def unmarked() -> None: ...

    class Both:
        m = marked
        u = unmarked

    assert [(s.name, s.writes) for s in tool_specs(Both)] == [("marked", True), ("unmarked", True)]
