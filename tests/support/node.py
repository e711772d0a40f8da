"""The official TypeScript MCP client and the MCP Inspector CLI, pinned in tests/node
(`npm ci --prefix tests/node`).

`.ci/run` installs them; where node or the install is missing, their tests are skipped.
The Inspector needs Node 22.19 or later: the system's node if it is that new, else the pinned
Node 22 `.ci/run` installs into `.ci/node` for the conformance suite.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from tests.support.env import child_env

NODE_DIR = Path(__file__).parents[1] / "node"
NODE = shutil.which("node")
CI_NODE = Path(__file__).parents[2] / ".ci" / "node" / "node_modules" / ".bin" / "node"
INSPECTOR = NODE_DIR / "node_modules" / "@modelcontextprotocol" / "inspector"
INSPECTOR_NODE_MAJOR = 22  # its package.json: "engines": {"node": ">=22.19.0"}
INSPECTOR_SECONDS = 60.0

needs_typescript_client = pytest.mark.skipif(
    NODE is None or not (NODE_DIR / "node_modules" / "@modelcontextprotocol" / "sdk").is_dir(),
    reason="node and tests/node/node_modules (npm ci --prefix tests/node) are needed",
)


def node_command(script: str, *args: str) -> list[str]:
    """The command line that runs ``tests/node/<script>`` with ``args``."""
    assert NODE is not None
    return [NODE, str(NODE_DIR / script), *args]


def _inspector_node() -> str | None:
    """A node new enough for the Inspector: the system's, else ``.ci/node``'s, else None."""
    for candidate in (NODE, str(CI_NODE) if CI_NODE.exists() else None):
        if candidate is None:
            continue
        version = subprocess.run(
            [candidate, "--version"], capture_output=True, text=True, timeout=10, check=False
        ).stdout.strip()  # "v22.23.3"
        major, _, rest = version.lstrip("v").partition(".")
        minor = rest.partition(".")[0]
        if major.isdigit() and minor.isdigit() and (int(major), int(minor)) >= (22, 19):
            return candidate
    return None


INSPECTOR_NODE = _inspector_node()

needs_inspector_cli = pytest.mark.skipif(
    INSPECTOR_NODE is None or not (INSPECTOR / "package.json").is_file(),
    reason="Node >= 22.19 (the system's or .ci/node's) and tests/node/node_modules "
    "(npm ci --prefix tests/node) are needed",
)


def inspector_run(
    home: Path,
    target: list[str],
    method: str,
    *,
    server_env: Mapping[str, str] | None = None,
    headers: Mapping[str, str] | None = None,
    tool: str | None = None,
    arguments: Mapping[str, str] | None = None,
) -> subprocess.CompletedProcess[str]:
    """Run ``mcp-inspector --cli`` once against ``target``; the finished process.

    ``target`` is a stdio server's command line or a gateway's MCP URL (then over streamable
    HTTP, with ``headers``). The Inspector runs in its CLI mode only (no web UI, no browser),
    never starts an interactive OAuth login (``--stored-auth-only``: a request the gateway
    refuses ends the run with ``auth_required``), with a minimal environment (no proxy) and its
    home, catalog and storage in ``home``, so nothing outside the test's temp folder is read or
    written. Bounded by INSPECTOR_SECONDS.
    """
    assert INSPECTOR_NODE is not None
    launcher = INSPECTOR / "clients" / "launcher" / "build" / "index.js"
    command = [INSPECTOR_NODE, str(launcher), "--cli", *target, "--method", method]
    if target[0].startswith("http"):
        command += ["--transport", "http", "--stored-auth-only"]
    for name, value in (server_env or {}).items():
        command += ["-e", f"{name}={value}"]
    for name, value in (headers or {}).items():
        command += ["--header", f"{name}: {value}"]
    if tool is not None:
        command += ["--tool-name", tool]
    for name, value in (arguments or {}).items():
        command += ["--tool-arg", f"{name}={value}"]
    env = child_env(
        HOME=str(home),
        MCP_CATALOG_PATH=str(home / "catalog.json"),
        MCP_STORAGE_DIR=str(home / "storage"),
        MCP_AUTO_OPEN_ENABLED="false",
        NO_COLOR="1",
    )
    return subprocess.run(
        command, env=env, capture_output=True, text=True, timeout=INSPECTOR_SECONDS, check=False
    )


def inspector_cli(home: Path, target: list[str], method: str, **options: Any) -> Any:
    """:func:`inspector_run`, which must succeed; its JSON answer on stdout."""
    done = inspector_run(home, target, method, **options)
    assert done.returncode == 0, f"exit {done.returncode}: {done.stderr[-3000:]}"
    return json.loads(done.stdout)
