"""Small helpers every domain module uses: ids, the clock, cursors of keyset paging."""

from __future__ import annotations

import base64
import binascii
import json
import secrets
from datetime import datetime, timezone
from typing import Any

from ..errors import InvalidCursor

__all__ = ["decode_cursor", "encode_cursor", "new_id", "now"]


def new_id(prefix: str) -> str:
    """A random id such as ``usr_3kq...``: 96 bits, URL-safe."""
    return f"{prefix}_{secrets.token_urlsafe(12)}"


def now() -> datetime:
    return datetime.now(timezone.utc)


def encode_cursor(*key: Any) -> str:
    """An opaque cursor for the row after ``key`` (the sort key of the last row of a page)."""
    return base64.urlsafe_b64encode(json.dumps(list(key)).encode()).decode().rstrip("=")


def decode_cursor(cursor: str, size: int) -> list[Any]:
    """The sort key in ``cursor``.

    Raises:
        InvalidCursor: not a cursor of this list.
    """
    try:
        key = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
    except (binascii.Error, ValueError, UnicodeDecodeError):
        raise InvalidCursor("the cursor is not one this list handed out") from None
    if not isinstance(key, list) or len(key) != size or not all(isinstance(k, str) for k in key):
        raise InvalidCursor("the cursor is not one this list handed out")
    return key
