"""The worker threads SDK calls run in: a small pool with a cheap hand-off.

The SDK is synchronous, so every upstream call is one trip to a worker thread and
back. ``anyio.to_thread.run_sync`` pays for generality on that trip (a capacity
limiter acquired with a checkpoint, a cancel scope, a ``queue.Queue`` whose
``Condition`` is Python code): about a third of the event loop's CPU per quick
call. :class:`WorkerThreads` does the same trip with a C queue one way and
``call_soon_threadsafe`` the other, keeping what the calls rely on:

* the caller's context variables go with the call (the connection pool finds the
  call's tap in them);
* a cancelled caller stops waiting at once and the thread is abandoned to finish
  on its own (the caller shuts the call's sockets, so it ends soon); a call still
  queued when its caller is cancelled never runs;
* at most ``max_threads`` threads run calls; a thread starts when a call finds none
  idle and ends after ``idle_s`` without work, so an idle process (or a test's
  gateway) keeps none. The most recently idle thread is reused first, with its
  warm keep-alive connection (the pool keeps one per thread). Callers hold a wait
  or quick-call slot (limits.py) first, so calls beyond the cap are rare; they
  queue in arrival order;
* the threads run under Linux's ``SCHED_BATCH`` policy (same priority, no wake-up
  preemption): handing a call to a thread no longer stops the event loop at once in
  favour of a thread that would only wait for the GIL the loop holds (at 16
  concurrent calls on one core, half the context switches per call and about a tenth
  of its CPU; bench/RESULTS.md). Where the policy does not exist or is refused, the
  threads run as before.

Asyncio only, like the servers that use it (uvicorn, the stdio server's anyio run).
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import contextvars
import os
import queue
import threading
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["WorkerThreads"]

T = TypeVar("T")
_Job = tuple[
    asyncio.AbstractEventLoop,
    "asyncio.Future[Any]",
    contextvars.Context,
    Callable[..., Any],
    tuple[Any, ...],
]


class WorkerThreads:
    """Runs blocking calls in at most ``max_threads`` daemon threads (one per process)."""

    def __init__(
        self, max_threads: int, *, idle_s: float = 10.0, name: str = "mailsocket-sdk"
    ) -> None:
        if max_threads < 1:
            raise ValueError("max_threads must be at least 1")
        self.max_threads = max_threads
        self.idle_s = idle_s
        self.name = name
        self._lock = threading.Lock()
        self._threads = 0  # threads alive
        # Idle threads, the most recently busy last: it is reused first, with its warm
        # keep-alive connection (the pool keeps one per thread).
        self._idle: list[_Worker] = []
        self._pending: collections.deque[_Job] = collections.deque()  # all threads busy

    @property
    def running(self) -> int:
        """Threads alive right now (for tests and metrics)."""
        return self._threads

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in a worker thread, in a copy of the caller's context.

        If the caller is cancelled the call is abandoned: this returns (raising the
        cancellation) at once, and the call's result or error is dropped.
        """
        loop = asyncio.get_running_loop()
        future: asyncio.Future[T] = loop.create_future()
        job: _Job = (loop, future, contextvars.copy_context(), fn, args)
        started: _Worker | None = None
        with self._lock:
            if self._idle:
                self._idle.pop().jobs.put(job)
            elif self._threads < self.max_threads:
                self._threads += 1
                started = _Worker()
                started.jobs.put(job)
            else:
                self._pending.append(job)
        if started is not None:
            thread = threading.Thread(target=self._work, args=(started,), name=self.name)
            thread.daemon = True
            thread.start()
        return await future

    def _work(self, worker: _Worker) -> None:
        _batch_scheduling()
        job: _Job | None = worker.jobs.get()
        while job is not None:
            _run(job)
            job = self._next(worker)

    def _next(self, worker: _Worker) -> _Job | None:
        """The next job for ``worker``; None when it has been idle ``idle_s`` (it ends)."""
        with self._lock:
            if self._pending:
                return self._pending.popleft()
            self._idle.append(worker)
        try:
            return worker.jobs.get(timeout=self.idle_s)
        except queue.Empty:
            with self._lock:
                if worker in self._idle:
                    self._idle.remove(worker)
                    self._threads -= 1
                    return None
            return worker.jobs.get()  # a job was handed to it as it timed out


def _batch_scheduling() -> None:
    """Put the calling thread under ``SCHED_BATCH`` (Linux), if the system lets it."""
    batch = getattr(os, "SCHED_BATCH", None)
    if batch is None:  # pragma: no cover - not Linux
        return
    with contextlib.suppress(OSError):  # e.g. a sandbox that forbids the call
        os.sched_setscheduler(0, batch, os.sched_param(0))


class _Worker:
    __slots__ = ("jobs",)

    def __init__(self) -> None:
        self.jobs: queue.SimpleQueue[_Job] = queue.SimpleQueue()


def _run(job: _Job) -> None:
    loop, future, context, fn, args = job
    if future.cancelled():  # its caller gave up while it was queued
        return
    try:
        result = context.run(fn, *args)
    except BaseException as exc:  # handed to the caller, whatever it is
        _deliver(loop, _fail, future, exc)
    else:
        _deliver(loop, _succeed, future, result)


def _deliver(
    loop: asyncio.AbstractEventLoop,
    settle: Callable[[asyncio.Future[Any], Any], None],
    future: asyncio.Future[Any],
    value: Any,
) -> None:
    # RuntimeError: the loop closed meanwhile, so nobody is waiting any more.
    with contextlib.suppress(RuntimeError):
        loop.call_soon_threadsafe(settle, future, value)


def _succeed(future: asyncio.Future[Any], result: Any) -> None:
    if not future.done():
        future.set_result(result)


def _fail(future: asyncio.Future[Any], exc: BaseException) -> None:
    if not future.done():
        future.set_exception(exc)
