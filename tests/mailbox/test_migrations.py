"""The Alembic revisions create exactly what the models say, on SQLite and on PostgreSQL."""

from __future__ import annotations

from pathlib import Path

from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext

from mailsocket_mcp.mailbox.data import fulltext
from mailsocket_mcp.mailbox.data.database import Database
from mailsocket_mcp.mailbox.data.models import Base
from mailsocket_mcp.mailbox.settings import database_url


def _differences(url: str) -> list[object]:
    db = Database(url)
    try:
        assert db.revision() is None
        db.migrate()
        assert db.is_current()
        with db.engine.connect() as connection:
            opts = {"compare_type": True, "include_name": fulltext.outside_models}
            context = MigrationContext.configure(connection, opts=opts)
            return list(compare_metadata(context, Base.metadata))
    finally:
        db.dispose()


def test_an_empty_sqlite_database_migrated_up_matches_the_models(tmp_path: Path) -> None:
    assert _differences(f"sqlite:///{tmp_path / 'm.db'}") == []


def test_an_empty_postgresql_database_migrated_up_matches_the_models(postgres_url: str) -> None:
    assert _differences(database_url(postgres_url)) == []


def test_migrating_twice_changes_nothing(tmp_path: Path) -> None:
    db = Database(f"sqlite:///{tmp_path / 'm.db'}")
    db.migrate()
    first = db.revision()
    db.migrate()
    assert db.revision() == first
    assert db.is_current()
    db.dispose()
