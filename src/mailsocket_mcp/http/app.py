"""The gateway's ASGI app, built by :func:`build_gateway` (no import-time server).

Flow of one request (outermost first; before it, the connection's own deadlines
and header caps, connection.py): access log -> last resort (any failure becomes a
JSON answer) -> credentials in the URL (400) -> Host / Origin (421 / 403 / 400) ->
routes: ``/healthz``, ``/metrics``, the server card, ``/mcp`` (POST only, else 405),
the OAuth paths, or 404.

``/mcp``: Bearer key or OAuth access token (401, before any body is read; then a
bad tool-filter header is a 400, tool_headers.py) -> body
cap, deadline and slow body cap (413 / 408 / 503) and disconnect watch -> load
shedding (503) -> response body redaction (the one place the gateway masks keys)
-> the body read as one JSON-RPC message (-32700 / -32600) -> fast path for hot
calls, else the MCP library's stateless Streamable-HTTP handler -> our tools.

OAuth paths (anyone may call them, no key): body cap (16 KiB), the same deadline
and slow body cap -> their own in-flight cap (503; a request fetching a client
metadata document is not counted: fetches have their own pool) -> oauth/. Every
refusal on these paths is in the OAuth error shape.
"""

from __future__ import annotations

import json
import time
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any

import anyio
from mcp.server.transport_security import TransportSecuritySettings
from starlette.types import ASGIApp, Receive, Scope, Send

from .. import __version__
from ..config import GatewaySettings, narrowed_content_mode
from ..context import CallContext, make_call_context
from ..limits import Limiter
from ..links import HostAllowlist
from ..mailbox_api import MailboxEndpoint, looks_like_mailbox_token
from ..redact import Redactor, looks_like_key
from ..server import (
    SERVER_NAME,
    TOOLS,
    build_server,
    cancel_held_wait,
    listed_tools,
    operator_tools,
)
from ..tools.mailbox.caller import MailboxCaller
from ..tools.mailbox.listing import narrowing
from ..tools.mailbox.rights import RightsCache
from ..upstream import UpstreamConfig
from .access_log import AccessLog
from .auth import BearerAuth, current_call
from .body import BodyGuard
from .fast_path import FastPath
from .host_origin import HostOriginGuard
from .jsonrpc_envelope import JsonRpcEnvelope
from .last_resort import LastResort
from .layers import stack
from .metrics import CONTENT_TYPE, GatewayMetrics
from .oauth import MAX_BODY_BYTES as OAUTH_MAX_BODY_BYTES
from .oauth import (
    OAuth,
    OAuthDisabled,
    error_shape_for,
    is_oauth_path,
    logged_paths,
    oauth_error_body,
)
from .progress_stream import ProgressStreams
from .redact_body import RedactBody
from .responses import error_body, send_bytes, send_json
from .shedding import LoadShedder
from .tool_headers import READONLY_HEADER, TOOLS_HEADER, ToolHeaders
from .url_credentials import UrlCredentialGuard

__all__ = ["Gateway", "build_gateway", "create_app"]

MCP_PATH = "/mcp"
HEALTH_PATH = "/healthz"
METRICS_PATH = "/metrics"
CARD_PATH = "/.well-known/mcp/server-card.json"
CONTENT_MODE = b"x-mcp-content-mode"
BLOCKING_TOOLS = frozenset(spec.name for spec in TOOLS if spec.blocks)
AUTH_HINT = (
    "Send your key as the header 'Authorization: Bearer ms_live_...' in your MCP client's "
    "server configuration."
)


MAILBOX_HOW = (
    "Send your mailbox service token in exactly one header: 'Authorization: Bearer mbx_...'. "
    "The service's administrator issues tokens."
)


class Gateway:
    """Per-process state: settings, limits, metrics, the MCP server and the ASGI app."""

    def __init__(
        self, settings: GatewaySettings, *, clock: Callable[[], float] = time.time
    ) -> None:
        self.settings = settings
        # The operator's tool bound; raises ConfigError for a name no tool has.
        self.tool_access = operator_tools(
            settings.tools, read_only=settings.read_only, toolsets=settings.toolsets
        )
        # The mailbox toolset: where its service is, and each token's rights for a few seconds.
        self.mailbox_on = "mailbox" in settings.toolsets
        self.inbox_on = "inbox" in settings.toolsets
        self.mailbox_endpoint = MailboxEndpoint(base_url=settings.mailbox_url)
        self.rights = RightsCache()
        self.tool_headers = ToolHeaders(self.tool_access)
        self.limiter = Limiter(settings.limits)
        self.link_hosts = HostAllowlist(settings.link_hosts) if settings.link_hosts else None
        self.upstream_config = UpstreamConfig(
            base_url=settings.upstream_base_url,
            host_header=settings.upstream_host,
            retry_wait_on_429=False,  # a 429 surfaces at once: never sleep in the gateway
            request_timeout_s=settings.upstream_timeout_s,
        )
        # Not redacted inside the server: RedactBody masks every /mcp body once; progress
        # streams from the envelope (progress_stream.py), not through the library.
        self.server = build_server(
            self._current_call,
            toolsets=settings.toolsets,
            redact=False,
            session_progress_s=None,
        )
        self.mcp_app = self.server.streamable_http_app(
            streamable_http_path=MCP_PATH,
            stateless_http=True,
            json_response=True,
            # Never reached: BodyGuard refuses a larger body first. Kept equal, so the
            # library's own (different) default can never be the cap that applies.
            max_request_body_size=settings.max_body_bytes,
            # Host and Origin are checked by our own guard, with our own allowlists.
            transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False),
        )
        self.oauth = (
            OAuth(
                settings.oauth,
                mcp_path=MCP_PATH,
                upstream_config=self.upstream_config,
                limiter=self.limiter,
                clock=clock,
            )
            if settings.oauth is not None
            else None
        )
        self._draining: anyio.Event | None = None
        self._card: bytes | None = None
        self.shedder: LoadShedder  # set by _assemble
        self.last_resort: LastResort  # set by _assemble
        self.body_guard: BodyGuard  # set by _assemble
        self.oauth_shedder: LoadShedder | None = None  # set by _assemble with OAuth on
        self.oauth_body_guard: BodyGuard | None = None
        self.metrics = GatewayMetrics(
            waits_in_flight=lambda: self.limiter.waits_in_flight,
            quick_in_flight=lambda: self.limiter.quick_calls_in_flight,
            requests_in_flight=lambda: self.shedder.in_flight,
            slow_bodies=self._slow_bodies,
        )
        self.app = self._assemble()

    # -- lifecycle ------------------------------------------------------------

    @property
    def draining(self) -> bool:
        """True once a graceful shutdown has begun."""
        return self._draining is not None and self._draining.is_set()

    def begin_drain(self) -> None:
        """End held waits early (call on the server's event loop)."""
        if self._draining is not None:
            self._draining.set()

    async def end_drain(self) -> None:
        """The drain window is over: answer every call still running with 503 and cancel it."""
        await self.last_resort.expire()

    def _slow_bodies(self) -> int:
        oauth = self.oauth_body_guard
        return self.body_guard.slow + (oauth.slow if oauth is not None else 0)

    # -- per request ----------------------------------------------------------

    @staticmethod
    def _current_call() -> CallContext:
        call = current_call.get()
        if call is None:  # pragma: no cover - BearerAuth always sets it first
            raise RuntimeError("no caller for this request")
        return call

    def current_redactor(self) -> Redactor:
        """The redactor of the request being served (BearerAuth has set its caller)."""
        return self._current_call().redactor

    def cancel_wait(self, params: dict[str, Any]) -> None:
        """Apply a ``notifications/cancelled`` from the request being served."""
        cancel_held_wait(self._current_call(), params)

    def make_call(
        self, key: str, client_gone: Callable[[], Awaitable[None]] | None, scope: Scope
    ) -> CallContext:
        """The context of one authenticated request: a fresh SDK client per request.

        ``X-MCP-Content-Mode`` can narrow the configured content mode, ``X-MCP-Tools`` and
        ``X-MCP-Readonly`` the operator's tools; neither can widen them.

        Raises:
            HeaderRejected: a tool-filter header is malformed or names an unknown tool.
        """
        requested: list[str] = []
        tools: list[bytes] = []
        read_only: list[bytes] = []
        for name, value in scope["headers"]:
            if name == CONTENT_MODE:
                requested.append(value.decode("latin-1"))
            elif name == TOOLS_HEADER:
                tools.append(value)
            elif name == READONLY_HEADER:
                read_only.append(value)
        mailbox = (
            MailboxCaller(token=key, endpoint=self.mailbox_endpoint, rights=self.rights)
            if self.mailbox_on and looks_like_mailbox_token(key)
            else None
        )
        return make_call_context(
            key,
            upstream_config=self.upstream_config,
            limiter=self.limiter,
            wait_ceiling_s=self.settings.wait_ceiling_s,
            auth_hint=AUTH_HINT,
            client_gone=client_gone,
            draining=self._draining,
            observer=self.metrics,
            content_mode=narrowed_content_mode(self.settings.content_mode, requested),
            link_hosts=self.link_hosts,
            tools=self.tool_headers.access(tools, read_only),
            narrow_tools=narrowing(mailbox) if self.mailbox_on else None,
            mailbox=mailbox,
        )

    def accepts(self, token: str) -> bool:
        """Whether ``token`` is a key of a toolset served: ``ms_live_`` (inbox), ``mbx_`` (mailbox).

        With the inbox toolset on, an ``mbx_`` token reaches its tools too (their upstream
        decides whether it is a key there).
        """
        if self.mailbox_on and looks_like_mailbox_token(token):
            return True
        return self.inbox_on and looks_like_key(token)

    async def server_card(self) -> bytes:
        """Server info, transport, auth scheme and the operator's tools, serialised once."""
        if self._card is None:
            card: dict[str, Any] = {
                "serverInfo": {"name": SERVER_NAME, "version": __version__},
                "transport": {"type": "streamable-http", "endpoint": MCP_PATH},
                "authentication": {
                    "required": True,
                    "schemes": ["bearer"],
                    "header": "Authorization: Bearer ms_live_...",
                },
                "tools": await listed_tools(self.server, self.tool_access),
            }
            self._card = json.dumps(card, separators=(",", ":")).encode()
        return self._card

    # -- assembly -------------------------------------------------------------

    def _assemble(self) -> ASGIApp:
        """The middleware stacks, each a list in flow order (outermost first)."""
        settings, oauth, connections = self.settings, self.oauth, self.settings.connections
        fast_path = (
            FastPath(
                self.server,
                call_context=self._current_call,
                cancel=self.cancel_wait,
                render_threads=self.limiter.render_threads,
            )
            if settings.fast_path
            else None
        )
        mcp = stack(
            [
                partial(
                    BearerAuth,
                    make_call=self.make_call,
                    open_token=oauth.access_key if oauth else None,
                    challenge=oauth.challenge if oauth else None,
                    accepts=self.accepts,
                    how=None if self.inbox_on else MAILBOX_HOW,
                ),
                partial(
                    BodyGuard,
                    max_bytes=settings.max_body_bytes,
                    timeout_s=connections.body_timeout_s,
                    max_slow=connections.max_slow_bodies,
                ),
                partial(
                    LoadShedder,
                    max_quick_in_flight=settings.max_quick_in_flight,
                    waits_in_flight=lambda: self.limiter.waits_in_flight,
                    on_shed=self.metrics.shed_one,
                ),
                partial(
                    RedactBody,
                    redactor_of=self.current_redactor,
                    threads=self.limiter.render_threads,
                ),
                partial(
                    JsonRpcEnvelope,
                    fast_path=fast_path,
                    progress=ProgressStreams(
                        blocking=BLOCKING_TOOLS, interval_s=settings.progress_interval_s
                    ),
                ),
            ],
            self.mcp_app,
        )
        self.body_guard, self.shedder = mcp.layer(BodyGuard), mcp.layer(LoadShedder)
        # The consent form posts from the gateway's own public origin.
        own = oauth.discovery.origins if oauth else ()
        outer = stack(
            [
                partial(
                    AccessLog,
                    on_response=self.metrics.request_finished,
                    plain_paths=(
                        *(MCP_PATH, HEALTH_PATH, METRICS_PATH, CARD_PATH),
                        *logged_paths(MCP_PATH),
                    ),
                ),
                partial(LastResort, mcp_path=MCP_PATH, error_shape_for=error_shape_for),
                UrlCredentialGuard,
                partial(
                    HostOriginGuard, hosts=settings.allowed_hosts, origins=(*settings.origins, *own)
                ),
            ],
            _Routes(self, mcp.app, self._assemble_oauth()),
        )
        self.last_resort = outer.layer(LastResort)
        return outer.app

    def _assemble_oauth(self) -> ASGIApp:
        if self.oauth is None:
            return OAuthDisabled()
        connections = self.settings.connections
        oauth = stack(
            [
                partial(
                    BodyGuard,
                    max_bytes=OAUTH_MAX_BODY_BYTES,
                    timeout_s=connections.body_timeout_s,
                    max_slow=connections.max_slow_bodies,
                    error_shape=oauth_error_body,
                ),
                partial(
                    LoadShedder,
                    max_quick_in_flight=self.oauth.max_in_flight,
                    # Like held waits on /mcp: document fetches have their own pool.
                    waits_in_flight=self.oauth.fetches_in_flight,
                    on_shed=lambda _: self.metrics.shed_one("oauth"),
                    error_shape=oauth_error_body,
                ),
            ],
            self.oauth,
        )
        self.oauth_body_guard, self.oauth_shedder = oauth.layer(BodyGuard), oauth.layer(LoadShedder)
        return oauth.app

    async def lifespan(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Create the loop-bound drain event, then run the library's lifespan."""
        self._draining = anyio.Event()
        await self.mcp_app(scope, receive, send)


class _Routes:
    def __init__(self, gateway: Gateway, mcp: ASGIApp, oauth: ASGIApp) -> None:
        self.gateway = gateway
        self.mcp = mcp
        self.oauth = oauth

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self.gateway.lifespan(scope, receive, send)
            return
        if scope["type"] != "http":
            return
        path, method = scope["path"], scope["method"]
        if path == MCP_PATH:
            if method == "POST":
                await self.mcp(scope, receive, send)
            else:
                await send_json(
                    send,
                    405,
                    error_body("method_not_allowed", "Use POST for MCP requests."),
                    {"allow": "POST"},
                )
        elif path == HEALTH_PATH and method in ("GET", "HEAD"):
            await send_json(send, 200, {"status": "draining" if self.gateway.draining else "ok"})
        elif path == METRICS_PATH and method == "GET":
            await _send_ok(send, self.gateway.metrics.render(), CONTENT_TYPE)
        elif path == CARD_PATH and method in ("GET", "HEAD"):
            await _send_ok(send, await self.gateway.server_card(), "application/json")
        elif is_oauth_path(path):
            await self.oauth(scope, receive, send)
        else:
            await send_json(
                send, 404, error_body("not_found", f"No such path. MCP is at {MCP_PATH}.")
            )


async def _send_ok(send: Send, body: bytes, content_type: str) -> None:
    await send_bytes(send, 200, body, [(b"content-type", content_type.encode())])


def build_gateway(settings: GatewaySettings, *, clock: Callable[[], float] = time.time) -> Gateway:
    """A new gateway; serve ``gateway.app`` (lifespan required), drain with ``begin_drain``.

    ``clock`` (unix seconds) dates OAuth codes and tokens; tests pass their own.
    """
    return Gateway(settings, clock=clock)


def create_app(settings: GatewaySettings) -> ASGIApp:
    """The whole gateway as one ASGI app."""
    return build_gateway(settings).app
