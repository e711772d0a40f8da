"""Which mailbox tools a caller sees: the operator's bound, narrowed by the token's rights."""

from __future__ import annotations

from collections.abc import Mapping

from ...errors import McpGatewayError
from ..access import ToolAccess, ToolNarrowing
from ..registry import tool_specs
from .caller import MailboxCaller
from .calls import MailboxTools
from .rights import Need, rights_access, tool_needs

__all__ = ["MAILBOX_NEEDS", "narrowing"]

MAILBOX_NEEDS: Mapping[str, Need | None] = tool_needs(
    MailboxTools, [spec.name for spec in tool_specs(MailboxTools)]
)
"""Each mailbox tool and the right it needs (None: none), read off the class at import."""


_GOVERNED = frozenset(MAILBOX_NEEDS)


def narrowing(caller: MailboxCaller | None) -> ToolNarrowing:
    """What narrows a call's tools: by ``caller``'s ``/v1/me`` (cached), or, without a
    mailbox token, hiding every mailbox tool. It governs the mailbox tools only: an
    inbox tool's call never asks ``/v1/me``."""

    async def narrow(bound: ToolAccess) -> ToolAccess:
        if caller is None:
            return rights_access(bound, MAILBOX_NEEDS, None)
        try:
            me = await caller.me()
        except McpGatewayError as exc:
            return rights_access(bound, MAILBOX_NEEDS, exc)
        return rights_access(bound, MAILBOX_NEEDS, me)

    return ToolNarrowing(governs=_GOVERNED, narrow=narrow)
