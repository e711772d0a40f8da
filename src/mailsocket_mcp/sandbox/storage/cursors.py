"""Page cursors: opaque text that names a row's insertion sequence number.

Both stores number rows in insertion order and page newest first, so a cursor is
"rows older than sequence N", base64-wrapped so clients treat it as opaque.
"""

from __future__ import annotations

import base64
import binascii

__all__ = ["InvalidCursor", "make_cursor", "read_cursor"]


class InvalidCursor(ValueError):
    """Raised when a cursor was not made by this store."""


def make_cursor(seq: int) -> str:
    """The cursor for "rows older than ``seq``"."""
    return base64.urlsafe_b64encode(f"seq:{seq}".encode()).decode().rstrip("=")


def read_cursor(cursor: str | None) -> int | None:
    """The sequence number in ``cursor``; None for no cursor.

    Raises:
        InvalidCursor: when ``cursor`` was not made by ``make_cursor``.
    """
    if cursor is None:
        return None
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        prefix, _, number = base64.urlsafe_b64decode(padded.encode()).decode().partition(":")
        if prefix != "seq" or not number.isdigit():
            raise ValueError(cursor)
        return int(number)
    except (ValueError, binascii.Error, UnicodeDecodeError) as exc:
        raise InvalidCursor("cursor was not issued by this sandbox") from exc
