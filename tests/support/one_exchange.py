"""A loopback server that takes one HTTP request and sends one canned answer."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

__all__ = ["OneExchange", "one_exchange"]


@dataclass
class OneExchange:
    """Where the server listens, and the request head it received (once it has)."""

    port: int
    received: list[bytes] = field(default_factory=list)

    def url(self, path: str = "/") -> str:
        return f"http://127.0.0.1:{self.port}{path}"


@contextmanager
def one_exchange(answer: bytes) -> Iterator[OneExchange]:
    """Serve one connection: read a request head, record it, send ``answer``, close."""
    listener = socket.create_server(("127.0.0.1", 0))
    exchange = OneExchange(port=listener.getsockname()[1])

    def serve() -> None:
        connection, _ = listener.accept()
        with connection:
            request = b""
            while b"\r\n\r\n" not in request:
                request += connection.recv(4096)
            exchange.received.append(request)
            connection.sendall(answer)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield exchange
    finally:
        thread.join(10)
        listener.close()
