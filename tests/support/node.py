"""The official TypeScript MCP client, pinned in tests/node (`npm ci --prefix tests/node`).

`.ci/run` installs it; where node or the install is missing, its tests are skipped.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

NODE_DIR = Path(__file__).parents[1] / "node"
NODE = shutil.which("node")

needs_typescript_client = pytest.mark.skipif(
    NODE is None or not (NODE_DIR / "node_modules" / "@modelcontextprotocol" / "sdk").is_dir(),
    reason="node and tests/node/node_modules (npm ci --prefix tests/node) are needed",
)


def node_command(script: str, *args: str) -> list[str]:
    """The command line that runs ``tests/node/<script>`` with ``args``."""
    assert NODE is not None
    return [NODE, str(NODE_DIR / script), *args]
