"""What keeps the admin page's browser side safe: the headers every answer carries, the
session cookie, and the CSRF token of every form.

The CSP allows no script at all and styles only from our own stylesheet, so an injected tag
can neither run nor restyle the page; forms may post only to us; no other site may frame us.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

from starlette.requests import Request
from starlette.responses import Response

__all__ = [
    "CSP",
    "CSRF_FIELD",
    "PRE_COOKIE",
    "SESSION_COOKIE",
    "browser_secret",
    "csrf_ok",
    "csrf_token",
    "forget_session",
    "harden",
    "is_secure",
    "keep_session",
]

CSP = (
    "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; "
    "frame-ancestors 'none'; base-uri 'none'"
)
HEADERS = {
    "Content-Security-Policy": CSP,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
}
SESSION_COOKIE = "mbx_ui"
# Before sign-in the sign-in form still needs a CSRF token: it is derived from this cookie.
PRE_COOKIE = "mbx_ui_pre"
CSRF_FIELD = "csrf"
COOKIE_PATH = "/ui"


def harden(response: Response, *, cache: bool = False) -> None:
    """Put the security headers on an answer; pages are never cached (they show secrets once)."""
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    if not cache:
        response.headers["Cache-Control"] = "no-store"


def is_secure(request: Request) -> bool:
    """Whether cookies get ``Secure``: the request came over HTTPS, or the service's public
    URL is HTTPS (a proxy in front ends TLS and forwards plain HTTP)."""
    public = request.app.state.mailbox.settings.public_url or ""
    return request.url.scheme == "https" or public.startswith("https:")


def _cookie(response: Response, request: Request, name: str, value: str) -> None:
    response.set_cookie(
        name,
        value,
        path=COOKIE_PATH,
        httponly=True,
        samesite="strict",
        secure=is_secure(request),
    )


def keep_session(response: Response, request: Request, secret: str) -> None:
    """The signed-in browser's cookie (a session cookie: it ends with the browser, too)."""
    _cookie(response, request, SESSION_COOKIE, secret)
    response.delete_cookie(PRE_COOKIE, path=COOKIE_PATH)


def forget_session(response: Response) -> None:
    response.delete_cookie(SESSION_COOKIE, path=COOKIE_PATH)


def browser_secret(request: Request) -> str | None:
    """The secret this browser holds: its session's, else its pre-sign-in one, else one made
    now (``ensure_pre_cookie`` then sets it on the answer)."""
    secret = request.cookies.get(SESSION_COOKIE) or request.cookies.get(PRE_COOKIE)
    if secret:
        return secret
    made: str | None = getattr(request.state, "new_pre_secret", None)
    return made


def new_pre_secret(request: Request) -> str:
    made = secrets.token_urlsafe(32)
    request.state.new_pre_secret = made
    return made


def ensure_pre_cookie(response: Response, request: Request) -> None:
    made: str | None = getattr(request.state, "new_pre_secret", None)
    if made is not None and SESSION_COOKIE not in response.headers.get("set-cookie", ""):
        _cookie(response, request, PRE_COOKIE, made)


def csrf_token(secret: str) -> str:
    """The token of the forms of a browser: derived from its cookie's secret, so it is per
    session, needs no storage, and another site (which cannot read the cookie) cannot make it."""
    return hmac.new(secret.encode(), b"ui-csrf", hashlib.sha256).hexdigest()


def csrf_ok(request: Request, given: object) -> bool:
    secret = request.cookies.get(SESSION_COOKIE) or request.cookies.get(PRE_COOKIE)
    if not secret or not isinstance(given, str):
        return False
    return hmac.compare_digest(csrf_token(secret), given)
