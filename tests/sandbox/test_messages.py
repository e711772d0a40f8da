"""Messages: delivery (JSON and raw RFC 5322), listing with filters, latest, get."""

from __future__ import annotations

import re

import httpx
import mailsocket
import pytest
from mailsocket.errors import NotFound

from mailsocket_mcp.sandbox.runner import SandboxHandle

ISO_MICROS = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z")

RAW_MAIL = (
    b"From: Acme <no-reply@acme.test>\r\n"
    b"To: someone@sandbox.mailsocket.test\r\n"
    b"Subject: Confirm your email\r\n"
    b"Content-Type: text/plain; charset=utf-8\r\n"
    b"\r\n"
    b"Confirm here: https://acme.test/verify?token=abc123\r\n"
)


def test_a_json_delivery_is_parsed_and_extracted_like_any_mail(
    client: mailsocket.Client, http: httpx.Client
) -> None:
    inbox = client.create_inbox()

    response = http.post(
        f"/inboxes/{inbox['id']}/messages",
        json={
            "from": "Acme <no-reply@acme.test>",
            "subject": "Sign in",
            "text": "Your code: 482913",
        },
    )

    assert response.status_code == 201
    message = response.json()["data"]
    assert message["id"].startswith("msg_")
    assert message["inbox_id"] == inbox["id"]
    assert message["from"] == "Acme <no-reply@acme.test>"
    assert message["to"] == inbox["address"]
    assert message["subject"] == "Sign in"
    assert message["otp"] == "482913"
    assert message["otp_confidence"] > 0
    assert ISO_MICROS.fullmatch(message["received_at"])
    assert client.get_message(message["id"]) == message


def test_a_raw_rfc5322_delivery_keeps_headers_and_finds_the_link(
    client: mailsocket.Client, http: httpx.Client
) -> None:
    inbox = client.create_inbox()

    response = http.post(
        f"/inboxes/{inbox['id']}/messages",
        content=RAW_MAIL,
        headers={"Content-Type": "message/rfc822"},
    )

    assert response.status_code == 201
    message = client.get_latest(inbox["id"])
    assert message["subject"] == "Confirm your email"
    assert message["from"] == "Acme <no-reply@acme.test>"
    assert message["magic_link"] == "https://acme.test/verify?token=abc123"
    assert message["otp"] is None


def test_an_html_only_delivery_is_stored_as_html(
    sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()

    message = sandbox.deliver(inbox, html="<p>Your verification code is <b>551234</b></p>")

    assert "551234" in client.get_message(message["id"])["html"]


def test_latest_of_an_empty_inbox_is_null_and_then_the_newest_message(
    sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    assert client.get_latest(inbox["id"]) is None

    sandbox.deliver(inbox["id"], subject="first")
    newest = sandbox.deliver(inbox["address"], subject="second")

    assert client.get_latest(inbox["id"]) == newest


def test_list_messages_filters_by_code_subject_any_case_and_sender(
    sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    with_code = sandbox.deliver(
        inbox["id"], sender="login@acme.test", subject="Your Login Code", text="code 123456"
    )
    newsletter = sandbox.deliver(inbox["id"], sender="news@other.test", subject="Weekly news")

    assert [m["id"] for m in client.list_messages(inbox["id"], has_otp=True)] == [with_code["id"]]
    assert [m["id"] for m in client.list_messages(inbox["id"], has_otp=False)] == [newsletter["id"]]
    assert [m["id"] for m in client.list_messages(inbox["id"], subject_contains="login code")] == [
        with_code["id"]
    ]
    assert [m["id"] for m in client.list_messages(inbox["id"], sender="other.test")] == [
        newsletter["id"]
    ]


def test_list_messages_walks_three_pages_newest_first(
    sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    sent = [sandbox.deliver(inbox["id"], subject=f"m{i}")["id"] for i in range(5)]

    first = client.list_messages(inbox["id"], limit=2)
    second = client.list_messages(inbox["id"], limit=2, cursor=first.next_cursor)
    third = client.list_messages(inbox["id"], limit=2, cursor=second.next_cursor)

    assert [m["id"] for page in (first, second, third) for m in page] == sent[::-1]
    assert (first.has_more, second.has_more, third.has_more) == (True, True, False)


def test_received_at_strictly_increases_even_within_one_clock_tick(
    sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()

    stamps = [sandbox.deliver(inbox["id"], subject=str(i))["received_at"] for i in range(20)]

    assert stamps == sorted(set(stamps))


def test_an_unknown_message_is_not_found(client: mailsocket.Client) -> None:
    with pytest.raises(NotFound):
        client.get_message("msg_doesnotexist")


def test_a_test_helper_delivery_to_an_unknown_inbox_is_refused(sandbox: SandboxHandle) -> None:
    with pytest.raises(LookupError):
        sandbox.deliver("inb_nope", subject="x")
