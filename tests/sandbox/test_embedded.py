"""The embedded sandbox: API and SMTP in this process, and the banner a user pastes from."""

from __future__ import annotations

import re
from pathlib import Path

import httpx
import mailsocket

from mailsocket_mcp.sandbox.embedded import banner, embedded_sandbox
from tests.support.mail import alternative, send

KEY = re.compile(r"ms_live_[A-Za-z0-9_-]{32}")


def test_an_embedded_sandbox_takes_smtp_mail_for_an_inbox_made_with_its_key() -> None:
    with embedded_sandbox() as sandbox:
        assert KEY.fullmatch(sandbox.key)
        client = mailsocket.Client(sandbox.key, base_url=sandbox.base_url)
        inbox = client.create_inbox()
        raw = alternative(
            to=inbox["address"],
            subject="Your verification code is 505050",
            text="Your verification code is 505050.",
            html="<p>Your verification code is <b>505050</b>.</p>",
        )

        send(sandbox.smtp_host, sandbox.smtp_port, [inbox["address"]], raw)

        assert client.wait_for_otp(inbox["id"], since=0, timeout=5).otp == "505050"


def test_each_embedded_sandbox_gets_a_fresh_key_that_its_repr_hides() -> None:
    with embedded_sandbox() as first, embedded_sandbox() as second:
        assert first.key != second.key
        assert first.smtp_port != second.smtp_port
        assert first.key not in repr(first)
        assert str(first.smtp_port) in repr(first)


def test_the_http_banner_shows_the_mcp_url_smtp_key_and_a_claude_line() -> None:
    with embedded_sandbox() as sandbox:
        text = banner(sandbox, "http://127.0.0.1:8000/mcp")

    assert "http://127.0.0.1:8000/mcp" in text
    assert f"127.0.0.1:{sandbox.smtp_port}" in text
    assert sandbox.key in text
    assert (
        "claude mcp add --transport http mailsocket http://127.0.0.1:8000/mcp"
        f' --header "Authorization: Bearer {sandbox.key}"'
    ) in text.splitlines()[-1]


def test_the_banner_shows_the_web_page_of_the_embedded_sandbox() -> None:
    with embedded_sandbox() as sandbox:
        text = banner(sandbox, "http://127.0.0.1:8000/mcp")
        page = httpx.get(f"http://127.0.0.1:{sandbox.handle.port}/")

    assert sandbox.page_url == f"http://127.0.0.1:{sandbox.handle.port}/"
    assert f"Web page:     {sandbox.page_url}" in text
    assert page.status_code == 200


def test_an_embedded_sandbox_on_all_interfaces_serves_no_page_unless_asked() -> None:
    with embedded_sandbox(host="0.0.0.0") as hidden:
        assert hidden.page_url is None
        assert "Web page" not in banner(hidden, None)
    with embedded_sandbox(host="0.0.0.0", ui=True) as shown:
        assert shown.page_url is not None


def test_the_stdio_banner_passes_key_and_sandbox_url_as_environment() -> None:
    with embedded_sandbox() as sandbox:
        text = banner(sandbox, None)

    assert "MCP URL" not in text
    assert f"127.0.0.1:{sandbox.smtp_port}" in text
    assert text.splitlines()[-1].strip() == (
        f"claude mcp add mailsocket --env MAILSOCKET_API_KEY={sandbox.key}"
        f" --env MAILSOCKET_BASE_URL={sandbox.base_url} -- mailsocket-mcp"
    )


def test_an_embedded_sandbox_with_a_db_keeps_inboxes_across_runs(tmp_path: Path) -> None:
    db = tmp_path / "sandbox.db"
    with embedded_sandbox(db=db) as first:
        inbox = mailsocket.Client(first.key, base_url=first.base_url).create_inbox()
        key = first.key

    with embedded_sandbox(db=db) as second:
        assert mailsocket.Client(key, base_url=second.base_url).get_inbox(inbox["id"]) == inbox
