"""The ``mailsocket-mcp-http`` entry point: the gateway under uvicorn."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping, Sequence

import uvicorn

from .. import __version__
from ..config import GatewaySettings
from ..errors import ConfigError
from ..logs import configure_logging
from .app import create_app
from .auth import current_call

__all__ = ["main"]


def _current_key() -> str | None:
    call = current_call.get()
    return call.api_key if call is not None else None


def main(argv: Sequence[str] | None = None, environ: Mapping[str, str] | None = None) -> int:
    """Serve the gateway until stopped; exit status 2 on bad configuration."""
    parser = argparse.ArgumentParser(
        prog="mailsocket-mcp-http",
        description="Stateless Streamable-HTTP MCP gateway; each request brings its own key.",
    )
    parser.add_argument("--version", action="version", version=f"mailsocket-mcp {__version__}")
    parser.parse_args(argv)
    try:
        settings = GatewaySettings.from_env(os.environ if environ is None else environ)
    except ConfigError as exc:
        print(f"mailsocket-mcp-http: {exc.public_message}", file=sys.stderr)
        return 2
    configure_logging(_current_key)
    app = create_app(settings)
    config = uvicorn.Config(
        app,
        host=settings.bind_host,
        port=settings.port,
        log_config=None,
        access_log=False,
        server_header=False,
        timeout_graceful_shutdown=10,
    )
    uvicorn.Server(config).run()
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
