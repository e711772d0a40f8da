"""``/authorize``: check the request, show the consent form, turn a good key into a code.

GET validates the client and its redirect URI first; until both are known good,
errors are shown on the page (never a redirect to an unverified URI). After that,
errors go back to the client as ``error=...&state=...``. The form carries the
validated request sealed for ten minutes, so the POST cannot change it; the POST must
come from the page's own origin (CSRF). The key is checked with one cheap upstream
call before a code is issued; a bad key is an error on the page, not a redirect.
"""

from __future__ import annotations

import re
import urllib.parse
from collections.abc import Awaitable, Callable

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response

from ...errors import McpGatewayError, UpstreamAuthError
from ...redact import looks_like_key
from .clients import Client, Clients
from .consent import consent_page, error_page
from .errors import OAuthError
from .forms import read_form, single_values
from .grants import Grants
from .metadata import PATHS, Discovery
from .sealing import Expired, Kind, Sealer, Unreadable

__all__ = ["FORM_LIFETIME_S", "Authorize"]

FORM_LIFETIME_S = 600
MAX_STATE = 1024
MAX_SCOPE = 512
_CHALLENGE = re.compile(r"[A-Za-z0-9\-._~]{43,128}")


class Authorize:
    """The two halves of the authorization endpoint."""

    def __init__(
        self,
        *,
        clients: Clients,
        grants: Grants,
        sealer: Sealer,
        discovery: Discovery,
        check_key: Callable[[str], Awaitable[None]],
    ) -> None:
        self.clients = clients
        self.grants = grants
        self.sealer = sealer
        self.discovery = discovery
        self.check_key = check_key

    async def show(self, request: Request) -> Response:
        """GET: validate, then the consent form (or an error on the page or at the client)."""
        try:
            params = single_values(request.query_params.multi_items())
            caller = request.client.host if request.client else None
            client = await self.clients.resolve(params.get("client_id"), caller=caller)
            redirect_uri = _redirect_uri(client, params.get("redirect_uri"))
        except OAuthError as exc:
            if exc.status == 503:  # busy: the same request works again in a moment
                return error_page(exc.description, status=503, headers=exc.headers)
            return error_page(exc.description)
        state = params.get("state")
        try:
            claims = self._request_claims(params, client, redirect_uri)
        except OAuthError as exc:
            return _back(
                redirect_uri, error=exc.error, error_description=exc.description, state=state
            )
        return consent_page(
            action=PATHS.authorize,
            form_token=self.sealer.seal(Kind.FORM, claims, FORM_LIFETIME_S),
            client_name=client.name,
            redirect_uri=redirect_uri,
        )

    async def submit(self, request: Request) -> Response:
        """POST: the person's decision and key; a code goes back to the client."""
        if not _from_own_page(request, self.discovery):
            return error_page("This form can only be sent from its own page.", status=403)
        try:
            form = await read_form(request)
            claims = self.sealer.open(Kind.FORM, form.get("form", ""))
        except OAuthError as exc:
            return error_page(exc.description, status=exc.status)
        except Expired:
            return error_page("This sign-in page has expired. Start again from your app.")
        except Unreadable:
            return error_page("This sign-in form is not valid. Start again from your app.")
        redirect_uri = str(claims["r"])
        state = _optional(claims, "st")
        if form.get("decision") == "deny":
            return _back(
                redirect_uri,
                error="access_denied",
                error_description="The person declined to connect mailsocket.",
                state=state,
            )

        def again(message: str, status: int) -> Response:
            return consent_page(
                action=PATHS.authorize,
                form_token=form["form"],
                client_name=_optional(claims, "n"),
                redirect_uri=redirect_uri,
                error=message,
                status=status,
            )

        key = form.get("api_key", "").strip()
        if not looks_like_key(key):
            return again(
                "That is not a mailsocket API key. Keys start with ms_live_; copy the whole key.",
                400,
            )
        try:
            await self.check_key(key)
        except UpstreamAuthError:
            return again(
                "mailsocket did not accept this key. Check that you copied all of it, or "
                "create a new key in the mailsocket dashboard.",
                401,
            )
        except McpGatewayError:
            return again("mailsocket could not check the key just now. Try again in a moment.", 503)
        code = self.grants.code(
            key=key,
            client_id=str(claims["c"]),
            redirect_uri=redirect_uri,
            challenge=str(claims["p"]),
            scope=_optional(claims, "s"),
        )
        return _back(redirect_uri, code=code, state=state)

    def _request_claims(
        self, params: dict[str, str], client: Client, redirect_uri: str
    ) -> dict[str, object]:
        if params.get("response_type") != "code":
            raise OAuthError("unsupported_response_type", "Only response_type=code is supported.")
        challenge = params.get("code_challenge", "")
        if params.get("code_challenge_method") != "S256" or not _CHALLENGE.fullmatch(challenge):
            raise OAuthError(
                "invalid_request", "PKCE is required: send code_challenge with method S256."
            )
        if not self.discovery.same_resource(params.get("resource")):
            raise OAuthError(
                "invalid_target", f"This server issues tokens only for {self.discovery.resource}."
            )
        state = params.get("state")
        scope = params.get("scope")
        if (state and len(state) > MAX_STATE) or (scope and len(scope) > MAX_SCOPE):
            raise OAuthError("invalid_request", "state or scope is too long.")
        claims: dict[str, object] = {"c": client.client_id, "r": redirect_uri, "p": challenge}
        for name, value in (("st", state), ("s", scope), ("n", client.name)):
            if value:
                claims[name] = value
        return claims


def _redirect_uri(client: Client, requested: str | None) -> str:
    if requested is None:
        if len(client.redirect_uris) == 1:
            return client.redirect_uris[0]
        raise OAuthError("invalid_request", "redirect_uri is missing.")
    if requested not in client.redirect_uris:
        raise OAuthError("invalid_request", "The redirect_uri is not one this client registered.")
    return requested


def _from_own_page(request: Request, discovery: Discovery) -> bool:
    """A browser POST must come from our origin; non-browser clients send no Origin."""
    origin = request.headers.get("origin")
    if origin is not None:
        return discovery.is_own_origin(origin)
    return request.headers.get("sec-fetch-site", "same-origin") in ("same-origin", "none")


def _back(redirect_uri: str, **params: str | None) -> Response:
    parts = urllib.parse.urlsplit(redirect_uri)
    extra = urllib.parse.urlencode({name: value for name, value in params.items() if value})
    query = f"{parts.query}&{extra}" if parts.query else extra
    return RedirectResponse(
        urllib.parse.urlunsplit(parts._replace(query=query)),
        status_code=303,
        headers={"cache-control": "no-store", "referrer-policy": "no-referrer"},
    )


def _optional(claims: dict[str, object], name: str) -> str | None:
    value = claims.get(name)
    return value if isinstance(value, str) else None
