"""POP3 accounts in the index: each message's UIDL, and its bytes when small.

Revision ID: 0009_pop3
Revises: 0005_links
Create Date: 2026-12-02
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0009_pop3"
down_revision: str | Sequence[str] | None = "0005_links"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Upgrade schema."""
    op.create_table(
        "mail_pop3_messages",
        sa.Column("message_id", sa.String(length=40), nullable=False),
        sa.Column("account_id", sa.String(length=40), nullable=False),
        sa.Column("uidl", sa.String(length=70), nullable=False),
        sa.Column("raw", sa.LargeBinary(), nullable=True),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_mail_pop3_messages_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["message_id"],
            ["mail_messages.id"],
            name=op.f("fk_mail_pop3_messages_message_id_mail_messages"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("message_id", name=op.f("pk_mail_pop3_messages")),
        sa.UniqueConstraint("account_id", "uidl", name=op.f("uq_mail_pop3_messages_account_id")),
    )


def downgrade() -> None:
    """Downgrade schema."""
    op.drop_table("mail_pop3_messages")
