"""The OAuth side of the gateway as one ASGI app, and the access-token check for BearerAuth.

Paths (all answered in the OAuth error shape):
  GET  /.well-known/oauth-protected-resource[/mcp]   RFC 9728 resource metadata
  GET  /.well-known/oauth-authorization-server       RFC 8414 server metadata
  GET  /.well-known/openid-configuration             404 (not an OpenID provider)
  POST /register                                     RFC 7591 registration, sealed client_id
  GET  /authorize, POST /authorize                   consent page, then a code
  POST /token                                        codes and refresh tokens
"""

from __future__ import annotations

import time
from collections.abc import Callable

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.types import Receive, Scope, Send

from ...config import OAuthSettings
from ...limits import Limiter
from ...upstream import Upstream, UpstreamConfig
from .authorize import Authorize
from .clients import Clients
from .errors import NO_STORE, OAuthError, oauth_error_response
from .fetch import DocumentFetcher
from .forms import read_json
from .grants import Grants
from .metadata import PATHS, Discovery
from .sealing import Sealer
from .token import TokenEndpoint

__all__ = ["OAuth", "OAuthDisabled"]


class OAuth:
    """Serves the OAuth paths; ``access_key`` opens an access token for the Bearer layer."""

    def __init__(
        self,
        settings: OAuthSettings,
        *,
        mcp_path: str,
        upstream_config: UpstreamConfig,
        limiter: Limiter,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.discovery = Discovery(settings.public_url, mcp_path)
        self.max_in_flight = settings.max_in_flight
        self.sealer = Sealer([secret.reveal() for secret in settings.token_secrets], clock)
        self.grants = Grants(self.sealer, self.discovery.resource)
        self.fetcher = DocumentFetcher(
            allow_local=settings.allow_local_clients, timeout_s=settings.fetch_timeout_s
        )
        self.clients = Clients(self.sealer, self.fetcher)
        self._upstream_config = upstream_config
        self._limiter = limiter
        self.authorize = Authorize(
            clients=self.clients,
            grants=self.grants,
            sealer=self.sealer,
            discovery=self.discovery,
            check_key=self.check_key,
        )
        self.token = TokenEndpoint(
            clients=self.clients, grants=self.grants, discovery=self.discovery
        )

    def fetches_in_flight(self) -> int:
        """Requests holding a document fetch slot: not counted by the OAuth in-flight cap."""
        return self.fetcher.slots.in_flight

    def challenge(self, scope: Scope) -> str:
        """The ``WWW-Authenticate`` parameters that point a client at the resource metadata.

        Spelled with the request's host when that is another spelling of a loopback
        public URL, so the metadata's ``resource`` is the URL the client was given.
        """
        discovery = self.discovery.as_seen_from(_host(scope))
        return f'resource_metadata="{discovery.resource_metadata_url}"'

    def access_key(self, token: str) -> str | None:
        """The key sealed in a valid access token for this gateway, else None."""
        return self.grants.access_key(token)

    async def check_key(self, key: str) -> None:
        """One cheap upstream call (a one-item inbox list) that fails for a bad key.

        Raises:
            UpstreamAuthError: the API rejected the key.
            McpGatewayError: any other failure (busy, unreachable, failing).
        """
        upstream = Upstream(self._upstream_config, key, threads=self._limiter.threads)
        async with self._limiter.quick_slot():
            await upstream.call(lambda client: client.list_inboxes(limit=1))

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        request = Request(scope, receive)
        try:
            response = await self._answer(request)
        except OAuthError as exc:
            response = oauth_error_response(exc)
        await response(scope, receive, send)

    async def _answer(self, request: Request) -> Response:
        path, method = request.url.path, request.method
        discovery = self.discovery.as_seen_from(request.headers.get("host"))
        if path in (PATHS.resource_metadata, self.discovery.resource_metadata_path):
            _allow(method, "GET", "HEAD")
            return _document(discovery.resource_metadata())
        if path == PATHS.server_metadata:
            _allow(method, "GET", "HEAD")
            return _document(discovery.server_metadata())
        if path == PATHS.register:
            _allow(method, "POST")
            registration = self.clients.register(await read_json(request))
            return JSONResponse(registration, status_code=201, headers=NO_STORE)
        if path == PATHS.authorize:
            _allow(method, "GET", "HEAD", "POST")
            if method == "POST":
                return await self.authorize.submit(request)
            return await self.authorize.show(request)
        if path == PATHS.token:
            _allow(method, "POST")
            return await self.token(request)
        raise OAuthError("not_found", "No such OAuth endpoint.", status=404)


class OAuthDisabled:
    """The OAuth paths when OAuth is off: a 404 an OAuth client can read, saying what to do."""

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        response = oauth_error_response(
            OAuthError(
                "not_found",
                "OAuth is not enabled on this gateway. Send your key in the header "
                "'Authorization: Bearer ms_live_...' instead.",
                status=404,
            )
        )
        await response(scope, receive, send)


def _allow(method: str, *allowed: str) -> None:
    if method not in allowed:
        raise OAuthError(
            "invalid_request",
            f"Use {' or '.join(allowed)} here.",
            status=405,
            headers={"allow": ", ".join(allowed)},
        )


def _host(scope: Scope) -> str | None:
    for name, value in scope["headers"]:
        if name == b"host":
            return str(value.decode("latin-1"))
    return None


def _document(body: dict[str, object]) -> Response:
    return JSONResponse(body, headers={"cache-control": "public, max-age=3600"})
