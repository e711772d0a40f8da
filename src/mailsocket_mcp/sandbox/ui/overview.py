"""What the page lists: an account's inboxes with their mail counts, and mail without bodies.

The same overview is the first event of the live stream and what it sends again each
time something changes, so the page never has to guess a count.
"""

from __future__ import annotations

from typing import Any

from ..api.views import inbox_json, message_json
from ..services import SandboxServices
from ..storage.store import Message
from ..timeline import format_time

__all__ = ["MAX_OVERVIEW_INBOXES", "account_overview", "message_summary"]

MAX_OVERVIEW_INBOXES = 200


def account_overview(services: SandboxServices, account: str) -> dict[str, Any]:
    """The account's newest ``MAX_OVERVIEW_INBOXES`` live inboxes, newest first, each
    with ``message_count`` and ``newest_at`` (None while it holds no mail)."""
    page = services.store.list_inboxes(account, limit=MAX_OVERVIEW_INBOXES, cursor=None)
    tallies = services.store.tally_messages(account)
    inboxes = []
    for inbox in page.items:
        if not services.is_live(inbox):
            continue
        tally = tallies.get(inbox.id)
        inboxes.append(
            {
                **inbox_json(inbox),
                "message_count": tally.count if tally else 0,
                "newest_at": format_time(tally.newest_at) if tally else None,
            }
        )
    return {"inboxes": inboxes, "truncated": page.next_cursor is not None}


def message_summary(message: Message) -> dict[str, Any]:
    """A message as the list shows it: the API's view but its text and HTML bodies."""
    summary = message_json(message)
    del summary["text"], summary["html"]
    summary["has_html"] = bool(message.html)
    return summary
