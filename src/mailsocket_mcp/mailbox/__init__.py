"""The mailbox service (`mailsocket-mailbox`): real mail accounts behind one REST API (v1).

Layered one way, checked by import-linter (pyproject.toml): ``cli`` -> ``web`` (FastAPI routes,
request and response models) -> ``domain`` (rights, users, tokens, accounts, audit) -> ``data``
(SQLAlchemy storage, Alembic migrations, the vault, the mail providers) -> ``errors``,
``settings``. The gateway never imports this package: the two talk HTTP.
"""
