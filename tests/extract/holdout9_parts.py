"""Small pieces the held-out set 9 mails share: building a ``Case``, company footers and
trackers, so each mail module reads as the mails themselves."""

from __future__ import annotations

import base64
from collections.abc import Iterable
from urllib.parse import quote

from tests.extract.holdout9_html import footer
from tests.extract.holdout9_mail import Case, Part


def mk(
    name: str,
    otp: str | None = None,
    link: str | None = None,
    kind: str | None = None,
    kinds: Iterable[str] = (),
    **how: object,
) -> Case:
    """A case: its labels first, then how it is written."""
    return Case(name=name, otp=otp, link=link, link_kind=kind, kinds=tuple(kinds), **how)


def esp_foot(company: str, address: str, domain: str, *extra: str, social: str = "") -> str:
    """The footer a big ESP template ends with."""
    lines = [f"&copy; 2025 {company}. All rights reserved.", address, *extra]
    links = [
        (f"https://{domain}/account/notifications", "Email preferences"),
        (f"https://{domain}/unsubscribe?lid=7731&amp;e=r.castellan", "Unsubscribe"),
        (f"https://{domain}/privacy", "Privacy"),
        (f"https://help.{domain}/", "Help centre"),
    ]
    return footer(lines, links, social=social)


def wrapped(tracker: str, target: str, param: str = "url") -> str:
    """A click tracker whose target sits URL-encoded in its query."""
    return f"{tracker}?{param}={quote(target, safe='')}&utm_source=email&rid=8f2c"


def wrapped64(tracker: str, target: str) -> str:
    """A click tracker whose target sits base64url-encoded in its path."""
    token = base64.urlsafe_b64encode(target.encode()).decode().rstrip("=")
    return f"{tracker}/{token}/4c1e9a"


def ics(summary: str, start: str, where: str, organiser: str, description: str) -> Part:
    """A calendar invitation as Google Calendar and Outlook attach it."""
    body = (
        "BEGIN:VCALENDAR\r\nPRODID:-//Convene//Scheduler 4.2//EN\r\nVERSION:2.0\r\n"
        "METHOD:REQUEST\r\nBEGIN:VEVENT\r\n"
        f"DTSTART:{start}\r\nDTEND:{start[:9]}{int(start[9:11]) + 1:02d}{start[11:]}\r\n"
        f"ORGANIZER;CN={organiser}:mailto:{organiser.lower().replace(' ', '.')}@fernhollow.io\r\n"
        f"UID:{len(summary) * 7919}-{start}@convene.video\r\n"
        f"SUMMARY:{summary}\r\nLOCATION:{where}\r\n"
        f"DESCRIPTION:{description}\r\nSTATUS:CONFIRMED\r\nSEQUENCE:0\r\n"
        "END:VEVENT\r\nEND:VCALENDAR\r\n"
    )
    return Part('text/calendar; charset="utf-8"; method=REQUEST', body.encode(), "invite.ics", "qp")


def pdf(name: str, size: int = 900) -> Part:
    """A small binary attachment (a receipt or a statement as PDF)."""
    blob = (b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<</Type/Catalog>>endobj\n" * 40)[:size]
    return Part("application/pdf", blob, name)


def rfc822(raw: bytes, name: str = "forwarded message.eml") -> Part:
    """An earlier mail attached whole."""
    return Part("message/rfc822", raw, name, "8bit")
