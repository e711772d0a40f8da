"""Refuse any request that carries a credential in its URL (query, path or authority).

A key in a URL ends up in proxy logs, browser history and shell history. Such a
request goes no further than this middleware: 400, logged without its path.
An absolute-form target (``POST http://user:key@host/mcp``), which the server
protocol passes on under :data:`REQUEST_TARGET`, is checked whole: any user
information in it counts as a credential.
"""

from __future__ import annotations

import logging
import urllib.parse

from starlette.types import ASGIApp, Receive, Scope, Send

from ..redact import decoded_forms
from .responses import error_body, send_json

__all__ = ["REQUEST_TARGET", "UrlCredentialGuard", "has_url_credential", "target_authority"]

# Scope key: the request target as sent, when it is not a plain path (absolute form).
REQUEST_TARGET = "mailsocket.request_target"

CREDENTIAL_PARAMS = frozenset({"api_key", "apikey", "key", "token", "access_token"})
_MARKER = "ms_live_"

log = logging.getLogger(__name__)


def has_url_credential(path: str, query: str) -> bool:
    """True if the path or query string carries a credential (any case, encoded up to 3x)."""
    if not query and "%" not in path and _MARKER not in path.lower():
        return False  # the common case, decided without decoding anything
    if any(_MARKER in form.lower() for form in decoded_forms(path)):
        return True
    for name, _ in urllib.parse.parse_qsl(query, keep_blank_values=True):
        if any(form.strip().lower() in CREDENTIAL_PARAMS for form in decoded_forms(name)):
            return True
    # Decoding the whole query decodes every name and value in it the same way.
    return any(_MARKER in form.lower() for form in decoded_forms(query))


def target_authority(target: str) -> str:
    """The authority (``[user@]host[:port]``) of an absolute-form target."""
    authority = target.partition("//")[2]
    for end in "/?#":
        authority = authority.partition(end)[0]
    return authority


def _target_has_credential(target: str) -> bool:
    return "@" in target_authority(target) or has_url_credential(target, "")


class UrlCredentialGuard:
    """400 for a credential in the URL; everything else passes through untouched."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        raw_path = scope.get("raw_path") or scope["path"].encode()
        path = raw_path.decode("latin-1")
        query = scope.get("query_string", b"").decode("latin-1")
        target = scope.get(REQUEST_TARGET)
        if has_url_credential(path, query) or (
            target is not None and _target_has_credential(target)
        ):
            # Not the path: any part of it may be the key (the access log names known paths).
            log.warning("Refused a credential in the URL of a %s request", scope["method"])
            await send_json(
                send,
                400,
                error_body(
                    "credential_in_url",
                    "Never put an API key in a URL. Send it as the header "
                    "'Authorization: Bearer ms_live_...' and rotate the key if it was exposed.",
                ),
            )
            return
        await self.app(scope, receive, send)
