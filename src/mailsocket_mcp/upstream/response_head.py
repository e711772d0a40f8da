"""A response whose head is read without the email parser, for the pool's connections.

``http.client`` reads a response's header lines under caps (a line of at most 65,536
bytes, at most 100 lines) and hands them to ``email.parser``, which builds the
:class:`http.client.HTTPMessage` in about 15 us for a head of five plain headers, on
every upstream answer. :class:`LeanHeadResponse` reads the lines under the same caps,
with the same errors, and builds the very same message itself when every line is a
plain ``Name: value`` line of printable ASCII (about 2 us); any other head (folded
lines, stray carriage returns, non-ASCII bytes, a line that is no header) goes to
``http.client.parse_headers`` as before, so what a malformed head yields is unchanged.
"""

from __future__ import annotations

import http.client
import io
import re
from collections.abc import Iterable
from typing import BinaryIO

__all__ = ["LeanHeadResponse", "read_head"]

# http.client's caps (its private _MAXLINE and _MAXHEADERS), kept equal.
MAX_LINE = 65536
MAX_HEADERS = 100
_TERMINATORS = (b"\r\n", b"\n", b"")
# A header line the email parser reads as exactly (name, value with blanks stripped
# from its start and line ends from its end): a name of printable ASCII but ':', and a
# value of printable ASCII and tabs.
_PLAIN_FIELD = rb"[\x21-\x39\x3b-\x7e]+:[\t\x20-\x7e]*"
_PLAIN_LINE = re.compile(_PLAIN_FIELD + rb"\r?\n")
# Such lines, each ending in CRLF: a whole head, but for its blank line.
_PLAIN_LINES = re.compile(rb"(?:" + _PLAIN_FIELD + rb"\r\n)+")


def read_head(fp: BinaryIO) -> http.client.HTTPMessage:
    """The header lines at ``fp`` up to the blank line, as ``http.client.parse_headers``
    returns them.

    Raises:
        http.client.LineTooLong: a line is longer than :data:`MAX_LINE`.
        http.client.HTTPException: there are more than :data:`MAX_HEADERS` lines.
    """
    peek = getattr(fp, "peek", None)
    if peek is not None:
        # The common case: the whole head is already in the reader's buffer (far under
        # the caps) and every line is plain; it is taken in one piece, not line by line.
        buffered: bytes = peek(1)
        end = buffered.find(b"\r\n\r\n") + 2
        if 2 <= end <= MAX_LINE and _PLAIN_LINES.fullmatch(buffered, 0, end):
            lines = buffered[:end].decode("ascii").split("\r\n")
            if len(lines) <= MAX_HEADERS:  # the head's lines and the blank one
                fp.read(end + 2)
                return _message(line.partition(":") for line in lines[:-1])
    return _read_lines(fp)


def _read_lines(fp: BinaryIO) -> http.client.HTTPMessage:
    """:func:`read_head`, a line at a time."""
    lines: list[bytes] = []
    while True:
        line = fp.readline(MAX_LINE + 1)
        if len(line) > MAX_LINE:
            raise http.client.LineTooLong("header line")
        lines.append(line)
        if len(lines) > MAX_HEADERS:
            raise http.client.HTTPException(f"got more than {MAX_HEADERS} headers")
        if line in _TERMINATORS:
            break
    for line in lines[:-1]:
        if _PLAIN_LINE.fullmatch(line) is None:
            return http.client.parse_headers(io.BytesIO(b"".join(lines)))
    return _message(line.decode("ascii").rstrip("\r\n").partition(":") for line in lines[:-1])


def _message(fields: Iterable[tuple[str, str, str]]) -> http.client.HTTPMessage:
    """The message of plain header lines, each split at its first ``:``."""
    message = http.client.HTTPMessage()
    for name, _, value in fields:
        message.set_raw(name, value.lstrip(" \t"))
    message.set_payload("")  # as the parser leaves it: an empty body after the head
    return message


class LeanHeadResponse(http.client.HTTPResponse):
    """An ``HTTPResponse`` whose ``begin()`` reads the head with :func:`read_head`.

    ``begin()`` is CPython's (the same from 3.10 to 3.13) with that one call changed and
    without its debug printing.
    """

    def begin(self) -> None:
        if self.headers is not None:
            return  # pragma: no cover - getresponse() begins a response once
        while True:
            version, status, reason = self._read_status()
            if status != http.client.CONTINUE:
                break
            # A 100 Continue's own head is read and dropped, as http.client does.
            read_head(self.fp)
        self.code = self.status = status
        self.reason = reason.strip()
        if version in ("HTTP/1.0", "HTTP/0.9"):
            self.version = 10
        elif version.startswith("HTTP/1."):
            self.version = 11
        else:
            raise http.client.UnknownProtocol(version)
        self.headers = self.msg = read_head(self.fp)
        transfer_encoding = self.headers.get("transfer-encoding")
        if transfer_encoding and transfer_encoding.lower() == "chunked":
            self.chunked = True
            self.chunk_left = None
        else:
            self.chunked = False
        self.will_close = self._check_close()
        self.length = None
        length = self.headers.get("content-length")
        if length and not self.chunked:
            try:
                self.length = int(length)
            except ValueError:
                self.length = None
            else:
                if self.length < 0:  # a negative length means none
                    self.length = None
        if (
            status in (http.client.NO_CONTENT, http.client.NOT_MODIFIED)
            or 100 <= status < 200
            or self._method == "HEAD"
        ):
            self.length = 0
        # Neither chunked nor sized, on a connection that stays open: the body ends at close.
        if not self.will_close and not self.chunked and self.length is None:
            self.will_close = True
