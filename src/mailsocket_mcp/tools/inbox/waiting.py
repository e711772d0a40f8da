"""The waits for a code or a link: the first mail that passes this wait's checks.

The API's long-poll returns the first mail after ``since`` that has a code (or a link).
That mail may be a stranger's: phishing that lands before the real one, a code or link
hiding characters, another sender. Such a mail is skipped, not returned, and the wait
goes on after it (``since`` = its id) within the same overall deadline, so the real
mail behind it is still found. The result names what was skipped, and why; so does the
timeout error, with the ``since`` to call again with.

The long-poll never wakes for mail with no code (or no link), so a wait that times out
reads the inbox's newest page once more and names each mail that arrived after its
cutoff and was not taken: "no link", "no code", or the check it failed. Each mail
named shows its id, time, sender address and (full content mode) subject, fenced; at
most :data:`MAX_SKIPPED` are listed. The error says first which case it is: mail arrived but
had no code (or link), counted; or no mail arrived after the cutoff at all.
"""

from __future__ import annotations

import functools
import logging
import time
from collections.abc import Callable
from datetime import datetime, timezone
from typing import Any, Literal

from ...context import CallContext, current_request_id
from ...errors import McpGatewayError, ServerDraining, UnusableMail, WaitTimeoutError
from ...progress import beating
from ...upstream import SdkClient
from .absence import parse_time
from .shapes import FIELD_CAPS, MailView, Skipped, withheld_field

__all__ = ["MAX_SKIPPED", "Acceptance", "first_accepted"]

log = logging.getLogger(__name__)

# Checks a waited-for mail: None to take it, else why it is skipped.
Acceptance = Callable[[dict[str, Any]], str | None]
# Mail a result or timeout error lists as skipped; the error counts the rest.
MAX_SKIPPED = 20
# The newest mail a timed-out wait reads to name what arrived and was not taken.
ARRIVALS_PAGE = 50
NO_LINK = "no link: no sign-in, verify, confirm or reset link was found in it"
NO_CODE = "no code: no one-time code was found in it"
NO_MAIL = " No mail at all arrived after the cutoff."
_LATEST_UNIX_SECONDS = 253402300799.0  # 9999-12-31T23:59:59Z


async def first_accepted(
    call: CallContext,
    require: Literal["otp", "link"],
    inbox_id: str,
    *,
    seconds: float,
    since: str | float | None,
    accept: Acceptance,
    view: MailView,
    min_confidence: float = 0.0,
) -> tuple[dict[str, Any], list[Skipped]]:
    """The first mail with a code (or link) that ``accept`` takes, and those it skipped
    (at most :data:`MAX_SKIPPED`), each shown through ``view``.

    Raises:
        WaitTimeoutError: nothing acceptable by the deadline; carries the since to resume.
        ServerDraining: the server began shutting down; carries the since to resume.
        UnusableMail: the awaited mail's code or link is over its cap.
        LimitExceededError: no wait slot.
        McpGatewayError: any other failure, translated.
    """
    deadline = time.monotonic() + seconds
    # Where to resume if the API never reported its cutoff: after the last mail
    # skipped, the caller's own since, or this server's clock when the call started.
    fallback = str(since) if since is not None else _utc_now_iso()
    sdk_wait: Callable[..., Any] = (
        functools.partial(SdkClient.wait_for_otp, min_confidence=float(min_confidence))
        if require == "otp"
        else SdkClient.wait_for_link
    )
    skips = _Skips(view, cursor=since)
    try:
        async with (
            beating(seconds, "waiting for mail"),
            call.limiter.wait_slot(call.api_key, current_request_id.get()) as cancel,
        ):
            try:
                while (remaining := deadline - time.monotonic()) > 0:
                    result = await call.upstream.wait(
                        lambda c, s=remaining, after=skips.cursor: sdk_wait(  # type: ignore[misc]
                            c, inbox_id, timeout=s, since=after
                        ),
                        timeout_s=remaining,
                        interrupt=call.draining,
                        cancelled=cancel,
                    )
                    message: dict[str, Any] = result.message
                    _refuse_over_cap(message, require)
                    reason = accept(message)
                    if reason is None:
                        return message, skips.listed
                    if not skips.skip(message, reason, resume_after=True):
                        break  # the API answered with it again: never spin on one mail
                raise WaitTimeoutError("No matching message arrived yet.")
            except WaitTimeoutError as exc:
                arrivals = _Arrivals(call, inbox_id, require, accept, min_confidence)
                not_taken = await arrivals.not_taken(since, fallback, skips.seen)
                for message, reason in not_taken or []:
                    skips.skip(message, reason, resume_after=False)
                exc.public_message += _verdict(require, skips, read=not_taken is not None)
                raise
    except (WaitTimeoutError, ServerDraining) as exc:
        exc.since = exc.since or skips.resume or fallback
        if skips.listed:
            exc.public_message += view.skipped_note(skips.listed, total=len(skips.seen))
        raise


def _verdict(require: Literal["otp", "link"], skips: _Skips, *, read: bool) -> str:
    """Which timeout it is: mail came without a code (or link), or no mail came at all."""
    missing = NO_CODE if require == "otp" else NO_LINK
    without = sum(item["reason"] == missing for item in skips.listed)
    if without:
        what = "code" if require == "otp" else "sign-in, verify, confirm or reset link"
        return f" Mail did arrive: {without} had no {what} in it."
    return NO_MAIL if read and not skips.seen else ""


class _Skips:
    """The mail a wait did not take: the first :data:`MAX_SKIPPED` shown, all counted,
    and the since to poll (and resume) after the last one the long-poll answered."""

    def __init__(self, view: MailView, *, cursor: str | float | None) -> None:
        self._view = view
        self.listed: list[Skipped] = []
        self.seen: set[str] = set()
        self.cursor = cursor
        self.resume: str | None = None

    def skip(self, message: dict[str, Any], reason: str, *, resume_after: bool) -> bool:
        """Note ``message`` as skipped; False if it was already."""
        message_id = str(message.get("id") or "")
        if message_id in self.seen:
            return False
        self.seen.add(message_id)
        if resume_after:
            self.cursor = self.resume = message_id
        if len(self.listed) < MAX_SKIPPED:
            self.listed.append(self._view.skipped(message, reason))
        return True


def _refuse_over_cap(message: dict[str, Any], require: Literal["otp", "link"]) -> None:
    """Raise UnusableMail if the awaited code or link is too long to give out."""
    field = "otp" if require == "otp" else "magic_link"
    if withheld_field(message, field):
        what = "code" if require == "otp" else "link"
        raise UnusableMail(
            f"A mail arrived but its {what} is over {FIELD_CAPS[field]} "
            "characters, too long to be usable, so it is not returned. To "
            "wait for the next mail, call the same tool again with "
            f'since="{message.get("id")}".'
        )


class _Arrivals:
    """What a timed-out wait reads to say which mail arrived and why it was not taken."""

    def __init__(
        self,
        call: CallContext,
        inbox_id: str,
        require: Literal["otp", "link"],
        accept: Acceptance,
        min_confidence: float,
    ) -> None:
        self._call = call
        self._inbox_id = inbox_id
        self._require = require
        self._accept = accept
        self._min_confidence = min_confidence

    async def not_taken(
        self, since: str | float | None, started: str, seen: set[str]
    ) -> list[tuple[dict[str, Any], str]] | None:
        """Mail after the cutoff (``since``, else the call's start), oldest first, that
        the wait did not already name, each with its reason. None if the inbox
        cannot be read now: the timeout itself is what the caller must hear."""
        inbox_id = self._inbox_id

        def newest(client: SdkClient) -> list[Any]:
            return list(client.list_messages(inbox_id, limit=ARRIVALS_PAGE).data)

        try:
            page = await self._call.upstream.call(newest)
        except McpGatewayError as exc:
            log.debug("Could not list the mail a wait skipped: %s", type(exc).__name__)
            return None
        arrived = _after_cutoff([item for item in page if isinstance(item, dict)], since, started)
        return [
            (message, self._reason(message))
            for message in reversed(arrived)
            if str(message.get("id") or "") not in seen
        ]

    def _reason(self, message: dict[str, Any]) -> str:
        field = "otp" if self._require == "otp" else "magic_link"
        if not isinstance(message.get(field), str):
            return NO_CODE if self._require == "otp" else NO_LINK
        if withheld_field(message, field):
            return f"{'code' if field == 'otp' else 'link'} withheld: it is too long to be usable"
        confidence = message.get("otp_confidence")
        if (
            self._require == "otp"
            and isinstance(confidence, int | float)
            and confidence < self._min_confidence
        ):
            return (
                f"code below min_confidence: its code was read with confidence "
                f"{confidence:g}, under min_confidence={self._min_confidence:g}"
            )
        return self._accept(message) or "arrived as the wait ended: call again to take it"


def _after_cutoff(
    page: list[dict[str, Any]], since: str | float | None, started: str
) -> list[dict[str, Any]]:
    """The mail of ``page`` (newest first) after the wait's cutoff: after the message
    ``since`` names, else after the time it (or the call's start) gives. A time that
    cannot be read counts as after: naming a mail too many beats hiding one."""
    text = started if since is None else str(since).strip()
    try:
        seconds = min(max(float(text), 0.0), _LATEST_UNIX_SECONDS)
        at: datetime | None = datetime.fromtimestamp(seconds, timezone.utc)
    except ValueError:
        at = parse_time(text)
    if at is None:  # a message id: the page holds the mail after it before it
        ids = [str(message.get("id") or "") for message in page]
        return page[: ids.index(text)] if text in ids else page
    return [
        message
        for message in page
        if (received := parse_time(message.get("received_at"))) is None or received > at
    ]


def _utc_now_iso() -> str:
    """This server's clock, for resuming a wait the API never reported a cutoff for."""
    return datetime.now(timezone.utc).isoformat(timespec="microseconds").replace("+00:00", "Z")
