"""Every error as ``{"error": {"code", "message"}}``: ours, validation, 404/405, and the rest.

A validation error (422) carries FastAPI's ``detail`` beside the envelope, because the contract
documents 422 with ``HTTPValidationError``: clients of either shape read it.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import Send

from ..errors import MailboxServiceError

__all__ = [
    "ERROR_DESCRIPTIONS",
    "error_body",
    "install_error_handlers",
    "responses",
    "send_error",
]

log = logging.getLogger("mailsocket_mcp.mailbox")

ERROR_DESCRIPTIONS = {
    400: "The request is not valid, e.g. a cursor or a right",
    401: "Missing or wrong bearer token",
    403: "The caller lacks the right for this operation",
    404: "Account or resource not found",
    409: "The request conflicts with what is stored, e.g. a name taken",
    410: "The state is unknown or older than the changes kept (`changes_expired`). Start again "
    "without `since`.",
    413: "The request body is larger than the service takes (`payload_too_large`)",
    429: "Too many requests from this token, session or address (`rate_limited`), see Retry-After",
    500: "A stored credential cannot be read, or the service's own database failed "
    "(`credential_unreadable`, `storage_error`)",
    501: "The provider cannot do this",
    502: "The provider failed or rejected the credentials",
    503: "No user exists yet, the vault is locked, or the database is busy with other writes "
    "(`no_user`, `vault_locked`, `storage_busy`, see Retry-After)",
}
_HTTP_CODES = {404: "not_found", 405: "method_not_allowed", 413: "payload_too_large"}


def responses(*codes: int) -> dict[int | str, dict[str, Any]]:
    """The OpenAPI ``responses`` of a route's errors (422 FastAPI documents by itself)."""
    from .models import ErrorResponse

    return {
        code: {"model": ErrorResponse, "description": ERROR_DESCRIPTIONS[code]} for code in codes
    }


def error_body(code: str, message: str) -> dict[str, Any]:
    return {"error": {"code": code, "message": message}}


async def send_error(
    send: Send, status: int, code: str, message: str, headers: list[tuple[bytes, bytes]]
) -> None:
    """The envelope as a pure-ASGI middleware answers before (or instead of) the app."""
    body = json.dumps(error_body(code, message)).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                *headers,
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(MailboxServiceError, _ours)
    app.add_exception_handler(RequestValidationError, _validation)
    app.add_exception_handler(StarletteHTTPException, _http)
    app.add_exception_handler(Exception, _unexpected)


async def _ours(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, MailboxServiceError)
    if exc.status >= 500:
        log.warning("%s %s: %s (%s)", request.method, _route(request), exc.code, exc.message)
    headers = {"WWW-Authenticate": "Bearer"} if exc.status == 401 else {}
    if exc.retry_after is not None:
        headers["Retry-After"] = str(exc.retry_after)
    return JSONResponse(error_body(exc.code, exc.message), status_code=exc.status, headers=headers)


async def _validation(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    details = []
    for problem in exc.errors():
        # The input may hold a password: never echo it.
        details.append({k: problem[k] for k in ("loc", "msg", "type") if k in problem})
    first = details[0] if details else {"loc": (), "msg": "invalid"}
    where = ".".join(str(part) for part in first["loc"])
    message = str(first["msg"])
    body = error_body("validation_error", f"{where}: {message}" if where else message)
    body["detail"] = details
    return JSONResponse(body, status_code=422)


async def _http(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    code = _HTTP_CODES.get(exc.status_code, "http_error")
    message = exc.detail if isinstance(exc.detail, str) else "request refused"
    if exc.status_code == 404:
        message = f"no route {request.url.path}"
    elif exc.status_code == 405:
        message = f"{request.method} is not allowed on {request.url.path}"
    return JSONResponse(error_body(code, message), status_code=exc.status_code, headers=exc.headers)


async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
    log.exception("unexpected error in %s %s", request.method, _route(request))
    return JSONResponse(error_body("internal", "the service failed; see its log"), status_code=500)


def _route(request: Request) -> str:
    """The route's template (``/v1/links/{secret}``) rather than the path: a path may hold a
    secret, and a log line must not."""
    route = request.scope.get("route")
    template = getattr(route, "path", None)
    return template if isinstance(template, str) else "(no route)"
