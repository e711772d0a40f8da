"""Which tools a caller may see and call: the operator's bound, narrowed per request.

The operator sets the upper bound (``MCP_TOOLS`` / ``--tools``, ``MCP_READ_ONLY`` /
``--read-only``); on the gateway a request can only narrow it (``X-MCP-Tools``,
``X-MCP-Readonly``). A :class:`ToolAccess` is the outcome: the allowed names (a
frozenset, so the check per call is one lookup) and, for each hidden tool, the
reason an agent is told when it calls it anyway.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from ..errors import ConfigError
from .registry import ToolSpec, select_tools

__all__ = ["ToolAccess", "ToolNarrowing", "UnknownToolNames", "operator_access"]

NOT_IN_SERVER_LIST = "it is not in this server's tool allow-list (MCP_TOOLS / --tools)"
SERVER_READ_ONLY = "the server runs read-only (MCP_READ_ONLY=1 / --read-only)"
NOT_IN_REQUEST_LIST = "it is not in X-MCP-Tools on this request"
REQUEST_READ_ONLY = "it is hidden by X-MCP-Readonly: 1 on this request"

# A request's narrowing, as validated: (the names it lists, or None), read-only.
_Narrowing = tuple[frozenset[str] | None, bool]


class UnknownToolNames(ValueError):
    """Raised for names no tool has; the message names them and lists the valid ones."""


@dataclass(frozen=True, eq=False)
class ToolAccess:
    """The tools one caller may use, in declaration order, and why each other one is hidden."""

    specs: tuple[ToolSpec, ...]
    allowed: frozenset[str]
    hidden: Mapping[str, str]
    # Each narrowing computed once; bounded by the registry (2 ** tools * 2 entries at most).
    _narrowed: dict[_Narrowing, ToolAccess] = field(default_factory=dict, init=False, repr=False)

    @property
    def names(self) -> tuple[str, ...]:
        """The allowed tools' names, in declaration order."""
        return tuple(spec.name for spec in self.specs if spec.name in self.allowed)

    def refusal(self, name: str) -> str | None:
        """The tool error text for calling ``name``, a tool this caller may not use; else None."""
        return None if name in self.allowed else self.why_hidden(name)

    def why_hidden(self, name: str) -> str:
        """The tool error text for calling ``name``, which this caller may not use.

        A tool the bound was not built over (one added beside the registry's) is hidden too.
        """
        reason = self.hidden.get(name, NOT_IN_SERVER_LIST)
        available = ", ".join(self.names) or "none"
        return (
            f"Tool {name} is not available here: {reason}. "
            f"Tools available to this request: {available}."
        )

    def narrowed(self, *, names: Collection[str] | None, read_only: bool) -> ToolAccess:
        """This bound narrowed by a request; it can hide tools, never show a hidden one.

        Raises:
            UnknownToolNames: a name in ``names`` is no tool's.
        """
        listed = None if names is None else frozenset(names)
        if listed is not None:
            _check_known(self.specs, listed, "X-MCP-Tools")
        key = (listed, read_only)
        cached = self._narrowed.get(key)
        if cached is None:
            hidden = dict(self.hidden)
            for spec in self.specs:
                if spec.name in hidden:
                    continue  # the operator's reason is the one that binds
                if listed is not None and spec.name not in listed:
                    hidden[spec.name] = NOT_IN_REQUEST_LIST
                elif read_only and spec.writes:
                    hidden[spec.name] = REQUEST_READ_ONLY
            cached = self._narrowed[key] = _access(self.specs, hidden)
        return cached

    def hiding(self, reasons: Mapping[str, str]) -> ToolAccess:
        """This access with the tools in ``reasons`` hidden too, each for its reason.

        A tool hidden already keeps the reason it had; ``reasons`` never shows one.
        """
        fresh = {name: why for name, why in reasons.items() if name not in self.hidden}
        if not fresh:
            return self
        return _access(self.specs, {**self.hidden, **fresh})


@dataclass(frozen=True, kw_only=True)
class ToolNarrowing:
    """A per-call narrowing of a :class:`ToolAccess` that can hide only the tools it governs.

    ``narrow`` may cost a request (the mailbox tools' rights come from ``/v1/me``), so a
    call of a tool outside ``governs`` never runs it: nothing it returns could hide that
    tool.
    """

    governs: frozenset[str]
    narrow: Callable[[ToolAccess], Awaitable[ToolAccess]]


def operator_access(
    specs: Iterable[ToolSpec], *, names: Collection[str] | None, read_only: bool
) -> ToolAccess:
    """The operator's upper bound over ``specs``.

    Raises:
        ConfigError: a name in ``names`` is no tool's.
    """
    specs = tuple(specs)
    if names is not None:
        try:
            _check_known(specs, names, "MCP_TOOLS (--tools)")
        except UnknownToolNames as exc:
            raise ConfigError(str(exc)) from None
    allowed = {spec.name for spec in select_tools(specs, names=names, writers=not read_only)}
    hidden = {
        spec.name: SERVER_READ_ONLY if read_only and spec.writes else NOT_IN_SERVER_LIST
        for spec in specs
        if spec.name not in allowed
    }
    return _access(specs, hidden)


def _access(specs: tuple[ToolSpec, ...], hidden: dict[str, str]) -> ToolAccess:
    allowed = frozenset(spec.name for spec in specs if spec.name not in hidden)
    return ToolAccess(specs=specs, allowed=allowed, hidden=MappingProxyType(hidden))


# How much of one unknown name a message echoes, and how many names.
_ECHO_LIMIT = 60
_ECHO_NAMES = 5


def _check_known(specs: tuple[ToolSpec, ...], names: Iterable[str], source: str) -> None:
    valid = [spec.name for spec in specs]
    unknown = sorted(set(names).difference(valid))
    if unknown:
        shown = ", ".join(repr(name[:_ECHO_LIMIT]) for name in unknown[:_ECHO_NAMES])
        raise UnknownToolNames(
            f"{source} names no tool called {shown} (names are case-sensitive); "
            f"the tools are: {', '.join(valid)}"
        )
