"""Who may ask for a token: registered clients (RFC 7591) and client ID metadata documents.

Neither is stored. A dynamic registration answers with a ``client_id`` that *is* the
registration, sealed (its redirect URIs, name and token-endpoint auth method); a
client that asks for a secret gets one derived from its id under the sealing secret.
An https ``client_id`` names a client ID metadata document, fetched (see fetch.py,
in its own pool: fetch_slots.py), checked, and cached for a few minutes; a refused
document is remembered for 30 s (per URL, in a bounded cache of its own).
"""

from __future__ import annotations

import re
import time
import urllib.parse
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from .errors import OAuthError
from .fetch import DocumentFetcher, FetchError
from .fetch_slots import FetchBusy
from .sealing import Expired, Kind, Sealer, Unreadable

__all__ = ["CLAUDE_CALLBACKS", "Client", "Clients", "redirect_uri_problem"]

# Claude.ai and Claude Desktop connectors come back to one of these (both must work).
CLAUDE_CALLBACKS = (
    "https://claude.ai/api/mcp/auth_callback",
    "https://claude.com/api/mcp/auth_callback",
)
AUTH_METHODS = ("none", "client_secret_post", "client_secret_basic")
GRANT_TYPES = ("authorization_code", "refresh_token")
MAX_REDIRECT_URIS = 8
MAX_URI_LENGTH = 512
MAX_NAME_LENGTH = 80
MAX_SCOPE_LENGTH = 512
CLIENT_LIFETIME_S = 10 * 365 * 24 * 3600  # until the secret rotates, in practice
CACHE_TTL_S = 300.0
CACHE_ENTRIES = 512
FAILURE_TTL_S = 30.0  # a refused document is not fetched again for this long
FAILURE_ENTRIES = 256  # kept apart, so a flood of bad URLs cannot push good ones out
BUSY_RETRY_S = 2
_SCHEME = re.compile(r"[a-z][a-z0-9+.\-]*")
_UNSAFE_SCHEMES = frozenset(
    {"javascript", "data", "vbscript", "file", "blob", "about", "filesystem"}
)
_AUTHORITY = re.compile(r"[A-Za-z0-9.\-]+(:\d{1,5})?|\[[0-9A-Fa-f:.]+\](:\d{1,5})?")
_LOOPBACK = frozenset({"localhost", "127.0.0.1", "::1"})
T = TypeVar("T")


@dataclass(frozen=True)
class Client:
    """A client as this request sees it: where it may be sent back, and how it authenticates."""

    client_id: str
    redirect_uris: tuple[str, ...]
    name: str | None
    auth_method: str  # one of AUTH_METHODS

    @property
    def is_document(self) -> bool:
        """True for a client ID metadata document (an https client_id)."""
        return self.client_id.startswith(("https://", "http://"))


def redirect_uri_problem(uri: object) -> str | None:
    """Why ``uri`` cannot be a redirect URI, or None if it can.

    https anywhere; http only to a loopback host (native apps, RFC 8252); other schemes
    only when they are private-use app schemes, never script, data or file schemes.
    """
    if not isinstance(uri, str) or not uri or len(uri) > MAX_URI_LENGTH:
        return f"redirect URIs must be strings of at most {MAX_URI_LENGTH} characters"
    if not uri.isascii() or any(ch.isspace() or ord(ch) < 0x20 or ord(ch) == 0x7F for ch in uri):
        return "redirect URIs must be ASCII, without spaces or control characters"
    try:
        parts = urllib.parse.urlsplit(uri)
        parts.port  # noqa: B018 - raises on a bad port
    except ValueError:
        return f"{uri[:80]!r} is not a valid URI"
    scheme = parts.scheme.lower()
    if parts.fragment or "#" in uri:
        return "redirect URIs must not contain a fragment"
    if scheme in ("https", "http"):
        if not parts.hostname or parts.username is not None or parts.password is not None:
            return "redirect URIs must name a host and carry no user name or password"
        if not _AUTHORITY.fullmatch(parts.netloc):  # it also goes into the page's CSP
            return "the redirect URI's host may only use letters, digits, '.', '-' and a port"
        if scheme == "http" and parts.hostname not in _LOOPBACK:
            return "http redirect URIs are allowed only on a loopback host; use https"
        return None
    if not _SCHEME.fullmatch(scheme) or scheme in _UNSAFE_SCHEMES:
        return f"the redirect URI scheme {scheme[:20]!r} is not allowed"
    return None


class Clients:
    """Registers clients and recognises them again, without storing anything."""

    def __init__(
        self,
        sealer: Sealer,
        fetcher: DocumentFetcher,
        *,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.sealer = sealer
        self.fetcher = fetcher
        self._clock = clock  # for the document caches only
        self._documents: _Cache[Client] = _Cache(CACHE_ENTRIES)
        self._failures: _Cache[OAuthError] = _Cache(FAILURE_ENTRIES)

    # -- dynamic registration (RFC 7591) -------------------------------------

    def register(self, metadata: object) -> dict[str, object]:
        """The registration response for ``metadata`` (the parsed JSON request body).

        Raises:
            OAuthError: ``invalid_redirect_uri`` or ``invalid_client_metadata``.
        """
        if not isinstance(metadata, dict):
            raise OAuthError("invalid_client_metadata", "The body must be a JSON object.")
        uris = metadata.get("redirect_uris")
        if not isinstance(uris, list) or not 1 <= len(uris) <= MAX_REDIRECT_URIS:
            raise OAuthError(
                "invalid_redirect_uri",
                f"redirect_uris must list 1 to {MAX_REDIRECT_URIS} redirect URIs.",
            )
        for uri in uris:
            problem = redirect_uri_problem(uri)
            if problem is not None:
                raise OAuthError("invalid_redirect_uri", problem[0].upper() + problem[1:] + ".")
        method = metadata.get("token_endpoint_auth_method") or "none"
        if method not in AUTH_METHODS:
            raise OAuthError(
                "invalid_client_metadata",
                "token_endpoint_auth_method must be one of: " + ", ".join(AUTH_METHODS) + ".",
            )
        grant_types = metadata.get("grant_types") or list(GRANT_TYPES)
        if not isinstance(grant_types, list) or not all(
            grant in GRANT_TYPES for grant in grant_types
        ):
            raise OAuthError(
                "invalid_client_metadata",
                "grant_types may only be authorization_code and refresh_token.",
            )
        response_types = metadata.get("response_types") or ["code"]
        if response_types != ["code"]:
            raise OAuthError("invalid_client_metadata", 'response_types must be ["code"].')
        scope = metadata.get("scope")
        if scope is not None and not _is_text(scope, MAX_SCOPE_LENGTH):
            raise OAuthError(
                "invalid_client_metadata",
                f"scope must be a string of at most {MAX_SCOPE_LENGTH} printable characters.",
            )
        name = _clean_name(metadata.get("client_name"))
        claims: dict[str, object] = {"r": list(uris), "m": method}
        if name:
            claims["n"] = name
        client_id = self.sealer.seal(Kind.CLIENT, claims, CLIENT_LIFETIME_S)
        answer: dict[str, object] = {
            "client_id": client_id,
            "client_id_issued_at": int(self.sealer.clock()),
            "redirect_uris": list(uris),
            "token_endpoint_auth_method": method,
            "grant_types": list(grant_types),
            "response_types": ["code"],
        }
        if name:
            answer["client_name"] = name
        if scope:
            answer["scope"] = scope
        if method != "none":
            answer["client_secret"] = self.sealer.client_secret(client_id)
            answer["client_secret_expires_at"] = 0
        return answer

    # -- recognising a client_id ---------------------------------------------

    def registered(self, client_id: str) -> Client:
        """The client a sealed ``client_id`` describes (no network).

        Raises:
            OAuthError: ``invalid_client`` for an id we did not issue (or a retired secret).
        """
        try:
            claims = self.sealer.open(Kind.CLIENT, client_id)
        except (Unreadable, Expired):
            raise OAuthError(
                "invalid_client",
                "Unknown client_id: register again (the gateway's secret may have rotated).",
                status=401,
            ) from None
        uris = claims.get("r")
        name = claims.get("n")
        return Client(
            client_id=client_id,
            redirect_uris=tuple(str(uri) for uri in uris) if isinstance(uris, list) else (),
            name=name if isinstance(name, str) else None,
            auth_method=str(claims.get("m", "none")),
        )

    async def resolve(self, client_id: str | None, *, caller: str | None = None) -> Client:
        """The client behind ``client_id``: a sealed registration or a metadata document.

        ``caller`` is the requester's address: document fetches are limited per address.

        Raises:
            OAuthError: ``invalid_client`` (missing, unknown, or a bad document);
                ``temporarily_unavailable`` (503) when the document cannot be fetched
                right now because too many fetches are in flight.
        """
        if not client_id:
            raise OAuthError("invalid_request", "client_id is missing.")
        if client_id.startswith(Kind.CLIENT.value + "_"):
            return self.registered(client_id)
        if client_id.startswith(("https://", "http://")) and len(client_id) <= MAX_URI_LENGTH:
            return await self._document(client_id, caller)
        raise OAuthError("invalid_client", "Unknown client_id.", status=401)

    async def _document(self, url: str, caller: str | None) -> Client:
        now = self._clock()
        client = self._documents.get(url, now)
        if client is not None:
            return client
        failure = self._failures.get(url, now)
        if failure is not None:
            raise failure
        outcome = await self._load(url, caller)
        if isinstance(outcome, OAuthError):
            self._failures.put(url, outcome, now + FAILURE_TTL_S)
            raise outcome
        self._documents.put(url, outcome, now + CACHE_TTL_S)
        return outcome

    async def _load(self, url: str, caller: str | None) -> Client | OAuthError:
        parts = urllib.parse.urlsplit(url)
        if parts.path in ("", "/") or parts.fragment:
            return _bad_document("its URL must have a path and no fragment")
        try:
            document = await self.fetcher.fetch_json(url, client=caller)
        except FetchBusy as exc:  # not the document's fault: not remembered
            raise OAuthError(
                "temporarily_unavailable",
                f"The client metadata document cannot be fetched right now: {exc}. "
                f"Retry in {BUSY_RETRY_S} s.",
                status=503,
                headers={"retry-after": str(BUSY_RETRY_S)},
            ) from None
        except FetchError as exc:
            return _bad_document(str(exc))
        if document.get("client_id") != url:
            return _bad_document("its client_id must be exactly the URL it is served from")
        uris = document.get("redirect_uris")
        if not isinstance(uris, list) or not 1 <= len(uris) <= MAX_REDIRECT_URIS:
            return _bad_document(f"it must list 1 to {MAX_REDIRECT_URIS} redirect_uris")
        for uri in uris:
            problem = redirect_uri_problem(uri)
            if problem is not None:
                return _bad_document(problem)
        method = document.get("token_endpoint_auth_method", "none")
        if method != "none" or "client_secret" in document:
            return _bad_document("it must use token_endpoint_auth_method none and hold no secret")
        return Client(
            client_id=url,
            redirect_uris=tuple(uris),
            name=_clean_name(document.get("client_name")),
            auth_method="none",
        )


class _Cache(Generic[T]):
    """Outcomes by URL until their expiry, the oldest dropped past ``entries``."""

    def __init__(self, entries: int) -> None:
        self._entries = entries
        self._items: OrderedDict[str, tuple[float, T]] = OrderedDict()

    def get(self, url: str, now: float) -> T | None:
        item = self._items.get(url)
        if item is None:
            return None
        if item[0] <= now:
            del self._items[url]
            return None
        return item[1]

    def put(self, url: str, value: T, expires_at: float) -> None:
        self._items[url] = (expires_at, value)
        self._items.move_to_end(url)
        while len(self._items) > self._entries:
            self._items.popitem(last=False)


def _bad_document(reason: str) -> OAuthError:
    return OAuthError(
        "invalid_client", f"The client ID metadata document was refused: {reason}.", status=401
    )


def _is_text(value: object, max_length: int) -> bool:
    """A string we can echo back as JSON: printable, no lone surrogates, not too long."""
    return isinstance(value, str) and len(value) <= max_length and value.isprintable()


def _clean_name(value: object) -> str | None:
    if not isinstance(value, str):
        return None
    name = "".join(ch for ch in value if ch.isprintable()).strip()[:MAX_NAME_LENGTH]
    return name or None
