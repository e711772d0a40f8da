"""Read a code the way a user types it: ASCII digits, no invisible characters.

Mail writes digits in many scripts (Arabic-Indic ``٤٨٢٩١٣``, Persian ``۴۸۲۹۱۳``, Devanagari
``४८२९१३``, full-width ``４８２９１３``...) and right-to-left mail puts direction marks around them;
some senders also slip zero-width characters between the digits. A user types ASCII digits, so
every decimal digit (Unicode category Nd) becomes its ASCII value and the invisible characters
are dropped before anything looks for a code.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["ascii_digits_and_visible"]

# Bidi marks and embeddings (LRM, RLM, ALM, LRE..RLO, LRI..PDI) and zero-width characters
# (ZWSP, ZWNJ, ZWJ, word joiner, BOM): none of them is seen, none of them is typed. And any
# decimal digit that is not ASCII: ``\d`` on a ``str`` pattern is every Unicode Nd.
_INVISIBLE_OR_OTHER_DIGIT = re.compile(
    "[\u200b-\u200f\u061c\u202a-\u202e\u2060\u2066-\u2069\ufeff]|(?![0-9])\\d"
)


def ascii_digits_and_visible(text: str) -> str:
    """Drop invisible characters and write every decimal digit as its ASCII digit."""
    if text.isascii():
        return text
    return _INVISIBLE_OR_OTHER_DIGIT.sub(_replacement, text)


def _replacement(match: re.Match[str]) -> str:
    char = match.group()
    return str(unicodedata.decimal(char)) if char.isdecimal() else ""
