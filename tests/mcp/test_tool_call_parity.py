"""A tool call takes one path whichever way it arrives: same answer, same log records.

For every tool and every failure class (success, tool error, bad arguments, an
unknown tool, a crash, an upstream failure, a cancelled wait, a refused wait) the
fast path and the library path (``fast_path=False``) answer with the same HTTP
status and the same JSON (ids, times, cursors and codes aside), and log the same
records: under our own logger names, never an argument value. Set-up goes straight
to the sandbox through the SDK, so only the observed request is logged.
"""

from __future__ import annotations

import json
import logging
import re
import threading
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from dataclasses import dataclass, replace
from typing import Any

import anyio
import httpx2
import mailsocket
import pytest

from mailsocket_mcp.config import GatewaySettings, WaitLimits
from mailsocket_mcp.context import CallContext
from mailsocket_mcp.http.app import Gateway
from mailsocket_mcp.logs import _QUIET
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .conftest import new_key
from .helpers import MCP_HEADERS, tool_call
from .servers import GatewayHandle, running_gateway

pytestmark = pytest.mark.anyio

# In every argument value we send where a value fits; no log record may hold it.
SENTINEL = "zq7sentinel"
TOOLS = [
    "create_inbox",
    "list_inboxes",
    "list_messages",
    "get_latest",
    "send_test_code",
    "wait_for_otp",
    "wait_for_link",
    "expect_no_email",
    "delete_inbox",
]
WAITS = ["wait_for_otp", "wait_for_link"]


class _CrashingObserver:
    """Stands in for a bug in the tool layer: every tool call raises on its way out."""

    def tool_finished(
        self, tool: str, outcome: str, seconds: float, *, limit: str | None = None
    ) -> None:
        raise RuntimeError(f"observer bug after {tool}")


class _CrashingGateway(Gateway):
    def make_call(self, key: str, client_gone: Any, scope: Any) -> CallContext:
        return replace(super().make_call(key, client_gone, scope), observer=_CrashingObserver())


def _settings(sandbox: SandboxHandle, fast_path: bool) -> GatewaySettings:
    # One wait per key, so a second one is refused at once.
    limits = WaitLimits(per_key_waits=1, process_waits=8, queue_timeout_s=0.2)
    return GatewaySettings(upstream_base_url=sandbox.base_url, fast_path=fast_path, limits=limits)


@pytest.fixture(scope="module")
def paths(sandbox: SandboxHandle) -> Iterator[dict[str, GatewayHandle]]:
    with (
        running_gateway(_settings(sandbox, True)) as fast,
        running_gateway(_settings(sandbox, False)) as library,
    ):
        yield {"fast": fast, "library": library}


@pytest.fixture(scope="module")
def crashing_paths(sandbox: SandboxHandle) -> Iterator[dict[str, GatewayHandle]]:
    with (
        running_gateway(_settings(sandbox, True), build=_CrashingGateway) as fast,
        running_gateway(_settings(sandbox, False), build=_CrashingGateway) as library,
    ):
        yield {"fast": fast, "library": library}


class _Recorder(logging.Handler):
    """Every record any thread emits while ``active``."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.active = False
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if self.active:
            self.records.append(record)


@pytest.fixture
def recorder() -> Iterator[_Recorder]:
    handler = _Recorder()
    root = logging.getLogger()
    level = root.level
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    try:
        yield handler
    finally:
        root.removeHandler(handler)
        root.setLevel(level)


@dataclass
class Caller:
    """One path, one fresh key, and the sandbox behind both paths."""

    http: httpx2.AsyncClient
    key: str
    sandbox: SandboxHandle
    recorder: _Recorder

    @property
    def sdk(self) -> mailsocket.Client:
        return mailsocket.Client(self.key, base_url=self.sandbox.base_url)

    def inbox(self) -> str:
        """A new inbox holding a mail with a code and a sign-in link."""
        inbox = str(self.sdk.create_inbox()["id"])
        self.sandbox.deliver(
            inbox,
            subject="Your code is 482913",
            text="Your code is 482913. Sign in: https://app.example.test/magic?token=a1b2c3",
        )
        return inbox

    async def post(self, message: dict[str, Any]) -> httpx2.Response:
        headers = {**MCP_HEADERS, "Authorization": f"Bearer {self.key}"}
        return await self.http.post("/mcp", headers=headers, content=json.dumps(message))

    @contextmanager
    def observed(self) -> Iterator[None]:
        self.recorder.active = True
        try:
            yield
        finally:
            self.recorder.active = False

    async def observe(self, message: dict[str, Any]) -> httpx2.Response:
        with self.observed():
            return await self.post(message)


Scenario = Callable[[Caller], Awaitable[httpx2.Response]]


def _valid_arguments(tool: str, inbox: str) -> dict[str, Any]:
    return {
        "create_inbox": {"label": f"label-{SENTINEL}"},
        "list_inboxes": {"limit": 5},
        "list_messages": {"inbox_id": inbox, "subject_contains": "code"},
        "get_latest": {"inbox_id": inbox},
        "send_test_code": {"inbox_id": inbox},
        "wait_for_otp": {"inbox_id": inbox, "since": 0, "timeout": 5},
        "wait_for_link": {"inbox_id": inbox, "since": 0, "timeout": 5},
        "expect_no_email": {"inbox_id": inbox, "since": 0, "within": 5},
        "delete_inbox": {"inbox_id": inbox},
    }[tool]


def _failing_arguments(tool: str, key: str) -> dict[str, Any]:
    """Arguments the tool refuses itself: not found, or a key where it does not belong."""
    missing = f"inb_{SENTINEL}"
    return {
        "create_inbox": {"label": key},
        "list_inboxes": {"cursor": key},
        "list_messages": {"inbox_id": missing},
        "get_latest": {"inbox_id": missing},
        "send_test_code": {"inbox_id": missing},
        "wait_for_otp": {"inbox_id": missing, "timeout": 2},
        "wait_for_link": {"inbox_id": missing, "timeout": 2},
        "expect_no_email": {"inbox_id": missing, "within": 2},
        "delete_inbox": {"inbox_id": missing},
    }[tool]


BAD_ARGUMENTS: dict[str, dict[str, Any]] = {
    "create_inbox": {"label": {"x": SENTINEL}},
    "list_inboxes": {"limit": SENTINEL},
    "list_messages": {"inbox_id": "inb_x", "has_otp": SENTINEL},
    "get_latest": {"inbox_id": [SENTINEL]},
    "send_test_code": {},
    "wait_for_otp": {"inbox_id": "inb_x", "timeout": SENTINEL},
    "wait_for_link": {"inbox_id": "inb_x", "min_confidence": 1, "since": [SENTINEL]},
    "expect_no_email": {"inbox_id": "inb_x", "within": SENTINEL},
    "delete_inbox": {"inbox_id": ""},
}


def succeeds(tool: str) -> Scenario:
    async def scenario(caller: Caller) -> httpx2.Response:
        arguments = _valid_arguments(tool, caller.inbox())
        return await caller.observe(tool_call(tool, arguments))

    return scenario


def fails(tool: str) -> Scenario:
    async def scenario(caller: Caller) -> httpx2.Response:
        return await caller.observe(tool_call(tool, _failing_arguments(tool, caller.key)))

    return scenario


def rejects_arguments(tool: str) -> Scenario:
    async def scenario(caller: Caller) -> httpx2.Response:
        return await caller.observe(tool_call(tool, BAD_ARGUMENTS[tool]))

    return scenario


def upstream_fails(tool: str) -> Scenario:
    async def scenario(caller: Caller) -> httpx2.Response:
        arguments = _valid_arguments(tool, caller.inbox())
        caller.sandbox.faults.arm("error_500", count=5)
        try:
            return await caller.observe(tool_call(tool, arguments))
        finally:
            caller.sandbox.faults.clear()

    return scenario


async def unknown_tool(caller: Caller) -> httpx2.Response:
    return await caller.observe(tool_call(f"tool_{SENTINEL}", {"x": SENTINEL}))


@asynccontextmanager
async def _held_wait(
    caller: Caller, tool: str, request_id: str
) -> AsyncIterator[list[httpx2.Response]]:
    """A wait held upstream while the block runs; its answer lands in the list after."""
    inbox = str(caller.sdk.create_inbox()["id"])
    baseline = caller.sandbox.pending_waits
    answers: list[httpx2.Response] = []

    async def wait() -> None:
        arguments = {"inbox_id": inbox, "timeout": 30}
        answers.append(await caller.post(tool_call(tool, arguments, request_id)))

    with anyio.fail_after(20):
        async with anyio.create_task_group() as group:
            group.start_soon(wait)
            await anyio.to_thread.run_sync(caller.sandbox.wait_until_waiting, baseline + 1)
            yield answers


def _cancel(request_id: str) -> dict[str, Any]:
    params = {"requestId": request_id, "reason": SENTINEL}
    return {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": params}


def is_cancelled(tool: str) -> Scenario:
    async def scenario(caller: Caller) -> httpx2.Response:
        with caller.observed():
            async with _held_wait(caller, tool, "w-1") as answers:
                accepted = await caller.post(_cancel("w-1"))
                assert accepted.status_code == 202
        return answers[0]

    return scenario


def is_refused(tool: str) -> Scenario:
    async def scenario(caller: Caller) -> httpx2.Response:
        async with _held_wait(caller, tool, "w-1"):
            second = tool_call(tool, {"inbox_id": "inb_x", "timeout": 30}, "w-2")
            refused = await caller.observe(second)
            await caller.post(_cancel("w-1"))
        return refused

    return scenario


SCENARIOS: dict[str, Scenario] = {
    **{f"{tool} succeeds": succeeds(tool) for tool in TOOLS},
    **{f"{tool} fails": fails(tool) for tool in TOOLS},
    **{f"{tool} rejects its arguments": rejects_arguments(tool) for tool in TOOLS},
    **{f"{tool} meets an upstream failure": upstream_fails(tool) for tool in TOOLS},
    "an unknown tool": unknown_tool,
    **{f"{tool} is cancelled": is_cancelled(tool) for tool in WAITS},
    **{f"{tool} is refused over the per-key limit": is_refused(tool) for tool in WAITS},
}
CRASHES: dict[str, Scenario] = {f"{tool} crashes": succeeds(tool) for tool in TOOLS}


@dataclass(frozen=True)
class Outcome:
    status: int
    content_type: str | None
    kind: str  # "result", "tool error", or the JSON-RPC error code
    body: str
    logged: tuple[tuple[str, str, str], ...]  # (logger, level, message) as production logs them


_VOLATILE = [
    # Each response fences mail with its own random boundary (untrusted.new_boundary).
    (re.compile(r"untrusted-mail-[0-9a-f]{8}"), "untrusted-mail-BOUNDARY"),
    (re.compile(r"ms_live_[A-Za-z0-9_-]+"), "KEY"),
    (re.compile(r"\b(inb|msg)_[A-Za-z0-9]+"), r"\1_ID"),
    (re.compile(r"[0-9a-f]{12}@sandbox\.mailsocket\.test"), "ADDRESS"),
    (re.compile(r"\d{4}-\d\d-\d\dT[\d:.]+Z"), "TIME"),
    (re.compile(r"c2Vx[A-Za-z0-9=_-]*"), "CURSOR"),
    (re.compile(r"\b\d{6}\b"), "CODE"),
    (re.compile(r"\b\d+(\.\d+)?ms\b"), "DURATION"),
]


def _normalised(text: str) -> str:
    for pattern, replacement in _VOLATILE:
        text = pattern.sub(replacement, text)
    return text


def _production_visible(record: logging.LogRecord) -> bool:
    """Logged by the gateway as production logs (INFO, chatty loggers quieted)."""
    if record.thread == threading.main_thread().ident:
        return False  # this test and its HTTP client
    if record.name.startswith(("mailsocket_mcp.sandbox", "mailsocket_mcp.access")):
        return False  # the sandbox is not the gateway; the access log comes after the answer
    return record.levelno >= _QUIET.get(record.name, logging.INFO)


async def _outcome(
    gateway: GatewayHandle, scenario: Scenario, sandbox: SandboxHandle, recorder: _Recorder
) -> Outcome:
    recorder.records.clear()
    async with httpx2.AsyncClient(base_url=gateway.root_url, timeout=30) as http:
        response = await scenario(Caller(http, new_key(), sandbox, recorder))
    answer = response.json()
    if "error" in answer:
        kind = str(answer["error"]["code"])
    else:
        kind = "tool error" if answer["result"].get("isError") else "result"
    visible = [record for record in recorder.records if _production_visible(record)]
    for record in visible:
        assert record.name.startswith("mailsocket_mcp."), (record.name, record.getMessage())
        assert SENTINEL not in record.getMessage(), record.getMessage()
        assert "ms_live_" not in record.getMessage(), record.getMessage()
    logged = tuple(
        (record.name, record.levelname, _normalised(record.getMessage())) for record in visible
    )
    body = _normalised(json.dumps(answer, sort_keys=True))
    return Outcome(response.status_code, response.headers.get("content-type"), kind, body, logged)


async def _assert_one_path(
    paths: dict[str, GatewayHandle],
    scenario: Scenario,
    sandbox: SandboxHandle,
    recorder: _Recorder,
) -> Outcome:
    fast = await _outcome(paths["fast"], scenario, sandbox, recorder)
    library = await _outcome(paths["library"], scenario, sandbox, recorder)
    assert fast == library
    return fast


EXPECTED_KIND = {
    "succeeds": "result",
    "fails": "tool error",
    "rejects its arguments": "tool error",
    "meets an upstream failure": "tool error",
    "an unknown tool": "-32602",
    "is cancelled": "tool error",
    "is refused over the per-key limit": "tool error",
}


@pytest.mark.parametrize("case", list(SCENARIOS))
async def test_a_tool_call_is_answered_and_logged_alike_on_both_paths(
    paths: dict[str, GatewayHandle], sandbox: SandboxHandle, recorder: _Recorder, case: str
) -> None:
    outcome = await _assert_one_path(paths, SCENARIOS[case], sandbox, recorder)
    expected = next(kind for suffix, kind in EXPECTED_KIND.items() if case.endswith(suffix))
    assert (outcome.status, outcome.kind) == (200, expected), outcome
    assert "validation error" not in outcome.body
    assert "input_value" not in outcome.body
    assert SENTINEL not in outcome.body or case == "an unknown tool", outcome.body


@pytest.mark.parametrize("case", list(CRASHES))
async def test_a_crashing_tool_is_a_generic_tool_error_logged_once_with_its_traceback(
    crashing_paths: dict[str, GatewayHandle],
    sandbox: SandboxHandle,
    recorder: _Recorder,
    case: str,
) -> None:
    outcome = await _assert_one_path(crashing_paths, CRASHES[case], sandbox, recorder)
    tool = case.removesuffix(" crashes")
    assert (outcome.status, outcome.kind) == (200, "tool error"), outcome
    assert "observer bug" not in outcome.body
    assert outcome.logged == (
        ("mailsocket_mcp.server", "ERROR", f"Tool '{tool}' raised an unexpected exception"),
    )


async def test_bad_arguments_are_named_with_what_they_must_be_never_with_their_values(
    paths: dict[str, GatewayHandle], sandbox: SandboxHandle, recorder: _Recorder
) -> None:
    outcome = await _assert_one_path(paths, rejects_arguments("list_inboxes"), sandbox, recorder)
    text = json.loads(outcome.body)["result"]["content"][0]["text"]
    assert "invalid arguments (limit: Input should be a valid integer" in text
    assert outcome.logged == (
        ("mailsocket_mcp.server", "INFO", "Tool 'list_inboxes' rejected arguments: ['limit']"),
    )
