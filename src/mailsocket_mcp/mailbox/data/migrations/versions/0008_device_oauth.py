"""Sign-in by code (OAuth device authorization grant): the sign-ins under way.

Revision ID: 0008_device_oauth
Revises: 0007_second_factor
Create Date: 2026-12-02
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0008_device_oauth"
down_revision: str | Sequence[str] | None = "0007_second_factor"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Upgrade schema."""
    op.create_table(
        "oauth_sign_ins",
        sa.Column("id", sa.String(length=40), nullable=False),
        sa.Column("provider", sa.String(length=20), nullable=False),
        sa.Column("user_id", sa.String(length=40), nullable=False),
        sa.Column("account_id", sa.String(length=40), nullable=True),
        sa.Column("nonce", sa.LargeBinary(), nullable=False),
        sa.Column("sealed", sa.LargeBinary(), nullable=False),
        sa.Column("interval", sa.Integer(), nullable=False),
        sa.Column("next_poll_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("connected_account_id", sa.String(length=40), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_id"],
            ["users.id"],
            name=op.f("fk_oauth_sign_ins_user_id_users"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_oauth_sign_ins")),
    )
    with op.batch_alter_table("oauth_sign_ins", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_oauth_sign_ins_expires_at"), ["expires_at"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_oauth_sign_ins_user_id"), ["user_id"], unique=False)


def downgrade() -> None:
    """Downgrade schema."""
    with op.batch_alter_table("oauth_sign_ins", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_oauth_sign_ins_user_id"))
        batch_op.drop_index(batch_op.f("ix_oauth_sign_ins_expires_at"))
    op.drop_table("oauth_sign_ins")
