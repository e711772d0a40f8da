"""The small async client the mailbox toolset uses to reach the mailbox service's REST API v1.

The toolset and the service talk HTTP only (the gateway never imports the service):
:class:`MailboxClient` is made per tool call, sends the caller's ``mbx_`` token as
Bearer, and turns every failure into one of our errors (translate.py).
"""

from __future__ import annotations

from .client import MailboxClient, MailboxEndpoint
from .translate import looks_like_mailbox_token

__all__ = ["MailboxClient", "MailboxEndpoint", "looks_like_mailbox_token"]
