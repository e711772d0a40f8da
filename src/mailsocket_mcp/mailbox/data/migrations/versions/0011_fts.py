"""Reading: a full-text index of each message's headers and body text for ``q``
(``data/fulltext.py`` says what it holds and how a query reaches it), filled from the messages
already indexed.

Revision ID: 0011_fts
Revises: 0010_search
Create Date: 2026-12-03
"""

from collections.abc import Sequence

from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0011_fts"
down_revision: str | Sequence[str] | None = "0010_search"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_COLUMNS = 'subject, sender_name, sender_email, "to", cc, snippet, search_text'

# PostgreSQL: the same text with ASCII punctuation turned into spaces, split by ``simple``.
_DOCUMENT = (
    "to_tsvector('simple'::regconfig, regexp_replace("
    "coalesce(subject, '') || ' ' || coalesce(sender_name, '') || ' ' || "
    "coalesce(sender_email, '') || ' ' || coalesce((\"to\")::text, '') || ' ' || "
    "coalesce((cc)::text, '') || ' ' || coalesce(snippet, '') || ' ' || "
    "coalesce(search_text, ''), '[!-/:-@\\[-`{-~]+', ' ', 'g'))"
)


def upgrade() -> None:
    """Upgrade schema."""
    if op.get_context().dialect.name == "postgresql":
        # Built while the table is locked for writes (no CONCURRENTLY inside a transaction).
        op.execute(f"CREATE INDEX ix_mail_messages_fts ON mail_messages USING gin ({_DOCUMENT})")
        return
    op.execute(
        f"CREATE VIRTUAL TABLE mail_messages_fts USING fts5({_COLUMNS}, "
        "content='mail_messages', tokenize='unicode61 remove_diacritics 0')"
    )
    # Written out, not built: the statements of a revision never change.
    add = (
        'INSERT INTO mail_messages_fts(rowid, subject, sender_name, sender_email, "to", cc, '
        "snippet, search_text) VALUES (new.rowid, new.subject, new.sender_name, "
        'new.sender_email, new."to", new.cc, new.snippet, new.search_text);'
    )
    remove = (
        "INSERT INTO mail_messages_fts(mail_messages_fts, rowid, subject, sender_name, "
        "sender_email, \"to\", cc, snippet, search_text) VALUES ('delete', old.rowid, "
        'old.subject, old.sender_name, old.sender_email, old."to", old.cc, old.snippet, '
        "old.search_text);"
    )
    op.execute(
        f"CREATE TRIGGER mail_messages_fts_insert AFTER INSERT ON mail_messages BEGIN {add} END"
    )
    op.execute(
        f"CREATE TRIGGER mail_messages_fts_delete AFTER DELETE ON mail_messages BEGIN {remove} END"
    )
    op.execute(
        f"CREATE TRIGGER mail_messages_fts_update AFTER UPDATE OF {_COLUMNS} ON mail_messages "
        f"BEGIN {remove} {add} END"
    )
    # The messages indexed before this revision: read from the content table.
    op.execute("INSERT INTO mail_messages_fts(mail_messages_fts) VALUES ('rebuild')")


def downgrade() -> None:
    """Downgrade schema."""
    if op.get_context().dialect.name == "postgresql":
        op.execute("DROP INDEX ix_mail_messages_fts")
        return
    for trigger in ("insert", "delete", "update"):
        op.execute(f"DROP TRIGGER mail_messages_fts_{trigger}")
    op.execute("DROP TABLE mail_messages_fts")
