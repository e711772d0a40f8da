"""Alembic revisions of the mailbox service (env.py runs them; versions/ holds them)."""
