"""What ``get_attachment`` shows of an attachment's bytes: text as text, HTML as the text a
reader sees, images as images, PDF pages as images (pdf_pages.py), anything else by name.

The name, the text and the HTML's text were written by the mail's sender: each is
neutralised and fenced as untrusted (tools/untrusted.py), exactly as the inbox tools do.
Pure, apart from the caller's choice of thread.
"""

from __future__ import annotations

import base64
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from mcp_types import ContentBlock, ImageContent, TextContent

from ...mail.html_text import render_html
from ..untrusted import Fence, neutralised
from .pdf_pages import RenderedPages

__all__ = [
    "IMAGE_MAX_BYTES",
    "READ_MAX_BYTES",
    "AttachmentFacts",
    "Kind",
    "cut",
    "html_text",
    "image_content",
    "image_type",
    "kind_of",
    "name_only",
    "pdf_content",
    "plain_text",
    "size_text",
    "text_content",
]

# An image, a PDF or a text above this is refused: reading it would cost too much.
READ_MAX_BYTES = 10 * 1024 * 1024
# An image up to this size is shown; a larger one by name only.
IMAGE_MAX_BYTES = 5 * 1024 * 1024
# HTML markup read for its text: past this the visible text is not worth the parse.
_HTML_MAX_CHARS = 2_000_000

Kind = Literal["text", "html", "image", "pdf", "other"]

_IMAGE_TYPES = frozenset({"image/png", "image/jpeg", "image/gif", "image/webp"})
_TEXT_TYPES = frozenset(
    {
        "application/json",
        "application/xml",
        "application/x-yaml",
        "application/yaml",
        "application/csv",
        "application/x-sh",
        "application/javascript",
        "message/delivery-status",
    }
)
# What a file name says when the type says nothing (application/octet-stream).
_BY_EXTENSION: dict[str, Kind] = {
    "txt": "text", "csv": "text", "tsv": "text", "log": "text", "md": "text", "json": "text",
    "xml": "text", "yaml": "text", "yml": "text", "ics": "text", "vcf": "text",
    "html": "html", "htm": "html",
    "pdf": "pdf",
    "png": "image", "jpg": "image", "jpeg": "image", "gif": "image", "webp": "image",
}  # fmt: skip
_UNNAMED_TYPES = frozenset({"", "application/octet-stream", "binary/octet-stream"})


@dataclass(frozen=True)
class AttachmentFacts:
    """An attachment as a message's detail lists it."""

    id: str
    content_type: str
    filename: str | None
    size: int


def kind_of(content_type: str, filename: str | None) -> Kind:
    """How the tool shows an attachment of this type (its file name when the type is generic)."""
    media = content_type.split(";", 1)[0].strip().lower()
    if media in _UNNAMED_TYPES:
        extension = (filename or "").rsplit(".", 1)[-1].lower() if "." in (filename or "") else ""
        return _BY_EXTENSION.get(extension, "other")
    if media in ("text/html", "application/xhtml+xml"):
        return "html"
    if media == "application/pdf":
        return "pdf"
    if media in _IMAGE_TYPES:
        return "image"
    if media.startswith("text/") or media in _TEXT_TYPES or media.endswith(("+json", "+xml")):
        return "text"
    return "other"


def image_type(data: bytes) -> str | None:
    """The image type the bytes themselves show (PNG, JPEG, GIF, WebP), else None."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if data.startswith((b"GIF87a", b"GIF89a")):
        return "image/gif"
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    return None


def plain_text(data: bytes) -> str:
    """The bytes as text: UTF-8 (with or without a byte order mark), else Windows-1252,
    else Latin-1, which decodes anything."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    for encoding in ("utf-8", "cp1252"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    return data.decode("latin-1")


def html_text(data: bytes) -> str:
    """The text a reader of this HTML sees: hidden elements, scripts and styles dropped."""
    markup = plain_text(data)[:_HTML_MAX_CHARS]
    return render_html(markup).text


def cut(text: str, max_chars: int) -> tuple[str, bool]:
    """``text`` cut to ``max_chars``, and whether it was cut."""
    return (text, False) if len(text) <= max_chars else (text[:max_chars], True)


def size_text(size: int) -> str:
    """A size as a person reads it: 812 bytes, 14.2 KiB, 3.1 MiB."""
    if size < 1024:
        return f"{size} bytes"
    if size < 1024 * 1024:
        return f"{size / 1024:.1f} KiB"
    return f"{size / 2**20:.1f} MiB"


def _named(facts: AttachmentFacts, fence: Fence) -> str:
    name = fence.wrap(neutralised(facts.filename)) if facts.filename else "(no file name)"
    return f"Attachment {facts.id} {name} ({facts.content_type}, {size_text(facts.size)})"


def text_content(
    facts: AttachmentFacts, text: str, *, max_chars: int, fence: Fence, what: str
) -> list[ContentBlock]:
    """A text or HTML attachment's text, cut to ``max_chars`` and fenced."""
    shown, was_cut = cut(text, max_chars)
    if was_cut:
        extent = (
            f"the first {len(shown)} of its {len(text)} characters; call again with a larger "
            "max_chars (up to 100000) for more"
        )
    else:
        extent = f"all {len(text)} characters"
    lines = [
        fence.notice,
        f"{_named(facts, fence)}: {what}, {extent}.",
        fence.wrap(neutralised(shown, multiline=True)) or "(no text)",
    ]
    return [TextContent(type="text", text="\n".join(lines))]


def image_content(
    facts: AttachmentFacts, data: bytes, mime_type: str, fence: Fence
) -> list[ContentBlock]:
    """An image attachment, shown as an image after a line naming it."""
    line = f"{fence.notice}\n{_named(facts, fence)}: the image follows."
    return [
        TextContent(type="text", text=line),
        ImageContent(type="image", data=base64.b64encode(data).decode(), mime_type=mime_type),
    ]


def pdf_content(
    facts: AttachmentFacts, rendered: RenderedPages, fence: Fence
) -> list[ContentBlock]:
    """Rendered PDF pages, one image each, after a line saying which pages they are."""
    pages = (
        f"page {rendered.first}"
        if rendered.last == rendered.first
        else f"pages {rendered.first}-{rendered.last}"
    )
    line = f"{_named(facts, fence)}: {pages} of {rendered.page_count}, as images, in order."
    if rendered.last < rendered.page_count:
        line += f" For the next pages call again with first_page={rendered.last + 1}."
    blocks: list[ContentBlock] = [TextContent(type="text", text=f"{fence.notice}\n{line}")]
    blocks.extend(
        ImageContent(type="image", data=base64.b64encode(image).decode(), mime_type="image/png")
        for image in rendered.images
    )
    return blocks


def name_only(facts: AttachmentFacts, fence: Fence, reason: str) -> Sequence[ContentBlock]:
    """An attachment the tool does not show, by name, with why and what else to do."""
    line = (
        f"{_named(facts, fence)}: {reason}, so it is listed by name only. share_attachment "
        "hands it to another service that can open it, where this server offers that tool."
    )
    return [TextContent(type="text", text=f"{fence.notice}\n{line}")]
