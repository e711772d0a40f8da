"""The worker threads SDK calls run in (upstream/threads.py): what the calls rely on."""

from __future__ import annotations

import contextvars
import os
import threading

import anyio
import anyio.to_thread
import pytest

from mailsocket_mcp.upstream.threads import WorkerThreads

pytestmark = pytest.mark.anyio

request_name: contextvars.ContextVar[str] = contextvars.ContextVar("request_name", default="")


async def test_a_call_runs_off_the_loop_with_the_callers_context_and_its_error() -> None:
    threads = WorkerThreads(2)
    request_name.set("call-7")
    loop_thread = threading.get_ident()

    def probe() -> tuple[str, bool]:
        return request_name.get(), threading.get_ident() != loop_thread

    with anyio.fail_after(10):
        assert await threads.run(probe) == ("call-7", True)
        with pytest.raises(ZeroDivisionError):
            await threads.run(lambda: 1 / 0)


async def test_a_cancelled_caller_returns_at_once_and_a_queued_call_never_runs() -> None:
    threads = WorkerThreads(1)
    release = threading.Event()
    started = threading.Event()
    ran: list[str] = []

    def blocking() -> None:
        started.set()
        release.wait(10)
        ran.append("blocking")

    with anyio.fail_after(10):
        async with anyio.create_task_group() as group:
            group.start_soon(threads.run, blocking)
            await anyio.to_thread.run_sync(started.wait, 10)
            with anyio.move_on_after(0.05) as queued:  # the one thread is busy: it queues
                await threads.run(ran.append, "queued")
            assert queued.cancelled_caught
            with anyio.move_on_after(0.05) as abandoned:
                await threads.run(release.wait, 10)  # queued too, cancelled the same way
            assert abandoned.cancelled_caught
            release.set()
        assert await threads.run(lambda: "next") == "next"
    assert ran == ["blocking"]  # the cancelled calls never ran


async def test_concurrent_calls_get_their_own_threads_up_to_the_cap() -> None:
    threads = WorkerThreads(3)
    barrier = threading.Barrier(3, timeout=10)
    with anyio.fail_after(10):
        async with anyio.create_task_group() as group:
            for _ in range(3):  # each waits for the other two: needs three threads at once
                group.start_soon(threads.run, barrier.wait)
    assert threads.running == 3


async def test_idle_threads_end_and_a_new_call_starts_one_again() -> None:
    threads = WorkerThreads(2, idle_s=0.01, name="idle-test-worker")
    with anyio.fail_after(10):
        assert await threads.run(lambda: 1) == 1
        (worker,) = [t for t in threading.enumerate() if t.name == "idle-test-worker"]
        await anyio.to_thread.run_sync(worker.join, 10)  # it ends after idle_s without work
        assert threads.running == 0
        assert await threads.run(lambda: 2) == 2
        assert threads.running == 1


def test_at_least_one_thread() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        WorkerThreads(0)


@pytest.mark.skipif(not hasattr(os, "SCHED_BATCH"), reason="SCHED_BATCH is Linux's")
async def test_calls_run_under_batch_scheduling_and_the_loop_keeps_its_policy() -> None:
    """Handing a call over must not preempt the event loop (upstream/threads.py)."""
    threads = WorkerThreads(1)
    with anyio.fail_after(10):
        policy = await threads.run(os.sched_getscheduler, 0)
    assert policy == os.SCHED_BATCH
    assert os.sched_getscheduler(0) == os.SCHED_OTHER
