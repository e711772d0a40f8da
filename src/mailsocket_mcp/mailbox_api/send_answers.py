"""Answers about sending whose error code says more than their status, worded for an agent.

A 409, 429, 403 or 502 from a send route can mean very different things: a mail that may
already be out (never retry it blindly), a first attempt still running, a daily limit, a
recipient no grant allows. :func:`raise_for_send_code` picks those out of an error answer
before the status-based translation (translate.py) words the rest.
"""

from __future__ import annotations

from ..errors import ConflictError, MissingRight, RateLimitedError, UpstreamFailure

__all__ = ["raise_for_send_code"]


def raise_for_send_code(code: str, said: str, retry_after_header: str | None) -> None:
    """Raise the error for a send answer's ``code`` (``said`` is the service's message,
    ``retry_after_header`` its Retry-After); return for any other code.

    Raises:
        UpstreamFailure: ``send_uncertain``, ``send_refused``.
        ConflictError: ``idempotency_in_progress``, ``idempotency_key_reused``.
        RateLimitedError: ``send_limit_reached``.
        MissingRight: ``recipient_not_allowed``.
    """
    retry_after = _seconds(retry_after_header)
    if code == "send_uncertain":
        raise UpstreamFailure(
            "The mail may have been sent: the connection to the mail server broke while it "
            "was being handed over (send_uncertain). Do not send it again blindly. Look in the "
            "account's sent folder (search_messages with folder sent) or ask the person "
            "whether it arrived; repeating this same call only answers this again."
        )
    if code == "send_refused":
        raise UpstreamFailure(
            f"The mail server refused the mail, so nothing was sent (send_refused). {said} "
            "Check the recipients and the content before trying again."
        )
    if code == "idempotency_in_progress":
        wait = _duration(retry_after) if retry_after is not None else "a few seconds"
        raise ConflictError(
            "This same call is still being sent by an earlier attempt (idempotency_in_progress)."
            f" Wait {wait}, then repeat the call unchanged to get its result; it will not send "
            "twice."
        )
    if code == "idempotency_key_reused":
        raise ConflictError(
            f"The service holds another send under this call's key (idempotency_key_reused). "
            f"{said} Nothing was sent."
        )
    if code == "send_limit_reached":
        when = f"in {_duration(retry_after)}" if retry_after is not None else "later"
        raise RateLimitedError(
            f"This token's daily send limit on the account is reached (send_limit_reached); "
            f"sending works again {when}. Nothing was sent. Write a draft (create_draft) for "
            "a person to send meanwhile.",
            retry_after=retry_after,
        )
    if code == "recipient_not_allowed":
        raise MissingRight(
            f"The token may not send to these recipients (recipient_not_allowed): {said} "
            "Nothing was sent. Send only to recipients its grant allows, or write a draft "
            "(create_draft) for a person to send."
        )


# A daily limit's Retry-After can be a day long; more than a week is no real answer.
_LONGEST_WAIT_S = 7 * 86_400


def _seconds(value: str | None) -> float | None:
    try:
        seconds = float(value) if value is not None else None
    except ValueError:
        return None
    return seconds if seconds is not None and 0 <= seconds <= _LONGEST_WAIT_S else None


def _duration(seconds: float) -> str:
    """``42 s``, or for a long wait ``86400 s (about 24.0 h)``."""
    if seconds < 3600:
        return f"{seconds:g} s"
    return f"{seconds:g} s (about {seconds / 3600:.1f} h)"
