"""Response models of ``/v1/users/{user_id}/second-factor``, shaped as the contract's schemas of
the same names. Never a secret."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field


class TotpDevice(BaseModel):
    """A TOTP device of a user's second factor: an authenticator app with a secret of its own.
    Never the secret."""

    id: str
    name: str = Field(description="Unique among the user's devices, e.g. Phone")
    created_at: datetime
    last_used_at: datetime | None = Field(
        default=None, description="Its last code taken, null for none yet"
    )


class SecondFactor(BaseModel):
    """The second factor of a user's UI sign-in: the devices of each method, and the recovery
    codes they share."""

    totp: list[TotpDevice] = Field(
        description=(
            "Authenticator apps (TOTP), oldest first. A code of any of them signs in. Empty: none."
        )
    )
    recovery_codes_left: int = Field(
        description="Recovery codes not used yet, one set for every method"
    )
