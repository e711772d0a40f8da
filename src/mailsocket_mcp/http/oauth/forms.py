"""Reading OAuth request parameters: capped bodies, one value per name."""

from __future__ import annotations

import json
import urllib.parse
from collections.abc import Iterable

from starlette.requests import Request

from .errors import OAuthError

__all__ = ["MAX_BODY_BYTES", "read_body", "read_form", "single_values"]

MAX_BODY_BYTES = 16 * 1024


async def read_body(request: Request, max_bytes: int = MAX_BODY_BYTES) -> bytes:
    """The request body, refused past ``max_bytes``.

    Raises:
        OAuthError: ``invalid_request`` (413) when the body is too large.
    """
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > max_bytes:
        raise _too_large(max_bytes)
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > max_bytes:
            raise _too_large(max_bytes)
        chunks.append(chunk)
    return b"".join(chunks)


async def read_form(request: Request) -> dict[str, str]:
    """A form-encoded body as single values.

    Raises:
        OAuthError: ``invalid_request`` for another content type, a repeated
            parameter, or a body that is too large.
    """
    content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if content_type != "application/x-www-form-urlencoded":
        raise OAuthError(
            "invalid_request", "Send the parameters as application/x-www-form-urlencoded."
        )
    body = await read_body(request)
    try:
        pairs = urllib.parse.parse_qsl(
            body.decode("utf-8"), keep_blank_values=True, strict_parsing=False
        )
    except UnicodeDecodeError:
        raise OAuthError("invalid_request", "The body is not UTF-8.") from None
    return single_values(pairs)


async def read_json(request: Request) -> object:
    """A JSON body (any value; the caller checks its shape).

    Raises:
        OAuthError: ``invalid_client_metadata`` for a body that is not JSON.
    """
    body = await read_body(request)
    try:
        return json.loads(body)
    except (UnicodeDecodeError, ValueError):
        raise OAuthError("invalid_client_metadata", "The body must be a JSON object.") from None
    except RecursionError:  # nested deeper than the parser goes: no client sends that
        raise OAuthError("invalid_client_metadata", "The body is nested too deeply.") from None


def single_values(pairs: Iterable[tuple[str, str]]) -> dict[str, str]:
    """``pairs`` as a dict; empty values count as absent.

    Raises:
        OAuthError: ``invalid_request`` naming a parameter given more than once.
    """
    values: dict[str, str] = {}
    for name, value in pairs:
        if name in values:
            raise OAuthError("invalid_request", f"The parameter {name[:40]!r} is repeated.")
        if value != "":
            values[name] = value
    return values


def _too_large(max_bytes: int) -> OAuthError:
    return OAuthError(
        "invalid_request", f"Request bodies are limited to {max_bytes // 1024} KiB.", status=413
    )
