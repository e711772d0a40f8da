"""SDK calls for one caller: a fresh SDK client, calls in worker threads, errors mapped.

Every SDK call runs in a worker thread (the SDK is synchronous), on the
connection pool (pool.py), which the program's entry point installs. A call is
abandoned, and its sockets shut, as soon as the awaiting task is cancelled (a
client that disconnects), so a dropped agent frees its slots at once.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TypeVar

import anyio
import anyio.lowlevel
import mailsocket
from mailsocket.client import DEFAULT_BASE_URL

from ..errors import ClientGone, ServerDraining, WaitCancelled, WaitTimeoutError
from . import pool, tap
from .threads import WorkerThreads
from .translate import translated

__all__ = ["DEFAULT_BASE_URL", "SdkClient", "Upstream", "UpstreamConfig"]

T = TypeVar("T")
SdkClient = mailsocket.Client
# Past its own deadline the SDK may still finish one last long-poll (at least 1 s) and
# read its answer; the wall-clock deadline over a wait allows for that, and no more.
WAIT_GRACE_S = 2.0


@dataclass(frozen=True, kw_only=True)
class UpstreamConfig:
    """Where the API is and how the SDK should behave for this entry point."""

    base_url: str | None = None
    host_header: str | None = None
    retry_wait_on_429: bool = True
    request_timeout_s: float = 30.0


class Upstream:
    """Makes SDK calls for one caller: a fresh SDK client, calls in worker threads."""

    def __init__(
        self,
        config: UpstreamConfig,
        api_key: str,
        *,
        threads: WorkerThreads,
        client_gone: Callable[[], Awaitable[object]] | None = None,
    ) -> None:
        self._client = mailsocket.Client(
            api_key,
            base_url=config.base_url or DEFAULT_BASE_URL,
            request_timeout=config.request_timeout_s,
            extra_headers={"Host": config.host_header} if config.host_header else None,
            retry_wait_on_429=config.retry_wait_on_429,
        )
        self._threads = threads
        self._client_gone = client_gone

    async def call(self, fn: Callable[[SdkClient], T]) -> T:
        """Run ``fn(client)`` in a worker thread; SDK errors become ours.

        Raises:
            McpGatewayError: any failure, already translated (see errors.py).
            RuntimeError: the connection pool is not installed (a programming error).
        """
        _require_pool()
        call_tap = tap.CallTap()
        token = tap.current_tap.set(call_tap)
        try:
            with translated(call_tap):
                return await self._in_thread(fn, call_tap)
        finally:
            tap.current_tap.reset(token)

    async def wait(
        self,
        fn: Callable[[SdkClient], T],
        *,
        timeout_s: float,
        interrupt: anyio.Event | None = None,
        cancelled: anyio.Event | None = None,
    ) -> T:
        """Like :meth:`call`, for a wait of ``timeout_s``: also ends early when the client
        goes away, and at a wall-clock deadline whatever the upstream does.

        The deadline (``timeout_s`` plus :data:`WAIT_GRACE_S`) covers every poll, retry
        and stall of the SDK's wait. ``interrupt``, when set during the call, abandons
        it (a graceful shutdown ending a held wait early); so does ``cancelled`` (the
        client cancelled this request).

        Raises:
            WaitTimeoutError: nothing matched by the deadline, or a poll stalled past
                its socket timeout; carries the API's last reported cutoff.
            ServerDraining: ``interrupt`` was set; carries the last reported cutoff.
            WaitCancelled: ``cancelled`` was set.
            ClientGone: the client disconnected; nobody will read the answer.
            McpGatewayError: any other failure, already translated.
            RuntimeError: the connection pool is not installed (a programming error).
        """
        _require_pool()
        call_tap = tap.CallTap()
        token = tap.current_tap.set(call_tap)
        outcome: list[T] = []
        failure: list[Exception] = []
        try:
            async with anyio.create_task_group() as group:
                if self._client_gone is not None:
                    group.start_soon(_cancel_after, self._client_gone, group.cancel_scope)
                for event in (interrupt, cancelled):
                    if event is not None:
                        group.start_soon(_cancel_after, event.wait, group.cancel_scope)
                with anyio.move_on_after(timeout_s + WAIT_GRACE_S) as deadline:
                    try:
                        outcome.append(await self._in_thread(fn, call_tap))
                    except Exception as exc:  # re-raised below, outside the task group
                        failure.append(exc)
                group.cancel_scope.cancel()
        finally:
            tap.current_tap.reset(token)
        # The cancel at the join above resumes this coroutine chain by throw(); on CPython
        # 3.11 that desyncs coverage's tracer (python/cpython#106749) until the next normal
        # resume. One shielded checkpoint is that resume; behaviourally a no-op.
        await anyio.lowlevel.cancel_shielded_checkpoint()
        if deadline.cancelled_caught or (failure and isinstance(failure[0], TimeoutError)):
            raise WaitTimeoutError("No matching message arrived yet.", since=call_tap.wait_since)
        with translated(call_tap):
            if failure:
                raise failure[0]
        if not outcome:
            if interrupt is not None and interrupt.is_set():
                raise ServerDraining(
                    "The server is restarting, so this wait ended early.",
                    since=call_tap.wait_since,
                )
            if cancelled is not None and cancelled.is_set():
                raise WaitCancelled("The client cancelled this wait (notifications/cancelled).")
            raise ClientGone("The client disconnected; the call was abandoned.")
        return outcome[0]

    async def _in_thread(self, fn: Callable[[SdkClient], T], call_tap: tap.CallTap) -> T:
        """``fn(client)`` in a worker thread; if cancelled, abandon it and shut its sockets."""
        try:
            return await self._threads.run(fn, self._client)
        except anyio.get_cancelled_exc_class():
            call_tap.abort()
            raise


def _require_pool() -> None:
    # Without the pool the SDK would read answers whole, however large: refuse instead.
    if not pool.is_installed():
        raise RuntimeError(
            "The upstream connection pool is not installed: run the server inside "
            "mailsocket_mcp.upstream.pool.installed()."
        )


async def _cancel_after(event: Callable[[], Awaitable[object]], scope: anyio.CancelScope) -> None:
    await event()
    scope.cancel()
