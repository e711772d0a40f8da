"""IMAP IDLE (RFC 2177) as an async iterator of "something changed", on its own connection.

The wait for the server's next line happens on the event loop (:func:`anyio.wait_readable`
on the socket), so a watched account holds no thread while nothing happens and leaving
the context cancels the wait at once. Reading the lines that arrived is a short call on
the connection's worker thread. IDLE is renewed every ``renew_seconds`` (RFC 2177 asks
clients to re-issue it before 29 minutes), and every (re)start yields once: a sync then
covers whatever happened before the server began to notify, so nothing falls in a gap.
"""

from __future__ import annotations

import contextlib
import ssl
from collections.abc import AsyncGenerator, AsyncIterator
from typing import Any

import anyio

from .base import Credentials, Endpoint
from .errors import ConnectionFailed
from .imap_connection import ImapConnection

__all__ = ["watch_folder"]

_CHANGES = frozenset({b"EXISTS", b"EXPUNGE", b"FETCH", b"VANISHED"})
DONE_SECONDS = 5.0


def _is_change(response: tuple[Any, ...]) -> bool:
    return any(isinstance(part, bytes) and part.upper() in _CHANGES for part in response[:2])


async def _wait_readable(connection: ImapConnection) -> None:
    sock = connection.socket()
    if isinstance(sock, ssl.SSLSocket) and sock.pending():
        return  # decrypted bytes wait in the TLS layer, the socket itself may stay quiet
    await anyio.wait_readable(sock)


class _Idler:
    """The IDLE loop of one connection; ``idling`` says whether DONE is owed."""

    def __init__(self, connection: ImapConnection, folder: str, renew_seconds: float) -> None:
        self._connection = connection
        self._folder = folder
        self._renew_seconds = renew_seconds
        self.idling = False

    async def notifications(self) -> AsyncGenerator[None, None]:
        connection, client = self._connection, self._connection.client
        await connection.call(
            f"selecting {self._folder!r}", client.select_folder, self._folder, readonly=True
        )
        while True:
            await connection.call("IDLE", client.idle)
            self.idling = True
            yield None
            deadline = anyio.current_time() + self._renew_seconds
            while anyio.current_time() < deadline:
                with anyio.move_on_after(deadline - anyio.current_time()):
                    await _wait_readable(connection)
                if anyio.current_time() >= deadline:
                    break
                responses = await connection.call("IDLE", client.idle_check, 0)
                if not responses:
                    # Readable with nothing to read: the server closed the connection.
                    raise ConnectionFailed("the IMAP server ended the IDLE connection")
                if any(_is_change(response) for response in responses):
                    yield None
            await self.done()

    async def done(self) -> None:
        if self.idling and not self._connection.closed:
            self.idling = False
            await self._connection.call("DONE", self._connection.client.idle_done)


@contextlib.asynccontextmanager
async def watch_folder(
    endpoint: Endpoint, credentials: Credentials, folder: str, renew_seconds: float
) -> AsyncIterator[AsyncIterator[None]]:
    """Open a connection, IDLE on ``folder``, and close it (DONE, LOGOUT) on exit.

    Raises:
        AuthenticationFailed, ConnectionFailed, ProviderTimeout, TlsFailed: on entry, and
        from the iterator when the connection breaks.
    """
    connection = await ImapConnection.open(endpoint, credentials)
    idler = _Idler(connection, folder, renew_seconds)
    events = idler.notifications()
    try:
        yield events
    finally:
        with anyio.CancelScope(shield=True), anyio.move_on_after(DONE_SECONDS):
            await events.aclose()
            with contextlib.suppress(Exception):
                await idler.done()
        await connection.aclose()
