"""The sandbox's API errors, rendered the way the mailsocket SDK reads them.

Every failure is ``{"error": {"code": ..., "message": ...}}`` with a status the SDK
maps to its own exceptions::

    ApiError                 any failure a route answers; carries status, code, headers
    ├── BadRequest           400 ``invalid_parameter``: a bad query parameter or body
    ├── Unauthorized         401: no key, or a key that is not ``ms_live_...``
    ├── NotFound             404: unknown, deleted or another account's resource
    ├── Conflict             409: e.g. ``inbox_disabled``
    ├── PayloadTooLarge      413: a delivered mail over the size limit
    └── TooManyRequests      429 with ``Retry-After``: quota or wait capacity
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.types import ExceptionHandler

__all__ = [
    "ApiError",
    "BadRequest",
    "Conflict",
    "NotFound",
    "PayloadTooLarge",
    "TooManyRequests",
    "Unauthorized",
    "error_response",
    "exception_handlers",
]


class ApiError(Exception):
    """A failure answered as a JSON error body with ``status``."""

    status: ClassVar[int] = 500
    default_code: ClassVar[str] = "internal_error"

    def __init__(
        self, message: str, *, code: str | None = None, headers: Mapping[str, str] | None = None
    ) -> None:
        super().__init__(message)
        self.message = message
        self.code = code or self.default_code
        self.headers = dict(headers or {})

    def response(self) -> Response:
        return error_response(self.status, self.code, self.message, self.headers)


class BadRequest(ApiError):
    """A query parameter or body the API cannot use; the message names it."""

    status = 400
    default_code = "invalid_parameter"


class Unauthorized(ApiError):
    """No API key, or one that is not a sandbox key."""

    status = 401
    default_code = "authentication_required"

    def __init__(self, message: str, *, code: str | None = None) -> None:
        super().__init__(message, code=code, headers={"WWW-Authenticate": "Bearer"})


class NotFound(ApiError):
    """The resource does not exist for this key (another key's inbox looks the same)."""

    status = 404
    default_code = "not_found"


class Conflict(ApiError):
    """The resource exists but is in a state that refuses the request."""

    status = 409
    default_code = "conflict"


class PayloadTooLarge(ApiError):
    """A request body over the sandbox's size limit."""

    status = 413
    default_code = "payload_too_large"


class TooManyRequests(ApiError):
    """A quota or capacity limit; ``retry_after`` whole seconds go in ``Retry-After``."""

    status = 429
    default_code = "rate_limited"

    def __init__(self, message: str, *, code: str, retry_after: int) -> None:
        super().__init__(message, code=code, headers={"Retry-After": str(max(1, retry_after))})
        self.retry_after = max(1, retry_after)


def error_response(
    status: int, code: str, message: str, headers: Mapping[str, str] | None = None
) -> Response:
    """The one error shape of the API."""
    return JSONResponse(
        {"error": {"code": code, "message": message}}, status_code=status, headers=headers
    )


async def _api_error(_request: Request, exc: Exception) -> Response:
    assert isinstance(exc, ApiError)
    return exc.response()


async def _http_error(_request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    codes = {404: "not_found", 405: "method_not_allowed"}
    code = codes.get(exc.status_code, "http_error")
    return error_response(exc.status_code, code, str(exc.detail), exc.headers)


def exception_handlers() -> dict[int | type[Exception], ExceptionHandler]:
    """Handlers that turn ``ApiError`` and Starlette's own 404/405 into the JSON shape."""
    return {ApiError: _api_error, HTTPException: _http_error}
