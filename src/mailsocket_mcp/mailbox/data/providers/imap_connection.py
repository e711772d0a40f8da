"""One logged-in IMAP connection: IMAPClient on worker threads, errors translated in one place.

Why IMAPClient (in a thread) rather than aioimaplib: IMAPClient parses what we need
(FETCH with ENVELOPE, BODYSTRUCTURE, MODSEQ; LIST with special-use flags; STATUS; SELECT
with HIGHESTMODSEQ; modified UTF-7 folder names) and speaks IDLE, MOVE, UIDPLUS
(``uid_expunge``), CONDSTORE and QRESYNC (``enable``, FETCH modifiers). aioimaplib hands
back raw response lines, so envelopes, body structures and folder names would be ours to
parse. The costs are small and contained here: each command runs on a worker thread
(a :class:`anyio.CapacityLimiter` of one per connection serialises them, as IMAP needs),
socket timeouts bound connecting and every command so a hung server costs its own
account one thread for at most ``timeout`` seconds, and three response codes IMAPClient
does not surface (COPYUID, APPENDUID, VANISHED) are read from imaplib's
``untagged_responses`` (:meth:`ImapConnection.take_untagged`). IDLE waits for the socket
on the event loop, not on a thread (see ``imap_idle``).
"""

from __future__ import annotations

import contextlib
import functools
import imaplib
import logging
import socket
import ssl
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import anyio
from imapclient import IMAPClient
from imapclient.exceptions import CapabilityError, LoginError
from imapclient.imap4 import IMAP4WithTimeout
from imapclient.imapclient import SocketTimeout, seq_to_parenstr_upper
from imapclient.response_parser import parse_fetch_response
from imapclient.tls import IMAP4_TLS

from .base import Credentials, Endpoint, Security
from .errors import (
    AuthenticationFailed,
    ConnectionFailed,
    FolderNotFound,
    ProviderError,
    ProviderTimeout,
    ServerRefused,
    TlsFailed,
    safe_server_text,
)

__all__ = ["ImapConnection", "fetch_uid_set", "translate_imap_errors"]

log = logging.getLogger(__name__)

T = TypeVar("T")
LOGOUT_SECONDS = 5.0
_MISSING_FOLDER_HINTS = ("NONEXISTENT", "doesn't exist", "does not exist", "Unknown Mailbox")


@contextlib.contextmanager
def translate_imap_errors(what: str, *secrets: str) -> Iterator[None]:
    """Map socket, TLS, imaplib and IMAPClient failures to :mod:`.errors` (the one place).

    ``what`` names the command for the message; ``secrets`` are removed from server text.
    """
    try:
        yield
    except ProviderError:
        raise
    except LoginError as exc:
        raise AuthenticationFailed("the IMAP server rejected the username or password") from exc
    except CapabilityError as exc:
        raise ServerRefused(f"IMAP {what} needs a capability the server lacks") from exc
    except TimeoutError as exc:
        raise ProviderTimeout(f"the IMAP server did not answer {what} in time") from exc
    except (ssl.SSLError, ssl.CertificateError) as exc:
        raise TlsFailed(f"TLS with the IMAP server failed: {exc.__class__.__name__}") from exc
    except imaplib.IMAP4.abort as exc:
        raise ConnectionFailed(f"the IMAP connection broke during {what}") from exc
    except imaplib.IMAP4.error as exc:
        text = safe_server_text(str(exc), *secrets)
        error = FolderNotFound if any(hint in text for hint in _MISSING_FOLDER_HINTS) else None
        raise (error or ServerRefused)(f"the IMAP server refused {what}: {text}", text) from exc
    except OSError as exc:
        reason = exc.strerror or exc.__class__.__name__
        raise ConnectionFailed(f"cannot reach the IMAP server: {reason}") from exc


class ImapConnection:
    """An :class:`IMAPClient` logged in; every call goes through :meth:`call`."""

    def __init__(self, client: IMAPClient, capabilities: frozenset[str], secret: str) -> None:
        self._client = client
        self.server_capabilities = capabilities
        self._secret = secret
        self._limiter = anyio.CapacityLimiter(1)
        self.closed = False
        self.selected: tuple[str, bool] | None = None  # (folder, readonly)

    @classmethod
    async def open(cls, endpoint: Endpoint, credentials: Credentials) -> ImapConnection:
        """Connect, protect as ``endpoint.security`` says, log in, ENABLE QRESYNC if offered.

        Raises:
            AuthenticationFailed, ConnectionFailed, ProviderTimeout, TlsFailed.
        """
        limiter = anyio.CapacityLimiter(1)
        address = await endpoint.address()
        opener = functools.partial(_connect_and_login, endpoint, credentials, address)
        with translate_imap_errors("the login", credentials.password):
            client, capabilities = await anyio.to_thread.run_sync(opener, limiter=limiter)
        connection = cls(client, capabilities, credentials.password)
        connection._limiter = limiter
        return connection

    @property
    def client(self) -> IMAPClient:
        return self._client

    async def call(self, what: str, function: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run ``function(*args, **kwargs)`` on this connection's worker thread.

        A broken connection is marked closed; the provider opens a new one next time.
        """
        if self.closed:
            raise ConnectionFailed("the IMAP connection is closed")
        bound = functools.partial(function, *args, **kwargs)
        try:
            with translate_imap_errors(what, self._secret):
                return await anyio.to_thread.run_sync(bound, limiter=self._limiter)
        except ConnectionFailed:
            self.closed = True
            await self._shutdown()
            raise

    def take_untagged(self, name: str) -> list[bytes]:
        """Remove and return imaplib's untagged responses (and response codes) called ``name``.

        Only between commands: the limiter guarantees no command is running when the
        provider calls this right after the one that produced them.
        """
        found = self._client._imap.untagged_responses.pop(name, [])
        return [item for item in found if isinstance(item, bytes)]

    def forget_untagged(self) -> None:
        self._client._imap.untagged_responses.clear()

    def socket(self) -> socket.socket:
        sock: socket.socket = self._client.socket()
        return sock

    async def aclose(self) -> None:
        """LOGOUT (bounded), then close the socket; safe to call twice."""
        if self.closed:
            return
        self.closed = True
        with (
            anyio.CancelScope(shield=True),
            anyio.move_on_after(LOGOUT_SECONDS),
            contextlib.suppress(Exception),
        ):
            await anyio.to_thread.run_sync(self._client.logout, limiter=self._limiter)
            return
        await self._shutdown()

    async def _shutdown(self) -> None:
        with contextlib.suppress(Exception):
            self._client.shutdown()


def fetch_uid_set(
    client: IMAPClient, uid_set: str, items: list[bytes], modifiers: list[str] | None = None
) -> dict[int, dict[bytes, Any]]:
    """UID FETCH of a set such as ``5:*`` (IMAPClient 4's ``fetch`` takes only lists of UIDs).

    Unsolicited FETCH responses for other messages are returned too; callers filter.
    """
    imap = client._imap
    args = ["UID", "FETCH", uid_set, seq_to_parenstr_upper(items)]
    if modifiers:
        args.append(seq_to_parenstr_upper(modifiers))
    tag = imap._command(*args)
    kind, data = imap._command_complete("FETCH", tag)
    client._checkok("fetch", kind, data)
    kind, data = imap._untagged_response(kind, data, "FETCH")
    parsed: dict[int, dict[bytes, Any]] = parse_fetch_response(data, False, True)
    return parsed


class _ClosingImap4Tls(IMAP4_TLS):  # type: ignore[misc]
    """IMAPClient's implicit-TLS transport to ``connect_to``, TLS checked against ``host``,
    closing its socket when the handshake fails."""

    def __init__(
        self, host: str, port: int, context: ssl.SSLContext, timeout: float, connect_to: str
    ) -> None:
        self._connect_to = connect_to
        super().__init__(host, port, context, timeout)

    def _create_socket(self, timeout: float | None = None) -> socket.socket:
        address = (self._connect_to, self.port)
        sock = socket.create_connection(address, timeout=timeout or self._timeout)
        try:
            wrapped: socket.socket = self.ssl_context.wrap_socket(sock, server_hostname=self.host)
        except BaseException:
            sock.close()
            raise
        return wrapped


class _PlainImap4(IMAP4WithTimeout):  # type: ignore[misc]
    """IMAPClient's plain transport to ``connect_to`` (STARTTLS still checks ``host``)."""

    def __init__(self, host: str, port: int, timeout: float, connect_to: str) -> None:
        self._connect_to = connect_to
        super().__init__(host, port, timeout)

    def _create_socket(self, timeout: float | None = None) -> socket.socket:
        address = (self._connect_to, self.port)
        return socket.create_connection(address, timeout if timeout is not None else self._timeout)


class _Client(IMAPClient):  # type: ignore[misc]
    """IMAPClient connecting to ``connect_to`` while it names the server ``host``."""

    def __init__(self, host: str, *, connect_to: str, **kwargs: Any) -> None:
        self._connect_to = connect_to
        super().__init__(host, **kwargs)

    def _create_IMAP4(self) -> imaplib.IMAP4:
        timeout = self._timeout.connect
        if self.ssl:
            return _ClosingImap4Tls(
                self.host, self.port, self.ssl_context, timeout, self._connect_to
            )
        return _PlainImap4(self.host, self.port, timeout, self._connect_to)


def _connect_and_login(
    endpoint: Endpoint, credentials: Credentials, address: str
) -> tuple[IMAPClient, frozenset[str]]:
    timeout = SocketTimeout(connect=endpoint.timeout, read=endpoint.timeout)
    implicit_tls = endpoint.security is Security.TLS
    client = _Client(
        endpoint.host,
        connect_to=address,
        port=endpoint.port,
        ssl=implicit_tls,
        ssl_context=endpoint.tls_context() if implicit_tls else None,
        timeout=timeout,
    )
    try:
        client.normalise_times = False  # keep the server's time zones
        if endpoint.security is Security.STARTTLS:
            if not client.has_capability("STARTTLS"):
                raise TlsFailed("the IMAP server does not offer STARTTLS")
            client.starttls(endpoint.tls_context())
        if credentials.xoauth2:
            client.oauth2_login(credentials.username, credentials.password)
        else:
            client.login(credentials.username, credentials.password)
        # The capabilities after login are the ones that count (Dovecot lists more).
        capabilities = frozenset(
            item.decode("ascii", "replace").upper() for item in client.capabilities()
        )
        if "QRESYNC" in capabilities:
            client.enable("QRESYNC")
        elif "CONDSTORE" in capabilities:
            client.enable("CONDSTORE")
    except BaseException:
        with contextlib.suppress(Exception):
            client.shutdown()
        raise
    return client, capabilities
