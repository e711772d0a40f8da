"""The one pass that decides what a reader of mail HTML sees.

Text hidden from people is written for a program that reads it (a decoy code, a honeypot link, an
instruction to a model), so every reader of mail HTML in this project walks it with
:class:`VisibilityParser`: the mailbox's ``html_body`` (:func:`visible_html`) and the text and
links the extractors read (:func:`mailsocket_mcp.mail.html_text.render_html`).

An element and everything in it is hidden by ``hidden``, ``display: none``, ``opacity: 0``,
off-screen positioning (``position: absolute`` or ``fixed`` far to the left or top,
``text-indent: -9999px``), a collapsed box (``max-height: 0``; zero height, width or line height
with ``overflow: hidden``; a ``clip`` to nothing), and by the tags a mail client never shows
(``script``, ``style``, ``template``, ``noscript``, ``svg``, ``title``, ``<input type=hidden>``).
Its text alone is hidden by ``visibility: hidden`` (a child can say ``visible`` again), a zero or
one-pixel font size (inherited, so a child can set it again), and a colour equal to a background
set on the element or an ancestor. Styles come from ``style`` attributes, ``bgcolor`` and
``<font color>``, and the simple rules of the mail's ``<style>`` blocks (:mod:`.css`).
``aria-hidden`` alone hides nothing from a sighted reader.

Quoted mail (``<blockquote type=cite>``, Gmail's ``gmail_quote``, Yahoo's and Thunderbird's
quote blocks, and everything after Outlook's ``divRplyFwdMsg`` reply header) is marked, so the
extractors can read the current mail only while the mailbox keeps showing the whole thread.

Work is linear in the input: the stack of open elements is capped at ``MAX_DEPTH`` (deeper
elements count as their parent), implied end tags look at most ``_SCOPE_LOOKUP`` elements down,
and style sheets are cut to a fixed size.
"""

from __future__ import annotations

import re
from collections import Counter
from html import escape
from html.parser import HTMLParser

from mailsocket_mcp.mail.css import Rgb, Stylesheet, declarations, is_zero_or_tiny, length_px
from mailsocket_mcp.mail.css import parse_colour as _colour

__all__ = ["Frame", "VisibilityParser", "visible_html"]

MAX_DEPTH = 400
_SCOPE_LOOKUP = 32
_UNKNOWN: Rgb = (-1, -1, -1)  # a background image or gradient: no colour to compare with
_DROPPED_TAGS = frozenset({"script", "style", "template", "svg", "title", "noscript"})
_VOID_TAGS = frozenset(
    {
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
        "source", "track", "wbr",
    }
)  # fmt: skip
_CLOSES_P = frozenset(
    {
        "address", "article", "aside", "blockquote", "center", "dd", "details", "div", "dl",
        "dt", "fieldset", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6",
        "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section", "table", "ul",
    }
)  # fmt: skip
_P_SCOPE = frozenset({"table", "td", "th", "button", "caption", "object", "marquee", "template"})
_TABLE_PARTS = frozenset({"td", "th", "tr", "tbody", "thead", "tfoot"})
_IMPLIED_END: dict[str, frozenset[str]] = {
    "li": frozenset({"li"}),
    "dt": frozenset({"dt", "dd"}),
    "dd": frozenset({"dt", "dd"}),
    "td": _TABLE_PARTS,
    "th": _TABLE_PARTS,
    "tr": frozenset({"tr", "tbody", "thead", "tfoot"}),
    "thead": frozenset({"tbody", "tfoot"}),
    "tbody": frozenset({"tbody", "tfoot"}),
    "option": frozenset({"option", "optgroup"}),
}
_QUOTE_CLASSES = frozenset(
    {"gmail_quote", "yahoo_quoted", "moz-cite-prefix", "protonmail_quote", "zmail_extra"}
)
# Outlook writes its reply header, then the earlier mail as siblings: the rest is quoted.
_QUOTE_REST_IDS = frozenset({"divrplyfwdmsg", "appendonsend", "stopspelling"})
_QUOTE_IDS = frozenset({"olk_src_body_section"})
_STYLE_BLOCK = re.compile(r"<style\b[^>]{0,500}>", re.IGNORECASE)
_STYLE_END = re.compile(r"</style", re.IGNORECASE)
_OFF_SCREEN_PX = -500.0
_TEN_OR_MORE = re.compile(r"[1-9]\d")
_RELATIVE_FONT = re.compile(r"(?<!r)em$|%$|^(?:smaller|larger|inherit)$")


class Frame:
    """An open element and what the reader sees of it (inherited down the tree)."""

    __slots__ = ("background", "colour", "quoted", "shown", "tag", "text_shown", "tiny", "visible")

    def __init__(
        self,
        tag: str,
        *,
        shown: bool = True,
        visible: bool = True,
        tiny: bool = False,
        colour: Rgb | None = None,
        background: Rgb | None = None,
        quoted: bool = False,
    ) -> None:
        self.tag = tag
        self.shown = shown  # False: the element and all it holds are hidden
        self.visible = visible  # the inherited ``visibility``
        self.tiny = tiny  # the inherited font size is zero (or one pixel)
        self.colour = colour
        self.background = background
        self.quoted = quoted
        self.text_shown = shown and visible and not tiny and not _same_colour(colour, background)


def _same_colour(colour: Rgb | None, background: Rgb | None) -> bool:
    if background is None or background == _UNKNOWN:
        return False
    red, green, blue = colour or (0, 0, 0)
    return (
        abs(red - background[0]) <= 16
        and abs(green - background[1]) <= 16
        and abs(blue - background[2]) <= 16
    )


_ROOT = Frame("#root")


def stylesheet_of(markup: str) -> Stylesheet:
    """The rules of every ``<style>`` block of ``markup`` (bounded: see :mod:`.css`)."""
    if "<style" not in markup and "<STYLE" not in markup and not _STYLE_BLOCK.search(markup):
        return Stylesheet()
    blocks: list[str] = []
    position = 0
    while (start := _STYLE_BLOCK.search(markup, position)) is not None:
        end = _STYLE_END.search(markup, start.end())
        if end is None:
            break
        blocks.append(markup[start.end() : end.start()])
        position = end.end()
    return Stylesheet.parse("\n".join(blocks))


class VisibilityParser(HTMLParser):
    """Walks HTML with a stack of :class:`Frame`; subclasses get every element and text with the
    frame that says whether it is seen (``frame.shown``, ``frame.text_shown``, ``quoted``)."""

    def __init__(self, stylesheet: Stylesheet) -> None:
        super().__init__(convert_charrefs=True)
        self._sheet = stylesheet
        self._has_rules = bool(stylesheet)
        self._stack: list[Frame] = [_ROOT]
        self._open = Counter[str]()
        self._overflow = Counter[str]()
        self.rest_quoted = False  # everything from here on is an earlier, quoted mail

    # Hooks for subclasses.
    def on_start(self, frame: Frame, attrs: list[tuple[str, str | None]], void: bool) -> None:
        """An element starts (``void``: it has no content and no end)."""

    def on_end(self, frame: Frame) -> None:
        """An element that ``on_start`` saw ends."""

    def on_text(self, data: str, frame: Frame) -> None:
        """Text inside ``frame``."""

    def is_quoted(self, frame: Frame) -> bool:
        return frame.quoted or self.rest_quoted

    # HTMLParser's interface.
    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._close_implied(tag)
        parent = self._stack[-1]
        frame = self._frame(tag, attrs, parent)
        if tag in _VOID_TAGS:
            self.on_start(frame, attrs, True)
            return
        if len(self._stack) >= MAX_DEPTH:
            self._overflow[tag] += 1
            return
        self._stack.append(frame)
        self._open[tag] += 1
        self.on_start(frame, attrs, False)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in _VOID_TAGS:
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        # ``.get``: a Counter's missing key costs a Python-level ``__missing__`` call.
        if self._overflow.get(tag):
            self._overflow[tag] -= 1
            return
        if tag == "br":  # "</br>" is read as "<br>"
            self.handle_starttag("br", [])
            return
        if not self._open.get(tag):
            return  # a stray end tag
        while len(self._stack) > 1:
            if self._pop().tag == tag:
                break

    def handle_data(self, data: str) -> None:
        self.on_text(data, self._stack[-1])

    def close(self) -> None:
        super().close()
        while len(self._stack) > 1:
            self._pop()

    def _pop(self) -> Frame:
        frame = self._stack.pop()
        self._open[frame.tag] -= 1
        self.on_end(frame)
        return frame

    def _close_implied(self, tag: str) -> None:
        top = self._stack[-1].tag
        if top == "title":  # often left open: any tag ends it
            self._pop()
            top = self._stack[-1].tag
        while tag in _IMPLIED_END.get(top, ()):
            self._pop()
            top = self._stack[-1].tag
        if tag in _CLOSES_P and self._open.get("p"):
            for depth in range(1, min(_SCOPE_LOOKUP, len(self._stack))):
                below = self._stack[-depth].tag
                if below in _P_SCOPE:
                    return
                if below == "p":
                    for _ in range(depth):
                        self._pop()
                    return

    def _frame(self, tag: str, attrs: list[tuple[str, str | None]], parent: Frame) -> Frame:
        if not parent.shown:
            return Frame(tag, shown=False, quoted=parent.quoted)
        style: dict[str, str] = {}
        classes: list[str] = []
        ident: str | None = None
        shown = tag not in _DROPPED_TAGS
        colour, background = parent.colour, parent.background
        quoted = parent.quoted
        for name, value in attrs:
            if name == "style":
                if value:
                    style = declarations(value)
            elif name == "class":
                if value:
                    classes = value.lower().split()
            elif name == "id":
                ident = (value or "").lower() or None
            elif name == "hidden":
                shown = False
            elif name == "bgcolor" and value:
                background = _colour(value.lower()) or background
            elif name == "background" and value:
                background = _UNKNOWN
            elif name == "color" and tag == "font" and value:
                colour = _colour(value.lower()) or colour
            elif name == "type" and value:
                quoted = quoted or (tag == "blockquote" and value.lower() == "cite")
                shown = shown and not (tag == "input" and value.lower() == "hidden")
            elif name in ("width", "height") and tag == "img" and value:
                shown = shown and not is_zero_or_tiny(value, 1.0)
        if self._has_rules and (classes or ident or tag in self._sheet.by_key):
            merged: dict[str, str] = {}
            for found in self._sheet.match(tag, classes, ident):
                merged.update(found)
            merged.update(style)
            style = merged
        if classes and not _QUOTE_CLASSES.isdisjoint(classes):
            quoted = True
        if ident is not None:
            if ident in _QUOTE_REST_IDS:
                self.rest_quoted = True
            quoted = quoted or ident in _QUOTE_IDS
        if not style:
            return Frame(
                tag,
                shown=shown,
                visible=parent.visible,
                tiny=parent.tiny,
                colour=colour,
                background=background,
                quoted=quoted,
            )
        shown = shown and not _hides(style)
        visible = parent.visible
        visibility = style.get("visibility")
        if visibility is not None:
            visible = visibility not in ("hidden", "collapse")
        tiny = parent.tiny
        size = style.get("font-size")
        if size is not None:
            px = length_px(size)
            if px is not None and px <= 1.0:
                tiny = True
            elif not _RELATIVE_FONT.search(size):
                tiny = False
        if "color" in style:
            colour = _colour(style["color"]) or colour
        for name in ("background-color", "background"):
            value = style.get(name)
            if value:
                background = _background(value) or background
        if "background-image" in style and "url(" in style["background-image"]:
            background = _UNKNOWN
        return Frame(
            tag,
            shown=shown,
            visible=visible,
            tiny=tiny,
            colour=colour,
            background=background,
            quoted=quoted,
        )


def _background(value: str) -> Rgb | None:
    if "url(" in value or "gradient" in value:
        return _UNKNOWN
    return _colour(value)


def _hides(style: dict[str, str]) -> bool:
    """True when these declarations hide the element and everything in it."""
    if style.get("display") == "none":
        return True
    opacity = style.get("opacity")
    if opacity is not None:
        px = length_px(opacity.rstrip("%"))
        if px is not None and px <= 0.01:
            return True
    # Only the properties present are read: most styles set none of these.
    if any(is_zero_or_tiny(style[name]) for name in ("max-height", "max-width") if name in style):
        return True
    if style.get("overflow", style.get("overflow-y", style.get("overflow-x"))) == "hidden":
        for name in ("height", "width", "line-height"):
            if is_zero_or_tiny(style.get(name, "x"), 1.0 if name != "line-height" else 0.0):
                return True
    if style.get("position") in ("absolute", "fixed"):
        for name in ("left", "top", "right"):
            px = length_px(style.get(name, "x"))
            if px is not None and px <= _OFF_SCREEN_PX:
                return True
        clip = style.get("clip", "")
        if clip.startswith("rect(") and not _TEN_OR_MORE.search(clip):
            return True
    indent = style.get("text-indent")
    if indent is not None:
        px = length_px(indent)
        if px is not None and px <= _OFF_SCREEN_PX:
            return True
    clip_path = style.get("clip-path", "")
    if clip_path.startswith(("inset(50%", "circle(0")):
        return True
    return "scale(0)" in style.get("transform", "")


class _Visible(VisibilityParser):
    def __init__(self, stylesheet: Stylesheet) -> None:
        super().__init__(stylesheet)
        self.out: list[str] = []

    def on_start(self, frame: Frame, attrs: list[tuple[str, str | None]], void: bool) -> None:
        if frame.shown:
            self.out.append(self.get_starttag_text() or "")

    def on_end(self, frame: Frame) -> None:
        if frame.shown:
            self.out.append(f"</{frame.tag}>")

    def on_text(self, data: str, frame: Frame) -> None:
        if frame.text_shown:
            self.out.append(escape(data, quote=False))


def visible_html(markup: str) -> str:
    """``markup`` without the elements and text a reader never sees, and without comments."""
    parser = _Visible(stylesheet_of(markup))
    parser.feed(markup)
    parser.close()
    return "".join(parser.out)
