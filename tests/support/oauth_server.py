"""A small OAuth authorization server for the tests: a real HTTP server on 127.0.0.1.

It speaks what the service and Dovecot ask of Google or Microsoft: the device authorization
endpoint (RFC 8628), the token endpoint (the device grant answers from a script:
``authorization_pending``, ``slow_down``, ``access_denied``, ``expired_token``, then tokens;
and the refresh grant), token introspection (RFC 7662, what Dovecot's oauth2 passdb asks
whether an access token is good and whose it is), and an OpenID Connect userinfo endpoint.

A test says who signs in next and how (:meth:`OAuthServer.expect_sign_in`); every request is
recorded (``requests``), so a test sees what reached the provider and what did not.
"""

from __future__ import annotations

import base64
import contextlib
import json
import secrets
import threading
import urllib.parse
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

TOKENS = "tokens"  # the step of a script that signs the person in


@dataclass
class SignIn:
    """What happens to one device code: the token endpoint's answers, in order (the last one
    repeats), and who signs in."""

    email: str
    steps: list[str]
    expires_in: int = 3600  # of the access tokens issued


@dataclass
class OAuthServer:
    host: str
    port: int
    requests: list[tuple[str, dict[str, str]]] = field(default_factory=list)
    pending: list[SignIn] = field(default_factory=list)
    device_codes: dict[str, SignIn] = field(default_factory=dict)
    access_tokens: dict[str, str] = field(default_factory=dict)  # token -> email
    refresh_tokens: dict[str, SignIn] = field(default_factory=dict)
    revoked: set[str] = field(default_factory=set)  # refresh tokens refused from now on
    lock: threading.Lock = field(default_factory=threading.Lock)

    def url(self, path: str) -> str:
        return f"http://{self.host}:{self.port}{path}"

    def env(self, provider: str, client_id: str = "test-client") -> dict[str, str]:
        """The service's settings for ``provider`` pointing at this server."""
        prefix = f"MAILBOX_OAUTH_{provider.upper()}_"
        return {
            prefix + "CLIENT_ID": client_id,
            prefix + "CLIENT_SECRET": "test-client-secret",
            prefix + "DEVICE_URL": self.url("/device"),
            prefix + "TOKEN_URL": self.url("/token"),
            prefix + "USERINFO_URL": self.url("/userinfo"),
        }

    def expect_sign_in(self, email: str, *steps: str, expires_in: int = 3600) -> SignIn:
        """The next device code started is answered with ``steps`` (default: tokens at once)."""
        sign_in = SignIn(email, list(steps) or [TOKENS], expires_in)
        with self.lock:
            self.pending.append(sign_in)
        return sign_in

    def count(self, path: str, grant: str | None = None) -> int:
        with self.lock:
            return sum(
                1
                for p, form in self.requests
                if p == path and (grant is None or form.get("grant_type", "").endswith(grant))
            )

    def check_bearer(self, user: str, token: str) -> bool:
        with self.lock:
            return self.access_tokens.get(token) == user

    def revoke_all(self) -> None:
        with self.lock:
            self.revoked.update(self.refresh_tokens)
            self.access_tokens.clear()

    # -- the endpoints -----------------------------------------------------------------------

    def answer(self, path: str, form: dict[str, str], bearer: str | None) -> tuple[int, Any]:
        with self.lock:
            self.requests.append((path, form))
            if path == "/device":
                return self._device()
            if path == "/token":
                return self._token(form)
            if path == "/introspect":
                email = self.access_tokens.get(form.get("token", ""))
                return 200, {"active": True, "username": email} if email else {"active": False}
            if path == "/userinfo":
                email = self.access_tokens.get(bearer or "")
                return (200, {"email": email}) if email else (401, {"error": "invalid_token"})
        return 404, {"error": "not_found"}

    def _device(self) -> tuple[int, Any]:
        if not self.pending:
            return 400, {"error": "invalid_request"}
        device_code = secrets.token_urlsafe(16)
        self.device_codes[device_code] = self.pending.pop(0)
        return 200, {
            "device_code": device_code,
            "user_code": "WDJB-MJHT",
            "verification_url": "https://example.test/device",  # Google's name for it
            "expires_in": 900,
            "interval": 1,
        }

    def _token(self, form: dict[str, str]) -> tuple[int, Any]:
        if form.get("client_id") != "test-client":
            return 401, {"error": "invalid_client"}
        if form.get("grant_type") == "refresh_token":
            token = form.get("refresh_token", "")
            sign_in = self.refresh_tokens.get(token)
            if sign_in is None or token in self.revoked:
                return 400, {"error": "invalid_grant", "error_description": f"bad {token}"}
            return 200, self._issue(sign_in, refresh=False)
        sign_in = self.device_codes.get(form.get("device_code", ""))
        if sign_in is None:
            return 400, {"error": "invalid_grant"}
        step = sign_in.steps.pop(0) if len(sign_in.steps) > 1 else sign_in.steps[0]
        if step != TOKENS:
            return 400, {"error": step}
        del self.device_codes[form["device_code"]]
        return 200, self._issue(sign_in, refresh=True)

    def _issue(self, sign_in: SignIn, *, refresh: bool) -> dict[str, Any]:
        access = "at-" + secrets.token_urlsafe(16)
        self.access_tokens[access] = sign_in.email
        answer: dict[str, Any] = {
            "access_token": access,
            "token_type": "Bearer",
            "expires_in": sign_in.expires_in,
            "id_token": _id_token(sign_in.email),
        }
        if refresh:
            refresh_token = "rt-" + secrets.token_urlsafe(16)
            self.refresh_tokens[refresh_token] = sign_in
            answer["refresh_token"] = refresh_token
        return answer


def _id_token(email: str) -> str:
    def part(value: dict[str, Any]) -> str:
        return base64.urlsafe_b64encode(json.dumps(value).encode()).decode().rstrip("=")

    return f"{part({'alg': 'none'})}.{part({'preferred_username': email})}.signature"


@contextlib.contextmanager
def running_oauth_server() -> Iterator[OAuthServer]:
    """Serve on a free loopback port until exit."""
    holder: list[OAuthServer] = []

    class Handler(BaseHTTPRequestHandler):
        def _serve(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length).decode() if length else ""
            path, _, query = self.path.partition("?")
            form = dict(urllib.parse.parse_qsl(body or query))
            authorization = self.headers.get("Authorization") or ""
            bearer = authorization[7:] if authorization.startswith("Bearer ") else None
            status, answer = holder[0].answer(path, form, bearer)
            data = json.dumps(answer).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        do_GET = do_POST = _serve

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    holder.append(OAuthServer("127.0.0.1", server.server_address[1]))
    thread = threading.Thread(target=server.serve_forever, name="oauth-server", daemon=True)
    thread.start()
    try:
        yield holder[0]
    finally:
        server.shutdown()
        server.server_close()
        thread.join(10)
