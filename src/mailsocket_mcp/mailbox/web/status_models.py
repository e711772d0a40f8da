"""Response models of ``GET /v1/status``, shaped as the contract's schemas of the same names."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field

from .models import AccountStatus, ProviderType


class WorkerStatus(BaseModel):
    """What the sync worker does. Kept in its memory: empty again after a restart."""

    interval: float = Field(description="Seconds between two rounds over the accounts")
    push: bool = Field(description="Whether watchers wait for a server to report a change")
    last_pass_at: datetime | None = Field(
        description="When the last round ended, null before the first"
    )
    watchers: int = Field(description="How many accounts watchers may wait on at once")
    watching: int = Field(description="How many accounts watchers wait on now, of every account")


class AccountSync(BaseModel):
    """An account and how its sync goes."""

    id: str
    email: str
    provider: ProviderType
    status: AccountStatus
    synced: bool = Field(description="Whether a sync pass does anything for it")
    watching: bool = Field(description="Whether a watcher waits for its server to report a change")
    last_sync_at: datetime | None = Field(
        description="The last pass that succeeded, null for none since the start"
    )
    last_error: str | None = Field(
        description="Why the last pass failed. A pass that succeeds clears it"
    )
    last_error_at: datetime | None
    attention: bool = Field(
        description="Whether a person should look: the account is not connected, the service "
        "cannot use it, or its last pass failed"
    )


class ServiceStatus(BaseModel):
    """The sync worker and the accounts. Nothing is asked of a provider for it."""

    worker: WorkerStatus | None = Field(description="Null when the worker is switched off")
    accounts: list[AccountSync]
