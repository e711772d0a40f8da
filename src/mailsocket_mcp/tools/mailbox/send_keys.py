"""The ``Idempotency-Key`` of a send, derived from the call itself.

An MCP client that lost an answer (a timeout, a dropped connection) calls the tool again
with the same arguments. The service keeps each key 24 hours and answers a repeated key
with the first result instead of sending twice, so the key must be the same for the same
call and differ for any other: a hash of the token's user, the tool and the arguments in
a canonical form (keys sorted, defaults filled in by validation, so an argument left out
and the same argument given as its default are one call).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Any

__all__ = ["KEY_PREFIX", "send_key"]

KEY_PREFIX = "mcp-"


def send_key(user_id: str, tool: str, arguments: Mapping[str, Any]) -> str:
    """The key for ``tool`` called by ``user_id`` with ``arguments`` (JSON values).

    Raises:
        TypeError: an argument is not a JSON value.
        ValueError: an argument is NaN or infinite.
    """
    canonical = json.dumps(
        {"user": user_id, "tool": tool, "arguments": arguments},
        sort_keys=True,
        separators=(",", ":"),
        ensure_ascii=False,
        allow_nan=False,
    )
    return KEY_PREFIX + hashlib.sha256(canonical.encode()).hexdigest()
