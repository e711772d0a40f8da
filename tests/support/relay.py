"""A small SMTP submission server for the tests: AUTH, then delivery into Dovecot over LMTP.

Why not Postfix: as root on ephemeral ports it needs its own spool, queue manager, chroot
and aliases set up per run, and it delivers asynchronously from a queue. A submission
server the tests own does what a client of ours can observe (EHLO, optional STARTTLS or
implicit TLS, AUTH PLAIN/LOGIN checked against the Dovecot fixture's users, RCPT accepted or
refused, DATA accepted once delivered; AUTH XOAUTH2 where a ``bearer_check`` says whose an
access token is) and hands the mail to Dovecot over LMTP before
answering ``250``, so a test can read the mail from the recipient's INBOX right after sending.

Recipients are accepted when they are users of the Dovecot fixture (``550 5.1.1`` else), with
or without a ``+detail`` (Dovecot's ``recipient_delimiter``: it files the mail in the user's
INBOX), and any address on a domain in ``Relay.catch_all``, delivered to that domain's user
with an ``X-Original-To`` header naming the address, as Postfix's catch-all delivers.
The server runs on its own event loop in a thread, so it outlives each test's loop.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import contextlib
import smtplib
import socket
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from aiosmtpd.smtp import SMTP, AuthResult, Envelope, LoginPassword, Session

from tests.support.dovecot import Dovecot, deliver

START_SECONDS = 10.0


@dataclass
class Relay:
    """Where the submission server listens; ``sent`` records each accepted envelope.

    With ``drop_after_data`` set, the server delivers a message and then drops the connection
    instead of answering ``250``: the client cannot tell whether it was taken.
    """

    host: str
    port: int  # plaintext, STARTTLS offered
    tls_port: int  # implicit TLS
    sent: list[tuple[str, list[str]]] = field(default_factory=list)
    drop_after_data: bool = False
    catch_all: dict[str, str] = field(default_factory=dict)  # domain -> the user it reaches

    def mailbox_of(self, address: str) -> str:
        """The user an address reaches: a catch-all domain's, else its own without +detail."""
        local, _, domain = address.lower().rpartition("@")
        return self.catch_all.get(domain) or f"{local.split('+', 1)[0]}@{domain}"


BearerCheck = Callable[[str, str], bool]  # (user, access token) -> good?


class _Handler:
    def __init__(self, dovecot: Dovecot, relay: Relay, bearer_check: BearerCheck | None) -> None:
        self._dovecot = dovecot
        self._relay = relay
        self._bearer_check = bearer_check

    async def auth_XOAUTH2(self, server: SMTP, args: list[str]) -> AuthResult:
        """SASL XOAUTH2 in one line: ``user=<address>^Aauth=Bearer <token>^A^A``."""
        try:
            text = base64.b64decode(args[1], validate=True).decode()
        except (IndexError, binascii.Error, UnicodeDecodeError):
            return AuthResult(success=False, handled=False)
        fields = dict(part.split("=", 1) for part in text.split("\x01") if "=" in part)
        token = fields.get("auth", "").removeprefix("Bearer ")
        good = self._bearer_check is not None and self._bearer_check(fields.get("user", ""), token)
        return AuthResult(success=good, handled=False)

    def authenticate(
        self, server: SMTP, session: Session, envelope: Envelope, mechanism: str, data: Any
    ) -> AuthResult:
        if not isinstance(data, LoginPassword):
            return AuthResult(success=False, handled=False)
        login = data.login.decode("utf-8", "replace")
        password = data.password.decode("utf-8", "replace")
        return AuthResult(success=self._dovecot.check_password(login, password), handled=False)

    async def handle_MAIL(
        self, server: SMTP, session: Session, envelope: Envelope, address: str, options: list[str]
    ) -> str:
        if not session.authenticated:
            return "530 5.7.0 Authentication required"
        envelope.mail_from = address
        envelope.mail_options.extend(options)
        return "250 2.1.0 OK"

    async def handle_RCPT(
        self, server: SMTP, session: Session, envelope: Envelope, address: str, options: list[str]
    ) -> str:
        if self._relay.mailbox_of(address) not in self._dovecot.users:
            return "550 5.1.1 No such user here"
        envelope.rcpt_tos.append(address)
        return "250 2.1.5 OK"

    async def handle_DATA(self, server: SMTP, session: Session, envelope: Envelope) -> str:
        raw = envelope.original_content or b""
        recipients = list(envelope.rcpt_tos)
        sender = envelope.mail_from or ""
        try:
            for recipient in recipients:
                domain = recipient.rpartition("@")[2].lower()
                if domain in self._relay.catch_all:
                    target = self._relay.catch_all[domain]
                    mail = f"X-Original-To: {recipient}\r\n".encode() + raw
                else:
                    target, mail = recipient, raw
                await asyncio.get_running_loop().run_in_executor(
                    None, lambda t=target, m=mail: deliver(self._dovecot, [t], m, sender=sender)
                )
        except (OSError, smtplib.SMTPException):
            return "451 4.3.0 Delivery into the mailbox failed; try again"
        self._relay.sent.append((sender, recipients))
        if self._relay.drop_after_data and server.transport is not None:
            server.transport.abort()
        return "250 2.0.0 OK: delivered"


def _listener() -> socket.socket:
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(16)
    return sock


@contextlib.contextmanager
def running_relay(dovecot: Dovecot, *, bearer_check: BearerCheck | None = None) -> Iterator[Relay]:
    """Serve submission on two free ports (STARTTLS offered / implicit TLS) until exit."""
    plain, implicit = _listener(), _listener()
    relay = Relay("127.0.0.1", plain.getsockname()[1], implicit.getsockname()[1])
    handler = _Handler(dovecot, relay, bearer_check)
    server_tls = dovecot.certificates.server_context()
    loop = asyncio.new_event_loop()
    ready = threading.Event()
    servers: list[asyncio.Server] = []

    def session(*, starttls: bool) -> SMTP:
        return SMTP(
            handler,
            hostname="relay.example.test",
            authenticator=handler.authenticate,
            # Plaintext AUTH on loopback, like the IMAP fixture; AUTH itself is required in
            # handle_MAIL (aiosmtpd's auth_required warns when TLS is not required too).
            auth_require_tls=False,
            tls_context=server_tls if starttls else None,
            loop=loop,
        )

    async def start() -> None:
        servers.append(await loop.create_server(lambda: session(starttls=True), sock=plain))
        servers.append(
            await loop.create_server(lambda: session(starttls=False), sock=implicit, ssl=server_tls)
        )
        ready.set()

    def run() -> None:
        loop.run_until_complete(start())
        loop.run_forever()

    thread = threading.Thread(target=run, name="smtp-relay", daemon=True)
    thread.start()
    if not ready.wait(START_SECONDS):
        raise RuntimeError(f"the SMTP relay did not start in {START_SECONDS:g} s")
    try:
        yield relay
    finally:

        async def stop() -> None:
            for server in servers:
                server.close()
                await server.wait_closed()

        asyncio.run_coroutine_threadsafe(stop(), loop).result(timeout=START_SECONDS)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(START_SECONDS)
        loop.close()
