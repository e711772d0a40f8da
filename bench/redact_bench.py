"""CPU cost of rendering one redacted tool result, in-process.

Usage::

    .venv/bin/python bench/redact_bench.py [--repeat 5]

Times the fast path's result rendering (``render_result``: the SDK's result shape
and serialisation) and the response body's redaction (``redacted_body``: the
pre-check, and the value-by-value masking when a key or token shows) for result
shapes the gateway serves: a small message, one with percent-encoded links, a
page of 20 messages of 2 KB each, and a message holding an ``ms_live_`` token.
Prints microseconds per result (best of ``--repeat`` runs) and the result size.
"""

from __future__ import annotations

import argparse
import json
import timeit
from typing import Any

from mcp_types import CallToolResult, TextContent

from mailsocket_mcp.http.fast_path import render_result
from mailsocket_mcp.http.redact_body import redacted_body
from mailsocket_mcp.redact import Redactor

KEY = "ms_live_gatewaybench0001"


def _message(text: str) -> dict[str, Any]:
    return {
        "id": "msg_01HZX",
        "from": "Acme <no-reply@acme.test>",
        "to": "inb_1@mailsocket.test",
        "subject": "Your code",
        "received_at": "2026-01-01T00:00:00Z",
        "otp": "123456",
        "otp_confidence": 0.98,
        "magic_link": "https://app.acme.test/verify?next=%2Fhome&sig=abc%3D",
        "text": text,
    }


SHAPES: dict[str, dict[str, Any]] = {
    "get_latest, 300-char text": {"message": _message("Your verification code is 123456. " * 9)},
    "get_latest, %-encoded links": {"message": _message("See https://x.test/a?u=%2Fb&t=z%3D " * 8)},
    "list_messages, 20 x 2 KB": {
        "messages": [_message("Hi https://t.test/c?u=https%3A%2F%2Fa.test%2F " * 40)] * 20,
        "next_cursor": None,
        "has_more": False,
    },
    "get_latest, ms_live_ token": {"message": _message("Your key ms_live_abcdefgh1234, %2Fx")},
}


def _rendered(result: CallToolResult) -> bytes:
    body = b'{"jsonrpc":"2.0","id":1,"result":' + render_result(result) + b"}"
    return redacted_body(body, Redactor(KEY))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5, help="runs per shape; best is kept")
    args = parser.parse_args()
    print("| result | bytes | us per render |\n|---|---|---|")
    for name, structured in SHAPES.items():
        result = CallToolResult(
            content=[TextContent(type="text", text=json.dumps(structured, indent=2))],
            structured_content=structured,
        )
        size = len(_rendered(result))
        number = max(1, 300_000 // size)
        best = min(
            timeit.repeat(
                lambda result=result: _rendered(result),
                number=number,
                repeat=args.repeat,
            )
        )
        print(f"| {name} | {size} | {best / number * 1e6:.1f} |")


if __name__ == "__main__":
    main()
