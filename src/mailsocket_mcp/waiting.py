"""The waits for a code or a link: the first mail that passes this wait's checks.

The API's long-poll returns the first mail after ``since`` that has a code (or a link).
That mail may be a stranger's: phishing that lands before the real one, a code or link
hiding characters, another sender. Such a mail is skipped, not returned, and the wait
goes on after it (``since`` = its id) within the same overall deadline, so the real
mail behind it is still found. The result names what was skipped, and why; so does the
timeout error, with the ``since`` to call again with.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable
from datetime import datetime, timezone
from typing import Any, Literal

from .context import CallContext, current_request_id
from .errors import ServerDraining, UnusableMail, WaitTimeoutError
from .progress import beating
from .shapes import FIELD_CAPS, Skipped, withheld_field
from .upstream import SdkClient

__all__ = ["Acceptance", "first_accepted"]

# Checks a waited-for mail: None to take it, else why it is skipped.
Acceptance = Callable[[dict[str, Any]], str | None]


async def first_accepted(
    call: CallContext,
    require: Literal["otp", "link"],
    inbox_id: str,
    *,
    seconds: float,
    since: str | float | None,
    accept: Acceptance,
    min_confidence: float = 0.0,
) -> tuple[dict[str, Any], list[Skipped]]:
    """The first mail with a code (or link) that ``accept`` takes, and those it skipped.

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
    field = "otp" if require == "otp" else "magic_link"
    skipped: list[Skipped] = []
    cursor = since
    try:
        async with (
            beating(seconds, "waiting for mail"),
            call.limiter.wait_slot(call.api_key, current_request_id.get()) as cancel,
        ):
            while (remaining := deadline - time.monotonic()) > 0:
                result = await call.upstream.wait(
                    lambda c, s=remaining, after=cursor: sdk_wait(  # type: ignore[misc]
                        c, inbox_id, timeout=s, since=after
                    ),
                    timeout_s=remaining,
                    interrupt=call.draining,
                    cancelled=cancel,
                )
                message: dict[str, Any] = result.message
                if withheld_field(message, field):
                    what = "code" if require == "otp" else "link"
                    raise UnusableMail(
                        f"A mail arrived but its {what} is over {FIELD_CAPS[field]} "
                        "characters, too long to be usable, so it is not returned. To "
                        "wait for the next mail, call the same tool again with "
                        f'since="{message.get("id")}".'
                    )
                reason = accept(message)
                if reason is None:
                    return message, skipped
                if any(item["id"] == message.get("id") for item in skipped):
                    break  # the API answered with it again: never spin on one mail
                cursor = str(message.get("id") or "")
                skipped.append({"id": cursor, "reason": reason})
            raise WaitTimeoutError("No matching message arrived yet.")
    except (WaitTimeoutError, ServerDraining) as exc:
        exc.since = exc.since or (str(cursor) if skipped else None) or fallback
        if skipped:
            exc.public_message += _skipped_note(skipped)
        raise


def _skipped_note(skipped: list[Skipped]) -> str:
    shown = "; ".join(f"{item['id']}: {item['reason']}" for item in skipped[:3])
    more = f" and {len(skipped) - 3} more" if len(skipped) > 3 else ""
    return f" Skipped {len(skipped)} mail that did not pass this wait's checks ({shown}{more})."


def _utc_now_iso() -> str:
    """This server's clock, for resuming a wait the API never reported a cutoff for."""
    return datetime.now(timezone.utc).isoformat(timespec="microseconds").replace("+00:00", "Z")
