"""Send limits from a grant's narrowing: allowed recipients and sends per rolling day. Pure.

A send is allowed when one grant that allows it on the account allows every recipient
(``recipients``: exact addresses, ``*@domain`` or ``*``; the domain regardless of case) and
has sends left (``max_sends_per_day``, counted over the 24 hours before now, per user and
account). An admin, or a grant without narrowing, is not limited.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import datetime, timedelta

from ..errors import RecipientNotAllowed, SendLimitReached
from .rights import EVERY_ACCOUNT, GrantSpec, Rights, expand_account

__all__ = ["WINDOW", "check_send", "recipient_allowed"]

WINDOW = timedelta(hours=24)


def recipient_allowed(patterns: Sequence[str] | None, address: str) -> bool:
    """Whether ``address`` matches one of ``patterns`` (None: any address)."""
    if patterns is None:
        return True
    local, _, domain = address.rpartition("@")
    wanted = f"{local}@{domain.casefold()}"
    for pattern in patterns:
        if pattern == "*":
            return True
        if pattern.startswith("*@"):
            if pattern[2:].casefold() == domain.casefold():
                return True
            continue
        p_local, _, p_domain = pattern.rpartition("@")
        # The local part is compared regardless of case too: every provider people use does.
        if f"{p_local}@{p_domain.casefold()}".casefold() == wanted.casefold():
            return True
    return False


def _sending_grants(rights: Rights, account_id: str, operation: str) -> list[GrantSpec]:
    return [
        grant
        for grant in rights.grants
        if (EVERY_ACCOUNT in grant.accounts or account_id in grant.accounts)
        and operation in expand_account(grant.allow)
    ]


def check_send(
    rights: Rights,
    account_id: str,
    operation: str,
    recipients: Sequence[str],
    sent_times: Sequence[datetime],
    now: datetime,
) -> None:
    """Raise unless one grant allows sending to ``recipients`` now.

    ``sent_times``: when this user's sends from this account (sent or still sending) began.

    Raises:
        RecipientNotAllowed: no grant allows every recipient (the message names one).
        SendLimitReached: the grants that allow them have no sends left (``retry_after``).
    """
    if rights.admin:
        return
    grants = _sending_grants(rights, account_id, operation)
    fitting = [g for g in grants if all(recipient_allowed(g.recipients, r) for r in recipients)]
    if not fitting:
        raise RecipientNotAllowed(
            f"no grant allows sending to {_refused(grants, recipients)}: a grant's recipients "
            "narrow sending from this account"
        )
    recent = sorted(moment for moment in sent_times if moment > now - WINDOW)
    waits: list[float] = []
    for grant in fitting:
        limit = grant.max_sends_per_day
        if limit is None or len(recent) < limit:
            return
        # The send that has to leave the window before one more fits.
        frees_at = recent[len(recent) - limit] + WINDOW
        waits.append((frees_at - now).total_seconds())
    retry = max(1, math.ceil(min(waits)))
    raise SendLimitReached(
        f"the send limit of this grant is reached ({len(recent)} sends in the last 24 hours); "
        f"retry in {retry} s",
        retry_after=retry,
    )


def _refused(grants: Sequence[GrantSpec], recipients: Sequence[str]) -> str:
    """The first recipient no grant allows, else the first the first grant refuses."""
    for address in recipients:
        if not any(recipient_allowed(g.recipients, address) for g in grants):
            return address
    first = grants[0] if grants else None
    return next(
        (r for r in recipients if first is None or not recipient_allowed(first.recipients, r)),
        recipients[0],
    )
