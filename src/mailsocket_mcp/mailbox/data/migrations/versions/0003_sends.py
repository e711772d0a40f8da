"""Sending: the audit of send attempts and the claimed Idempotency-Keys.

Revision ID: 0003_sends
Revises: 0002
Create Date: 2026-12-01
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0003_sends"
down_revision: str | Sequence[str] | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Upgrade schema."""
    op.create_table(
        "idempotency_keys",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("user_id", sa.String(length=40), nullable=False),
        sa.Column("account_id", sa.String(length=40), nullable=False),
        sa.Column("key_hash", sa.String(length=64), nullable=False),
        sa.Column("request_hash", sa.String(length=64), nullable=False),
        sa.Column("state", sa.String(length=20), nullable=False),
        sa.Column("status_code", sa.Integer(), nullable=True),
        sa.Column("response", sa.JSON(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_idempotency_keys")),
        sa.UniqueConstraint(
            "user_id", "account_id", "key_hash", name=op.f("uq_idempotency_keys_user_id")
        ),
    )
    with op.batch_alter_table("idempotency_keys", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_idempotency_keys_expires_at"), ["expires_at"], unique=False
        )

    op.create_table(
        "sends",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("user_id", sa.String(length=40), nullable=False),
        sa.Column("credential_id", sa.String(length=40), nullable=True),
        sa.Column("account_id", sa.String(length=40), nullable=False),
        sa.Column("operation", sa.String(length=20), nullable=False),
        sa.Column("recipients", sa.JSON(), nullable=False),
        sa.Column("recipients_key", sa.Text(), nullable=False),
        sa.Column("outcome", sa.String(length=20), nullable=False),
        sa.Column("error", sa.String(length=100), nullable=True),
        sa.Column("refused", sa.JSON(), nullable=False),
        sa.Column("message_id_header", sa.String(length=300), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_sends")),
    )
    with op.batch_alter_table("sends", schema=None) as batch_op:
        batch_op.create_index(
            "ix_sends_account_user_created", ["account_id", "user_id", "created_at"], unique=False
        )
        batch_op.create_index("ix_sends_created_at_id", ["created_at", "id"], unique=False)


def downgrade() -> None:
    """Downgrade schema."""
    with op.batch_alter_table("sends", schema=None) as batch_op:
        batch_op.drop_index("ix_sends_created_at_id")
        batch_op.drop_index("ix_sends_account_user_created")

    op.drop_table("sends")
    with op.batch_alter_table("idempotency_keys", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_idempotency_keys_expires_at"))

    op.drop_table("idempotency_keys")
