"""The mailbox service's settings: a pure function of the environment and the command line.

``MAILBOX_DATA`` (``--data``) is the folder of the SQLite file and the key file; without it the
service uses ``$XDG_DATA_HOME/mailsocket-mailbox`` (else ``~/.local/share/mailsocket-mailbox``).
``MAILBOX_DB`` (``--db``) names another database, e.g. ``postgresql://user@host/mailbox``.
``MAILBOX_MASTER_KEY`` holds the master key instead of the key file.
``MAILBOX_IDEMPOTENCY_HOURS`` (default 24) is how long a send's ``Idempotency-Key`` is kept.

Mail servers: ``MAILBOX_ALLOW_PRIVATE_HOSTS=1`` lets accounts use hosts on private networks
(RFC 1918, ULA, link-local, CGNAT; never a cloud metadata address), ``MAILBOX_CONNECT_TIMEOUT``
bounds connecting and each command when the service logs in (seconds, default 20), and
``MAILBOX_TLS_CA_FILE`` names a PEM file of authorities trusted besides the system's (a
company's own mail server, Proton Mail Bridge's certificate). The same bound and authorities
serve every connection: verify, send, sync and reading a message.

``MAILBOX_SYNC`` (``on``/``off``) runs the sync workers that keep the local index of every
account; ``MAILBOX_SYNC_POLL_SECONDS`` is how often folders other than the inbox are looked at
(the inbox is watched with IDLE). ``MAILBOX_SYNC_LEASE_SECONDS`` (default three polls, at least
60) is how long a process's claim to sync an account lasts unless renewed: with several processes
on one PostgreSQL database, the account of a process that died is synced by another after it.

Webhooks: ``MAILBOX_WEBHOOKS`` (``on``/``off``; unset: as ``MAILBOX_SYNC``) runs the worker that
posts events to receivers; ``MAILBOX_WEBHOOKS_ALLOW_LOCAL=1`` lets webhooks post to loopback and
private-network hosts (never link-local or a cloud metadata address);
``MAILBOX_WEBHOOK_TIMEOUT`` bounds one post (seconds, default 10).

``MAILBOX_RATE_PER_MINUTE`` (default 600) is how many requests one token may make a minute in
one process (a bucket that refills evenly; beyond it 429 ``rate_limited`` with Retry-After).
``MAILBOX_AUDIT_DAYS`` (default 365) is how long the audit and the sends records are kept;
the contract's name for it, ``MAILBOX_SERVICE_AUDIT_DAYS``, is read too (both set must agree).

One-time attachment links: ``MAILBOX_LINK_SECONDS`` (default 120; the contract's name
``MAILBOX_SERVICE_LINK_SECONDS`` is read when it is not set) is how long a link holds when the
request names no time, and the most it may name. ``MAILBOX_PUBLIC_URL`` (e.g.
``https://mail.example.com``) is the base of a link's URL; without it the URL is built from the
request's own base URL (the ``Host`` it came with).
Scheduled backups (SQLite only): ``MAILBOX_BACKUP_DIR`` turns them on (off when unset), one
every ``MAILBOX_BACKUP_HOURS`` (default 24), the newest ``MAILBOX_BACKUP_KEEP`` (default 7) kept.
``MAILBOX_OAUTH_*`` name the OAuth apps for sign-in by code (:mod:`.oauth_apps`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from mailsocket_mcp.config import Secret

from .errors import BadRequest
from .oauth_apps import OAuthApps, oauth_apps_from_env

__all__ = ["DEFAULT_MAX_BODY_BYTES", "MailboxSettings", "SettingsError"]

DEFAULT_MAX_BODY_BYTES = 1024 * 1024
DEFAULT_IDEMPOTENCY_HOURS = 24
DEFAULT_CONNECT_TIMEOUT = 20.0
DEFAULT_SYNC_POLL_SECONDS = 60.0
DEFAULT_RATE_PER_MINUTE = 600
DEFAULT_AUDIT_DAYS = 365
DEFAULT_LINK_SECONDS = 120
DEFAULT_WEBHOOK_TIMEOUT = 10.0
DEFAULT_BACKUP_HOURS = 24.0
DEFAULT_BACKUP_KEEP = 7
CONTRACT_AUDIT_DAYS = "MAILBOX_SERVICE_AUDIT_DAYS"  # the contract's name, taken as well
DB_FILE = "mailbox.db"
KEY_FILE = "master.key"


class SettingsError(BadRequest):
    """A setting the service cannot run with; the message names the variable."""

    code = "invalid_settings"


@dataclass(frozen=True, kw_only=True)
class MailboxSettings:
    data_dir: Path
    db_url: str
    master_key: Secret | None = None
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES
    idempotency_hours: int = DEFAULT_IDEMPOTENCY_HOURS
    allow_private_hosts: bool = False
    connect_timeout: float = DEFAULT_CONNECT_TIMEOUT
    tls_ca_file: Path | None = None
    sync: bool = True
    sync_poll_seconds: float = DEFAULT_SYNC_POLL_SECONDS
    sync_lease_seconds: float | None = None  # None: max(60, 3 polls)
    rate_per_minute: int = DEFAULT_RATE_PER_MINUTE
    audit_days: int = DEFAULT_AUDIT_DAYS
    link_seconds: int = DEFAULT_LINK_SECONDS
    public_url: str | None = None
    webhooks: bool = True
    webhooks_allow_local: bool = False
    webhook_timeout: float = DEFAULT_WEBHOOK_TIMEOUT
    oauth: OAuthApps = field(default_factory=OAuthApps)  # MAILBOX_OAUTH_*: oauth_apps.py
    backup_dir: Path | None = None  # None: no scheduled backups
    backup_hours: float = DEFAULT_BACKUP_HOURS
    backup_keep: int = DEFAULT_BACKUP_KEEP

    @property
    def key_file(self) -> Path:
        """Where the master key lives when ``MAILBOX_MASTER_KEY`` is not set."""
        return self.data_dir / KEY_FILE

    @property
    def lease_seconds(self) -> float:
        """How long an account's sync lease lasts unless its holder renews it."""
        if self.sync_lease_seconds is not None:
            return self.sync_lease_seconds
        return max(60.0, 3 * self.sync_poll_seconds)

    @property
    def uses_sqlite(self) -> bool:
        return self.db_url.startswith("sqlite")

    @classmethod
    def from_env(
        cls, environ: Mapping[str, str], *, data: str | None = None, db: str | None = None
    ) -> MailboxSettings:
        """Settings from ``environ``; ``data`` and ``db`` (command-line flags) win over it.

        Raises:
            SettingsError: a variable has a value the service cannot use (named in the message).
        """
        data_dir = Path(data or environ.get("MAILBOX_DATA") or _default_data_dir(environ))
        data_dir = data_dir.expanduser().absolute()
        raw_db = db or environ.get("MAILBOX_DB") or f"sqlite:///{data_dir / DB_FILE}"
        key = environ.get("MAILBOX_MASTER_KEY", "").strip()
        raw_cap = environ.get("MAILBOX_MAX_BODY_BYTES", str(DEFAULT_MAX_BODY_BYTES))
        if not raw_cap.isdigit() or int(raw_cap) < 1024:
            raise SettingsError(
                f"MAILBOX_MAX_BODY_BYTES must be a whole number >= 1024: {raw_cap!r}"
            )
        raw_hours = environ.get("MAILBOX_IDEMPOTENCY_HOURS", str(DEFAULT_IDEMPOTENCY_HOURS))
        if not raw_hours.isdigit() or not 1 <= int(raw_hours) <= 24 * 30:
            raise SettingsError(
                "MAILBOX_IDEMPOTENCY_HOURS must be a whole number of hours, 1 to 720: "
                f"{raw_hours!r}"
            )
        private = environ.get("MAILBOX_ALLOW_PRIVATE_HOSTS", "0").strip().lower()
        if private not in ("0", "1", "true", "false", ""):
            raise SettingsError(f"MAILBOX_ALLOW_PRIVATE_HOSTS must be 1 or 0: {private!r}")
        raw_timeout = environ.get("MAILBOX_CONNECT_TIMEOUT", str(DEFAULT_CONNECT_TIMEOUT))
        try:
            timeout = float(raw_timeout)
        except ValueError:
            timeout = -1.0
        if not 0.1 <= timeout <= 300:
            raise SettingsError(
                f"MAILBOX_CONNECT_TIMEOUT must be seconds from 0.1 to 300: {raw_timeout!r}"
            )
        ca_file = environ.get("MAILBOX_TLS_CA_FILE", "").strip()
        if ca_file and not Path(ca_file).is_file():
            raise SettingsError(f"MAILBOX_TLS_CA_FILE names no file: {ca_file!r}")
        sync = environ.get("MAILBOX_SYNC", "on").strip().lower()
        if sync not in ("on", "off"):
            raise SettingsError(f"MAILBOX_SYNC must be on or off: {sync!r}")
        poll = _number(environ, "MAILBOX_SYNC_POLL_SECONDS", DEFAULT_SYNC_POLL_SECONDS)
        link_name = (
            "MAILBOX_LINK_SECONDS"
            if environ.get("MAILBOX_LINK_SECONDS", "").strip()
            or not environ.get("MAILBOX_SERVICE_LINK_SECONDS", "").strip()
            else "MAILBOX_SERVICE_LINK_SECONDS"
        )
        webhooks = environ.get("MAILBOX_WEBHOOKS", sync).strip().lower()
        if webhooks not in ("on", "off"):
            raise SettingsError(f"MAILBOX_WEBHOOKS must be on or off: {webhooks!r}")
        local = environ.get("MAILBOX_WEBHOOKS_ALLOW_LOCAL", "0").strip().lower()
        if local not in ("0", "1", "true", "false", ""):
            raise SettingsError(f"MAILBOX_WEBHOOKS_ALLOW_LOCAL must be 1 or 0: {local!r}")
        hook_timeout = _number(environ, "MAILBOX_WEBHOOK_TIMEOUT", DEFAULT_WEBHOOK_TIMEOUT)
        lease = _number(environ, "MAILBOX_SYNC_LEASE_SECONDS", 0.0) or None
        db_url = database_url(raw_db)
        backup_dir = environ.get("MAILBOX_BACKUP_DIR", "").strip()
        if backup_dir and not db_url.startswith("sqlite"):
            raise SettingsError(
                "MAILBOX_BACKUP_DIR: scheduled backups are of the SQLite database; back "
                "PostgreSQL up with its own tools (pg_dump, snapshots)"
            )
        return cls(
            backup_dir=Path(backup_dir).expanduser().absolute() if backup_dir else None,
            backup_hours=_number(
                environ, "MAILBOX_BACKUP_HOURS", DEFAULT_BACKUP_HOURS, unit="hours", high=24 * 366
            ),
            backup_keep=_whole(environ, "MAILBOX_BACKUP_KEEP", DEFAULT_BACKUP_KEEP),
            link_seconds=_whole(environ, link_name, DEFAULT_LINK_SECONDS),
            public_url=_public_url(environ.get("MAILBOX_PUBLIC_URL", "")),
            webhooks=webhooks == "on",
            webhooks_allow_local=local in ("1", "true"),
            webhook_timeout=min(hook_timeout, 300.0),
            oauth=oauth_apps_from_env(environ),
            rate_per_minute=_whole(environ, "MAILBOX_RATE_PER_MINUTE", DEFAULT_RATE_PER_MINUTE),
            audit_days=_audit_days(environ),
            sync=sync == "on",
            sync_poll_seconds=poll,
            sync_lease_seconds=lease,
            data_dir=data_dir,
            db_url=db_url,
            master_key=Secret(key) if key else None,
            max_body_bytes=int(raw_cap),
            idempotency_hours=int(raw_hours),
            allow_private_hosts=private in ("1", "true"),
            connect_timeout=timeout,
            tls_ca_file=Path(ca_file) if ca_file else None,
        )


def _whole(environ: Mapping[str, str], name: str, default: int) -> int:
    raw = environ.get(name, "").strip()
    if not raw:
        return default
    if not raw.isdigit() or not 1 <= int(raw) <= 1_000_000:
        raise SettingsError(f"{name} must be a whole number from 1 to 1000000: {raw!r}")
    return int(raw)


def _number(
    environ: Mapping[str, str],
    name: str,
    default: float,
    *,
    unit: str = "seconds",
    high: float = 86400,
) -> float:
    """A number of ``unit`` above 0 and at most ``high``; ``default`` when not set."""
    raw = environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not 0 < value <= high:
        raise SettingsError(
            f"{name} must be a number of {unit}, above 0 and at most {high:g}: {raw!r}"
        )
    return value


def _public_url(raw: str) -> str | None:
    """The base of link URLs, without a trailing slash; None when not set."""
    raw = raw.strip()
    if not raw:
        return None
    parts = urlsplit(raw)
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment:
        raise SettingsError(
            f"MAILBOX_PUBLIC_URL must be an http(s) URL without query, e.g. https://host: {raw!r}"
        )
    return raw.rstrip("/")


def _audit_days(environ: Mapping[str, str]) -> int:
    """``MAILBOX_AUDIT_DAYS``, or the contract's name for it, ``MAILBOX_SERVICE_AUDIT_DAYS``.
    Both set to different numbers is an error: one of them would be ignored unseen."""
    ours = _whole(environ, "MAILBOX_AUDIT_DAYS", 0)
    theirs = _whole(environ, CONTRACT_AUDIT_DAYS, 0)
    if ours and theirs and ours != theirs:
        raise SettingsError(
            f"MAILBOX_AUDIT_DAYS ({ours}) and {CONTRACT_AUDIT_DAYS} ({theirs}) disagree: "
            "set one of them"
        )
    return ours or theirs or DEFAULT_AUDIT_DAYS


def database_url(raw: str) -> str:
    """SQLAlchemy's URL for ``raw``: PostgreSQL goes through psycopg 3.

    Raises:
        SettingsError: neither SQLite nor PostgreSQL.
    """
    if raw.startswith(("postgresql://", "postgres://")):
        return "postgresql+psycopg://" + raw.split("://", 1)[1]
    if raw.startswith(("postgresql+psycopg://", "sqlite:///")):
        return raw
    raise SettingsError("MAILBOX_DB must be a postgresql:// or sqlite:/// URL")


def _default_data_dir(environ: Mapping[str, str]) -> Path:
    base = environ.get("XDG_DATA_HOME") or str(Path(environ.get("HOME", "~")) / ".local/share")
    return Path(base) / "mailsocket-mailbox"
