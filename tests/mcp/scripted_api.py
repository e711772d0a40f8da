"""A stand-in mailsocket API on 127.0.0.1 that answers from a script, for mail the
sandbox would never hold (a code with a zero-width space, a link with a bidi override)."""

from __future__ import annotations

import http.server
import json
import threading
import time
import urllib.parse
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

# (path without /api/v1, query) -> (status, JSON body); None for 404.
Route = Callable[[Mapping[str, str]], tuple[int, Any]]


class JsonHandler(http.server.BaseHTTPRequestHandler):
    """A quiet HTTP/1.1 handler with one way to answer with a JSON body."""

    protocol_version = "HTTP/1.1"

    def reply(self, status: int, body: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        return


@contextmanager
def serving(handler: type[http.server.BaseHTTPRequestHandler]) -> Iterator[str]:
    """Serve ``handler`` on 127.0.0.1 in a thread; yields the API base URL."""
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    httpd.daemon_threads = True
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/api/v1"
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(5)


@contextmanager
def scripted_api(routes: Mapping[str, Route]) -> Iterator[str]:
    """Serve ``routes`` over real HTTP; yields the API base URL."""

    class Handler(JsonHandler):
        def do_GET(self) -> None:
            path, _, query = self.path.partition("?")
            route = routes.get(path.removeprefix("/api/v1"))
            status, answer = (
                route(dict(urllib.parse.parse_qsl(query)))
                if route
                else (404, {"error": {"code": "not_found", "message": "Not found."}})
            )
            body = json.dumps(answer).encode() if answer is not None else b""
            self.reply(status, body)

    with serving(Handler) as url:
        yield url


def mail(message_id: str, **fields: Any) -> dict[str, Any]:
    """An API message with plain defaults for every field not given."""
    return {
        "id": message_id,
        "inbox_id": "inb_script",
        "from": "Shop <no-reply@shop.test>",
        "to": "box@sandbox.mailsocket.test",
        "subject": "Your code",
        "text": "",
        "html": "",
        "received_at": "2026-01-01T00:00:00Z",
        "otp": None,
        "otp_confidence": None,
        "magic_link": None,
        **fields,
    }


def after(messages: list[dict[str, Any]], key: str) -> Route:
    """A wait route: the first message after ``since`` (by position) that has ``key``."""

    def route(query: Mapping[str, str]) -> tuple[int, Any]:
        ids = [message["id"] for message in messages]
        since = query.get("since")
        start = ids.index(since) + 1 if since in ids else 0
        for message in messages[start:]:
            if message.get(key):
                return 200, {"data": message}
        time.sleep(min(float(query.get("timeout", 1)), 0.5))  # a long-poll holds, briefly
        return 204, None

    return route
