"""An attachment's bytes as an HTTP answer that a browser never renders as a page: always a
download (``Content-Disposition: attachment`` with a cleaned file name), ``nosniff``, and a
sandboxing CSP for the case that something renders it anyway."""

from __future__ import annotations

import re
from urllib.parse import quote

from fastapi import Response

from ..domain.compose import Attachment

__all__ = ["attachment_response", "safe_filename"]

_TYPE = re.compile(r"^[\w.+-]{1,100}/[\w.+-]{1,100}$")
_UNSAFE = re.compile(r"[^\w.() +-]", re.UNICODE)


def safe_filename(name: str | None) -> str:
    """A file name without paths, quotes, control characters or leading dots; 150 at most."""
    leaf = (name or "").replace("\\", "/").rsplit("/", 1)[-1]
    cleaned = _UNSAFE.sub("_", leaf).strip(" .")[:150]
    return cleaned or "attachment"


def attachment_response(attachment: Attachment) -> Response:
    name = safe_filename(attachment.filename)
    ascii_name = name.encode("ascii", "replace").decode().replace("?", "_")
    kind = attachment.content_type.lower()
    media_type = kind if _TYPE.match(kind) else "application/octet-stream"
    return Response(
        content=attachment.data,
        media_type=media_type,
        headers={
            "Content-Disposition": (
                f"attachment; filename=\"{ascii_name}\"; filename*=UTF-8''{quote(name)}"
            ),
            "X-Content-Type-Options": "nosniff",
            "Content-Security-Policy": "sandbox; default-src 'none'",
            "Cache-Control": "no-store",
        },
    )
