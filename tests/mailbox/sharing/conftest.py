"""One-time attachment links: the service over a real Dovecot, mail delivered over LMTP."""

from tests.support.mailservers import dovecot, mail_user, other_user

__all__ = ["dovecot", "mail_user", "other_user"]
