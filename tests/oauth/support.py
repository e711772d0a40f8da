"""OAuth test helpers: a gateway with OAuth on, the consent form submitted over HTTP, a TLS CA."""

from __future__ import annotations

import html
import json
import re
import threading
import time
import urllib.parse
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx

from mailsocket_mcp.config import ConnectionLimits, GatewaySettings, OAuthSettings, Secret
from mailsocket_mcp.http.app import Gateway, build_gateway
from tests.mcp.servers import GatewayHandle, serving_gateway
from tests.support.certs import CertificateFiles

SECRET = "test-secret-0123456789-abcdefghijklmnopqrstuvwxyz"
OTHER_SECRET = "other-secret-0123456789-abcdefghijklmnopqrstuvwxyz"
CALLBACK = "http://127.0.0.1:9/callback"
_FORM_TOKEN = re.compile(r'name="form" value="([^"]+)"')


def oauth_settings(
    port: int,
    upstream: str,
    *,
    secrets: tuple[str, ...] = (SECRET,),
    public_url: str | None = None,
    allow_local_clients: bool = True,
    max_in_flight: int = OAuthSettings.max_in_flight,
    connections: ConnectionLimits | None = None,
    fetch_timeout_s: float = OAuthSettings.fetch_timeout_s,
) -> GatewaySettings:
    public = (public_url or "http://127.0.0.1:{port}").replace("{port}", str(port))
    return GatewaySettings(
        upstream_base_url=upstream,
        connections=connections or ConnectionLimits(),
        oauth=OAuthSettings(
            public_url=public,
            token_secrets=tuple(Secret(secret) for secret in secrets),
            allow_local_clients=allow_local_clients,
            max_in_flight=max_in_flight,
            fetch_timeout_s=fetch_timeout_s,
        ),
    )


@contextmanager
def oauth_gateway(
    upstream: str,
    *,
    secrets: tuple[str, ...] = (SECRET,),
    clock: Callable[[], float] | None = None,
    public_url: str | None = None,
    max_in_flight: int = OAuthSettings.max_in_flight,
    connections: ConnectionLimits | None = None,
    allow_local_clients: bool = True,
    fetch_timeout_s: float = OAuthSettings.fetch_timeout_s,
) -> Iterator[GatewayHandle]:
    """An in-process gateway with OAuth on; its public URL is where it listens unless given.

    ``public_url`` may hold ``{port}``: the port the gateway listens on.
    """

    def build(port: int) -> Gateway:
        settings = oauth_settings(
            port,
            upstream,
            secrets=secrets,
            public_url=public_url,
            max_in_flight=max_in_flight,
            connections=connections,
            allow_local_clients=allow_local_clients,
            fetch_timeout_s=fetch_timeout_s,
        )
        if clock is None:
            return build_gateway(settings)
        return build_gateway(settings, clock=clock)

    with serving_gateway(build) as handle:
        yield handle


def register(
    root: str, redirect_uris: list[str] | None = None, **extra: object
) -> dict[str, object]:
    """Dynamic registration; returns the registration response."""
    body = {"redirect_uris": redirect_uris or [CALLBACK], "client_name": "Test client", **extra}
    response = httpx.post(f"{root}/register", json=body, timeout=10)
    assert response.status_code == 201, response.text
    return dict(response.json())


@dataclass
class Pkce:
    verifier: str = "v" * 43 + "erifier-0123456789"
    challenge: str = field(init=False)

    def __post_init__(self) -> None:
        import base64
        import hashlib

        digest = hashlib.sha256(self.verifier.encode()).digest()
        self.challenge = base64.urlsafe_b64encode(digest).decode().rstrip("=")


def authorize_params(client_id: str, pkce: Pkce, **overrides: str) -> dict[str, str]:
    params = {
        "response_type": "code",
        "client_id": client_id,
        "redirect_uri": CALLBACK,
        "state": "state-123",
        "code_challenge": pkce.challenge,
        "code_challenge_method": "S256",
    }
    params.update(overrides)
    return {name: value for name, value in params.items() if value != ""}


def form_token(page: str) -> str:
    match = _FORM_TOKEN.search(page)
    assert match is not None, page
    return html.unescape(match.group(1))


def consent(authorization_url: str, key: str, *, decision: str = "allow") -> httpx.Response:
    """Open the consent page and submit it as a person would; the answer is not followed."""
    with httpx.Client(timeout=30) as http:
        page = http.get(authorization_url)
        assert page.status_code == 200, page.text
        action = urllib.parse.urljoin(authorization_url, "/authorize")
        return http.post(
            action,
            data={"form": form_token(page.text), "api_key": key, "decision": decision},
        )


def redirect_params(response: httpx.Response) -> dict[str, str]:
    """The query parameters of the redirect back to the client."""
    assert response.status_code == 303, response.text
    query = urllib.parse.urlsplit(response.headers["location"]).query
    return dict(urllib.parse.parse_qsl(query))


def code_for(root: str, client_id: str, key: str, pkce: Pkce, **overrides: str) -> str:
    url = f"{root}/authorize?" + urllib.parse.urlencode(
        authorize_params(client_id, pkce, **overrides)
    )
    params = redirect_params(consent(url, key))
    assert params["state"] == overrides.get("state", "state-123")
    return params["code"]


def exchange(root: str, client_id: str, code: str, pkce: Pkce, **overrides: str) -> httpx.Response:
    data = {
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": CALLBACK,
        "client_id": client_id,
        "code_verifier": pkce.verifier,
    }
    data.update(overrides)
    return httpx.post(f"{root}/token", data={k: v for k, v in data.items() if v != ""}, timeout=10)


def tokens_for(root: str, key: str) -> tuple[str, dict[str, object]]:
    """Register, consent and exchange: the client id and the token response."""
    client_id = str(register(root)["client_id"])
    pkce = Pkce()
    response = exchange(root, client_id, code_for(root, client_id, key, pkce), pkce)
    assert response.status_code == 200, response.text
    return client_id, dict(response.json())


class Clock:
    """Unix seconds that a test moves by hand (codes and tokens are dated with it)."""

    def __init__(self) -> None:
        self.offset = 0.0

    def __call__(self) -> float:
        return time.time() + self.offset

    def advance(self, seconds: float) -> None:
        self.offset += seconds


@dataclass
class Reply:
    status: int = 200
    body: bytes = b""
    headers: dict[str, str] = field(default_factory=dict)


@dataclass
class DocumentServer:
    """Serves ``replies`` by path over HTTPS (or HTTP) on 127.0.0.1; counts the requests."""

    base_url: str
    replies: dict[str, Reply]
    hits: dict[str, int]

    def url(self, path: str) -> str:
        return self.base_url + path

    def serve_json(self, path: str, document: dict[str, object]) -> str:
        self.replies[path] = Reply(body=json.dumps(document).encode())
        return self.url(path)


@contextmanager
def document_server(
    ca: CertificateFiles | None, host: str = "127.0.0.1"
) -> Iterator[DocumentServer]:
    replies: dict[str, Reply] = {}
    hits: dict[str, int] = {}

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            hits[self.path] = hits.get(self.path, 0) + 1
            reply = replies.get(self.path) or replies.get("*") or Reply(404, b"{}")
            self.send_response(reply.status)
            for name, value in {"Content-Type": "application/json", **reply.headers}.items():
                self.send_header(name, value)
            if "Content-Length" not in reply.headers:
                self.send_header("Content-Length", str(len(reply.body)))
            self.end_headers()
            self.wfile.write(reply.body)

        def log_message(self, format: str, *args: object) -> None:
            return None

    server = ThreadingHTTPServer((host, 0), Handler)
    scheme = "http"
    if ca is not None:
        server.socket = ca.server_context().wrap_socket(server.socket, server_side=True)
        scheme = "https"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield DocumentServer(f"{scheme}://{host}:{server.server_address[1]}", replies, hits)
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)
