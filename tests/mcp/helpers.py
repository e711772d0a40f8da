"""Small assertions shared by the MCP tests."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from typing import Any

from mcp_types import CallToolResult


def structured(result: CallToolResult) -> dict[str, Any]:
    """The structured result of a successful call; its text part must say the same, with
    a mail's sender address and link fenced (and, in artifacts mode, the fence named)."""
    assert not result.is_error, result.content
    assert result.structured_content is not None
    text = json.loads(result.content[0].text)  # type: ignore[union-attr]
    exact = result.structured_content
    if "boundary" in text and "boundary" not in exact:  # artifacts mode
        assert text.pop("boundary").startswith("untrusted-mail-")
        assert text["notice"].startswith(exact["notice"])
        text["notice"] = exact["notice"]
    assert _unfenced_exact(text) == exact
    return exact


def _unfenced_exact(value: Any) -> Any:
    """``value`` with the sender address and link, fenced in the text, taken out of it."""
    if isinstance(value, dict):
        return {
            key: unfenced(item)
            if key in ("sender", "magic_link") and isinstance(item, str)
            else _unfenced_exact(item)
            for key, item in value.items()
        }
    if isinstance(value, list):
        return [_unfenced_exact(item) for item in value]
    return value


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


def assert_heartbeats(
    reports: Sequence[tuple[float, float | None, str | None]],
    *,
    total: float,
    what: str = "waiting for mail",
    at_least: int = 3,
) -> None:
    """Progress notifications as a client saw them: (progress, total, message) each."""
    assert len(reports) >= at_least, reports
    progress = [report[0] for report in reports]
    assert progress == sorted(set(progress)), "progress increases with every notification"
    for value, seen_total, message in reports:
        assert seen_total == total
        assert message == f"{what}: {int(value)} s of {total:g} s"
