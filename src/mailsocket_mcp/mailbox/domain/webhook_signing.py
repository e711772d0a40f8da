"""How a post to a webhook proves who sent it: two signatures over the same bytes.

- The contract's ``X-Mailbox-Signature: t=<unix seconds>,v1=<hex>``, where ``<hex>`` is the
  HMAC-SHA256 of ``"<t>." + body`` keyed with the secret as shown (the whole ``whsec_...`` text).
- Standard Webhooks (standardwebhooks.com): ``webhook-id`` (the post's ``delivery_id``, the
  same on every retry of it), ``webhook-timestamp`` and ``webhook-signature: v1,<base64>``, the
  HMAC-SHA256 of ``"<id>.<timestamp>." + body`` keyed with the bytes that the base64 after
  ``whsec_`` encodes, so off-the-shelf verifiers take the secret as it is.

A receiver checks either, and refuses a timestamp far from its clock (replays).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

__all__ = ["SECRET_PREFIX", "new_secret", "signature_headers"]

SECRET_PREFIX = "whsec_"  # noqa: S105 - the prefix of every signing secret, not a secret
_SECRET_BYTES = 32


def new_secret() -> str:
    """A signing secret: ``whsec_`` and the base64 of 256 random bits."""
    return SECRET_PREFIX + base64.b64encode(secrets.token_bytes(_SECRET_BYTES)).decode()


def signature_headers(secret: str, delivery_id: str, timestamp: int, body: bytes) -> dict[str, str]:
    """The headers that sign ``body``, posted at ``timestamp`` (Unix seconds)."""
    signed = f"{timestamp}.".encode() + body
    contract = hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()
    key = base64.b64decode(secret.removeprefix(SECRET_PREFIX))
    standard = hmac.new(key, f"{delivery_id}.".encode() + signed, hashlib.sha256).digest()
    return {
        "X-Mailbox-Signature": f"t={timestamp},v1={contract}",
        "webhook-id": delivery_id,
        "webhook-timestamp": str(timestamp),
        "webhook-signature": "v1," + base64.b64encode(standard).decode(),
    }
