"""An inbox's newest message, whichever way the API answers an empty inbox.

The seed contract answers an empty inbox's latest with ``{"data": null}``, but the SDK
types ``get_latest`` as a dict, so an upstream may answer 404 instead, with the very
``not_found`` an unknown inbox gets. A 404 is therefore told apart by asking for the
inbox itself: found, it is empty; not found, the 404 stands. The extra call is made only
on a 404, so the common answer costs nothing more.
"""

from __future__ import annotations

from typing import Any

import mailsocket

__all__ = ["latest_message"]


def latest_message(client: mailsocket.Client, inbox_id: str) -> dict[str, Any] | None:
    """The newest message in the inbox, or None when it has none.

    Raises:
        mailsocket.NotFound: the inbox does not exist (or is another key's); like every
            SDK error, translated by the :class:`~mailsocket_mcp.upstream.Upstream` call
            this runs in.
    """
    try:
        latest = client.get_latest(inbox_id)
    except mailsocket.NotFound:
        client.get_inbox(inbox_id)  # an unknown inbox raises NotFound here too
        return None
    return latest if isinstance(latest, dict) else None
