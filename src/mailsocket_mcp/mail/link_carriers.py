"""Links a reader can click that are not ``<a href>`` or ``<area href>`` (those come from
the visibility pass in html_text): Outlook's VML buttons (``<v:roundrect href>``, inside
``<!--[if mso]>`` comments that the HTML renderer drops), ``<button formaction>`` and a
``<form action>`` with a submit button.

Each becomes an :class:`Anchor` with its visible label (the button's or
VML shape's text, a submit input's ``value``) and the text just before it. An attribute a
reader never sees (``data-href``) carries nothing, and a carrier hidden by its own inline
style (``display:none``, ``visibility:hidden``) is dropped. One regular-expression pass over
the markup, skipped entirely when no carrier tag is in it, so the usual mail pays nothing.
"""

from __future__ import annotations

import html
import re

from mailsocket_mcp.mail.html_text import Anchor

__all__ = ["link_carriers"]

_MAX_CARRIERS = 50
_CONTEXT_CHARS = 160
_ANY_CARRIER = re.compile(r"<(?:v:roundrect|v:rect|button|form)\b", re.IGNORECASE)
_CARRIER = re.compile(
    r"<(v:roundrect|v:rect|button|form)\b([^>]{0,4000})>", re.IGNORECASE | re.DOTALL
)
_ATTRIBUTE = re.compile(r"""([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))""")
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)
_TAG = re.compile(r"<[^>]{0,4000}>")
_SUBMIT = re.compile(
    r"<(?:button\b[^>]*>(.{0,400}?)</button|input\b([^>]*type\s*=\s*[\"']?(?:submit|image)[^>]*))",
    re.IGNORECASE | re.DOTALL,
)
_HREF_OF = {"v:roundrect": "href", "v:rect": "href", "button": "formaction"}


def link_carriers(markup: str) -> list[Anchor]:
    """The non-``<a>`` links of ``markup``, in document order."""
    if _ANY_CARRIER.search(markup) is None:
        return []
    found: list[Anchor] = []
    for match in _CARRIER.finditer(markup):
        tag = match.group(1).lower()
        attributes = _attributes(match.group(2))
        if _HIDDEN_STYLE.search(attributes.get("style", "")) or "hidden" in attributes:
            continue
        href = attributes.get(_HREF_OF.get(tag, "action"), "")
        href = "".join(href.split())
        if not href.lower().startswith(("http:", "https:")):
            continue
        label = _label(tag, attributes, markup, match.end())
        if label is None:
            continue  # a form without a submit button: nothing to click
        before = _text(markup[max(0, match.start() - 4 * _CONTEXT_CHARS) : match.start()])
        found.append(Anchor(href=href, text=label, context=before[-_CONTEXT_CHARS:]))
        if len(found) >= _MAX_CARRIERS:
            break
    return found


def _attributes(raw: str) -> dict[str, str]:
    attributes: dict[str, str] = {}
    for name, double, single, bare in _ATTRIBUTE.findall(raw):
        attributes.setdefault(name.lower(), html.unescape(double or single or bare))
    if re.search(r"(?:^|\s)hidden(?:\s|$|/)", raw):
        attributes.setdefault("hidden", "")
    return attributes


def _label(tag: str, attributes: dict[str, str], markup: str, end: int) -> str | None:
    closing = markup.lower().find(f"</{tag}", end, end + 4000)
    inner = markup[end : closing if closing >= 0 else end + 400]
    if tag != "form":
        return _text(inner)
    submit = _SUBMIT.search(inner)
    if submit is None:
        return None
    if submit.group(1) is not None:
        return _text(submit.group(1))
    return _attributes(submit.group(2) or "").get("value", "")


def _text(fragment: str) -> str:
    return " ".join(html.unescape(_TAG.sub(" ", fragment)).split())
