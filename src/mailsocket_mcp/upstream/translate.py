"""The one place SDK and connection errors become ours (see errors.py for the tree)."""

from __future__ import annotations

import http.client
from collections.abc import Iterator
from contextlib import contextmanager

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


@contextmanager
def translated(call_tap: CallTap | None = None) -> Iterator[None]:
    """Map every SDK and connection exception to one of ours, exactly once.

    Raises:
        McpGatewayError: the translated failure (the original is ``__cause__``).
    """
    try:
        yield
    except McpGatewayError:
        raise
    except mailsocket.AuthError as exc:
        raise UpstreamAuthError("The mailsocket API rejected the API key.") from exc
    except mailsocket.NotFound as exc:
        raise NotFoundError(
            "Not found: the inbox or message does not exist, was deleted, or belongs to "
            "another key. Create one with create_inbox or list yours with list_inboxes."
        ) from exc
    except mailsocket.RateLimited as exc:
        raise _rate_limited(exc) from exc
    except mailsocket.WaitTimeout as exc:
        since = call_tap.wait_since if call_tap is not None else None
        raise WaitTimeoutError("No matching message arrived yet.", since=since) from exc
    except mailsocket.MailsocketError as exc:
        raise _from_status(exc) from exc
    except BodyTooLarge as exc:
        raise ResponseTooLarge(
            f"The mailsocket API's answer is over {exc.cap // (1024 * 1024)} MiB even with "
            "long mail fields shortened: these messages are very large. Ask for fewer at "
            "once (limit=5, or limit=1) or narrow the list (has_otp, subject_contains, sender)."
        ) from exc
    except (OSError, http.client.HTTPException) as exc:
        # urllib lets a reset, a dropped connection or a read timeout through unwrapped.
        raise UpstreamUnavailable(
            f"The mailsocket API could not be reached ({type(exc).__name__}). Retry shortly."
        ) from exc
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        # The SDK indexes into the parsed body; a malformed body ends up here.
        raise UpstreamFailure(
            "The mailsocket API sent a response that could not be read. Retry shortly."
        ) from exc


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
