"""The connection pool under the SDK: keep-alive reuse, recovery, aborting a call, and
leaving every other use of urllib alone."""

from __future__ import annotations

import gc
import http.client
import http.server
import select
import shutil
import socket
import ssl
import subprocess
import threading
import urllib.error
import urllib.request
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import anyio
import pytest

from mailsocket_mcp.upstream import Upstream, UpstreamConfig, pool, tap


@dataclass
class Recorder:
    ports: list[int] = field(default_factory=list)
    connection_headers: list[str | None] = field(default_factory=list)
    close_after: set[int] = field(default_factory=set)  # request numbers answered with close
    drop_after: set[int] = field(default_factory=set)  # ... then the socket silently closed
    release: threading.Event = field(default_factory=threading.Event)


def _handler(recorder: Recorder) -> type[http.server.BaseHTTPRequestHandler]:
    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self) -> None:
            number = len(recorder.ports)
            recorder.ports.append(self.client_address[1])
            recorder.connection_headers.append(self.headers.get("Connection"))
            if self.path == "/hang":
                recorder.release.wait(10)
            body = b'{"data": 1}'
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            if number in recorder.close_after:
                self.send_header("Connection", "close")
                self.close_connection = True
            self.end_headers()
            self.wfile.write(body)
            if number in recorder.drop_after:
                self.wfile.flush()
                self.connection.shutdown(socket.SHUT_RDWR)
                self.close_connection = True

        def log_message(self, format: str, *args: object) -> None:
            return

    return Handler


@contextmanager
def _serving(tls: ssl.SSLContext | None = None) -> Iterator[tuple[str, Recorder]]:
    """A local HTTP(S) server on 127.0.0.1, with the pool installed while it runs."""
    recorder = Recorder()
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _handler(recorder))
    httpd.daemon_threads = True
    if tls is not None:
        httpd.socket = tls.wrap_socket(httpd.socket, server_side=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    scheme = "https" if tls is not None else "http"
    try:
        with pool.installed():
            yield f"{scheme}://127.0.0.1:{httpd.server_address[1]}", recorder
    finally:
        recorder.release.set()
        httpd.shutdown()
        httpd.server_close()
        thread.join(5)


@pytest.fixture
def server() -> Iterator[tuple[str, Recorder]]:
    with _serving() as served:
        yield served


@pytest.fixture
def tls_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[str, Recorder]]:
    """The same server over TLS, its self-signed certificate trusted by urllib's default."""
    openssl = shutil.which("openssl")
    if openssl is None:
        pytest.skip("openssl is not installed: it makes the test certificate")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        [
            openssl,
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:prime256v1",
            "-nodes",
            "-days",
            "1",
            "-subj",
            "/CN=127.0.0.1",
            "-addext",
            "subjectAltName=IP:127.0.0.1",
            "-keyout",
            str(key),
            "-out",
            str(cert),
        ],
        check=True,
        capture_output=True,
    )
    monkeypatch.setenv("SSL_CERT_FILE", str(cert))
    tls = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    tls.load_cert_chain(cert, key)
    with _serving(tls) as served:
        yield served


def _get(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=5) as response:
        return bytes(response.read())


def _upstream_get(url: str) -> bytes:
    """``_get`` as an upstream call makes it: with a tap set (what ``Upstream`` does)."""
    token = tap.current_tap.set(tap.CallTap())
    try:
        return _get(url)
    finally:
        tap.current_tap.reset(token)


def _urllib_opener() -> urllib.request.OpenerDirector | None:
    opener: urllib.request.OpenerDirector | None = getattr(urllib.request, "_opener", None)
    return opener


def test_a_pooled_connection_goes_with_its_thread_not_left_to_the_collector(
    server: tuple[str, Recorder],
) -> None:
    """When a worker thread ends, its idle connection is freed (and closed) at once. Kept in
    a reference cycle it would wait for a collection, which may finalise the socket before the
    connection closes it: an unclosed-socket warning in whatever test runs then (it failed a
    CI run)."""
    url, _ = server
    responses: list[weakref.ref[object]] = []

    def call() -> None:
        token = tap.current_tap.set(tap.CallTap())
        try:
            with urllib.request.urlopen(f"{url}/a", timeout=5) as response:
                assert response.read() == b'{"data": 1}'
                responses.append(weakref.ref(response))
        finally:
            tap.current_tap.reset(token)

    gc.disable()
    try:
        worker = threading.Thread(target=call)
        worker.start()
        worker.join(timeout=10)
        assert not worker.is_alive()
        [gone] = responses
        assert gone() is None
    finally:
        gc.enable()


def test_sequential_requests_reuse_one_connection(server: tuple[str, Recorder]) -> None:
    url, recorder = server
    assert [_upstream_get(f"{url}/a") for _ in range(4)] == [b'{"data": 1}'] * 4
    assert len(set(recorder.ports)) == 1


def test_upstream_calls_over_https_reuse_one_connection_and_other_requests_do_not(
    tls_server: tuple[str, Recorder],
) -> None:
    url, recorder = tls_server
    assert [_upstream_get(f"{url}/a") for _ in range(3)] == [b'{"data": 1}'] * 3
    assert len(set(recorder.ports)) == 1
    assert _get(f"{url}/a") == b'{"data": 1}'
    assert len(set(recorder.ports)) == 2
    assert recorder.connection_headers == ["keep-alive"] * 3 + ["close"]


def test_a_connection_the_server_closes_is_replaced(server: tuple[str, Recorder]) -> None:
    url, recorder = server
    recorder.close_after.add(1)
    recorder.drop_after.add(3)
    for _ in range(6):
        assert _upstream_get(f"{url}/a") == b'{"data": 1}'
    # requests 0-1 on one connection, 2-3 on a second, 4-5 on a third
    assert len(set(recorder.ports)) == 3


def test_aborting_a_tapped_call_fails_it_fast(server: tuple[str, Recorder]) -> None:
    url, _ = server
    call_tap = tap.CallTap()
    failures: list[BaseException] = []

    def blocked_call() -> None:
        token = tap.current_tap.set(call_tap)
        try:
            _get(f"{url}/hang")
        except (OSError, urllib.error.URLError, Exception) as exc:
            failures.append(exc)
        finally:
            tap.current_tap.reset(token)

    worker = threading.Thread(target=blocked_call)
    worker.start()
    for _ in range(200):  # bounded: until the request is on the wire
        if call_tap._connections:
            break
        threading.Event().wait(0.01)
    call_tap.abort()
    worker.join(5)
    assert not worker.is_alive()
    assert failures


def test_the_wait_cutoff_header_is_recorded_on_the_tap(server: tuple[str, Recorder]) -> None:
    url, _ = server
    call_tap = tap.CallTap()
    token = tap.current_tap.set(call_tap)
    try:
        _get(f"{url}/a")
    finally:
        tap.current_tap.reset(token)
    assert call_tap.wait_since is None  # this server sends no cutoff


def test_a_request_outside_an_upstream_call_gets_stock_urllib(
    server: tuple[str, Recorder],
) -> None:
    """Anything else in the process that uses urllib (the embedded sandbox, a library)
    gets urllib's own handling, even while the pool is installed."""
    url, recorder = server
    assert [_get(f"{url}/a") for _ in range(3)] == [b'{"data": 1}'] * 3
    assert len(set(recorder.ports)) == 3  # a new connection each time, as urllib does
    assert recorder.connection_headers == ["close"] * 3
    _upstream_get(f"{url}/a")
    assert recorder.connection_headers[-1] == "keep-alive"


def test_the_pool_gives_urllib_back_the_opener_it_had() -> None:
    before = _urllib_opener()
    assert not pool.is_installed()
    with pool.installed():
        installed = _urllib_opener()
        assert installed is not before
        pool.install()  # again: the same pool stays, nothing is rebuilt
        with pool.installed():  # nested: leaves it in on the way out
            assert _urllib_opener() is installed
        assert _urllib_opener() is installed
    assert _urllib_opener() is before
    assert not pool.is_installed()


def test_uninstalling_keeps_an_opener_someone_installed_later() -> None:
    before = _urllib_opener()
    theirs = urllib.request.build_opener()
    try:
        pool.install()
        urllib.request.install_opener(theirs)
        pool.uninstall()  # not ours any more: leave it
        assert _urllib_opener() is theirs
    finally:
        urllib.request.install_opener(before)


@pytest.mark.anyio
async def test_an_upstream_call_refuses_to_run_without_the_pool(
    server: tuple[str, Recorder],
) -> None:
    """Without the pool the SDK would read answers whole, whatever their size."""
    url, recorder = server
    upstream = Upstream(
        UpstreamConfig(base_url=url), "ms_live_" + "k" * 20, threads=anyio.CapacityLimiter(1)
    )
    pool.uninstall()
    with pytest.raises(RuntimeError, match="pool is not installed"):
        await upstream.call(lambda client: client.list_inboxes())
    assert recorder.ports == []  # nothing was sent


def test_an_idle_connection_counts_as_dropped_exactly_when_select_reads_it_so() -> None:
    """The check before reuse agrees with select() (what it used), in every state."""
    pairs = {state: socket.socketpair() for state in ("idle", "junk", "closed", "half", "shut")}
    pairs["junk"][1].sendall(b"junk")
    pairs["closed"][1].close()
    pairs["half"][1].shutdown(socket.SHUT_WR)
    pairs["shut"][0].shutdown(socket.SHUT_RDWR)  # what aborting a call does
    closed, _ = pairs["ours-closed"] = socket.socketpair()
    closed.close()
    judged = {}
    for state, (ours, _) in pairs.items():
        connection = http.client.HTTPConnection("127.0.0.1")
        connection.sock = ours
        try:
            by_select = bool(select.select([ours], [], [], 0)[0])
        except (OSError, ValueError):
            by_select = True
        judged[state] = (pool._dropped(connection), by_select)
    for pair in pairs.values():
        for sock in pair:
            sock.close()
    assert all(ours == by_select for ours, by_select in judged.values()), judged
    assert [state for state, (dropped, _) in judged.items() if not dropped] == ["idle"]
