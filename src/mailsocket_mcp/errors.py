"""Every failure this server reports, drawn once.

    McpGatewayError                 base; ``public_message`` is safe to show a client
    ├── ConfigError                 bad environment at start-up (exit status 2)
    ├── InvalidArgument             the caller's arguments cannot be used as given
    ├── UpstreamAuthError           the mailsocket API rejected the key (HTTP 401)
    ├── MissingRight                the token lacks the right a call needs (HTTP 403); names it
    ├── NotFoundError               unknown, deleted or foreign inbox or message (HTTP 404)
    ├── ConflictError               the API refused the call for the resource's state (HTTP 409)
    ├── RateLimitedError            the API said slow down (HTTP 429); carries ``retry_after``
    ├── WaitTimeoutError            no matching mail before the deadline; carries ``since``
    ├── LimitExceededError          our own cap (waits per key / in the process) is full
    ├── ClientGone                  the MCP client disconnected; its call was abandoned
    ├── ServerDraining              the server is shutting down; a held wait ended early
    ├── WaitCancelled               the client cancelled a held wait (notifications/cancelled)
    ├── ResponseTooLarge            an API answer is over our response caps; ask for less
    ├── UnusableMail                the awaited mail's code or link is too long to give out
    ├── UpstreamUnavailable         network failure or stall talking to the API
    └── UpstreamFailure             the API answered with a server error or a malformed body

Each class carries its own presentation (``public_message``, and ``outcome``, the
metrics label of a tool call ending with it), so no layer needs a lookup table.
Messages never contain a key: they are built from our own text and from values we
control, and pass through :mod:`mailsocket_mcp.redact` before they leave the process
anyway.
"""

from __future__ import annotations

from typing import ClassVar

__all__ = [
    "ClientGone",
    "ConfigError",
    "ConflictError",
    "InvalidArgument",
    "LimitExceededError",
    "McpGatewayError",
    "MissingRight",
    "NotFoundError",
    "RateLimitedError",
    "ResponseTooLarge",
    "ServerDraining",
    "UnusableMail",
    "UpstreamAuthError",
    "UpstreamFailure",
    "UpstreamUnavailable",
    "WaitCancelled",
    "WaitTimeoutError",
]


class McpGatewayError(Exception):
    """Base class: a failure with a message an agent or operator can act on."""

    outcome: ClassVar[str] = "error"  # the metrics label for a tool call ending this way

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.public_message = message


class ConfigError(McpGatewayError):
    """Raised at start-up when environment variables are missing or invalid."""

    outcome = "config"


class InvalidArgument(McpGatewayError):
    """Raised when a tool argument is out of range or rejected by the API (HTTP 400)."""

    outcome = "invalid_argument"


class UpstreamAuthError(McpGatewayError):
    """Raised when the mailsocket API rejects the key (HTTP 401)."""

    outcome = "auth"


class MissingRight(McpGatewayError):
    """Raised when the token lacks the right a call needs (HTTP 403); the message names it."""

    outcome = "forbidden"


class NotFoundError(McpGatewayError):
    """Raised for an unknown, deleted or foreign inbox or message (HTTP 404)."""

    outcome = "not_found"


class ConflictError(McpGatewayError):
    """Raised when the API refuses a call because of the resource's state (HTTP 409)."""

    outcome = "conflict"


class RateLimitedError(McpGatewayError):
    """Raised when the API answers 429; ``retry_after`` is in seconds when known."""

    outcome = "rate_limited"

    def __init__(self, message: str, *, retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class WaitTimeoutError(McpGatewayError):
    """Raised when no matching mail arrived in time; ``since`` chains the next wait."""

    outcome = "wait_timeout"

    def __init__(self, message: str, *, since: str | None = None) -> None:
        super().__init__(message)
        self.since = since


class LimitExceededError(McpGatewayError):
    """Raised when one of our own concurrency caps is full; ``retry_after`` in seconds.

    ``reason`` says which cap: ``per_key_waits``, ``process_waits`` or ``quick_calls``.
    """

    outcome = "limited"

    def __init__(self, message: str, *, reason: str, retry_after: float = 1.0) -> None:
        super().__init__(message)
        self.reason = reason
        self.retry_after = retry_after


class ClientGone(McpGatewayError):
    """Raised inside a call whose HTTP client disconnected (nobody reads the answer)."""

    outcome = "disconnected"


class ServerDraining(McpGatewayError):
    """Raised in a held wait when the server begins a graceful shutdown; ``since`` chains."""

    outcome = "draining"

    def __init__(self, message: str, *, since: str | None = None) -> None:
        super().__init__(message)
        self.since = since


class WaitCancelled(McpGatewayError):
    """Raised in a held wait whose client sent ``notifications/cancelled`` for it."""

    outcome = "cancelled"


class ResponseTooLarge(McpGatewayError):
    """Raised when an API answer is over the response caps even with long fields cut."""

    outcome = "too_large"


class UnusableMail(McpGatewayError):
    """Raised when the awaited mail's code or link is over its cap (a cut one is useless)."""

    outcome = "unusable_mail"


class UpstreamUnavailable(McpGatewayError):
    """Raised when the API cannot be reached, drops the connection or stalls."""

    outcome = "upstream_unavailable"


class UpstreamFailure(McpGatewayError):
    """Raised when the API answers with a server error or a body we cannot read."""

    outcome = "upstream_failure"
