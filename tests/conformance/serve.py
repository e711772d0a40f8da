"""Serve what the conformance tests test, to run the suite by hand.

``python -m tests.conformance.serve`` starts a sandbox and the gateway in front of it on
127.0.0.1, behind the shim that adds the Bearer key the suite cannot send (shim.py),
prints the MCP URL and serves until Ctrl-C. Then, in another shell::

    .ci/node/node_modules/.bin/node \\
      .ci/node/node_modules/@modelcontextprotocol/conformance/dist/index.js \\
      server --url <the printed URL> --scenario tools-list
"""

from __future__ import annotations

import contextlib
import threading

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.sandbox.runner import running_sandbox
from mailsocket_mcp.sandbox.settings import SandboxSettings
from tests.mcp.servers import running_gateway
from tests.support.keys import new_key

from .shim import with_key


def main() -> None:
    """Serve until interrupted."""
    key = new_key()
    with running_sandbox(SandboxSettings(port=0)) as sandbox:
        settings = GatewaySettings(upstream_base_url=sandbox.base_url)
        with running_gateway(settings, wrap=lambda app: with_key(app, key)) as gateway:
            print(f"conformance gateway on {gateway.mcp_url} (Ctrl-C stops it)", flush=True)
            with contextlib.suppress(KeyboardInterrupt):
                threading.Event().wait()


if __name__ == "__main__":
    main()
