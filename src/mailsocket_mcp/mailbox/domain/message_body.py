"""A whole message from its RFC 5322 bytes: bodies, addresses, attachments. Pure, never raises
on bad mail. The text and HTML bodies come from the shared mail parser (``mail/``), which
both sides share; the HTML loses what a reader never sees (scripts, styles, hidden elements),
so that text hidden from people is not shown to an agent either.
"""

from __future__ import annotations

import email
import email.policy
import re
from collections.abc import Iterator
from email.message import EmailMessage
from email.utils import getaddresses
from html import escape
from html.parser import HTMLParser
from typing import Any

from mailsocket_mcp.mail.parse import parse_message

__all__ = ["attachment_parts", "message_parts", "visible_html"]

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


def _addresses(message: EmailMessage, header: str) -> list[dict[str, Any]]:
    values = [str(v) for v in message.get_all(header, [])]
    return [
        {"email": address, "name": name or None}
        for name, address in getaddresses(values)
        if address
    ]


def attachment_parts(message: EmailMessage) -> Iterator[tuple[int, EmailMessage]]:
    """The parts a reader sees as attachments, with their number in ``walk()`` order: an
    attachment's id is ``part<number>`` in a message's detail and when its bytes are asked for,
    so both must come from this one walk."""
    for number, part in enumerate(message.walk()):
        if part.is_multipart():
            continue
        disposition = part.get_content_disposition()
        if disposition is None and part.get_filename() is None:
            continue
        if disposition is None and part.get_content_maintype() == "text":
            continue
        assert isinstance(part, EmailMessage)  # the default policy makes every part one
        yield number, part


def message_parts(raw: bytes) -> dict[str, Any]:
    """The fields of the contract's ``Message`` that only the bytes hold."""
    parsed = parse_message(raw)
    try:
        message = email.message_from_bytes(raw, policy=email.policy.default)
    except Exception:  # the parser is lenient; a crash here must not lose the text
        message = EmailMessage()
    assert isinstance(message, EmailMessage)
    attachments = []
    for number, part in attachment_parts(message):
        payload = part.get_payload(decode=True)
        attachments.append(
            {
                "id": f"part{number}",
                "content_type": part.get_content_type(),
                "filename": part.get_filename(),
                "size": len(payload) if isinstance(payload, bytes) else 0,
                "inline": part.get_content_disposition() == "inline",
            }
        )
    return {
        "text_body": parsed.text or None,
        "html_body": visible_html(parsed.html) if parsed.html else None,
        "cc": _addresses(message, "cc"),
        "bcc": _addresses(message, "bcc"),
        "reply_to": _addresses(message, "reply-to"),
        "in_reply_to": str(message["in-reply-to"]).strip() if message["in-reply-to"] else None,
        "message_id_header": str(message["message-id"]).strip() if message["message-id"] else None,
        "attachments": attachments,
    }
