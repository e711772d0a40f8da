"""Time-based one-time passwords: HOTP (RFC 4226) and TOTP (RFC 6238), pure functions.

Written here rather than taken from a package: it is thirty lines of ``hmac``, the RFCs' own
test vectors check it (``tests/mailbox/test_totp.py``), and the service needs only what every
authenticator app speaks: SHA-1, 6 digits, 30-second steps.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import struct
from datetime import datetime
from urllib.parse import quote, urlencode

__all__ = [
    "DIGITS",
    "STEP_SECONDS",
    "hotp",
    "matching_step",
    "new_secret",
    "otpauth_uri",
    "secret_bytes",
    "step_of",
]

DIGITS = 6
STEP_SECONDS = 30
SECRET_BYTES = 20  # 160 bits, the length RFC 4226 recommends for HMAC-SHA-1


def hotp(key: bytes, counter: int, *, digits: int = DIGITS, digest: str = "sha1") -> str:
    """RFC 4226: the code for ``counter``, by dynamic truncation of HMAC(key, counter)."""
    mac = hmac.new(key, struct.pack(">Q", counter), getattr(hashlib, digest)).digest()
    offset = mac[-1] & 0x0F
    number = struct.unpack(">I", mac[offset : offset + 4])[0] & 0x7FFFFFFF
    return str(number % 10**digits).zfill(digits)


def step_of(moment: datetime) -> int:
    """RFC 6238: the time step that holds ``moment`` (T0 = the Unix epoch)."""
    return int(moment.timestamp()) // STEP_SECONDS


def matching_step(key: bytes, code: str, moment: datetime, *, window: int = 1) -> int | None:
    """The step within ``window`` steps of ``moment`` whose code is ``code``, or None.

    Every candidate is computed and compared in constant time, so the answer's timing does not
    say which step (or whether any) matched.
    """
    now_step = step_of(moment)
    given = code.encode()
    found: int | None = None
    for step in range(now_step - window, now_step + window + 1):
        if hmac.compare_digest(hotp(key, step).encode(), given) and found is None:
            found = step
    return found


def new_secret() -> str:
    """A fresh secret in base32 without padding, as authenticator apps take it."""
    return base64.b32encode(secrets.token_bytes(SECRET_BYTES)).decode().rstrip("=")


def secret_bytes(secret: str) -> bytes:
    """The key behind a base32 secret (padding and case forgiven)."""
    compact = secret.replace(" ", "").upper()
    return base64.b32decode(compact + "=" * (-len(compact) % 8))


def otpauth_uri(secret: str, *, account: str, issuer: str) -> str:
    """The ``otpauth://totp/...`` URI an authenticator app reads (from a QR code or pasted)."""
    label = quote(f"{issuer}:{account}", safe="")
    query = urlencode(
        {
            "secret": secret,
            "issuer": issuer,
            "algorithm": "SHA1",
            "digits": DIGITS,
            "period": STEP_SECONDS,
        }
    )
    return f"otpauth://totp/{label}?{query}"
