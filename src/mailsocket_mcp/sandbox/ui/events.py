"""``GET /_ui/api/events``: a server-sent event stream of an account's inboxes and counts.

The stream reuses the sandbox's wake-up mechanism: delivery, inbox creation and
deletion set the account's event in ``services.activity``, the stream wakes, reads the
overview (``overview.py``) and sends it as an ``inboxes`` event if it changed. Nothing
polls; a comment line every ``stream_keepalive_seconds`` (15 by default) keeps idle
connections open and picks up what no event announces (an inbox expiring, mail leaving
with retention).

The page reads it with ``fetch`` and a streaming reader, so the key travels in the
``Authorization`` header like every other call (``EventSource`` can send no header,
and a key in the URL would end up in logs). Open streams are capped per key and per
process (``services.streams``), and per client address (``ui_per_address_limit``, since
any invented key is accepted); the sandbox's shutdown ends them at once.
"""

from __future__ import annotations

import json

import anyio
from starlette.requests import Request
from starlette.types import Receive, Scope, Send

from ..api.auth import account_of
from ..services import SandboxServices
from .overview import account_overview
from .shares import AddressShare, client_address

__all__ = ["EventStream"]

_HEADERS = [
    (b"content-type", b"text/event-stream; charset=utf-8"),
    (b"cache-control", b"no-store"),
    (b"x-content-type-options", b"nosniff"),
    # Tells a buffering reverse proxy to pass each event on at once.
    (b"x-accel-buffering", b"no"),
]


class EventStream:
    """The stream's ASGI endpoint, bound to one sandbox instance."""

    def __init__(self, services: SandboxServices) -> None:
        self._services = services
        self._keepalive = services.settings.stream_keepalive_seconds
        self._per_address = AddressShare(services.settings.ui_per_address_limit, "live streams")

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        account = account_of(Request(scope, receive))
        # Raises TooManyRequests (a JSON 429) before anything is sent.
        with (
            self._per_address.hold(client_address(scope)),
            self._services.streams.hold(account),
        ):
            await send({"type": "http.response.start", "status": 200, "headers": _HEADERS})
            async with anyio.create_task_group() as group:

                async def until_disconnect() -> None:
                    while (await receive())["type"] != "http.disconnect":
                        pass
                    group.cancel_scope.cancel()

                group.start_soon(until_disconnect)
                with self._services.interrupts.scope():
                    await self._pump(send, account)
                group.cancel_scope.cancel()
            await send({"type": "http.response.body", "body": b"", "more_body": False})

    async def _pump(self, send: Send, account: str) -> None:
        """Send the overview now and each time it changes, until cancelled."""
        activity = self._services.activity
        sent = ""
        while True:
            # Listen before looking: a change between the look and the sleep still wakes us.
            woken = activity.listen(account)
            overview = json.dumps(account_overview(self._services, account))
            if overview != sent:
                await _send_text(send, f"event: inboxes\ndata: {overview}\n\n")
                sent = overview
            with anyio.move_on_after(self._keepalive) as idle:
                await woken.wait()
            if idle.cancelled_caught:
                await _send_text(send, ": keep-alive\n\n")


async def _send_text(send: Send, text: str) -> None:
    await send({"type": "http.response.body", "body": text.encode(), "more_body": True})
