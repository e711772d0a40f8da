"""The last word on every request: whatever goes wrong, the client gets JSON.

Sits right inside the access log. An exception before the response has started
becomes a JSON answer: on ``/mcp`` a JSON-RPC error (-32700 with 400 for input
nested too deeply, -32603 with 500 for anything else), elsewhere a 500 with the
body ``error_shape_for(path)`` builds (the usual ``{"error": ...}``, the OAuth shape
on the OAuth paths); an app that returns without answering gets the
same 500. The access log and the metrics therefore always see the status that was
sent. When a graceful shutdown runs out of time, :meth:`LastResort.expire`
answers every request still running with 503 and ``Retry-After`` and cancels it,
so no client is left with a cut connection.
"""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import Callable

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .responses import ErrorBody, error_body, rpc_error_body, send_json, send_retry_soon

__all__ = ["LastResort"]

log = logging.getLogger(__name__)


class _Exchange:
    """One request in flight: its task, and whether (and by whom) it was answered."""

    __slots__ = ("_send", "expired", "path", "started", "task")

    def __init__(self, send: Send, path: str) -> None:
        self._send = send
        self.path = path
        self.task = asyncio.current_task()
        self.started = False
        self.expired = False  # answered by expire(): the app's own answer is dropped

    async def send(self, message: Message) -> None:
        if self.expired:
            return
        if message["type"] == "http.response.start":
            self.started = True
        await self._send(message)

    async def expire(self, error_shape: ErrorBody) -> None:
        """Answer 503 unless an answer has started; drop the app's answer; cancel the app."""
        self.expired = True
        if not self.started:
            self.started = True
            message = "The server restarted before this call finished; it may have taken effect."
            await send_retry_soon(self._send, error_shape, "restarting", message)
        if self.task is not None:
            self.task.cancel()


class LastResort:
    """Turns any failure into a JSON answer; answers what is still running at drain's end."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        mcp_path: str,
        error_shape_for: Callable[[str], ErrorBody] = lambda path: error_body,
    ) -> None:
        self.app = app
        self.mcp_path = mcp_path
        self.error_shape_for = error_shape_for
        self._running: set[_Exchange] = set()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        exchange = _Exchange(send, scope["path"])
        self._running.add(exchange)
        try:
            await self.app(scope, receive, exchange.send)
        except asyncio.CancelledError:
            if not exchange.expired:
                raise
            # expire() answered this request and cancelled it: it ends here, answered.
            if sys.version_info >= (3, 11) and exchange.task is not None:
                exchange.task.uncancel()
        except Exception as exc:
            if exchange.expired:
                return  # already answered by expire(); this is the app unwinding
            if exchange.started:
                # Too late for a JSON answer; uvicorn closes the connection.
                log.error("Error after the response started: %s", type(exc).__name__)
                return
            await self._fail(scope, exchange, exc)
        else:
            if not exchange.started:
                log.error("No answer for %s %s", scope["method"], self._path(scope))
                await self._internal_error(scope, exchange)
        finally:
            self._running.discard(exchange)

    async def expire(self) -> None:
        """Answer every request still running with 503 and ``Retry-After``; cancel it."""
        for exchange in list(self._running):
            await exchange.expire(self.error_shape_for(exchange.path))

    async def _fail(self, scope: Scope, exchange: _Exchange, exc: Exception) -> None:
        if isinstance(exc, RecursionError) and scope["path"] == self.mcp_path:
            log.info("Refused a request nested too deeply")
            await send_json(
                exchange.send,
                400,
                rpc_error_body(-32700, "Parse error: the request is nested too deeply."),
            )
            return
        log.error(
            "Unhandled error answering %s %s",
            scope["method"],
            self._path(scope),
            exc_info=exc,
        )
        await self._internal_error(scope, exchange)

    async def _internal_error(self, scope: Scope, exchange: _Exchange) -> None:
        if scope["path"] == self.mcp_path:
            body = rpc_error_body(-32603, "Internal error. Retry; report it if it persists.")
        else:
            shape = self.error_shape_for(scope["path"])
            body = shape("internal_error", "Internal error. Retry; report it if it persists.")
        await send_json(exchange.send, 500, body)

    def _path(self, scope: Scope) -> str:
        return self.mcp_path if scope["path"] == self.mcp_path else "(another path)"
