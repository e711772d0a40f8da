"""Read a POST /mcp body once, strictly, for both paths: -32700 or -32600 before anything else.

A body must be one JSON-RPC 2.0 message written as I-JSON (RFC 7493): UTF-8, no
``NaN`` or ``Infinity``, numbers a double can hold (no ``1e999``, no 400-digit
integer), no lone surrogate (``"\\ud800"``), no member name twice in one object.
Anything else is -32700 Parse error: the libraries that could read such a body
disagree on what it means. JSON that is not one JSON-RPC message (a batch, which
MCP dropped in 2025-06-18; a non-object; no ``"jsonrpc": "2.0"``; a method that is
not a string; params that are not an object; an ``id`` that is not a string or an
integer, which the library would take for a notification and answer with a silent
202) is -32600 Invalid Request. Both are HTTP 400 with ``id: null`` (the id cannot
be trusted), and name what is wrong without quoting the body.

This holds on every protocol version. A request method sent without an id (a
notification nothing may answer) is accepted and dropped (202); any other
well-formed message goes to the fast path if it serves it, else to the MCP
library with its body untouched.
"""

from __future__ import annotations

import json
import math
import re
from typing import Any, Protocol

from mcp_types import INVALID_REQUEST, PARSE_ERROR, jsonrpc_message_adapter
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS
from pydantic import ValidationError
from starlette.types import ASGIApp, Receive, Scope, Send

from ..progress import current_heartbeat
from .body import replay
from .progress_stream import ProgressStreams
from .responses import rpc_error_body, send_json

__all__ = ["HotPath", "JsonRpcEnvelope", "Rejection", "read_message"]

BATCH = "Batch requests are not supported: send one JSON-RPC message per POST."
INVALID = "Invalid Request: the body must be one JSON-RPC 2.0 request or notification object."
BAD_ID = "Invalid Request: the id must be a string or an integer."
# A double's largest finite value has 309 digits; I-JSON allows no larger number.
_MAX_INT_DIGITS = 309
# Members a plain request or notification has; any other is checked by the library's model.
_REQUEST_MEMBERS = frozenset({"jsonrpc", "id", "method", "params"})
# A JSON escape of a UTF-16 surrogate; only then can the parsed text hold a lone one.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")
_HANDSHAKE = frozenset(version.encode() for version in HANDSHAKE_PROTOCOL_VERSIONS)
_EMPTY = [(b"content-length", b"0")]


class Rejection(Exception):
    """Why a body is not one JSON-RPC message: its error ``code`` and a ``message``."""

    def __init__(self, code: int, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class HotPath(Protocol):
    """Answers the well-formed messages it serves (the fast path)."""

    async def answer(self, scope: Scope, message: dict[str, Any], send: Send) -> bool:
        """Send the answer to ``message`` and return True, or return False to pass it on."""
        ...


class JsonRpcEnvelope:
    """400 with -32700 / -32600 for a malformed body; else the fast path, else the library.

    A call that asks for progress (``progress``, see progress_stream.py) is answered by
    either path through its :class:`~.progress_stream.ProgressStream`.
    """

    def __init__(
        self,
        library: ASGIApp,
        fast_path: HotPath | None = None,
        progress: ProgressStreams | None = None,
    ) -> None:
        self.library = library
        self.fast_path = fast_path
        self.progress = progress

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        first = await receive()  # BodyGuard delivers the whole body in one message
        if not first.get("more_body"):
            try:
                message = read_message(first.get("body", b""))
            except Rejection as rejection:
                body = rpc_error_body(rejection.code, rejection.message)
                await send_json(send, 400, body)
                return
            if _request_without_id(scope, message):
                await send({"type": "http.response.start", "status": 202, "headers": _EMPTY})
                await send({"type": "http.response.body", "body": b""})
                return
            stream = self.progress.stream_for(scope, message, send) if self.progress else None
            if stream is not None:
                token = current_heartbeat.set(stream.heartbeat)
                try:
                    await self._answer(scope, message, replay(first, receive), stream.send)
                finally:
                    current_heartbeat.reset(token)
                return
            await self._answer(scope, message, replay(first, receive), send)
            return
        await self.library(scope, replay(first, receive), send)

    async def _answer(
        self, scope: Scope, message: dict[str, Any], receive: Receive, send: Send
    ) -> None:
        if self.fast_path is None or not await self.fast_path.answer(scope, message, send):
            await self.library(scope, receive, send)


def _request_without_id(scope: Scope, message: dict[str, Any]) -> bool:
    """A handshake-era request method sent as a notification (``tools/call`` with no id).

    Nothing may answer a notification, and the library would only drop it, some of
    its middleware logging an ERROR with a traceback first: it is accepted and
    dropped here (202), as the library's 2026-07-28 path does.
    """
    method = message.get("method")
    if "id" in message or not isinstance(method, str) or method.startswith("notifications/"):
        return False
    for name, value in scope["headers"]:
        if name == b"mcp-protocol-version":
            return value in _HANDSHAKE
    return True


def read_message(body: bytes) -> dict[str, Any]:
    """The one JSON-RPC message ``body`` holds.

    Raises:
        Rejection: -32700 if ``body`` is not I-JSON, -32600 if it is not one message.
    """
    message = _parsed(body)
    if isinstance(message, list):
        raise Rejection(INVALID_REQUEST, BATCH)
    if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
        raise Rejection(INVALID_REQUEST, INVALID)
    if "id" in message and not _is_request_id(message["id"]):
        raise Rejection(INVALID_REQUEST, BAD_ID)
    if "method" in message:
        params = message.get("params")
        if not isinstance(message["method"], str) or not isinstance(params, dict | None):
            raise Rejection(INVALID_REQUEST, INVALID)
        if message.keys() <= _REQUEST_MEMBERS:
            return message
    elif ("result" in message) == ("error" in message):  # a response has exactly one
        raise Rejection(INVALID_REQUEST, INVALID)
    # A response, or a message with unusual members: as the library's own model reads it.
    try:
        jsonrpc_message_adapter.validate_python(message, by_name=False)
    except ValidationError:
        raise Rejection(INVALID_REQUEST, INVALID) from None
    return message


def _parsed(body: bytes) -> Any:
    try:
        text = body.decode()
    except UnicodeDecodeError:
        raise _parse_error("the body is not UTF-8") from None
    try:
        value = _DECODER.decode(text)
    except json.JSONDecodeError as exc:
        raise _parse_error(f"{exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except RecursionError:
        raise _parse_error("the body is nested too deeply") from None
    except _NotIJson as exc:
        raise _parse_error(str(exc)) from None
    if _SURROGATE_ESCAPE.search(text) and _holds_lone_surrogate(value):
        raise _parse_error("a string holds a lone surrogate (\\ud800-\\udfff)")
    return value


class _NotIJson(ValueError):
    pass


_OUT_OF_RANGE = "a number is out of range (more than a double can hold)"


def _parse_error(reason: str) -> Rejection:
    return Rejection(PARSE_ERROR, f"Parse error: {reason}.")


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    members = dict(pairs)
    if len(members) != len(pairs):
        raise _NotIJson("an object has the same member name twice")
    return members


def _int(digits: str) -> int:
    if len(digits) - digits.startswith("-") > _MAX_INT_DIGITS:
        raise _NotIJson(_OUT_OF_RANGE)
    return int(digits)


def _float(digits: str) -> float:
    value = float(digits)
    if math.isinf(value):
        raise _NotIJson(_OUT_OF_RANGE)
    return value


def _constant(name: str) -> Any:
    raise _NotIJson(f"{name} is not JSON")


def _holds_lone_surrogate(value: Any) -> bool:
    """True if a string (or member name) in ``value`` holds an unpaired surrogate."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            if _SURROGATE.search(item):
                return True
        elif isinstance(item, dict):
            pending.extend(item)
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return False


# Built once: json.loads with hooks builds a decoder per call (a third of the parse).
_DECODER = json.JSONDecoder(
    object_pairs_hook=_object, parse_int=_int, parse_float=_float, parse_constant=_constant
)


def _is_request_id(value: object) -> bool:
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))
