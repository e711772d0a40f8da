"""Which right each mailbox tool needs, and which tools a token may see (per ``/v1/me``).

A tool declares its need beside its ``@tool``: ``@needs("mail.read", "get_message")``
names the right an administrator grants (a group of the service's catalogue, told to
the agent) and the operation ``/v1/me`` lists per account when the token holds it. A
tool is listed when the token holds that operation on at least one account; a tool
without ``@needs`` (``list_accounts``) is always listed. :class:`RightsCache` keeps
each token's ``/v1/me`` for a few seconds, keyed by a hash of the token, never the
token itself.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, TypeVar

from ...errors import McpGatewayError
from ..access import ToolAccess

__all__ = [
    "NOT_A_MAILBOX_CALLER",
    "Need",
    "RightsCache",
    "held_operations",
    "needs",
    "rights_access",
    "tool_needs",
]

F = TypeVar("F", bound=Callable[..., Awaitable[Any]])
_NEED = "__mailbox_need__"
NOT_A_MAILBOX_CALLER = (
    "it is a mailbox tool, and this request's key is no mailbox service token: "
    "send an mbx_... token as the Bearer key"
)


@dataclass(frozen=True)
class Need:
    """The right a tool needs (``mail.read``) and the operation ``/v1/me`` shows for it."""

    right: str
    operation: str


def needs(right: str, operation: str) -> Callable[[F], F]:
    """Declare the right a mailbox tool needs; put it under ``@tool(...)``."""

    def declare(function: F) -> F:
        setattr(function, _NEED, Need(right, operation))
        return function

    return declare


def tool_needs(cls: type, names: Iterable[str]) -> Mapping[str, Need | None]:
    """Each tool of ``cls`` named in ``names`` and its need (None: no right needed)."""
    return MappingProxyType({name: getattr(getattr(cls, name), _NEED, None) for name in names})


def held_operations(me: Mapping[str, Any]) -> frozenset[str]:
    """Every operation ``/v1/me`` says the token holds on at least one account."""
    held: set[str] = set()
    for account in me.get("accounts") or ():
        if isinstance(account, Mapping):
            held.update(str(op) for op in account.get("operations") or ())
    return frozenset(held)


def rights_access(
    bound: ToolAccess,
    tool_needs: Mapping[str, Need | None],
    me: Mapping[str, Any] | McpGatewayError | None,
) -> ToolAccess:
    """``bound`` without the mailbox tools this token may not use, each with the reason.

    ``me`` is the token's ``/v1/me``, the error asking for it gave, or None for a
    request with no mailbox token (every mailbox tool hidden).
    """
    if me is None:
        return bound.hiding(dict.fromkeys(tool_needs, NOT_A_MAILBOX_CALLER))
    if isinstance(me, McpGatewayError):
        why = (
            "the mailbox service could not say what this token may do "
            f"({me.public_message}); list_accounts shows the error"
        )
        return bound.hiding({name: why for name, need in tool_needs.items() if need is not None})
    held = held_operations(me)
    return bound.hiding(
        {
            name: (
                f"this token holds the right {need.right} on no account "
                f"(ask the service's administrator for a grant with {need.right})"
            )
            for name, need in tool_needs.items()
            if need is not None and need.operation not in held
        }
    )


class RightsCache:
    """Each token's ``/v1/me`` for ``ttl_s`` seconds, keyed by the token's SHA-256.

    A per-process object (made by the transport); bounded, so strangers' tokens cannot
    grow it without end. A failed ``/v1/me`` is not kept: the next call asks again.
    """

    def __init__(
        self,
        *,
        ttl_s: float = 10.0,
        max_entries: int = 4096,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.ttl_s = ttl_s
        self._max_entries = max_entries
        self._clock = clock
        self._entries: dict[str, tuple[float, Mapping[str, Any]]] = {}

    async def me(
        self, token: str, fetch: Callable[[], Awaitable[Mapping[str, Any]]]
    ) -> Mapping[str, Any]:
        """The token's ``/v1/me``, from the cache while fresh, else from ``fetch()``.

        Raises:
            McpGatewayError: ``fetch`` failed.
        """
        key = hashlib.sha256(token.encode()).hexdigest()
        now = self._clock()
        entry = self._entries.get(key)
        if entry is not None and now - entry[0] < self.ttl_s:
            return entry[1]
        answer = await fetch()
        if len(self._entries) >= self._max_entries:
            self._entries = {k: v for k, v in self._entries.items() if now - v[0] < self.ttl_s}
            if len(self._entries) >= self._max_entries:
                self._entries.clear()
        self._entries[key] = (now, answer)
        return answer
