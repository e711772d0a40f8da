"""Just enough CSS to tell whether a reader sees a piece of mail: declarations, simple rules
(``tag``, ``.class``, ``#id``, ``tag.class``; anything more complex is skipped), colours and
lengths. No network, no imports, bounded work: a style sheet is cut to ``MAX_CSS_CHARS`` and
``MAX_RULES`` rules, a ``style`` attribute to ``MAX_STYLE_CHARS``. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

__all__ = [
    "MAX_CSS_CHARS",
    "Stylesheet",
    "declarations",
    "is_zero_or_tiny",
    "length_px",
    "parse_colour",
]

MAX_CSS_CHARS = 100_000
MAX_RULES = 2_000
MAX_STYLE_CHARS = 2_000

Rgb = tuple[int, int, int]

_COMMENT = re.compile(r"/\*.*?(?:\*/|$)", re.DOTALL)
_IMPORTANT = re.compile(r"\s*!\s*important\s*$")
_SIMPLE_SELECTOR = re.compile(r"([a-z][a-z0-9]*)?((?:[.#][\w-]+)*)")
_LENGTH = re.compile(r"([-+]?(?:\d+\.?\d*|\.\d+))\s*(px|pt|em|rem|%|cm|mm|in|pc|ex|ch|vh|vw)?$")
_UNIT_PX = {"pt": 4 / 3, "em": 16.0, "rem": 16.0, "cm": 37.8, "mm": 3.78, "in": 96.0, "pc": 16.0}
_HEX = re.compile(r"#([0-9a-f]{3,8})\b")
_RGB = re.compile(
    r"rgba?\(\s*([\d.]+)%?\s*[, ]\s*([\d.]+)%?\s*[, ]\s*([\d.]+)%?\s*(?:[,/]\s*([\d.]+%?))?"
)
_NAMED: dict[str, Rgb] = {
    "white": (255, 255, 255),
    "black": (0, 0, 0),
    "red": (255, 0, 0),
    "green": (0, 128, 0),
    "blue": (0, 0, 255),
    "yellow": (255, 255, 0),
    "gray": (128, 128, 128),
    "grey": (128, 128, 128),
    "silver": (192, 192, 192),
    "navy": (0, 0, 128),
    "whitesmoke": (245, 245, 245),
    "snow": (255, 250, 250),
    "ivory": (255, 255, 240),
    "lightgray": (211, 211, 211),
    "lightgrey": (211, 211, 211),
}
_NAMED_WORD = re.compile(r"\b(" + "|".join(_NAMED) + r"|transparent)\b")


def declarations(style: str) -> dict[str, str]:
    """``"color: red; DISPLAY:none"`` -> ``{"color": "red", "display": "none"}``: lower case,
    ``!important`` dropped (an inline style wins over rules here anyway), last one wins."""
    found: dict[str, str] = {}
    if "/*" in style:
        style = _COMMENT.sub("", style[:MAX_STYLE_CHARS])
    for item in style[:MAX_STYLE_CHARS].split(";"):
        name, colon, value = item.partition(":")
        if colon:
            found[name.strip().lower()] = _IMPORTANT.sub("", value.strip().lower())
    return found


@dataclass(frozen=True)
class _Rule:
    tag: str | None
    classes: frozenset[str]
    ident: str | None
    specificity: tuple[int, int, int, int]  # (important, ids, classes, tags)
    order: int
    declarations: dict[str, str]


@dataclass
class Stylesheet:
    """The simple rules of a mail's ``<style>`` blocks, looked up by tag, class or id."""

    by_key: dict[str, list[_Rule]] = field(default_factory=dict)

    @classmethod
    def parse(cls, css: str) -> Stylesheet:
        """Read ``css``; at-rules (``@media`` and the like) and complex selectors are skipped:
        a desktop client applies neither a phone's rules nor what it cannot match here."""
        sheet = cls()
        css = _COMMENT.sub("", css[:MAX_CSS_CHARS]).lower()
        order = 0
        for selectors, body in _rules(css):
            if order >= MAX_RULES:
                break
            normal: dict[str, str] = {}
            important: dict[str, str] = {}
            for item in body.split(";"):
                name, colon, value = item.partition(":")
                if colon:
                    value = value.strip()
                    target = important if _IMPORTANT.search(value) else normal
                    target[name.strip()] = _IMPORTANT.sub("", value)
            for selector in selectors.split(","):
                match = _SIMPLE_SELECTOR.fullmatch(selector.strip())
                if match is None or not match.group(0):
                    continue
                tag = match.group(1)
                parts = re.findall(r"[.#][\w-]+", match.group(2))
                classes = frozenset(p[1:] for p in parts if p[0] == ".")
                ids = [p[1:] for p in parts if p[0] == "#"]
                ident = ids[0] if ids else None
                base = (len(ids), len(classes), int(tag is not None))
                key = f"#{ident}" if ident else (f".{min(classes)}" if classes else tag or "")
                for important_flag, decls in ((0, normal), (1, important)):
                    if decls:
                        rule = _Rule(tag, classes, ident, (important_flag, *base), order, decls)
                        sheet.by_key.setdefault(key, []).append(rule)
                order += 1
        return sheet

    def __bool__(self) -> bool:
        return bool(self.by_key)

    def match(self, tag: str, classes: list[str], ident: str | None) -> list[dict[str, str]]:
        """The declarations of the rules that match, weakest first."""
        candidates: list[_Rule] = list(self.by_key.get(tag, ()))
        for name in classes:
            candidates.extend(self.by_key.get(f".{name}", ()))
        if ident:
            candidates.extend(self.by_key.get(f"#{ident}", ()))
        matched = [
            rule
            for rule in candidates
            if (rule.tag is None or rule.tag == tag)
            and rule.classes.issubset(classes)
            and (rule.ident is None or rule.ident == ident)
        ]
        matched.sort(key=lambda rule: (rule.specificity, rule.order))
        return [rule.declarations for rule in matched]


def _rules(css: str) -> list[tuple[str, str]]:
    """``(selectors, body)`` of the top-level rules; at-rule blocks are stepped over whole."""
    found: list[tuple[str, str]] = []
    position, size = 0, len(css)
    while position < size and len(found) < MAX_RULES:
        open_at = css.find("{", position)
        if open_at < 0:
            break
        head = css[position:open_at].strip()
        if head.startswith("@") or "@" in head.rpartition(";")[2]:
            depth, cursor = 1, open_at + 1
            while depth and cursor < size:  # skip the at-rule's nested blocks
                next_open, next_close = css.find("{", cursor), css.find("}", cursor)
                if next_close < 0:
                    return found
                if 0 <= next_open < next_close:
                    depth, cursor = depth + 1, next_open + 1
                else:
                    depth, cursor = depth - 1, next_close + 1
            position = cursor
            continue
        close_at = css.find("}", open_at)
        if close_at < 0:
            break
        found.append((head.rpartition(";")[2], css[open_at + 1 : close_at]))
        position = close_at + 1
    return found


def length_px(value: str) -> float | None:
    """A CSS length in pixels, roughly (``em`` as 16px); None when it is not a plain length."""
    match = _LENGTH.match(value.strip())
    if match is None:
        return None
    number = float(match.group(1))
    return number * _UNIT_PX.get(match.group(2) or "px", 1.0)


def is_zero_or_tiny(value: str, limit: float = 0.0) -> bool:
    """True for ``0``, ``0px``, ``0.0em``... (and lengths up to ``limit`` px)."""
    px = length_px(value)
    return px is not None and px <= limit


def parse_colour(value: str) -> Rgb | None:
    """The first colour in ``value`` as RGB; None for none, ``transparent`` or see-through."""
    match = _HEX.search(value)
    if match is not None:
        digits = match.group(1)
        if len(digits) in (3, 4):
            digits = "".join(ch * 2 for ch in digits)
        if len(digits) not in (6, 8):
            return None
        if len(digits) == 8 and digits[6:] == "00":
            return None
        return (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16))
    match = _RGB.search(value)
    if match is not None:
        alpha = match.group(4)
        if alpha is not None and float(alpha.rstrip("%") or 0) == 0:
            return None
        channels = [min(255, int(float(match.group(i)))) for i in (1, 2, 3)]
        return (channels[0], channels[1], channels[2])
    named = _NAMED_WORD.search(value)
    if named is None or named.group(1) == "transparent":
        return None
    return _NAMED[named.group(1)]
