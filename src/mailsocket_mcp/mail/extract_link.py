"""Find the magic link in a mail: the sign-in, verify, confirm or reset URL.

Every ``<a href>`` and every URL written in the text is a candidate. A candidate is dropped if
it is not http(s), or if its anchor text or address says it is something else (unsubscribe,
privacy, help, social, image, order, tracking...). What remains must carry a secret (a long
random path segment or query value, or a ``token=``-like parameter), because a link that logs
someone in or confirms an address cannot work without one; and it must say what it is for, in
its anchor text ("Sign in", "Bestätigen", "ログイン"), its path (``/verify``, ``/reset``) or the
sentence just before it ("To confirm your email, click here"). Finishing a sign-up counts in
every supported language ("Complete registration", "Finaliser mon inscription", "本登録を完了する").
A single-page app's route after ``#`` (``/#/auth/callback?access_token=...``) is read like a path
and query. When both the address and the words around it say "verify", a long identifier
(``requestId=20260913001``) is secret enough; so is a short token in a parameter named for one
(``/verify?t=q1``, ``/login?token=abc``) when the address says what the link is for (its path,
or a ``token``-like parameter name) and the words around it, or the subject, say sign in or
verify. A link whose host a browser reads differently from Python's ``urlsplit``
(``https://evil.test\\@app.test/``, ``https:evil.test``) is never the magic link: whoever
checks its host could check the wrong one. The best-scoring one wins; ties go to the first in
the mail. Nothing is fetched.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from urllib.parse import parse_qsl, unquote, urlsplit

from mailsocket_mcp.mail import extract_vocab as vocab
from mailsocket_mcp.mail import link_words
from mailsocket_mcp.mail.html_text import Anchor
from mailsocket_mcp.mail.link_unwrap import looks_like_tracker, unwrap
from mailsocket_mcp.url_host import browser_host, python_host

__all__ = ["FoundLink", "find_link", "find_magic_link"]

_MAX_CANDIDATES = 300
# Quoted-printable soft line breaks ("=\n") may survive in a mislabelled body; allow them inside.
_TEXT_URL = re.compile(
    r"https?://(?:=\r?\n"
    r"|[^\s<>\"'()\[\]{}|\\^`\u3000-\u30ff\u4e00-\u9fff\uac00-\ud7af\uff00-\uffef]){1,4000}",
    re.IGNORECASE,
)
_QP_ESCAPE = re.compile(r"=([0-9A-F]{2})")
_TOKEN_PARAMS = frozenset(
    {
        "token", "code", "otp", "key", "sig", "signature", "hash", "oobcode", "t", "k", "auth",
        "ticket", "nonce", "confirmation_token", "reset_password_token", "verification_token",
        "login_token", "magic", "access_token", "id_token", "state", "secret", "jwt", "uid",
        # "token" in the scripts of IDN links written as they are
        "токен", "توكن", "توکن", "טוקן", "โทเค็น", "令牌",
    }
)  # fmt: skip
# ":" joins the parts of signed values (Django's "MTA:1sp9Xy:X6lW...").
_TOKEN_CHARS = re.compile(r"[A-Za-z0-9_\-.~%=+:]+")
# A long identifier: too guessable to be a secret on its own, enough beside a "verify" address.
_IDENTIFIER = re.compile(r"[A-Za-z0-9_\-]*\d{6,}[A-Za-z0-9_\-]*")
_WEAK_SECRET = 0.25
# Parameters that hold a sign-in secret even when it is short (``?t=q1``); those that say
# so by name (``token``, ``magic``) also tell what the link is for.
_SHORT_TOKEN_PARAMS = frozenset(
    {
        "token", "t", "code", "otp", "key", "k", "magic", "auth", "ticket", "secret",
        "login_token", "verification_token", "confirmation_token", "reset_password_token",
        "access_token", "magic_token",
    }
)  # fmt: skip
_SAYS_TOKEN = re.compile(r"token|magic", re.IGNORECASE)
# A short secret of letters and digits mixed ("Ch2Q", "Sm8812Qx"), in any parameter but these.
_SHORT_MIXED = re.compile(r"(?=[^\d]*\d)(?=\d*[A-Za-z])[A-Za-z0-9_\-]{4,15}")
_NOT_A_TOKEN_PARAM = re.compile(
    r"utm_|mc_|ref|src$|source|campaign|medium|content$|term$|lang|locale|hl$|country|region"
    r"|ver(?:sion)?$|v$|page|tab$|view$|step$|theme|next|redirect|return|continue|from$|cid$"
    r"|gclid|fbclid|list$",
    re.IGNORECASE,
)
_DOWNLOAD = re.compile(r"/?download", re.IGNORECASE)
# Address words that usually name something else (a support ticket, an event, a blog) but that
# an account action may live under (``/tickets/accept?ticket=...``, ``/rsvp/confirm``,
# ``blog.example/wp-login.php?action=rp``): they yield to words that name the action and a secret.
_SOFT_NEGATIVE = re.compile(
    r"/tickets?|/events?/|rsvp|^blog\.|/bookings?|/reservations?", re.IGNORECASE
)
_SHORT_SEGMENT = 8
_UNSUBSCRIBE_QUERY = re.compile(r"unsubscribe|opt-?out", re.IGNORECASE)
# The rest of a URL on the next line, when its line was wrapped by the sender's mail program.
_SOFT_BREAK = re.compile(r" ?\r?\n")
_CONTINUATION = re.compile(r"[^\s<>\"'()\[\]{}|\\^`\u3000-\u30ff\u4e00-\u9fff\uac00-\ud7af]+")
_URL_PUNCTUATION = re.compile(r"[/?=&%_~+\-.#:;]|\d")
# A line this long that ends in a URL was most likely wrapped by the sender's mail program.
_WRAP_WIDTH = 60
_MAX_JOINED_LINES = 20
_MAX_BRACKETED = 2000


@dataclass(frozen=True)
class FoundLink:
    """The magic link (a tracker's target when it names one) and what it is for."""

    href: str
    kind: link_words.LinkKind


def find_magic_link(
    text: str, rendered_text: str, anchors: Sequence[Anchor], subject: str = ""
) -> str | None:
    """Return the sign-in / verify / confirm / reset URL among the mail's links, or None."""
    found = find_link(text, rendered_text, anchors, subject)
    return None if found is None else found.href


def find_link(
    text: str, rendered_text: str, anchors: Sequence[Anchor], subject: str = ""
) -> FoundLink | None:
    """The magic link among the mail's links with its kind, or None.

    A click tracker or safe-link wrapper that names its target gives the target
    (:func:`link_unwrap.unwrap`); an opaque one is the link as written.
    """
    best: tuple[float, str, Anchor] | None = None
    subject_says = bool(
        vocab.LINK_CONTEXT_WORDS.search(subject) or link_words.MORE_LINK_WORDS.search(subject)
    )
    alert = bool(link_words.CHANGE_DONE.search(subject))
    for index, link in enumerate(_links(text, rendered_text, anchors)):
        if index >= _MAX_CANDIDATES:
            break
        target = unwrap(link.href)
        score = _score(link if target == link.href else link_to(link, target), subject_says, alert)
        if score is not None and (best is None or score > best[0]):
            best = (score, target, link)
    if best is None:
        return None
    _, href, link = best
    parts = urlsplit(href)
    path, query = parts.path, parts.query
    if parts.fragment.startswith(("/", "!/")):
        route, _, route_query = parts.fragment.partition("?")
        path, query = path + route, f"{query}&{route_query}"
    label = " ".join(link.text.split())
    kind = link_words.link_kind(label, path, query, link.context, subject)
    return FoundLink(href=href, kind=kind)


def link_to(link: Anchor, href: str) -> Anchor:
    """``link`` with another address (a tracker's target), its words kept."""
    return Anchor(href=href, text=link.text, context=link.context)


def _links(text: str, rendered_text: str, anchors: Sequence[Anchor]) -> Iterator[Anchor]:
    for anchor in anchors:
        yield Anchor(href=anchor.href.strip(), text=anchor.text, context=anchor.context)
    for body in (text, rendered_text):
        previous_end = 0
        for match in _TEXT_URL.finditer(body):
            if match.start() < previous_end:
                continue  # the rest of a URL that was rejoined across lines
            # The words since the previous link say what this one is for.
            context = body[max(previous_end, match.start() - 160) : match.start()]
            url, previous_end = _rejoined(body, match.start(), match.end())
            yield Anchor(href=_clean_text_url(url), text="", context=context)


def _rejoined(body: str, start: int, end: int) -> tuple[str, int]:
    """The URL at ``body[start:end]`` with the lines it was wrapped onto, and where it ends.

    A format=flowed part is unwrapped by the parser (only a part that says it is flowed: a
    space before a plain line break means nothing). A line break continues the URL when the
    URL's line is as long as a wrapped line and the next line is one unbroken run that reads
    as more URL (it holds digits or URL punctuation). A URL in angle brackets runs to its
    ``>`` (RFC 3986, appendix C).
    """
    if start and body[start - 1] == "<" and end < len(body) and body[end].isspace():
        # RFC 3986, appendix C: within angle brackets, whitespace a URL was wrapped at is not
        # part of it ("<https://app.test/auth/magic?\n token=...>").
        close = body.find(">", end, end + _MAX_BRACKETED)
        if close > 0 and "<" not in body[end:close]:
            return "".join(body[start:close].split()), close
    pieces = [body[start:end]]
    line_start = body.rfind("\n", 0, start) + 1
    for _ in range(_MAX_JOINED_LINES):
        brk = _SOFT_BREAK.match(body, end)
        if brk is None:
            break
        rest = _CONTINUATION.match(body, brk.end())
        if rest is None:
            break
        whole_line = rest.end() == len(body) or body[rest.end()] in "\r\n "
        wrapped = (
            end - line_start >= _WRAP_WIDTH
            and whole_line
            and _URL_PUNCTUATION.search(rest.group()) is not None
        )
        if not wrapped:
            break
        pieces.append(rest.group())
        line_start, end = brk.end(), rest.end()
    return "".join(pieces), end


def _clean_text_url(url: str) -> str:
    joined = re.sub(r"=\r?\n", "", url)
    if joined != url or "=3D" in joined:
        joined = _QP_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), joined)
    if "&amp;" in joined:
        joined = html.unescape(joined)
    joined = joined.rstrip(".,;:!?'\"*>")
    return joined


def _score(link: Anchor, subject_says: bool, alert: bool) -> float | None:
    try:
        parts = urlsplit(link.href)
    except ValueError:
        return None  # Python cannot read its host either: see below
    path, query = parts.path, parts.query
    if parts.fragment.startswith(("/", "!/")):  # a single-page app route: /#/auth/callback?...
        route, _, route_query = parts.fragment.partition("?")
        path, query = path + route, "&".join(q for q in (query, route_query) if q)
    label = " ".join(link.text.split())
    # "Download" names no magic link, except one's own data export (an "other" link).
    own_download = bool(
        link_words.OWN_DOWNLOAD.search(path) or link_words.OWN_DOWNLOAD.search(label)
    )
    # The cheap refusals first: most of a mail's links are its footer's.
    if _UNSUBSCRIBE_QUERY.search(query):
        return None
    if label and vocab.LINK_NEGATIVE_LABEL.search(
        _DOWNLOAD.sub(" ", label) if own_download else label
    ):
        return None
    opened = browser_host(link.href)
    if opened is None or python_host(link.href) != opened.host:
        return None  # not a web link, or its host depends on who reads it
    host = opened.host
    # An opaque click tracker's own path (/track/click) says nothing of where it leads.
    checked_path = _DOWNLOAD.sub("/", path) if own_download else path
    soft = False
    if not looks_like_tracker(link.href) and (
        vocab.LINK_NEGATIVE_URL.search(host) or vocab.LINK_NEGATIVE_URL.search(checked_path)
    ):
        if not _only_soft(host, checked_path):
            return None
        soft = True
    label_is_neutral = not label or bool(
        vocab.LINK_LABEL_NEUTRAL.fullmatch(label) or link_words.NEUTRAL_LABEL.fullmatch(label)
    )
    # "Not you? Lock your account": a tokenised link that refuses the sign-in.
    if link_words.REFUSAL_URL.search(path) or (label and link_words.REFUSAL_LABEL.search(label)):
        return None
    if label_is_neutral and link_words.refusal_before(link.context):
        return None
    secret = _secret_strength(path, query)
    label_says = bool(
        label
        and (
            vocab.LINK_LABEL_WORDS.search(label)
            or link_words.MORE_LINK_WORDS.search(label)
            or link_words.invitation_join(label, link.context)
        )
    )
    url_says = bool(
        vocab.LINK_URL_WORDS.search(path)
        or vocab.LINK_URL_WORDS.search(host)
        or link_words.MORE_URL_WORDS.search(path)
    )
    url_says = url_says or bool(re.search(r"mode=(?:verify|reset|signin)", query, re.I))
    url_says = url_says or _non_ascii_path_says(path)
    context_says = label_is_neutral and bool(
        vocab.LINK_CONTEXT_WORDS.search(link.context)
        or link_words.MORE_LINK_WORDS.search(link.context)
    )
    words_say = label_says or context_says
    if not secret and url_says and words_say and _has_identifier(path, query):
        secret = _WEAK_SECRET
    short_token = (
        not secret
        and (words_say or subject_says)
        and (
            _short_token(query, url_says)
            or (url_says and _short_mixed_token(query))
            or (
                _said_by_button(label_says, label_is_neutral, link.context)
                and _short_secret(path, query)
            )
        )
    )
    if short_token:
        secret = _WEAK_SECRET
    if not secret or not (label_says or url_says or context_says or short_token):
        return None
    if soft and (secret < 0.5 or not (label_says or context_says)):
        return None  # a ticket, an event or a blog post, not an account action
    if label and not (label_says or label_is_neutral or url_says):
        return None  # "Read more", "Shop now": the anchor text says it is something else
    if link_words.escape_from_alert(link.context, alert):
        return None  # "Your password was changed. If this wasn't you, reset it": no answer link
    return 3.0 * label_says + 2.0 * url_says + 1.0 * context_says + secret


def _only_soft(host: str, path: str) -> bool:
    """True when every word that says an address is something else is a soft one."""
    return not (
        vocab.LINK_NEGATIVE_URL.search(_SOFT_NEGATIVE.sub("/", host))
        or vocab.LINK_NEGATIVE_URL.search(_SOFT_NEGATIVE.sub("/", path))
    )


def _said_by_button(label_says: bool, label_is_neutral: bool, context: str) -> bool:
    """True when the link's own words name the action: its anchor text, or for a bare link
    the sentence that introduces it ("Attiva il mio account:")."""
    if label_says:
        return True
    if not label_is_neutral:
        return False
    sentence = link_words.last_sentence(context)
    return bool(
        vocab.LINK_CONTEXT_WORDS.search(sentence) or link_words.MORE_LINK_WORDS.search(sentence)
    )


def _short_secret(path: str, query: str) -> bool:
    """A short secret of letters and digits (two of each at least): a parameter value of six
    characters or more (``?rmz=Sn81xK2q``, ``?c=Nl81xQ``), or a last path segment of eight
    (``/c/Mz8xQ2kL7v``, ``/join/tc_inv_41KqZ7``), when the button itself names the action."""
    for name, value in parse_qsl(query, keep_blank_values=True):
        if len(value) >= 6 and _mixed(value) and not _NOT_A_TOKEN_PARAM.match(name):
            return True
    last = path.rstrip("/").rpartition("/")[2]
    return len(last) >= _SHORT_SEGMENT and _mixed(last)


def _mixed(value: str) -> bool:
    if not _SHORT_MIXED.fullmatch(value):
        return False
    digits = sum(ch.isdigit() for ch in value)
    return digits >= 2 and sum(ch.isalpha() for ch in value) >= 2


def _secret_strength(path: str, query: str) -> float:
    """How strongly the URL looks like it carries a one-time secret: 0 (no), 0.5, or 1."""
    for name, value in parse_qsl(query, keep_blank_values=True):
        if _looks_random(value, 16):
            return 1.0
        if name.lower() in _TOKEN_PARAMS and len(value) >= 6:
            return 0.5
    for segment in path.split("/"):
        if _looks_random(segment, 16):
            return 1.0
    return 0.0


def _short_token(query: str, url_says: bool) -> bool:
    """True for a short value (1-5 characters) in a parameter named for a token, where the
    address says what the link is for: its path, or the parameter's own name."""
    for name, value in parse_qsl(query, keep_blank_values=True):
        name = name.lower()
        if name not in _SHORT_TOKEN_PARAMS or not value or not _TOKEN_CHARS.fullmatch(value):
            continue
        if url_says or _SAYS_TOKEN.search(name):
            return True
    return False


def _short_mixed_token(query: str) -> bool:
    """True for a short value of letters and digits (``?c=Ch2Q``, ``?d=Dv71kPq``) in a parameter
    that is not one of the usual campaign, language or navigation ones."""
    for name, value in parse_qsl(query, keep_blank_values=True):
        if _SHORT_MIXED.fullmatch(value) and not _NOT_A_TOKEN_PARAM.match(name):
            return True
    return False


def _non_ascii_path_says(path: str) -> bool:
    """A path written in another script ("/вход/подтвердить") says what it is for in words."""
    words = unquote(path)
    return not words.isascii() and bool(
        vocab.LINK_LABEL_WORDS.search(words) or link_words.MORE_LINK_WORDS.search(words)
    )


def _has_identifier(path: str, query: str) -> bool:
    """A long number, or a short random token (``/confirm/8d1f0c2b9e``), in the path or query."""
    values = [
        value
        for name, value in parse_qsl(query, keep_blank_values=True)
        if not _NOT_A_TOKEN_PARAM.match(name)
    ] + path.split("/")
    return any(_IDENTIFIER.fullmatch(value) or _looks_random(value, 8) for value in values)


def _looks_random(value: str, min_length: int) -> bool:
    if len(value) < min_length or not _TOKEN_CHARS.fullmatch(value):
        return False
    digits = sum(ch.isdigit() for ch in value)
    letters = sum(ch.isalpha() for ch in value)
    return (digits >= 2 and letters >= 2) or len(value) >= 24
