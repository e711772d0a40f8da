"""The floor for gateway_bench.py: ``get_latest`` with the mailsocket SDK alone, in its own process.

``python bench/_sdk_direct.py API_URL KEY INBOX CONCURRENCY WARMUP_S DURATION_S [--pooled]``:
``CONCURRENCY`` threads call ``Client.get_latest`` in a loop (warm-up first); prints
``measuring`` when the measured run starts, then one JSON line: requests, failures,
elapsed seconds, this process's CPU seconds over the measured run, latencies. The
parent pins it to the gateway's core, so its CPU per call compares with the
gateway's. ``--pooled`` runs each call as the gateway does, on its keep-alive
connection pool (a tap set, the pool installed); without it, urllib's default
opener opens a connection per call, as the SDK does on its own.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import json
import sys
import threading
import time

import mailsocket

from mailsocket_mcp.upstream import pool, tap


def run(
    api_url: str, key: str, inbox: str, concurrency: int, seconds: float, pooled: bool
) -> dict[str, object]:
    latencies: list[float] = []
    failures = [0]
    lock = threading.Lock()
    deadline = time.perf_counter() + seconds

    def caller() -> None:
        if pooled:
            tap.current_tap.set(tap.CallTap())
        client = mailsocket.Client(key, base_url=api_url, request_timeout=30)
        while time.perf_counter() < deadline:
            begun = time.perf_counter()
            try:
                client.get_latest(inbox)
            except Exception:  # counted, the run goes on
                with lock:
                    failures[0] += 1
                continue
            with lock:
                latencies.append(time.perf_counter() - begun)

    started, cpu = time.perf_counter(), time.process_time()
    with concurrent.futures.ThreadPoolExecutor(concurrency) as workers:
        for future in [workers.submit(caller) for _ in range(concurrency)]:
            future.result()
    return {
        "requests": len(latencies),
        "failures": failures[0],
        "elapsed_s": time.perf_counter() - started,
        "cpu_s": time.process_time() - cpu,
        "latencies_s": latencies,
    }


def main(argv: list[str]) -> None:
    api_url, key, inbox, concurrency, warmup, duration = argv[:6]
    pooled = "--pooled" in argv[6:]
    with pool.installed() if pooled else contextlib.nullcontext():
        if float(warmup) > 0:
            run(api_url, key, inbox, int(concurrency), float(warmup), pooled)
        print("measuring", flush=True)
        outcome = run(api_url, key, inbox, int(concurrency), float(duration), pooled)
        print(json.dumps(outcome), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
