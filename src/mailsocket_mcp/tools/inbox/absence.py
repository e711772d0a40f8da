"""expect_no_email's watch: did any matching mail arrive in the inbox within a window?

The API's long-poll wakes only for mail with a code or a link, and a mail proving a
flow wrong may have neither. So the inbox's newest page is the source of truth: it is
read when the window opens (when the caller gave a cutoff), after each wake-up of a
long-poll of at most :data:`POLL_S`, and once the window has closed. A long-poll
returns at once for mail with a code or link, so such mail is reported at once and
any other within :data:`POLL_S`.

Which mail counts: mail after the cutoff (``since``: a message id, a time, or, when
omitted, the newest mail when the call began), whose subject contains
``subject_contains`` (any case) and whose sender matches ``sender`` (a domain and its
subdomains, or one address). When in doubt (a time the API wrote that cannot be read)
a mail counts: reporting a mail that did arrive beats missing it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

import anyio

from ...context import CallContext, current_request_id
from ...errors import InvalidArgument, ServerDraining, WaitTimeoutError
from ...links import sender_address, sender_matches
from ...progress import beating
from ...upstream import SdkClient

__all__ = ["POLL_S", "first_arrival"]

# Longest long-poll between two reads of the inbox's newest page.
POLL_S = 5.0
PAGE = 100


@dataclass(frozen=True)
class _Cutoff:
    """Mail after this counts: after message ``after_id`` (received at ``after_time``),
    or received after ``after_time``; neither set means any mail counts."""

    after_id: str | None
    after_time: datetime | None
    resume: str | float  # the since a later call would pass for the same cutoff

    def admits(self, message: Mapping[str, Any]) -> bool:
        if message.get("id") == self.after_id and self.after_id is not None:
            return False
        if self.after_time is None:
            return True
        received = parse_time(message.get("received_at"))
        if received is None:
            return True
        if self.after_id is not None:  # mail at the very same instant counts, but not it
            return received >= self.after_time
        return received > self.after_time


def parse_time(value: object) -> datetime | None:
    """An API time (ISO 8601, ``Z`` or an offset) as an aware datetime; None if unreadable."""
    if not isinstance(value, str):
        return None
    try:
        parsed = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    except ValueError:
        return None
    return parsed if parsed.tzinfo is not None else parsed.replace(tzinfo=timezone.utc)


async def _cutoff(call: CallContext, inbox_id: str, since: str | float | None) -> _Cutoff:
    if isinstance(since, int | float):
        try:
            at = datetime.fromtimestamp(max(float(since), 0.0), timezone.utc)
        except (OverflowError, OSError, ValueError):
            raise InvalidArgument("since is not a time this server can read.") from None
        return _Cutoff(None, at, since)
    if since is None:
        latest = await call.upstream.call(lambda c: c.get_latest(inbox_id))
        if not isinstance(latest, dict):
            return _Cutoff(None, None, 0)
        anchor = str(latest.get("id") or "")
        return _Cutoff(anchor, parse_time(latest.get("received_at")), anchor)
    text = since.strip()
    try:
        return await _cutoff(call, inbox_id, float(text))
    except ValueError:
        pass
    when = parse_time(text)
    if when is not None:
        return _Cutoff(None, when, since)
    anchor_message = await call.upstream.call(lambda c: c.get_message(text))
    return _Cutoff(text, parse_time(anchor_message.get("received_at")), since)


async def first_arrival(
    call: CallContext,
    inbox_id: str,
    *,
    seconds: float,
    since: str | float | None,
    subject_contains: str | None,
    sender: str | None,
) -> dict[str, Any] | None:
    """The first matching mail to arrive within ``seconds``, or None if none did.

    Holds one of the key's wait slots for the window, like a wait.

    Raises:
        LimitExceededError: no wait slot (the key's cap, or the process's).
        ServerDraining: the server began shutting down; carries the cutoff to resume with.
        McpGatewayError: any upstream failure, translated.
    """
    deadline = anyio.current_time() + seconds
    async with (
        beating(seconds, "watching for mail"),
        call.limiter.wait_slot(call.api_key, current_request_id.get()) as cancel,
    ):
        cutoff = await _cutoff(call, inbox_id, since)

        def newest(client: SdkClient) -> list[Any]:
            page = client.list_messages(
                inbox_id, subject_contains=subject_contains, sender=sender, limit=PAGE
            )
            return list(page.data)

        async def check() -> dict[str, Any] | None:
            found = [
                message
                for message in await call.upstream.call(newest)
                if isinstance(message, dict) and cutoff.admits(message) and _matches(message)
            ]
            return found[-1] if found else None  # newest first: the last is the first to land

        def _matches(message: Mapping[str, Any]) -> bool:
            if subject_contains is not None:
                subject = message.get("subject")
                if not isinstance(subject, str) or (
                    subject_contains.casefold() not in subject.casefold()
                ):
                    return False
            if sender is None:
                return True
            return sender_matches(sender_address(str(message.get("from") or "")), sender)

        if since is not None and (found := await check()) is not None:
            return found
        cursor: str | float = cutoff.resume
        while (remaining := deadline - anyio.current_time()) > 0:
            if remaining < 1:  # the API's shortest long-poll is 1 s
                await anyio.sleep(remaining)
            else:
                try:
                    cursor = await _wake_up(call, inbox_id, min(remaining, POLL_S), cursor, cancel)
                except ServerDraining as exc:
                    exc.since = str(cutoff.resume)
                    raise
            if (found := await check()) is not None:
                return found
        return None


async def _wake_up(
    call: CallContext, inbox_id: str, seconds: float, cursor: str | float, cancel: anyio.Event
) -> str | float:
    """Long-poll for up to ``seconds``; the cursor for the next poll."""
    try:
        woken = await call.upstream.wait(
            lambda c: c.wait(inbox_id, timeout=seconds, since=cursor),
            timeout_s=seconds,
            interrupt=call.draining,
            cancelled=cancel,
        )
    except WaitTimeoutError:
        return cursor
    return str(woken.message.get("id") or cursor)
