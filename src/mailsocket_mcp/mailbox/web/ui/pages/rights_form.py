"""Reading service rights and grants from a form (users and roles share it).

Service rights are checkboxes named ``service``; each existing grant is kept while its
``keep`` box stays ticked (its narrowing fields unchanged); one new grant comes from
``grant_accounts`` (comma separated ids, ``*`` for every account), the ``grant_allow`` boxes
and an optional ``grant_expires`` date (the end of that day, UTC).
"""

from __future__ import annotations

from datetime import date, datetime, time, timezone
from typing import Any

from starlette.datastructures import FormData

from ....domain.rights import ACCOUNT_GROUPS, ADMIN, SERVICE_GROUPS, GrantSpec
from ....errors import BadRequest

__all__ = ["ACCOUNT_CHOICES", "SERVICE_CHOICES", "grants_from", "service_from"]

SERVICE_CHOICES = (ADMIN, *SERVICE_GROUPS)
ACCOUNT_CHOICES = tuple(ACCOUNT_GROUPS)


def service_from(form: FormData) -> list[str]:
    return [str(v) for v in form.getlist("service")]


def grants_from(form: FormData, existing: list[dict[str, Any]]) -> list[GrantSpec]:
    """Raises: BadRequest: a new grant with rights but no account, or a wrong date."""
    kept = {str(v) for v in form.getlist("keep")}
    grants = [GrantSpec.from_json(g) for i, g in enumerate(existing) if str(i) in kept]
    accounts = [a.strip() for a in str(form.get("grant_accounts") or "").split(",") if a.strip()]
    allow = [str(v) for v in form.getlist("grant_allow")]
    if not accounts and not allow:
        return grants
    if not accounts or not allow:
        raise BadRequest("A new grant needs both accounts (or *) and at least one right.")
    raw = str(form.get("grant_expires") or "").strip()
    expires = None
    if raw:
        try:
            day = date.fromisoformat(raw)
        except ValueError:
            raise BadRequest("The grant's end is a date such as 2027-01-31.") from None
        expires = datetime.combine(day, time(23, 59, 59), tzinfo=timezone.utc)
    grants.append(GrantSpec(accounts=tuple(accounts), allow=tuple(allow), expires_at=expires))
    return grants
