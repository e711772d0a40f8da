"""``UiRoute``: what every admin page shares, so a page cannot forget it.

- A POST whose form lacks the browser's CSRF token is refused (403 page) before the page runs.
- ``Redirect`` raised anywhere (a dependency too) becomes a 303 to its URL.
- One of our errors becomes an HTML page with its status and message, never the JSON envelope;
  a form that does not parse becomes a 400 page.
- Every answer carries the security headers (``security.harden``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine
from typing import Any

from fastapi import APIRouter
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from ...errors import MailboxServiceError
from .rendering import render
from .security import CSRF_FIELD, csrf_ok, ensure_pre_cookie, harden

__all__ = ["Redirect", "UiRoute", "ui_router"]

log = logging.getLogger("mailsocket_mcp.mailbox")


class Redirect(Exception):
    """Send the browser to ``url`` (303: a form's POST becomes a GET there)."""

    def __init__(self, url: str) -> None:
        super().__init__(url)
        self.url = url


class UiRoute(APIRoute):
    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def page(request: Request) -> Response:
            response = await _answer(handler, request)
            ensure_pre_cookie(response, request)
            harden(response, cache=request.url.path.startswith("/ui/static/"))
            return response

        return page


async def _answer(
    handler: Callable[[Request], Coroutine[Any, Any, Response]], request: Request
) -> Response:
    try:
        if request.method == "POST":
            form = await request.form()
            if not csrf_ok(request, form.get(CSRF_FIELD)):
                return error_page(
                    request,
                    403,
                    "This form has expired or did not come from this page. "
                    "Open the page again and repeat.",
                )
        return await handler(request)
    except Redirect as redirect:
        return RedirectResponse(redirect.url, status_code=303)
    except MailboxServiceError as exc:
        if exc.status >= 500:
            log.warning("%s %s: %s (%s)", request.method, request.url.path, exc.code, exc.message)
        response = error_page(request, exc.status, exc.message)
        if exc.retry_after is not None:
            response.headers["Retry-After"] = str(exc.retry_after)
        return response
    except RequestValidationError:
        return error_page(request, 400, "The form is missing a field or has a wrong value.")


_TITLES = {
    400: "Not a valid request",
    401: "Not signed in",
    403: "Not allowed",
    404: "Not found",
    409: "Conflict",
    429: "Too many attempts",
    503: "Unavailable",
}


def error_page(request: Request, status: int, message: str) -> Response:
    user = getattr(request.state, "ui_user", None)
    title = _TITLES.get(status, "Something went wrong")
    return render(request, "error.html", user=user, status=status, title=title, message=message)


def ui_router() -> APIRouter:
    """A router for one area of the admin page: its routes are ``UiRoute``s, outside the
    OpenAPI document (the REST API's contract)."""
    return APIRouter(route_class=UiRoute, include_in_schema=False)
