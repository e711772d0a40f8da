"""A handshake-era POST whose body is not one JSON-RPC message gets -32600 Invalid Request.

The MCP library answers such a body (a batch array, a request without
``jsonrpc``, a non-string method, ...) with -32602 and a pydantic validation
dump that quotes the input. The specification names -32600 for an invalid
request, and batches are not part of MCP since 2025-06-18. The 2026-07-28
envelope path already answers -32600 itself, so only handshake-era requests
(no ``MCP-Protocol-Version`` or a handshake version) are checked here. Bodies
that are not JSON at all are left to the library (-32700 Parse error).
"""

from __future__ import annotations

import json

from mcp_types import INVALID_REQUEST, jsonrpc_message_adapter
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS
from pydantic import ValidationError
from starlette.types import ASGIApp, Receive, Scope, Send

from .body import replay
from .responses import send_json

__all__ = ["JsonRpcEnvelope"]

_HANDSHAKE = frozenset(v.encode() for v in HANDSHAKE_PROTOCOL_VERSIONS)
BATCH = "Batch requests are not supported: send one JSON-RPC message per POST."
INVALID = "Invalid Request: the body must be one JSON-RPC 2.0 request or notification object."


class JsonRpcEnvelope:
    """400 with a JSON-RPC -32600 error for a body that is JSON but not one JSON-RPC message."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        first = await receive()  # BodyGuard delivers the whole body in one message
        problem = _problem(scope, first.get("body", b"")) if not first.get("more_body") else None
        if problem is None:
            await self.app(scope, replay(first, receive), send)
            return
        error = {"code": INVALID_REQUEST, "message": problem}
        await send_json(send, 400, {"jsonrpc": "2.0", "id": None, "error": error})


def _problem(scope: Scope, body: bytes) -> str | None:
    """Why ``body`` is not one JSON-RPC message, or None to let the library answer."""
    for name, value in scope["headers"]:
        if name == b"mcp-protocol-version" and value not in _HANDSHAKE:
            return None
    try:
        message = json.loads(body)
    except (ValueError, RecursionError):  # not JSON: the library's -32700 Parse error
        return None
    if isinstance(message, list):
        return BATCH
    try:
        jsonrpc_message_adapter.validate_python(message, by_name=False)
    except ValidationError:
        return INVALID
    return None
