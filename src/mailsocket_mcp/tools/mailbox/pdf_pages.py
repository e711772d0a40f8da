"""PDF pages as PNG images an agent can look at, bounded in pages, pixels and time.

PDFium (through ``pypdfium2``) renders the pages; :func:`png` encodes them, so no imaging
library is needed. Rendering is CPU work that a hostile file can stretch, so it runs in a
worker thread (the caller's job) against a deadline that :func:`render_pages` checks
before each page, and PDFium, which is not thread-safe, is entered by one thread at a
time (:data:`_PDFIUM`; a thread that cannot get it before its deadline gives up).
"""

from __future__ import annotations

import math
import struct
import threading
import time
import zlib
from dataclasses import dataclass

__all__ = [
    "PageLimits",
    "PdfUnreadable",
    "RenderTooSlow",
    "RenderedPages",
    "pages_wanted",
    "png",
    "render_pages",
]

# PDFium is one library per process and must not be entered by two threads at once, not
# even for different documents: the lock is that process-wide fact, not shared state.
_PDFIUM = threading.Lock()


class PdfUnreadable(ValueError):
    """The bytes are not a PDF PDFium can open (damaged, or protected by a password)."""


class RenderTooSlow(TimeoutError):
    """The pages did not render before the deadline."""


@dataclass(frozen=True, kw_only=True)
class PageLimits:
    """How much of a PDF one call renders.

    ``dpi``: the resolution a page is drawn at before the pixel caps apply;
    ``page_pixels`` / ``total_pixels``: caps per page and for all pages of the call.
    """

    max_pages: int = 10
    dpi: float = 144.0
    page_pixels: int = 4_000_000
    total_pixels: int = 12_000_000


@dataclass(frozen=True)
class RenderedPages:
    """The PNG images of pages ``first`` .. ``first + len(images) - 1`` of ``page_count``."""

    first: int
    images: tuple[bytes, ...]
    page_count: int

    @property
    def last(self) -> int:
        return self.first + len(self.images) - 1


def pages_wanted(first_page: int, pages: int, page_count: int, limits: PageLimits) -> range:
    """The 0-based indexes to render: from ``first_page`` (1-based), at most ``pages`` and
    ``limits.max_pages``, never past the last page; empty when ``first_page`` is past it."""
    start = first_page - 1
    stop = min(page_count, start + min(pages, limits.max_pages))
    return range(start, max(start, stop))


def _scales(sizes: list[tuple[float, float]], limits: PageLimits) -> list[float]:
    """A scale per page: ``dpi``, lowered so a page stays under ``page_pixels`` and all of
    them together under ``total_pixels``. A little under the exact bound, since PDFium
    rounds the pixel size up."""
    base = limits.dpi / 72.0
    areas = [max(width, 1.0) * max(height, 1.0) for width, height in sizes]
    scales = [min(base, math.sqrt(limits.page_pixels / area)) for area in areas]
    total = sum(area * scale * scale for area, scale in zip(areas, scales, strict=True))
    factor = min(1.0, math.sqrt(limits.total_pixels / total)) if total else 1.0
    return [scale * factor * 0.99 for scale in scales]


def render_pages(
    data: bytes, *, first_page: int, pages: int, limits: PageLimits, deadline: float
) -> RenderedPages:
    """Render the wanted pages of the PDF ``data`` as PNG images, by ``deadline``
    (``time.monotonic()``). Blocking: call it in a worker thread.

    Raises:
        PdfUnreadable: PDFium cannot open ``data``.
        RenderTooSlow: the deadline passed before the pages were done.
    """
    if not _PDFIUM.acquire(timeout=max(0.0, deadline - time.monotonic())):
        raise RenderTooSlow("PDF rendering is busy with another file")
    try:
        return _render(data, first_page, pages, limits, deadline)
    finally:
        _PDFIUM.release()


def _render(
    data: bytes, first_page: int, pages: int, limits: PageLimits, deadline: float
) -> RenderedPages:
    # Imported on the first PDF: PDFium adds about 10 MiB to every process that loads it, and
    # most gateways never render one.
    import pypdfium2 as pdfium

    try:
        document = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        raise PdfUnreadable(str(exc)) from None
    try:
        count = len(document)
        wanted = pages_wanted(first_page, pages, count, limits)
        scales = _scales([document.get_page_size(index) for index in wanted], limits)
        images: list[bytes] = []
        for index, scale in zip(wanted, scales, strict=True):
            _in_time(deadline)
            page = document[index]
            try:
                bitmap = page.render(scale=scale, rev_byteorder=True)
                try:
                    _in_time(deadline)
                    images.append(
                        png(bytes(bitmap.buffer), bitmap.width, bitmap.height, bitmap.stride)
                    )
                finally:
                    bitmap.close()
            finally:
                page.close()
        return RenderedPages(first=first_page, images=tuple(images), page_count=count)
    finally:
        document.close()


def _in_time(deadline: float) -> None:
    if time.monotonic() > deadline:
        raise RenderTooSlow("the PDF's pages took too long to render")


def png(rgb: bytes, width: int, height: int, stride: int) -> bytes:
    """An 8-bit RGB PNG of ``rgb``, ``height`` rows of ``stride`` bytes each."""
    row = width * 3
    raw = b"".join(
        b"\x00" + rgb[offset : offset + row] for offset in range(0, height * stride, stride)
    )
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", zlib.compress(raw, 6))
        + _chunk(b"IEND", b"")
    )


def _chunk(kind: bytes, body: bytes) -> bytes:
    checksum = zlib.crc32(kind + body) & 0xFFFFFFFF
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", checksum)
