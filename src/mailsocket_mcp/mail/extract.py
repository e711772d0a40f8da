"""Find the one-time code and the magic link in a mail. Pure functions, no I/O.

Mail content is untrusted data: nothing here follows, fetches or evaluates anything. Inputs are
cut to a fixed size first, so the work per mail is bounded whatever arrives.

The extractors read what the reader of the current mail sees. When the mail has an HTML body
that shows anything, that is what a mail client renders, so its visible text and links are read
and the text part is not (a decoy code or link there is never shown). Quoted, forwarded and
signature text is left out of either (:mod:`mailsocket_mcp.mail.current`), and so is a subject
that says it is a reply or a forward ("Re:", "Fwd:"...): its code is the earlier mail's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mailsocket_mcp.mail.current import current_text
from mailsocket_mcp.mail.extract_link import find_link
from mailsocket_mcp.mail.extract_otp import MAX_SUBJECT_CHARS, MAX_TEXT_CHARS, find_otp
from mailsocket_mcp.mail.html_text import MAX_HTML_CHARS, render_html
from mailsocket_mcp.mail.link_carriers import link_carriers

__all__ = ["MAX_HTML_CHARS", "MAX_SUBJECT_CHARS", "MAX_TEXT_CHARS", "Extraction", "extract"]

# Reply and forward prefixes of the usual mail clients, in the languages the extractor reads.
_REPLY_OR_FORWARD = re.compile(
    r"^\s*(?:re|aw|sv|vs|antw|odp|ynt|bls|trả\s+lời|rv|r|fwd?|wg|tr|enc|i|pd|doorst|ilt|fw"
    r"|пересл|отв|відп|رد|إعادة\s+توجيه|השב|הועבר|ตอบกลับ|ส่งต่อ|转发|回复|轉寄|回覆|転送|返信"
    r"|전달|답장)\s*(?:\[\d+\])?\s*[:：]",
    re.IGNORECASE,
)


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
    html = html[:MAX_HTML_CHARS]
    rendered = render_html(html, current_only=True)
    # The HTML as a client renders it wins over a text part that says something else.
    text = "" if rendered.has_content else current_text(text[:MAX_TEXT_CHARS])
    if _REPLY_OR_FORWARD.match(subject):
        subject = ""
    guess = find_otp(subject, (text, rendered.text))  # cuts the subject to MAX_SUBJECT_CHARS
    anchors = (*rendered.anchors, *link_carriers(html))
    link = find_link(text, rendered.text, anchors, subject[:MAX_SUBJECT_CHARS])
    return Extraction(
        otp=None if guess is None else guess.code,
        otp_confidence=None if guess is None else guess.confidence,
        otp_excerpt=None if guess is None else guess.excerpt,
        otp_expires_seconds=None if guess is None else guess.expires_seconds,
        magic_link=None if link is None else link.href,
        link_kind=None if link is None else link.kind,
    )
