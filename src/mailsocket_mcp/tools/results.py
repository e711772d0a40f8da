"""Tool results built and put on the wire as the MCP SDK does, off the loop when large.

The SDK serialises a tool's return value on the event loop, where every other caller
waits meanwhile. A tool whose result can be large (a page of messages) builds the
``CallToolResult`` itself through :func:`tool_result`: small results inline, large
ones in a worker thread of a small dedicated pool. :func:`wire_result` shapes a
result for the wire with the SDK's own public serializer, so the gateway's fast
path writes what the library path writes.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import anyio
import anyio.to_thread
import pydantic_core
from mcp_types import CallToolResult, TextContent
from mcp_types.methods import serialize_server_result
from pydantic import BaseModel

__all__ = [
    "RENDER_INLINE_MAX_CHARS",
    "approximate_chars",
    "built",
    "json_bytes",
    "tool_result",
    "wire_result",
]

T = TypeVar("T")
# What the text content shows of a structured result.
TextForm = Callable[[Mapping[str, Any]], Mapping[str, Any]]

# Results up to this many characters are rendered on the event loop: a thread hop
# costs more than serialising them.
RENDER_INLINE_MAX_CHARS = 32 * 1024


def approximate_chars(value: object) -> int:
    """About how many characters ``value`` takes as JSON (its strings, plus a little)."""
    # Concrete types first: an ABC check (Mapping) costs more than the counting.
    if type(value) is dict:
        return _mapping_chars(value)
    if isinstance(value, str):
        return len(value) + 2
    if isinstance(value, list | tuple):
        return sum(approximate_chars(item) + 1 for item in value)
    if value is None or isinstance(value, int | float):
        return 8
    if isinstance(value, Mapping):
        return _mapping_chars(value)
    return 8


def _mapping_chars(value: Mapping[Any, Any]) -> int:
    # The names in one C pass (a JSON object's are strings), and the leaves of a shaped
    # mail (strings, null, numbers) without a call each: the same figures as
    # approximate_chars gives them, at a third of the cost.
    try:
        total = sum(map(len, value)) + 4 * len(value)
    except TypeError:  # a name without a length (a number): counted as its text
        total = sum(len(name if isinstance(name, str) else str(name)) + 4 for name in value)
    for item in value.values():
        kind = type(item)
        if kind is str:
            total += len(item) + 2
        elif item is None or kind is int or kind is float or kind is bool:
            total += 8
        else:
            total += approximate_chars(item)
    return total


async def built(build: Callable[[], T], *, size: int, threads: anyio.CapacityLimiter) -> T:
    """``build()`` (shaping a page of mail), in a worker thread when ``size`` is large."""
    if size <= RENDER_INLINE_MAX_CHARS:
        return build()
    return await anyio.to_thread.run_sync(build, limiter=threads)


async def tool_result(
    structured: Mapping[str, Any],
    *,
    threads: anyio.CapacityLimiter,
    in_text: TextForm | None = None,
) -> CallToolResult:
    """The result the SDK would send for ``structured``, built off the loop when large.

    ``in_text`` gives what the text content shows instead of ``structured`` itself
    (the same JSON, with a mail's exact values fenced for the model that reads it).
    """
    if approximate_chars(structured) <= RENDER_INLINE_MAX_CHARS:
        return _build(structured, in_text)
    return await anyio.to_thread.run_sync(_build, structured, in_text, limiter=threads)


def _build(structured: Mapping[str, Any], in_text: TextForm | None) -> CallToolResult:
    # The same text the SDK writes for a structured result (func_metadata._convert_to_content).
    shown = structured if in_text is None else in_text(structured)
    text = pydantic_core.to_json(shown, fallback=str, indent=2).decode()
    return CallToolResult(
        content=[TextContent(type="text", text=text)], structured_content=dict(structured)
    )


def wire_result(method: str, version: str, result: BaseModel) -> dict[str, Any]:
    """``result`` as the library's runner puts it on the wire for a handshake-era ``version``.

    The same two steps as ``ServerRunner._serialize``: dumped by alias without nulls,
    then validated and sieved by that version's result surface (the SDK's public
    ``serialize_server_result``, which drops fields the version does not know).

    Raises:
        pydantic.ValidationError: ``result`` does not fit the method's result surface.
    """
    dumped = result.model_dump(by_alias=True, mode="json", exclude_none=True)
    return serialize_server_result(method, version, dumped)


def json_bytes(document: object) -> bytes:
    """Compact UTF-8 JSON, NaN and infinities as null (as pydantic writes the SDK's answers)."""
    return pydantic_core.to_json(document, inf_nan_mode="null")
