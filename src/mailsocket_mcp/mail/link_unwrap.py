"""The target of a click tracker or safe-link wrapper, when the wrapper says what it is.

Mail senders wrap links: ESP click trackers (``https://click.esp.test/ls/click?url=...``),
Outlook Safe Links (``https://eur01.safelinks.protection.outlook.com/?url=...&data=...``),
Google's ``https://www.google.com/url?q=...``, any other parameter whose value is a whole
URL (``/ls/click?upn=https%3A%2F%2F...``), Proofpoint's URL Defense (v2 ``?u=https-3A__app.test_x``,
v3 ``/v3/__https://app.test/x__;!!...``), and base64 or base64url of the target in a
query value or path segment (``https://t.esp.test/c/aHR0cHM6Ly9hcHAudGVzdC8...``). When the
target is written in the wrapper, the link is the target: it is what the reader ends up on,
and the host an allow-list must judge. Each wrapper is decoded once (a ``%2F`` in the target
stays ``%2F``); a wrapper around a wrapper is opened again, up to :data:`MAX_LAYERS`.

A wrapper is only opened when its own address does not say what it is for: a sign-in link
that carries where to go next (``/auth/verify?token=...&redirect=https://app.test/home``) is
the sign-in link, not a tracker (the words of a target written in the wrapper's path, as
AWS SES writes it, are the target's, not the wrapper's). A wrapper that hides its target
(Mimecast's ``/s/<id>``, SendGrid's opaque ``upn=``) is the link as written. The target must
be an http(s) URL whose host a browser and ``urlsplit`` read alike; anything else (an opaque
tracker, ``javascript:``, a relative path) leaves the wrapper as written. Nothing is fetched.
"""

from __future__ import annotations

import base64
import binascii
import re
from urllib.parse import unquote, urlsplit

from mailsocket_mcp.mail import extract_vocab as vocab
from mailsocket_mcp.url_host import browser_host, python_host

__all__ = ["MAX_LAYERS", "looks_like_tracker", "unwrap"]

MAX_LAYERS = 3
# Query parameters that carry a tracker's or safe-link's target.
_TARGET_PARAMS = frozenset(
    {"url", "u", "target", "redirect", "redirect_url", "q", "dest", "destination", "link",
     "goto", "to", "r", "href"}
)  # fmt: skip
_BASE64 = re.compile(r"[A-Za-z0-9+/_-]{16,4000}={0,2}")
# "aHR0c" is base64 of "http"; anything that does not start so cannot decode to a URL.
_BASE64_URL_START = "aHR0c"
# Where a target written raw or percent-encoded starts inside a wrapper's path.
_EMBEDDED_URL = re.compile(r"/https?(?::|%3a)", re.IGNORECASE)
_PROOFPOINT_V3 = "/v3/__"
_PROOFPOINT_ESCAPE = re.compile(r"-([0-9A-F]{2})")
# A click tracker's own path: its words are about the click, not about the target.
_TRACKER_PATH = re.compile(
    r"/(?:ls|track|wf|e|mail|email)/click\b|^/(?:CL0|c|l|r|ct|click|redirect|link)/"
    r"|^/(?:url|click|redirect|r|link|out|away)/?$",
    re.IGNORECASE,
)


def unwrap(href: str) -> str:
    """The target ``href`` wraps, decoded once per wrapper, or ``href`` as written."""
    current = href
    for _ in range(MAX_LAYERS):
        target = _target(current)
        if target is None:
            break
        current = target
    return current


def looks_like_tracker(href: str) -> bool:
    """True for a click tracker's address (``/ls/click``, ``/c/...``, ``/CL0/...``)."""
    try:
        path = urlsplit(href).path
    except ValueError:
        return False
    return bool(_TRACKER_PATH.search(path))


def _target(href: str) -> str | None:
    try:
        parts = urlsplit(href)
    except ValueError:
        return None
    if parts.path.startswith(_PROOFPOINT_V3):
        return _proofpoint_v3(href)
    own_path = _EMBEDDED_URL.split(parts.path, maxsplit=1)[0]
    if vocab.LINK_URL_WORDS.search(own_path):
        return None  # a sign-in, verify or reset address that says where to go next
    others: list[str] = []
    for pair in parts.query.split("&"):
        name, _, value = pair.partition("=")
        if not value:
            continue
        if name.lower() in _TARGET_PARAMS:
            found = _web_url(unquote(value)) or _from_base64(value) or _proofpoint_v2(value)
            if found is not None:
                return found
        elif value[:4].lower() == "http":
            others.append(value)
    for value in others:  # any other parameter that holds a whole URL: /ls/click?upn=https%3A...
        found = _web_url(unquote(value))
        if found is not None:
            return found
    path_start = href.find(parts.netloc) + len(parts.netloc)
    for segment in parts.path.split("/"):
        if segment.lower().startswith("http"):
            # Encoded, the target is this segment (AWS SES: /L0/https:%2F%2F.../1/...);
            # written raw, it is the rest of the address, its own path and query included.
            encoded = "%2f" in segment.lower()
            raw = href[href.find(segment, path_start) :]
            found = _web_url(unquote(segment) if encoded else raw)
            if found is not None:
                return found
        found = _from_base64(segment)
        if found is not None:
            return found
    for pair in parts.query.split("&"):  # base64 in any other parameter (SendGrid style)
        _, _, value = pair.partition("=")
        found = _from_base64(value)
        if found is not None:
            return found
    return None


def _proofpoint_v2(value: str) -> str | None:
    """Proofpoint v2's ``u=https-3A__app.test_verify-3Ftoken-3Dabc``: ``-XX`` is ``%XX``, ``_``
    is ``/``."""
    if not value.startswith(("http-3A", "https-3A")):
        return None
    return _web_url(unquote(_PROOFPOINT_ESCAPE.sub(r"%\1", value.replace("_", "/"))))


def _proofpoint_v3(href: str) -> str | None:
    """Proofpoint v3's ``https://urldefense.com/v3/__<target>__;!!<signature>$``."""
    start = href.find(_PROOFPOINT_V3) + len(_PROOFPOINT_V3)
    end = href.find("__;", start)
    return _web_url(href[start:end]) if end > start else None


def _from_base64(value: str) -> str | None:
    value = unquote(value)
    if not value.startswith(_BASE64_URL_START) or not _BASE64.fullmatch(value):
        return None
    bare = value.rstrip("=").replace("+", "-").replace("/", "_")
    try:
        decoded = base64.urlsafe_b64decode(bare + "=" * (-len(bare) % 4)).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    return _web_url(decoded)


def _web_url(value: str) -> str | None:
    value = value.strip()
    if not value.lower().startswith(("http://", "https://")) or any(c.isspace() for c in value):
        return None
    opened = browser_host(value)
    if opened is None or python_host(value) != opened.host:
        return None  # not a web link, or its host depends on who reads it
    return value
