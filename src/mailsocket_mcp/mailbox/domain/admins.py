"""The first admin, made on the host: every right, a one-time UI password and an API token."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.orm import Session

from . import tokens, users
from .audit import HOST
from .rights import Rights

__all__ = ["HOST_RIGHTS", "NewAdmin", "create_admin"]

# The host acts with every right: whoever runs a command there could open the database anyway.
HOST_RIGHTS = Rights(admin=True)


@dataclass(frozen=True)
class NewAdmin:
    user_id: str
    password: str
    token: str


def create_admin(session: Session, name: str) -> NewAdmin:
    """Raises: NameTaken: a user of that name exists."""
    change = users.UserChange(name=name, service=["admin"], ui_sign_in=True)
    user = users.create_user(session, HOST, HOST_RIGHTS, change, host=True)
    password = users.set_password(session, HOST, HOST_RIGHTS, user.id)
    assert password is not None  # made by the service when none is named
    _, token = tokens.create_token(session, HOST, None, user.id, "create-admin", None)
    return NewAdmin(user_id=user.id, password=password, token=token)
