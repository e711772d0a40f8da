"""``/token``: the authorization_code grant (PKCE checked) and the refresh_token grant.

Public clients (no secret) send only their ``client_id``; clients registered with a
secret send it in the body or as HTTP Basic, and it is checked in constant time.
Every answer is ``Cache-Control: no-store``; every error is an OAuth error.
"""

from __future__ import annotations

import base64
import binascii
import re
import urllib.parse

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from .clients import Clients
from .errors import NO_STORE, OAuthError, oauth_error_response
from .forms import read_form
from .grants import Grant, Grants, client_digest, pkce_matches
from .metadata import Discovery
from .sealing import Kind

__all__ = ["TokenEndpoint"]

_VERIFIER = re.compile(r"[A-Za-z0-9\-._~]{43,128}")


class TokenEndpoint:
    """Exchanges codes and refresh tokens for access tokens."""

    def __init__(self, *, clients: Clients, grants: Grants, discovery: Discovery) -> None:
        self.clients = clients
        self.grants = grants
        self.discovery = discovery

    async def __call__(self, request: Request) -> Response:
        try:
            form = await read_form(request)
            client_id = self._authenticate(request, form)
            if not self.discovery.same_resource(form.get("resource")):
                raise OAuthError(
                    "invalid_target",
                    f"This server issues tokens only for {self.discovery.resource}.",
                )
            grant_type = form.get("grant_type")
            if grant_type == "authorization_code":
                grant = self._code(form, client_id)
            elif grant_type == "refresh_token":
                grant = self._refresh(form, client_id)
            elif grant_type is None:
                raise OAuthError("invalid_request", "grant_type is missing.")
            else:
                raise OAuthError(
                    "unsupported_grant_type",
                    "Supported grant types: authorization_code, refresh_token.",
                )
        except OAuthError as exc:
            return oauth_error_response(exc)
        body = self.grants.tokens(key=grant.key, client_id=client_id, scope=grant.scope)
        return JSONResponse(body, headers=NO_STORE)

    def _authenticate(self, request: Request, form: dict[str, str]) -> str:
        client_id = form.get("client_id")
        secret = form.get("client_secret")
        basic = _basic_credentials(request)
        if basic is not None:
            if client_id is not None and client_id != basic[0]:
                raise OAuthError("invalid_request", "Two different client_ids were sent.")
            client_id, secret = basic
        if not client_id:
            raise OAuthError("invalid_client", "client_id is missing.", status=401)
        if client_id.startswith(Kind.CLIENT.value + "_"):
            client = self.clients.registered(client_id)
            if client.auth_method != "none" and not (
                secret and self.clients.sealer.client_secret_matches(client_id, secret)
            ):
                raise OAuthError(
                    "invalid_client",
                    "Client authentication failed.",
                    status=401,
                    headers={"www-authenticate": 'Basic realm="mailsocket"'} if basic else None,
                )
            return client_id
        if client_id.startswith(("https://", "http://")):
            return client_id  # a metadata-document client is public: nothing to check here
        raise OAuthError("invalid_client", "Unknown client_id.", status=401)

    def _code(self, form: dict[str, str], client_id: str) -> Grant:
        code = form.get("code")
        if not code:
            raise OAuthError("invalid_request", "code is missing.")
        grant = self.grants.open_code(code)
        if grant.client != client_digest(client_id):
            raise OAuthError(
                "invalid_grant", "The authorization code was issued to another client."
            )
        redirect_uri = form.get("redirect_uri")
        if redirect_uri is not None and redirect_uri != grant.redirect_uri:
            raise OAuthError(
                "invalid_grant", "redirect_uri differs from the one in the authorization request."
            )
        verifier = form.get("code_verifier")
        if not verifier:
            raise OAuthError("invalid_request", "code_verifier is missing (PKCE is required).")
        if (
            not _VERIFIER.fullmatch(verifier)
            or grant.challenge is None
            or not pkce_matches(verifier, grant.challenge)
        ):
            raise OAuthError(
                "invalid_grant", "The code_verifier does not match the code challenge."
            )
        # Last, so a failed attempt (say a wrong verifier) does not use up the code.
        self.grants.spend_code(grant)
        return grant

    def _refresh(self, form: dict[str, str], client_id: str) -> Grant:
        token = form.get("refresh_token")
        if not token:
            raise OAuthError("invalid_request", "refresh_token is missing.")
        grant = self.grants.open_refresh(token)
        if grant.client != client_digest(client_id):
            raise OAuthError("invalid_grant", "The refresh token was issued to another client.")
        return grant


def _basic_credentials(request: Request) -> tuple[str, str] | None:
    scheme, _, value = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "basic":
        return None
    try:
        decoded = base64.b64decode(value.strip(), validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        raise OAuthError(
            "invalid_client", "Malformed HTTP Basic credentials.", status=401
        ) from None
    client_id, colon, secret = decoded.partition(":")
    if not colon:
        raise OAuthError("invalid_client", "Malformed HTTP Basic credentials.", status=401)
    return urllib.parse.unquote(client_id), urllib.parse.unquote(secret)
