"""The page's routes: ``/``, ``/_ui/static/*``, ``/_ui/preview/*`` and ``/_ui/api/*``.

``/_ui/api`` sits behind the same ``BearerAuth`` as ``/api/v1``: the key travels only in
the ``Authorization`` header, never in a URL or a cookie, so no other site can make a
browser call these routes with it (no CSRF), and every route that changes anything is
one of the API's own. The page and its files need no key: they hold no data.
"""

from __future__ import annotations

import json

from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Mount, Route

from ..api.auth import BearerAuth, account_of
from ..api.params import parse_limit
from ..api.views import page_json
from ..errors import BadRequest, PayloadTooLarge
from ..services import SandboxServices
from ..storage.store import InvalidCursor, MessageFilter
from .events import EventStream
from .overview import account_overview, message_summary
from .page import SECURITY_HEADERS, StaticFiles
from .preview import TICKET_SECONDS, PreviewTickets, preview_endpoint
from .shares import client_address
from .source import header_fields, source_of

__all__ = ["UI_PREFIX", "ui_routes"]

UI_PREFIX = "/_ui"
_MAX_SEARCH = 200
_MAX_PREVIEW_BODY = 1024


def ui_routes(services: SandboxServices) -> list[BaseRoute]:
    """The page's routes, bound to one sandbox instance."""
    static = StaticFiles()
    tickets = PreviewTickets(services.timeline, per_address=services.settings.ui_per_address_limit)
    store = services.store

    async def overview(request: Request) -> Response:
        return JSONResponse({"data": account_overview(services, account_of(request))})

    async def messages(request: Request) -> Response:
        inbox = services.inbox(account_of(request), request.path_params["inbox_id"])
        query = request.query_params
        search = query.get("q", "").strip()
        if len(search) > _MAX_SEARCH:
            raise BadRequest(f"q may be at most {_MAX_SEARCH} characters.")
        try:
            page = store.list_messages(
                inbox.id,
                where=MessageFilter(search=search or None),
                limit=parse_limit(query),
                cursor=query.get("cursor"),
            )
        except InvalidCursor as exc:
            raise BadRequest("cursor is not one this sandbox issued.") from exc
        return JSONResponse(page_json(page, [message_summary(m) for m in page.items]))

    async def source(request: Request) -> Response:
        account = account_of(request)
        message = services.message(account, request.path_params["message_id"])
        headers = {
            **SECURITY_HEADERS,
            "Cache-Control": "no-store",
            "Content-Disposition": f'attachment; filename="{message.id}.eml"',
        }
        return Response(
            source_of(store, account, message), media_type="message/rfc822", headers=headers
        )

    async def headers(request: Request) -> Response:
        account = account_of(request)
        message = services.message(account, request.path_params["message_id"])
        return JSONResponse({"data": header_fields(source_of(store, account, message))})

    async def issue_preview(request: Request) -> Response:
        account = account_of(request)
        message = services.message(account, request.path_params["message_id"])
        remote_images = await _remote_images(request)
        name = tickets.issue(
            account, message.id, remote_images=remote_images, address=client_address(request.scope)
        )
        data = {"url": f"{UI_PREFIX}/preview/{name}", "expires_in": TICKET_SECONDS}
        return JSONResponse({"data": data}, status_code=201)

    api: list[BaseRoute] = [
        Route("/events", EventStream(services), methods=["GET"]),
        Route("/inboxes", overview, methods=["GET"]),
        Route("/inboxes/{inbox_id}/messages", messages, methods=["GET"]),
        Route("/messages/{message_id}/source", source, methods=["GET"]),
        Route("/messages/{message_id}/headers", headers, methods=["GET"]),
        Route("/messages/{message_id}/preview", issue_preview, methods=["POST"]),
    ]
    return [
        Route("/", static.page, methods=["GET"]),
        Route(f"{UI_PREFIX}/static/{{name}}", static.asset, methods=["GET"]),
        Route(
            f"{UI_PREFIX}/preview/{{ticket}}", preview_endpoint(services, tickets), methods=["GET"]
        ),
        Mount(f"{UI_PREFIX}/api", routes=api, middleware=[Middleware(BearerAuth)]),
    ]


async def _remote_images(request: Request) -> bool:
    """The optional ``{"remote_images": bool}`` body of a preview request.

    Raises:
        BadRequest: for a body that is not such an object.
        PayloadTooLarge: for a body over ``_MAX_PREVIEW_BODY`` bytes.
    """
    raw = b""
    async for chunk in request.stream():
        raw += chunk
        if len(raw) > _MAX_PREVIEW_BODY:
            raise PayloadTooLarge(
                f"A preview request body may be at most {_MAX_PREVIEW_BODY} bytes."
            )
    if not raw.strip():
        return False
    try:
        body = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        raise BadRequest("The request body must be a JSON object.") from exc
    value = body.get("remote_images", False) if isinstance(body, dict) else None
    if not isinstance(value, bool):
        raise BadRequest('The body must be {"remote_images": true|false}.')
    return value
