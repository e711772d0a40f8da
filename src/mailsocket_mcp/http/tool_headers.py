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
read. The gateway reads these headers where it builds the request's CallContext
(``Gateway.make_call``, in the same pass as ``X-MCP-Content-Mode``), so a request
without them costs nothing more.
"""

from __future__ import annotations

from ..config import parse_switch, split_names
from ..tools.access import ToolAccess, UnknownToolNames
from .responses import RequestRejected

__all__ = [
    "READONLY_HEADER",
    "TOOLS_HEADER",
    "HeaderRejected",
    "ToolHeaders",
    "narrowed_by_headers",
]

TOOLS_HEADER = b"x-mcp-tools"
READONLY_HEADER = b"x-mcp-readonly"
# How much of a header value an error message echoes.
_ECHO_LIMIT = 60
# Distinct header values remembered; past it the cache starts again.
_CACHED_VALUES = 256


class HeaderRejected(RequestRejected):
    """A tool-filter header that cannot be applied; the message says why."""


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
    """The operator's bound, and each narrowing requests have asked for (by raw value).

    A client sends the same headers with every request, so each distinct pair of
    values is parsed once; the cache is bounded (values come from strangers).
    """

    def __init__(self, bound: ToolAccess) -> None:
        self.bound = bound
        self._seen: dict[tuple[tuple[bytes, ...], tuple[bytes, ...]], ToolAccess] = {}

    def access(self, tools: list[bytes], read_only: list[bytes]) -> ToolAccess:
        """The tools of a request with these ``X-MCP-Tools`` / ``X-MCP-Readonly`` values.

        Raises:
            HeaderRejected: a value is malformed, names an unknown tool, or X-MCP-Tools repeats.
        """
        if not tools and not read_only:
            return self.bound
        key = (tuple(tools), tuple(read_only))
        access = self._seen.get(key)
        if access is None:
            access = narrowed_by_headers(self.bound, tools, read_only)
            if len(self._seen) >= _CACHED_VALUES:
                self._seen.clear()
            self._seen[key] = access
        return access
