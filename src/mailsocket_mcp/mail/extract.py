"""Find the one-time code and the magic link in a mail. Pure functions, no I/O.

Mail content is untrusted data: nothing here follows, fetches or evaluates anything. Inputs are
cut to a fixed size first, so the work per mail is bounded whatever arrives.
"""

from __future__ import annotations

from dataclasses import dataclass

from mailsocket_mcp.mail.extract_link import find_magic_link
from mailsocket_mcp.mail.extract_otp import MAX_SUBJECT_CHARS, MAX_TEXT_CHARS, find_otp
from mailsocket_mcp.mail.html_text import MAX_HTML_CHARS, render_html

__all__ = ["MAX_HTML_CHARS", "MAX_SUBJECT_CHARS", "MAX_TEXT_CHARS", "Extraction", "extract"]


@dataclass(frozen=True)
class Extraction:
    """What a mail yields: a code with its confidence in [0, 1], and a sign-in link.

    The "say why" fields: ``otp_excerpt`` is the words around the code (short plain text, None
    without a code), ``otp_expires_seconds`` the validity the mail states ("valid for 10 minutes"
    gives 600; None when it states none), ``link_kind`` one of ``sign_in``, ``verify``, ``reset``,
    ``confirm``, ``other`` (None without a link).
    """

    otp: str | None
    otp_confidence: float | None
    magic_link: str | None
    otp_excerpt: str | None = None
    otp_expires_seconds: int | None = None
    link_kind: str | None = None


def extract(subject: str, text: str, html: str) -> Extraction:
    """Return the code and link found in a mail's subject, text and HTML.

    The code is returned the way a user would type it (``"123 456"`` gives ``"123456"``);
    ``otp_confidence`` is None exactly when ``otp`` is None. Only the first
    ``MAX_TEXT_CHARS`` of the text and ``MAX_HTML_CHARS`` of the HTML are read.
    """
    text = text[:MAX_TEXT_CHARS]
    rendered = render_html(html[:MAX_HTML_CHARS])
    guess = find_otp(subject, (text, rendered.text))  # cuts the subject to MAX_SUBJECT_CHARS
    link = find_magic_link(text, rendered.text, rendered.anchors, subject[:MAX_SUBJECT_CHARS])
    return Extraction(
        otp=None if guess is None else guess.code,
        otp_confidence=None if guess is None else guess.confidence,
        otp_excerpt=None if guess is None else guess.excerpt,
        otp_expires_seconds=None if guess is None else guess.expires_seconds,
        magic_link=link,
    )
