"""Request header lines written without http.client's per-line generality.

``http.client`` checks each request header line one value at a time (an ``encode``
probe, a name pattern, a value pattern, a join): about 1.1 us a line, and every
upstream request has six of them (the SDK's three, ``Host``, ``Connection`` and
``Accept-Encoding``). :class:`LeanHeaderConnection` writes a line whose name is
printable ASCII without ``:`` and whose one value is printable ASCII and tabs
directly, as the very bytes ``http.client`` writes for it (about 0.5 us); any other
line (bytes or numbers, several values, a name or value with anything else, a
connection not between ``putrequest`` and ``endheaders``) goes to
``http.client.HTTPConnection.putheader`` as before, so what is refused stays refused
with the same error and no line break can reach the request.
"""

from __future__ import annotations

import http.client
import re

from typing_extensions import Buffer

__all__ = ["LeanHeaderConnection"]

# Subsets of what http.client accepts: a name with no blank, colon or line break, and
# a value with no line break (nor anything latin-1 would encode past ASCII).
_PLAIN_NAME = re.compile(r"[\x21-\x39\x3b-\x7e]+")
_PLAIN_VALUE = re.compile(r"[\t\x20-\x7e]*")
# http.client's name for the state in which header lines may be written (and the
# attribute holding it: HTTPConnection's private ``__state``). If either is ever
# missing, every line takes the stock path.
_HEADERS_OPEN = getattr(http.client, "_CS_REQ_STARTED", None)


class LeanHeaderConnection(http.client.HTTPConnection):
    """An ``HTTPConnection`` whose ``putheader`` writes a plain line directly."""

    def putheader(self, header: str | bytes, *values: Buffer | str | int) -> None:
        if (
            len(values) == 1
            and type(header) is str
            and type(value := values[0]) is str
            and _HEADERS_OPEN is not None
            and getattr(self, "_HTTPConnection__state", None) == _HEADERS_OPEN
            and _PLAIN_NAME.fullmatch(header)
            and _PLAIN_VALUE.fullmatch(value)
        ):
            # http.client's own way to add a line (absent from its type stubs).
            self._output(f"{header}: {value}".encode("ascii"))  # type: ignore[attr-defined]
            return
        super().putheader(header, *values)
