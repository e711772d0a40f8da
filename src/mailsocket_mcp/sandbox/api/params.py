"""Reading query parameters strictly: each bad value is a 400 that names the parameter."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from datetime import datetime, timezone
from typing import cast

from ..errors import BadRequest
from ..timeline import parse_time
from ..waits import RequireKind

__all__ = [
    "DEFAULT_PAGE_SIZE",
    "MAX_PAGE_SIZE",
    "WAIT_TIMEOUT_MAX",
    "WAIT_TIMEOUT_MIN",
    "parse_bool",
    "parse_limit",
    "parse_min_confidence",
    "parse_require",
    "parse_since",
    "parse_timeout",
]

DEFAULT_PAGE_SIZE = 25
MAX_PAGE_SIZE = 100
WAIT_TIMEOUT_MIN = 1.0
WAIT_TIMEOUT_MAX = 25.0
_UNIX_SECONDS = re.compile(r"\d{1,12}(\.\d+)?")


def parse_limit(query: Mapping[str, str]) -> int:
    """``limit``: an integer page size in 1..100; 25 when omitted."""
    raw = query.get("limit")
    if raw is None:
        return DEFAULT_PAGE_SIZE
    try:
        limit = int(raw)
    except ValueError:
        limit = 0
    if not 1 <= limit <= MAX_PAGE_SIZE:
        raise BadRequest(f"limit must be an integer from 1 to {MAX_PAGE_SIZE}, got {raw!r}.")
    return limit


def parse_bool(query: Mapping[str, str], name: str) -> bool | None:
    """A ``true``/``false`` filter; None when omitted."""
    raw = query.get(name)
    if raw is None:
        return None
    if raw.lower() in ("true", "1"):
        return True
    if raw.lower() in ("false", "0"):
        return False
    raise BadRequest(f"{name} must be true or false, got {raw!r}.")


def _number(query: Mapping[str, str], name: str) -> float | None:
    raw = query.get(name)
    if raw is None:
        return None
    try:
        value = float(raw)
    except ValueError:
        value = math.nan
    if not math.isfinite(value):
        raise BadRequest(f"{name} must be a number, got {raw!r}.")
    return value


def parse_timeout(query: Mapping[str, str], *, maximum: float = WAIT_TIMEOUT_MAX) -> float:
    """``timeout`` seconds, clamped to [1, ``maximum``]; ``maximum`` when omitted."""
    value = _number(query, "timeout")
    if value is None:
        return maximum
    return min(maximum, max(WAIT_TIMEOUT_MIN, value))


def parse_min_confidence(query: Mapping[str, str]) -> float:
    """``min_confidence`` in [0, 1]; 0 when omitted."""
    value = _number(query, "min_confidence")
    if value is None:
        return 0.0
    if not 0.0 <= value <= 1.0:
        raise BadRequest(f"min_confidence must be between 0 and 1, got {value!r}.")
    return value


def parse_require(query: Mapping[str, str]) -> RequireKind:
    """``require``: ``otp``, ``link`` or ``any`` (the default)."""
    raw = query.get("require", "any")
    if raw not in ("otp", "link", "any"):
        raise BadRequest(f"require must be one of otp, link, any; got {raw!r}.")
    return cast(RequireKind, raw)


def parse_since(
    query: Mapping[str, str],
    *,
    default: Callable[[], datetime],
    received_at_of: Callable[[str], datetime | None],
) -> datetime | None:
    """The wait's cutoff: only mail received strictly after it matches.

    ``since`` may be ISO 8601, unix seconds (``0`` means everything), or a message
    id (mail after that one). An unknown message id means the whole inbox: falling
    back to "everything" can repeat an old mail but never loses a new one.
    Omitted: ``default()``, the start of this request. None means no cutoff.
    """
    raw = query.get("since")
    if raw is None:
        return default()
    if raw.startswith("msg_"):
        return received_at_of(raw)
    try:
        if _UNIX_SECONDS.fullmatch(raw):
            seconds = float(raw)
            return None if seconds == 0 else datetime.fromtimestamp(seconds, timezone.utc)
        return parse_time(raw)
    except (ValueError, OverflowError, OSError) as exc:
        raise BadRequest(
            f"since must be an ISO 8601 time, unix seconds or a message id, got {raw!r}."
        ) from exc
