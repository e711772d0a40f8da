"""Every failure a mail provider reports, drawn once.

    ProviderError               base; ``public_message`` is safe to show (no password, no mail)
    ├── ConnectionFailed        the server could not be reached, or dropped the connection
    │   └── ProviderTimeout     connecting or one command took longer than its bound
    ├── DeliveryUncertain       SMTP broke after DATA: whether the server took it is unknown
    ├── TlsFailed               the TLS handshake or certificate verification failed
    ├── AuthenticationFailed    the server refused the username or password (never retried)
    ├── NotSupported            the provider or server lacks a capability; carries its name
    └── ServerRefused           the server answered NO or BAD; carries its (trimmed) text
        └── FolderNotFound      the named folder does not exist on the server

Each class carries its own presentation: ``status`` (the HTTP status the domain answers
with), ``code`` (the error envelope's machine-readable code) and ``retryable`` (whether a
later attempt may succeed; an authentication failure is not, so nobody retries it in a
loop). Foreign exceptions (``socket``, ``ssl``, ``imaplib``, ``poplib``, ``aiosmtplib``)
are translated in one place per protocol; their text is never copied unless it is the
server's own answer, which is trimmed and stripped of the credentials we sent.
"""

from __future__ import annotations

from typing import ClassVar

__all__ = [
    "AuthenticationFailed",
    "ConnectionFailed",
    "DeliveryUncertain",
    "FolderNotFound",
    "NotSupported",
    "ProviderError",
    "ProviderTimeout",
    "ServerRefused",
    "TlsFailed",
    "safe_server_text",
]

SERVER_TEXT_LIMIT = 200


class ProviderError(Exception):
    """Base class: a mail server interaction failed; the message is safe to show."""

    status: ClassVar[int] = 502
    code: ClassVar[str] = "provider_error"
    retryable: ClassVar[bool] = True

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.public_message = message


class ConnectionFailed(ProviderError):
    """Raised when the server cannot be reached or drops the connection mid-command."""

    code = "connection_failed"


class ProviderTimeout(ConnectionFailed):
    """Raised when connecting, the greeting or one command exceeds its timeout."""

    status = 504
    code = "timeout"


class DeliveryUncertain(ProviderError):
    """Raised when the SMTP connection broke or timed out once DATA was under way: the server
    may have taken the message, so sending it again may deliver it twice."""

    code = "delivery_uncertain"
    retryable = False


class TlsFailed(ProviderError):
    """Raised when TLS cannot be set up: handshake error, untrusted or wrong certificate."""

    code = "tls_failed"
    retryable = False


class AuthenticationFailed(ProviderError):
    """Raised when the server rejects the credentials; retrying cannot help."""

    status = 401
    code = "authentication_failed"
    retryable = False


class NotSupported(ProviderError):
    """Raised when an operation needs a capability this provider or server lacks."""

    status = 501
    code = "not_supported"
    retryable = False

    def __init__(self, capability: str, message: str | None = None) -> None:
        super().__init__(message or f"this mail server does not support {capability}")
        self.capability = capability


class ServerRefused(ProviderError):
    """Raised when the server answers NO or BAD to a command."""

    code = "server_refused"
    retryable = False

    def __init__(self, message: str, server_text: str = "") -> None:
        super().__init__(message)
        self.server_text = server_text


class FolderNotFound(ServerRefused):
    """Raised when a command names a folder the server does not have."""

    status = 404
    code = "folder_not_found"


def safe_server_text(text: object, *secrets: str) -> str:
    """A server's answer fit to show: decoded, one line, trimmed, without ``secrets``."""
    if isinstance(text, (bytes, bytearray)):
        text = bytes(text).decode("utf-8", "replace")
    elif isinstance(text, (list, tuple)):
        text = " ".join(safe_server_text(part) for part in text)
    shown = " ".join(str(text).split())
    for secret in secrets:
        if secret:
            shown = shown.replace(secret, "[redacted]")
    if len(shown) > SERVER_TEXT_LIMIT:
        shown = shown[: SERVER_TEXT_LIMIT - 1] + "…"
    return shown
