"""Request and answer of a one-time attachment link, shaped as the contract's ``LinkRequest``
and ``AttachmentLink``."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated

from pydantic import BaseModel, Field

from .models import Strict

__all__ = ["AttachmentLink", "LinkRequest"]


class LinkRequest(Strict):
    """How long a link to an attachment is to hold."""

    expires_in: Annotated[int, Field(ge=1)] | None = Field(
        default=None,
        description="Seconds the link holds. Left out: as long as the service is set to, "
        "`MAILBOX_LINK_SECONDS` (or `MAILBOX_SERVICE_LINK_SECONDS`), 120 by default. More "
        "than that answers `400`.",
    )


class AttachmentLink(BaseModel):
    """A link to an attachment: whoever holds the URL fetches the attachment once, without a
    token, until ``expires_at``."""

    url: str = Field(
        description="Fetched with GET and no Authorization. Shown once: the service keeps only "
        "a digest of its secret."
    )
    expires_at: datetime
    content_type: str
    size: int
    filename: str | None = None
