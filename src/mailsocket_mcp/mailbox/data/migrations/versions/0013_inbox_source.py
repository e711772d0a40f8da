"""Accounts: an inbox source of the inbox bridge (``/api/v1``): its mode (``plus`` or
``catch_all``), the catch-all domain, and the feed entry its new mail was offered up to.

Revision ID: 0013_inbox_source
Revises: 0012_reply_index
Create Date: 2026-12-04
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0013_inbox_source"
down_revision: str | Sequence[str] | None = "0012_reply_index"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Upgrade schema."""
    with op.batch_alter_table("accounts", schema=None) as batch_op:
        batch_op.add_column(sa.Column("inbox_source_mode", sa.String(length=20), nullable=True))
        batch_op.add_column(sa.Column("inbox_source_domain", sa.String(length=253), nullable=True))
        batch_op.add_column(sa.Column("inbox_source_fed", sa.Integer(), nullable=True))


def downgrade() -> None:
    """Downgrade schema."""
    with op.batch_alter_table("accounts", schema=None) as batch_op:
        batch_op.drop_column("inbox_source_fed")
        batch_op.drop_column("inbox_source_domain")
        batch_op.drop_column("inbox_source_mode")
