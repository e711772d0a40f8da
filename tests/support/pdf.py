"""Small PDFs written by hand, for attachment tests: each page a filled rectangle of its own
colour on white, so a test can tell the rendered pages apart."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["pdf_with_pages"]

Colour = tuple[float, float, float]


def pdf_with_pages(colours: Sequence[Colour], *, width: int = 300, height: int = 200) -> bytes:
    """A PDF of ``len(colours)`` pages of ``width`` x ``height`` points, page i showing a
    rectangle in ``colours[i]`` that covers its middle."""
    count = len(colours)
    objects: list[bytes] = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids ["
        + b" ".join(f"{3 + 2 * i} 0 R".encode() for i in range(count))
        + f"] /Count {count} >>".encode(),
    ]
    for index, (red, green, blue) in enumerate(colours):
        content = (
            f"{red} {green} {blue} rg {width // 4} {height // 4} {width // 2} {height // 2} re f"
        ).encode()
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {width} {height}] "
            f"/Contents {4 + 2 * index} 0 R >>".encode()
        )
        objects.append(
            f"<< /Length {len(content)} >>\nstream\n".encode() + content + b"\nendstream"
        )
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{offset:010d} 00000 n \n".encode() for offset in offsets)
    out += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    )
    return bytes(out)
