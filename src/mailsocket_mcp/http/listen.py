"""The gateway's listening sockets, bound before uvicorn starts.

Bound first, a port that is taken is one clear line naming the variable to change
(uvicorn would log its own error after starting the app, and exit 1), and the URL
printed once serving is the one clients use.
"""

from __future__ import annotations

import socket
from contextlib import ExitStack

from ..config import GatewaySettings

__all__ = ["BACKLOG", "ListenError", "listen", "mcp_url"]

BACKLOG = 2048


class ListenError(Exception):
    """Raised when the gateway's address cannot be bound; the message says what to change."""


def listen(settings: GatewaySettings) -> list[socket.socket]:
    """TCP sockets listening on ``MCP_BIND_HOST:MCP_PORT`` (one per address it names).

    Raises:
        ListenError: the port is taken, the address is not local, or the name does not
            resolve; the message names ``MCP_PORT`` / ``MCP_BIND_HOST``.
    """
    host, port = settings.bind_host, settings.port
    try:
        addresses = socket.getaddrinfo(
            host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP, flags=socket.AI_PASSIVE
        )
        with ExitStack() as opened:
            sockets = []
            for family, kind, proto, _, address in dict.fromkeys(addresses):
                # IPPROTO_TCP: asyncio sets TCP_NODELAY only on sockets that say so.
                sock = opened.enter_context(socket.socket(family, kind, proto))
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
                if family == socket.AF_INET6:  # as asyncio: IPv6 only, IPv4 has its own
                    sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
                sock.bind(address)
                sock.listen(BACKLOG)
                sockets.append(sock)
            opened.pop_all()
            return sockets
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise ListenError(
            f"cannot listen on {_url_host(host)}:{port} ({reason}): set MCP_PORT to a free "
            f"port (or MCP_BIND_HOST to another address), e.g. MCP_PORT={_other_port(port)}"
        ) from None


def mcp_url(settings: GatewaySettings) -> str:
    """Where a client on this machine reaches the gateway's MCP endpoint."""
    host = settings.bind_host
    if host in ("0.0.0.0", "::", ""):  # every address: this machine's own is one of them
        host = "127.0.0.1"
    return f"http://{_url_host(host)}:{settings.port}/mcp"


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def _other_port(port: int) -> int:
    return port + 1 if port < 65535 else port - 1
