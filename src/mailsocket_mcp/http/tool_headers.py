"""``X-MCP-Tools`` and ``X-MCP-Readonly``: a request narrows the tools it may see and call.

The convention of GitHub's remote MCP server. The operator's bound (``MCP_TOOLS``,
``MCP_READ_ONLY``) is what every request starts from; these headers can only hide
more of it, for this request (its ``CallContext.tools``):

- ``X-MCP-Tools: a,b`` keeps the listed tools (comma- or space-separated, names as
  ``tools/list`` spells them). Sent twice it is refused: joined into one list, as a
  proxy may do, two lines would mean more tools than either allows.
- ``X-MCP-Readonly: 1`` (``true``, ``yes``, ``on``) hides the tools that create,
  send or delete; ``0`` (``false``, ``no``, ``off``) hides nothing and cannot lift
  the operator's read-only. Sent more than once, any true value wins.

A tool name no tool has, an empty list or a value that is not a switch is a 400
with a JSON-RPC error naming the bad value and the valid ones, before the body is
read. A request without either header costs one pass over its header list.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from mcp_types import INVALID_REQUEST
from starlette.types import ASGIApp, Receive, Scope, Send

from ..config import parse_switch, split_names
from ..context import CallContext
from ..tool_access import ToolAccess, UnknownToolNames
from .auth import current_call
from .responses import send_json

__all__ = ["READONLY_HEADER", "TOOLS_HEADER", "ToolHeaders", "narrowed_by_headers"]

TOOLS_HEADER = b"x-mcp-tools"
READONLY_HEADER = b"x-mcp-readonly"
# How much of a header value an error message echoes.
_ECHO_LIMIT = 60


class HeaderRejected(ValueError):
    """A tool-filter header that cannot be applied; the message says why (safe to show)."""


def narrowed_by_headers(
    bound: ToolAccess, tools: list[bytes], read_only: list[bytes]
) -> ToolAccess:
    """``bound`` narrowed by the raw values of ``X-MCP-Tools`` and ``X-MCP-Readonly``.

    Raises:
        HeaderRejected: a value is malformed, names an unknown tool, or X-MCP-Tools repeats.
    """
    names: tuple[str, ...] | None = None
    if len(tools) > 1:
        raise HeaderRejected(
            "X-MCP-Tools was sent more than once: send it once, with the tool names "
            f"separated by commas. The tools are: {', '.join(s.name for s in bound.specs)}."
        )
    if tools:
        names = split_names(tools[0].decode("latin-1"))
        if not names:
            raise HeaderRejected(
                "X-MCP-Tools is empty: list the tools this request may use, separated by "
                f"commas, or leave the header out. The tools are: "
                f"{', '.join(s.name for s in bound.specs)}."
            )
    switches = [parse_switch(value.decode("latin-1")) for value in read_only]
    if None in switches:
        bad = next(v for v, s in zip(read_only, switches, strict=True) if s is None)
        raise HeaderRejected(
            f"X-MCP-Readonly must be 1 or 0 (true/false, yes/no, on/off), not "
            f"{bad.decode('latin-1')[:_ECHO_LIMIT]!r}."
        )
    try:
        return bound.narrowed(names=names, read_only=any(switches))
    except UnknownToolNames as exc:
        raise HeaderRejected(f"{exc}.") from None


class ToolHeaders:
    """Narrows the caller's tools by the request's headers; 400 for a bad one."""

    def __init__(
        self, app: ASGIApp, *, bound: ToolAccess, caller: Callable[[], CallContext]
    ) -> None:
        self.app = app
        self.bound = bound  # the operator's
        self.caller = caller  # the request's CallContext (BearerAuth has set it)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        tools: list[bytes] = []
        read_only: list[bytes] = []
        for name, value in scope["headers"]:
            if name == TOOLS_HEADER:
                tools.append(value)
            elif name == READONLY_HEADER:
                read_only.append(value)
        if not tools and not read_only:
            await self.app(scope, receive, send)
            return
        call = self.caller()
        try:
            access = narrowed_by_headers(self.bound, tools, read_only)
        except HeaderRejected as exc:
            # A key pasted into a header must not come back in the answer.
            error = {"code": INVALID_REQUEST, "message": call.redactor.text(str(exc))}
            await send_json(send, 400, {"jsonrpc": "2.0", "id": None, "error": error})
            return
        token = current_call.set(replace(call, tools=access))
        try:
            await self.app(scope, receive, send)
        finally:
            current_call.reset(token)
