"""An OAuth provider's endpoints, spoken to: the device authorization grant (RFC 8628), the
refresh of an access token (RFC 6749 section 6), and where the account's address comes from.

Knows HTTP and the OAuth answers, nothing of accounts or rights. Every exchange is bounded in
seconds and bytes; what the provider says comes back as :class:`Tokens`, a
:class:`DeviceCode`, or an error of :class:`OAuthFailed`'s tree with safe text (a provider's
``error`` code, never a token or the provider's free text).
"""

from __future__ import annotations

import base64
import binascii
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import httpx

__all__ = [
    "DeviceCode",
    "OAuthClient",
    "OAuthFailed",
    "OAuthRefused",
    "Tokens",
    "address_from_id_token",
]

MAX_BYTES = 64 * 1024
DEVICE_GRANT = "urn:ietf:params:oauth:grant-type:device_code"
_ERROR_CODE = re.compile(r"[a-z_]{1,60}")


class OAuthFailed(Exception):
    """The provider could not be reached, timed out, or answered what is not OAuth."""


class OAuthRefused(OAuthFailed):
    """The provider answered an OAuth error (``error``: its code, e.g. ``invalid_grant``)."""

    def __init__(self, error: str) -> None:
        super().__init__(f"the provider answered {error}")
        self.error = error


@dataclass(frozen=True)
class DeviceCode:
    """The start of a sign-in by code (RFC 8628 section 3.2)."""

    device_code: str = field(repr=False)
    user_code: str
    verification_uri: str
    expires_in: int
    interval: int


@dataclass(frozen=True)
class Tokens:
    """A token answer (RFC 6749 section 5.1); ``repr`` shows none of the tokens."""

    access_token: str = field(repr=False)
    expires_in: int
    refresh_token: str | None = field(default=None, repr=False)
    id_token: str | None = field(default=None, repr=False)


@dataclass(frozen=True, kw_only=True)
class OAuthClient:
    """Talks to one provider's endpoints; ``timeout`` bounds each exchange."""

    timeout: float
    transport: httpx.BaseTransport | None = field(default=None, repr=False)

    def start(self, url: str, client: Mapping[str, str], scopes: tuple[str, ...]) -> DeviceCode:
        """Ask for a device code and a user code.

        Raises:
            OAuthRefused: the provider refused (e.g. ``invalid_client``, ``invalid_scope``).
            OAuthFailed: no OAuth answer.
        """
        answer = self._post(url, {**client, "scope": " ".join(scopes)})
        try:
            return DeviceCode(
                device_code=str(answer["device_code"]),
                user_code=str(answer["user_code"]),
                # Google names it verification_url, RFC 8628 verification_uri.
                verification_uri=str(answer.get("verification_uri") or answer["verification_url"]),
                expires_in=int(answer["expires_in"]),
                interval=int(answer.get("interval") or 5),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise OAuthFailed("the provider's device code answer lacks a field") from exc

    def poll(self, url: str, client: Mapping[str, str], device_code: str) -> Tokens:
        """Ask whether the person signed in (RFC 8628 section 3.4).

        Raises:
            OAuthRefused: ``authorization_pending``, ``slow_down``, ``access_denied``,
                ``expired_token`` or another OAuth error.
            OAuthFailed: no OAuth answer.
        """
        return _tokens(
            self._post(url, {**client, "grant_type": DEVICE_GRANT, "device_code": device_code})
        )

    def refresh(self, url: str, client: Mapping[str, str], refresh_token: str) -> Tokens:
        """A new access token for a refresh token.

        Raises:
            OAuthRefused: the provider refused it (``invalid_grant``: revoked or expired).
            OAuthFailed: no OAuth answer.
        """
        form = {**client, "grant_type": "refresh_token", "refresh_token": refresh_token}
        return _tokens(self._post(url, form))

    def userinfo(self, url: str, access_token: str) -> str:
        """The address the OpenID Connect userinfo endpoint names (``email``).

        Raises:
            OAuthFailed: no answer, or one without an address.
        """
        answer = self._exchange("GET", url, headers={"Authorization": f"Bearer {access_token}"})
        email = answer.get("email")
        if not isinstance(email, str) or "@" not in email:
            raise OAuthFailed("the provider's userinfo names no address")
        return email

    def _post(self, url: str, form: Mapping[str, str]) -> dict[str, Any]:
        return self._exchange("POST", url, data=dict(form))

    def _exchange(
        self, method: str, url: str, *, headers: Mapping[str, str] | None = None, **kwargs: Any
    ) -> dict[str, Any]:
        sent = {"Accept": "application/json", **(headers or {})}
        try:
            with (
                httpx.Client(timeout=self.timeout, transport=self.transport) as http,
                http.stream(method, url, headers=sent, **kwargs) as response,
            ):
                body = b""
                for chunk in response.iter_bytes():
                    body += chunk
                    if len(body) > MAX_BYTES:
                        raise OAuthFailed("the provider's answer is too large")
                status = response.status_code
        except httpx.TimeoutException as exc:
            raise OAuthFailed(f"the provider did not answer within {self.timeout:g} s") from exc
        except httpx.HTTPError as exc:
            raise OAuthFailed(f"cannot reach the provider: {exc.__class__.__name__}") from exc
        try:
            answer = json.loads(body)
        except ValueError:
            answer = None
        if not isinstance(answer, dict):
            raise OAuthFailed(f"the provider answered {status} without JSON")
        error = answer.get("error")
        if isinstance(error, str):
            raise OAuthRefused(error if _ERROR_CODE.fullmatch(error) else "an unknown error")
        if status != 200:
            raise OAuthFailed(f"the provider answered {status}")
        return answer


def _tokens(answer: Mapping[str, Any]) -> Tokens:
    try:
        return Tokens(
            access_token=str(answer["access_token"]),
            expires_in=int(answer.get("expires_in") or 3600),
            refresh_token=answer.get("refresh_token"),
            id_token=answer.get("id_token"),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise OAuthFailed("the provider's token answer lacks access_token") from exc


def address_from_id_token(id_token: str | None) -> str:
    """The address an OpenID Connect id_token names (``preferred_username``, else ``email``).

    The token came straight from the provider's token endpoint over TLS, so its signature is
    not checked (OpenID Connect Core 1.0, section 3.1.3.7, item 6).

    Raises:
        OAuthFailed: no id_token, or one naming no address.
    """
    try:
        payload = (id_token or "").split(".")[1]
        claims = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    except (IndexError, ValueError, binascii.Error) as exc:
        raise OAuthFailed("the provider's answer has no readable id_token") from exc
    for claim in ("preferred_username", "email"):
        value = claims.get(claim) if isinstance(claims, dict) else None
        if isinstance(value, str) and "@" in value:
            return value
    raise OAuthFailed("the provider's id_token names no address")
