"""Render mail HTML as plain text, keeping block boundaries and each link's anchor text.

Extraction reads the rendered text the way a person reads the mail: only what the one
visibility pass (:mod:`mailsocket_mcp.mail.visible`) says a reader sees is kept (so hidden
text, and links inside hidden parts, are gone), entities are decoded, an image's ``alt`` and a
visible ``<input value>`` count as text, and paragraphs, rows and line breaks stay on their own
lines so that "Your code:" and the code in the next cell remain close together. With
``current_only``, quoted and forwarded mail (HTML quote blocks, then the text rules of
:mod:`mailsocket_mcp.mail.current`) is left out along with its links.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from mailsocket_mcp.mail.current import current_text
from mailsocket_mcp.mail.visible import Frame, VisibilityParser, stylesheet_of

__all__ = ["MAX_HTML_CHARS", "Anchor", "RenderedHtml", "render_html"]

# Work is linear in the input, and this bound keeps a hostile 10 MiB mail cheap to render.
MAX_HTML_CHARS = 400_000
_CONTEXT_CHARS = 160
# Each link leaves a mark in the text (a private-use character of plane 15), so the links on
# the lines the quote rules drop are dropped with them.
_MARK_BASE = 0xF0000
_MAX_ANCHORS = 60_000
_MARKS = re.compile("[\U000f0000-\U000ffffd]")
_TEXT_INPUTS = frozenset({"", "text", "submit", "button", "email", "tel", "search", "url"})

_BLOCK_TAGS = frozenset(
    {
        "address", "article", "aside", "blockquote", "br", "center", "dd", "div", "dl", "dt",
        "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main",
        "nav", "ol", "p", "pre", "section", "table", "tbody", "tfoot", "thead", "tr", "ul",
    }
)  # fmt: skip
_CELL_TAGS = frozenset({"td", "th"})
_SPACES = re.compile(r"[ \t\r\f\v\u00a0\u200b\u200c\u200d\ufeff]+")
_TAG = re.compile(r"<[^>]{0,2000}>")
_BLANK_LINES = re.compile(r"\n\n\n+")  # a literal start: the search skips ahead, unlike \n{3,}


@dataclass(frozen=True)
class Anchor:
    """An ``<a href>`` link: its target, its visible text, and the text just before it."""

    href: str
    text: str
    context: str


@dataclass(frozen=True)
class RenderedHtml:
    """The readable text of an HTML body and the links it holds, in document order;
    ``has_content`` is True when a reader sees any text or link at all (quoted ones too)."""

    text: str
    anchors: tuple[Anchor, ...]
    has_content: bool = False


class _Renderer(VisibilityParser):
    def __init__(self, markup: str, current_only: bool) -> None:
        super().__init__(stylesheet_of(markup))
        self.chunks: list[str] = []
        self.anchors: list[Anchor] = []
        self.has_content = False
        self._current_only = current_only
        self._open_href: str | None = None
        self._open_text: list[str] = []
        self._open_context = ""
        self._open_mark = -1  # where the open link's mark is in ``chunks``
        self._open_image = False

    def _seen(self, frame: Frame) -> bool:
        return frame.shown and not (self._current_only and self.is_quoted(frame))

    def on_start(self, frame: Frame, attrs: list[tuple[str, str | None]], void: bool) -> None:
        tag = frame.tag
        if tag in _BLOCK_TAGS:
            self.chunks.append("\n")
        elif tag in _CELL_TAGS:
            self.chunks.append(" \t ")
        if tag == "a":
            self._close_anchor()
            href = _attr(attrs, "href")
            if href and self._seen(frame):
                self._open_anchor("".join(href.split()))
        elif tag == "img" and self._seen(frame):
            self._open_image = True
            alt = _attr(attrs, "alt")
            if alt:
                self._text(f" {alt} ", frame)
        elif tag == "input" and self._seen(frame):
            value = _attr(attrs, "value")
            if value and (_attr(attrs, "type") or "").lower() in _TEXT_INPUTS:
                self._text(f" {value} ", frame)
        elif tag == "area" and self._seen(frame):
            href = _attr(attrs, "href")
            if href:
                self._close_anchor()
                self._open_anchor("".join(href.split()))
                self._open_text.append(_attr(attrs, "alt") or "")
                self._open_image = True
                self._close_anchor()

    def on_end(self, frame: Frame) -> None:
        if frame.tag == "a":
            self._close_anchor()
        elif frame.tag in _BLOCK_TAGS:
            self.chunks.append("\n")

    def on_text(self, data: str, frame: Frame) -> None:
        if frame.text_shown:
            self._text(data, frame)

    def _text(self, data: str, frame: Frame) -> None:
        if not self.has_content and not data.isspace():
            self.has_content = True
        if self._current_only and self.is_quoted(frame):
            return
        self.chunks.append(data)
        if self._open_href is not None:
            self._open_text.append(data)

    def _open_anchor(self, href: str) -> None:
        if len(self.anchors) >= _MAX_ANCHORS:
            return
        self._open_href = href
        self._open_text = []
        self._open_image = False
        self._open_context = _MARKS.sub("", "".join(self.chunks[-40:]))[-_CONTEXT_CHARS:]
        self._open_mark = len(self.chunks)
        self.chunks.append(chr(_MARK_BASE + len(self.anchors)))

    def _close_anchor(self) -> None:
        if self._open_href is None:
            return
        text = _SPACES.sub(" ", " ".join("".join(self._open_text).split())).strip()
        if text or self._open_image:  # a link with nothing to see or click is no link
            context = " ".join(self._open_context.split())
            self.anchors.append(Anchor(href=self._open_href, text=text, context=context))
            self.has_content = True
        else:
            self.chunks[self._open_mark] = ""
        self._open_href = None
        self._open_image = False


def _attr(attrs: list[tuple[str, str | None]], name: str) -> str | None:
    return next((value for key, value in attrs if key == name and value), None)


def render_html(markup: str, *, current_only: bool = False) -> RenderedHtml:
    """Return the readable text and the anchors of ``markup``; never raises on bad HTML.

    With ``current_only``, quoted and forwarded mail and its links are left out.
    """
    markup = markup[:MAX_HTML_CHARS]
    if not markup.isascii():  # the marks are private-use characters: ASCII holds none
        markup = _MARKS.sub("", markup)
    renderer = _Renderer(markup, current_only)
    try:
        renderer.feed(markup)
        renderer.close()
    except Exception:  # the stdlib parser has asserted on odd markup before; degrade instead
        text = html.unescape(_TAG.sub("\n", markup))
        text = current_text(text) if current_only else text
        return RenderedHtml(text=_tidy(text), anchors=(), has_content=bool(text.strip()))
    renderer._close_anchor()
    text = _tidy("".join(renderer.chunks))
    anchors = renderer.anchors
    if current_only:
        text = current_text(text)
        if anchors:
            kept = {ord(mark) - _MARK_BASE for mark in _MARKS.findall(text)}
            anchors = [anchor for index, anchor in enumerate(anchors) if index in kept]
    if renderer.anchors:
        text = _tidy(_MARKS.sub("", text))
    return RenderedHtml(text=text, anchors=tuple(anchors), has_content=renderer.has_content)


def _tidy(text: str) -> str:
    lines = (_SPACES.sub(" ", line).strip() for line in text.split("\n"))
    return _BLANK_LINES.sub("\n\n", "\n".join(lines)).strip()
