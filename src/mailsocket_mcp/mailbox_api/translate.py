"""Every failure talking to the mailbox service, translated once into our errors.

Connection failures and stalls (:func:`translated`) and error answers
(:func:`raise_for_answer`) become :mod:`mailsocket_mcp.errors` exceptions whose
text tells an agent what to do: 401 the token was refused, 403 the right that is
missing, 404, 409, 429 with the seconds to wait, 5xx, unreachable.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

import httpx

from ..errors import (
    ConflictError,
    InvalidArgument,
    MissingRight,
    NotFoundError,
    RateLimitedError,
    UpstreamAuthError,
    UpstreamFailure,
    UpstreamUnavailable,
)
from .send_answers import raise_for_send_code

__all__ = ["TOKEN_PREFIX", "looks_like_mailbox_token", "raise_for_answer", "translated"]

TOKEN_PREFIX = "mbx_"  # noqa: S105 - the prefix of every mailbox token, not a secret
_TOKEN = re.compile(r"mbx_[A-Za-z0-9_\-]{16,200}")
# How much of the service's own error message a tool error repeats.
_MESSAGE_LIMIT = 300


def looks_like_mailbox_token(value: str) -> bool:
    """True when ``value`` has the shape of a mailbox service token (``mbx_...``)."""
    return _TOKEN.fullmatch(value) is not None


@contextmanager
def translated(base_url: str) -> Iterator[None]:
    """Connection failures and timeouts inside become :class:`UpstreamUnavailable`.

    Raises:
        UpstreamUnavailable: the service could not be reached or did not answer in time.
    """
    try:
        yield
    except httpx.ConnectTimeout as exc:
        raise UpstreamUnavailable(
            f"The mailbox service at {base_url} did not accept a connection within its timeout. "
            "Check that it runs and that MAILBOX_URL points at it, then retry."
        ) from exc
    except httpx.TimeoutException as exc:
        raise UpstreamUnavailable(
            "The mailbox service did not answer in time. Retry; a narrower request "
            "(fewer messages, a smaller max_chars) may help."
        ) from exc
    except httpx.HTTPError as exc:
        raise UpstreamUnavailable(
            f"The mailbox service at {base_url} cannot be reached ({type(exc).__name__}). "
            "Check that it runs and that MAILBOX_URL points at it, then retry."
        ) from exc


def raise_for_answer(response: httpx.Response, *, right: str | None) -> None:
    """Raise our error for an error answer of the service; return for a 2xx.

    ``right`` names the right the call needs, for the text of a 403.

    Raises:
        UpstreamAuthError, MissingRight, NotFoundError, ConflictError, RateLimitedError,
        InvalidArgument, UpstreamFailure: by the answer's status, or by its code for the
        answers of sending that need their own words (send_answers.py).
    """
    status = response.status_code
    if status < 400:
        return
    code, message = _envelope(response)
    raise_for_send_code(code, message, response.headers.get("retry-after"))
    said = f" The service said: {message}" if message else ""
    if status == 401:
        raise UpstreamAuthError(
            "The mailbox service refused the token (401): it is wrong, revoked or expired."
        )
    if status == 403:
        needs = f"the right {right}" if right else "a right it lacks"
        raise MissingRight(
            f"The token lacks {needs} for this (403).{said} Ask the service's administrator "
            f"for a grant with {right or 'that right'}, or use another account."
        )
    if status == 404:
        raise NotFoundError(
            f"Not found (404): no such account, folder or message for this token.{said} "
            "Ids come from list_accounts, list_folders and search_messages."
        )
    if status in (409, 410):
        raise ConflictError(f"The service refused this for the current state ({status}).{said}")
    if status == 429:
        retry_after = _seconds(response.headers.get("retry-after"))
        wait = f" Retry after {retry_after:g} s." if retry_after is not None else " Retry later."
        raise RateLimitedError(
            f"The mailbox service is rate limiting (429).{wait}", retry_after=retry_after
        )
    if status in (400, 413, 422):
        raise InvalidArgument(f"The service rejected the arguments ({status}, {code}).{said}")
    if status == 501:
        raise InvalidArgument(f"This account cannot do that (501, not supported).{said}")
    raise UpstreamFailure(
        f"The mailbox service failed ({status}, {code}).{said} Retry; if it persists, "
        "the service's log says more."
    )


def _envelope(response: httpx.Response) -> tuple[str, str]:
    """The ``{"error": {"code", "message"}}`` of an error answer, as far as it has one."""
    try:
        body = response.json()
    except ValueError:
        return "no error body", ""
    error = body.get("error") if isinstance(body, dict) else None
    if not isinstance(error, dict):
        return "no error body", ""
    code, message = error.get("code"), error.get("message")
    return (
        str(code)[:60] if code else "error",
        str(message)[:_MESSAGE_LIMIT] if message else "",
    )


def _seconds(value: str | None) -> float | None:
    if value is None:
        return None
    try:
        seconds = float(value)
    except ValueError:
        return None
    return seconds if 0 <= seconds < 86_400 else None
