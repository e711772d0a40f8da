"""How the mailbox service's answers become tool results an agent can read safely.

Whatever a mail's sender wrote (names, addresses, subject, snippet, body, attachment
names) is neutralised and fenced as the inbox tools do it
(:mod:`mailsocket_mcp.tools.untrusted`), one fresh boundary per result, with the
notice that says what the fence means. A body comes from the text part, else from the
visible text of the HTML part (:func:`mailsocket_mcp.mail.html_text.render_html`,
hidden parts dropped), cut to the caller's ``max_chars``.

The result builders match the output schemas the tools declare: ``{"result": text}``
(:func:`text_result`), ``{"result": [...]}`` (:func:`items_result`) or an object
(:func:`object_result`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from mcp_types import CallToolResult, TextContent

from ...mail.html_text import render_html
from ..untrusted import Fence, neutralised, new_boundary

__all__ = [
    "CAPS",
    "CUT",
    "MailFence",
    "body_text",
    "items_result",
    "object_result",
    "text_result",
]

# Characters of each sender-written header an agent is shown.
CAPS: Mapping[str, int] = {"subject": 1000, "name": 200, "addresses": 2000, "snippet": 300}
CUT = " [cut]"


class MailFence:
    """One result's fence: sender-written values neutralised, capped and wrapped."""

    def __init__(self) -> None:
        self.fence = Fence(new_boundary())

    @property
    def notice(self) -> str:
        return self.fence.notice

    def line(self, value: object, cap: int) -> str:
        """A one-line value (a subject, a name), fenced; empty stays empty."""
        text = "" if value is None else str(value)
        return self.fence.wrap(_capped(neutralised(text), cap))

    def body(self, text: str) -> str:
        """A body (keeps its line breaks), fenced."""
        return self.fence.wrap(neutralised(text, multiline=True))

    def address(self, value: object) -> str:
        """``Name <address>`` of one ``{"email", "name"}``, fenced."""
        return self.line(_address(value), CAPS["addresses"])

    def addresses(self, values: object) -> str:
        """A list of addresses as one fenced line (empty for none)."""
        items = values if isinstance(values, list) else []
        return self.line(", ".join(_address(item) for item in items), CAPS["addresses"])


def body_text(message: Mapping[str, Any]) -> str:
    """The readable body: the text part, else the visible text of the HTML part."""
    text = message.get("text_body")
    if isinstance(text, str) and text.strip():
        return text
    html = message.get("html_body")
    if isinstance(html, str) and html.strip():
        return render_html(html).text
    return ""


def cut(text: str, max_chars: int) -> tuple[str, bool]:
    """``text`` cut to ``max_chars`` characters, and whether it was cut."""
    if len(text) <= max_chars:
        return text, False
    return text[:max_chars], True


def text_result(text: str) -> CallToolResult:
    """A result whose output schema is ``{"result": string}``."""
    return CallToolResult(
        content=[TextContent(type="text", text=text)], structured_content={"result": text}
    )


def items_result(items: Sequence[Mapping[str, Any]]) -> CallToolResult:
    """A result whose output schema is ``{"result": [object, ...]}``."""
    listed = [dict(item) for item in items]
    return CallToolResult(
        content=[TextContent(type="text", text=_json(listed))],
        structured_content={"result": listed},
    )


def object_result(document: Mapping[str, Any]) -> CallToolResult:
    """A result whose output schema is an object."""
    return CallToolResult(
        content=[TextContent(type="text", text=_json(document))],
        structured_content=dict(document),
    )


def words(pairs: Iterable[tuple[bool, str]]) -> str:
    """The words whose flag is true, comma-separated (``unread, starred``), or ``none``."""
    return ", ".join(word for flag, word in pairs if flag) or "none"


def _address(value: object) -> str:
    if not isinstance(value, Mapping):
        return ""
    email = str(value.get("email") or "")
    name = value.get("name")
    if name:
        return f"{_capped(str(name), CAPS['name'])} <{email}>"
    return email


def _capped(text: str, cap: int) -> str:
    return text if len(text) <= cap else text[:cap] + CUT


def _json(document: object) -> str:
    return json.dumps(document, indent=2, ensure_ascii=False, default=str)
