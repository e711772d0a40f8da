"""``/health``: open, no token; says whether the vault is open."""

from __future__ import annotations

from fastapi import APIRouter

from ..deps import MailboxDep

router = APIRouter(tags=["health"])


@router.get("/health", operation_id="health")
def health(mailbox: MailboxDep) -> dict[str, str]:
    """The service answers; ``vault`` is ``open``, or ``locked`` when the master key is missing
    or wrong (credentials cannot be stored or used then)."""
    return {"status": "ok", "vault": mailbox.vault.state.value}
