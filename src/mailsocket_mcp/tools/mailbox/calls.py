"""The mailbox toolset as the server registers it: every tool mixin of this package.

A toolset's tools are the public async methods of one class (registry.py reads them
in definition order, base classes first). The write tools join as another mixin of
:class:`~mailsocket_mcp.tools.mailbox.base.MailboxToolBase`, listed here before
``ReadingTools`` (so the read tools come first in tools/list).
"""

from __future__ import annotations

from .attachments import AttachmentTools
from .drafting import DraftTools
from .reading import ReadingTools
from .sending import SendingTools
from .writing import WritingTools

__all__ = ["MailboxTools"]


class MailboxTools(SendingTools, DraftTools, WritingTools, AttachmentTools, ReadingTools):
    """The mailbox toolset: read, attachment, write, draft and send tools, in that order."""
