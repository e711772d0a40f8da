"""SMTP intake: mail an app sends to an inbox address lands exactly like a delivered mail.

aiosmtpd speaks the protocol; ``IntakeHandler`` decides. ``RCPT TO`` an address that is
no live inbox gets ``550`` (a disabled one ``550`` too), a mail over the size limit
``552`` (aiosmtpd checks both the ``SIZE`` parameter and the data it reads). Accepted
bytes go through ``Mailroom.deliver_raw``, the delivery endpoint's own path, once per
distinct inbox among the recipients. Parsing never raises, so malformed mail is stored
with whatever could be read. Unlike a strict MTA, lines of any length are accepted (up
to the size limit): sloppy senders write long HTML lines or bare ``\n`` line ends, and a
test sandbox should take their mail rather than answer ``500 Line too long``.

The server runs on the sandbox's own event loop (``SmtpIntake.start`` from the uvicorn
server's startup), so a delivery wakes pending waits with no cross-thread hop.
"""

from __future__ import annotations

import asyncio
import logging
import socket
import weakref
from typing import Any

from aiosmtpd.smtp import SMTP, Envelope, Session

from .services import SandboxServices

__all__ = ["IntakeHandler", "SmtpIntake"]

log = logging.getLogger(__name__)

IDLE_TIMEOUT_SECONDS = 120.0
CLOSE_SECONDS = 5.0


class IntakeHandler:
    """aiosmtpd hooks: accept recipients that are live inboxes, deliver to each."""

    def __init__(self, services: SandboxServices) -> None:
        self._services = services

    async def handle_RCPT(
        self,
        server: SMTP,
        session: Session,
        envelope: Envelope,
        address: str,
        rcpt_options: list[str],
    ) -> str:
        inbox = self._services.inbox_at(address)
        if inbox is None:
            return "550 5.1.1 No such inbox in this sandbox"
        if inbox.disabled:
            return "550 5.2.1 This inbox is disabled and accepts no mail"
        envelope.rcpt_tos.append(address)
        envelope.rcpt_options.extend(rcpt_options)
        return "250 2.1.5 OK"

    async def handle_DATA(self, server: SMTP, session: Session, envelope: Envelope) -> str:
        raw = envelope.original_content or b""
        sender = envelope.mail_from or ""
        delivered = 0
        for address in dict.fromkeys(address.lower() for address in envelope.rcpt_tos):
            # Looked up again: the inbox may have been deleted or disabled since RCPT.
            inbox = self._services.inbox_at(address)
            if inbox is None or inbox.disabled:
                continue
            try:
                self._services.mailroom.deliver_raw(inbox, raw, envelope_sender=sender)
            except Exception:
                log.exception("SMTP delivery to an inbox failed")
                return "451 4.3.0 The sandbox could not store this mail; try again"
            delivered += 1
        if not delivered:
            return "550 5.1.1 None of the recipients is an inbox any more"
        # Per mail, so DEBUG: a test run sends many, and an operator needs none of them.
        log.debug("SMTP mail of %d bytes delivered to %d inbox(es)", len(raw), delivered)
        return "250 2.0.0 OK: delivered"


class _LenientSMTP(SMTP):
    """aiosmtpd's server with the line length limit raised to the mail size limit."""

    def __init__(self, handler: IntakeHandler, *, max_bytes: int, **options: Any) -> None:
        # Read by SMTP.__init__ to size its stream reader, so it is set first.
        self.line_length_limit = max_bytes + len(b"\r\n")
        super().__init__(handler, data_size_limit=max_bytes, **options)


class SmtpIntake:
    """An SMTP server on an already-bound listening socket, on the running event loop."""

    def __init__(self, services: SandboxServices, listener: socket.socket) -> None:
        self._services = services
        self._listener = listener
        self._handler = IntakeHandler(services)
        self._server: asyncio.Server | None = None
        self._sessions: weakref.WeakSet[SMTP] = weakref.WeakSet()

    async def start(self) -> None:
        """Start accepting connections on the listener (call on the sandbox's loop)."""
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(
            lambda: self._new_session(loop), sock=self._listener
        )

    def _new_session(self, loop: asyncio.AbstractEventLoop) -> SMTP:
        session = _LenientSMTP(
            self._handler,
            max_bytes=self._services.settings.smtp_max_bytes,
            enable_SMTPUTF8=True,
            hostname=self._services.settings.domain,
            ident="mailsocket sandbox",
            timeout=IDLE_TIMEOUT_SECONDS,
            loop=loop,
        )
        self._sessions.add(session)
        return session

    async def close(self) -> None:
        """Stop listening and end open sessions (a mail mid-``DATA`` is not stored)."""
        if self._server is None:
            return
        self._server.close()
        handlers: list[asyncio.Future[None]] = []
        for session in list(self._sessions):
            if session.transport is not None:
                session.transport.close()
            # aiosmtpd keeps each session's command loop here; awaiting it means no
            # task is left pending when the loop closes.
            task = getattr(session, "_handler_coroutine", None)
            if isinstance(task, asyncio.Future):
                handlers.append(task)
        if handlers:
            await asyncio.wait(handlers, timeout=CLOSE_SECONDS)
        await self._server.wait_closed()
        self._server = None
