"""Inboxes through the official SDK: create, list with pagination, get, delete, isolation."""

from __future__ import annotations

import re

import mailsocket
import pytest
from mailsocket.errors import NotFound

from mailsocket_mcp.sandbox.runner import SandboxHandle
from tests.support.keys import new_key

ISO_MICROS = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z")


def test_create_inbox_returns_an_id_a_unique_sandbox_address_and_the_label(
    client: mailsocket.Client,
) -> None:
    first = client.create_inbox(label="signup test")
    second = client.create_inbox()

    assert first["id"].startswith("inb_")
    assert first["address"].endswith("@sandbox.mailsocket.test")
    assert first["label"] == "signup test"
    assert second["label"] is None
    assert ISO_MICROS.fullmatch(first["created_at"])
    assert first["address"] != second["address"]


def test_get_inbox_returns_what_create_returned(client: mailsocket.Client) -> None:
    inbox = client.create_inbox(label="x")

    assert client.get_inbox(inbox["id"]) == inbox


def test_list_inboxes_walks_three_pages_newest_first_without_repeats(
    client: mailsocket.Client,
) -> None:
    created = [client.create_inbox(label=f"n{i}")["id"] for i in range(7)]

    pages = [client.list_inboxes(limit=3)]
    while pages[-1].has_more:
        pages.append(client.list_inboxes(limit=3, cursor=pages[-1].next_cursor))

    assert [len(page) for page in pages] == [3, 3, 1]
    assert [inbox["id"] for page in pages for inbox in page] == created[::-1]
    assert pages[-1].next_cursor is None


def test_list_inboxes_defaults_to_pages_of_25(client: mailsocket.Client) -> None:
    for _ in range(26):
        client.create_inbox()

    page = client.list_inboxes()

    assert len(page) == 25
    assert page.has_more


def test_deleting_an_inbox_deletes_it_and_its_messages(
    sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    message = sandbox.deliver(inbox["id"], subject="Your code is 123456")

    client.delete_inbox(inbox["id"])

    with pytest.raises(NotFound):
        client.get_inbox(inbox["id"])
    with pytest.raises(NotFound):
        client.get_message(message["id"])
    with pytest.raises(NotFound):
        client.delete_inbox(inbox["id"])
    assert list(client.list_inboxes()) == []


def test_another_keys_inbox_and_message_are_not_found_rather_than_forbidden(
    sandbox: SandboxHandle, client: mailsocket.Client
) -> None:
    inbox = client.create_inbox()
    message = sandbox.deliver(inbox["id"], subject="Your code is 123456")
    stranger = mailsocket.Client(new_key(), base_url=sandbox.base_url)

    for call in (
        lambda: stranger.get_inbox(inbox["id"]),
        lambda: stranger.list_messages(inbox["id"]),
        lambda: stranger.get_latest(inbox["id"]),
        lambda: stranger.get_message(message["id"]),
        lambda: stranger.send_test_code(inbox["id"]),
        lambda: stranger.delete_inbox(inbox["id"]),
        lambda: stranger.wait(inbox["id"], since=0, timeout=1),
    ):
        with pytest.raises(NotFound) as caught:
            call()
        assert caught.value.status == 404
    assert list(stranger.list_inboxes()) == []
    assert client.get_inbox(inbox["id"])["id"] == inbox["id"]
