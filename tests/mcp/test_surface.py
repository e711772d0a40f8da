"""The public surface is snapshotted, so every change to it is deliberate.

Regenerate after an intended change: ``UPDATE_SNAPSHOTS=1 pytest tests/mcp/test_surface.py``.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import anyio
import pytest

import mailsocket_mcp
from mailsocket_mcp.server import TOOL_ANNOTATIONS, build_server, listed_tools, operator_tools
from mailsocket_mcp.tools.access import ToolAccess

SNAPSHOT = Path(__file__).parent / "snapshots" / "tools.json"
README = Path(__file__).parents[2] / "README.md"


def _surface(access: ToolAccess | None = None) -> list[dict[str, Any]]:
    server = build_server(lambda: None)  # type: ignore[arg-type,return-value]
    return anyio.run(listed_tools, server, access)


def test_tool_names_schemas_and_annotations_match_the_snapshot() -> None:
    surface = _surface()
    if os.environ.get("UPDATE_SNAPSHOTS"):
        SNAPSHOT.write_text(json.dumps(surface, indent=2, ensure_ascii=False) + "\n")
    assert surface == json.loads(SNAPSHOT.read_text())


def test_tool_descriptions_stay_short() -> None:
    """Every client pays for descriptions in context tokens on every session.

    Nine tools; the safety fields (fences, link hosts, withheld reasons) cost about 4 KB,
    the say-why fields (otp_excerpt, otp_expires_at, magic_link_kind) about 0.9 KB.
    """
    total = sum(len(json.dumps(tool)) for tool in _surface())
    assert total < 19_000  # issue 21 added the say-why fields (about 0.9 KB)
    for tool in _surface():
        assert len(tool["description"]) <= 500, tool["name"]


def test_read_only_or_an_allow_list_shrinks_what_an_agent_context_receives() -> None:
    """The whole list is near its budget; an operator or a client that needs less sends less.

    Read-only (MCP_READ_ONLY, X-MCP-Readonly) drops the three writers; a client that only
    waits for codes (X-MCP-Tools: wait_for_otp,create_inbox) gets a fifth of the list.
    """
    full = sum(len(json.dumps(tool)) for tool in _surface())
    read_only = sum(len(json.dumps(t)) for t in _surface(operator_tools(None, read_only=True)))
    otp_only = sum(
        len(json.dumps(tool))
        for tool in _surface(operator_tools(["wait_for_otp", "create_inbox"], read_only=False))
    )
    assert read_only < 16_500
    assert read_only < full - 2_000
    assert otp_only < 4_000


def test_the_package_exports_only_its_version() -> None:
    assert mailsocket_mcp.__all__ == ["__version__"]


def _readme_tools() -> dict[str, str]:
    section = README.read_text().split("## Tools", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| `([a-z_]+)\(([^)]*)\)` \|[^|]*\|([^|]*)\|$", section, re.MULTILINE)
    return {name: hints.strip() for name, _, hints in rows}


def _hints(name: str) -> str:
    annotations = TOOL_ANNOTATIONS[name]
    words = []
    if annotations.read_only_hint:
        words.append("read-only")
    if annotations.destructive_hint:
        words.append("destructive")
    if annotations.open_world_hint:
        words.append("open-world")
    return ", ".join(words) or "writes"


def test_the_readme_tools_table_matches_the_code() -> None:
    documented = _readme_tools()
    assert sorted(documented) == sorted(TOOL_ANNOTATIONS)
    for name, hints in documented.items():
        assert hints == _hints(name), name


@pytest.mark.parametrize("name", sorted(TOOL_ANNOTATIONS))
def test_the_readme_shows_each_tools_parameters(name: str) -> None:
    section = README.read_text().split("## Tools", 1)[1]
    match = re.search(rf"^\| `{name}\(([^)]*)\)`", section, re.MULTILINE)
    assert match, name
    documented = {p.split("=")[0].strip().rstrip("?") for p in match.group(1).split(",") if p}
    schema = next(t for t in _surface() if t["name"] == name)["inputSchema"]
    assert documented == set(schema.get("properties", {}))
