"""Which mailbox tools a caller sees: the operator's bound, narrowed by the token's rights."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping

from ...errors import McpGatewayError
from ..access import ToolAccess
from ..registry import tool_specs
from .caller import MailboxCaller
from .calls import MailboxTools
from .rights import Need, rights_access, tool_needs

__all__ = ["MAILBOX_NEEDS", "narrowing"]

MAILBOX_NEEDS: Mapping[str, Need | None] = tool_needs(
    MailboxTools, [spec.name for spec in tool_specs(MailboxTools)]
)
"""Each mailbox tool and the right it needs (None: none), read off the class at import."""


def narrowing(caller: MailboxCaller | None) -> Callable[[ToolAccess], Awaitable[ToolAccess]]:
    """What narrows a call's tools: by ``caller``'s ``/v1/me`` (cached), or, without a
    mailbox token, hiding every mailbox tool."""

    async def narrow(bound: ToolAccess) -> ToolAccess:
        if caller is None:
            return rights_access(bound, MAILBOX_NEEDS, None)
        try:
            me = await caller.me()
        except McpGatewayError as exc:
            return rights_access(bound, MAILBOX_NEEDS, exc)
        return rights_access(bound, MAILBOX_NEEDS, me)

    return narrow
