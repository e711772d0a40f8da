"""Read an upstream response body under caps, shortening long JSON strings as it streams.

Every byte of mail is hostile: one inbox can hold mails whose subject or body runs to
megabytes, and a page of them is one JSON body many times that size. Buffering it whole
(then decoding and parsing it) costs memory several times its size and holds the
interpreter for as long. :func:`read_bounded` reads a JSON body in chunks and keeps at
most :data:`MAX_STRING_BYTES` of the source of each string value (cut on a character
boundary, ending in :data:`CUT_MARKER`), so what the SDK parses stays small whatever
the mail. Any string it cuts decodes to more characters than any field we return may
hold (see ``shapes.FIELD_CAPS``), so the result shapes always cut it further, with
their own visible marker. The caps below bound what is read at all; past one,
:class:`BodyTooLarge` is raised.
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = [
    "CUT_MARKER",
    "MAX_KEPT_BYTES",
    "MAX_READ_BYTES",
    "MAX_STRING_BYTES",
    "BodyTooLarge",
    "read_bounded",
]

# JSON source bytes kept per string value. A character takes at most 12 bytes of JSON
# source (an escaped surrogate pair), so a cut string still decodes to over 10,900
# characters: more than the largest field cap (the 8192-character magic link).
MAX_STRING_BYTES = 128 * 1024
# Body bytes kept once long strings are shortened (what the SDK then parses).
MAX_KEPT_BYTES = 8 * 1024 * 1024
# Body bytes read from the socket at most, shortened or not (bounds the time spent).
MAX_READ_BYTES = 128 * 1024 * 1024
CHUNK_BYTES = 64 * 1024
CUT_MARKER = b" [truncated]"

_HIGH_SURROGATE = re.compile(rb"\\u[dD][89abAB][0-9a-fA-F]{2}")


class BodyTooLarge(Exception):
    """The body is over a cap even with long strings shortened; ``cap`` is in bytes."""

    def __init__(self, cap: int) -> None:
        super().__init__(f"response body over {cap} bytes")
        self.cap = cap


def read_bounded(
    read: Callable[[int], bytes],
    *,
    json_body: bool,
    max_string: int = MAX_STRING_BYTES,
    max_kept: int = MAX_KEPT_BYTES,
    max_read: int = MAX_READ_BYTES,
) -> bytes:
    """Read a body with ``read(n)`` until it returns ``b""``, under the caps.

    A JSON body has its strings shortened to ``max_string`` bytes of source; any
    other body is only counted.

    Raises:
        BodyTooLarge: more than ``max_read`` bytes read, or more than ``max_kept`` kept.
    """
    shortener: _Shortener | None = None
    # A body no longer than the string cap cannot hold a string over it, so it is kept
    # as read (no per-string pass: almost every answer); past that, the shortener takes
    # over from the body's first byte, as if it had read every chunk itself.
    as_read = min(max_string, max_kept) if json_body else max_read
    kept: list[bytes] = []
    kept_bytes = read_bytes = 0
    while chunk := read(CHUNK_BYTES):
        read_bytes += len(chunk)
        if read_bytes > max_read:
            raise BodyTooLarge(max_read)
        if shortener is None and read_bytes > as_read:
            shortener = _Shortener(max_string)
            chunk, kept, kept_bytes = b"".join([*kept, chunk]), [], 0
        pieces = shortener.feed(chunk) if shortener is not None else [chunk]
        kept.extend(pieces)
        kept_bytes += sum(len(piece) for piece in pieces)
        pending = shortener.pending_bytes if shortener is not None else 0
        if kept_bytes + pending > max_kept:
            raise BodyTooLarge(max_kept)
    if shortener is not None:
        kept.extend(shortener.finish())
    return b"".join(kept)


class _Shortener:
    """A streaming pass over JSON source that shortens string values past the cap.

    Only string boundaries are tracked: outside a string, JSON has no quote or
    backslash, so a quote always opens one; inside, :func:`_string_end` finds its end.
    """

    def __init__(self, max_string: int) -> None:
        self._max_string = max_string
        self._in_string = False
        self._current: list[bytes] = []  # the open string's source so far (under the cap)
        self._current_bytes = 0
        self._cut = False  # the open string was cut; skip the rest of it
        self._carry = b""  # a backslash whose escaped character is in the next chunk

    @property
    def pending_bytes(self) -> int:
        """Bytes held for the open string, not yet handed out."""
        return self._current_bytes

    def feed(self, chunk: bytes) -> list[bytes]:
        """The kept source of ``chunk`` (with what was held back from the previous one)."""
        data = self._carry + chunk if self._carry else chunk
        self._carry = b""
        out: list[bytes] = []
        position, end = 0, len(data)
        while position < end:
            if not self._in_string:
                quote = data.find(b'"', position)
                if quote == -1:
                    out.append(data[position:])
                    break
                out.append(data[position : quote + 1])
                self._open()
                position = quote + 1
                continue
            stop = _string_end(data, position)
            if not self._cut:  # the rest of a cut string is only skipped
                self._take(data[position:stop])
            if stop == end:
                break
            if data[stop] == ord('"'):
                out.extend(self._close())
                position = stop + 1
            else:  # a lone backslash at the very end: its escape continues next chunk
                self._carry = data[stop:]
                break
        return out

    def finish(self) -> list[bytes]:
        """What is still held at the end of the body (a truncated body stays truncated)."""
        held = [*self._current, self._carry]
        self._current, self._current_bytes, self._carry = [], 0, b""
        return held

    def _open(self) -> None:
        self._in_string, self._cut = True, False
        self._current, self._current_bytes = [], 0

    def _take(self, source: bytes) -> None:
        if not source:
            return
        self._current.append(source)
        self._current_bytes += len(source)
        if self._current_bytes > self._max_string:
            whole = b"".join(self._current)
            self._current = [whole[: safe_cut(whole, self._max_string)], CUT_MARKER]
            self._current_bytes = self._max_string
            self._cut = True

    def _close(self) -> list[bytes]:
        closed = [*self._current, b'"']
        self._in_string = False
        self._current, self._current_bytes = [], 0
        return closed


def _string_end(data: bytes, position: int) -> int:
    """Where the string source from ``position`` stops: its closing quote, a lone
    backslash at the very end, or the end of ``data``."""
    quote = data.find(b'"', position)
    limit = len(data) if quote == -1 else quote
    if data.find(b"\\", position, limit) == -1:  # the common case: no escape before it
        return limit
    # Mask every escaped backslash, then every escaped quote (pairs are read left to
    # right from a token boundary, as JSON does): the first quote left closes the
    # string. A window that grows 4x at a time keeps short strings cheap.
    size = 256
    while True:
        end = min(len(data), position + size)
        masked = data[position:end].replace(b"\\\\", b"__").replace(b'\\"', b"__")
        found = masked.find(b'"')
        if found != -1:
            return position + found
        if end == len(data):
            return end - 1 if masked.endswith(b"\\") else end
        size *= 4


def safe_cut(source: bytes, limit: int) -> int:
    """The largest cut at most ``limit`` that leaves ``source[:cut]`` valid string source.

    ``source`` is the inside of a JSON string (no unescaped quote). The cut never
    splits an escape sequence or a UTF-8 character, and never keeps the first half
    of an escaped surrogate pair.
    """
    cut = min(limit, len(source))
    # Twice at most: stepping back over a split low surrogate can uncover its high half.
    while (escape := _escape_before(source, cut)) is not None:
        start, length = escape
        if start + length <= cut and not _HIGH_SURROGATE.fullmatch(source, start, cut):
            break
        cut = start
    lead = cut
    while lead > 0 and lead > cut - 4 and 0x80 <= source[lead - 1] < 0xC0:
        lead -= 1  # step back over UTF-8 continuation bytes to the lead byte
    if lead > 0 and source[lead - 1] >= 0xC0:
        first = source[lead - 1]
        width = 2 if first < 0xE0 else 3 if first < 0xF0 else 4
        if lead - 1 + width > cut:
            cut = lead - 1
    return cut


def _escape_before(source: bytes, cut: int) -> tuple[int, int] | None:
    """``(start, length)`` of the last escape starting in the 6 bytes before ``cut``."""
    for index in range(cut - 1, max(cut - 7, -1), -1):
        if source[index] != ord("\\"):
            continue
        run_start = index
        while run_start > 0 and source[run_start - 1] == ord("\\"):
            run_start -= 1
        if (index - run_start) % 2 == 1:
            return None  # this backslash is the escaped half of a "\\" pair
        length = 6 if source[index + 1 : index + 2] == b"u" else 2
        return index, length
    return None
