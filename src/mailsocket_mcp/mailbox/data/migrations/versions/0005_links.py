"""One-time attachment links: only the SHA-256 of each secret, and when it was used.

Revision ID: 0005_links
Revises: 0004_list_index
Create Date: 2026-12-02
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0005_links"
down_revision: str | Sequence[str] | None = "0004_list_index"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Upgrade schema."""
    op.create_table(
        "attachment_links",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("secret_hash", sa.String(length=64), nullable=False),
        sa.Column("account_id", sa.String(length=40), nullable=False),
        sa.Column("message_id", sa.String(length=40), nullable=False),
        sa.Column("attachment_id", sa.String(length=40), nullable=False),
        sa.Column("token_id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("used_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_attachment_links_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["token_id"],
            ["tokens.id"],
            name=op.f("fk_attachment_links_token_id_tokens"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_attachment_links")),
        sa.UniqueConstraint("secret_hash", name=op.f("uq_attachment_links_secret_hash")),
    )
    with op.batch_alter_table("attachment_links", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_attachment_links_account_id"), ["account_id"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_attachment_links_expires_at"), ["expires_at"], unique=False
        )
        batch_op.create_index(
            batch_op.f("ix_attachment_links_token_id"), ["token_id"], unique=False
        )


def downgrade() -> None:
    """Downgrade schema."""
    with op.batch_alter_table("attachment_links", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_attachment_links_token_id"))
        batch_op.drop_index(batch_op.f("ix_attachment_links_expires_at"))
        batch_op.drop_index(batch_op.f("ix_attachment_links_account_id"))

    op.drop_table("attachment_links")
