"""Fault soak: thousands of mixed requests across many keys while the upstream misbehaves.

Every request gets an answer (a result or a clean tool error), never an HTTP 500;
afterwards no slot is stuck and memory is back near its baseline.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import anyio
import httpx2
import pytest

from mailsocket_mcp.sandbox.runner import SandboxHandle

from .conftest import new_key
from .helpers import MCP_HEADERS, tool_call
from .servers import GatewayProcess, running_gateway_process

pytestmark = pytest.mark.anyio

REQUESTS = 2000
CONCURRENCY = 32
KEYS = 24


async def _run(
    http: httpx2.AsyncClient, plan: list[tuple[str, dict[str, Any]]], statuses: list[int]
) -> list[dict[str, Any]]:
    answers: list[dict[str, Any]] = []
    work = iter(plan)

    async def worker() -> None:
        for key, message in work:
            response = await http.post(
                "/mcp", headers={**MCP_HEADERS, "Authorization": f"Bearer {key}"}, json=message
            )
            statuses.append(response.status_code)
            if response.status_code == 200:
                answers.append(response.json())

    async with anyio.create_task_group() as group:
        for _ in range(CONCURRENCY):
            group.start_soon(worker)
    return answers


def _plan(inboxes: dict[str, str], count: int, seed: int) -> list[tuple[str, dict[str, Any]]]:
    rng = random.Random(seed)
    keys = list(inboxes)
    plan = []
    for _ in range(count):
        key = rng.choice(keys)
        inbox = inboxes[key]
        roll = rng.random()
        if roll < 0.08:
            message = tool_call("wait_for_otp", {"inbox_id": inbox, "timeout": 1})
        elif roll < 0.45:
            message = tool_call("get_latest", {"inbox_id": inbox})
        elif roll < 0.7:
            message = tool_call("list_messages", {"inbox_id": inbox, "limit": 5})
        elif roll < 0.85:
            message = tool_call("list_inboxes", {"limit": 3})
        elif roll < 0.95:
            message = {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}
        else:
            message = tool_call("get_latest", {"inbox_id": "inb_unknown"})
        plan.append((key, message))
    return plan


def _gauge(metrics: str, kind: str) -> float:
    match = re.search(rf'^mcp_in_flight\{{kind="{kind}"\}} (\S+)$', metrics, re.MULTILINE)
    assert match, metrics[:300]
    return float(match.group(1))


async def test_a_fault_soak_answers_every_request_and_leaves_nothing_stuck(
    sandbox: SandboxHandle, tmp_path: Path
) -> None:
    extra = {"UPSTREAM_TIMEOUT_S": "1"}
    with running_gateway_process(sandbox.base_url, tmp_path / "gw.log", extra) as gateway:
        await _soak(gateway, sandbox)


async def _soak(gateway: GatewayProcess, sandbox: SandboxHandle) -> None:
    limits = httpx2.Limits(max_connections=CONCURRENCY, max_keepalive_connections=CONCURRENCY)
    async with httpx2.AsyncClient(base_url=gateway.root_url, timeout=30, limits=limits) as http:
        inboxes: dict[str, str] = {}
        for _ in range(KEYS):
            key = new_key()
            created = await http.post(
                "/mcp",
                headers={**MCP_HEADERS, "Authorization": f"Bearer {key}"},
                json=tool_call("create_inbox", {}),
            )
            inboxes[key] = created.json()["result"]["structuredContent"]["id"]
        statuses: list[int] = []
        with anyio.fail_after(120):
            await _run(http, _plan(inboxes, 300, seed=1), statuses)  # warm-up
            baseline_kib = gateway.rss_kib()
            for kind, count in [
                ("error_500", 40),
                ("malformed_json", 40),
                ("drop", 40),
                ("stall", 8),
            ]:
                sandbox.faults.arm(kind, count, stall_seconds=2)  # type: ignore[arg-type]
            answers = await _run(http, _plan(inboxes, REQUESTS, seed=2), statuses)
            sandbox.faults.clear()
            after_kib = gateway.rss_kib()
            metrics = (await http.get("/metrics")).text
    assert len(statuses) == REQUESTS + 300
    assert set(statuses) == {200}, "no 500s, and nothing shed below the in-flight cap"
    errors = [a["result"] for a in answers if a.get("result", {}).get("isError")]
    assert errors, "the faults should have produced tool errors"
    assert all("Traceback" not in json.dumps(e) for e in errors)
    assert _gauge(metrics, "wait") == 0
    assert _gauge(metrics, "quick") == 0
    assert _gauge(metrics, "request") == 0
    assert after_kib < baseline_kib + 30 * 1024, (baseline_kib, after_kib)
