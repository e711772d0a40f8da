"""Reading: indexes for threading a new message (its replies, a reply's subject), so a sync
writing thousands of messages no longer searches the account once per message.

Revision ID: 0012_reply_index
Revises: 0011_fts
Create Date: 2026-12-03
"""

from collections.abc import Sequence

from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0012_reply_index"
down_revision: str | Sequence[str] | None = "0011_fts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Upgrade schema."""
    with op.batch_alter_table("mail_messages", schema=None) as batch_op:
        batch_op.create_index(
            "ix_mail_messages_account_in_reply_to", ["account_id", "in_reply_to"], unique=False
        )
        batch_op.create_index(
            "ix_mail_messages_account_subject_key",
            ["account_id", "subject_key", "received"],
            unique=False,
        )


def downgrade() -> None:
    """Downgrade schema."""
    with op.batch_alter_table("mail_messages", schema=None) as batch_op:
        batch_op.drop_index("ix_mail_messages_account_subject_key")
        batch_op.drop_index("ix_mail_messages_account_in_reply_to")
