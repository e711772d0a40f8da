"""The service's tables (SQLAlchemy 2). Alembic's revisions in ``migrations/`` create them.

Secrets never sit here in clear: a token is its SHA-256, a password its scrypt hash, and an
account credential is AES-256-GCM ciphertext under a data key that the master key wraps
(``vault.py``). A change here needs a new revision; ``tests/mailbox/test_migrations.py`` fails
while the models and the migrations differ.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, ClassVar

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    ForeignKey,
    Index,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.sql.expression import false
from sqlalchemy.types import DateTime, TypeDecorator

__all__ = [
    "AccountRow",
    "AuditRow",
    "Base",
    "ChangeRow",
    "CredentialRow",
    "FolderRow",
    "IdempotencyRow",
    "LeaseRow",
    "LinkRow",
    "MessageRow",
    "OAuthSignInRow",
    "Pop3MessageRow",
    "RecoveryCodeRow",
    "RoleRow",
    "SendRow",
    "SignInFailureRow",
    "SyncStateRow",
    "TokenRow",
    "TotpDeviceRow",
    "UiSessionRow",
    "UserRow",
    "VaultRow",
    "WebhookEventRow",
    "WebhookPostRow",
    "WebhookRow",
]

# Stable constraint names, so migrations name the same things on SQLite and PostgreSQL.
NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class UtcDateTime(TypeDecorator[datetime]):
    """A time stored with its zone where the database keeps one, and read back in UTC always."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_result_value(self, value: Any, dialect: Any) -> datetime | None:
        if value is None:
            return None
        moment: datetime = value
        if moment.tzinfo is None:  # SQLite keeps no zone: what went in was UTC
            return moment.replace(tzinfo=timezone.utc)
        return moment.astimezone(timezone.utc)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)
    type_annotation_map: ClassVar[dict[Any, Any]] = {
        datetime: UtcDateTime(),
        dict[str, Any]: JSON,
        list[Any]: JSON,
    }


class VaultRow(Base):
    """One row: proof of which master key seals the credentials (a sealed known text)."""

    __tablename__ = "vault"

    id: Mapped[int] = mapped_column(primary_key=True)
    key_id: Mapped[str] = mapped_column(String(32))
    check_nonce: Mapped[bytes] = mapped_column(LargeBinary)
    check_sealed: Mapped[bytes] = mapped_column(LargeBinary)
    created_at: Mapped[datetime]
    rotated_at: Mapped[datetime | None]


class UserRow(Base):
    __tablename__ = "users"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    name_key: Mapped[str] = mapped_column(String(200), unique=True)  # casefolded, for uniqueness
    service: Mapped[list[Any]]
    grants: Mapped[list[Any]]
    roles: Mapped[list[Any]]
    disabled: Mapped[bool] = mapped_column(default=False)
    ui_sign_in: Mapped[bool] = mapped_column(default=False)
    password_hash: Mapped[str | None] = mapped_column(String(300))
    must_change: Mapped[bool] = mapped_column(default=False)
    last_sign_in_at: Mapped[datetime | None]
    created_at: Mapped[datetime]


class RoleRow(Base):
    __tablename__ = "roles"

    id: Mapped[str] = mapped_column(String(100), primary_key=True)
    service: Mapped[list[Any]]
    grants: Mapped[list[Any]]


class TokenRow(Base):
    __tablename__ = "tokens"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(200))
    secret_hash: Mapped[str] = mapped_column(String(64), unique=True)  # hex SHA-256
    created_at: Mapped[datetime]
    expires_at: Mapped[datetime | None]
    last_used_at: Mapped[datetime | None]
    revoked_at: Mapped[datetime | None]


class AccountRow(Base):
    __tablename__ = "accounts"
    __table_args__ = (UniqueConstraint("email_key", "provider"),)

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    provider: Mapped[str] = mapped_column(String(20))
    email: Mapped[str] = mapped_column(String(320))
    email_key: Mapped[str] = mapped_column(String(320))  # casefolded
    display_name: Mapped[str | None] = mapped_column(String(200))
    status: Mapped[str] = mapped_column(String(20), default="connected")
    # Switched off by an admin: no sync, no connection, mail operations refused (0005).
    disabled: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    # An inbox source of the inbox bridge (0013): ``plus`` or ``catch_all`` (with its domain),
    # and the feed entry up to which its new mail was offered to the bridge's inboxes.
    inbox_source_mode: Mapped[str | None] = mapped_column(String(20))
    inbox_source_domain: Mapped[str | None] = mapped_column(String(253))
    inbox_source_fed: Mapped[int | None] = mapped_column(Integer)
    settings: Mapped[dict[str, Any]]
    capabilities: Mapped[list[Any]]
    created_at: Mapped[datetime]
    # The data key that seals this account's credentials, wrapped by the master key.
    key_nonce: Mapped[bytes] = mapped_column(LargeBinary)
    wrapped_key: Mapped[bytes] = mapped_column(LargeBinary)


class CredentialRow(Base):
    __tablename__ = "credentials"

    account_id: Mapped[str] = mapped_column(
        ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True
    )
    field: Mapped[str] = mapped_column(String(100), primary_key=True)
    nonce: Mapped[bytes] = mapped_column(LargeBinary)
    sealed: Mapped[bytes] = mapped_column(LargeBinary)
    updated_at: Mapped[datetime]


class AuditRow(Base):
    """One change someone caused. No foreign keys: the record outlives the user and the account."""

    __tablename__ = "audit"
    __table_args__ = (Index("ix_audit_at_id", "at", "id"),)

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    at: Mapped[datetime]
    activity: Mapped[str] = mapped_column(String(100), index=True)
    user_id: Mapped[str | None] = mapped_column(String(40), index=True)
    user_name: Mapped[str] = mapped_column(String(200))
    credential: Mapped[str | None] = mapped_column(String(100))
    record: Mapped[str | None] = mapped_column(String(100), index=True)
    source: Mapped[str | None] = mapped_column(String(100))
    outcome: Mapped[str] = mapped_column(String(20))
    detail: Mapped[str] = mapped_column(String(2000))


class SendRow(Base):
    """One attempt to send (the contract's ``SendRecord``): who, which token, to whom, and how it
    went. Never content. No foreign keys: the record outlives the user and the account.

    ``outcome`` is ``sending`` while the mail server has it (hidden from the lists; a row left
    ``sending`` by a crash still counts against the send limit), then ``sent``, ``denied`` or
    ``failed``.
    """

    __tablename__ = "sends"
    __table_args__ = (
        Index("ix_sends_created_at_id", "created_at", "id"),
        Index("ix_sends_account_user_created", "account_id", "user_id", "created_at"),
    )

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    created_at: Mapped[datetime]
    user_id: Mapped[str] = mapped_column(String(40))
    credential_id: Mapped[str | None] = mapped_column(String(40))
    account_id: Mapped[str] = mapped_column(String(40))
    operation: Mapped[str] = mapped_column(String(20))
    recipients: Mapped[list[Any]]
    recipients_key: Mapped[str] = mapped_column(Text)  # casefolded, one a line: for the filter
    outcome: Mapped[str] = mapped_column(String(20))
    error: Mapped[str | None] = mapped_column(String(100))
    refused: Mapped[list[Any]]
    message_id_header: Mapped[str | None] = mapped_column(String(300))


class IdempotencyRow(Base):
    """An ``Idempotency-Key`` of one user on one account, claimed before the mail server sees
    the message: the unique constraint makes a second claim fail, in any process.

    ``state`` is ``sending`` until the answer is stored (``done``); a row left ``sending`` by a
    crash answers 409 until it expires, never a second send; ``uncertain`` (the SMTP connection
    broke after the message was handed over) answers that 502 again until it expires.
    """

    __tablename__ = "idempotency_keys"
    __table_args__ = (UniqueConstraint("user_id", "account_id", "key_hash"),)

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    user_id: Mapped[str] = mapped_column(String(40))
    account_id: Mapped[str] = mapped_column(String(40))
    key_hash: Mapped[str] = mapped_column(String(64))  # hex SHA-256 of the key
    request_hash: Mapped[str] = mapped_column(String(64))  # hex SHA-256 of the canonical body
    state: Mapped[str] = mapped_column(String(20))
    status_code: Mapped[int | None] = mapped_column(Integer)
    response: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    created_at: Mapped[datetime]
    expires_at: Mapped[datetime] = mapped_column(index=True)


# The local index of each account's mail (sync engine: ``domain/sync.py``). ------------------


class FolderRow(Base):
    """A folder as the last sync saw it; ``id`` is ours, minted once per (account, name)."""

    __tablename__ = "mail_folders"
    __table_args__ = (UniqueConstraint("account_id", "name"),)

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(500))
    delimiter: Mapped[str | None] = mapped_column(String(4))
    role: Mapped[str | None] = mapped_column(String(20))
    subscribed: Mapped[bool] = mapped_column(default=True)
    uidvalidity: Mapped[int | None] = mapped_column(BigInteger)
    uidnext: Mapped[int | None] = mapped_column(BigInteger)
    highestmodseq: Mapped[int | None] = mapped_column(BigInteger)
    total: Mapped[int] = mapped_column(default=0)
    unread: Mapped[int] = mapped_column(default=0)


class MessageRow(Base):
    """One message in one folder. ``id`` is opaque and random, minted once: a re-sync, a move
    (COPYUID, or the same Message-ID and size seen leaving one folder and reaching another)
    and a UIDVALIDITY change (by Message-ID) keep it."""

    __tablename__ = "mail_messages"
    __table_args__ = (
        UniqueConstraint("folder_id", "uidvalidity", "uid"),
        Index("ix_mail_messages_account_received", "account_id", "received", "id"),
        # A folder's list, newest first, read in order from the index (no sort per page).
        Index("ix_mail_messages_folder_received", "folder_id", "received", "id"),
        Index("ix_mail_messages_account_message_id", "account_id", "message_id_header"),
        # A new message adopts the replies indexed before it: without this, a search of the
        # account per message made a first sync's write quadratic (50 s for 10,000).
        Index("ix_mail_messages_account_in_reply_to", "account_id", "in_reply_to"),
        # A reply's thread by subject (newest first) when In-Reply-To names nothing known.
        Index("ix_mail_messages_account_subject_key", "account_id", "subject_key", "received"),
    )

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    folder_id: Mapped[str] = mapped_column(ForeignKey("mail_folders.id", ondelete="CASCADE"))
    uidvalidity: Mapped[int] = mapped_column(BigInteger)
    uid: Mapped[int] = mapped_column(BigInteger)
    modseq: Mapped[int | None] = mapped_column(BigInteger)
    message_id_header: Mapped[str | None] = mapped_column(String(998))
    in_reply_to: Mapped[str | None] = mapped_column(String(998))
    thread_id: Mapped[str] = mapped_column(String(40), index=True)
    sender_name: Mapped[str | None] = mapped_column(String(320))
    sender_email: Mapped[str | None] = mapped_column(String(320))
    to: Mapped[list[Any]]  # [[name or null, email], ...]
    cc: Mapped[list[Any]]
    subject: Mapped[str | None] = mapped_column(String(1000))
    subject_key: Mapped[str] = mapped_column(String(200))  # no Re:/Fwd:, casefolded
    date: Mapped[datetime | None]
    received: Mapped[datetime | None]
    snippet: Mapped[str | None] = mapped_column(String(300))
    # The body's text, casefolded, its spaces collapsed, the first SEARCH_CHARS of it: what
    # ``q`` searches besides the headers (null: the body was too big to read, or indexed before).
    search_text: Mapped[str | None] = mapped_column(Text)
    flags: Mapped[list[Any]]  # IMAP system flags, e.g. \\Seen
    keywords: Mapped[list[Any]]
    unread: Mapped[bool] = mapped_column(default=True)  # no \\Seen; a column, to filter by
    starred: Mapped[bool] = mapped_column(default=False)  # \\Flagged
    size: Mapped[int] = mapped_column(BigInteger)
    has_attachments: Mapped[bool] = mapped_column(default=False)


class Pop3MessageRow(Base):
    """A POP3 account's message: the server's UIDL for an indexed message (the index keeps the
    id by it), and its bytes when small enough to keep (``raw``; else read from the server)."""

    __tablename__ = "mail_pop3_messages"
    __table_args__ = (UniqueConstraint("account_id", "uidl"),)

    message_id: Mapped[str] = mapped_column(
        ForeignKey("mail_messages.id", ondelete="CASCADE"), primary_key=True
    )
    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    uidl: Mapped[str] = mapped_column(String(70))  # RFC 1939: 1 to 70 characters
    raw: Mapped[bytes | None] = mapped_column(LargeBinary)


class ChangeRow(Base):
    """One entry of the change feed. ``seq`` grows across every account, so one number is a
    point in every account's feed at once (``/v1/changes``)."""

    __tablename__ = "mail_changes"
    __table_args__ = (Index("ix_mail_changes_account_seq", "account_id", "seq"),)

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    message_id: Mapped[str] = mapped_column(String(40))
    folder_id: Mapped[str | None] = mapped_column(String(40))  # where it was; for folder grants
    type: Mapped[str] = mapped_column(String(20))
    at: Mapped[datetime]


class SyncStateRow(Base):
    """Per account: the feed's floor (changes up to it were pruned) and the last pass."""

    __tablename__ = "sync_state"

    account_id: Mapped[str] = mapped_column(
        ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True
    )
    changes_floor: Mapped[int] = mapped_column(Integer, default=0)
    last_pass_at: Mapped[datetime | None]
    last_error: Mapped[str | None] = mapped_column(String(300))


class LeaseRow(Base):
    """Which process syncs an account, until when: one holder at a time across processes."""

    __tablename__ = "sync_leases"

    account_id: Mapped[str] = mapped_column(
        ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True
    )
    holder: Mapped[str] = mapped_column(String(100))
    expires_at: Mapped[datetime]


class LinkRow(Base):
    """A one-time link to an attachment (``/v1/links/{secret}``). Only the SHA-256 of its
    secret is kept; ``used_at`` is set by the one fetch that claims it (a conditional UPDATE),
    and the row goes with its account, its token, or once it has ended (``retention.py``)."""

    __tablename__ = "attachment_links"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    secret_hash: Mapped[str] = mapped_column(String(64), unique=True)  # hex SHA-256
    account_id: Mapped[str] = mapped_column(
        ForeignKey("accounts.id", ondelete="CASCADE"), index=True
    )
    message_id: Mapped[str] = mapped_column(String(40))
    attachment_id: Mapped[str] = mapped_column(String(40))
    token_id: Mapped[str] = mapped_column(ForeignKey("tokens.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime]
    expires_at: Mapped[datetime] = mapped_column(index=True)
    used_at: Mapped[datetime | None]


# Webhooks (``domain/webhooks.py``, delivered by ``domain/webhook_delivery.py``). --------------


class WebhookRow(Base):
    """A user's receiver of events. The signing secret is sealed by the master key (it must be
    read again to sign each post); ``pending_delivery`` names the batch being posted until the
    receiver takes it, ``lease_holder`` the process posting it (one at a time)."""

    __tablename__ = "webhooks"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    url: Mapped[str] = mapped_column(String(2000))
    events: Mapped[list[Any]]
    accounts: Mapped[list[Any] | None] = mapped_column(JSON)  # None: every readable account
    created_at: Mapped[datetime]
    secret_nonce: Mapped[bytes] = mapped_column(LargeBinary)
    secret_sealed: Mapped[bytes] = mapped_column(LargeBinary)
    last_delivery_at: Mapped[datetime | None]
    last_error: Mapped[str | None] = mapped_column(String(300))
    pending_delivery: Mapped[str | None] = mapped_column(String(40))
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    next_attempt_at: Mapped[datetime | None]
    lease_holder: Mapped[str | None] = mapped_column(String(100))
    lease_until: Mapped[datetime | None]


class WebhookEventRow(Base):
    """The outbox: one event waiting for one webhook, written in the transaction that caused it.
    ``delivery_id`` is set when a post claims it; the row goes once the receiver took it."""

    __tablename__ = "webhook_events"
    __table_args__ = (Index("ix_webhook_events_webhook_delivery", "webhook_id", "delivery_id"),)

    seq: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    webhook_id: Mapped[str] = mapped_column(ForeignKey("webhooks.id", ondelete="CASCADE"))
    type: Mapped[str] = mapped_column(String(40))
    account_id: Mapped[str] = mapped_column(String(40))
    subject_id: Mapped[str] = mapped_column(String(40))  # a message, a send record, an account
    at: Mapped[datetime]
    delivery_id: Mapped[str | None] = mapped_column(String(40))


class WebhookPostRow(Base):
    """One post to a receiver (the contract's ``WebhookPost``); the last 20 per webhook kept."""

    __tablename__ = "webhook_posts"
    __table_args__ = (Index("ix_webhook_posts_webhook_at", "webhook_id", "at"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    webhook_id: Mapped[str] = mapped_column(ForeignKey("webhooks.id", ondelete="CASCADE"))
    delivery_id: Mapped[str] = mapped_column(String(40))
    at: Mapped[datetime]
    events: Mapped[int] = mapped_column(Integer)
    status: Mapped[int | None] = mapped_column(Integer)
    error: Mapped[str | None] = mapped_column(String(300))


# The second factor of a user's UI sign-in (``domain/second_factor.py``). ----------------------


class TotpDeviceRow(Base):
    """An authenticator app of a user. The secret is AES-256-GCM ciphertext under the master key
    (``vault.seal_secret``), bound to the device id. ``confirmed_at`` is null while enrolment
    waits for a first code; ``last_step`` is the last time step taken, so a code is good once."""

    __tablename__ = "totp_devices"
    __table_args__ = (UniqueConstraint("user_id", "name"),)

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(100))
    secret_nonce: Mapped[bytes] = mapped_column(LargeBinary)
    secret_sealed: Mapped[bytes] = mapped_column(LargeBinary)
    created_at: Mapped[datetime]
    confirmed_at: Mapped[datetime | None]
    last_used_at: Mapped[datetime | None]
    last_step: Mapped[int | None] = mapped_column(BigInteger)


class RecoveryCodeRow(Base):
    """One recovery code of a user, as its SHA-256 (80 random bits need no slow hash)."""

    __tablename__ = "recovery_codes"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    code_hash: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime]
    used_at: Mapped[datetime | None]


class SignInFailureRow(Base):
    """A wrong password or code for a name, kept for the throttle's window. Keyed by the name,
    not the user, so a name that does not exist is throttled alike (and tells nothing)."""

    __tablename__ = "sign_in_failures"
    __table_args__ = (Index("ix_sign_in_failures_subject_at", "subject", "at"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    subject: Mapped[str] = mapped_column(String(250))
    at: Mapped[datetime]


class OAuthSignInRow(Base):
    """A sign-in by code (RFC 8628) under way: who started it, for which account (None: a new
    one), the provider's device code sealed by the vault, when the provider may be asked next,
    and, once signed in, the account (answered to later polls until the sign-in expires)."""

    __tablename__ = "oauth_sign_ins"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    provider: Mapped[str] = mapped_column(String(20))
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    account_id: Mapped[str | None] = mapped_column(String(40))
    nonce: Mapped[bytes] = mapped_column(LargeBinary)
    sealed: Mapped[bytes] = mapped_column(LargeBinary)
    interval: Mapped[int] = mapped_column(Integer)
    next_poll_at: Mapped[datetime]
    expires_at: Mapped[datetime] = mapped_column(index=True)
    connected_account_id: Mapped[str | None] = mapped_column(String(40))
    created_at: Mapped[datetime]


class UiSessionRow(Base):
    """A signed-in browser of the admin page (``/ui``). The cookie holds a random secret; the
    row keeps its SHA-256 only. A session ends at ``expires_at`` or after ``last_seen_at`` plus
    the idle timeout, whichever comes first."""

    __tablename__ = "ui_sessions"

    id: Mapped[str] = mapped_column(String(40), primary_key=True)
    secret_hash: Mapped[str] = mapped_column(String(64), unique=True)  # hex SHA-256
    user_id: Mapped[str] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime]
    last_seen_at: Mapped[datetime]
    expires_at: Mapped[datetime] = mapped_column(index=True)
