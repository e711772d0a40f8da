"""Benchmark the HTTP gateway against the SDK called directly and a bare Starlette endpoint.

Usage::

    .venv/bin/python bench/gateway_bench.py [--duration 5] [--warmup 1]
        [--concurrency 1,16,64] [--upstream-latency-ms 20] [--profile]

Everything runs on 127.0.0.1 and stops by itself (about 2 minutes with the defaults).
It starts ``mailsocket-sandbox --enable-faults`` and ``mailsocket-mcp-http`` from this
venv as separate processes, the gateway (and the echo app) pinned to core 0 with
``taskset``, the sandbox and this load generator on core 1, then measures:

* ``tools/call get_latest`` and ``tools/list`` through the gateway, ``get_latest``
  with the mailsocket SDK straight to the sandbox (threads, no gateway), and a bare
  Starlette JSON endpoint (``bench/_echo_app.py``, same uvicorn options, same request
  body, an answer of the size of get_latest's; both sizes are printed),
  each at every concurrency over keep-alive connections: req/s, p50/p99, server CPU
  ms per request (``/proc/<pid>/stat``), non-200 answers, and the load generator's
  own CPU (near 100 % would mean it, not the server, is the limit);
* get_latest at the highest concurrency with ``--upstream-latency-ms`` added by the
  sandbox's ``stall`` fault (0 skips it);
* the wake latency of 32 held ``wait_for_otp`` calls after their mail is delivered
  (one at a time, then all at once; timed from just before each delivery POST is
  sent, so the sandbox's own delivery work is included), and the gateway's RSS idle
  and with the waits held;
* with ``--compare-artifacts``: tools/call get_latest against a second gateway with
  ``MCP_CONTENT_MODE=artifacts`` (no subject, sender or text, so nothing to neutralise or
  fence), at every concurrency, and the CPU ratio of the normal (fenced) gateway to it;
* with ``--profile``: tools/call get_latest at concurrency 16 against a gateway run
  under cProfile, printing the top entries by cumulative time (main thread only: the
  SDK's worker threads are invisible to cProfile; see ``bench/_profiled_gateway.py``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import json
import os
import pstats
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import mailsocket

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _load import LoadResult, drive, post_request, send_once
from _procs import (
    HOST,
    Server,
    cpu_seconds,
    free_port,
    pin_self,
    rss_mib,
    run_until_interrupted,
    start_gateway,
    start_sandbox,
    start_server,
)

BENCH_KEY = "ms_live_gatewaybench0001"
WAIT_KEYS = tuple(f"ms_live_gatewaybenchwait{n:02d}" for n in range(4))  # 8 waits per key
HELD_WAITS = 32
GATEWAY_CORE, CLIENT_CORE = 0, 1
BENCH_DIR = Path(__file__).resolve().parent


def mcp_headers(key: str) -> dict[str, str]:
    return {
        "Authorization": f"Bearer {key}",
        "Content-Type": "application/json",
        "Accept": "application/json, text/event-stream",
        "MCP-Protocol-Version": "2025-06-18",
    }


def rpc_body(method: str, params: dict[str, object], request_id: int = 1) -> bytes:
    message = {"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}
    return json.dumps(message, separators=(",", ":")).encode()


def quantile(sorted_values: Sequence[float], q: float) -> float:
    """Nearest-rank quantile of an already sorted sequence (0 when empty)."""
    if not sorted_values:
        return 0.0
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


@dataclass
class Row:
    """One line of the results table."""

    scenario: str
    concurrency: int
    requests: int
    elapsed_s: float
    latencies_s: list[float]
    server_cpu_s: float
    client_cpu_s: float
    non_200: int = 0
    errors: int = 0
    upstream_cpu_s: float | None = None

    @property
    def rate(self) -> float:
        return self.requests / self.elapsed_s if self.elapsed_s else 0.0

    @property
    def cpu_ms_per_request(self) -> float:
        return 1000 * self.server_cpu_s / self.requests if self.requests else float("nan")

    def cells(self) -> list[str]:
        ordered = sorted(self.latencies_s)
        upstream = (
            f"{1000 * self.upstream_cpu_s / self.requests:.3f}"
            if self.upstream_cpu_s is not None and self.requests
            else "-"
        )
        return [
            self.scenario,
            str(self.concurrency),
            str(self.requests),
            f"{self.rate:.0f}",
            f"{1000 * quantile(ordered, 0.50):.2f}",
            f"{1000 * quantile(ordered, 0.99):.2f}",
            f"{self.cpu_ms_per_request:.3f}",
            upstream,
            str(self.non_200),
            str(self.errors),
            f"{100 * self.client_cpu_s / self.elapsed_s:.0f}%" if self.elapsed_s else "-",
        ]


HEADER = [
    "scenario",
    "c",
    "requests",
    "req/s",
    "p50 ms",
    "p99 ms",
    "server CPU ms/req",
    "sandbox CPU ms/req",
    "non-200",
    "errors",
    "load-gen CPU",
]


def markdown_table(rows: Sequence[Sequence[str]]) -> str:
    lines = ["| " + " | ".join(HEADER) + " |", "|" + "---|" * len(HEADER)]
    lines += ["| " + " | ".join(cells) + " |" for cells in rows]
    return "\n".join(lines)


@dataclass
class Config:
    """The command line, parsed."""

    duration_s: float
    warmup_s: float
    max_requests: int
    concurrencies: tuple[int, ...]
    upstream_latency_ms: float
    settle_s: float
    profile: bool
    profile_top: int
    compare_artifacts: bool
    reference_venv: Path | None = None


class Bench:
    """The running servers and the measurements made against them."""

    def __init__(self, config: Config, sandbox: Server, log_dir: Path) -> None:
        self.config = config
        self.sandbox = sandbox
        self.log_dir = log_dir
        self.api_url = f"http://{HOST}:{sandbox.port}/api/v1"
        self.rows: list[Row] = []

    # -- servers ------------------------------------------------------------------

    def start_gateway(
        self,
        name: str = "gateway",
        *,
        profile_to: Path | None = None,
        extra_env: dict[str, str] | None = None,
    ) -> Server:
        argv = None
        if profile_to is not None:
            argv = [sys.executable, str(BENCH_DIR / "_profiled_gateway.py"), str(profile_to)]
        return start_gateway(
            self.api_url,
            self.log_dir,
            core=GATEWAY_CORE,
            name=name,
            argv=argv,
            extra_env=extra_env,
        )

    def start_echo(self) -> Server:
        port = free_port()
        argv = [sys.executable, str(BENCH_DIR / "_echo_app.py"), "--port", str(port)]
        return start_server(
            "echo", argv, port=port, health_path="/healthz", log_dir=self.log_dir, core=GATEWAY_CORE
        )

    def arm_stall(self, seconds: float, count: int) -> None:
        body = {
            "kind": "stall",
            "count": count,
            "stall_seconds": seconds,
            "path_contains": "/messages/latest",
        }
        request = post_request(
            HOST, self.sandbox.port, "/_sandbox/faults", json.dumps(body).encode(), {}
        )
        status, answer = asyncio.run(send_once(HOST, self.sandbox.port, request, 10))
        if status != 201:
            raise RuntimeError(f"arming the stall fault failed: {status} {answer[:200]!r}")

    def clear_faults(self) -> None:
        request = f"DELETE /_sandbox/faults HTTP/1.1\r\nHost: {HOST}\r\n\r\n".encode()
        asyncio.run(send_once(HOST, self.sandbox.port, request, 10))

    # -- closed-loop runs ---------------------------------------------------------

    def load(
        self, scenario: str, server: Server, body: bytes, concurrency: int, *, key: str = BENCH_KEY
    ) -> Row:
        """Warm up, then drive ``body`` to ``server``'s /mcp and record one row."""
        request = post_request(HOST, server.port, "/mcp", body, mcp_headers(key))
        cfg = self.config
        run = functools.partial(
            drive,
            HOST,
            server.port,
            request,
            concurrency=concurrency,
            max_requests=cfg.max_requests,
        )
        if cfg.warmup_s > 0:
            asyncio.run(run(duration_s=cfg.warmup_s))
        before = cpu_seconds(server.pid), cpu_seconds(self.sandbox.pid), time.process_time()
        result: LoadResult = asyncio.run(run(duration_s=cfg.duration_s))
        after = cpu_seconds(server.pid), cpu_seconds(self.sandbox.pid), time.process_time()
        row = Row(
            scenario,
            concurrency,
            requests=result.ok + result.non_200,
            elapsed_s=result.elapsed_s,
            latencies_s=result.latencies_s,
            server_cpu_s=after[0] - before[0],
            client_cpu_s=after[2] - before[2],
            non_200=result.non_200,
            errors=sum(result.errors.values()),
            upstream_cpu_s=after[1] - before[1] if server is not self.sandbox else None,
        )
        self._report(row, result)
        return row

    def answer_size(self, server: Server, body: bytes) -> int:
        """How many bytes ``server`` answers to ``body`` (the echo's should match the gateway's)."""
        request = post_request(HOST, server.port, "/mcp", body, mcp_headers(BENCH_KEY))
        _status, answer = asyncio.run(send_once(HOST, server.port, request, 10))
        return len(answer)

    def sdk_direct(self, inbox_id: str, concurrency: int, *, pooled: bool) -> Row:
        """``get_latest`` with the SDK alone (bench/_sdk_direct.py) on the gateway's core.

        Its "server CPU" is that process's own CPU (the SDK's work per call, the floor
        under any gateway built on it); ``pooled`` runs the calls on the gateway's
        keep-alive connection pool, else one connection per call (the SDK's default).
        """
        cfg = self.config
        argv = [sys.executable, str(BENCH_DIR / "_sdk_direct.py"), self.api_url, BENCH_KEY]
        argv += [inbox_id, str(concurrency), str(cfg.warmup_s), str(cfg.duration_s)]
        argv += ["--pooled"] if pooled else []
        taskset = shutil.which("taskset")
        prefix = [taskset, "-c", str(GATEWAY_CORE)] if taskset else []
        with subprocess.Popen([*prefix, *argv], stdout=subprocess.PIPE, text=True) as child:
            assert child.stdout is not None
            if child.stdout.readline().strip() != "measuring":
                raise RuntimeError("bench/_sdk_direct.py did not start its run")
            before = cpu_seconds(self.sandbox.pid), time.process_time()
            outcome = json.loads(child.stdout.readline())
            after = cpu_seconds(self.sandbox.pid), time.process_time()
        name = "sdk direct get_latest, keep-alive pool" if pooled else "sdk direct get_latest"
        row = Row(
            name,
            concurrency,
            requests=outcome["requests"],
            elapsed_s=outcome["elapsed_s"],
            latencies_s=outcome["latencies_s"],
            server_cpu_s=outcome["cpu_s"],
            client_cpu_s=after[1] - before[1],
            errors=outcome["failures"],
            upstream_cpu_s=after[0] - before[0],
        )
        self._report(row, None)
        return row

    def reference(
        self, venv: Path, call_body: bytes, invalid_body: bytes, list_body: bytes
    ) -> dict[str, dict[int, Row]]:
        """The published ``mailsocket-mcp`` (PyPI) as a black box, on the gateway's core.

        Started as its README says (``mailsocket-mcp-http``; ``MAILSOCKET_BASE_URL``
        names the API), on ``MCP_PORT`` (found by trying: its ``--help`` starts the
        server). It binds 0.0.0.0 and answers only ``Host: mcp.mailsocket.app``; its
        HTTP server does not take ``MAILSOCKET_BASE_URL``, so its upstream calls never
        reach the sandbox: only work without an upstream call is compared.
        """
        port = free_port()
        env = {k: v for k, v in os.environ.items() if k not in ("MAILSOCKET_API_KEY", "PYTHONPATH")}
        env.update(MCP_PORT=str(port), MAILSOCKET_BASE_URL=self.api_url)
        server = start_server(
            "reference",
            [str(venv / "bin" / "mailsocket-mcp-http")],
            port=port,
            health_path="/healthz",
            log_dir=self.log_dir,
            core=GATEWAY_CORE,
            env=env,
        )
        host = f"Host: {HOST}:{port}".encode()
        rows: dict[str, dict[int, Row]] = {}
        try:
            for what, body in (
                ("tools/list", list_body),
                ("tools/call, invalid arguments", invalid_body),
                ("tools/call get_latest (upstream unreachable)", call_body),
            ):
                request = post_request(HOST, port, "/mcp", body, mcp_headers(BENCH_KEY))
                request = request.replace(host, b"Host: mcp.mailsocket.app", 1)
                rows[what] = {
                    c: self.load_raw(f"reference {what}", server, port, request, c)
                    for c in self.config.concurrencies
                }
        finally:
            server.stop()
        return rows

    def load_raw(self, scenario: str, server: Server, port: int, request: bytes, c: int) -> Row:
        """:meth:`load` for a request already written out."""
        cfg = self.config
        run = functools.partial(
            drive, HOST, port, request, concurrency=c, max_requests=cfg.max_requests
        )
        if cfg.warmup_s > 0:
            asyncio.run(run(duration_s=cfg.warmup_s))
        before = cpu_seconds(server.pid), time.process_time()
        result: LoadResult = asyncio.run(run(duration_s=cfg.duration_s))
        after = cpu_seconds(server.pid), time.process_time()
        row = Row(
            scenario,
            c,
            requests=result.ok + result.non_200,
            elapsed_s=result.elapsed_s,
            latencies_s=result.latencies_s,
            server_cpu_s=after[0] - before[0],
            client_cpu_s=after[1] - before[1],
            non_200=result.non_200,
            errors=sum(result.errors.values()),
        )
        self._report(row, result)
        return row

    def _report(self, row: Row, result: LoadResult | None) -> None:
        self.rows.append(row)
        detail = ""
        if result is not None and (result.non_200 or result.errors):
            detail = f"  statuses={dict(result.statuses)} errors={dict(result.errors)}"
        print("  " + " | ".join(row.cells()) + detail, flush=True)

    # -- held waits ---------------------------------------------------------------

    def held_waits(
        self, gateway: Server, inboxes: Sequence[tuple[str, str]], burst: bool
    ) -> dict[str, float]:
        """Hold one wait_for_otp per inbox, deliver mail, time delivery -> answer."""
        return asyncio.run(self._held_waits(gateway, inboxes, burst))

    async def _held_waits(
        self, gateway: Server, inboxes: Sequence[tuple[str, str]], burst: bool
    ) -> dict[str, float]:
        answered: dict[str, float] = {}
        delivered: dict[str, float] = {}
        acknowledged: dict[str, float] = {}  # the delivery POST's own round trip
        outcomes: list[str] = []

        async def wait(key: str, inbox_id: str) -> None:
            body = rpc_body(
                "tools/call",
                {"name": "wait_for_otp", "arguments": {"inbox_id": inbox_id, "timeout": 30}},
            )
            request = post_request(HOST, gateway.port, "/mcp", body, mcp_headers(key))
            status, answer = await send_once(HOST, gateway.port, request, 40)
            answered[inbox_id] = time.perf_counter()
            text = answer.decode(errors="replace")
            outcomes.append("ok" if status == 200 and '"isError":false' in text else text[:300])

        async def deliver(key: str, inbox_id: str) -> None:
            mail = {"from": "bench@example.test", "subject": "Your code", "text": "Code: 482913"}
            request = post_request(
                HOST,
                self.sandbox.port,
                f"/api/v1/inboxes/{inbox_id}/messages",
                json.dumps(mail).encode(),
                {"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
            )
            delivered[inbox_id] = time.perf_counter()
            status, answer = await send_once(HOST, self.sandbox.port, request, 10)
            acknowledged[inbox_id] = time.perf_counter() - delivered[inbox_id]
            if status != 201:
                raise RuntimeError(f"delivery failed: {status} {answer[:200]!r}")

        waits = [asyncio.ensure_future(wait(key, inbox_id)) for key, inbox_id in inboxes]
        await asyncio.sleep(self.config.settle_s)  # a benchmark may settle; tests may not
        rss_held = rss_mib(gateway.pid)
        early = len(answered)
        if burst:
            await asyncio.gather(*(deliver(key, inbox_id) for key, inbox_id in inboxes))
        else:
            for key, inbox_id in inboxes:
                await deliver(key, inbox_id)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(asyncio.shield(waits[len(delivered) - 1]), 10)
        await asyncio.wait_for(asyncio.gather(*waits), 40)
        wake = sorted(answered[i] - delivered[i] for i in delivered if i in answered)
        # From the moment the mail was stored (its delivery POST answered): the part the
        # gateway owns. A wait answered before the POST's reply arrived counts as 0.
        stored = sorted(
            max(0.0, answered[i] - delivered[i] - acknowledged[i])
            for i in delivered
            if i in answered
        )
        bad = [o for o in outcomes if o != "ok"]
        mode = "burst (all 32 delivered at once)" if burst else "one at a time"
        print(
            f"  wake latency, {mode}: p50 {1000 * quantile(wake, 0.5):.2f} ms, "
            f"p99 {1000 * quantile(wake, 0.99):.2f} ms, max {1000 * wake[-1]:.2f} ms; "
            f"(delivery POST round trip p50 "
            f"{1000 * quantile(sorted(acknowledged.values()), 0.5):.2f} ms); "
            f"after the mail was stored: p50 {1000 * quantile(stored, 0.5):.2f} ms, "
            f"p99 {1000 * quantile(stored, 0.99):.2f} ms; "
            f"RSS with {len(inboxes)} waits held {rss_held:.1f} MiB; answered before delivery "
            f"{early}; failed {len(bad)}",
            flush=True,
        )
        for outcome in bad[:3]:
            print(f"    failure: {outcome}", flush=True)
        return {
            "p50_ms": 1000 * quantile(wake, 0.5),
            "p99_ms": 1000 * quantile(wake, 0.99),
            "max_ms": 1000 * wake[-1],
            "stored_p99_ms": 1000 * quantile(stored, 0.99),
            "rss_mib": rss_held,
            "failed": float(len(bad)),
        }


def create_inboxes(api_url: str, key: str, count: int) -> list[str]:
    client = mailsocket.Client(key, base_url=api_url)
    return [str(client.create_inbox(label=f"bench-{n}")["id"]) for n in range(count)]


def print_profile(path: Path, top: int) -> None:
    stats = pstats.Stats(str(path))
    stats.strip_dirs().sort_stats("cumulative").print_stats(top)
    stats.sort_stats("tottime").print_stats(top)


@contextlib.contextmanager
def stopping(servers: list[Server]) -> Iterator[list[Server]]:
    try:
        yield servers
    finally:
        for server in reversed(servers):
            server.stop()


def run(config: Config) -> int:
    pinned = pin_self(CLIENT_CORE)
    print(
        f"# nproc {os.cpu_count()}, Python {sys.version.split()[0]}, gateway on core "
        f"{GATEWAY_CORE} (taskset), load generator + sandbox on core {CLIENT_CORE}: "
        f"{'yes' if pinned else 'no (single core?)'}",
        flush=True,
    )
    with tempfile.TemporaryDirectory(prefix="gateway-bench-") as tmp, stopping([]) as servers:
        log_dir = Path(tmp)
        sandbox = start_sandbox(
            log_dir, core=CLIENT_CORE if pinned else None, args=["--enable-faults"]
        )
        servers.append(sandbox)
        bench = Bench(config, sandbox, log_dir)
        inbox_id = create_inboxes(bench.api_url, BENCH_KEY, 1)[0]
        mailsocket.Client(BENCH_KEY, base_url=bench.api_url).send_test_code(inbox_id)

        gateway = bench.start_gateway()
        servers.append(gateway)
        rss_idle = rss_mib(gateway.pid)
        print(f"  gateway RSS idle after start-up: {rss_idle:.1f} MiB", flush=True)

        # Held waits first, on the fresh process: "RSS with 32 waits held" means idle + waits.
        wait_inboxes: list[tuple[str, str]] = []
        per_key = HELD_WAITS // len(WAIT_KEYS)
        for key in WAIT_KEYS:
            wait_inboxes += [(key, i) for i in create_inboxes(bench.api_url, key, per_key)]
        one_by_one = bench.held_waits(gateway, wait_inboxes, burst=False)
        burst = bench.held_waits(gateway, wait_inboxes, burst=True)

        call_body = rpc_body(
            "tools/call", {"name": "get_latest", "arguments": {"inbox_id": inbox_id}}
        )
        list_body = rpc_body("tools/list", {})
        print("  " + " | ".join(HEADER), flush=True)
        calls = {
            c: bench.load("gateway tools/call get_latest", gateway, call_body, c)
            for c in config.concurrencies
        }
        lists = {
            c: bench.load("gateway tools/list", gateway, list_body, c) for c in config.concurrencies
        }
        # The tool layer without the upstream: arguments the tool's schema refuses.
        invalid_body = rpc_body("tools/call", {"name": "get_latest", "arguments": {}})
        invalid = {
            c: bench.load("gateway tools/call, invalid arguments", gateway, invalid_body, c)
            for c in config.concurrencies
        }
        stalled: Row | None = None
        if config.upstream_latency_ms > 0:
            c_max = max(config.concurrencies)
            bench.arm_stall(config.upstream_latency_ms / 1000, 10_000_000)
            try:
                stalled = bench.load(
                    f"gateway get_latest +{config.upstream_latency_ms:g} ms upstream",
                    gateway,
                    call_body,
                    c_max,
                )
            finally:
                bench.clear_faults()
        rss_after_load = rss_mib(gateway.pid)

        artifacts: dict[int, Row] = {}
        if config.compare_artifacts:
            plain = bench.start_gateway(
                "gateway-artifacts", extra_env={"MCP_CONTENT_MODE": "artifacts"}
            )
            servers.append(plain)
            artifacts = {
                c: bench.load("gateway get_latest, artifacts mode", plain, call_body, c)
                for c in config.concurrencies
            }
            plain.stop()

        echo = bench.start_echo()
        servers.append(echo)
        print(
            f"  answer sizes: gateway get_latest {bench.answer_size(gateway, call_body)} B, "
            f"echo {bench.answer_size(echo, call_body)} B",
            flush=True,
        )
        echoes = {
            c: bench.load("echo (bare Starlette)", echo, call_body, c) for c in config.concurrencies
        }
        echo.stop()
        floors = {c: bench.sdk_direct(inbox_id, c, pooled=False) for c in config.concurrencies}
        pooled = {c: bench.sdk_direct(inbox_id, c, pooled=True) for c in config.concurrencies}
        reference: dict[str, dict[int, Row]] = {}
        if config.reference_venv is not None:
            reference = bench.reference(config.reference_venv, call_body, invalid_body, list_body)

        print("\n## Results\n")
        print(markdown_table([row.cells() for row in bench.rows]))
        print("\n## Ratios (CPU per request, same run)\n")
        print(
            "MCP layer = gateway tools/call get_latest minus the SDK's own CPU for the same call "
            "(sdk direct, one process on the gateway's core); ratios are to the echo's CPU.\n"
        )
        for c in config.concurrencies:
            echo_ms = echoes[c].cpu_ms_per_request
            call_ms = calls[c].cpu_ms_per_request
            plain_ms, pool_ms = floors[c].cpu_ms_per_request, pooled[c].cpu_ms_per_request
            list_ms, invalid_ms = lists[c].cpu_ms_per_request, invalid[c].cpu_ms_per_request
            print(
                f"- c={c}: tools/call {call_ms / echo_ms:.2f}x echo; MCP layer over the plain "
                f"SDK {(call_ms - plain_ms) / echo_ms:.2f}x echo ({call_ms - plain_ms:.3f} ms), "
                f"over the SDK on the keep-alive pool {(call_ms - pool_ms) / echo_ms:.2f}x echo "
                f"({call_ms - pool_ms:.3f} ms); tools/list {list_ms / echo_ms:.2f}x, "
                f"invalid-arguments call {invalid_ms / echo_ms:.2f}x "
                f"(echo {echo_ms:.3f}, SDK {plain_ms:.3f} / pooled {pool_ms:.3f} ms/req)"
            )
        if reference:
            print("\n## Ours / the reference gateway (CPU per request, same run)\n")
            ours = {"tools/list": lists, "tools/call, invalid arguments": invalid}
            for c in config.concurrencies:
                parts = [
                    f"{what} {rows[c].cpu_ms_per_request / theirs[c].cpu_ms_per_request:.2f}x"
                    for what, rows in ours.items()
                    for theirs in (reference[what],)
                ]
                print(f"- c={c}: " + ", ".join(parts))
        if artifacts:
            print("\n## Ratios (fenced full mode CPU per request / artifacts mode)\n")
            for c in config.concurrencies:
                full_ms, plain_ms = calls[c].cpu_ms_per_request, artifacts[c].cpu_ms_per_request
                print(
                    f"- c={c}: {full_ms / plain_ms:.3f}x ({full_ms:.3f} vs {plain_ms:.3f} ms/req, "
                    f"p50 {calls[c].cells()[4]} vs {artifacts[c].cells()[4]} ms)"
                )
        c_max = max(config.concurrencies)
        shed = calls[c_max].non_200 + lists[c_max].non_200
        print("\n## Targets\n")
        call_ratio = max(
            calls[c].cpu_ms_per_request / echoes[c].cpu_ms_per_request for c in config.concurrencies
        )
        verdicts = [
            (
                "raw CPU per tools/call <= 3.5x echo (worst c)",
                f"{call_ratio:.2f}x",
                call_ratio <= 3.5,
            ),
        ]
        if 16 in config.concurrencies:
            echo16 = echoes[16].cpu_ms_per_request
            layer = (calls[16].cpu_ms_per_request - floors[16].cpu_ms_per_request) / echo16
            verdicts.append(
                (
                    "MCP layer (tools/call minus the SDK alone) <= 3.5x echo at c=16, one run "
                    "(bench/cost_rounds.py: medians of interleaved rounds)",
                    f"{layer:.2f}x",
                    layer <= 3.5,
                )
            )
        verdicts += [
            (f"zero 503s at c={c_max}", f"{shed} non-200", shed == 0),
        ]
        if stalled is not None:
            verdicts.append(
                (
                    f">= 1500 req/s at c={c_max} with {config.upstream_latency_ms:g} ms upstream",
                    f"{stalled.rate:.0f} req/s",
                    stalled.rate >= 1500,
                )
            )
        worst_wake = max(one_by_one["stored_p99_ms"], burst["stored_p99_ms"])
        verdicts += [
            (
                "wake latency p99 <= 5 ms after the mail is stored (one at a time / burst)",
                f"{one_by_one['stored_p99_ms']:.2f} / {burst['stored_p99_ms']:.2f} ms",
                worst_wake <= 5,
            ),
            (
                f"RSS with {HELD_WAITS} waits <= 80 MiB",
                f"{max(one_by_one['rss_mib'], burst['rss_mib']):.1f} MiB",
                max(one_by_one["rss_mib"], burst["rss_mib"]) <= 80,
            ),
        ]
        for name, value, met in verdicts:
            print(f"- {name}: {value} -> {'met' if met else 'MISSED'}")
        print(
            f"\nRSS idle {rss_idle:.1f} MiB, after the load runs {rss_after_load:.1f} MiB, "
            f"peak {rss_mib(gateway.pid, 'VmHWM'):.1f} MiB",
            flush=True,
        )

        if config.profile:
            gateway.stop()
            profile_path = log_dir / "gateway.prof"
            profiled = bench.start_gateway("gateway-profiled", profile_to=profile_path)
            servers.append(profiled)
            print("\n## Profile: tools/call get_latest, c=16, gateway under cProfile\n")
            bench.load("profiled tools/call get_latest", profiled, call_body, 16)
            profiled.stop()
            if not profile_path.exists():
                print(f"no profile written:\n{profiled.log_tail()}")
                return 1
            print_profile(profile_path, config.profile_top)
    return 0


def parse_args(argv: Sequence[str] | None) -> Config:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--duration", type=float, default=5.0, help="seconds per run (5)")
    parser.add_argument("--warmup", type=float, default=1.0, help="warm-up seconds per run (1)")
    parser.add_argument(
        "--max-requests", type=int, default=200_000, help="request cap per run (200000)"
    )
    parser.add_argument("--concurrency", default="1,16,64", help="comma list (1,16,64)")
    parser.add_argument("--upstream-latency-ms", type=float, default=20.0, help="0 skips (20)")
    parser.add_argument("--settle", type=float, default=1.0, help="seconds to let waits park")
    parser.add_argument("--profile", action="store_true", help="also profile tools/call c=16")
    parser.add_argument("--profile-top", type=int, default=25)
    parser.add_argument(
        "--compare-artifacts",
        action="store_true",
        help="also run get_latest against a gateway in artifacts mode (no fenced text)",
    )
    parser.add_argument(
        "--reference-venv",
        type=Path,
        default=None,
        help="a venv holding the published mailsocket-mcp (run as a black box, never imported)",
    )
    args = parser.parse_args(argv)
    concurrencies = tuple(int(part) for part in args.concurrency.split(","))
    if min(concurrencies) < 1 or args.duration <= 0 or args.duration > 120:
        parser.error("concurrency must be >= 1 and duration in (0, 120]")
    return Config(
        duration_s=args.duration,
        warmup_s=min(args.warmup, 30.0),
        max_requests=args.max_requests,
        concurrencies=concurrencies,
        upstream_latency_ms=args.upstream_latency_ms,
        settle_s=min(args.settle, 10.0),
        profile=args.profile,
        profile_top=args.profile_top,
        compare_artifacts=args.compare_artifacts,
        reference_venv=args.reference_venv,
    )


def main(argv: Sequence[str] | None = None) -> int:
    return run_until_interrupted(lambda: run(parse_args(argv)))


if __name__ == "__main__":
    sys.exit(main())
