"""Answer the hot JSON-RPC calls without the MCP library's per-request transport.

In stateless mode the library builds a transport, a dispatcher and a task for
every POST; that set-up costs more CPU than the tool call itself. The requests
agents make all day (``tools/call``, ``tools/list``, ``ping`` and notifications,
in the handshake-era protocol versions) are answered here, from the message
:mod:`.jsonrpc_envelope` already read, by what the library path runs: the SDK's
params check for the version (``validate_client_request``, skipped for params it
cannot fail), the server's one ``tools/call`` implementation
(:class:`~mailsocket_mcp.server.ToolCalls`), and the SDK's result shaping for the
version (``serialize_server_result``, via :func:`~mailsocket_mcp.tools.results.wire_result`;
a tool result is written directly as what that amounts to). Tests hold the skipped
check and the direct writing equal to the SDK's. ``tools/list`` is shaped once per
version and tool set (the caller's, narrowed by its headers); a large result is
serialised in a worker thread. Nothing is redacted here:
:mod:`.redact_body` masks every ``/mcp`` body once, whichever path wrote it; the
``ping`` and ``tools/list`` results, the server's own constant text, are flagged so
it does not scan them (the request id before them it does).

Everything else (``initialize``, requests with unusual members, notifications
the SDK's schema rejects, the 2026-07-28 envelope, an ``Accept`` or
``Content-Type`` other than the plain JSON ones) goes to the library unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anyio
import anyio.to_thread
import pydantic_core
from mcp.server.mcpserver import MCPServer
from mcp.shared.exceptions import MCPError
from mcp_types import DEFAULT_NEGOTIATED_VERSION, CallToolResult, ListToolsResult, TextContent
from mcp_types.methods import validate_client_notification, validate_client_request
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS
from pydantic import ValidationError
from starlette.types import Scope, Send

from ..context import CallContext
from ..limits import RequestId
from ..server import ToolCalls, allowed_tools, effective_access, invalid_params
from ..tools.results import RENDER_INLINE_MAX_CHARS, json_bytes, wire_result
from .redact_body import CONSTANT

__all__ = ["FastPath", "render_result"]

_VERSIONS = {version.encode(): version for version in HANDSHAKE_PROTOCOL_VERSIONS}
_JSON = b"application/json"
# Accept values that admit JSON, as the SDK reads them (check_accept_headers).
_ACCEPTS_JSON = frozenset({_JSON, b"application/*", b"*/*"})
# What clients send, admitted without parsing.
_PLAIN_ACCEPTS = frozenset({_JSON, b"application/json, text/event-stream"})
# Members of params each hot method is served with; any other goes to the library.
_PARAMS = {
    "ping": frozenset({"_meta"}),
    "tools/list": frozenset({"_meta"}),
    "tools/call": frozenset({"name", "arguments", "_meta"}),
}


class FastPath:
    """Answers hot messages itself (:meth:`answer`); the caller passes on the rest."""

    def __init__(
        self,
        server: MCPServer[Any],
        *,
        call_context: Callable[[], CallContext],
        cancel: Callable[[dict[str, Any]], None],
        render_threads: anyio.CapacityLimiter,
    ) -> None:
        self.server = server
        self._call_context = call_context
        self._tool_calls = ToolCalls(server, call_context, direct=True)
        self._cancel = cancel  # applies a notifications/cancelled
        self._render_threads = render_threads
        # Per protocol version and tool set the caller may see (bounded by the registry).
        self._tools_list: dict[tuple[str, frozenset[str] | None], bytes] = {}

    async def answer(self, scope: Scope, message: dict[str, Any], send: Send) -> bool:
        """Answer ``message`` (one well-formed JSON-RPC message) and return True, or False."""
        version = _served_version(scope)
        method = message.get("method")
        if version is None or method is None:
            return False
        params = message.get("params")
        if "id" not in message:
            if not _accepted_notification(method, version, params):
                return False
            if method == "notifications/cancelled":
                self._cancel(params or {})
            await _respond(send, 202, b"")
            return True
        served = _PARAMS.get(method)
        if served is None or (params is not None and not params.keys() <= served):
            return False
        request_id: RequestId = message["id"]
        head = b'{"jsonrpc":"2.0","id":' + json_bytes(request_id) + b","
        try:
            if not _plain(method, params):  # the SDK's check cannot fail a plain one
                validate_client_request(method, version, params)
            if method == "tools/call":
                answer = b'"result":' + await self._tool_call(params or {}, request_id)
            else:  # the server's own constant text: nothing in it to redact
                await _respond(
                    send, 200, head + b'"result":', await self._constant(method, version)
                )
                return True
        except ValidationError:
            answer = _error(invalid_params(method))
        except MCPError as exc:
            answer = _error(exc)
        await _respond(send, 200, head + answer + b"}")
        return True

    async def _tool_call(self, params: dict[str, Any], request_id: RequestId) -> bytes:
        arguments = params.get("arguments") or {}
        result = await self._tool_calls.call(params["name"], arguments, request_id)
        size = sum(len(part.text) for part in result.content if isinstance(part, TextContent))
        if size <= RENDER_INLINE_MAX_CHARS:
            return render_result(result)
        return await anyio.to_thread.run_sync(render_result, result, limiter=self._render_threads)

    async def _constant(self, method: str, version: str) -> bytes:
        """The ``result`` of ``ping`` or ``tools/list``, and the closing brace."""
        if method == "ping":
            return b"{}}"
        access = await effective_access(self._call_context())
        key = (version, None if access is None else access.allowed)
        answer = self._tools_list.get(key)
        if answer is None:
            listed = ListToolsResult(tools=allowed_tools(await self.server.list_tools(), access))
            answer = self._tools_list[key] = json_bytes(wire_result(method, version, listed)) + b"}"
        return answer


def render_result(result: CallToolResult) -> bytes:
    """A tool result as the JSON the library path sends (pure, any thread).

    For every handshake-era version the SDK's shaping (``wire_result``) of a result
    our tools return is pydantic's JSON of it without ``resultType`` (a 2026-07-28
    field). A result of text parts without annotations (every one our tools build)
    is written from its fields as plain data in one pass, the model's field order
    and aliases kept: the same bytes as the model's own JSON at about two thirds of
    its cost; any other goes through the model. Tests hold all three equal.
    """
    parts: list[dict[str, str]] = []
    for part in result.content:
        if type(part) is not TextContent or part.annotations is not None or part.meta is not None:
            return result.model_dump_json(
                by_alias=True, exclude_none=True, exclude={"result_type"}
            ).encode()
        parts.append({"type": "text", "text": part.text})
    document: dict[str, Any] = {} if result.meta is None else {"_meta": result.meta}
    document["content"] = parts
    if result.structured_content is not None:
        document["structuredContent"] = result.structured_content
    document["isError"] = result.is_error
    # As the model writes an Any field: None members of a dict kept, of a model dropped.
    return pydantic_core.to_json(document, inf_nan_mode="null", exclude_none=True)


def _plain(method: str, params: dict[str, Any] | None) -> bool:
    """Params the SDK's schema check passes for every handshake version (a test holds this).

    No ``_meta`` (its members are checked by type), and for ``tools/call`` a string
    name with object arguments; anything else is checked by ``validate_client_request``.
    """
    params = params or {}
    if "_meta" in params:
        return False
    return method != "tools/call" or (
        isinstance(params.get("name"), str) and isinstance(params.get("arguments"), dict | None)
    )


def _served_version(scope: Scope) -> str | None:
    """The request's handshake-era protocol version, or None if the library should answer.

    Headers are read as the SDK reads them (the first of a repeated one); ``Accept``
    must admit JSON and ``Content-Type`` be plain JSON, else the SDK's own answer
    (406, 400, 415) is the right one.
    """
    version = accept = content_type = None
    for name, value in scope["headers"]:
        if name == b"mcp-protocol-version" and version is None:
            version = value
        elif name == b"accept" and accept is None:
            accept = value
        elif name == b"content-type" and content_type is None:
            content_type = value
    if accept not in _PLAIN_ACCEPTS:
        media_types = {part.split(b";")[0].strip().lower() for part in (accept or b"").split(b",")}
        if media_types.isdisjoint(_ACCEPTS_JSON):
            return None
    if (content_type or b"").split(b";")[0].rstrip(b" \t") != _JSON:
        return None
    return DEFAULT_NEGOTIATED_VERSION if version is None else _VERSIONS.get(version)


def _accepted_notification(method: str, version: str, params: dict[str, Any] | None) -> bool:
    """True for a notification the library would accept quietly (202, nothing logged)."""
    try:
        validate_client_notification(method, version, params)
    except KeyError:  # not a notification of this version: the library drops it too
        return True
    except ValidationError:  # the library drops it with a warning: let it
        return False
    return True


def _error(error: MCPError) -> bytes:
    return b'"error":' + json_bytes(error.error.model_dump(by_alias=True, exclude_none=True))


async def _respond(send: Send, status: int, body: bytes, constant: bytes = b"") -> None:
    """Send ``body``, then ``constant`` flagged as the server's own text (not scanned)."""
    length = str(len(body) + len(constant)).encode()
    headers = [(b"content-type", _JSON), (b"content-length", length)]
    await send({"type": "http.response.start", "status": status, "headers": headers})
    if not constant:
        await send({"type": "http.response.body", "body": body})
        return
    await send({"type": "http.response.body", "body": body, "more_body": True})
    await send({"type": "http.response.body", "body": constant, CONSTANT: True})
