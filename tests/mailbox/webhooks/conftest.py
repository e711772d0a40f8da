"""Webhooks over a real Dovecot (mail over LMTP), a real SMTP relay, and real HTTP receivers."""

from tests.support.mailservers import dovecot, mail_user, other_user, relay

__all__ = ["dovecot", "mail_user", "other_user", "relay"]
