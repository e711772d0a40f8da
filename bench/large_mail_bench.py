"""Benchmark: other callers' latency and the gateway's memory while one key reads huge mail.

Usage::

    .venv/bin/python bench/large_mail_bench.py [--duration 20] [--readers 4]
        [--ping-interval-ms 10]

Everything runs on 127.0.0.1 and stops by itself. It starts ``mailsocket-sandbox``
(with SMTP intake, niced so it never delays this script) and ``mailsocket-mcp-http`` as
separate processes, none pinned: this measures latency, and on a shared machine a
pinned process stalls whenever something else takes its core. Key A gets one inbox
holding four of the largest mails the sandbox accepts (just under its 10 MiB SMTP cap:
megabytes of subject, long From and To, text and HTML), sent over SMTP. Then it
measures, for ``--duration`` seconds each:

* ``ping`` from key B every ``--ping-interval-ms`` (10) on one keep-alive connection,
  alone (baseline), latency counted from when each ping was due (a stall counts for
  every ping it delays);
* the same pings while ``--readers`` connections of key A call ``list_messages`` on
  that inbox back to back: ping p50/p99/max, list calls done and their latency, and
  the gateway's RSS (sampled every 50 ms, and its peak ``VmHWM``).
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import json
import os
import shutil
import smtplib
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # for tests.support

from tests.support.mail import largest

from _load import LoadResult, drive, paced, post_request, send_once
from _procs import (
    HOST,
    Server,
    cpu_seconds,
    free_port,
    rss_mib,
    start_gateway,
    start_sandbox,
    start_server,
)

READER_KEY = "ms_live_largemailbench0001"
PINGER_KEY = "ms_live_largemailbench0002"
BENCH_DIR = Path(__file__).resolve().parent
SMTP_MAX_BYTES = 10 * 1024 * 1024
CODES = ("111111", "222222", "333333", "444444")


def mcp_request(port: int, key: str, method: str, params: dict[str, object]) -> bytes:
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "method": method, "params": params}).encode()
    headers = {
        "Authorization": f"Bearer {key}",
        "Content-Type": "application/json",
        "Accept": "application/json, text/event-stream",
        "MCP-Protocol-Version": "2025-06-18",
    }
    return post_request(HOST, port, "/mcp", body, headers)


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def describe(name: str, result: LoadResult) -> str:
    ms = [1000 * s for s in result.latencies_s]
    return (
        f"  {name:<28} {result.ok:>6} ok  {result.non_200 + sum(result.errors.values()):>3} bad"
        f"  p50 {quantile(ms, 0.5):8.1f} ms  p99 {quantile(ms, 0.99):8.1f} ms"
        f"  max {max(ms, default=0):8.1f} ms  over 100 ms: {sum(m > 100 for m in ms)}"
    )


async def create_inbox(port: int) -> dict[str, str]:
    request = mcp_request(port, READER_KEY, "tools/call", {"name": "create_inbox", "arguments": {}})
    status, body = await send_once(HOST, port, request, 30)
    assert status == 200, body[:300]
    inbox: dict[str, str] = json.loads(body)["result"]["structuredContent"]
    return inbox


async def sample_rss(pid: int, stop: asyncio.Event, samples: list[float]) -> None:
    while not stop.is_set():
        samples.append(rss_mib(pid))
        await asyncio.sleep(0.05)


async def measure(
    gateway: Server, sandbox: Server, echo: Server, inbox_id: str, args: argparse.Namespace
) -> None:
    ping = mcp_request(gateway.port, PINGER_KEY, "ping", {})
    listing = mcp_request(
        gateway.port,
        READER_KEY,
        "tools/call",
        {"name": "list_messages", "arguments": {"inbox_id": inbox_id}},
    )
    status, body = await send_once(HOST, gateway.port, listing, 120)
    answer = json.loads(body)["result"]
    assert status == 200, body[:500]
    assert not answer.get("isError"), body[:500]
    sizes = [len(m["subject"]) for m in answer["structuredContent"]["messages"]]
    print(f"  one list_messages answer: {len(body) / 1024:.1f} KiB, subjects {sizes} chars")
    print(f"  gateway RSS before: {rss_mib(gateway.pid):.1f} MiB", flush=True)

    pacing = {"interval_s": args.ping_interval_ms / 1000, "duration_s": args.duration}
    pinging = functools.partial(paced, HOST, gateway.port, ping, **pacing)
    echo_ping = mcp_request(echo.port, PINGER_KEY, "ping", {})
    alone, echo_alone = await asyncio.gather(pinging(), paced(HOST, echo.port, echo_ping, **pacing))
    print(describe("ping alone", alone), flush=True)
    print(describe("control: echo app, alone", echo_alone), flush=True)

    samples: list[float] = []
    stop = asyncio.Event()
    sampler = asyncio.ensure_future(sample_rss(gateway.pid, stop, samples))
    cpu_before = cpu_seconds(gateway.pid), cpu_seconds(sandbox.pid)
    pings, echo_pings, reads = await asyncio.gather(
        pinging(),
        paced(HOST, echo.port, echo_ping, **pacing),
        drive(
            HOST,
            gateway.port,
            listing,
            concurrency=args.readers,
            duration_s=args.duration,
            max_requests=10**9,
            timeout_s=120,
        ),
    )
    stop.set()
    await sampler
    gateway_cpu = cpu_seconds(gateway.pid) - cpu_before[0]
    sandbox_cpu = cpu_seconds(sandbox.pid) - cpu_before[1]
    print(describe(f"ping, {args.readers} readers on", pings))
    print(describe("control: echo app, same time", echo_pings))
    print(describe(f"list_messages x{args.readers}", reads))
    print(
        f"  gateway RSS during: max {max(samples):.1f} MiB (sampled),"
        f" peak {rss_mib(gateway.pid, 'VmHWM'):.1f} MiB (VmHWM)",
        flush=True,
    )
    print(
        f"  CPU during: gateway {gateway_cpu:.1f} s, sandbox {sandbox_cpu:.1f} s"
        f" in {args.duration:g} s ({1000 * gateway_cpu / max(reads.ok, 1):.0f} ms of gateway"
        " CPU per list call)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--duration", type=float, default=20.0)
    parser.add_argument("--readers", type=int, default=4)
    parser.add_argument("--ping-interval-ms", type=float, default=10.0)
    args = parser.parse_args(argv)
    print(f"# nproc {os.cpu_count()}, Python {sys.version.split()[0]}, load {os.getloadavg()}")
    servers: list[Server] = []
    with tempfile.TemporaryDirectory(prefix="large-mail-bench-") as tmp:
        try:
            smtp_port = free_port()
            nice = [shutil.which("nice") or "nice", "-n", "19"]
            sandbox = start_sandbox(
                Path(tmp), core=None, args=["--smtp-port", str(smtp_port)], prefix=nice
            )
            servers.append(sandbox)
            gateway = start_gateway(f"http://{HOST}:{sandbox.port}/api/v1", Path(tmp), core=None)
            servers.append(gateway)
            echo_port = free_port()
            echo = start_server(
                "echo",
                [sys.executable, str(BENCH_DIR / "_echo_app.py"), "--port", str(echo_port)],
                port=echo_port,
                health_path="/healthz",
                log_dir=Path(tmp),
                core=None,
            )
            servers.append(echo)
            inbox = asyncio.run(create_inbox(gateway.port))
            started = time.perf_counter()
            with smtplib.SMTP(HOST, smtp_port, timeout=120) as smtp:
                for code in CODES:
                    mail = largest(to=inbox["address"], max_bytes=SMTP_MAX_BYTES, code=code)
                    smtp.sendmail("bench@app.test", [inbox["address"]], mail)
            print(
                f"  4 mails of {len(mail) / 2**20:.2f} MiB sent over SMTP "
                f"in {time.perf_counter() - started:.1f} s",
                flush=True,
            )
            asyncio.run(measure(gateway, sandbox, echo, inbox["id"], args))
        finally:
            for server in reversed(servers):
                server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
