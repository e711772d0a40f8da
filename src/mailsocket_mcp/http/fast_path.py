"""Answer the hot JSON-RPC calls without the MCP library's per-request transport.

In stateless mode the library builds a transport, a dispatcher and a task for
every POST; that set-up costs more CPU than the tool call itself. The requests
agents make all day (``tools/call``, ``tools/list``, ``ping`` and notifications,
in the handshake-era protocol versions) are answered here instead, through the
same :class:`MCPServer` (same argument validation, same tool code, same result
conversion), and produce the same JSON. Everything else (``initialize``,
batches, malformed or unusual requests, the 2026-07-28 envelope) goes to the
library unchanged. ``tools/list`` is serialised once. Results are redacted by
value (:func:`render_tool_result`), and so is a string request id; a large result
is rendered (serialised and redacted) in a worker thread, off the event loop.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from typing import Any

import anyio
import anyio.to_thread
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import CallToolResult, TextContent
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS
from starlette.types import ASGIApp, Receive, Scope, Send

from ..context import current_request_id
from ..redact import Redactor
from ..results import RENDER_INLINE_MAX_CHARS
from ..server import listed_tools, unknown_tool
from .body import replay

__all__ = ["FastPath", "render_tool_result"]

log = logging.getLogger("mcp.server.mcpserver.server")

_HANDSHAKE = frozenset(v.encode() for v in HANDSHAKE_PROTOCOL_VERSIONS)
_JSON_HEADERS = [(b"content-type", b"application/json")]
_TOO_DEEP = (
    b'{"jsonrpc":"2.0","id":null,"error":{"code":-32700,'
    b'"message":"Parse error: the request is nested too deeply."}}'
)


class FastPath:
    """Serve hot requests directly; hand anything else to ``fallback`` (the library)."""

    def __init__(
        self,
        server: MCPServer[Any],
        fallback: ASGIApp,
        redactor_of: Callable[[], Redactor],
        *,
        cancel: Callable[[dict[str, Any]], None],
        render_threads: anyio.CapacityLimiter,
    ) -> None:
        self.server = server
        self.fallback = fallback
        self._redactor_of = redactor_of
        self._cancel = cancel  # applies a notifications/cancelled
        self._render_threads = render_threads
        self._tools_list: bytes | None = None
        # Our tools never read their Context (no progress, no sampling), so one
        # request-free Context serves every call instead of a new model per call.
        self._context: Context[Any, Any] = Context(mcp_server=server)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        message = await receive()
        body: bytes = message.get("body", b"")
        try:
            request = _hot_request(scope, body) if not message.get("more_body") else None
        except RecursionError:  # nested too deeply for json.loads: a client error
            await _respond(send, 400, _TOO_DEEP)
            return
        if request is None:
            await self.fallback(scope, replay(message, receive), send)
            return
        method, request_id, params = request
        if request_id is None:  # a notification: accepted, nothing to answer
            if method == "notifications/cancelled":
                self._cancel(params)
            await _respond(send, 202, b"")
            return
        redactor: Redactor = self._redactor_of()
        if isinstance(request_id, str):  # the library masks an id that carries a key too
            request_id = redactor.text(request_id)
        if method == "ping":
            answer = b'"result":{}'
        elif method == "tools/list":
            answer = b'"result":' + await self._list_tools()
        else:
            token = current_request_id.set(request_id)
            try:
                answer = await self._call_tool(params, redactor)
            finally:
                current_request_id.reset(token)
        await _respond(
            send,
            200,
            b'{"jsonrpc":"2.0","id":' + json.dumps(request_id).encode() + b"," + answer + b"}",
        )

    async def _list_tools(self) -> bytes:
        if self._tools_list is None:
            listed = {"tools": await listed_tools(self.server)}
            self._tools_list = json.dumps(listed, separators=(",", ":")).encode()
        return self._tools_list

    async def _call_tool(self, params: dict[str, Any], redactor: Redactor) -> bytes:
        """The response's ``"result":...`` member, or its ``"error":...`` member."""
        name = params["name"]
        unknown = unknown_tool(name)
        if unknown is not None:
            error = unknown.error.model_dump(by_alias=True, exclude_none=True, mode="json")
            return b'"error":' + redactor.json_bytes(error)
        try:
            result = await self.server.call_tool(name, params.get("arguments") or {}, self._context)
        except ToolError as exc:
            # The same answer and log line the library gives (MCPServer._handle_call_tool).
            log.info("Tool %r failed: %r", name, str(exc))
            result = CallToolResult(
                content=[TextContent(type="text", text=str(exc))], is_error=True
            )
        except Exception as exc:  # pragma: no cover - our tools report every failure themselves
            log.exception("Tool %r raised an unexpected exception", name)
            result = CallToolResult(
                content=[TextContent(type="text", text=str(exc))], is_error=True
            )
        assert isinstance(result, CallToolResult)
        size = sum(len(part.text) for part in result.content if isinstance(part, TextContent))
        if size <= RENDER_INLINE_MAX_CHARS:
            rendered = render_tool_result(result, redactor)
        else:
            rendered = await anyio.to_thread.run_sync(
                render_tool_result, result, redactor, limiter=self._render_threads
            )
        return b'"result":' + rendered


def render_tool_result(result: CallToolResult, redactor: Redactor) -> bytes:
    """A tool result as its JSON-RPC ``result`` bytes, every string value redacted.

    Pure and synchronous (no event loop), so a large result can be rendered in a
    worker thread. Serialised once by pydantic; only when that text shows a key or
    token is the document masked value by value and serialised again.
    """
    # Handshake-era wire shape: no resultType (that field belongs to 2026-07-28).
    dumped = result.model_dump_json(by_alias=True, exclude_none=True, exclude={"result_type"})
    if not redactor.reveals(dumped):
        return dumped.encode()
    return redactor.json_bytes(json.loads(dumped))


def _hot_request(scope: Scope, body: bytes) -> tuple[str, Any, dict[str, Any]] | None:
    """``(method, id or None for a notification, params)`` if this path can answer."""
    version = accept = content_type = None
    for name, value in scope["headers"]:
        if name == b"mcp-protocol-version":
            version = value
        elif name == b"accept":
            accept = value
        elif name == b"content-type":
            content_type = value
    if version is not None and version not in _HANDSHAKE:
        return None
    if accept is None or b"application/json" not in accept:
        return None
    if content_type is None or not content_type.startswith(b"application/json"):
        return None
    try:
        message = json.loads(body.decode())  # str, not bytes: skips encoding detection
    except ValueError:  # includes UnicodeDecodeError
        return None
    if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
        return None
    method = message.get("method")
    params = message.get("params")
    if params is not None and not isinstance(params, dict):
        return None
    if "id" not in message:
        if (
            isinstance(method, str)
            and method.startswith("notifications/")
            and "result" not in message
        ):
            return method, None, params or {}
        return None
    request_id = message["id"]
    if isinstance(request_id, bool) or not isinstance(request_id, str | int):
        return None
    params = params or {}
    if method == "ping" and set(params) <= {"_meta"}:
        return method, request_id, params
    if method == "tools/list" and set(params) <= {"_meta"}:
        return method, request_id, params
    if (
        method == "tools/call"
        and isinstance(params.get("name"), str)
        and isinstance(params.get("arguments", {}), dict | None)
        and set(params) <= {"name", "arguments", "_meta"}
    ):
        return method, request_id, params
    return None


async def _respond(send: Send, status: int, body: bytes) -> None:
    headers = [*_JSON_HEADERS, (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
