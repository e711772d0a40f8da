"""Mail providers: one protocol (:mod:`.base`), one adapter per mail protocol.

Adapters know their protocol and nothing of HTTP, rights or storage:
:class:`ImapProvider` (folders), :class:`Pop3Provider` (inbox only) and
:class:`SmtpSender` (submission). Their failures are the tree in :mod:`.errors`.
"""

from .base import (
    AppendResult,
    Capability,
    Credentials,
    Endpoint,
    Folder,
    FolderChanges,
    FolderRole,
    FolderStatus,
    InboxMessage,
    InboxProvider,
    MessageSummary,
    MoveResult,
    Provider,
    SearchQuery,
    Security,
    Sender,
    SendResult,
    require,
)
from .errors import (
    AuthenticationFailed,
    ConnectionFailed,
    DeliveryUncertain,
    FolderNotFound,
    NotSupported,
    ProviderError,
    ProviderTimeout,
    ServerRefused,
    TlsFailed,
)
from .imap import ImapProvider
from .pop3 import Pop3Provider
from .smtp import SmtpSender

__all__ = [
    "AppendResult",
    "AuthenticationFailed",
    "Capability",
    "ConnectionFailed",
    "Credentials",
    "DeliveryUncertain",
    "Endpoint",
    "Folder",
    "FolderChanges",
    "FolderNotFound",
    "FolderRole",
    "FolderStatus",
    "ImapProvider",
    "InboxMessage",
    "InboxProvider",
    "MessageSummary",
    "MoveResult",
    "NotSupported",
    "Pop3Provider",
    "Provider",
    "ProviderError",
    "ProviderTimeout",
    "SearchQuery",
    "Security",
    "SendResult",
    "Sender",
    "ServerRefused",
    "SmtpSender",
    "TlsFailed",
    "require",
]
