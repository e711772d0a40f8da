"""A bare Starlette JSON endpoint: the practical ceiling for one Python ASGI process.

``python bench/_echo_app.py --port N`` serves ``POST /mcp`` (reads and parses the JSON
body, answers a small JSON-RPC-shaped result) under uvicorn with the same options as
``mailsocket_mcp.http.cli`` gives the gateway.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

__all__ = ["create_echo_app", "main"]


async def _echo(request: Request) -> JSONResponse:
    payload = json.loads(await request.body())
    return JSONResponse({"jsonrpc": "2.0", "id": payload.get("id"), "result": {"ok": True}})


async def _healthz(_request: Request) -> JSONResponse:
    return JSONResponse({"status": "ok"})


def create_echo_app() -> Starlette:
    """The echo route (and a health check for start-up), no middleware."""
    return Starlette(routes=[Route("/mcp", _echo, methods=["POST"]), Route("/healthz", _healthz)])


def main(argv: Sequence[str] | None = None) -> int:
    """Serve until interrupted, with the gateway's uvicorn settings."""
    parser = argparse.ArgumentParser(prog="echo-app")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    args = parser.parse_args(argv)
    config = uvicorn.Config(  # keep in step with mailsocket_mcp/http/cli.py
        create_echo_app(),
        host=args.host,
        port=args.port,
        log_config=None,
        access_log=False,
        server_header=False,
        timeout_graceful_shutdown=10,
    )
    uvicorn.Server(config).run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
