"""The REST routes under ``/api/v1`` (all but the long-poll wait, see ``longpoll.py``)."""

from __future__ import annotations

import contextlib
import json
import math
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from ..errors import BadRequest, NotFound, PayloadTooLarge
from ..mailroom import ensure_accepts_mail
from ..services import SandboxServices
from ..storage.store import InvalidCursor, MessageFilter
from ..timeline import format_time, parse_time
from .auth import account_of
from .longpoll import wait_endpoint
from .params import parse_bool, parse_limit
from .views import inbox_json, message_json, page_json

__all__ = ["MAX_MAIL_BYTES", "api_routes"]

MAX_MAIL_BYTES = 5 * 1024 * 1024
_MAX_LABEL = 200
MAX_INBOX_LIFETIME = timedelta(days=365)


def api_routes(services: SandboxServices) -> list[BaseRoute]:
    """The API's routes, bound to one sandbox instance."""
    store = services.store

    async def create_inbox(request: Request) -> Response:
        body = await _json_object(request, allow_empty=True)
        label = body.get("label")
        if label is not None and (not isinstance(label, str) or len(label) > _MAX_LABEL):
            raise BadRequest(f"label must be a string of at most {_MAX_LABEL} characters.")
        expires_at = _expiry(body, services.timeline.now())
        inbox = services.create_inbox(account_of(request), label, expires_at=expires_at)
        return JSONResponse({"data": inbox_json(inbox)}, status_code=201)

    async def list_inboxes(request: Request) -> Response:
        limit = parse_limit(request.query_params)
        with _cursor_errors():
            page = store.list_inboxes(
                account_of(request), limit=limit, cursor=request.query_params.get("cursor")
            )
        # An expired inbox the sweep has not removed yet is already gone for the client.
        live = [inbox_json(inbox) for inbox in page.items if services.is_live(inbox)]
        return JSONResponse(page_json(page, live))

    async def get_inbox(request: Request) -> Response:
        inbox = services.inbox(account_of(request), request.path_params["inbox_id"])
        return JSONResponse({"data": inbox_json(inbox)})

    async def delete_inbox(request: Request) -> Response:
        services.delete_inbox(account_of(request), request.path_params["inbox_id"])
        return Response(status_code=204)

    async def list_messages(request: Request) -> Response:
        inbox = services.inbox(account_of(request), request.path_params["inbox_id"])
        query = request.query_params
        where = MessageFilter(
            has_otp=parse_bool(query, "has_otp"),
            subject_contains=query.get("subject_contains") or None,
            sender=query.get("from") or None,
        )
        limit = parse_limit(query)
        with _cursor_errors():
            page = store.list_messages(
                inbox.id, where=where, limit=limit, cursor=query.get("cursor")
            )
        return JSONResponse(page_json(page, [message_json(m) for m in page.items]))

    async def deliver(request: Request) -> Response:
        inbox = services.inbox(account_of(request), request.path_params["inbox_id"])
        if request.headers.get("content-type", "").startswith("application/json"):
            fields = await _json_object(request, allow_empty=False)
            for name in ("from", "subject", "text", "html"):
                if not isinstance(fields.get(name, ""), str):
                    raise BadRequest(f"{name} must be a string.")
            message = services.mailroom.deliver_fields(
                inbox,
                sender=fields.get("from") or f"sender@{services.settings.domain}",
                subject=fields.get("subject", ""),
                text=fields.get("text", ""),
                html=fields.get("html", ""),
            )
        else:
            message = services.mailroom.deliver_raw(inbox, await _body(request))
        return JSONResponse({"data": message_json(message)}, status_code=201)

    async def latest(request: Request) -> Response:
        inbox = services.inbox(account_of(request), request.path_params["inbox_id"])
        message = store.latest_message(inbox.id)
        if message is None and services.settings.empty_latest == "404":
            raise NotFound("This inbox has no messages yet.")
        return JSONResponse({"data": message_json(message) if message else None})

    async def test_code(request: Request) -> Response:
        account = account_of(request)
        inbox = services.inbox(account, request.path_params["inbox_id"])
        ensure_accepts_mail(inbox)
        services.quota.admit(account, inbox.id, services.timeline.now())
        message = services.mailroom.send_test_code(inbox)
        data = {"message_id": message.id, "sent_at": format_time(message.received_at)}
        return JSONResponse({"data": data}, status_code=201)

    async def get_message(request: Request) -> Response:
        message = services.message(account_of(request), request.path_params["message_id"])
        return JSONResponse({"data": message_json(message)})

    return [
        Route("/inboxes", create_inbox, methods=["POST"]),
        Route("/inboxes", list_inboxes, methods=["GET"]),
        Route("/inboxes/{inbox_id}", get_inbox, methods=["GET"]),
        Route("/inboxes/{inbox_id}", delete_inbox, methods=["DELETE"]),
        Route("/inboxes/{inbox_id}/messages", list_messages, methods=["GET"]),
        Route("/inboxes/{inbox_id}/messages", deliver, methods=["POST"]),
        Route("/inboxes/{inbox_id}/messages/latest", latest, methods=["GET"]),
        Route("/inboxes/{inbox_id}/messages/wait", wait_endpoint(services), methods=["GET"]),
        Route("/inboxes/{inbox_id}/test-code", test_code, methods=["POST"]),
        Route("/messages/{message_id}", get_message, methods=["GET"]),
    ]


@contextmanager
def _cursor_errors() -> Iterator[None]:
    """Turns a store's ``InvalidCursor`` into a 400 naming the parameter."""
    try:
        yield
    except InvalidCursor as exc:
        raise BadRequest("cursor is not one this sandbox issued.") from exc


def _expiry(body: dict[str, Any], now: datetime) -> datetime | None:
    """The optional expiry of a new inbox: ``expires_in_seconds`` or ``expires_at``.

    Raises:
        BadRequest: for both at once, a non-positive or non-numeric lifetime, a time that
            is not ISO 8601 or not in the future, or a lifetime over a year.
    """
    seconds, moment = body.get("expires_in_seconds"), body.get("expires_at")
    if seconds is not None and moment is not None:
        raise BadRequest("Send expires_in_seconds or expires_at, not both.")
    if seconds is not None:
        valid = isinstance(seconds, int | float) and not isinstance(seconds, bool)
        if not valid or not math.isfinite(seconds) or seconds <= 0:
            raise BadRequest("expires_in_seconds must be a positive number of seconds.")
        if seconds > MAX_INBOX_LIFETIME.total_seconds():
            raise BadRequest("An inbox may live at most 365 days.")
        expires_at = now + timedelta(seconds=seconds)
    elif moment is not None:
        parsed = None
        with contextlib.suppress(ValueError):
            parsed = parse_time(moment) if isinstance(moment, str) else None
        if parsed is None or parsed <= now:
            raise BadRequest("expires_at must be an ISO 8601 time in the future.")
        expires_at = parsed
    else:
        return None
    if expires_at - now > MAX_INBOX_LIFETIME:
        raise BadRequest("An inbox may live at most 365 days.")
    return expires_at


async def _body(request: Request) -> bytes:
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_MAIL_BYTES:
            raise PayloadTooLarge(f"A mail may be at most {MAX_MAIL_BYTES} bytes.")
        chunks.append(chunk)
    return b"".join(chunks)


async def _json_object(request: Request, *, allow_empty: bool) -> dict[str, Any]:
    raw = await _body(request)
    if not raw.strip() and allow_empty:
        return {}
    try:
        value = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        raise BadRequest("The request body must be a JSON object.") from exc
    if not isinstance(value, dict):
        raise BadRequest("The request body must be a JSON object.")
    return value
