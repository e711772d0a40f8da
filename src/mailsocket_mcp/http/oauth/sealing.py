"""Sealed grants: everything OAuth hands out is its own record, so no instance stores anything.

A sealed value reads ``<prefix>_<base64url(version, key id, nonce, AES-256-GCM ciphertext)>``.
The plaintext is a small JSON object with an ``exp`` (unix seconds). The kind (code,
access token, ...) is the associated data, so a value of one kind never opens as
another. Keys are derived from ``MCP_TOKEN_SECRET`` entries with HKDF: the first entry
seals, every entry opens (rotation: put the new secret first, drop the old one later).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

__all__ = ["Expired", "Kind", "Sealer", "Unreadable"]

_VERSION = 1
_NONCE = 12
_KEY_ID = 4


class Kind(Enum):
    """What a sealed value is; the value is its prefix (redact.SEALED_PATTERN masks them all)."""

    CODE = "msoac"
    ACCESS = "msoat"
    REFRESH = "msort"
    CLIENT = "msocl"
    FORM = "msofm"


class Unreadable(Exception):
    """Raised for a value that is not ours: wrong kind, tampered, or under a retired secret."""


class Expired(Exception):
    """Raised for a genuine value whose lifetime is over."""


@dataclass(frozen=True)
class _Key:
    key_id: bytes
    aead: AESGCM
    mac_key: bytes


def _derive(secret: str, info: bytes) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=info).derive(secret.encode())


class Sealer:
    """Seals and opens values under the configured secrets; ``clock`` gives unix seconds."""

    def __init__(self, secrets: Sequence[str], clock: Callable[[], float]) -> None:
        if not secrets:
            raise ValueError("at least one secret is needed")
        self._keys = []
        for secret in secrets:
            key = _derive(secret, b"mailsocket-mcp oauth seal v1")
            key_id = hashlib.sha256(b"key id" + key).digest()[:_KEY_ID]
            mac_key = _derive(secret, b"mailsocket-mcp oauth client secret v1")
            self._keys.append(_Key(key_id, AESGCM(key), mac_key))
        self.clock = clock

    def seal(self, kind: Kind, claims: dict[str, object], lifetime_s: float) -> str:
        """``claims`` plus an expiry, encrypted and authenticated under the first secret."""
        key = self._keys[0]
        body = {**claims, "exp": int(self.clock() + lifetime_s)}
        plaintext = json.dumps(body, separators=(",", ":")).encode()
        nonce = os.urandom(_NONCE)
        sealed = key.aead.encrypt(nonce, plaintext, kind.value.encode())
        raw = bytes([_VERSION]) + key.key_id + nonce + sealed
        return f"{kind.value}_{base64.urlsafe_b64encode(raw).decode().rstrip('=')}"

    def open(self, kind: Kind, value: str) -> dict[str, object]:
        """The claims of a value sealed as ``kind`` that has not expired.

        Raises:
            Unreadable: not a value of this kind sealed under any configured secret.
            Expired: a genuine value past its expiry.
        """
        prefix, _, data = value.partition("_")
        if prefix != kind.value or not data or len(data) > 8192:
            raise Unreadable
        try:
            raw = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
        except (binascii.Error, ValueError):
            raise Unreadable from None
        if len(raw) < 1 + _KEY_ID + _NONCE + 16 or raw[0] != _VERSION:
            raise Unreadable
        key_id, nonce, sealed = raw[1 : 1 + _KEY_ID], raw[1 + _KEY_ID : 17], raw[17:]
        for key in self._keys:
            if key.key_id != key_id:
                continue
            try:
                plaintext = key.aead.decrypt(nonce, sealed, kind.value.encode())
            except InvalidTag:
                continue
            claims = json.loads(plaintext)
            if not isinstance(claims, dict) or not isinstance(claims.get("exp"), int):
                raise Unreadable  # pragma: no cover - we sealed it, so it has the shape
            if claims["exp"] <= self.clock():
                raise Expired
            return claims
        raise Unreadable

    def client_secret(self, client_id: str) -> str:
        """The secret of a registered client: a MAC of its id under the first secret."""
        return _mac(self._keys[0].mac_key, client_id)

    def client_secret_matches(self, client_id: str, secret: str) -> bool:
        """True if ``secret`` is the client's, under any configured secret (constant time)."""
        return any(
            hmac.compare_digest(_mac(key.mac_key, client_id).encode(), secret.encode())
            for key in self._keys
        )


def _mac(key: bytes, value: str) -> str:
    digest = hmac.new(key, value.encode(), hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).decode().rstrip("=")
