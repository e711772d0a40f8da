"""Render mail HTML as plain text, keeping block boundaries and each link's anchor text.

Extraction reads the rendered text the way a person reads the mail: scripts, styles and
comments are dropped, entities are decoded, and paragraphs, rows and line breaks stay on
their own lines so that "Your code:" and the code in the next cell remain close together.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from html.parser import HTMLParser

__all__ = ["MAX_HTML_CHARS", "Anchor", "RenderedHtml", "render_html"]

# Work is linear in the input, and this bound keeps a hostile 10 MiB mail cheap to render.
MAX_HTML_CHARS = 400_000
_CONTEXT_CHARS = 160

_BLOCK_TAGS = frozenset(
    {
        "address", "article", "aside", "blockquote", "br", "center", "dd", "div", "dl", "dt",
        "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main",
        "nav", "ol", "p", "pre", "section", "table", "tbody", "tfoot", "thead", "tr", "ul",
    }
)  # fmt: skip
_CELL_TAGS = frozenset({"td", "th"})
# script and style are CDATA to the parser, so their end tags are reliable; <title> is often
# left open, so any following tag ends it instead.
_HIDDEN_TAGS = frozenset({"script", "style", "template", "svg"})
_SPACES = re.compile(r"[ \t\r\f\v\u00a0\u200b\u200c\u200d\ufeff]+")
_TAG = re.compile(r"<[^>]{0,2000}>")


@dataclass(frozen=True)
class Anchor:
    """An ``<a href>`` link: its target, its visible text, and the text just before it."""

    href: str
    text: str
    context: str


@dataclass(frozen=True)
class RenderedHtml:
    """The readable text of an HTML body and the links it holds, in document order."""

    text: str
    anchors: tuple[Anchor, ...]


class _Renderer(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.chunks: list[str] = []
        self.anchors: list[Anchor] = []
        self._hidden_depth = 0
        self._in_title = False
        self._open_href: str | None = None
        self._open_text: list[str] = []
        self._open_context = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._in_title = tag == "title"
        if tag in _HIDDEN_TAGS:
            self._hidden_depth += 1
            return
        if tag in _BLOCK_TAGS:
            self.chunks.append("\n")
        elif tag in _CELL_TAGS:
            self.chunks.append(" \t ")
        if tag == "a":
            self._close_anchor()
            href = next((value for name, value in attrs if name == "href" and value), None)
            if href is not None:
                self._open_href = "".join(href.split())
                self._open_text = []
                self._open_context = "".join(self.chunks[-40:])[-_CONTEXT_CHARS:]
        elif tag == "img" and self._open_href is not None:
            alt = next((value for name, value in attrs if name == "alt" and value), "")
            self._open_text.append(f" {alt} ")

    def handle_endtag(self, tag: str) -> None:
        self._in_title = False
        if tag in _HIDDEN_TAGS:
            self._hidden_depth = max(0, self._hidden_depth - 1)
        elif tag == "a":
            self._close_anchor()
        elif tag in _BLOCK_TAGS:
            self.chunks.append("\n")

    def handle_data(self, data: str) -> None:
        if self._hidden_depth or self._in_title:
            return
        self.chunks.append(data)
        if self._open_href is not None:
            self._open_text.append(data)

    def _close_anchor(self) -> None:
        if self._open_href is None:
            return
        text = _SPACES.sub(" ", " ".join("".join(self._open_text).split())).strip()
        context = " ".join(self._open_context.split())
        self.anchors.append(Anchor(href=self._open_href, text=text, context=context))
        self._open_href = None


def render_html(markup: str) -> RenderedHtml:
    """Return the readable text and the anchors of ``markup``; never raises on bad HTML."""
    markup = markup[:MAX_HTML_CHARS]
    renderer = _Renderer()
    try:
        renderer.feed(markup)
        renderer.close()
    except Exception:  # the stdlib parser has asserted on odd markup before; degrade instead
        text = html.unescape(_TAG.sub("\n", markup))
        return RenderedHtml(text=_tidy(text), anchors=tuple(renderer.anchors))
    renderer._close_anchor()
    return RenderedHtml(text=_tidy("".join(renderer.chunks)), anchors=tuple(renderer.anchors))


def _tidy(text: str) -> str:
    lines = (_SPACES.sub(" ", line).strip() for line in text.split("\n"))
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()
