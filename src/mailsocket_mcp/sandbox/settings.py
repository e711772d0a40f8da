"""The sandbox's settings: one frozen value object, built by the CLI or by a test."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["DEFAULT_DOMAIN", "SandboxSettings"]

DEFAULT_DOMAIN = "sandbox.mailsocket.test"


@dataclass(frozen=True, kw_only=True)
class SandboxSettings:
    """How one sandbox instance listens and what it allows.

    ``max_wait_seconds`` is the upper clamp of a wait's ``timeout`` (25 like the
    real API); a test may lower it to watch the SDK chain several long-polls.
    ``port=0`` asks the operating system for a free port (what tests want).
    ``enable_faults`` adds the fault injector and the ``/_sandbox`` control
    routes; it is never on unless a caller asks for it.
    """

    host: str = "127.0.0.1"
    port: int = 8025
    domain: str = DEFAULT_DOMAIN
    per_key_wait_limit: int = 10
    global_wait_limit: int = 64
    test_code_per_inbox_per_hour: int = 5
    test_code_per_account_per_hour: int = 20
    max_wait_seconds: float = 25.0
    enable_faults: bool = False

    def __post_init__(self) -> None:
        if not 0 <= self.port <= 65535:
            raise ValueError(f"port must be in 0..65535, got {self.port}")
        for name in (
            "per_key_wait_limit",
            "global_wait_limit",
            "test_code_per_inbox_per_hour",
            "test_code_per_account_per_hour",
        ):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1, got {getattr(self, name)}")
        if not 1.0 <= self.max_wait_seconds <= 25.0:
            raise ValueError(f"max_wait_seconds must be in 1..25, got {self.max_wait_seconds}")
        if not self.domain or "@" in self.domain:
            raise ValueError(f"domain must be a bare domain name, got {self.domain!r}")
