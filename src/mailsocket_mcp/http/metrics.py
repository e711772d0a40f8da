"""Prometheus metrics for one gateway process (``GET /metrics``).

One registry per gateway instance, never the library's global one. No label
carries a key, a key digest or an inbox id: tools, outcomes, statuses and
limit names are all small fixed sets.
"""

from __future__ import annotations

from collections.abc import Callable

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

__all__ = ["CONTENT_TYPE", "GatewayMetrics"]

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
_WAIT_TOOLS = frozenset({"wait_for_otp", "wait_for_link"})
_WAIT_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 45, 60, 120)


class GatewayMetrics:
    """Counters, a histogram and gauges; also the tools' :class:`ToolObserver`."""

    def __init__(
        self,
        *,
        waits_in_flight: Callable[[], float],
        quick_in_flight: Callable[[], float],
        requests_in_flight: Callable[[], float],
        slow_bodies: Callable[[], float],
    ) -> None:
        self.registry = CollectorRegistry(auto_describe=True)
        self.requests = Counter(
            "mcp_http_requests",
            "HTTP requests answered, by status code.",
            ["status"],
            registry=self.registry,
        )
        self.tool_calls = Counter(
            "mcp_tool_calls",
            "Tool calls, by tool and outcome (ok or the kind of failure).",
            ["tool", "outcome"],
            registry=self.registry,
        )
        self.wait_seconds = Histogram(
            "mcp_wait_duration_seconds",
            "How long wait_for_otp / wait_for_link calls took.",
            ["tool"],
            buckets=_WAIT_BUCKETS,
            registry=self.registry,
        )
        self.refusals = Counter(
            "mcp_limiter_refusals",
            "Tool calls refused by a concurrency cap, by cap.",
            ["limit"],
            registry=self.registry,
        )
        self.shed = Counter(
            "mcp_shed_requests",
            "Requests answered 503 before any work, by reason.",
            ["reason"],
            registry=self.registry,
        )
        self.connection_refusals = Counter(
            "mcp_connection_refusals",
            "Requests refused before reaching the app (header deadline, header caps, "
            "malformed, connection cap) and connections evicted at the connection cap, by reason.",
            ["reason"],
            registry=self.registry,
        )
        in_flight = Gauge(
            "mcp_in_flight",
            "Work in flight now: held waits, quick calls, HTTP requests on /mcp past the key "
            "and body checks, and bodies still arriving slowly.",
            ["kind"],
            registry=self.registry,
        )
        # Labelled children, looked up once (unknown tools never get this far).
        self._by_status: dict[int, Counter] = {}
        self._by_tool: dict[tuple[str, str], Counter] = {}
        in_flight.labels("wait").set_function(waits_in_flight)
        in_flight.labels("quick").set_function(quick_in_flight)
        in_flight.labels("request").set_function(requests_in_flight)
        in_flight.labels("slow_body").set_function(slow_bodies)

    def request_finished(self, status: int) -> None:
        """Count one HTTP answer."""
        counter = self._by_status.get(status)
        if counter is None:  # labels() costs a lock and a tuple: once per status, not per request
            counter = self._by_status[status] = self.requests.labels(str(status))
        counter.inc()

    def shed_one(self, reason: str) -> None:
        """Count one request refused by the load shedder."""
        self.shed.labels(reason).inc()

    def connection_refused(self, reason: str, status: int) -> None:
        """Count one request the connection itself answered and refused (http/connection.py)."""
        self.connection_refusals.labels(reason).inc()
        self.request_finished(status)

    def connection_evicted(self, reason: str) -> None:
        """Count one connection closed to make room at the connection cap (no answer sent)."""
        self.connection_refusals.labels(reason).inc()

    def tool_finished(
        self, tool: str, outcome: str, seconds: float, *, limit: str | None = None
    ) -> None:
        """Count one tool call; time the waits; count cap refusals."""
        counter = self._by_tool.get((tool, outcome))
        if counter is None:  # bounded: tool names are the registry's, outcomes a short list
            counter = self._by_tool[tool, outcome] = self.tool_calls.labels(tool, outcome)
        counter.inc()
        if tool in _WAIT_TOOLS:
            self.wait_seconds.labels(tool).observe(seconds)
        if limit is not None:
            self.refusals.labels(limit).inc()

    def render(self) -> bytes:
        """The Prometheus text exposition of every metric."""
        return generate_latest(self.registry)
