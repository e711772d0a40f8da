"""A scripted implicit-TLS submission server for one session that never hangs up itself.

It takes any login, and at ``QUIT`` answers ``221`` (or, with ``answer_quit=False``, nothing)
but neither closes the connection nor sends TLS ``close_notify``: only the client can end the
connection, and ``hung_up`` is set when its TCP end arrives. What a real server that lingers
(or stalls) at the end of a session looks like to the service.
"""

from __future__ import annotations

import contextlib
import os
import socket
import ssl
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

WAIT_SECONDS = 10.0


@dataclass
class LingeringSmtp:
    host: str
    port: int
    quit_seen: threading.Event = field(default_factory=threading.Event)
    hung_up: threading.Event = field(default_factory=threading.Event)


def _serve(
    listener: socket.socket,
    context: ssl.SSLContext,
    server: LingeringSmtp,
    answer_quit: bool,
    on_quit: Callable[[], None],
) -> None:
    with contextlib.suppress(OSError), listener.accept()[0] as raw:
        raw.settimeout(WAIT_SECONDS)
        with context.wrap_socket(raw, server_side=True) as conn, conn.makefile("rb") as lines:
            conn.sendall(b"220 lingering.example.test ESMTP\r\n")
            for line in lines:
                verb = line.split(b" ", 1)[0].strip().upper()
                if verb == b"QUIT":
                    break
                replies = {b"EHLO": b"250-lingering\r\n250 AUTH PLAIN\r\n", b"AUTH": b"235 ok\r\n"}
                conn.sendall(replies.get(verb, b"250 ok\r\n"))
            else:
                return
            server.quit_seen.set()
            if answer_quit:
                conn.sendall(b"221 bye\r\n")
            on_quit()
            # Below TLS (the client's close_notify, if any, is read and ignored): only the
            # client's own close ends this.
            with socket.socket(fileno=os.dup(conn.fileno())) as below:
                below.settimeout(WAIT_SECONDS)
                while below.recv(4096):
                    pass
                server.hung_up.set()


@contextlib.contextmanager
def lingering_smtp(
    context: ssl.SSLContext, *, answer_quit: bool = True, on_quit: Callable[[], None] = lambda: None
) -> Iterator[LingeringSmtp]:
    """Serve one session on a free loopback port until exit (``on_quit`` runs once QUIT came)."""
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        listener.settimeout(WAIT_SECONDS)
        server = LingeringSmtp("127.0.0.1", listener.getsockname()[1])
        thread = threading.Thread(
            target=_serve, args=(listener, context, server, answer_quit, on_quit), daemon=True
        )
        thread.start()
        try:
            yield server
        finally:
            thread.join(WAIT_SECONDS * 2)
