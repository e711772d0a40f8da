"""The POP3 provider (an :class:`~.base.InboxProvider`): the inbox only, by UIDL.

``poplib`` on a worker thread, one short session per operation: POP3 servers lock the
maildrop for the length of a session and apply deletions only at QUIT, so holding one
open would block the user's other clients and hide their changes. Sessions that share a
``turn`` (one lock per account) run one at a time, so the service never locks itself out.
Folders, flags, move, search, IDLE and changes are not in the protocol: the capability set
says so, and the domain answers 501 ``not_supported`` for them (or keeps what it can in its
index).
"""

from __future__ import annotations

import contextlib
import functools
import poplib
import socket
import ssl
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

import anyio

from .base import (
    Capability,
    Credentials,
    Endpoint,
    InboxMessage,
    Security,
    Sender,
    SendResult,
)
from .errors import (
    AuthenticationFailed,
    ConnectionFailed,
    NotSupported,
    ProviderError,
    ProviderTimeout,
    ServerRefused,
    TlsFailed,
    safe_server_text,
)

__all__ = ["Pop3Provider"]

T = TypeVar("T")


@contextlib.contextmanager
def _translate(what: str, *secrets: str) -> Iterator[None]:
    """Map poplib, socket and TLS failures to :mod:`.errors` (the one place)."""
    try:
        yield
    except ProviderError:
        raise
    except TimeoutError as exc:
        raise ProviderTimeout(f"the POP3 server did not answer {what} in time") from exc
    except (ssl.SSLError, ssl.CertificateError) as exc:
        raise TlsFailed(f"TLS with the POP3 server failed: {exc.__class__.__name__}") from exc
    except poplib.error_proto as exc:
        text = safe_server_text(exc.args[0] if exc.args else "", *secrets)
        raise ServerRefused(f"the POP3 server refused {what}: {text}", text) from exc
    except (OSError, EOFError) as exc:
        raise ConnectionFailed(f"cannot use the POP3 server during {what}") from exc


def _close_on_failure(client: poplib.POP3, error: BaseException) -> None:
    # poplib keeps the socket it opened when the greeting never comes: close it here.
    for part in (getattr(client, "file", None), getattr(client, "sock", None)):
        if part is not None:
            part.close()
    raise error


class _Pop3(poplib.POP3):
    """poplib's client to ``connect_to`` (STLS still checks ``host``)."""

    def __init__(self, host: str, port: int, timeout: float, connect_to: str) -> None:
        self._connect_to = connect_to
        try:
            super().__init__(host, port, timeout)
        except BaseException as error:
            _close_on_failure(self, error)

    def _create_socket(self, timeout: float) -> socket.socket:
        return socket.create_connection((self._connect_to, self.port), timeout)


class _Pop3Tls(poplib.POP3_SSL):
    """poplib's implicit-TLS client to ``connect_to``, TLS checked against ``host``."""

    def __init__(
        self, host: str, port: int, timeout: float, context: ssl.SSLContext, connect_to: str
    ) -> None:
        self.context = context  # poplib sets it too, but only after it connected
        self._connect_to = connect_to
        try:
            super().__init__(host, port, timeout=timeout, context=context)
        except BaseException as error:
            _close_on_failure(self, error)

    def _create_socket(self, timeout: float) -> socket.socket:
        sock = socket.create_connection((self._connect_to, self.port), timeout)
        try:
            return self.context.wrap_socket(sock, server_hostname=self.host)
        except BaseException:
            sock.close()
            raise


class Pop3Provider:
    """A POP3 inbox. Every method opens, logs in, works, and QUITs."""

    def __init__(
        self,
        endpoint: Endpoint,
        credentials: Credentials,
        *,
        sender: Sender | None = None,
        turn: anyio.Lock | None = None,
    ) -> None:
        self._endpoint = endpoint
        self._credentials = credentials
        self._sender = sender
        self._turn = turn or anyio.Lock()

    def __repr__(self) -> str:
        return f"Pop3Provider({self._endpoint!r}, user={self._credentials.username!r})"

    @property
    def capabilities(self) -> frozenset[Capability]:
        return frozenset({Capability.SEND}) if self._sender is not None else frozenset()

    async def __aenter__(self) -> Pop3Provider:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Nothing stays open between operations."""

    def _login(self, address: str) -> poplib.POP3:
        endpoint = self._endpoint
        host, port, timeout = endpoint.host, endpoint.port, endpoint.timeout
        if endpoint.security is Security.TLS:
            context = endpoint.tls_context()
            client: poplib.POP3 = _Pop3Tls(host, port, timeout, context, address)
        else:
            client = _Pop3(host, port, timeout, address)
        try:
            if endpoint.security is Security.STARTTLS:
                if "STLS" not in client.capa():
                    raise TlsFailed("the POP3 server does not offer STLS")
                client.stls(endpoint.tls_context())
            client.user(self._credentials.username)
            try:
                client.pass_(self._credentials.password)
            except poplib.error_proto as exc:
                raise AuthenticationFailed(
                    "the POP3 server rejected the username or password"
                ) from exc
        except BaseException:
            with contextlib.suppress(OSError):
                client.close()
            raise
        return client

    async def _session(self, what: str, work: Callable[[poplib.POP3], T]) -> T:
        address = await self._endpoint.address()

        def run() -> T:
            client = self._login(address)
            try:
                result = work(client)
                client.quit()  # deletions take effect here
                return result
            finally:
                with contextlib.suppress(OSError):
                    client.close()

        async with self._turn:
            with _translate(what, self._credentials.password):
                return await anyio.to_thread.run_sync(run)

    async def verify(self) -> None:
        """Raises: AuthenticationFailed, ConnectionFailed, ProviderTimeout, TlsFailed."""
        await self._session("the login", lambda client: None)

    async def list_messages(self) -> list[InboxMessage]:
        return await self._session("UIDL", _listing)

    async def fetch_raw(self, uidl: str) -> bytes:
        return await self._session("RETR", functools.partial(_retrieve, uidl=uidl))

    async def fetch_raws(self, uidls: Sequence[str]) -> dict[str, bytes]:
        """The bytes of each of ``uidls`` still on the server, in one session."""
        return await self._session("RETR", functools.partial(_retrieve_many, uidls=uidls))

    async def delete(self, uidls: Sequence[str]) -> None:
        await self._session("DELE", functools.partial(_delete, uidls=frozenset(uidls)))

    async def send(self, raw: bytes, *, sender: str, recipients: Sequence[str]) -> SendResult:
        if self._sender is None:
            raise NotSupported(Capability.SEND.value)
        return await self._sender.send(raw, sender=sender, recipients=recipients)


def _numbers(client: poplib.POP3) -> dict[str, int]:
    """UIDL -> message number for this session."""
    _, lines, _ = client.uidl()
    numbers = {}
    for line in lines:
        number, _, uidl = line.decode("ascii", "replace").partition(" ")
        numbers[uidl.strip()] = int(number)
    return numbers


def _listing(client: poplib.POP3) -> list[InboxMessage]:
    sizes = {}
    for line in client.list()[1]:
        number, _, size = line.decode("ascii", "replace").partition(" ")
        sizes[int(number)] = int(size or 0)
    return [InboxMessage(uidl, sizes.get(number, 0)) for uidl, number in _numbers(client).items()]


def _number_of(client: poplib.POP3, uidl: str) -> int:
    number = _numbers(client).get(uidl)
    if number is None:
        raise ServerRefused(f"no message {uidl!r} in the POP3 inbox")
    return number


def _retrieve(client: poplib.POP3, *, uidl: str) -> bytes:
    _, lines, _ = client.retr(_number_of(client, uidl))
    return b"\r\n".join(lines) + b"\r\n"


def _retrieve_many(client: poplib.POP3, *, uidls: Sequence[str]) -> dict[str, bytes]:
    numbers = _numbers(client)
    found = {}
    for uidl in uidls:
        if uidl in numbers:
            _, lines, _ = client.retr(numbers[uidl])
            found[uidl] = b"\r\n".join(lines) + b"\r\n"
    return found


def _delete(client: poplib.POP3, *, uidls: frozenset[str]) -> None:
    for uidl, number in _numbers(client).items():
        if uidl in uidls:
            client.dele(number)
