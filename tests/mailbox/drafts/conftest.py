"""Drafts, replies, forwards and attachments over a real Dovecot and SMTP relay."""

from tests.support.mailservers import dovecot, mail_user, other_user, relay

__all__ = ["dovecot", "mail_user", "other_user", "relay"]
