"""What asking for progress costs: a wait that returns at once, with and without a token.

Usage::

    .venv/bin/python bench/progress_bench.py [--duration 5] [--warmup 1] [--rounds 2]
        [--concurrency 1,8]

Starts ``mailsocket-sandbox`` and ``mailsocket-mcp-http`` as processes (the gateway pinned
to core 0, as in ``gateway_bench.py``), puts one test-code mail in an inbox, then drives
``tools/call wait_for_otp`` with ``since=0`` (the mail is there: the wait returns at
once) over keep-alive connections, alternating rounds without and with
``_meta.progressToken`` (Accept admits SSE), and prints server CPU ms per call for each
and their ratio. A call with a token that ends before its first heartbeat is answered
as plain JSON, so the difference is the price of being ready to stream (the
heartbeat task, the stream wrapper). Concurrency stays at or under the key's 10 waits.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

import mailsocket

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _procs import pin_self, run_until_interrupted, start_sandbox
from gateway_bench import (
    BENCH_KEY,
    CLIENT_CORE,
    GATEWAY_CORE,
    Bench,
    Config,
    create_inboxes,
    markdown_table,
    rpc_body,
    stopping,
)


def run(config: Config, rounds: int) -> int:
    pinned = pin_self(CLIENT_CORE)
    print(
        f"# nproc {os.cpu_count()}, Python {sys.version.split()[0]}, gateway on core "
        f"{GATEWAY_CORE}: {'pinned' if pinned else 'not pinned'}",
        flush=True,
    )
    with tempfile.TemporaryDirectory(prefix="progress-bench-") as tmp, stopping([]) as servers:
        log_dir = Path(tmp)
        sandbox = start_sandbox(log_dir, core=CLIENT_CORE if pinned else None)
        servers.append(sandbox)
        bench = Bench(config, sandbox, log_dir)
        inbox_id = create_inboxes(bench.api_url, BENCH_KEY, 1)[0]
        mailsocket.Client(BENCH_KEY, base_url=bench.api_url).send_test_code(inbox_id)
        gateway = bench.start_gateway()
        servers.append(gateway)

        call = {"name": "wait_for_otp", "arguments": {"inbox_id": inbox_id, "since": 0}}
        bodies = {
            "no token": rpc_body("tools/call", call),
            "progress token": rpc_body("tools/call", {**call, "_meta": {"progressToken": "p"}}),
        }
        cpu: dict[tuple[str, int], list[float]] = {}
        for number in range(1, rounds + 1):
            for c in config.concurrencies:
                for name, body in bodies.items():
                    row = bench.load(
                        f"wait_for_otp at once, {name}, round {number}", gateway, body, c
                    )
                    if row.non_200 or row.errors:
                        print(f"{row.non_200} non-200, {row.errors} errors: {gateway.log_tail()}")
                        return 1
                    cpu.setdefault((name, c), []).append(row.cpu_ms_per_request)

        print("\n## Results\n")
        print(markdown_table([row.cells() for row in bench.rows]))
        print("\n## Server CPU ms per call (each round), token / no token\n")
        for c in config.concurrencies:
            plain, token = cpu[("no token", c)], cpu[("progress token", c)]
            ratios = " / ".join(f"{t / p:.3f}x" for p, t in zip(plain, token, strict=True))
            shown = " / ".join(f"{p:.3f} vs {t:.3f}" for p, t in zip(plain, token, strict=True))
            print(f"- c={c}: {shown} ms -> {ratios}", flush=True)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--duration", type=float, default=5.0, help="seconds per run (5)")
    parser.add_argument("--warmup", type=float, default=1.0, help="warm-up seconds per run (1)")
    parser.add_argument("--rounds", type=int, default=2, help="alternating rounds (2)")
    parser.add_argument("--concurrency", default="1,8", help="comma list, at most 10 (1,8)")
    args = parser.parse_args(argv)
    concurrencies = tuple(int(part) for part in args.concurrency.split(","))
    if not all(1 <= c <= 10 for c in concurrencies) or not 0 < args.duration <= 120:
        parser.error("concurrency must be 1..10 (the key's waits) and duration in (0, 120]")
    config = Config(
        duration_s=args.duration,
        warmup_s=min(args.warmup, 30.0),
        max_requests=200_000,
        concurrencies=concurrencies,
        upstream_latency_ms=0,
        settle_s=0,
        profile=False,
        profile_top=0,
        compare_artifacts=False,
    )
    return run_until_interrupted(lambda: run(config, max(1, args.rounds)))


if __name__ == "__main__":
    sys.exit(main())
