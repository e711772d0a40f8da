"""Real Dovecot and SMTP relay for the sending tests (tests/support/mailservers.py)."""

from tests.support.mailservers import dovecot, mail_user, other_user, relay

__all__ = ["dovecot", "mail_user", "other_user", "relay"]
