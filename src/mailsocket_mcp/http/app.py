"""The gateway's ASGI app, built by :func:`build_gateway` (no import-time server).

Flow of one request (outermost first; before it, the connection's own deadlines
and header caps, connection.py): access log -> last resort (any failure becomes a
JSON answer) -> credentials in the URL (400) -> Host / Origin (421 / 403 / 400) ->
routes: ``/healthz``, ``/metrics``, the server card, ``/mcp`` (POST only, else 405)
or 404 -> Bearer key (401, before any body is read) -> body cap, deadline and slow
body cap (413 / 408 / 503) and disconnect watch -> load shedding (503) -> response
body redaction (the one place the gateway masks keys) -> the body read as one
JSON-RPC message (-32700 / -32600) -> fast path for hot calls, else the MCP
library's stateless Streamable-HTTP handler -> our tools.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

import anyio
from mcp.server.transport_security import TransportSecuritySettings
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .. import __version__, transport
from ..config import GatewaySettings
from ..context import CallContext
from ..limits import Limiter
from ..redact import Redactor
from ..server import SERVER_NAME, build_server, cancel_held_wait, listed_tools
from ..upstream import Upstream, UpstreamConfig
from .access_log import AccessLog
from .auth import BearerAuth, current_call
from .body import BodyGuard
from .fast_path import FastPath
from .host_origin import HostOriginGuard
from .jsonrpc_envelope import JsonRpcEnvelope
from .last_resort import LastResort
from .metrics import CONTENT_TYPE, GatewayMetrics
from .redact_body import RedactBody
from .responses import error_body, send_json
from .shedding import LoadShedder
from .url_credentials import UrlCredentialGuard

__all__ = ["Gateway", "build_gateway", "create_app"]

MCP_PATH = "/mcp"
HEALTH_PATH = "/healthz"
METRICS_PATH = "/metrics"
CARD_PATH = "/.well-known/mcp/server-card.json"
AUTH_HINT = (
    "Send your key as the header 'Authorization: Bearer ms_live_...' in your MCP client's "
    "server configuration."
)


class Gateway:
    """Per-process state: settings, limits, metrics, the MCP server and the ASGI app."""

    def __init__(self, settings: GatewaySettings) -> None:
        self.settings = settings
        transport.install()  # keep-alive upstream; a disconnect aborts its call
        self.limiter = Limiter(settings.limits)
        self.upstream_config = UpstreamConfig(
            base_url=settings.upstream_base_url,
            host_header=settings.upstream_host,
            retry_wait_on_429=False,  # a 429 surfaces at once: never sleep in the gateway
            request_timeout_s=settings.upstream_timeout_s,
        )
        # Not redacted inside the server: RedactBody masks every /mcp body once.
        self.server = build_server(self._current_call, redact=False)
        self.mcp_app = self.server.streamable_http_app(
            streamable_http_path=MCP_PATH,
            stateless_http=True,
            json_response=True,
            max_request_body_size=settings.max_body_bytes,
            # Host and Origin are checked by our own guard, with our own allowlists.
            transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False),
        )
        self._draining: anyio.Event | None = None
        self._card: bytes | None = None
        self.shedder: LoadShedder  # set by _assemble
        self.last_resort: LastResort  # set by _assemble
        self.body_guard: BodyGuard  # set by _assemble
        self.metrics = GatewayMetrics(
            waits_in_flight=lambda: self.limiter.waits_in_flight,
            quick_in_flight=lambda: self.limiter.quick_calls_in_flight,
            requests_in_flight=lambda: self.shedder.in_flight,
            slow_bodies=lambda: self.body_guard.slow,
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

    # -- per request ----------------------------------------------------------

    @staticmethod
    def _current_call() -> CallContext:
        call = current_call.get()
        if call is None:  # pragma: no cover - BearerAuth always sets it first
            raise RuntimeError("no caller for this request")
        return call

    def current_redactor(self) -> Redactor:
        """The redactor of the request being served."""
        return self._current_call().redactor

    def cancel_wait(self, params: dict[str, Any]) -> None:
        """Apply a ``notifications/cancelled`` from the request being served."""
        cancel_held_wait(self._current_call(), params)

    def make_call(self, key: str, client_gone: Callable[[], Awaitable[None]] | None) -> CallContext:
        """The context of one authenticated request: a fresh SDK client per request."""
        return CallContext(
            api_key=key,
            upstream=Upstream(
                self.upstream_config, key, threads=self.limiter.threads, client_gone=client_gone
            ),
            limiter=self.limiter,
            wait_ceiling_s=self.settings.wait_ceiling_s,
            auth_hint=AUTH_HINT,
            redactor=Redactor(key),
            draining=self._draining,
            observer=self.metrics,
        )

    async def server_card(self) -> bytes:
        """Server info, transport, auth scheme and tools, serialised once."""
        if self._card is None:
            card: dict[str, Any] = {
                "serverInfo": {"name": SERVER_NAME, "version": __version__},
                "transport": {"type": "streamable-http", "endpoint": MCP_PATH},
                "authentication": {
                    "required": True,
                    "schemes": ["bearer"],
                    "header": "Authorization: Bearer ms_live_...",
                },
                "tools": await listed_tools(self.server),
            }
            self._card = json.dumps(card, separators=(",", ":")).encode()
        return self._card

    # -- assembly -------------------------------------------------------------

    def _assemble(self) -> ASGIApp:
        settings = self.settings
        fast_path = (
            FastPath(
                self.server, cancel=self.cancel_wait, render_threads=self.limiter.render_threads
            )
            if settings.fast_path
            else None
        )
        mcp = RedactBody(
            JsonRpcEnvelope(self.mcp_app, fast_path),
            self.current_redactor,
            threads=self.limiter.render_threads,
        )
        self.shedder = LoadShedder(
            mcp,
            max_quick_in_flight=settings.max_quick_in_flight,
            waits_in_flight=lambda: self.limiter.waits_in_flight,
            on_shed=self.metrics.shed_one,
        )
        self.body_guard = BodyGuard(
            self.shedder,
            max_bytes=settings.max_body_bytes,
            timeout_s=settings.connections.body_timeout_s,
            max_slow=settings.connections.max_slow_bodies,
        )
        app: ASGIApp = _Routes(self, BearerAuth(self.body_guard, make_call=self.make_call))
        app = HostOriginGuard(app, hosts=settings.allowed_hosts, origins=settings.origins)
        app = UrlCredentialGuard(app)
        self.last_resort = LastResort(app, mcp_path=MCP_PATH)
        return AccessLog(
            self.last_resort,
            on_response=self.metrics.request_finished,
            plain_paths=(MCP_PATH, HEALTH_PATH, METRICS_PATH, CARD_PATH),
        )

    async def lifespan(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Create the loop-bound drain event, then run the library's lifespan."""
        self._draining = anyio.Event()
        await self.mcp_app(scope, receive, send)


class _Routes:
    def __init__(self, gateway: Gateway, mcp: ASGIApp) -> None:
        self.gateway = gateway
        self.mcp = mcp

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
            await _send_bytes(send, self.gateway.metrics.render(), CONTENT_TYPE)
        elif path == CARD_PATH and method in ("GET", "HEAD"):
            await _send_bytes(send, await self.gateway.server_card(), "application/json")
        else:
            await send_json(
                send, 404, error_body("not_found", f"No such path. MCP is at {MCP_PATH}.")
            )


async def _send_bytes(send: Send, body: bytes, content_type: str) -> None:
    start: Message = {
        "type": "http.response.start",
        "status": 200,
        "headers": [
            (b"content-type", content_type.encode()),
            (b"content-length", str(len(body)).encode()),
        ],
    }
    await send(start)
    await send({"type": "http.response.body", "body": body})


def build_gateway(settings: GatewaySettings) -> Gateway:
    """A new gateway; serve ``gateway.app`` (lifespan required), drain with ``begin_drain``."""
    return Gateway(settings)


def create_app(settings: GatewaySettings) -> ASGIApp:
    """The whole gateway as one ASGI app."""
    return build_gateway(settings).app
