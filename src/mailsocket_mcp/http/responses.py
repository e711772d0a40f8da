"""Whole responses (JSON errors and other bodies), sent straight over ASGI (no framework)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping

from starlette.types import Send

__all__ = [
    "ErrorBody",
    "RequestRejected",
    "error_body",
    "rpc_error_body",
    "send_bytes",
    "send_json",
    "send_retry_soon",
]

# Builds an error body from a code and a message: :func:`error_body`, or the OAuth
# shape (oauth/errors.py) for refusals on the OAuth paths.
ErrorBody = Callable[[str, str], dict[str, object]]


async def send_bytes(
    send: Send, status: int, body: bytes, headers: Iterable[tuple[bytes, bytes]]
) -> None:
    """Send a complete response: ``headers`` (``content-type`` among them), its length, ``body``."""
    raw_headers = [*headers, (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": status, "headers": raw_headers})
    await send({"type": "http.response.body", "body": body})


async def send_json(
    send: Send,
    status: int,
    body: Mapping[str, object],
    headers: Mapping[str, str] | None = None,
) -> None:
    """Send ``body`` as a complete JSON response with ``status``, never cached."""
    raw_headers = [(b"content-type", b"application/json"), (b"cache-control", b"no-store")]
    for name, value in (headers or {}).items():
        raw_headers.append((name.lower().encode("latin-1"), value.encode("latin-1")))
    await send_bytes(send, status, json.dumps(body, separators=(",", ":")).encode(), raw_headers)


class RequestRejected(Exception):
    """Raised while setting up a ``/mcp`` request it cannot serve (a bad header): a 400
    with a JSON-RPC -32600 error carrying ``message`` (safe to show once masked)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def rpc_error_body(code: int, message: str) -> dict[str, object]:
    """A JSON-RPC error answering a request whose id cannot be trusted (``id: null``)."""
    return {"jsonrpc": "2.0", "id": None, "error": {"code": code, "message": message}}


def error_body(code: str, message: str) -> dict[str, object]:
    """The one shape every HTTP-level error uses."""
    return {"error": {"code": code, "message": message}}


async def send_retry_soon(send: Send, error_shape: ErrorBody, code: str, message: str) -> None:
    """A 503 that tells the client to retry in 1 s, closing the connection."""
    await send_json(
        send, 503, error_shape(code, message), {"retry-after": "1", "connection": "close"}
    )
