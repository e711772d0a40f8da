"""Run a sandbox in this process, on 127.0.0.1, for tests and for other parts of the product.

``running_sandbox()`` binds a socket (port 0 picks a free one) and, with
``smtp_port`` set, one for SMTP intake; serves both with uvicorn on a background
thread with its own event loop, and yields a handle::

    with running_sandbox() as sandbox:
        client = mailsocket.Client("ms_live_example1", base_url=sandbox.base_url)
        inbox = client.create_inbox()
        ...                                   # start a wait on another thread
        sandbox.wait_until_waiting(1)         # the wait is now really held
        sandbox.deliver(inbox["id"], subject="Your code is 123456")
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Iterator, Mapping
from contextlib import ExitStack, contextmanager
from typing import Any, TypeVar

from .api.views import message_json
from .app import create_sandbox_app
from .faults import FaultInjector
from .listeners import bind_listener, url_host
from .retention import Swept, sweep
from .services import SandboxServices
from .serving import SandboxServer, server_config
from .settings import SandboxSettings
from .storage.store import Inbox, Store
from .timeline import Clock

__all__ = ["SandboxHandle", "running_sandbox"]

T = TypeVar("T")
STARTUP_SECONDS = 10.0
STOP_SECONDS = 10.0


class SandboxHandle:
    """A running sandbox: its URLs, its parts, and thread-safe helpers for tests."""

    def __init__(
        self,
        server: SandboxServer,
        thread: threading.Thread,
        port: int,
        *,
        host: str = "127.0.0.1",
        smtp_port: int | None = None,
    ) -> None:
        self._server = server
        self._thread = thread
        self.host = host
        self.port = port
        self.smtp_port = smtp_port
        self.root_url = f"http://{url_host(host)}:{port}"
        self.base_url = f"{self.root_url}/api/v1"

    @property
    def services(self) -> SandboxServices:
        return self._server.services

    @property
    def store(self) -> Store:
        return self._server.services.store

    @property
    def faults(self) -> FaultInjector:
        """The fault injector.

        Raises:
            RuntimeError: when the sandbox was started without ``enable_faults``.
        """
        injector = self._server.services.faults
        if injector is None:
            raise RuntimeError("start the sandbox with SandboxSettings(enable_faults=True)")
        return injector

    @property
    def pending_waits(self) -> int:
        return self._server.services.slots.pending

    def wait_until_waiting(self, count: int = 1, timeout: float = 5.0) -> None:
        """Block until at least ``count`` waits are in flight (their cutoff already fixed).

        Raises:
            TimeoutError: if that does not happen within ``timeout`` seconds.
        """
        if not self._server.services.slots.wait_until_pending(count, timeout):
            raise TimeoutError(f"fewer than {count} waits in flight after {timeout:g} s")

    def wait_until_idle(self, timeout: float = 5.0) -> None:
        """Block until no wait is in flight (every slot freed).

        Raises:
            TimeoutError: if waits are still held after ``timeout`` seconds.
        """
        if not self._server.services.slots.wait_until_pending(0, timeout, at_most=True):
            raise TimeoutError(f"{self.pending_waits} waits still in flight after {timeout:g} s")

    def deliver(
        self,
        inbox: str | Mapping[str, object],
        *,
        sender: str = "sender@example.com",
        subject: str = "",
        text: str = "",
        html: str = "",
    ) -> dict[str, Any]:
        """Deliver a mail given as fields to an inbox (its id, address or SDK dict).

        Returns the stored message as the API shows it.
        """
        target = self._inbox(inbox)
        mailroom = self.services.mailroom
        message = self.call_soon(
            lambda: mailroom.deliver_fields(
                target, sender=sender, subject=subject, text=text, html=html
            )
        )
        return message_json(message)

    def deliver_raw(self, inbox: str | Mapping[str, object], raw: bytes) -> dict[str, Any]:
        """Deliver raw RFC 5322 bytes to an inbox (its id, address or SDK dict)."""
        target = self._inbox(inbox)
        mailroom = self.services.mailroom
        return message_json(self.call_soon(lambda: mailroom.deliver_raw(target, raw)))

    def disable_inbox(self, inbox: str | Mapping[str, object]) -> None:
        """Make an inbox refuse mail and test codes (409 ``inbox_disabled``)."""
        self.store.set_inbox_disabled(self._inbox(inbox).id, True)

    def sweep(self) -> Swept:
        """Run one retention sweep now (expired inboxes, mail past retention)."""
        services = self.services
        return self.call_soon(lambda: sweep(services))

    def call_soon(self, function: Callable[[], T], timeout: float = 5.0) -> T:
        """Run ``function`` on the sandbox's event loop and return its result."""
        loop = self._server.loop
        assert loop is not None

        async def run() -> T:
            return function()

        return asyncio.run_coroutine_threadsafe(run(), loop).result(timeout)

    def stop(self) -> None:
        """Stop serving: pending waits end at once; bounded, idempotent."""
        self._server.should_exit = True
        self._thread.join(STOP_SECONDS)
        if self._thread.is_alive():
            self._server.force_exit = True
            self._thread.join(STOP_SECONDS)
        if self._thread.is_alive():
            raise RuntimeError("the sandbox server thread did not stop")

    def _inbox(self, inbox: str | Mapping[str, object]) -> Inbox:
        key = str(inbox["id"]) if isinstance(inbox, Mapping) else inbox
        found = self.store.find_inbox_by_address(key) if "@" in key else self.store.find_inbox(key)
        if found is None:
            raise LookupError(f"no inbox {key!r} in this sandbox")
        return found


@contextmanager
def running_sandbox(
    settings: SandboxSettings | None = None,
    *,
    store: Store | None = None,
    clock: Clock | None = None,
    configure_logging: bool = False,
) -> Iterator[SandboxHandle]:
    """Serve a new sandbox on a background thread for the duration of the block.

    ``settings`` default to a free port on 127.0.0.1, without SMTP.

    Raises:
        OSError: if a port cannot be bound.
        RuntimeError: if the server does not start, or does not stop in time.
    """
    settings = settings or SandboxSettings(port=0)
    with ExitStack() as listeners:
        api = listeners.enter_context(bind_listener(settings.host, settings.port))
        smtp = None
        if settings.smtp_port is not None:
            smtp = listeners.enter_context(bind_listener(settings.host, settings.smtp_port))
        app = create_sandbox_app(settings, store=store, clock=clock)
        config = server_config(app, host=settings.host, configure_logging=configure_logging)
        server = SandboxServer(config, smtp_listener=smtp)
        port = api.getsockname()[1]
        smtp_port = smtp.getsockname()[1] if smtp is not None else None
        thread = threading.Thread(
            target=server.run,
            kwargs={"sockets": [api]},
            name=f"mailsocket-sandbox-{port}",
            daemon=True,
        )
        thread.start()
        handle = SandboxHandle(
            server,
            thread,
            port,
            host=settings.host,
            smtp_port=smtp_port,
        )
        try:
            if not server.ready.wait(STARTUP_SECONDS) or not server.started:
                raise RuntimeError("the sandbox server did not start")
            yield handle
        finally:
            handle.stop()
