"""CPU per request of the gateway's ASGI app, in-process, without sockets: the hot path alone.

Usage::

    .venv/bin/python bench/hot_path_bench.py [--requests 2000] [--repeat 7]

``gateway_bench.py`` measures whole processes over real sockets, where a busy machine
moves figures by 10-15 %; this drives the gateway's ASGI app (every middleware, the
fast path, the response redaction) directly in one process and prints the best
process CPU per request over ``--repeat`` runs: ``ping``, ``tools/list``, a
``tools/call`` refused before any upstream call (the tool layer alone), and
``tools/call get_latest`` against a sandbox started as a child process (the SDK's
worker-thread CPU included; the sandbox's is not); ``tools/list`` and the refused call
again with tool-filter headers (``X-MCP-Readonly``, ``X-MCP-Tools``; a tree without
tool filtering ignores them, so the two trees do the same work otherwise). To compare
two trees, run it in each back to back (e.g. ``PYTHONPATH=<other tree>/src`` with this
venv).
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import anyio
import mailsocket

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _procs import start_sandbox
from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.http.app import build_gateway
from mailsocket_mcp.upstream import pool

KEY = "ms_live_hotpathbench00001"
HEADERS = [
    (b"host", b"127.0.0.1:8080"),
    (b"accept", b"application/json, text/event-stream"),
    (b"content-type", b"application/json"),
    (b"authorization", f"Bearer {KEY}".encode()),
    (b"mcp-protocol-version", b"2025-06-18"),
]


def _rpc(method: str, params: dict[str, Any] | None = None) -> bytes:
    message: dict[str, Any] = {"jsonrpc": "2.0", "id": 1, "method": method}
    if params is not None:
        message["params"] = params
    return json.dumps(message).encode()


async def _measure(api_url: str, requests: int, repeat: int) -> None:
    gateway = build_gateway(GatewaySettings(upstream_base_url=api_url))
    inbox = mailsocket.Client(KEY, base_url=api_url).create_inbox()["id"]

    async def post(body: bytes, extra: list[tuple[bytes, bytes]]) -> tuple[int, bytes]:
        scope = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "http_version": "1.1",
            "method": "POST",
            "scheme": "http",
            "path": "/mcp",
            "raw_path": b"/mcp",
            "query_string": b"",
            "root_path": "",
            "headers": [*HEADERS, *extra, (b"content-length", str(len(body)).encode())],
            "client": ("127.0.0.1", 50000),
            "server": ("127.0.0.1", 8080),
        }
        status, answer = 0, b""

        async def receive() -> dict[str, Any]:
            return {"type": "http.request", "body": body, "more_body": False}

        async def send(message: dict[str, Any]) -> None:
            nonlocal status, answer
            status = message.get("status", status)
            answer += message.get("body", b"")

        await gateway.app(scope, receive, send)
        return status, answer

    refused = _rpc("tools/call", {"name": "get_latest", "arguments": {"inbox_id": KEY}})
    read_only = [(b"x-mcp-readonly", b"1")]
    narrowed = [(b"x-mcp-tools", b"get_latest,list_inboxes,wait_for_otp")]
    cases: dict[str, tuple[bytes, int, list[tuple[bytes, bytes]]]] = {
        "ping": (_rpc("ping"), requests, []),
        "tools/list": (_rpc("tools/list"), requests, []),
        "tools/list, X-MCP-Readonly: 1": (_rpc("tools/list"), requests, read_only),
        "tools/call refused before the upstream": (refused, requests, []),
        "tools/call refused before the upstream, X-MCP-Tools": (refused, requests, narrowed),
        "tools/call get_latest": (
            _rpc("tools/call", {"name": "get_latest", "arguments": {"inbox_id": inbox}}),
            max(1, requests // 5),
            [],
        ),
    }
    lifespan: Callable[..., Any] = gateway.mcp_app.router.lifespan_context
    async with lifespan(gateway.mcp_app):
        print(f"| request | us CPU per request (best of {repeat}) |\n|---|---|")
        for name, (body, count, extra) in cases.items():
            status, answer = await post(body, extra)
            refused_case = "refused before the upstream" in name
            if status != 200 or (b'"isError":true' in answer) != refused_case:
                raise RuntimeError(f"{name}: HTTP {status} {answer[:300]!r}")
            cost = await _best(lambda body=body, extra=extra: post(body, extra), count, repeat)
            print(f"| {name} | {cost:.1f} |")


async def _best(call: Callable[[], Awaitable[object]], count: int, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        started = time.process_time()
        for _ in range(count):
            await call()
        best = min(best, (time.process_time() - started) / count)
    return best * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=2000, help="requests per run (2000)")
    parser.add_argument("--repeat", type=int, default=7, help="runs per request; best kept (7)")
    args = parser.parse_args()
    logging.disable(logging.INFO)  # no access-log line: its stderr write is not the hot path
    with tempfile.TemporaryDirectory(prefix="hot-path-bench-") as tmp:
        sandbox = start_sandbox(Path(tmp), core=None, args=["--no-smtp"])
        port = sandbox.port
        try:
            # As the entry point does: upstream calls refuse to run without the pool.
            with pool.installed():
                anyio.run(_measure, f"http://127.0.0.1:{port}/api/v1", args.requests, args.repeat)
        finally:
            sandbox.stop()


if __name__ == "__main__":
    main()
