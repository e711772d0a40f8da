"""Plain JSON error answers, sent straight over ASGI (no framework needed)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping

from starlette.types import Send

__all__ = ["ErrorBody", "error_body", "send_json"]

# Builds an error body from a code and a message: :func:`error_body`, or the OAuth
# shape (oauth/errors.py) for refusals on the OAuth paths.
ErrorBody = Callable[[str, str], dict[str, object]]


async def send_json(
    send: Send,
    status: int,
    body: Mapping[str, object],
    headers: Mapping[str, str] | None = None,
) -> None:
    """Send ``body`` as a complete JSON response with ``status``."""
    payload = json.dumps(body, separators=(",", ":")).encode()
    raw_headers = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(payload)).encode()),
        (b"cache-control", b"no-store"),
    ]
    for name, value in (headers or {}).items():
        raw_headers.append((name.lower().encode("latin-1"), value.encode("latin-1")))
    await send({"type": "http.response.start", "status": status, "headers": raw_headers})
    await send({"type": "http.response.body", "body": payload})


def error_body(code: str, message: str) -> dict[str, object]:
    """The one shape every HTTP-level error uses."""
    return {"error": {"code": code, "message": message}}
