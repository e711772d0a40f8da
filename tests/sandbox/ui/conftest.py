"""Fixtures for the web page in a real headless browser (see ``tests/support/browser.py``)."""

from __future__ import annotations

import struct
import threading
import zlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from playwright.sync_api import Browser, ConsoleMessage, Page, sync_playwright

from mailsocket_mcp.sandbox.runner import SandboxHandle, running_sandbox
from mailsocket_mcp.sandbox.settings import SandboxSettings
from tests.support.browser import CHROMIUM, CHROMIUM_ARGS, in_ci, missing_tool_reason
from tests.support.keys import new_key

LOAD_SECONDS = 10.0


def _png_pixel() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0)
    pixels = zlib.compress(b"\x00\x00\x00\x00\x00")
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")
    )


_PIXEL = _png_pixel()


def require(reason: str | None) -> None:
    """Skip for a missing tool, or fail under CI, where ``.ci/run`` must have installed it."""
    if reason is None:
        return
    if in_ci():
        pytest.fail(reason)
    pytest.skip(reason)


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """Chromium, headless and offline, once per test module (each test gets a fresh context)."""
    require(missing_tool_reason(CHROMIUM, "apt-get install chromium (bash .ci/run does)"))
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS)
        )
        yield launched
        launched.close()


@dataclass
class OpenPage:
    """A browser tab on a sandbox's page, recording what a user would call breakage."""

    page: Page
    sandbox: SandboxHandle
    key: str
    problems: list[str] = field(default_factory=list)
    urls: list[str] = field(default_factory=list)

    def goto(self) -> None:
        self.page.goto(f"{self.sandbox.root_url}/")
        self.page.wait_for_selector("#key-input:focus", timeout=LOAD_SECONDS * 1000)

    def sign_in(self) -> None:
        """Open the page and enter the key, as a user does once per tab."""
        self.goto()
        self.page.fill("#key-input", self.key)
        self.page.press("#key-input", "Enter")
        self.wait_live()

    def wait_live(self) -> None:
        self.page.wait_for_selector("#connection[data-state='live']", timeout=LOAD_SECONDS * 1000)


@pytest.fixture
def ui_sandbox() -> Iterator[SandboxHandle]:
    with running_sandbox(SandboxSettings(port=0, smtp_port=0)) as handle:
        yield handle


@pytest.fixture
def open_page(browser: Browser, ui_sandbox: SandboxHandle) -> Iterator[OpenPage]:
    context = browser.new_context(
        viewport={"width": 1440, "height": 900},
        permissions=["clipboard-read", "clipboard-write"],
        accept_downloads=True,
    )
    page = context.new_page()
    page.set_default_timeout(LOAD_SECONDS * 1000)
    opened = OpenPage(page, ui_sandbox, new_key())

    def on_console(message: ConsoleMessage) -> None:
        if message.type in ("error", "warning"):
            opened.problems.append(f"console {message.type}: {message.text}")

    page.on("console", on_console)
    page.on("pageerror", lambda error: opened.problems.append(f"page error: {error}"))
    page.on("request", lambda request: opened.urls.append(request.url))
    try:
        yield opened
    finally:
        context.close()


class RecordingServer:
    """An HTTP server on 127.0.0.1 that answers everything and records each path asked for,
    standing in for the remote hosts a hostile mail points at."""

    def __init__(self) -> None:
        self.paths: list[str] = []
        self._changed = threading.Condition()
        recorder = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                with recorder._changed:
                    recorder.paths.append(self.path)
                    recorder._changed.notify_all()
                image = self.path.endswith(".png")
                body = _PIXEL if image else b"/* recorded */"
                self.send_response(200)
                self.send_header("Content-Type", "image/png" if image else "text/plain")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            do_POST = do_GET

            def log_message(self, format: str, *args: object) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.origin = f"http://127.0.0.1:{self._server.server_address[1]}"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def __enter__(self) -> RecordingServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(5)

    def wait_for(self, path: str, timeout: float = LOAD_SECONDS) -> bool:
        with self._changed:
            return self._changed.wait_for(lambda: path in self.paths, timeout)


@pytest.fixture
def remote_host() -> Iterator[RecordingServer]:
    with RecordingServer() as server:
        yield server
