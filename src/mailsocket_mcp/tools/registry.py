"""The tool registry: each tool declared once, by ``@tool(...)`` on its method.

The declaration holds what the server publishes about a tool (title and MCP
annotations) and what this server knows about it (whether it blocks, whether it
writes); the description is the method's docstring and the result shape its
return annotation. :func:`tool_specs` reads the declarations off a class and
refuses a public tool method that has none, so a tool cannot go silently
unregistered; :func:`select_tools` picks a subset (an allow-list, read-only).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Collection, Coroutine, Iterable
from dataclasses import dataclass
from typing import Any, TypeVar

from mcp_types import ToolAnnotations

__all__ = ["ToolSpec", "UnregisteredTool", "select_tools", "tool", "tool_specs"]

F = TypeVar("F", bound=Callable[..., Coroutine[Any, Any, Any]])

_SPEC = "__mailsocket_tool__"


class UnregisteredTool(TypeError):
    """Raised by :func:`tool_specs` for a public async method without ``@tool``."""


@dataclass(frozen=True, kw_only=True)
class ToolSpec:
    """One tool as declared: its name, its annotations, and how it behaves.

    ``blocks``: it holds the request until mail arrives (a wait slot, a long poll);
    ``writes``: it changes the account's state (creates, sends or deletes).
    """

    name: str
    annotations: ToolAnnotations
    blocks: bool
    writes: bool


def tool(
    *,
    title: str,
    read_only: bool | None = None,
    destructive: bool | None = None,
    idempotent: bool | None = None,
    open_world: bool | None = None,
    blocks: bool = False,
    writes: bool | None = None,
) -> Callable[[F], F]:
    """Declare a method of ``Tools`` a tool. A hint left None is not published.

    ``writes`` defaults to ``not read_only``.
    """

    def declare(function: F) -> F:
        spec = ToolSpec(
            name=function.__name__,
            annotations=ToolAnnotations(
                title=title,
                read_only_hint=read_only,
                destructive_hint=destructive,
                idempotent_hint=idempotent,
                open_world_hint=open_world,
            ),
            blocks=blocks,
            writes=read_only is not True if writes is None else writes,
        )
        setattr(function, _SPEC, spec)
        return function

    return declare


def tool_specs(cls: type) -> tuple[ToolSpec, ...]:
    """The tools ``cls`` declares, in definition order.

    Raises:
        UnregisteredTool: a public async method of ``cls`` has no ``@tool``.
    """
    members: dict[str, object] = {}
    for klass in reversed(cls.__mro__):  # a subclass's override keeps the base's place
        members.update(vars(klass))
    specs: list[ToolSpec] = []
    for name, member in members.items():
        if name.startswith("_") or not inspect.iscoroutinefunction(member):
            continue
        spec = getattr(member, _SPEC, None)
        if not isinstance(spec, ToolSpec):
            raise UnregisteredTool(
                f"{cls.__name__}.{name} is a public async method without @tool(...): "
                "declare it a tool, or make it private (_name)."
            )
        specs.append(spec)
    return tuple(specs)


def select_tools(
    specs: Iterable[ToolSpec],
    *,
    names: Collection[str] | None = None,
    writers: bool = True,
) -> tuple[ToolSpec, ...]:
    """The tools in ``names`` (all when None), without the writers unless ``writers``."""
    return tuple(
        spec
        for spec in specs
        if (names is None or spec.name in names) and (writers or not spec.writes)
    )
