"""The frame every mailbox tool call runs in: its caller, its client, its errors.

:meth:`MailboxToolBase._run` finds the call's mailbox caller, opens one client for
the call, runs the tool's body and turns any failure into a redacted tool error an
agent can act on (the same wording as the inbox tools: ``Error executing tool X:
...``). A body returns the finished :class:`~mcp_types.CallToolResult` (shapes.py
builds them: fenced text, the structured content the output schema declares).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable

from mcp_types import CallToolResult, TextContent

from ...context import CallContext
from ...errors import McpGatewayError, UpstreamAuthError
from ...mailbox_api import MailboxClient
from .caller import MailboxCaller
from .rights import NOT_A_MAILBOX_CALLER

__all__ = ["AUTH_HINT", "Body", "MailboxToolBase"]

log = logging.getLogger(__name__)

# What a tool does for one call, given its caller and a client open for the call.
Body = Callable[[MailboxCaller, MailboxClient], Awaitable[CallToolResult]]

AUTH_HINT = (
    "Check the mbx_... token in your MCP client's configuration (MAILBOX_TOKEN on stdio, "
    "the Bearer key on the gateway); the service's administrator can issue a new one."
)


class MailboxToolBase:
    """What every mailbox tool mixin shares; ``call_context`` returns the current caller.

    A tool is a public async method with ``@tool(...)`` (registry.py) and, when it needs
    a right, ``@needs(right, operation)`` (rights.py) under it; its body runs through
    :meth:`_run`.
    """

    def __init__(self, call_context: Callable[[], CallContext]) -> None:
        self._call_context = call_context

    async def _run(self, tool: str, body: Body) -> CallToolResult:
        """Run one call for the current caller; a failure becomes a redacted tool error."""
        call = self._call_context()
        started = time.perf_counter()
        outcome = "ok"
        try:
            if call.mailbox is None:
                outcome = "not_allowed"
                return _error(tool, f"Tool {tool} is not available here: {NOT_A_MAILBOX_CALLER}.")
            async with call.mailbox.client() as client:
                return await body(call.mailbox, client)
        except McpGatewayError as exc:
            outcome = exc.outcome
            message = exc.public_message
            if isinstance(exc, UpstreamAuthError):
                message = f"{message} {AUTH_HINT}"
            return _error(tool, call.redactor.text(message))
        except Exception as exc:
            outcome = "unexpected"
            log.warning("Tool %s failed unexpectedly: %s", tool, type(exc).__name__)
            return _error(
                tool, f"Unexpected error ({type(exc).__name__}). Retry; if it persists, report it."
            )
        finally:
            call.observer.tool_finished(tool, outcome, time.perf_counter() - started)


def _error(tool: str, message: str) -> CallToolResult:
    text = f"Error executing tool {tool}: {message}"
    return CallToolResult(content=[TextContent(type="text", text=text)], is_error=True)
