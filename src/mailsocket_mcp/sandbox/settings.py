"""The sandbox's settings: one frozen value object, built by the CLI or by a test."""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "DEFAULT_DOMAIN",
    "DEFAULT_SMTP_MAX_BYTES",
    "DEFAULT_SMTP_PORT",
    "EMPTY_LATEST_ANSWERS",
    "SandboxSettings",
    "is_loopback",
]

DEFAULT_DOMAIN = "sandbox.mailsocket.test"
DEFAULT_SMTP_PORT = 2525
DEFAULT_SMTP_MAX_BYTES = 10 * 1024 * 1024
# How ``GET /inboxes/{id}/messages/latest`` answers an empty inbox: ``{"data": null}``, or
# 404 as an upstream may (the SDK types get_latest as a dict).
EmptyLatest = Literal["null", "404"]
EMPTY_LATEST_ANSWERS: tuple[EmptyLatest, ...] = ("null", "404")


@dataclass(frozen=True, kw_only=True)
class SandboxSettings:
    """How one sandbox instance listens, stores and what it allows.

    ``max_wait_seconds`` is the upper clamp of a wait's ``timeout`` (25 like the
    real API); a test may lower it to watch the SDK chain several long-polls.
    ``port=0`` asks the operating system for a free port (what tests want).
    ``smtp_port`` is where SMTP intake listens on ``host``: 0 picks a free port,
    None (the default here; the CLI defaults to 2525) turns SMTP off.
    ``db_path`` keeps inboxes and mail in that SQLite file; None keeps them in memory.
    Mail older than ``retention_hours`` is pruned every ``sweep_interval_seconds``
    and at startup (0 keeps mail forever).
    ``enable_faults`` adds the fault injector and the ``/_sandbox`` control
    routes; it is never on unless a caller asks for it.
    ``ui`` serves the web page at ``/`` (and its ``/_ui`` routes): None, the default,
    serves it only when ``host`` is a loopback address; True serves it on any address.
    The page's live stream sends a keep-alive every ``stream_keepalive_seconds``.
    ``empty_latest`` is how an empty inbox's latest message is answered: ``"null"``
    (``{"data": null}``) or ``"404"`` (``not_found``, the very code an unknown inbox gets,
    so a client cannot tell the two apart by the answer alone).
    ``ui_per_address_limit`` caps the page's live streams open, and its preview tickets
    outstanding (the oldest goes), per client address: any invented key is accepted, so
    per-key caps alone do not stop one client from taking them all.
    """

    host: str = "127.0.0.1"
    port: int = 8025
    smtp_port: int | None = None
    smtp_max_bytes: int = DEFAULT_SMTP_MAX_BYTES
    db_path: str | None = None
    retention_hours: float = 24.0
    sweep_interval_seconds: float = 60.0
    domain: str = DEFAULT_DOMAIN
    per_key_wait_limit: int = 10
    global_wait_limit: int = 64
    test_code_per_inbox_per_hour: int = 5
    test_code_per_account_per_hour: int = 20
    max_wait_seconds: float = 25.0
    enable_faults: bool = False
    ui: bool | None = None
    stream_keepalive_seconds: float = 15.0
    empty_latest: EmptyLatest = "null"
    ui_per_address_limit: int = 16

    @property
    def ui_enabled(self) -> bool:
        """Whether the web page is served: asked for, or by default on loopback only."""
        return self.ui if self.ui is not None else is_loopback(self.host)

    def __post_init__(self) -> None:
        for name in ("port", "smtp_port"):
            value = getattr(self, name)
            if value is not None and not 0 <= value <= 65535:
                raise ValueError(f"{name} must be in 0..65535, got {value}")
        for name in (
            "per_key_wait_limit",
            "global_wait_limit",
            "test_code_per_inbox_per_hour",
            "test_code_per_account_per_hour",
            "smtp_max_bytes",
            "ui_per_address_limit",
        ):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1, got {getattr(self, name)}")
        if not 1.0 <= self.max_wait_seconds <= 25.0:
            raise ValueError(f"max_wait_seconds must be in 1..25, got {self.max_wait_seconds}")
        if not self.retention_hours >= 0:
            raise ValueError(f"retention_hours must be 0 or more, got {self.retention_hours}")
        if not self.stream_keepalive_seconds > 0:
            raise ValueError(
                f"stream_keepalive_seconds must be above 0, got {self.stream_keepalive_seconds}"
            )
        if not self.sweep_interval_seconds > 0:
            raise ValueError(
                f"sweep_interval_seconds must be above 0, got {self.sweep_interval_seconds}"
            )
        if not self.domain or "@" in self.domain:
            raise ValueError(f"domain must be a bare domain name, got {self.domain!r}")
        if self.empty_latest not in EMPTY_LATEST_ANSWERS:
            raise ValueError(f"empty_latest must be null or 404, got {self.empty_latest!r}")
        if self.db_path == "":
            raise ValueError("db_path must be a file path or None")


def is_loopback(host: str) -> bool:
    """True for ``localhost`` and loopback addresses (127.0.0.0/8, ``::1``)."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:  # a host name other than localhost may resolve anywhere
        return False
