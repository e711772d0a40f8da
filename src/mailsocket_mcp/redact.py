"""The one place that decides what text is safe to show: keys, key fragments, tokens.

A caller's key must never appear in a response, a tool error, a log record or an
access-log path: not whole, not percent-encoded, not as any fragment of eight or
more characters. Any ``ms_live_`` token is masked too, whoever it belongs to, and so
is every OAuth code or token the gateway seals (they carry a key, encrypted).
"""

from __future__ import annotations

import logging
import re
import urllib.parse
from collections.abc import Callable

__all__ = [
    "KEY_PATTERN",
    "MASK",
    "SEALED_PATTERN",
    "RedactingFilter",
    "Redactor",
    "decoded_forms",
    "looks_like_key",
]

MASK = "[redacted]"
FRAGMENT_LENGTH = 8
KEY_PATTERN = re.compile(r"ms_live_[A-Za-z0-9_\-]{8,200}")
_PREFIX = "ms_live_"
_TOKEN = re.compile(r"ms_live_[A-Za-z0-9_\-%]+", re.IGNORECASE)
# OAuth codes, tokens, client ids and forms (http/oauth/sealing.py Kind prefixes).
SEALED_PATTERN = re.compile(r"mso(?:ac|at|rt|cl|fm)_[A-Za-z0-9_\-]{16,}")


def looks_like_key(value: str) -> bool:
    """True when ``value`` has the exact shape of a mailsocket live key."""
    return KEY_PATTERN.fullmatch(value) is not None


class Redactor:
    """Masks keys (whole, encoded, or any 8+ character fragment) and every live token."""

    def __init__(self, *keys: str | None) -> None:
        self._keys = [key for key in dict.fromkeys(keys) if key]
        self._windows: list[tuple[str, int, str]] | None = None  # built on first use

    def text(self, value: str) -> str:
        """Return ``value`` with every trace of the key and any live token masked.

        Percent-encoded text is also checked decoded (up to three rounds); if a key or
        token hides behind the encoding, the decoded text comes back, masked.
        """
        masked = self._plain(value)
        if "%" in value:
            decoded = decoded_forms(value)[-1]
            if decoded != value:
                redecoded = self._plain(decoded)
                if redecoded != decoded:
                    return redecoded
        return masked

    def _plain(self, value: str) -> str:
        for key in self._keys:
            if key in value:
                value = value.replace(key, MASK)
        if "ms_live_" in value.lower():
            value = _TOKEN.sub(MASK, value)
        if "mso" in value:
            value = SEALED_PATTERN.sub(MASK, value)
        if self._keys:
            value = self._mask_fragments(value)
        return value

    def data(self, value: bytes) -> bytes:
        """Bytes version of :meth:`text` for response bodies (UTF-8)."""
        decoded = value.decode("utf-8", errors="surrogateescape")
        masked = self.text(decoded)
        if masked is decoded:
            return value
        return masked.encode("utf-8", errors="surrogateescape")

    def _mask_fragments(self, value: str) -> str:
        if self._windows is None:
            self._windows = [
                (k, offset, window) for k in self._keys for offset, window in _windows(k)
            ]
        spans: list[tuple[int, int]] = []
        for key, offset, window in self._windows:
            start = value.find(window)
            while start != -1:
                # Grow the hit along the key both ways, so the whole fragment goes.
                left, right, k_left, k_right = start, start + FRAGMENT_LENGTH, offset, offset + 8
                while left > 0 and k_left > 0 and value[left - 1] == key[k_left - 1]:
                    left, k_left = left - 1, k_left - 1
                while right < len(value) and k_right < len(key) and value[right] == key[k_right]:
                    right, k_right = right + 1, k_right + 1
                spans.append((left, right))
                start = value.find(window, right)
        if not spans:
            return value
        spans.sort()
        pieces: list[str] = []
        cursor = 0
        for left, right in spans:
            if right <= cursor:
                continue
            pieces.append(value[cursor : max(left, cursor)])
            if left >= cursor:
                pieces.append(MASK)
            cursor = right
        pieces.append(value[cursor:])
        return "".join(pieces)


def decoded_forms(value: str, rounds: int = 3) -> list[str]:
    """``value`` and each distinct percent-decoding of it, up to ``rounds`` deep."""
    forms = [value]
    for _ in range(rounds):
        decoded = urllib.parse.unquote_plus(forms[-1])
        if decoded == forms[-1]:
            break
        forms.append(decoded)
    return forms


def _windows(key: str) -> list[tuple[int, str]]:
    if len(key) < FRAGMENT_LENGTH:
        return []
    seen: dict[str, int] = {}
    for offset in range(len(key) - FRAGMENT_LENGTH + 1):
        window = key[offset : offset + FRAGMENT_LENGTH]
        if window != _PREFIX:  # the public prefix alone reveals nothing (and is in our help text)
            seen.setdefault(window, offset)
    return [(offset, window) for window, offset in seen.items()]


class RedactingFilter(logging.Filter):
    """A log filter that masks the current caller's key and every live token.

    ``current`` returns the redactor of the call being served (the request's on
    the gateway, the configured key's on stdio), or None outside a call; the
    redactor is built once per call, not once per record.
    """

    def __init__(self, current: Callable[[], Redactor | None]) -> None:
        super().__init__()
        self._current = current
        self._keyless = Redactor()

    def filter(self, record: logging.LogRecord) -> bool:
        redactor = self._current() or self._keyless
        try:
            message = record.getMessage()
        except (TypeError, ValueError):
            message = str(record.msg)
        record.msg = redactor.text(message)
        record.args = None
        if record.exc_info and record.exc_info[1] is not None:
            # Tracebacks quote exception text, which may carry peer input.
            formatted = logging.Formatter().formatException(record.exc_info)
            record.exc_text = redactor.text(formatted)
            record.exc_info = None
        elif record.exc_text:
            record.exc_text = redactor.text(record.exc_text)
        return True
