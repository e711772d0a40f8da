"""The provider protocols and the values they exchange.

A provider knows one protocol (IMAP, POP3, SMTP) and nothing of HTTP, rights or storage.
The domain holds one per account and asks for a :class:`Capability` before it calls an
operation that needs one (:func:`require`), so a missing capability is a
:class:`~.errors.NotSupported` (501 ``not_supported``) by design, never a special case.

- :class:`Provider`: a mailbox with folders (IMAP). Messages are addressed by folder and
  UID; a UID is only meaningful with the folder's UIDVALIDITY, which every answer that
  names UIDs carries.
- :class:`InboxProvider`: an inbox without folders or flags (POP3), addressed by UIDL.
- :class:`Sender`: submission (SMTP). Either provider can be given one; it then has
  :attr:`Capability.SEND` and its ``send`` delegates to it.
"""

from __future__ import annotations

import datetime
import enum
import ipaddress
import ssl
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from typing import Protocol

from .errors import NotSupported

__all__ = [
    "AppendResult",
    "Capability",
    "Credentials",
    "Endpoint",
    "Folder",
    "FolderChanges",
    "FolderRole",
    "FolderStatus",
    "InboxMessage",
    "InboxProvider",
    "MessageSummary",
    "MoveResult",
    "Provider",
    "SearchQuery",
    "Security",
    "SendResult",
    "Sender",
    "require",
]


class Capability(str, enum.Enum):
    """What a provider can do; the value is the name reported in ``not_supported`` errors."""

    IDLE = "idle"  # push notification of changes (IMAP IDLE)
    MOVE = "move"  # move messages between folders (MOVE, or COPY + EXPUNGE)
    OBJECTID = "objectid"  # server-side stable ids (RFC 8474 EMAILID)
    UIDPLUS = "uidplus"  # COPYUID / APPENDUID: new UIDs reported after copy and append
    CONDSTORE = "condstore"  # MODSEQ per message: flag changes since a state
    QRESYNC = "qresync"  # expunged UIDs since a state (VANISHED)
    SEARCH = "search"  # server-side SEARCH
    FOLDERS = "folders"  # more than an inbox: list, create, rename, delete folders
    FLAGS = "flags"  # read / starred / keywords
    DRAFTS = "drafts"  # append messages (drafts, a copy in Sent)
    SEND = "send"  # submission (an SMTP sender is configured)


def require(capabilities: frozenset[Capability], needed: Capability) -> None:
    """Raises: NotSupported: ``needed`` is not among ``capabilities``."""
    if needed not in capabilities:
        raise NotSupported(needed.value)


class Security(str, enum.Enum):
    """How the connection is protected."""

    NONE = "none"  # plaintext; callers allow it for loopback only
    STARTTLS = "starttls"  # plaintext greeting, then upgrade before login
    TLS = "tls"  # TLS from the first byte (IMAPS 993, POP3S 995, SMTPS 465)


def _is_loopback(host: str) -> bool:
    if host.lower().rstrip(".") == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


@dataclass(frozen=True, kw_only=True)
class Endpoint:
    """Where a server is and how to reach it.

    ``ssl_context`` defaults to the system's trust store with verification on; tests pass
    a context that trusts their own authority. ``timeout`` bounds connecting and each
    command (seconds).

    ``pin``, where given, answers the one IP address to connect to, after whoever made the
    endpoint checked it (the service's host rules): the providers connect to that address,
    never to a second lookup of ``host`` that could answer elsewhere (DNS rebinding), and
    keep ``host`` for TLS (SNI and the certificate's name). Asked again for every connection.
    """

    host: str
    port: int
    security: Security = Security.TLS
    timeout: float = 30.0
    ssl_context: ssl.SSLContext | None = field(default=None, repr=False, compare=False)
    pin: Callable[[], Awaitable[str]] | None = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        """Raises: ValueError: plaintext (``none``) to a host that is not loopback."""
        if self.security is Security.NONE and not _is_loopback(self.host):
            raise ValueError("security 'none' (plaintext) is allowed on loopback hosts only")

    def tls_context(self) -> ssl.SSLContext:
        return self.ssl_context or ssl.create_default_context()

    async def address(self) -> str:
        """Where to connect: the pinned address, else ``host`` (resolved by the connection).

        Raises whatever ``pin`` raises (the host rules' refusal), before anything is sent.
        """
        return await self.pin() if self.pin is not None else self.host


@dataclass(frozen=True)
class Credentials:
    """A login; ``repr`` never shows the password.

    With ``xoauth2`` the password is an OAuth access token, sent with SASL ``XOAUTH2``.
    """

    username: str
    password: str = field(repr=False)
    xoauth2: bool = False


class FolderRole(str, enum.Enum):
    """RFC 6154 special-use roles (and the inbox)."""

    INBOX = "inbox"
    SENT = "sent"
    DRAFTS = "drafts"
    TRASH = "trash"
    JUNK = "junk"
    ARCHIVE = "archive"
    ALL = "all"
    FLAGGED = "flagged"


@dataclass(frozen=True)
class Folder:
    name: str  # the server's name, decoded from modified UTF-7
    delimiter: str | None
    role: FolderRole | None
    selectable: bool = True
    subscribed: bool = True


@dataclass(frozen=True)
class FolderStatus:
    name: str
    uidvalidity: int | None
    uidnext: int | None
    highest_modseq: int | None  # None without CONDSTORE
    messages: int
    unseen: int | None


@dataclass(frozen=True)
class MessageSummary:
    """What a message list needs, without the body."""

    uid: int
    flags: frozenset[str]  # system flags (``\\Seen``) and keywords (``$Forwarded``)
    size: int
    internal_date: datetime.datetime | None
    date: datetime.datetime | None
    subject: str
    sender: str  # ``Name <address>`` of the first From
    to: tuple[str, ...]
    cc: tuple[str, ...]
    message_id: str | None
    in_reply_to: str | None
    has_attachments: bool
    modseq: int | None = None
    email_id: str | None = None  # RFC 8474 EMAILID, only with Capability.OBJECTID


@dataclass(frozen=True)
class MoveResult:
    """Where moved messages went: ``uid_map`` maps old UIDs to new ones (empty without UIDPLUS)."""

    target: str
    target_uidvalidity: int | None
    uid_map: dict[int, int]


@dataclass(frozen=True)
class AppendResult:
    folder: str
    uidvalidity: int | None
    uid: int | None  # from APPENDUID (UIDPLUS)


@dataclass(frozen=True)
class FolderChanges:
    """What changed in a folder since a MODSEQ.

    ``changed`` holds messages that are new or whose flags changed; ``vanished`` UIDs that
    were expunged (only with QRESYNC; else ``None``, and the caller compares UID lists).
    ``uidvalidity_changed`` means every UID the caller knows is void: resync from scratch.
    """

    uidvalidity: int
    highest_modseq: int
    changed: tuple[MessageSummary, ...]
    vanished: tuple[int, ...] | None
    uidvalidity_changed: bool = False


@dataclass(frozen=True, kw_only=True)
class SearchQuery:
    """Server-side search criteria; every given one must match (AND)."""

    text: str | None = None
    sender: str | None = None
    to: str | None = None
    subject: str | None = None
    since: datetime.date | None = None  # internal date on or after
    before: datetime.date | None = None  # internal date before
    unseen: bool | None = None
    flagged: bool | None = None
    keyword: str | None = None


@dataclass(frozen=True)
class SendResult:
    accepted: tuple[str, ...]
    refused: dict[str, str]  # address -> the server's (safe) reason


@dataclass(frozen=True)
class InboxMessage:
    """A POP3 listing entry; ``uidl`` is the server's stable id for the message."""

    uidl: str
    size: int


class Sender(Protocol):
    """Submission of finished RFC 5322 messages."""

    async def verify(self) -> None:
        """Log in and out. Raises: AuthenticationFailed, ConnectionFailed, TlsFailed."""

    async def send(self, raw: bytes, *, sender: str, recipients: Sequence[str]) -> SendResult:
        """Submit ``raw``; recipients the server refused are in ``refused``.

        Raises:
            ServerRefused: the server refused the sender, the message, or every recipient.
        """


class _Common(Protocol):
    @property
    def capabilities(self) -> frozenset[Capability]: ...

    async def verify(self) -> None:
        """Connect and log in on a fresh connection, then log out.

        Raises:
            AuthenticationFailed: wrong username or password (do not retry).
            ConnectionFailed, ProviderTimeout, TlsFailed: the server could not be used.
        """

    async def aclose(self) -> None:
        """Log out and close; safe to call twice."""

    async def send(self, raw: bytes, *, sender: str, recipients: Sequence[str]) -> SendResult:
        """Submit through the configured sender. Raises: NotSupported: no sender."""


class Provider(_Common, Protocol):
    """A mailbox with folders (IMAP). Every operation raises :class:`~.errors.ProviderError`."""

    async def list_folders(self) -> list[Folder]: ...

    async def folder_status(self, folder: str) -> FolderStatus: ...

    async def fetch_summaries(
        self, folder: str, uids: Sequence[int] | None = None, *, first_uid: int = 1
    ) -> list[MessageSummary]:
        """Summaries of ``uids``, or of every message from ``first_uid`` on."""

    async def fetch_raw(self, folder: str, uid: int) -> bytes:
        """The message's RFC 5322 bytes. Raises: ServerRefused: no such message."""

    async def store_flags(
        self,
        folder: str,
        uids: Sequence[int],
        *,
        add: Sequence[str] = (),
        remove: Sequence[str] = (),
    ) -> None: ...

    async def move(self, folder: str, uids: Sequence[int], target: str) -> MoveResult: ...

    async def delete(
        self, folder: str, uids: Sequence[int], *, permanent: bool = False
    ) -> MoveResult | None:
        """Move to the Trash folder (its result), or expunge when ``permanent`` or in Trash."""

    async def create_folder(self, name: str) -> None: ...

    async def rename_folder(self, old: str, new: str) -> None: ...

    async def delete_folder(self, name: str) -> None: ...

    async def append(
        self,
        folder: str,
        raw: bytes,
        *,
        flags: Sequence[str] = (),
        when: datetime.datetime | None = None,
    ) -> AppendResult: ...

    async def search(self, folder: str, query: SearchQuery) -> list[int]: ...

    async def changes_since(self, folder: str, uidvalidity: int, modseq: int) -> FolderChanges:
        """Raises: NotSupported: ``condstore``."""

    def watch(
        self, folder: str = "INBOX", *, renew_seconds: float = 29 * 60
    ) -> AbstractAsyncContextManager[AsyncIterator[None]]:
        """IDLE on ``folder`` over a connection of its own.

        Each item means "something may have changed; sync now". The first comes once IDLE
        is running (so a sync then misses nothing), then one per server notification and
        one each time IDLE is renewed. Leaving the context ends it cleanly.

        Raises:
            NotSupported: ``idle``.
        """


class InboxProvider(_Common, Protocol):
    """An inbox without folders or flags (POP3); messages are addressed by UIDL."""

    async def list_messages(self) -> list[InboxMessage]: ...

    async def fetch_raw(self, uidl: str) -> bytes: ...

    async def fetch_raws(self, uidls: Sequence[str]) -> dict[str, bytes]:
        """The bytes of each of ``uidls`` still on the server (one session)."""

    async def delete(self, uidls: Sequence[str]) -> None: ...
