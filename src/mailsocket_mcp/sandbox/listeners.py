"""Listening sockets, bound before a server loop starts.

Binding first means the port is known (``port=0`` picks a free one) and can be
printed before serving, and an early client is queued by the kernel, not refused.
"""

from __future__ import annotations

import socket

__all__ = ["bind_listener", "url_host"]

BACKLOG = 2048


def bind_listener(host: str, port: int) -> socket.socket:
    """A TCP socket listening on ``host:port`` (IPv6 when ``host`` has a colon).

    Raises:
        OSError: when the address cannot be bound (in use, not local...).
    """
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    # IPPROTO_TCP explicitly: asyncio sets TCP_NODELAY only on sockets that say so, and
    # without it a keep-alive response waits ~40 ms on delayed ACKs.
    listener = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    try:
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind((host, port))
        listener.listen(BACKLOG)
    except BaseException:
        listener.close()
        raise
    return listener


def url_host(host: str) -> str:
    """``host`` as it appears in a URL or ``host:port`` (IPv6 in brackets)."""
    return f"[{host}]" if ":" in host else host
