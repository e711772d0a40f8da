"""Find the one-time code and the magic link in a mail. Pure functions, no I/O.

Mail content is untrusted data: nothing here follows, fetches or evaluates anything.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Extraction", "extract"]


@dataclass(frozen=True)
class Extraction:
    """What a mail yields: a code with its confidence in [0, 1], and a sign-in link."""

    otp: str | None
    otp_confidence: float | None
    magic_link: str | None


_KEYWORD = re.compile(r"(code|otp|passcode|verification|verify|pin)", re.IGNORECASE)
_DIGITS = re.compile(r"(?<!\d)(\d{4,8})(?!\d)")
_LINK = re.compile(r"https?://[^\s\"'<>]+")
_LINK_WORDS = re.compile(r"(verify|confirm|login|sign-?in|magic|reset|auth|token)", re.IGNORECASE)


def extract(subject: str, text: str, html: str) -> Extraction:
    """Return the code and link found in a mail's subject, text and HTML."""
    body = " ".join(part for part in (subject, text, re.sub(r"<[^>]+>", " ", html)) if part)
    otp: str | None = None
    confidence: float | None = None
    for match in _DIGITS.finditer(body):
        window = body[max(0, match.start() - 60) : match.start()]
        if _KEYWORD.search(window):
            otp, confidence = match.group(1), 0.9
            break
    link = next(
        (m.group(0) for m in _LINK.finditer(f"{html} {text}") if _LINK_WORDS.search(m.group(0))),
        None,
    )
    return Extraction(otp=otp, otp_confidence=confidence, magic_link=link)
