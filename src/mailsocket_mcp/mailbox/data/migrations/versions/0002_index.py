"""The local index of real mail: folders, messages with stable ids, the change feed, sync
state and the lease that lets one process sync an account.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0002"
down_revision: str | Sequence[str] | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Upgrade schema."""
    op.create_table(
        "mail_changes",
        sa.Column("seq", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("account_id", sa.String(length=40), nullable=False),
        sa.Column("message_id", sa.String(length=40), nullable=False),
        sa.Column("folder_id", sa.String(length=40), nullable=True),
        sa.Column("type", sa.String(length=20), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_mail_changes_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("seq", name=op.f("pk_mail_changes")),
    )
    with op.batch_alter_table("mail_changes", schema=None) as batch_op:
        batch_op.create_index("ix_mail_changes_account_seq", ["account_id", "seq"], unique=False)

    op.create_table(
        "mail_folders",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("account_id", sa.String(length=40), nullable=False),
        sa.Column("name", sa.String(length=500), nullable=False),
        sa.Column("delimiter", sa.String(length=4), nullable=True),
        sa.Column("role", sa.String(length=20), nullable=True),
        sa.Column("subscribed", sa.Boolean(), nullable=False),
        sa.Column("uidvalidity", sa.BigInteger(), nullable=True),
        sa.Column("uidnext", sa.BigInteger(), nullable=True),
        sa.Column("highestmodseq", sa.BigInteger(), nullable=True),
        sa.Column("total", sa.Integer(), nullable=False),
        sa.Column("unread", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_mail_folders_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_mail_folders")),
        sa.UniqueConstraint("account_id", "name", name=op.f("uq_mail_folders_account_id")),
    )
    op.create_table(
        "sync_leases",
        sa.Column("account_id", sa.String(length=40), nullable=False),
        sa.Column("holder", sa.String(length=100), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_sync_leases_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("account_id", name=op.f("pk_sync_leases")),
    )
    op.create_table(
        "sync_state",
        sa.Column("account_id", sa.String(length=40), nullable=False),
        sa.Column("changes_floor", sa.Integer(), nullable=False),
        sa.Column("last_pass_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("last_error", sa.String(length=300), nullable=True),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_sync_state_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("account_id", name=op.f("pk_sync_state")),
    )
    op.create_table(
        "mail_messages",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("account_id", sa.String(length=40), nullable=False),
        sa.Column("folder_id", sa.String(length=40), nullable=False),
        sa.Column("uidvalidity", sa.BigInteger(), nullable=False),
        sa.Column("uid", sa.BigInteger(), nullable=False),
        sa.Column("modseq", sa.BigInteger(), nullable=True),
        sa.Column("message_id_header", sa.String(length=998), nullable=True),
        sa.Column("in_reply_to", sa.String(length=998), nullable=True),
        sa.Column("thread_id", sa.String(length=40), nullable=False),
        sa.Column("sender_name", sa.String(length=320), nullable=True),
        sa.Column("sender_email", sa.String(length=320), nullable=True),
        sa.Column("to", sa.JSON(), nullable=False),
        sa.Column("cc", sa.JSON(), nullable=False),
        sa.Column("subject", sa.String(length=1000), nullable=True),
        sa.Column("subject_key", sa.String(length=200), nullable=False),
        sa.Column("date", sa.DateTime(timezone=True), nullable=True),
        sa.Column("received", sa.DateTime(timezone=True), nullable=True),
        sa.Column("snippet", sa.String(length=300), nullable=True),
        sa.Column("flags", sa.JSON(), nullable=False),
        sa.Column("keywords", sa.JSON(), nullable=False),
        sa.Column("unread", sa.Boolean(), nullable=False),
        sa.Column("starred", sa.Boolean(), nullable=False),
        sa.Column("size", sa.BigInteger(), nullable=False),
        sa.Column("has_attachments", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_mail_messages_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["folder_id"],
            ["mail_folders.id"],
            name=op.f("fk_mail_messages_folder_id_mail_folders"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_mail_messages")),
        sa.UniqueConstraint(
            "folder_id", "uidvalidity", "uid", name=op.f("uq_mail_messages_folder_id")
        ),
    )
    with op.batch_alter_table("mail_messages", schema=None) as batch_op:
        batch_op.create_index(
            "ix_mail_messages_account_message_id", ["account_id", "message_id_header"], unique=False
        )
        batch_op.create_index(
            "ix_mail_messages_account_received", ["account_id", "received", "id"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_mail_messages_thread_id"), ["thread_id"], unique=False)


def downgrade() -> None:
    """Downgrade schema."""
    with op.batch_alter_table("mail_messages", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_mail_messages_thread_id"))
        batch_op.drop_index("ix_mail_messages_account_received")
        batch_op.drop_index("ix_mail_messages_account_message_id")

    op.drop_table("mail_messages")
    op.drop_table("sync_state")
    op.drop_table("sync_leases")
    op.drop_table("mail_folders")
    with op.batch_alter_table("mail_changes", schema=None) as batch_op:
        batch_op.drop_index("ix_mail_changes_account_seq")

    op.drop_table("mail_changes")
