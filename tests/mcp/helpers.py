"""Small assertions shared by the MCP tests."""

from __future__ import annotations

import json
import re
from typing import Any

from mcp_types import CallToolResult


def structured(result: CallToolResult) -> dict[str, Any]:
    """The structured result of a successful call; its text part must say the same."""
    assert not result.is_error, result.content
    assert result.structured_content is not None
    text = result.content[0]
    assert json.loads(text.text) == result.structured_content  # type: ignore[union-attr]
    return result.structured_content


_FENCED = re.compile(r"<<(untrusted-mail-[0-9a-f]{8})>>(.*)<</\1>>", re.DOTALL)


def unfenced(value: str) -> str:
    """What a sender wrote, from a field fenced whole, once (an empty field is not fenced)."""
    if value == "":
        return value
    match = _FENCED.fullmatch(value)
    assert match, value
    return match.group(2)


def one_boundary(document: Any) -> Any:
    """``document`` with its fence boundary made constant, to compare two calls' results."""
    text = json.dumps(document)
    return json.loads(re.sub(r"untrusted-mail-[0-9a-f]{8}", "untrusted-mail-00000000", text))


def error_text(result: CallToolResult) -> str:
    """The text of a tool error (``isError: true``)."""
    assert result.is_error, result.structured_content
    return " ".join(getattr(part, "text", "") for part in result.content)


# What a handshake-era MCP client sends with every POST /mcp.
MCP_HEADERS = {
    "Accept": "application/json, text/event-stream",
    "Content-Type": "application/json",
    "MCP-Protocol-Version": "2025-06-18",
}


def tool_call(name: str, arguments: dict[str, Any], request_id: int | str = 1) -> dict[str, Any]:
    """A raw JSON-RPC ``tools/call`` request."""
    return {
        "jsonrpc": "2.0",
        "id": request_id,
        "method": "tools/call",
        "params": {"name": name, "arguments": arguments},
    }
