"""What every held-out set 8 case is made of: the ``Case`` (what a careful reader takes from the
mail, and the mail itself), a deterministic token source, and the text part that ESPs derive
from their HTML (links written out, hidden blocks and the preheader left out)."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from html import unescape
from urllib.parse import quote

from tests.extract.holdout8_mail import Mail


@dataclass(frozen=True)
class Case:
    """One mail of the set and its labels (``otp`` as typed, ``link`` as clicked)."""

    name: str
    mail: Mail
    otp: str | None = None
    link: str | None = None
    link_kind: str | None = None
    kinds: tuple[str, ...] = field(default=())


def tok(seed: str, size: int, alphabet: str = "0123456789") -> str:
    """A deterministic token of ``size`` characters from ``alphabet`` for ``seed``."""
    out = ""
    counter = 0
    while len(out) < size:
        digest = hashlib.sha256(f"{seed}/{counter}".encode()).digest()
        out += "".join(alphabet[b % len(alphabet)] for b in digest)
        counter += 1
    return out[:size]


def url_token(seed: str, size: int = 43) -> str:
    return tok(seed, size, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def enc(url: str) -> str:
    """``url`` as a tracker writes it into a query parameter (every reserved byte escaped)."""
    return quote(url, safe="")


_HIDDEN = re.compile(
    r'<(div|span|p|td|a)[^>]*style="[^"]*(?:display:none|visibility:hidden|font-size:0|'
    r'left:-9999px|color:#ffffff;background-color:#ffffff|max-height:0;max-width:0)[^"]*"[^>]*>'
    r".*?</\1>",
    re.S,
)
_LINK = re.compile(r'<a\b[^>]*href="([^"]*)"[^>]*>(.*?)</a>', re.S)


def text_of(html: str, link_style: str = "paren") -> str:
    """The text/plain part an ESP generates from ``html``: blocks to lines, links written after
    their words (``paren``: ``words ( url )``, ``angle``: ``words <url>``, ``bare``: the url on
    its own line), images and hidden blocks dropped."""
    out = re.sub(r"<head>.*?</head>", "", html, flags=re.S)
    out = re.sub(r"<!--.*?-->", "", out, flags=re.S)
    out = _HIDDEN.sub("", out)

    def link(match: re.Match[str]) -> str:
        url = unescape(match.group(1))
        words = re.sub(r"<[^>]+>", "", match.group(2)).strip()
        if not words:
            return ""  # logos and social icons
        if words.lower() == url.lower() or url.startswith("mailto:"):
            return words
        if link_style == "angle":
            return f"{words} <{url}>"
        if link_style == "bare":
            return f"{words}:\n{url}\n"
        return f"{words} ( {url} )"

    out = _LINK.sub(link, out)
    out = re.sub(r"<img[^>]*>", "", out)
    out = re.sub(r"</?(p|div|tr|table|h[1-6]|li|ul|ol|center)\b[^>]*>", "\n", out)
    out = re.sub(r"<br\s*/?>", "\n", out)
    out = re.sub(r"</td>", " ", out)
    out = re.sub(r"<[^>]+>", "", out)
    out = unescape(out).replace("\u034f", "").replace("\u200c", "").replace("\xa0", " ")
    lines = [re.sub(r"[ \t]+", " ", line).strip() for line in out.split("\n")]
    text = "\n".join(lines)
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"


def make(
    name: str,
    *,
    sender: str,
    subject: str,
    html: str | None = None,
    text: str | None = None,
    auto_text: str | None = "paren",
    otp: str | None = None,
    link: str | None = None,
    link_kind: str | None = None,
    kinds: tuple[str, ...] = (),
    **mail: object,
) -> Case:
    """A case; with ``html`` and no ``text`` the text part is derived as ESPs do (pass
    ``auto_text=None`` for an HTML-only mail)."""
    if html is not None and text is None and auto_text is not None:
        text = text_of(html, auto_text)
    if (link is None) != (link_kind is None):
        raise ValueError(f"{name}: a link needs its kind and only a link has one")
    return Case(
        name=name,
        mail=Mail(sender=sender, subject=subject, text=text, html=html, **mail),  # type: ignore[arg-type]
        otp=otp,
        link=link,
        link_kind=link_kind,
        kinds=kinds,
    )
