"""The one place SDK and connection errors become ours (see errors.py for the tree)."""

from __future__ import annotations

import http.client
from types import TracebackType

import mailsocket

from ..errors import (
    ConflictError,
    InvalidArgument,
    McpGatewayError,
    NotFoundError,
    RateLimitedError,
    ResponseTooLarge,
    UpstreamAuthError,
    UpstreamFailure,
    UpstreamUnavailable,
    WaitTimeoutError,
)
from .bounded_body import BodyTooLarge
from .tap import CallTap

__all__ = ["translated"]


class translated:  # lower case: called like the function it was, ``with translated(tap):``
    """Map every SDK and connection exception to one of ours, exactly once.

    A plain context manager rather than a generator-based one: every upstream call
    enters one, and a ``@contextmanager`` costs about three times as much on the loop.

    Raises:
        McpGatewayError: the translated failure (the original is ``__cause__``).
    """

    __slots__ = ("_call_tap",)

    def __init__(self, call_tap: CallTap | None = None) -> None:
        self._call_tap = call_tap

    def __enter__(self) -> None:
        return None

    def __exit__(
        self,
        kind: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        if exc is None or not isinstance(exc, Exception):
            return  # nothing raised, or a cancellation / exit: not ours to map
        ours = _ours(exc, self._call_tap)
        if ours is not None:
            raise ours from exc


def _ours(exc: Exception, call_tap: CallTap | None) -> McpGatewayError | None:
    """Our error for ``exc``, or None to let it through (ours already, or unexpected)."""
    if isinstance(exc, McpGatewayError):
        return None
    if isinstance(exc, mailsocket.AuthError):
        return UpstreamAuthError("The mailsocket API rejected the API key.")
    if isinstance(exc, mailsocket.NotFound):
        return NotFoundError(
            "Not found: the inbox or message does not exist, was deleted, or belongs to "
            "another key. Create one with create_inbox or list yours with list_inboxes."
        )
    if isinstance(exc, mailsocket.RateLimited):
        return _rate_limited(exc)
    if isinstance(exc, mailsocket.WaitTimeout):
        since = call_tap.wait_since if call_tap is not None else None
        return WaitTimeoutError("No matching message arrived yet.", since=since)
    if isinstance(exc, mailsocket.MailsocketError):
        return _from_status(exc)
    if isinstance(exc, BodyTooLarge):
        return ResponseTooLarge(
            f"The mailsocket API's answer is over {exc.cap // (1024 * 1024)} MiB even with "
            "long mail fields shortened: these messages are very large. Ask for fewer at "
            "once (limit=5, or limit=1) or narrow the list (has_otp, subject_contains, sender)."
        )
    if isinstance(exc, OSError | http.client.HTTPException):
        # urllib lets a reset, a dropped connection or a read timeout through unwrapped.
        return UpstreamUnavailable(
            f"The mailsocket API could not be reached ({type(exc).__name__}). Retry shortly."
        )
    if isinstance(exc, KeyError | TypeError | ValueError | AttributeError):
        # The SDK indexes into the parsed body; a malformed body ends up here.
        return UpstreamFailure(
            "The mailsocket API sent a response that could not be read. Retry shortly."
        )
    return None


def _rate_limited(exc: mailsocket.RateLimited) -> RateLimitedError:
    retry_after = exc.retry_after
    subcode = exc.subcode or "rate_limited"
    when = f"retry after {retry_after:g} s" if retry_after is not None else "retry in a moment"
    reason = {
        "too_many_wait_requests": "too many waits in flight for this key at the API",
        "wait_capacity": "the API's wait capacity is full",
    }.get(subcode, "rate limited by the mailsocket API")
    return RateLimitedError(f"{reason.capitalize()} ({subcode}): {when}.", retry_after=retry_after)


def _from_status(exc: mailsocket.MailsocketError) -> McpGatewayError:
    status = exc.status
    code = exc.code or "error"
    if status is None:
        if exc.code == "invalid_id":
            return InvalidArgument("Invalid id: ids must be non-empty and not '.' or '..'.")
        return UpstreamUnavailable("The mailsocket API could not be reached. Retry shortly.")
    if status == 400:
        return InvalidArgument(f"The mailsocket API rejected the arguments ({code}): {exc}")
    if status == 409:
        return ConflictError(f"The mailsocket API refused the call ({code}): {exc}")
    if status >= 500:
        return UpstreamFailure(f"The mailsocket API failed (HTTP {status}). Retry shortly.")
    return UpstreamFailure(f"The mailsocket API answered HTTP {status} ({code}).")
