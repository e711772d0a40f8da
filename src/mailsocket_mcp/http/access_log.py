"""One access-log line per request: method, path (known paths only), status, duration.

No headers and no query are logged; an unknown path is logged as ``/[unknown path]``,
since any segment of it could be a key without its prefix. uvicorn's own access
log is off: it prints query strings.
"""

from __future__ import annotations

import itertools
import logging
import secrets
import time
from collections.abc import Callable, Iterable

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..logs import request_id

__all__ = ["UNKNOWN_PATH", "AccessLog"]

UNKNOWN_PATH = "/[unknown path]"

log = logging.getLogger("mailsocket_mcp.access")


class AccessLog:
    """Outermost middleware: it sees every answer, including the guards' refusals."""

    def __init__(
        self,
        app: ASGIApp,
        *,
        on_response: Callable[[int], None] | None = None,
        plain_paths: Iterable[str] = (),
    ) -> None:
        self.app = app
        self.on_response = on_response
        # The only paths logged as they are: nothing in them can be a key.
        self.plain_paths = frozenset(plain_paths)
        # Request ids: unique per process start, cheap (no syscall per request).
        self._ids = itertools.count()
        self._prefix = secrets.token_hex(4)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 0
        token = request_id.set(f"{self._prefix}{next(self._ids) & 0xFFFFFFFF:08x}")

        async def record(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, record)
        finally:
            if self.on_response is not None:
                self.on_response(status)
            if log.isEnabledFor(logging.INFO):
                path = scope["path"]
                log.info(
                    "%s %s %d %.1fms",
                    scope["method"],
                    path if path in self.plain_paths else UNKNOWN_PATH,
                    status,
                    (time.perf_counter() - started) * 1000,
                )
            request_id.reset(token)
