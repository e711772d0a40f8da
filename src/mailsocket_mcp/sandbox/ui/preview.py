"""The HTML preview: a mail's HTML as its own document, under a policy that runs nothing.

A frame cannot send an ``Authorization`` header, and a document written into a frame by
the page (``srcdoc``, a blob) inherits the page's policy, which forbids the inline styles
every mail uses. So the page asks, with its key, for a ticket: a random, single-use name
valid for ``TICKET_SECONDS`` that lets a frame load that one message's HTML. The answer
carries its own policy: a sandbox (an opaque origin, no scripts, forms, popups or
top-level navigation), inline styles only, no fetch of any kind, and images only from
``data:`` unless the user asked for remote images. Links open nowhere: they target a new
window, which the sandbox refuses, and a link that targets the frame itself is stopped by
the page's own ``frame-src 'self'`` (``page.py``).

One kind of element escapes every policy: Chromium fetches ``<link rel=prefetch>`` once
images may load, and opens connections for ``preconnect`` and ``dns-prefetch`` under any
policy. So every ``<link`` tag of the mail is renamed before it is served; the browser
sees an unknown element that loads nothing. (A tag name ends at whitespace, ``/`` or
``>``, so the pattern matches exactly the tags a browser would read as ``link``.)
"""

from __future__ import annotations

import re
import secrets
from collections import OrderedDict, deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from starlette.requests import Request
from starlette.responses import Response

from ..errors import NotFound
from ..services import SandboxServices
from ..timeline import Timeline
from .page import SECURITY_HEADERS

__all__ = [
    "MAX_TICKETS",
    "TICKET_SECONDS",
    "PreviewTickets",
    "Ticket",
    "inert_links",
    "preview_csp",
    "preview_endpoint",
]

TICKET_SECONDS = 60
MAX_TICKETS = 256
# Ahead of the mail's own markup: the parser puts both into the document's head.
_PREAMBLE = '<meta charset="utf-8"><base target="_blank">\n'
_LINK_TAG = re.compile(r"<(/?)link(?=[\t\n\f\r />])", re.IGNORECASE)


def inert_links(html: str) -> str:
    """``html`` with every ``<link>`` tag renamed to an element that loads nothing."""
    return _LINK_TAG.sub(r"<\1x-inert-link", html)


def preview_csp(*, remote_images: bool) -> str:
    """The policy of a preview document."""
    images = "data: http: https:" if remote_images else "data:"
    return (
        "sandbox; default-src 'none'; style-src 'unsafe-inline'; "
        f"img-src {images}; font-src data:; form-action 'none'; base-uri 'none'; "
        "frame-ancestors 'self'"
    )


@dataclass(frozen=True)
class Ticket:
    """Leave for one frame to load one message's HTML, once, before ``expires_at``."""

    account: str
    message_id: str
    remote_images: bool
    expires_at: datetime
    address: str = ""  # the client's, which asked for it


class PreviewTickets:
    """Outstanding tickets, at most ``MAX_TICKETS``, and at most ``per_address`` asked for
    from one client address (any key is accepted, so a per-key cap would not hold); past
    either, the oldest goes first (of that address, so one client cannot push out others')."""

    def __init__(self, timeline: Timeline, *, per_address: int = MAX_TICKETS) -> None:
        self._timeline = timeline
        self._per_address = per_address
        self._tickets: OrderedDict[str, Ticket] = OrderedDict()
        self._by_address: dict[str, deque[str]] = {}

    def issue(
        self, account: str, message_id: str, *, remote_images: bool, address: str = ""
    ) -> str:
        """A fresh ticket name for ``account``'s message ``message_id``, asked from ``address``."""
        name = secrets.token_urlsafe(24)
        expires_at = self._timeline.now() + timedelta(seconds=TICKET_SECONDS)
        self._tickets[name] = Ticket(account, message_id, remote_images, expires_at, address)
        mine = self._by_address.setdefault(address, deque())
        mine.append(name)
        if len(mine) > self._per_address:
            self._forget(self._tickets.pop(mine[0]), mine[0])
        while len(self._tickets) > MAX_TICKETS:
            oldest, ticket = self._tickets.popitem(last=False)
            self._forget(ticket, oldest)
        return name

    def redeem(self, name: str) -> Ticket | None:
        """The ticket called ``name``, used up; None if unknown, used or expired."""
        ticket = self._tickets.pop(name, None)
        if ticket is None:
            return None
        self._forget(ticket, name)
        if self._timeline.now() >= ticket.expires_at:
            return None
        return ticket

    def _forget(self, ticket: Ticket, name: str) -> None:
        mine = self._by_address[ticket.address]
        mine.remove(name)
        if not mine:
            del self._by_address[ticket.address]


def preview_endpoint(
    services: SandboxServices, tickets: PreviewTickets
) -> Callable[[Request], Awaitable[Response]]:
    """``GET /_ui/preview/{ticket}``: the message's HTML under the preview policy."""

    async def preview(request: Request) -> Response:
        ticket = tickets.redeem(request.path_params["ticket"])
        if ticket is None:
            raise NotFound("This preview has expired: open the message again.")
        message = services.message(ticket.account, ticket.message_id)
        headers = {
            **SECURITY_HEADERS,
            "Cache-Control": "no-store",
            "Content-Security-Policy": preview_csp(remote_images=ticket.remote_images),
            "X-Frame-Options": "SAMEORIGIN",
        }
        body = _PREAMBLE + inert_links(message.html)
        return Response(body, media_type="text/html", headers=headers)

    return preview
