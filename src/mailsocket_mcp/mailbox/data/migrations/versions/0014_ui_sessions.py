"""The admin page's sessions: one row per signed-in browser, its secret kept hashed.

Revision ID: 0014_ui_sessions
Revises: 0013_inbox_source
Create Date: 2026-12-04
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0014_ui_sessions"
down_revision: str | Sequence[str] | None = "0013_inbox_source"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Upgrade schema."""
    op.create_table(
        "ui_sessions",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("secret_hash", sa.String(length=64), nullable=False),
        sa.Column("user_id", sa.String(length=40), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_seen_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_ui_sessions_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_ui_sessions")),
        sa.UniqueConstraint("secret_hash", name=op.f("uq_ui_sessions_secret_hash")),
    )
    with op.batch_alter_table("ui_sessions", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_ui_sessions_expires_at"), ["expires_at"], unique=False)
        batch_op.create_index(batch_op.f("ix_ui_sessions_user_id"), ["user_id"], unique=False)


def downgrade() -> None:
    """Downgrade schema."""
    with op.batch_alter_table("ui_sessions", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_ui_sessions_user_id"))
        batch_op.drop_index(batch_op.f("ix_ui_sessions_expires_at"))
    op.drop_table("ui_sessions")
