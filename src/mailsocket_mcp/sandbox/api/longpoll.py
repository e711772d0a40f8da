"""``GET /inboxes/{id}/messages/wait``: the long-poll that returns the first matching mail.

One wait holds a capacity slot, sleeps on its inbox's event (see ``waits.py``) and
ends at the first of: a matching delivery (200), its timeout (204 with
``Mailsocket-Wait-Since``), the client disconnecting, or the sandbox shutting down.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timezone

import anyio
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.types import Receive

from ..errors import NotFound
from ..services import SandboxServices
from ..storage.store import Message
from ..timeline import format_time
from ..waits import Requirement, next_match
from .auth import account_of
from .params import parse_min_confidence, parse_require, parse_since, parse_timeout
from .views import message_json

__all__ = ["WAIT_SINCE_HEADER", "wait_endpoint"]

WAIT_SINCE_HEADER = "Mailsocket-Wait-Since"
_EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


@dataclass
class _Outcome:
    finished: bool = False
    message: Message | None = None


def wait_endpoint(services: SandboxServices) -> Callable[[Request], Awaitable[Response]]:
    """The wait route's endpoint, bound to one sandbox instance."""

    def received_at_of(account: str, message_id: str) -> datetime | None:
        message = services.store.get_message(account, message_id)
        return message.received_at if message is not None else None

    async def wait(request: Request) -> Response:
        account = account_of(request)
        inbox = services.inbox(account, request.path_params["inbox_id"])
        query = request.query_params
        timeout = parse_timeout(query, maximum=services.settings.max_wait_seconds)
        requirement = Requirement(parse_require(query), parse_min_confidence(query))
        # The cutoff is fixed before the slot is taken: a test that sees the slot held
        # and then delivers is guaranteed a stamp after this cutoff.
        cutoff = parse_since(
            query,
            default=services.timeline.cutoff,
            received_at_of=lambda message_id: received_at_of(account, message_id),
        )
        with services.slots.hold(account):
            outcome = await _hold(
                services, request.receive, inbox.id, account, cutoff, requirement, timeout
            )
        if outcome.finished and outcome.message is None:
            raise NotFound(f"Inbox {inbox.id!r} was deleted during the wait.")
        if outcome.message is not None:
            return JSONResponse({"data": message_json(outcome.message)})
        return Response(status_code=204, headers={WAIT_SINCE_HEADER: format_time(cutoff or _EPOCH)})

    return wait


async def _hold(
    services: SandboxServices,
    receive: Receive,
    inbox_id: str,
    account: str,
    cutoff: datetime | None,
    requirement: Requirement,
    hold_for: float,
) -> _Outcome:
    """Wait for a match, racing the timeout, a client disconnect and shutdown."""
    outcome = _Outcome()
    async with anyio.create_task_group() as group:

        async def until_disconnect() -> None:
            while (await receive())["type"] != "http.disconnect":
                pass
            group.cancel_scope.cancel()

        async def until_match() -> None:
            with services.interrupts.scope(), anyio.move_on_after(hold_for):
                outcome.message = await next_match(
                    services.store,
                    services.signals,
                    account=account,
                    inbox_id=inbox_id,
                    cutoff=cutoff,
                    requirement=requirement,
                )
                outcome.finished = True
            group.cancel_scope.cancel()

        group.start_soon(until_disconnect)
        group.start_soon(until_match)
    return outcome
