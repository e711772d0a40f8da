"""Authorization codes, access tokens and refresh tokens: what each carries and how long it lives.

Each is sealed (sealing.py) and carries the caller's mailsocket key, a digest of the
client it was issued to, and its audience: the gateway's resource URL. A value made
for another audience (another gateway sharing the secret) does not open here.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from dataclasses import dataclass

from .errors import OAuthError
from .sealing import Expired, Kind, Sealer, Unreadable
from .spent_codes import SpentCodes

__all__ = [
    "ACCESS_LIFETIME_S",
    "CODE_LIFETIME_S",
    "REFRESH_LIFETIME_S",
    "Grant",
    "Grants",
    "pkce_matches",
]

CODE_LIFETIME_S = 60
ACCESS_LIFETIME_S = 3600
REFRESH_LIFETIME_S = 30 * 24 * 3600


@dataclass(frozen=True)
class Grant:
    """What an authorization code or refresh token proves."""

    key: str
    client: str  # digest of the client_id
    scope: str | None
    redirect_uri: str | None = None  # codes only
    challenge: str | None = None  # codes only
    code_id: str | None = None  # codes only: what makes them single-use
    expires_at: float = 0.0


def client_digest(client_id: str) -> str:
    """A short digest of a client_id (ids can be long; grants only need to match them)."""
    digest = hashlib.sha256(client_id.encode()).digest()[:16]
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")


def pkce_matches(verifier: str, challenge: str) -> bool:
    """True if ``verifier`` hashes (S256) to ``challenge``, compared in constant time."""
    digest = hashlib.sha256(verifier.encode("ascii", "replace")).digest()
    computed = base64.urlsafe_b64encode(digest).decode().rstrip("=")
    return hmac.compare_digest(computed.encode(), challenge.encode("ascii", "replace"))


class Grants:
    """Issues and opens grants for one audience (the gateway's resource URL).

    Holds this process's record of exchanged codes (``spend_code``).
    """

    def __init__(self, sealer: Sealer, audience: str) -> None:
        self.sealer = sealer
        self.audience = audience
        self.spent_codes = SpentCodes(sealer.clock)

    def code(
        self, *, key: str, client_id: str, redirect_uri: str, challenge: str, scope: str | None
    ) -> str:
        """A one-minute authorization code."""
        claims = self._claims(key, client_id, scope)
        claims.update(r=redirect_uri, p=challenge, j=secrets.token_urlsafe(12))
        return self.sealer.seal(Kind.CODE, claims, CODE_LIFETIME_S)

    def tokens(self, *, key: str, client_id: str, scope: str | None) -> dict[str, object]:
        """A token response (RFC 6749 5.1): access token, refresh token, lifetime."""
        claims = self._claims(key, client_id, scope)
        answer: dict[str, object] = {
            "access_token": self.sealer.seal(Kind.ACCESS, claims, ACCESS_LIFETIME_S),
            "token_type": "Bearer",
            "expires_in": ACCESS_LIFETIME_S,
            "refresh_token": self.sealer.seal(Kind.REFRESH, claims, REFRESH_LIFETIME_S),
        }
        if scope:
            answer["scope"] = scope
        return answer

    def open_code(self, code: str) -> Grant:
        """The grant an authorization code carries (whether spent or not: see ``spend_code``).

        Raises:
            OAuthError: ``invalid_grant`` (unknown, tampered, expired or foreign code).
        """
        claims = self._open(Kind.CODE, code, "authorization code")
        return Grant(
            key=str(claims["k"]),
            client=str(claims["c"]),
            scope=_scope(claims),
            redirect_uri=str(claims["r"]),
            challenge=str(claims["p"]),
            code_id=str(claims.get("j", "")),
            expires_at=float(str(claims["exp"])),
        )

    def spend_code(self, grant: Grant) -> None:
        """Mark the code behind ``grant`` as exchanged; a second exchange is refused.

        Raises:
            OAuthError: ``invalid_grant`` for a code exchanged before (in this process).
        """
        if not grant.code_id:
            raise OAuthError("invalid_grant", "The authorization code is not valid here.")
        self.spent_codes.spend(grant.code_id, grant.expires_at)

    def open_refresh(self, token: str) -> Grant:
        """The grant a refresh token carries.

        Raises:
            OAuthError: ``invalid_grant`` (unknown, tampered, expired or foreign token).
        """
        claims = self._open(Kind.REFRESH, token, "refresh token")
        return Grant(key=str(claims["k"]), client=str(claims["c"]), scope=_scope(claims))

    def access_key(self, token: str) -> str | None:
        """The mailsocket key behind a valid access token for this audience, else None."""
        try:
            claims = self.sealer.open(Kind.ACCESS, token)
        except (Unreadable, Expired):
            return None
        if claims.get("a") != self.audience:
            return None
        return str(claims["k"])

    def _claims(self, key: str, client_id: str, scope: str | None) -> dict[str, object]:
        claims: dict[str, object] = {"k": key, "c": client_digest(client_id), "a": self.audience}
        if scope:
            claims["s"] = scope
        return claims

    def _open(self, kind: Kind, value: str, what: str) -> dict[str, object]:
        try:
            claims = self.sealer.open(kind, value)
        except Expired:
            raise OAuthError("invalid_grant", f"The {what} has expired.") from None
        except Unreadable:
            raise OAuthError("invalid_grant", f"The {what} is not valid here.") from None
        if claims.get("a") != self.audience:
            raise OAuthError("invalid_grant", f"The {what} was issued for another resource.")
        return claims


def _scope(claims: dict[str, object]) -> str | None:
    scope = claims.get("s")
    return scope if isinstance(scope, str) else None
