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
from sqlalchemy.types import DateTime, TypeDecorator

__all__ = [
    "AccountRow",
    "AuditRow",
    "Base",
    "CredentialRow",
    "IdempotencyRow",
    "RoleRow",
    "SendRow",
    "TokenRow",
    "UserRow",
    "VaultRow",
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
    crash answers 409 until it expires, never a second send.
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
