"""The web page's routes over real HTTP: headers, keys, sources, previews and the live stream."""

from __future__ import annotations

import contextlib
import email
import email.policy
import json
import sqlite3
from collections.abc import Iterator
from html.parser import HTMLParser
from importlib import resources
from pathlib import Path
from typing import Any

import httpx
import mailsocket
import pytest

from mailsocket_mcp.sandbox.runner import SandboxHandle, running_sandbox
from mailsocket_mcp.sandbox.services import STREAMS_PER_KEY
from mailsocket_mcp.sandbox.settings import SandboxSettings
from mailsocket_mcp.sandbox.storage.sqlite import SqliteStore
from tests.support.background import Background
from tests.support.clock import ManualClock
from tests.support.keys import new_key
from tests.support.mail import alternative, send

STATIC = resources.files("mailsocket_mcp.sandbox.ui").joinpath("static")


def _csp(response: httpx.Response) -> dict[str, str]:
    policy = response.headers["content-security-policy"]
    directives = (part.strip().split(None, 1) for part in policy.split(";") if part.strip())
    return {d[0]: d[1] if len(d) > 1 else "" for d in directives}


@pytest.fixture
def page_http(smtp_sandbox: SandboxHandle) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=smtp_sandbox.root_url, timeout=10) as raw:
        yield raw


def _authed(sandbox: SandboxHandle, key: str) -> httpx.Client:
    return httpx.Client(
        base_url=sandbox.root_url, headers={"Authorization": f"Bearer {key}"}, timeout=10
    )


# ---------- the page itself ----------


def test_the_page_is_served_at_the_root_under_a_policy_without_inline_code(
    page_http: httpx.Client,
) -> None:
    response = page_http.get("/")

    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/html")
    csp = _csp(response)
    assert csp["default-src"] == "'self'"
    assert csp["script-src"] == "'self'"
    assert csp["style-src"] == "'self'"
    assert csp["frame-ancestors"] == "'none'"
    assert csp["form-action"] == "'none'"
    assert "unsafe" not in response.headers["content-security-policy"]
    assert response.headers["x-frame-options"] == "DENY"
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["referrer-policy"] == "no-referrer"
    assert "set-cookie" not in response.headers


class _InlineCode(HTMLParser):
    """Collects what a strict CSP would refuse: inline scripts and styles, on* handlers."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []
        self._tag = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._tag = tag
        names = {name for name, _ in attrs}
        if tag == "style" or (tag == "script" and "src" not in names):
            self.found.append(f"inline <{tag}>")
        self.found += [f"{name}= on <{tag}>" for name in names if name.startswith("on")]
        if "style" in names:
            self.found.append(f"style= on <{tag}>")


def test_the_page_and_its_script_hold_no_inline_code_or_markup_writes() -> None:
    parser = _InlineCode()
    parser.feed(STATIC.joinpath("index.html").read_text())
    script = STATIC.joinpath("app.js").read_text()

    assert parser.found == []
    # Mail is written with textContent only; no API that parses a string as markup or code.
    for risky in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("):
        assert risky not in script
    assert ".href =" not in script  # no link from mail ever becomes clickable


@pytest.mark.parametrize(
    ("name", "content_type"),
    [("app.js", "text/javascript"), ("app.css", "text/css"), ("icon.svg", "image/svg+xml")],
)
def test_the_page_files_are_served_with_their_types(
    page_http: httpx.Client, name: str, content_type: str
) -> None:
    response = page_http.get(f"/_ui/static/{name}")

    assert response.status_code == 200
    assert response.headers["content-type"].startswith(content_type)
    assert response.headers["x-content-type-options"] == "nosniff"


@pytest.mark.parametrize("name", ["index.html", "nothing.js", "..%2Fpage.py"])
def test_other_static_names_are_not_found(page_http: httpx.Client, name: str) -> None:
    response = page_http.get(f"/_ui/static/{name}")

    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_the_page_is_off_on_a_non_loopback_address_unless_asked_for() -> None:
    with running_sandbox(SandboxSettings(host="0.0.0.0", port=0)) as hidden:
        url = f"http://127.0.0.1:{hidden.port}"
        assert httpx.get(f"{url}/").status_code == 404
        assert httpx.get(f"{url}/_ui/static/app.js").status_code == 404
        assert httpx.get(f"{url}/healthz").status_code == 200
    with running_sandbox(SandboxSettings(host="0.0.0.0", port=0, ui=True)) as shown:
        assert httpx.get(f"http://127.0.0.1:{shown.port}/").status_code == 200


@pytest.mark.parametrize(
    ("host", "loopback"),
    [("127.0.0.1", True), ("127.8.9.10", True), ("::1", True), ("localhost", True),
     ("0.0.0.0", False), ("::", False), ("192.168.1.20", False), ("example.com", False)],
)  # fmt: skip
def test_the_page_defaults_to_on_exactly_for_loopback_hosts(host: str, loopback: bool) -> None:
    assert SandboxSettings(host=host).ui_enabled is loopback
    assert SandboxSettings(host=host, ui=True).ui_enabled is True
    assert SandboxSettings(host="127.0.0.1", ui=False).ui_enabled is False


def test_a_keep_alive_interval_must_be_positive() -> None:
    with pytest.raises(ValueError, match="stream_keepalive_seconds"):
        SandboxSettings(stream_keepalive_seconds=0)


# ---------- the key ----------


@pytest.mark.parametrize(
    "path",
    [
        "/_ui/api/inboxes",
        "/_ui/api/events",
        "/_ui/api/messages/msg_x/source",
        "/_ui/api/messages/msg_x/headers",
    ],
)
def test_the_page_data_routes_need_the_key_in_the_header_not_the_url(
    page_http: httpx.Client, path: str
) -> None:
    key = new_key()

    for query in ("", f"?api_key={key}", f"?token={key}", f"?key={key}"):
        response = page_http.get(f"{path}{query}")
        assert response.status_code == 401
        assert response.headers["www-authenticate"] == "Bearer"
    assert page_http.get(path, headers={"Cookie": f"key={key}"}).status_code == 401


def test_the_overview_lists_each_inbox_with_its_mail_count(smtp_sandbox: SandboxHandle) -> None:
    key = new_key()
    client = mailsocket.Client(key, base_url=smtp_sandbox.base_url)
    empty = client.create_inbox(label="empty")
    busy = client.create_inbox(label="busy")
    smtp_sandbox.deliver(busy["id"], subject="one")
    last = smtp_sandbox.deliver(busy["id"], subject="two")
    mailsocket.Client(new_key(), base_url=smtp_sandbox.base_url).create_inbox()

    with _authed(smtp_sandbox, key) as http:
        overview = http.get("/_ui/api/inboxes").json()["data"]

    assert overview["truncated"] is False
    assert [(i["id"], i["label"], i["message_count"]) for i in overview["inboxes"]] == [
        (busy["id"], "busy", 2),
        (empty["id"], "empty", 0),
    ]
    assert overview["inboxes"][0]["newest_at"] == last["received_at"]
    assert overview["inboxes"][1]["newest_at"] is None


def test_the_message_list_searches_subject_or_sender_and_leaves_out_bodies(
    smtp_sandbox: SandboxHandle,
) -> None:
    key = new_key()
    inbox = mailsocket.Client(key, base_url=smtp_sandbox.base_url).create_inbox()
    smtp_sandbox.deliver(inbox["id"], sender="billing@shop.test", subject="Your receipt")
    smtp_sandbox.deliver(inbox["id"], sender="auth@acme.test", subject="Code 123456", text="x")
    smtp_sandbox.deliver(inbox["id"], sender="news@acme.test", subject="Weekly SHOP news")

    def subjects(search: str) -> list[str]:
        with _authed(smtp_sandbox, key) as http:
            page = http.get(f"/_ui/api/inboxes/{inbox['id']}/messages", params={"q": search})
        assert page.status_code == 200
        for summary in page.json()["data"]:
            assert "text" not in summary
            assert "html" not in summary
        return [m["subject"] for m in page.json()["data"]]

    assert subjects("shop") == ["Weekly SHOP news", "Your receipt"]
    assert subjects("ACME") == ["Weekly SHOP news", "Code 123456"]
    assert subjects("") == ["Weekly SHOP news", "Code 123456", "Your receipt"]
    assert subjects("nothing") == []


def test_the_message_list_pages_and_refuses_bad_parameters(smtp_sandbox: SandboxHandle) -> None:
    key = new_key()
    inbox = mailsocket.Client(key, base_url=smtp_sandbox.base_url).create_inbox()
    for index in range(3):
        smtp_sandbox.deliver(inbox["id"], subject=f"mail {index}")
    path = f"/_ui/api/inboxes/{inbox['id']}/messages"

    with _authed(smtp_sandbox, key) as http:
        first = http.get(path, params={"limit": 2}).json()
        cursor = first["pagination"]["next_cursor"]
        rest = http.get(path, params={"limit": 2, "cursor": cursor}).json()
        bad_cursor = http.get(path, params={"cursor": "nope"})
        long_search = http.get(path, params={"q": "x" * 201})
        other = http.get("/_ui/api/inboxes/inb_missing/messages")

    assert [m["subject"] for m in first["data"]] == ["mail 2", "mail 1"]
    assert [m["subject"] for m in rest["data"]] == ["mail 0"]
    assert bad_cursor.status_code == 400
    assert long_search.status_code == 400
    assert "200" in long_search.json()["error"]["message"]
    assert other.status_code == 404


# ---------- sources and headers ----------


def test_mail_sent_over_smtp_keeps_its_exact_source_and_downloads_as_eml(
    smtp_sandbox: SandboxHandle,
) -> None:
    key = new_key()
    inbox = mailsocket.Client(key, base_url=smtp_sandbox.base_url).create_inbox()
    raw = alternative(
        to=inbox["address"],
        subject="=?utf-8?q?Votre_code_=C3=A9t=C3=A9?=",
        text="Code: 604218",
        html="<p>Code: <b>604218</b></p>",
    )
    assert smtp_sandbox.smtp_port is not None
    send(smtp_sandbox.host, smtp_sandbox.smtp_port, [inbox["address"]], raw)
    (message,) = (
        mailsocket.Client(key, base_url=smtp_sandbox.base_url).list_messages(inbox["id"]).data
    )

    with _authed(smtp_sandbox, key) as http:
        source = http.get(f"/_ui/api/messages/{message['id']}/source")
        headers = http.get(f"/_ui/api/messages/{message['id']}/headers").json()["data"]

    assert source.status_code == 200
    assert source.content == raw
    assert source.headers["content-type"] == "message/rfc822"
    assert source.headers["content-disposition"] == (f'attachment; filename="{message["id"]}.eml"')
    assert [h["name"] for h in headers][:3] == ["From", "To", "Subject"]
    assert {"name": "Subject", "value": "Votre code été"} in headers


def test_mail_delivered_as_json_gets_a_complete_source_that_reads_back_the_same(
    sandbox: SandboxHandle,
) -> None:
    key = new_key()
    inbox = mailsocket.Client(key, base_url=sandbox.base_url).create_inbox()
    with _authed(sandbox, key) as http:
        delivered = http.post(
            f"/api/v1/inboxes/{inbox['id']}/messages",
            json={"from": "Acme <a@acme.test>", "subject": "Hi", "text": "t 1", "html": "<p>h</p>"},
        ).json()["data"]
        source = http.get(f"/_ui/api/messages/{delivered['id']}/source").content
        names = [
            h["name"]
            for h in http.get(f"/_ui/api/messages/{delivered['id']}/headers").json()["data"]
        ]

    mail = email.message_from_bytes(source, policy=email.policy.default)
    assert mail["From"] == "Acme <a@acme.test>"
    assert mail["To"] == inbox["address"]
    assert mail["Subject"] == "Hi"
    assert mail.get_body(("plain",)).get_content() == "t 1\n"  # type: ignore[union-attr]
    assert mail.get_body(("html",)).get_content() == "<p>h</p>\n"  # type: ignore[union-attr]
    assert {"Date", "Message-ID"} <= set(names)


def test_mail_stored_before_sources_were_kept_downloads_a_source_composed_from_it(
    tmp_path: Path,
) -> None:
    key = new_key()
    store = SqliteStore(tmp_path / "s.db")
    settings = SandboxSettings(port=0, retention_hours=0)
    with running_sandbox(settings, store=store) as sandbox, _authed(sandbox, key) as http:
        inbox = http.post("/api/v1/inboxes", json={}).json()["data"]
        message = sandbox.deliver(inbox["id"], sender="a@acme.test", subject="Old", text="Hi")
        # What a database written before sources were kept holds for its mail.
        with contextlib.closing(sqlite3.connect(tmp_path / "s.db")) as other, other:
            other.execute("UPDATE messages SET source = NULL")
        source = http.get(f"/_ui/api/messages/{message['id']}/source").content
    store.close()

    mail = email.message_from_bytes(source, policy=email.policy.default)
    assert (mail["From"], mail["To"], mail["Subject"]) == ("a@acme.test", inbox["address"], "Old")
    assert mail["Date"] is not None
    assert mail.get_content() == "Hi\n"


def test_another_key_cannot_read_a_source_headers_or_preview(sandbox: SandboxHandle) -> None:
    key = new_key()
    inbox = mailsocket.Client(key, base_url=sandbox.base_url).create_inbox()
    message = sandbox.deliver(inbox["id"], subject="mine", html="<p>mine</p>")

    with _authed(sandbox, new_key()) as stranger:
        for response in (
            stranger.get(f"/_ui/api/messages/{message['id']}/source"),
            stranger.get(f"/_ui/api/messages/{message['id']}/headers"),
            stranger.post(f"/_ui/api/messages/{message['id']}/preview"),
        ):
            assert response.status_code == 404
            assert "mine" not in response.text


def test_hostile_header_bytes_are_shown_not_fatal(sandbox: SandboxHandle) -> None:
    key = new_key()
    inbox = mailsocket.Client(key, base_url=sandbox.base_url).create_inbox()
    raw = (
        b"From: \xff\xfe bad <x@y.test>\r\nSubject: =?utf-8?b?!!notbase64?=\r\n"
        b"X-Long: " + b"a" * 20_000 + b"\r\n\r\nbody\r\n"
    )
    message = sandbox.deliver_raw(inbox["id"], raw)

    with _authed(sandbox, key) as http:
        response = http.get(f"/_ui/api/messages/{message['id']}/headers")

    assert response.status_code == 200
    fields = {f["name"]: f["value"] for f in response.json()["data"]}
    assert "bad <x@y.test>" in fields["From"]
    assert fields["Subject"] == "=?utf-8?b?!!notbase64?="
    assert len(fields["X-Long"]) == 8_192


# ---------- the HTML preview ----------


def _preview_url(http: httpx.Client, message_id: str, **body: bool) -> str:
    response = http.post(f"/_ui/api/messages/{message_id}/preview", json=body or None)
    assert response.status_code == 201, response.text
    url = response.json()["data"]["url"]
    assert isinstance(url, str)
    return url


def test_a_preview_serves_the_mail_html_once_under_a_sandbox_policy(
    sandbox: SandboxHandle,
) -> None:
    key = new_key()
    inbox = mailsocket.Client(key, base_url=sandbox.base_url).create_inbox()
    html = '<p style="color:red">Hi</p><img src="https://tracker.test/p.gif">'
    message = sandbox.deliver(inbox["id"], subject="html", html=html)

    with _authed(sandbox, key) as http:
        url = _preview_url(http, message["id"])
        assert key not in url
        first = httpx.get(f"{sandbox.root_url}{url}")  # a frame sends no Authorization
        again = httpx.get(f"{sandbox.root_url}{url}")

    assert first.status_code == 200
    assert first.headers["content-type"].startswith("text/html")
    assert html in first.text
    assert '<base target="_blank">' in first.text
    csp = _csp(first)
    assert "sandbox" in csp
    assert csp["sandbox"] == ""  # no allow-scripts, allow-popups, allow-forms...
    assert csp["default-src"] == "'none'"
    assert csp["img-src"] == "data:"
    assert csp["style-src"] == "'unsafe-inline'"
    assert csp["frame-ancestors"] == "'self'"
    assert first.headers["referrer-policy"] == "no-referrer"
    assert first.headers["cache-control"] == "no-store"
    assert again.status_code == 404


def test_a_preview_with_remote_images_allows_only_images_from_the_web(
    sandbox: SandboxHandle,
) -> None:
    key = new_key()
    inbox = mailsocket.Client(key, base_url=sandbox.base_url).create_inbox()
    message = sandbox.deliver(inbox["id"], subject="html", html="<p>x</p>")

    with _authed(sandbox, key) as http:
        url = _preview_url(http, message["id"], remote_images=True)
        csp = _csp(httpx.get(f"{sandbox.root_url}{url}"))
        bad = http.post(f"/_ui/api/messages/{message['id']}/preview", json={"remote_images": 1})
        not_json = http.post(f"/_ui/api/messages/{message['id']}/preview", content=b"{")
        huge = http.post(f"/_ui/api/messages/{message['id']}/preview", content=b" " * 2048)

    assert csp["img-src"] == "data: http: https:"
    assert csp["default-src"] == "'none'"
    assert bad.status_code == 400
    assert not_json.status_code == 400
    assert huge.status_code == 413


def test_a_preview_ticket_expires_after_a_minute() -> None:
    clock = ManualClock()
    with running_sandbox(SandboxSettings(port=0), clock=clock) as sandbox:
        key = new_key()
        inbox = mailsocket.Client(key, base_url=sandbox.base_url).create_inbox()
        message = sandbox.deliver(inbox["id"], subject="html", html="<p>x</p>")
        with _authed(sandbox, key) as http:
            fresh = _preview_url(http, message["id"])
            stale = _preview_url(http, message["id"])
            clock.advance(seconds=59)
            assert httpx.get(f"{sandbox.root_url}{fresh}").status_code == 200
            clock.advance(seconds=1)
            response = httpx.get(f"{sandbox.root_url}{stale}")

    assert response.status_code == 404
    assert "open the message again" in response.json()["error"]["message"]


def test_only_the_newest_tickets_are_kept() -> None:
    with running_sandbox(SandboxSettings(port=0, ui_per_address_limit=1000)) as sandbox:
        message = _html_message(sandbox, key := new_key())
        with _authed(sandbox, key) as http:
            urls = [_preview_url(http, message["id"]) for _ in range(257)]

        assert httpx.get(f"{sandbox.root_url}{urls[0]}").status_code == 404
        assert httpx.get(f"{sandbox.root_url}{urls[1]}").status_code == 200


def _html_message(sandbox: SandboxHandle, key: str) -> dict[str, Any]:
    inbox = mailsocket.Client(key, base_url=sandbox.base_url).create_inbox()
    return sandbox.deliver(inbox["id"], subject="html", html="<p>x</p>")


def _authed_from(sandbox: SandboxHandle, key: str, address: str) -> httpx.Client:
    """A client whose connections come from ``address`` (another loopback address)."""
    return httpx.Client(
        base_url=sandbox.root_url,
        headers={"Authorization": f"Bearer {key}"},
        timeout=10,
        transport=httpx.HTTPTransport(local_address=address),
    )


def test_preview_tickets_are_capped_per_client_address_whatever_the_keys() -> None:
    """Invented keys from one address push out only that address's own oldest tickets,
    never another client's."""
    with running_sandbox(SandboxSettings(port=0, ui_per_address_limit=4)) as sandbox:
        other_key = new_key()
        other_message = _html_message(sandbox, other_key)
        with _authed_from(sandbox, other_key, "127.0.0.2") as other:
            kept = _preview_url(other, other_message["id"])
        urls: list[str] = []
        for _ in range(6):  # 300 tickets in all: more than the process keeps
            key = new_key()
            message = _html_message(sandbox, key)
            with _authed(sandbox, key) as http:
                urls += [_preview_url(http, message["id"]) for _ in range(50)]
        statuses = [httpx.get(f"{sandbox.root_url}{url}").status_code for url in urls[-5:]]
        other_status = httpx.get(f"{sandbox.root_url}{kept}").status_code

    assert statuses == [404, 200, 200, 200, 200]
    assert other_status == 200


# ---------- the live stream ----------


class _EventReader:
    """Reads server-sent events from a streaming response, one block at a time."""

    def __init__(self, response: httpx.Response) -> None:
        self._lines = response.iter_lines()

    def next_event(self) -> tuple[str, dict[str, object]]:
        name, data = "", ""
        for line in self._lines:
            if line.startswith("event: "):
                name = line.removeprefix("event: ")
            elif line.startswith("data: "):
                data = line.removeprefix("data: ")
            elif line == "" and name:
                return name, json.loads(data)
        raise EOFError("the stream ended")

    def remaining(self) -> list[str]:
        """Every line until the stream ends, keep-alives left out."""
        return [line for line in self._lines if line and not line.startswith(":")]


def test_the_stream_sends_the_overview_then_each_change_as_it_happens(
    smtp_sandbox: SandboxHandle,
) -> None:
    key = new_key()
    client = mailsocket.Client(key, base_url=smtp_sandbox.base_url)
    inbox = client.create_inbox(label="watched")
    assert smtp_sandbox.smtp_port is not None

    with (
        _authed(smtp_sandbox, key) as http,
        http.stream("GET", "/_ui/api/events") as response,
    ):
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        assert response.headers["cache-control"] == "no-store"
        events = _EventReader(response)

        def counts() -> list[tuple[str, int]]:
            name, data = Background(events.next_event).result(timeout=10)
            assert name == "inboxes"
            inboxes = data["inboxes"]
            assert isinstance(inboxes, list)
            return [(i["label"], i["message_count"]) for i in inboxes]

        assert counts() == [("watched", 0)]
        raw = alternative(to=inbox["address"], subject="Code 111222", text="1", html="<p>1</p>")
        send(smtp_sandbox.host, smtp_sandbox.smtp_port, [inbox["address"]], raw)
        assert counts() == [("watched", 1)]
        second = client.create_inbox(label="second")
        assert counts() == [("second", 0), ("watched", 1)]
        client.delete_inbox(second["id"])
        assert counts() == [("watched", 1)]


def test_a_quiet_stream_sends_keep_alive_comments() -> None:
    settings = SandboxSettings(port=0, stream_keepalive_seconds=0.05)
    with (
        running_sandbox(settings) as sandbox,
        _authed(sandbox, new_key()) as http,
        http.stream("GET", "/_ui/api/events") as response,
    ):
        lines = response.iter_lines()
        seen = Background(lambda: [next(lines) for _ in range(5)]).result(timeout=10)

    assert seen[0] == "event: inboxes"
    assert ": keep-alive" in seen


def test_streams_per_key_are_capped_and_freed_when_clients_leave(sandbox: SandboxHandle) -> None:
    key = new_key()
    with _authed(sandbox, key) as http:
        with contextlib.ExitStack() as held:
            opened = [
                held.enter_context(http.stream("GET", "/_ui/api/events"))
                for _ in range(STREAMS_PER_KEY)
            ]
            assert all(response.status_code == 200 for response in opened)
            refused = http.get("/_ui/api/events")
            assert refused.status_code == 429
            assert refused.headers["retry-after"] == "1"
            other = held.enter_context(_authed(sandbox, new_key()))
            with other.stream("GET", "/_ui/api/events") as response:
                assert response.status_code == 200
        # A closed connection frees its slot: a new stream is accepted again.
        assert sandbox.services.streams.wait_until_pending(0, 10, at_most=True)
        with http.stream("GET", "/_ui/api/events") as again:
            assert again.status_code == 200


def test_streams_per_client_address_are_capped_whatever_the_keys() -> None:
    with (
        running_sandbox(SandboxSettings(port=0, ui_per_address_limit=3)) as sandbox,
        contextlib.ExitStack() as held,
    ):
        opened = [
            held.enter_context(
                held.enter_context(_authed(sandbox, new_key())).stream("GET", "/_ui/api/events")
            )
            for _ in range(3)
        ]
        assert all(response.status_code == 200 for response in opened)
        with _authed(sandbox, new_key()) as stranger:
            refused = stranger.get("/_ui/api/events")
        other = held.enter_context(_authed_from(sandbox, new_key(), "127.0.0.2"))
        with other.stream("GET", "/_ui/api/events") as response:
            other_status = response.status_code

    assert refused.status_code == 429
    assert refused.headers["retry-after"] == "1"
    assert refused.json()["error"]["code"] == "too_many_requests"
    assert "from this address" in refused.json()["error"]["message"]
    assert other_status == 200


def test_stopping_the_sandbox_ends_open_streams_cleanly() -> None:
    """Shutdown ends the stream's response properly (a server that gave up on it after
    its grace period would cut the connection mid-body instead)."""
    with (
        running_sandbox(SandboxSettings(port=0)) as sandbox,
        _authed(sandbox, new_key()) as http,
        http.stream("GET", "/_ui/api/events") as response,
    ):
        events = _EventReader(response)
        Background(events.next_event).result(timeout=10)
        rest = Background(events.remaining)
        sandbox.stop()
        assert rest.result(timeout=10) == []
