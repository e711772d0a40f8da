"""What one tool call needs to know about its caller, set by the transport."""

from __future__ import annotations

from dataclasses import dataclass

from .limits import Limiter
from .redact import Redactor
from .upstream import Upstream

__all__ = ["CallContext"]


@dataclass(frozen=True, kw_only=True)
class CallContext:
    """The caller's key, its SDK client, and the limits that apply to this call.

    ``auth_hint`` tells the agent where the key goes on this transport.
    """

    api_key: str
    upstream: Upstream
    limiter: Limiter
    wait_ceiling_s: float
    auth_hint: str
    redactor: Redactor
