"""Reading: an index for a folder's message list, newest first (no sort per page).

Revision ID: 0004_list_index
Revises: 0003_sends
Create Date: 2026-12-01
"""

from collections.abc import Sequence

from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0004_list_index"
down_revision: str | Sequence[str] | None = "0003_sends"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Upgrade schema."""
    with op.batch_alter_table("mail_messages", schema=None) as batch_op:
        batch_op.create_index(
            "ix_mail_messages_folder_received", ["folder_id", "received", "id"], unique=False
        )


def downgrade() -> None:
    """Downgrade schema."""
    with op.batch_alter_table("mail_messages", schema=None) as batch_op:
        batch_op.drop_index("ix_mail_messages_folder_received")
