"""Tool results built as the MCP SDK builds them, in a worker thread when they are large.

The SDK serialises a tool's return value on the event loop, where every other caller
waits meanwhile. A tool whose result can be large (a page of messages) builds the
``CallToolResult`` itself through :func:`tool_result`: small results inline, large
ones in a worker thread of a small dedicated pool.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

import anyio
import anyio.to_thread
import pydantic_core
from mcp_types import CallToolResult, TextContent

__all__ = ["RENDER_INLINE_MAX_CHARS", "approximate_chars", "built", "tool_result"]

T = TypeVar("T")

# Results up to this many characters are rendered on the event loop: a thread hop
# costs more than serialising them.
RENDER_INLINE_MAX_CHARS = 32 * 1024


def approximate_chars(value: object) -> int:
    """About how many characters ``value`` takes as JSON (its strings, plus a little)."""
    if isinstance(value, str):
        return len(value) + 2
    if isinstance(value, Mapping):
        return sum(len(str(k)) + 4 + approximate_chars(v) for k, v in value.items())
    if isinstance(value, list | tuple):
        return sum(approximate_chars(item) + 1 for item in value)
    return 8


async def built(build: Callable[[], T], *, size: int, threads: anyio.CapacityLimiter) -> T:
    """``build()`` (shaping a page of mail), in a worker thread when ``size`` is large."""
    if size <= RENDER_INLINE_MAX_CHARS:
        return build()
    return await anyio.to_thread.run_sync(build, limiter=threads)


async def tool_result(
    structured: Mapping[str, Any], *, threads: anyio.CapacityLimiter
) -> CallToolResult:
    """The result the SDK would send for ``structured``, built off the loop when large."""
    if approximate_chars(structured) <= RENDER_INLINE_MAX_CHARS:
        return _build(structured)
    return await anyio.to_thread.run_sync(_build, structured, limiter=threads)


def _build(structured: Mapping[str, Any]) -> CallToolResult:
    # The same text the SDK writes for a structured result (func_metadata._convert_to_content).
    text = pydantic_core.to_json(structured, fallback=str, indent=2).decode()
    return CallToolResult(
        content=[TextContent(type="text", text=text)], structured_content=dict(structured)
    )
