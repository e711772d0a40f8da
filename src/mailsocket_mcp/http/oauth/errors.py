"""The one OAuth failure type; every OAuth endpoint answers it in the OAuth shape.

``{"error": "<code>", "error_description": "<text>"}`` (RFC 6749 5.2), never our
gateway's ``{"error": {...}}``: OAuth clients parse this shape and give up on any
other ("Invalid OAuth error response").
"""

from __future__ import annotations

from starlette.responses import JSONResponse

__all__ = ["OAuthError", "oauth_error_body", "oauth_error_response"]

NO_STORE = {"cache-control": "no-store", "pragma": "no-cache"}

# The gateway's own refusal codes (body cap and deadline, overload, internal error,
# drain) as RFC 6749 codes; every other refusal is a malformed request.
_OAUTH_CODES = {
    "overloaded": "temporarily_unavailable",
    "restarting": "temporarily_unavailable",
    "internal_error": "server_error",
}


class OAuthError(Exception):
    """Raised anywhere in the OAuth endpoints; carries its OAuth code, text and HTTP status."""

    def __init__(
        self,
        error: str,
        description: str,
        *,
        status: int = 400,
        headers: dict[str, str] | None = None,
    ) -> None:
        super().__init__(description)
        self.error = error
        self.description = description
        self.status = status
        self.headers = headers or {}


def oauth_error_response(exc: OAuthError) -> JSONResponse:
    """The JSON answer for ``exc``, never cached."""
    return JSONResponse(
        {"error": exc.error, "error_description": exc.description},
        status_code=exc.status,
        headers={**NO_STORE, **exc.headers},
    )


def oauth_error_body(code: str, message: str) -> dict[str, object]:
    """The OAuth shape of a refusal by the shared layers (body guard, shedder, last resort)."""
    return {"error": _OAUTH_CODES.get(code, "invalid_request"), "error_description": message}
