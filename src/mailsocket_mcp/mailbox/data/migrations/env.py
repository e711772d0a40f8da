"""Alembic's environment: runs the revisions on the connection the service hands it."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection

from mailsocket_mcp.mailbox.data.fulltext import outside_models
from mailsocket_mcp.mailbox.data.models import Base

connection: Connection = context.config.attributes["connection"]
context.configure(
    connection=connection,
    target_metadata=Base.metadata,
    render_as_batch=connection.dialect.name == "sqlite",
    compare_type=True,
    include_name=outside_models,  # the full-text index: not in the models
)
with context.begin_transaction():
    context.run_migrations()
