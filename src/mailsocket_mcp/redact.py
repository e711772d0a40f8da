"""The one place that decides what text is safe to show: keys, key fragments, tokens.

A caller's key must never appear in a response, a tool error, a log record or an
access-log path: not whole, not percent-encoded, not as any fragment of eight or
more characters. Any ``ms_live_`` token and any mailbox service token (``mbx_``) is
masked too, whoever it belongs to, and so
is every OAuth code or token the gateway seals (they carry a key, encrypted).

Redaction works on values, never on serialised text: a result is masked string by
string (object keys included) and serialised once afterwards, so mail content can
never reshape a result. Inside a string only the masked span changes; a key hidden
behind percent-encoding is found in the decoded text and its *encoded* span is
replaced, every other character (and its encoding) stays as it was.
"""

from __future__ import annotations

import bisect
import json
import logging
import re
import urllib.parse
from collections.abc import Callable
from typing import TypeVar, cast

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
DECODE_ROUNDS = 3
KEY_PATTERN = re.compile(r"ms_live_[A-Za-z0-9_\-]{8,200}")
_PREFIX = "ms_live_"
_TOKEN = re.compile(r"ms_live_[A-Za-z0-9_\-]+", re.IGNORECASE | re.ASCII)
_KEY_CHARS = re.compile(r"[A-Za-z0-9_\-]+")
_KEY_RUN = re.compile(rf"[A-Za-z0-9_\-]{{{FRAGMENT_LENGTH}}}")
# Fragments are found from seeds: every FRAGMENT_LENGTH run of a key holds a whole one.
_SEED_LENGTH = 5
_SEED_STRIDE = FRAGMENT_LENGTH - _SEED_LENGTH + 1
# Texts this long skip the pre-check for a run of key characters (they have one).
_RUN_CHECKED_BELOW = 512
# Mailbox service tokens (mbx_ and 256 random bits), whoever's they are.
_MAILBOX_TOKEN = re.compile(r"mbx_[A-Za-z0-9_\-]{8,}", re.ASCII)
# OAuth codes, tokens, client ids and forms (http/oauth/sealing.py Kind prefixes).
SEALED_PATTERN = re.compile(r"mso(?:ac|at|rt|cl|fm)_[A-Za-z0-9_\-]{16,}", re.ASCII)
# Cheap pre-checks, each a superset of what the patterns after it can match: one search
# for both prefixes that start with ``m`` (half the cost of two substring tests) and a
# literal-led one for ``_live_`` in any case (no lowered copy of the text).
_SEALED_OR_MAILBOX = re.compile(r"m(?:so(?:ac|at|rt|cl|fm)|bx)_")
_ANY_CASE_LIVE = re.compile(r"_(?i:live)_")
# Only an escape of a character a key is written with (or of ``%``, which can start
# another escape) can hide a key: ``%2F`` decodes to a character that ends a key just
# as the ``%`` does. Decoding only these is cheap (most links need no decoding at
# all), and each decodes to one character, so a span maps back to its escapes exactly.
_REVEALING_ESCAPE = re.compile(r"%(2[5Dd]|3[0-9]|4[1-9A-Fa-f]|5[0-9AaFf]|6[1-9A-Fa-f]|7[0-9Aa])")

T = TypeVar("T")
Span = tuple[int, int]


def looks_like_key(value: str) -> bool:
    """True when ``value`` has the exact shape of a mailsocket live key."""
    return KEY_PATTERN.fullmatch(value) is not None


class Redactor:
    """Masks keys (whole, encoded, or any 8+ character fragment) and every live token."""

    def __init__(self, *keys: str | None) -> None:
        self._keys = [key for key in dict.fromkeys(keys) if key]
        self._seeds: list[tuple[str, int, str]] | None = None  # built on first use
        # A key of FRAGMENT_LENGTH or more (but the bare prefix) is itself a fragment:
        # the seed search finds each of its occurrences whole, so only shorter ones are
        # searched for as they are.
        self._short_keys: list[str] = []
        # Keys written in key characters only (all real ones) allow a cheap pre-check.
        self._key_chars_only = True
        for key in self._keys:
            if len(key) < FRAGMENT_LENGTH or key == _PREFIX:
                self._short_keys.append(key)
            if self._key_chars_only and _KEY_CHARS.fullmatch(key) is None:
                self._key_chars_only = False

    def text(self, value: str) -> str:
        """``value`` with every span that shows a key, a fragment or a token masked.

        Only masked spans change; ``value`` itself comes back when nothing matched.
        """
        spans = self._spans(value)
        if not spans:
            return value
        pieces: list[str] = []
        cursor = 0
        for left, right in spans:
            pieces.append(value[cursor:left])
            pieces.append(MASK)
            cursor = right
        pieces.append(value[cursor:])
        return "".join(pieces)

    def reveals(self, value: str) -> bool:
        """True if ``value`` (plain or percent-decoded) shows a key, fragment or token.

        Safe as a pre-check on serialised JSON: JSON never escapes a key's
        characters, ``%`` or hex digits, so a string that needs masking always
        shows in its document's text (the reverse may be a false alarm).
        """
        return bool(self._spans(value))

    def value(self, document: T) -> T:
        """A copy of a JSON document with every string masked, object keys included.

        Structure, numbers and untouched strings are kept as they are. Two object
        keys that mask to the same text stay two members (``[redacted]#2``).
        """
        return cast(T, self._walk(document))

    def json_bytes(self, document: object) -> bytes:
        """Mask every string of a JSON document, then serialise it once (compact UTF-8)."""
        masked = self._walk(document)
        try:
            return json.dumps(masked, separators=(",", ":"), ensure_ascii=False).encode()
        except UnicodeEncodeError:  # a lone surrogate from \\ud800 in the input: escape it
            return json.dumps(masked, separators=(",", ":")).encode()

    # -- internals ------------------------------------------------------------

    def _walk(self, document: object) -> object:
        if isinstance(document, str):
            return self.text(document)
        if isinstance(document, list):
            return [self._walk(item) for item in document]
        if isinstance(document, dict):
            members = [
                (self.text(name) if isinstance(name, str) else name, self._walk(item))
                for name, item in document.items()
            ]
            if all(new is old for (new, _), old in zip(members, document, strict=True)):
                return dict(members)
            return _unique_members(list(document), members)
        return document

    def _spans(self, value: str) -> list[Span]:
        """Sorted, merged spans of ``value`` to mask, found plain and percent-decoded."""
        spans = self._spans_in(value)
        if "%" in value:
            form = value
            rounds: list[list[int]] = []
            for _ in range(DECODE_ROUNDS):
                form, escapes = _decode_revealing(form)
                if not escapes:
                    break
                rounds.append(escapes)
                for span in self._spans_in(form):
                    for earlier in reversed(rounds):
                        span = _encoded_span(span, earlier)
                    spans.append(span)
        return _merged(spans)

    def _spans_in(self, value: str) -> list[Span]:
        spans: list[Span] = []
        for key in self._short_keys:
            start = value.find(key)
            while start != -1:
                spans.append((start, start + len(key)))
                start = value.find(key, start + len(key))
        if _ANY_CASE_LIVE.search(value):
            spans.extend(match.span() for match in _TOKEN.finditer(value))
        if _SEALED_OR_MAILBOX.search(value):
            spans.extend(match.span() for match in SEALED_PATTERN.finditer(value))
            spans.extend(match.span() for match in _MAILBOX_TOKEN.finditer(value))
        if self._keys:
            spans.extend(self._fragment_spans(value))
        return spans

    def _fragment_spans(self, value: str) -> list[Span]:
        # A long text (a whole answer) always has 8 key characters in a row somewhere.
        if self._key_chars_only and len(value) < _RUN_CHECKED_BELOW and not _KEY_RUN.search(value):
            return []  # no 8 key characters in a row: no fragment of a key
        seeds = self._seeds
        if seeds is None:
            seeds = self._seeds = [seed for key in self._keys for seed in _seeds(key)]
        spans: list[Span] = []
        for key, offset, seed in seeds:
            start = value.find(seed)
            while start != -1:
                # Grow the hit along the key both ways; a long enough one is a fragment.
                left, right = start, start + _SEED_LENGTH
                k_left, k_right = offset, offset + _SEED_LENGTH
                while left > 0 and k_left > 0 and value[left - 1] == key[k_left - 1]:
                    left, k_left = left - 1, k_left - 1
                while right < len(value) and k_right < len(key) and value[right] == key[k_right]:
                    right, k_right = right + 1, k_right + 1
                # The public prefix alone reveals nothing (and is in our help text).
                if right - left >= FRAGMENT_LENGTH and key[k_left:k_right] != _PREFIX:
                    spans.append((left, right))
                start = value.find(seed, start + 1)
        return spans


def _token_covers_start(key: str) -> bool:
    """True if every fragment of ``key`` that starts at its first character is a token.

    Such a fragment holds the whole public prefix and at least one key character more
    (the prefix alone reveals nothing), so the token pattern masks it, and every key
    character after it: its seed need not be searched for.
    """
    return key.startswith(_PREFIX) and _KEY_CHARS.fullmatch(key) is not None


def _decode_revealing(value: str) -> tuple[str, list[int]]:
    """``value`` with each revealing ``%XX`` decoded, and where those characters now are."""
    pieces: list[str] = []
    escapes: list[int] = []  # positions, in the decoded text, of decoded characters
    cursor = length = 0
    for match in _REVEALING_ESCAPE.finditer(value):
        pieces.append(value[cursor : match.start()])
        length += match.start() - cursor
        escapes.append(length)
        pieces.append(chr(int(match.group(1), 16)))
        length += 1
        cursor = match.end()
    if not escapes:
        return value, escapes
    pieces.append(value[cursor:])
    return "".join(pieces), escapes


def _encoded_span(span: Span, escapes: list[int]) -> Span:
    """Map a span of decoded text back to the text it was decoded from."""
    left, right = span
    start = left + 2 * bisect.bisect_left(escapes, left)
    last = right - 1
    before = bisect.bisect_left(escapes, last)
    width = 3 if before < len(escapes) and escapes[before] == last else 1
    return start, last + 2 * before + width


def _merged(spans: list[Span]) -> list[Span]:
    if len(spans) < 2:
        return spans
    spans.sort()
    merged = [spans[0]]
    for left, right in spans[1:]:
        last_left, last_right = merged[-1]
        if left <= last_right:  # overlapping or touching: one mask
            merged[-1] = (last_left, max(last_right, right))
        else:
            merged.append((left, right))
    return merged


def _unique_members(
    originals: list[object], members: list[tuple[object, object]]
) -> dict[object, object]:
    """Members in order; a masked name that clashes with another gets a ``#n`` suffix."""
    taken = {new for (new, _), old in zip(members, originals, strict=True) if new is old}
    result: dict[object, object] = {}
    for (name, item), old in zip(members, originals, strict=True):
        if name is not old:
            unique, counter = name, 1
            while unique in taken:
                counter += 1
                unique = f"{name}#{counter}"
            taken.add(unique)
            name = unique
        result[name] = item
    return result


def decoded_forms(value: str, rounds: int = DECODE_ROUNDS) -> list[str]:
    """``value`` and each distinct percent-decoding of it, up to ``rounds`` deep."""
    forms = [value]
    for _ in range(rounds):
        decoded = urllib.parse.unquote_plus(forms[-1])
        if decoded == forms[-1]:
            break
        forms.append(decoded)
    return forms


def _seeds(key: str) -> list[tuple[str, int, str]]:
    """``key``'s substrings of :data:`_SEED_LENGTH` every :data:`_SEED_STRIDE` characters.

    Every fragment of :data:`FRAGMENT_LENGTH` holds one whole (the first seed offset at
    or after its start is at most ``stride - 1`` in, and ends inside it), so finding
    the seeds and growing each hit along the key finds every fragment with a third
    of the searches one per fragment would take. The first seed is left out when the
    token pattern masks every fragment it could find (:func:`_token_covers_start`).
    Each seed comes as ``(key, offset, seed)``.
    """
    if len(key) < FRAGMENT_LENGTH:
        return []
    first = _SEED_STRIDE if _token_covers_start(key) else 0
    return [
        (key, offset, key[offset : offset + _SEED_LENGTH])
        for offset in range(first, len(key) - _SEED_LENGTH + 1, _SEED_STRIDE)
    ]


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
