"""Answer the hot JSON-RPC calls without the MCP library's per-request transport.

In stateless mode the library builds a transport, a dispatcher and a task for
every POST; that set-up costs more CPU than the tool call itself. The requests
agents make all day (``tools/call``, ``tools/list``, ``ping`` and notifications,
in the handshake-era protocol versions) are answered here instead, through the
same :class:`MCPServer` (same argument validation, same tool code, same result
conversion), and produce the same JSON. Everything else (``initialize``,
batches, malformed or unusual requests, the 2026-07-28 envelope) goes to the
library unchanged. ``tools/list`` is serialised once.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp_types import CallToolResult, TextContent
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..redact import Redactor
from ..server import listed_tools

__all__ = ["FastPath"]

log = logging.getLogger("mcp.server.mcpserver.server")

_HANDSHAKE = frozenset(v.encode() for v in HANDSHAKE_PROTOCOL_VERSIONS)
_JSON_HEADERS = [(b"content-type", b"application/json")]
_TOO_DEEP = (
    b'{"jsonrpc":"2.0","id":null,"error":{"code":-32700,'
    b'"message":"Parse error: the request is nested too deeply."}}'
)


class FastPath:
    """Serve hot requests directly; hand anything else to ``fallback`` (the library)."""

    def __init__(self, server: MCPServer[Any], fallback: ASGIApp, redactor_of: Any) -> None:
        self.server = server
        self.fallback = fallback
        self._redactor_of = redactor_of
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
            await self.fallback(scope, _replay(message, receive), send)
            return
        method, request_id, params = request
        if method is None:  # a notification: accepted, nothing to answer
            await _respond(send, 202, b"")
            return
        if method == "ping":
            result = b"{}"
        elif method == "tools/list":
            result = await self._list_tools()
        else:
            result = await self._call_tool(params)
        await _respond(
            send,
            200,
            b'{"jsonrpc":"2.0","id":'
            + json.dumps(request_id).encode()
            + b',"result":'
            + result
            + b"}",
        )

    async def _list_tools(self) -> bytes:
        if self._tools_list is None:
            listed = {"tools": await listed_tools(self.server)}
            self._tools_list = json.dumps(listed, separators=(",", ":")).encode()
        return self._tools_list

    async def _call_tool(self, params: dict[str, Any]) -> bytes:
        name = params["name"]
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
        # Handshake-era wire shape: no resultType (that field belongs to 2026-07-28).
        dumped = result.model_dump_json(
            by_alias=True, exclude_none=True, exclude={"result_type"}
        ).encode()
        redactor: Redactor = self._redactor_of()
        return redactor.data(dumped)


def _hot_request(scope: Scope, body: bytes) -> tuple[str | None, Any, dict[str, Any]] | None:
    """``(method or None for a notification, id, params)`` if this path can answer."""
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
            return None, None, {}
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


def _replay(first: Message, receive: Receive) -> Receive:
    delivered = False

    async def replay() -> Message:
        nonlocal delivered
        if not delivered:
            delivered = True
            return first
        return await receive()

    return replay


async def _respond(send: Send, status: int, body: bytes) -> None:
    headers = [*_JSON_HEADERS, (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
