"""Child servers for the benchmark: start pinned, wait until healthy, read /proc, stop."""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO

__all__ = [
    "HOST",
    "Server",
    "cpu_seconds",
    "free_port",
    "pin_self",
    "rss_mib",
    "run_until_interrupted",
    "start_gateway",
    "start_sandbox",
    "start_server",
]

_TICKS = os.sysconf("SC_CLK_TCK")
HOST = "127.0.0.1"
VENV_BIN = Path(sys.executable).parent


def free_port() -> int:
    """A port that was free a moment ago on 127.0.0.1."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    """User + system CPU of a process, all its threads (``/proc/<pid>/stat``)."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    fields = stat[stat.rindex(")") + 2 :].split()
    return (int(fields[11]) + int(fields[12])) / _TICKS  # utime, stime (fields 14, 15)


def rss_mib(pid: int, field: str = "VmRSS") -> float:
    """Resident memory in MiB from ``/proc/<pid>/status`` (``VmRSS`` or ``VmHWM``)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    raise LookupError(field)


def pin_self(core: int) -> bool:
    """Pin this process (and threads it starts later) to ``core`` when possible."""
    if not hasattr(os, "sched_setaffinity") or core not in os.sched_getaffinity(0):
        return False
    os.sched_setaffinity(0, {core})
    return True


@dataclass
class Server:
    """A child server process and where it listens."""

    name: str
    process: subprocess.Popen[bytes]
    port: int
    log_path: Path

    @property
    def pid(self) -> int:
        return self.process.pid

    def log_tail(self, lines: int = 20) -> str:
        with contextlib.suppress(OSError):
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        return ""

    def stop(self, timeout_s: float = 15.0) -> None:
        """SIGINT (uvicorn's graceful stop, and what makes cProfile write its file), then kill."""
        if self.process.poll() is not None:
            return
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout_s)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(5)


def start_server(
    name: str,
    argv: Sequence[str],
    *,
    port: int,
    health_path: str,
    log_dir: Path,
    core: int | None,
    env: Mapping[str, str] | None = None,
    timeout_s: float = 20.0,
) -> Server:
    """Start ``argv`` (pinned to ``core`` with taskset when available); wait for health.

    Raises:
        RuntimeError: the process exited or did not answer ``health_path`` in time.
    """
    taskset = shutil.which("taskset")
    prefix = [taskset, "-c", str(core)] if taskset and core is not None else []
    log_path = log_dir / f"{name}.log"
    log: IO[bytes] = log_path.open("wb")
    process = subprocess.Popen(
        [*prefix, *argv],
        stdout=log,
        stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL,
        env=dict(env) if env is not None else None,
        start_new_session=True,  # a Ctrl-C on the benchmark reaches us, not the children
    )
    log.close()
    server = Server(name, process, port, log_path)
    url = f"http://127.0.0.1:{port}{health_path}"
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"{name} exited with {process.returncode}:\n{server.log_tail()}")
        try:
            with urllib.request.urlopen(url, timeout=1) as response:
                if response.status == 200:
                    return server
        except (OSError, urllib.error.URLError):
            pass
        time.sleep(0.05)
    server.stop()
    raise RuntimeError(f"{name} did not answer {url} within {timeout_s:g} s:\n{server.log_tail()}")


def start_sandbox(
    log_dir: Path,
    *,
    core: int | None,
    args: Sequence[str] = (),
    prefix: Sequence[str] = (),
) -> Server:
    """The sandbox on a free port of 127.0.0.1 (``args`` added, e.g. ``--enable-faults``)."""
    port = free_port()
    argv = [*prefix, str(VENV_BIN / "mailsocket-sandbox"), "--host", HOST, "--port", str(port)]
    return start_server(
        "sandbox", [*argv, *args], port=port, health_path="/healthz", log_dir=log_dir, core=core
    )


def start_gateway(
    api_url: str,
    log_dir: Path,
    *,
    core: int | None,
    name: str = "gateway",
    argv: Sequence[str] | None = None,
    extra_env: Mapping[str, str] | None = None,
) -> Server:
    """A gateway process in front of the sandbox at ``api_url``, on a free port.

    It inherits this environment without ``MAILSOCKET_API_KEY`` (the gateway holds no
    key); ``argv`` replaces the plain ``mailsocket-mcp-http`` (e.g. a profiled one).
    """
    port = free_port()
    env = {k: v for k, v in os.environ.items() if k != "MAILSOCKET_API_KEY"}
    env.update(UPSTREAM_BASE_URL=api_url, MCP_BIND_HOST=HOST, MCP_PORT=str(port))
    env.update(extra_env or {})
    return start_server(
        name,
        list(argv) if argv is not None else [str(VENV_BIN / "mailsocket-mcp-http")],
        port=port,
        health_path="/healthz",
        log_dir=log_dir,
        core=core,
        env=env,
    )


def run_until_interrupted(run: Callable[[], int]) -> int:
    """``run()``'s exit status; 130 on Ctrl-C (its servers stop on the way out)."""
    try:
        return run()
    except KeyboardInterrupt:
        print("interrupted; servers stopped", file=sys.stderr)
        return 130
