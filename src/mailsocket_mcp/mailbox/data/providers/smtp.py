"""The SMTP submission adapter (a :class:`~.base.Sender`) over aiosmtplib.

aiosmtplib is asyncio-native and typed, with one timeout for connecting and each command,
implicit TLS, STARTTLS and an ``ssl.SSLContext`` of ours, so nothing here needs a thread.
A connection per send: submissions are rare next to reads, and a fresh connection never
carries a broken session into the next one. ``STARTTLS`` is required when asked for (a
server that does not offer it is a :class:`TlsFailed`, never a silent plaintext login).
Credentials stay out of messages: aiosmtplib's errors carry the server's replies, which
are trimmed and stripped of the password before they are shown.

A connection that breaks or times out once DATA is under way is :class:`DeliveryUncertain`,
not :class:`ConnectionFailed`: the server may have taken the message before it went away, so
the caller must not send it again as if nothing had happened. (From the DATA command on, to be
safe: aiosmtplib does not say whether the failure came before the server's 354.)
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import ssl
from collections.abc import AsyncIterator, Iterator, Sequence
from typing import Any, cast

import aiosmtplib

from .base import Credentials, Endpoint, Security, SendResult
from .errors import (
    AuthenticationFailed,
    ConnectionFailed,
    DeliveryUncertain,
    ProviderError,
    ProviderTimeout,
    ServerRefused,
    TlsFailed,
    safe_server_text,
)

__all__ = ["SmtpSender"]


@contextlib.contextmanager
def _translate(what: str, *secrets: str) -> Iterator[None]:
    """Map aiosmtplib, socket and TLS failures to :mod:`.errors` (the one place)."""
    try:
        yield
    except ProviderError:
        raise
    except aiosmtplib.SMTPAuthenticationError as exc:
        raise AuthenticationFailed("the SMTP server rejected the username or password") from exc
    except aiosmtplib.SMTPRecipientsRefused as exc:
        reasons = "; ".join(
            f"{refusal.recipient}: {refusal.code} {safe_server_text(refusal.message, *secrets)}"
            for refusal in exc.recipients
        )
        raise ServerRefused(f"the SMTP server refused every recipient ({reasons})") from exc
    except aiosmtplib.SMTPTimeoutError as exc:
        raise ProviderTimeout(f"the SMTP server did not answer {what} in time") from exc
    except aiosmtplib.SMTPNotSupported as exc:
        text = safe_server_text(str(exc), *secrets)
        raise TlsFailed(f"the SMTP server cannot do what {what} needs: {text}") from exc
    except aiosmtplib.SMTPResponseException as exc:
        text = safe_server_text(exc.message, *secrets)
        raise ServerRefused(f"the SMTP server refused {what}: {exc.code} {text}", text) from exc
    except (aiosmtplib.SMTPServerDisconnected, aiosmtplib.SMTPConnectError) as exc:
        cause = exc.__cause__
        if isinstance(cause, (ssl.SSLError, ssl.CertificateError)):
            raise TlsFailed(f"TLS with the SMTP server failed: {cause.__class__.__name__}") from exc
        raise ConnectionFailed(f"the SMTP connection failed during {what}") from exc
    except TimeoutError as exc:
        raise ProviderTimeout(f"the SMTP server did not answer {what} in time") from exc
    except (ssl.SSLError, ssl.CertificateError) as exc:
        raise TlsFailed(f"TLS with the SMTP server failed: {exc.__class__.__name__}") from exc
    except (OSError, aiosmtplib.SMTPException) as exc:
        raise ConnectionFailed(f"cannot use the SMTP server during {what}") from exc


async def _connected_socket(address: str, port: int, timeout: float) -> socket.socket:
    """A TCP socket connected to ``address`` (an IP literal), for aiosmtplib to take over."""
    family = socket.AF_INET6 if ":" in address else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setblocking(False)
    try:
        loop = asyncio.get_running_loop()
        await asyncio.wait_for(loop.sock_connect(sock, (address.strip("[]"), port)), timeout)
    except BaseException:
        sock.close()
        raise
    return sock


class _Client(aiosmtplib.SMTP):
    """aiosmtplib's client, noting when DATA starts (``sendmail`` sends it last), and closing
    its connection at once.

    aiosmtplib closes gracefully: over TLS that sends ``close_notify`` and keeps the socket
    open until the server answers in kind, which a server that lingers after its 221 (or a
    broken one) never does; a session on an event loop that ends with it (a check from
    synchronous code) then leaks the socket. Once aiosmtplib closes, the session is over
    (QUIT answered, or the connection unusable): aborting loses nothing.
    """

    data_started = False

    async def data(self, message: str | bytes, /, **kwargs: Any) -> aiosmtplib.SMTPResponse:
        self.data_started = True
        return await super().data(message, **kwargs)

    def close(self) -> None:
        if self.transport is not None:  # its socket closes on the loop's next turn
            cast(asyncio.Transport, self.transport).abort()
        super().close()


class SmtpSender:
    """Submission with AUTH over ``none`` (loopback), ``starttls`` or ``tls``."""

    def __init__(self, endpoint: Endpoint, credentials: Credentials) -> None:
        self._endpoint = endpoint
        self._credentials = credentials

    def __repr__(self) -> str:
        return f"SmtpSender({self._endpoint!r}, user={self._credentials.username!r})"

    @contextlib.asynccontextmanager
    async def _session(self) -> AsyncIterator[_Client]:
        endpoint, secret = self._endpoint, self._credentials.password
        sock = None
        with _translate("connecting", secret):
            address = await endpoint.address()
            if address != endpoint.host:  # pinned: connect there, name the host for TLS
                sock = await _connected_socket(address, endpoint.port, endpoint.timeout)
        client = _Client(
            hostname=endpoint.host,
            port=None if sock is not None else endpoint.port,
            sock=sock,
            timeout=endpoint.timeout,
            use_tls=endpoint.security is Security.TLS,
            start_tls=endpoint.security is Security.STARTTLS,
            tls_context=endpoint.tls_context() if endpoint.security is not Security.NONE else None,
        )
        try:
            with _translate("connecting", secret):
                await client.connect()
        except BaseException:
            if sock is not None:
                sock.close()
            raise
        try:
            with _translate("the login", secret):
                if self._credentials.xoauth2:
                    await client.auth_xoauth2(self._credentials.username, secret)
                else:
                    await client.login(self._credentials.username, secret)
            yield client
        finally:
            try:
                with contextlib.suppress(aiosmtplib.SMTPException, OSError):
                    await client.quit()
            finally:  # a cancelled QUIT too
                client.close()

    async def verify(self) -> None:
        """Connect, log in, quit.

        Raises:
            AuthenticationFailed, ConnectionFailed, ProviderTimeout, TlsFailed.
        """
        async with self._session():
            pass

    async def send(self, raw: bytes, *, sender: str, recipients: Sequence[str]) -> SendResult:
        """Submit ``raw`` to ``recipients``.

        Raises:
            ServerRefused: the sender, the message or every recipient was refused.
            DeliveryUncertain: the connection broke once DATA was under way.
            AuthenticationFailed, ConnectionFailed, ProviderTimeout, TlsFailed.
        """
        secret = self._credentials.password
        async with self._session() as client:
            try:
                with _translate("the message", secret):
                    errors, _ = await client.sendmail(sender, list(recipients), raw)
            except ConnectionFailed as exc:
                if not client.data_started:
                    raise
                raise DeliveryUncertain(
                    "the SMTP server went away while the message was being handed over: "
                    "whether it took the message is unknown"
                ) from exc
        refused = {
            address: f"{reply.code} {safe_server_text(reply.message, secret)}"
            for address, reply in errors.items()
        }
        accepted = tuple(address for address in recipients if address not in refused)
        return SendResult(accepted=accepted, refused=refused)
