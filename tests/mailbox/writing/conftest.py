"""Changing real mail: the service over a real Dovecot, mail delivered over LMTP."""

from tests.support.mailservers import dovecot, mail_user, other_user, relay

__all__ = ["dovecot", "mail_user", "other_user", "relay"]
