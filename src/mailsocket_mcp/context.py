"""What one tool call needs to know about its caller, set by the transport."""

from __future__ import annotations

import contextvars
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Protocol

import anyio

from .config import ContentMode
from .limits import Limiter, RequestId
from .links import HostAllowlist
from .redact import Redactor
from .tools.access import ToolAccess, ToolNarrowing
from .tools.mailbox.caller import MailboxCaller
from .upstream import Upstream, UpstreamConfig

__all__ = ["CallContext", "ToolObserver", "current_request_id", "make_call_context"]

# The JSON-RPC id of the tools/call being served, set by whichever path dispatches it,
# so a held wait can be registered under it (and cancelled by it).
current_request_id: contextvars.ContextVar[RequestId | None] = contextvars.ContextVar(
    "mailsocket_mcp_request_id", default=None
)


class ToolObserver(Protocol):
    """Told how each tool call ended (metrics); must not raise."""

    def tool_finished(
        self, tool: str, outcome: str, seconds: float, *, limit: str | None = None
    ) -> None: ...


class _NoObserver:
    def tool_finished(
        self, tool: str, outcome: str, seconds: float, *, limit: str | None = None
    ) -> None:
        return None


NO_OBSERVER: ToolObserver = _NoObserver()


@dataclass(frozen=True, kw_only=True)
class CallContext:
    """The caller's key, its SDK client, and the limits that apply to this call.

    ``auth_hint`` tells the agent where the key goes on this transport;
    ``draining`` is set when the server begins a graceful shutdown (held waits
    then end early, telling the agent to call again). ``content_mode`` is what
    results may show of a mail (the operator's setting, narrowed by the request);
    ``link_hosts``, when set, bounds the hosts a returned link may point to;
    ``tools``, when set, is the tools this caller may see and call (else all);
    ``narrow_tools`` narrows it further per call (the mailbox tools by the token's
    rights, which take a request to learn; a call of a tool it does not govern skips
    it); ``mailbox`` is the caller's mailbox service token and endpoint, when it
    brought one.
    """

    api_key: str
    upstream: Upstream
    limiter: Limiter
    wait_ceiling_s: float
    auth_hint: str
    redactor: Redactor
    draining: anyio.Event | None = None
    observer: ToolObserver = NO_OBSERVER
    content_mode: ContentMode = "full"
    link_hosts: HostAllowlist | None = None
    tools: ToolAccess | None = None
    narrow_tools: ToolNarrowing | None = None
    mailbox: MailboxCaller | None = None


def make_call_context(
    key: str,
    *,
    upstream_config: UpstreamConfig,
    limiter: Limiter,
    wait_ceiling_s: float,
    auth_hint: str,
    client_gone: Callable[[], Awaitable[object]] | None = None,
    draining: anyio.Event | None = None,
    observer: ToolObserver = NO_OBSERVER,
    content_mode: ContentMode = "full",
    link_hosts: HostAllowlist | None = None,
    tools: ToolAccess | None = None,
    narrow_tools: ToolNarrowing | None = None,
    mailbox: MailboxCaller | None = None,
) -> CallContext:
    """The context of one caller, for either transport: its own SDK client and redactor.

    ``client_gone`` (gateway) resolves when the client disconnects, to abort its upstream call.
    """
    return CallContext(
        api_key=key,
        upstream=Upstream(upstream_config, key, threads=limiter.threads, client_gone=client_gone),
        limiter=limiter,
        wait_ceiling_s=wait_ceiling_s,
        auth_hint=auth_hint,
        redactor=Redactor(key, mailbox.token if mailbox is not None else None),
        draining=draining,
        observer=observer,
        content_mode=content_mode,
        link_hosts=link_hosts,
        tools=tools,
        narrow_tools=narrow_tools,
        mailbox=mailbox,
    )
