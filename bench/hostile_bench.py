"""Hostile load on a real gateway: slow sockets and a heavy reader, and one normal caller.

Usage::

    .venv/bin/python bench/hostile_bench.py [--slow 512] [--duration 15] [--mails 4]
        [--mail-kib 1024] [--silent 0] [--max-connections N] [--pipelined-keyless N]

Everything runs on 127.0.0.1 and stops by itself (about 1 minute with the defaults).
It starts ``mailsocket-sandbox`` and ``mailsocket-mcp-http`` (default limits) from this
venv as separate processes, the gateway pinned to core 0 with ``taskset``, the sandbox
and this load generator on core 1, then runs two phases of ``--duration`` seconds:

* quiet: the normal caller alone, two keep-alive connections in a closed loop, one
  sending ``ping``, the other ``tools/call get_latest``;
* hostile: the same caller, while ``--slow`` sockets without a usable key hold the
  gateway (a quarter each: headers trickled one byte a second, a body promised and
  never sent without a key, the same with a made-up key, connections that say
  nothing; each reconnects 1 s after the gateway drops it) and one key reads its
  ``--mails`` largest mails (``--mail-kib`` KiB of text each) with ``list_messages``
  over and over;
* ``--silent`` more sockets that say nothing (each reconnects 1 s after the gateway
  closes it), to hold more connections than the gateway's cap
  (``--max-connections``, passed as ``MCP_MAX_CONNECTIONS``): the gateway evicts the
  oldest of them for each new connection. This script raises its own soft open-files
  limit to the hard one to open them; ``--gateway-nofile N`` starts the gateway with a
  soft limit of N (``prlimit``), as a default ``ulimit -n`` of 1024 would;
* ``--pipelined-keyless`` more sockets without a key, each with a tiny receive window,
  pipelining ``GET /.well-known/mcp/server-card.json`` (``PIPELINED`` requests, one send
  each) and never reading the answers; each reconnects 1 s after the gateway closes or
  resets it (its TCP state, checked without reading).

It prints the normal caller's latency percentiles (p50/p95/p99, per request kind and
phase), its non-200 answers and transport errors, what became of the slow sockets
(answered by status, or closed), the heavy reader's rate, the gateway's connection
refusals and evictions (its /metrics), and its RSS (idle, after each phase, peak) and CPU.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import resource
import socket
import sys
import tempfile
import time
import urllib.request
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _load import LoadResult, drive, post_request
from _procs import (
    HOST,
    VENV_BIN,
    Server,
    cpu_seconds,
    pin_self,
    rss_mib,
    run_until_interrupted,
    start_gateway,
    start_sandbox,
)

CALLER_KEY = "ms_live_hostilebenchcaller01"
READER_KEY = "ms_live_hostilebenchreader01"
GATEWAY_CORE, CLIENT_CORE = 0, 1
RECONNECT_S = 1.0
SLOW_KINDS = ("trickled headers", "promised body, no key", "promised body, made-up key", "silent")
PIPELINED_KIND = "pipelined keyless"
PIPELINED = 400  # card requests per connection: far more than the kernel buffers hold
CARD_PATH = "/.well-known/mcp/server-card.json"
_TCP_CLOSE_WAIT, _TCP_CLOSE = 8, 7  # linux/tcp_states.h


def mcp_headers(key: str) -> dict[str, str]:
    return {
        "Authorization": f"Bearer {key}",
        "Content-Type": "application/json",
        "Accept": "application/json, text/event-stream",
        "MCP-Protocol-Version": "2025-06-18",
    }


def rpc_body(method: str, params: dict[str, object]) -> bytes:
    message = {"jsonrpc": "2.0", "id": 1, "method": method, "params": params}
    return json.dumps(message, separators=(",", ":")).encode()


def quantile(sorted_values: Sequence[float], q: float) -> float:
    """Nearest-rank quantile of an already sorted sequence (0 when empty)."""
    if not sorted_values:
        return 0.0
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def percentiles(result: LoadResult) -> str:
    ordered = sorted(result.latencies_s)
    cells = [f"p{int(q * 100)} {1000 * quantile(ordered, q):.2f} ms" for q in (0.5, 0.95, 0.99)]
    top = f"max {1000 * ordered[-1]:.2f} ms" if ordered else "max -"
    return f"{len(ordered)} answers, " + ", ".join([*cells, top])


def api(sandbox_port: int, method: str, path: str, key: str, body: object) -> dict[str, object]:
    request = urllib.request.Request(
        f"http://{HOST}:{sandbox_port}/api/v1{path}",
        data=json.dumps(body).encode(),
        method=method,
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=60) as response:  # noqa: S310 - loopback only
        answer: dict[str, dict[str, object]] = json.loads(response.read())
    return answer["data"]


@dataclass
class Config:
    slow: int
    duration_s: float
    mails: int
    mail_kib: int
    silent: int = 0
    max_connections: int | None = None
    gateway_nofile: int | None = None
    pipelined_keyless: int = 0


@dataclass
class SlowStats:
    opened: Counter[str]
    outcomes: Counter[tuple[str, str]]  # (kind, "408" / "401" / "closed" / ...)
    connect_failures: int = 0


async def slow_socket(kind: str, port: int, deadline: float, stats: SlowStats) -> None:
    """Hold one connection the way ``kind`` says; reconnect after the gateway drops it."""
    host = f"{HOST}:{port}"
    while time.perf_counter() < deadline:
        try:
            reader, writer = await asyncio.open_connection(HOST, port)
        except OSError:
            stats.connect_failures += 1
            await asyncio.sleep(RECONNECT_S)
            continue
        stats.opened[kind] += 1
        try:
            if kind == "trickled headers":
                writer.write(f"POST /mcp HTTP/1.1\r\nHost: {host}\r\nX-Slow: ".encode())
            elif kind.startswith("promised body"):
                headers = mcp_headers(READER_KEY.replace("reader", "madeup"))
                if kind.endswith("no key"):
                    del headers["Authorization"]
                headers["Content-Length"] = "1000"
                head = post_request(HOST, port, "/mcp", b"", headers)
                writer.write(head.replace(b"Content-Length: 0\r\n", b"") + b"{")
            outcome = await _hold(kind, reader, writer, deadline)
            stats.outcomes[(kind, outcome)] += 1
        finally:
            writer.close()
        await asyncio.sleep(RECONNECT_S)


async def pipelined_socket(port: int, deadline: float, stats: SlowStats) -> None:
    """Pipeline card requests without ever reading; reconnect once the gateway drops it."""
    loop = asyncio.get_running_loop()
    card = f"GET {CARD_PATH} HTTP/1.1\r\nHost: {HOST}:{port}\r\n\r\n".encode()
    while time.perf_counter() < deadline:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.setblocking(False)
        try:
            await loop.sock_connect(sock, (HOST, port))
        except OSError:
            sock.close()
            stats.connect_failures += 1
            await asyncio.sleep(RECONNECT_S)
            continue
        stats.opened[PIPELINED_KIND] += 1
        try:
            outcome = await _pipeline(loop, sock, card, deadline)
        finally:
            sock.close()
        stats.outcomes[(PIPELINED_KIND, outcome)] += 1
        await asyncio.sleep(RECONNECT_S)


async def _pipeline(
    loop: asyncio.AbstractEventLoop, sock: socket.socket, card: bytes, deadline: float
) -> str:
    try:
        for _ in range(PIPELINED):
            remaining = deadline - time.perf_counter()
            if remaining <= 0:
                return "held"
            await asyncio.wait_for(loop.sock_sendall(sock, card), remaining)
    except asyncio.TimeoutError:
        return "held"
    except OSError:
        return "reset"
    while time.perf_counter() < deadline:
        state = sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_INFO, 1)[0]
        if state in (_TCP_CLOSE_WAIT, _TCP_CLOSE):
            return "closed"
        await asyncio.sleep(0.25)
    return "held"


async def _hold(
    kind: str, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, deadline: float
) -> str:
    """Trickle until the gateway answers or closes; what it did, or "held" at the end."""
    while time.perf_counter() < deadline:
        try:
            data = await asyncio.wait_for(reader.read(4096), 1.0)
        except asyncio.TimeoutError:
            if kind != "silent":
                writer.write(b"x")  # one more byte: bytes must not buy more time
            continue
        except OSError:
            return "reset"
        if not data:
            return "closed"
        if data.startswith(b"HTTP/1.1 "):
            return data[9:12].decode()
    return "held"


async def hostile_phase(
    config: Config, gateway: Server, caller: dict[str, bytes], reader_request: bytes
) -> tuple[dict[str, LoadResult], LoadResult, SlowStats, float]:
    deadline = time.perf_counter() + config.duration_s
    stats = SlowStats(Counter(), Counter())
    slow = [
        asyncio.ensure_future(
            slow_socket(SLOW_KINDS[n % len(SLOW_KINDS)], gateway.port, deadline, stats)
        )
        for n in range(config.slow)
    ]
    slow += [
        asyncio.ensure_future(slow_socket("silent", gateway.port, deadline, stats))
        for _ in range(config.silent)
    ]
    slow += [
        asyncio.ensure_future(pipelined_socket(gateway.port, deadline, stats))
        for _ in range(config.pipelined_keyless)
    ]
    await asyncio.sleep(min(2.0, config.duration_s / 4))  # let the sockets pile up first
    rss_peak = [rss_mib(gateway.pid)]

    async def sample_rss() -> None:
        while time.perf_counter() < deadline:
            rss_peak[0] = max(rss_peak[0], rss_mib(gateway.pid))
            await asyncio.sleep(0.25)

    remaining = deadline - time.perf_counter()
    sampler = asyncio.ensure_future(sample_rss())
    heavy = drive(
        HOST,
        gateway.port,
        reader_request,
        concurrency=1,
        duration_s=remaining,
        max_requests=1_000_000,
    )
    normal = {
        name: drive(
            HOST, gateway.port, request, concurrency=1, duration_s=remaining, max_requests=1_000_000
        )
        for name, request in caller.items()
    }
    results = await asyncio.gather(heavy, *normal.values())
    await asyncio.wait([*slow, sampler], timeout=30)
    for task in [*slow, sampler]:
        task.cancel()
    return dict(zip(normal, results[1:], strict=True)), results[0], stats, rss_peak[0]


def raise_own_open_files_limit() -> int:
    """This process's soft open-files limit, raised to the hard one (for ``--silent``)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and (hard == resource.RLIM_INFINITY or soft < hard):
        with contextlib.suppress(OSError, ValueError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


def connection_metrics(port: int) -> str:
    """The gateway's ``mcp_connection_refusals_total`` lines (evictions and refusals)."""
    url = f"http://{HOST}:{port}/metrics"
    with urllib.request.urlopen(url, timeout=10) as response:
        text: str = response.read().decode()
    lines = [line for line in text.splitlines() if line.startswith("mcp_connection_refusals_t")]
    return "; ".join(line.removeprefix("mcp_connection_refusals_total") for line in lines)


def run(config: Config) -> int:
    pinned = pin_self(CLIENT_CORE)
    nofile = raise_own_open_files_limit()
    print(
        f"# nproc {os.cpu_count()}, Python {sys.version.split()[0]}, gateway on core "
        f"{GATEWAY_CORE} (taskset), load generator + sandbox on core {CLIENT_CORE}: "
        f"{'yes' if pinned else 'no (single core?)'}; {config.slow} slow sockets, "
        f"{config.mails} mails of {config.mail_kib} KiB, {config.duration_s:g} s per phase; "
        f"{config.silent} silent sockets more, gateway MCP_MAX_CONNECTIONS "
        f"{config.max_connections or 'default'}, soft open-files limit "
        f"{config.gateway_nofile or 'inherited'}; {config.pipelined_keyless} pipelining "
        f"keyless sockets; this process's open-files limit {nofile}",
        flush=True,
    )
    with tempfile.TemporaryDirectory(prefix="hostile-bench-") as tmp, stopping() as servers:
        log_dir = Path(tmp)
        sandbox = start_sandbox(log_dir, core=CLIENT_CORE if pinned else None)
        sandbox_port = sandbox.port
        servers.append(sandbox)
        inbox = str(api(sandbox_port, "POST", "/inboxes", CALLER_KEY, {"label": "caller"})["id"])
        big = str(api(sandbox_port, "POST", "/inboxes", READER_KEY, {"label": "big"})["id"])
        line = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. " * 2
        text = (line * (config.mail_kib * 1024 // len(line) + 1))[: config.mail_kib * 1024]
        for n in range(config.mails):
            mail = {"from": "big@example.test", "subject": f"Large mail {n}", "text": text}
            api(sandbox_port, "POST", f"/inboxes/{big}/messages", READER_KEY, mail)

        cap = (
            {}
            if config.max_connections is None
            else {"MCP_MAX_CONNECTIONS": str(config.max_connections)}
        )
        argv = None
        if config.gateway_nofile is not None:
            hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
            limit = f"--nofile={config.gateway_nofile}:{hard}"
            argv = ["prlimit", limit, str(VENV_BIN / "mailsocket-mcp-http")]
        gateway = start_gateway(
            f"http://{HOST}:{sandbox_port}/api/v1",
            log_dir,
            core=GATEWAY_CORE,
            argv=argv,
            extra_env=cap,
        )
        gateway_port = gateway.port
        servers.append(gateway)
        rss_idle = rss_mib(gateway.pid)
        headers = mcp_headers(CALLER_KEY)
        caller = {
            "ping": post_request(HOST, gateway_port, "/mcp", rpc_body("ping", {}), headers),
            "tools/call get_latest": post_request(
                HOST,
                gateway_port,
                "/mcp",
                rpc_body("tools/call", {"name": "get_latest", "arguments": {"inbox_id": inbox}}),
                headers,
            ),
        }
        reader_request = post_request(
            HOST,
            gateway_port,
            "/mcp",
            rpc_body(
                "tools/call",
                {"name": "list_messages", "arguments": {"inbox_id": big, "limit": config.mails}},
            ),
            mcp_headers(READER_KEY),
        )

        async def quiet() -> dict[str, LoadResult]:
            runs = [
                drive(
                    HOST,
                    gateway_port,
                    request,
                    concurrency=1,
                    duration_s=config.duration_s,
                    max_requests=1_000_000,
                )
                for request in caller.values()
            ]
            return dict(zip(caller, await asyncio.gather(*runs), strict=True))

        cpu_before = cpu_seconds(gateway.pid)
        quiet_results = asyncio.run(quiet())
        rss_quiet = rss_mib(gateway.pid)
        cpu_quiet = cpu_seconds(gateway.pid) - cpu_before
        cpu_before = cpu_seconds(gateway.pid)
        hostile_results, heavy, stats, rss_peak_sampled = asyncio.run(
            hostile_phase(config, gateway, caller, reader_request)
        )
        cpu_hostile = cpu_seconds(gateway.pid) - cpu_before
        rss_hostile = rss_mib(gateway.pid)

        print("\n## Normal caller (one keep-alive connection per request kind)\n")
        for phase, results in (("quiet", quiet_results), ("hostile", hostile_results)):
            for name, result in results.items():
                print(
                    f"- {phase}, {name}: {percentiles(result)}; non-200 {result.non_200}"
                    f" {dict(result.statuses) if result.non_200 else ''}; errors "
                    f"{sum(result.errors.values())} {dict(result.errors) or ''}"
                )
        print("\n## Slow sockets (opened; how each one ended)\n")
        for kind in (*SLOW_KINDS, PIPELINED_KIND):
            ended = {o: n for (k, o), n in sorted(stats.outcomes.items()) if k == kind}
            print(f"- {kind}: opened {stats.opened[kind]}, ended {ended}")
        print(f"- connects refused or failed: {stats.connect_failures}")
        print(f"- gateway's connection refusals and evictions: {connection_metrics(gateway_port)}")
        ordered = sorted(heavy.latencies_s)
        print(
            f"\n## Heavy reader\n\n- list_messages of {config.mails} x {config.mail_kib} KiB: "
            f"{len(ordered)} answers in {heavy.elapsed_s:.1f} s, p50 "
            f"{1000 * quantile(ordered, 0.5):.0f} ms, statuses {dict(heavy.statuses)}, "
            f"errors {dict(heavy.errors)}"
        )
        print(
            f"\n## Gateway\n\n- RSS: idle {rss_idle:.1f} MiB, after the quiet phase "
            f"{rss_quiet:.1f} MiB, during the hostile phase up to {rss_peak_sampled:.1f} MiB, "
            f"after it {rss_hostile:.1f} MiB, peak (VmHWM) {rss_mib(gateway.pid, 'VmHWM'):.1f} MiB"
            f"\n- CPU: quiet phase {cpu_quiet:.1f} s, hostile phase {cpu_hostile:.1f} s "
            f"(of {config.duration_s:g} s each)",
            flush=True,
        )
    return 0


@contextlib.contextmanager
def stopping() -> Iterator[list[Server]]:
    servers: list[Server] = []
    try:
        yield servers
    finally:
        for server in reversed(servers):
            server.stop()


def parse_args(argv: Sequence[str] | None) -> Config:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--slow", type=int, default=512, help="slow sockets (512)")
    parser.add_argument("--duration", type=float, default=15.0, help="seconds per phase (15)")
    parser.add_argument("--mails", type=int, default=4, help="large mails to read (4)")
    parser.add_argument("--mail-kib", type=int, default=1024, help="KiB per mail (1024)")
    parser.add_argument("--silent", type=int, default=0, help="silent sockets more (0)")
    parser.add_argument(
        "--max-connections", type=int, default=None, help="the gateway's MCP_MAX_CONNECTIONS"
    )
    parser.add_argument(
        "--gateway-nofile", type=int, default=None, help="the gateway's soft open-files limit"
    )
    parser.add_argument(
        "--pipelined-keyless",
        type=int,
        default=0,
        help="sockets pipelining server-card requests without reading (0)",
    )
    args = parser.parse_args(argv)
    if not 0 <= args.slow <= 5000 or not 1 <= args.duration <= 120:
        parser.error("--slow must be 0..5000 and --duration 1..120")
    if not 1 <= args.mails <= 50 or not 1 <= args.mail_kib <= 4096:
        parser.error("--mails must be 1..50 and --mail-kib 1..4096")
    if not 0 <= args.silent <= 20_000:
        parser.error("--silent must be 0..20000")
    if not 0 <= args.pipelined_keyless <= 5000:
        parser.error("--pipelined-keyless must be 0..5000")
    return Config(
        args.slow,
        args.duration,
        args.mails,
        args.mail_kib,
        args.silent,
        args.max_connections,
        args.gateway_nofile,
        args.pipelined_keyless,
    )


def main(argv: Sequence[str] | None = None) -> int:
    return run_until_interrupted(lambda: run(parse_args(argv)))


if __name__ == "__main__":
    sys.exit(main())
