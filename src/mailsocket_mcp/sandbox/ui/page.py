"""The page and its static files, served from package data with a strict CSP.

The page holds no inline script or style, so its policy allows only files from its own
origin, and no page may frame it. ``frame-src 'self'`` also keeps the HTML preview's frame
from being navigated anywhere else (a mail link with ``target="_self"``). Files are read
once, when the app is built.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib import resources

from starlette.requests import Request
from starlette.responses import Response

from ..errors import NotFound

__all__ = ["PAGE_CSP", "SECURITY_HEADERS", "StaticFiles"]

PAGE_CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'none'; frame-ancestors 'none'"
)
SECURITY_HEADERS: Mapping[str, str] = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Resource-Policy": "same-origin",
    # The page may change between releases: revalidate rather than run a stale script.
    "Cache-Control": "no-cache",
}
_TYPES = {
    "index.html": "text/html; charset=utf-8",
    "app.js": "text/javascript; charset=utf-8",
    "app.css": "text/css; charset=utf-8",
    "icon.svg": "image/svg+xml",
}


class StaticFiles:
    """The page's files, read from the package once, answered with security headers."""

    def __init__(self) -> None:
        folder = resources.files(__package__).joinpath("static")
        self._files = {name: folder.joinpath(name).read_bytes() for name in _TYPES}

    def response(self, name: str) -> Response:
        """The file ``name`` with its type and the page's security headers.

        Raises:
            NotFound: for a name that is not one of the page's files.
        """
        body = self._files.get(name)
        if body is None:
            raise NotFound(f"No file {name!r} here.")
        headers = dict(SECURITY_HEADERS)
        if name == "index.html":
            headers["Content-Security-Policy"] = PAGE_CSP
            headers["X-Frame-Options"] = "DENY"
            headers["Cross-Origin-Opener-Policy"] = "same-origin"
        return Response(body, media_type=_TYPES[name], headers=headers)

    async def page(self, _request: Request) -> Response:
        return self.response("index.html")

    async def asset(self, request: Request) -> Response:
        name = request.path_params["name"]
        if name == "index.html":  # only ever served as the page itself, at /
            raise NotFound(f"No file {name!r} here.")
        return self.response(name)
