"""HTML without what a reader never sees: scripts, styles, comments, and elements hidden by
``hidden``, ``aria-hidden`` or an inline style (``display: none``, ``visibility: hidden``,
``opacity: 0``, ``font-size: 0``, ``max-height: 0``). Text hidden from people is written to
instruct a program that reads it, so it is dropped before a model sees the text. Pure.
"""

from __future__ import annotations

import re
from html import escape
from html.parser import HTMLParser

__all__ = ["visible_html"]

_DROPPED_TAGS = frozenset({"script", "style", "template", "svg", "head", "title", "noscript"})
_VOID_TAGS = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}
)
_HIDDEN_STYLE = re.compile(
    r"display\s*:\s*none|visibility\s*:\s*hidden|opacity\s*:\s*0(\.0*)?\s*(;|$)|"
    r"font-size\s*:\s*0+(px|pt|em|rem|%)?\s*(;|$)|max-height\s*:\s*0+(px)?\s*(;|$)",
    re.IGNORECASE,
)


class _Visible(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)
        self.out: list[str] = []
        self._hidden_depth = 0  # > 0 while inside a hidden element
        self._stack: list[str] = []

    def _hides(self, tag: str, attrs: list[tuple[str, str | None]]) -> bool:
        if tag in _DROPPED_TAGS:
            return True
        for name, value in attrs:
            if name == "hidden" or (name == "aria-hidden" and value == "true"):
                return True
            if name == "style" and value and _HIDDEN_STYLE.search(value):
                return True
        return False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _VOID_TAGS:
            if not self._hidden_depth and not self._hides(tag, attrs):
                self.out.append(self.get_starttag_text() or "")
            return
        if self._hidden_depth:
            self._hidden_depth += 1
        elif self._hides(tag, attrs):
            self._hidden_depth = 1
        else:
            self.out.append(self.get_starttag_text() or "")
        self._stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if not self._hidden_depth and not self._hides(tag, attrs):
            self.out.append(self.get_starttag_text() or "")

    def handle_endtag(self, tag: str) -> None:
        if tag not in self._stack:
            return  # a stray end tag
        while self._stack:
            open_tag = self._stack.pop()
            if self._hidden_depth:
                self._hidden_depth -= 1
            elif open_tag == tag:
                self.out.append(f"</{tag}>")
            if open_tag == tag:
                break

    def handle_data(self, data: str) -> None:
        if not self._hidden_depth:
            self.out.append(escape(data, quote=False))

    def handle_entityref(self, name: str) -> None:
        if not self._hidden_depth:
            self.out.append(f"&{name};")

    def handle_charref(self, name: str) -> None:
        if not self._hidden_depth:
            self.out.append(f"&#{name};")


def visible_html(markup: str) -> str:
    """``markup`` without the elements a reader never sees, and without comments."""
    parser = _Visible()
    parser.feed(markup)
    parser.close()
    return "".join(parser.out)
