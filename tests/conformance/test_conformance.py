"""The official MCP conformance suite (``@modelcontextprotocol/conformance``) against the gateway.

``bash .ci/run`` installs pinned Node 22 and the suite into ``.ci/node/``. The gateway
runs under uvicorn on 127.0.0.1 in front of a sandbox, behind a shim that adds the
Bearer key the suite cannot send. Every scenario that applies to a tools-only server
must pass; the others are listed below with the reason, and a scenario the suite adds
later fails :func:`test_every_scenario_of_the_suite_is_classified` until it is sorted.
"""

from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.sandbox.runner import running_sandbox
from mailsocket_mcp.sandbox.settings import SandboxSettings
from tests.mcp.servers import GatewayHandle, running_gateway
from tests.support.keys import new_key

from .shim import with_key

NODE_DIR = Path(__file__).parents[2] / ".ci" / "node" / "node_modules"
NODE = NODE_DIR / ".bin" / "node"
SUITE = NODE_DIR / "@modelcontextprotocol" / "conformance" / "dist" / "index.js"
SCENARIO_SECONDS = 60

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not (NODE.exists() and SUITE.exists()),
        reason="the MCP conformance suite is not installed: `bash .ci/run` installs it",
    ),
]

APPLICABLE = [
    "server-initialize",
    "ping",
    "tools-list",
    "resources-list",  # declared (empty): the answer must still be well formed
    "prompts-list",  # likewise
    "dns-rebinding-protection",
    "server-sse-polling",
    "server-sse-multiple-streams",
]

_FIXTURE_TOOL = "calls the suite's own fixture tool, which a mailsocket server does not have"
NOT_APPLICABLE = {
    "logging-set-level": "no logging capability: the server sends no log notifications",
    "completion-complete": "no completions capability: nothing to complete",
    "tools-call-simple-text": _FIXTURE_TOOL,
    "tools-call-image": _FIXTURE_TOOL + "; our tools return no images",
    "tools-call-audio": _FIXTURE_TOOL + "; our tools return no audio",
    "tools-call-embedded-resource": _FIXTURE_TOOL + "; our tools embed no resources",
    "tools-call-mixed-content": _FIXTURE_TOOL,
    "tools-call-with-logging": _FIXTURE_TOOL + "; no logging capability",
    "tools-call-error": _FIXTURE_TOOL + "; tool errors are tested in tests/mcp",
    "tools-call-with-progress": _FIXTURE_TOOL + "; JSON responses carry no progress",
    "tools-call-sampling": _FIXTURE_TOOL + "; the server never asks the client to sample",
    "tools-call-elicitation": _FIXTURE_TOOL + "; the server never asks the user for input",
    "json-schema-2020-12": _FIXTURE_TOOL,
    "elicitation-sep1034-defaults": "the server never asks the user for input (elicitation)",
    "elicitation-sep1330-enums": "the server never asks the user for input (elicitation)",
    "resources-read-text": "reads the suite's fixture resources; the server has none",
    "resources-read-binary": "reads the suite's fixture resources; the server has none",
    "resources-templates-read": "reads the suite's fixture resources; the server has none",
    "resources-subscribe": "the server offers no resource subscriptions",
    "resources-unsubscribe": "the server offers no resource subscriptions",
    "prompts-get-simple": "gets the suite's fixture prompts; the server has none",
    "prompts-get-with-args": "gets the suite's fixture prompts; the server has none",
    "prompts-get-embedded-resource": "gets the suite's fixture prompts; the server has none",
    "prompts-get-with-image": "gets the suite's fixture prompts; the server has none",
}


def _suite(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(NODE), str(SUITE), *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=SCENARIO_SECONDS,
        check=False,
    )


@pytest.fixture(scope="module")
def gateway() -> Iterator[GatewayHandle]:
    """The gateway in front of a sandbox, behind the key-adding shim."""
    key = new_key()
    with running_sandbox(SandboxSettings(port=0)) as sandbox:
        settings = GatewaySettings(upstream_base_url=sandbox.base_url)
        with running_gateway(settings, wrap=lambda app: with_key(app, key)) as handle:
            yield handle


def test_every_scenario_of_the_suite_is_classified(tmp_path: Path) -> None:
    listing = _suite("list", "--server", cwd=tmp_path)
    assert listing.returncode == 0, listing.stderr
    listed = set(re.findall(r"^\s+- (\S+)", listing.stdout, re.MULTILINE))
    assert listed, listing.stdout
    assert not set(APPLICABLE) & set(NOT_APPLICABLE)
    assert sorted(listed - set(APPLICABLE) - set(NOT_APPLICABLE)) == [], "new scenarios"
    assert sorted({*APPLICABLE, *NOT_APPLICABLE} - listed) == [], "scenarios gone"


@pytest.mark.parametrize("scenario", APPLICABLE)
def test_the_gateway_passes_the_scenario(
    gateway: GatewayHandle, scenario: str, tmp_path: Path
) -> None:
    run = _suite(
        "server",
        "--url",
        gateway.mcp_url,
        "--scenario",
        scenario,
        "--output-dir",
        str(tmp_path),
        cwd=tmp_path,
    )
    reports = list(tmp_path.glob("**/checks.json"))
    assert len(reports) == 1, run.stdout + run.stderr
    checks = json.loads(reports[0].read_text())
    failed = [check for check in checks if check["status"] == "FAILURE"]
    assert failed == [], json.dumps(failed, indent=1)
    assert run.returncode == 0, run.stdout + run.stderr
    assert checks
