"""Reading: the body text that ``q`` searches, kept in the index (bounded).

Revision ID: 0010_search
Revises: 0005_account_disabled
Create Date: 2026-12-02
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0010_search"
down_revision: str | Sequence[str] | None = "0005_account_disabled"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Upgrade schema."""
    with op.batch_alter_table("mail_messages", schema=None) as batch_op:
        batch_op.add_column(sa.Column("search_text", sa.Text(), nullable=True))


def downgrade() -> None:
    """Downgrade schema."""
    with op.batch_alter_table("mail_messages", schema=None) as batch_op:
        batch_op.drop_column("search_text")
