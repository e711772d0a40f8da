"""The stores and ``Timeline`` alone: ``MemoryStore`` and ``SqliteStore`` keep one contract."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from dataclasses import replace
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from mailsocket_mcp.sandbox.settings import SandboxSettings
from mailsocket_mcp.sandbox.storage.memory import MemoryStore
from mailsocket_mcp.sandbox.storage.sqlite import SqliteStore
from mailsocket_mcp.sandbox.storage.store import (
    Inbox,
    InboxTally,
    InvalidCursor,
    Message,
    MessageFilter,
    Store,
)
from mailsocket_mcp.sandbox.timeline import Timeline, format_time, parse_time
from tests.support.clock import ManualClock

T0 = datetime(2026, 11, 30, 4, 38, tzinfo=timezone.utc)


def _inbox(inbox_id: str = "inb_1", account: str = "acct_a", address: str = "a@x.test") -> Inbox:
    return Inbox(id=inbox_id, account=account, address=address, label=None, created_at=T0)


@pytest.fixture(params=["memory", "sqlite"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    opened: Store = MemoryStore() if request.param == "memory" else SqliteStore(tmp_path / "s.db")
    yield opened
    opened.close()


def _message(
    message_id: str, at: datetime, inbox_id: str = "inb_1", subject: str = "hi"
) -> Message:
    return Message(
        id=message_id,
        inbox_id=inbox_id,
        sender="s@x.test",
        to="a@x.test",
        subject=subject,
        text="",
        html="",
        received_at=at,
        otp=None,
        otp_confidence=None,
        magic_link=None,
    )


def test_a_store_refuses_a_duplicate_address_in_any_case(store: Store) -> None:
    store.add_inbox(_inbox())

    with pytest.raises(ValueError, match="already exists"):
        store.add_inbox(_inbox("inb_2", address="A@X.test"))
    assert store.find_inbox_by_address("A@x.TEST") == _inbox()


def test_a_store_refuses_mail_for_a_missing_inbox_or_out_of_order(store: Store) -> None:
    store.add_inbox(_inbox())
    store.add_message(_message("msg_1", T0), b"")

    with pytest.raises(KeyError):
        store.add_message(_message("msg_2", T0, inbox_id="inb_missing"), b"")
    with pytest.raises(ValueError, match="increase"):
        store.add_message(_message("msg_3", T0), b"")


def test_messages_after_a_cutoff_are_strictly_after_it_oldest_first(store: Store) -> None:
    store.add_inbox(_inbox())
    for index in range(3):
        store.add_message(_message(f"msg_{index}", T0 + timedelta(seconds=index)), b"")

    assert [m.id for m in store.messages_after("inb_1", T0)] == ["msg_1", "msg_2"]
    assert [m.id for m in store.messages_after("inb_1", None)] == ["msg_0", "msg_1", "msg_2"]
    assert store.messages_after("inb_unknown", None) == []


def test_a_message_filter_with_nothing_set_keeps_everything() -> None:
    assert MessageFilter().matches(_message("msg_1", T0))
    assert not MessageFilter(sender="nobody").matches(_message("msg_1", T0))


def test_disabling_an_unknown_inbox_reports_false(store: Store) -> None:
    store.add_inbox(_inbox())

    assert store.set_inbox_disabled("inb_1", True)
    assert store.get_inbox("acct_a", "inb_1") == replace(_inbox(), disabled=True)
    assert not store.set_inbox_disabled("inb_nope", True)
    assert store.get_inbox("acct_other", "inb_1") is None


def test_a_cursor_from_elsewhere_is_invalid(store: Store) -> None:
    with pytest.raises(InvalidCursor):
        store.list_inboxes("acct_a", limit=5, cursor="c2VxOmFiYw")  # "seq:abc"


def test_pages_run_newest_first_and_a_cursor_continues_where_the_last_page_ended(
    store: Store,
) -> None:
    store.add_inbox(_inbox())
    for index in range(5):
        subject = "Your code" if index % 2 == 0 else "news"
        store.add_message(
            _message(f"msg_{index}", T0 + timedelta(seconds=index), subject=subject), b""
        )
    codes = MessageFilter(subject_contains="YOUR CODE")

    first = store.list_messages("inb_1", where=codes, limit=2, cursor=None)
    second = store.list_messages("inb_1", where=codes, limit=2, cursor=first.next_cursor)

    assert [m.id for m in first.items] == ["msg_4", "msg_2"]
    assert [m.id for m in second.items] == ["msg_0"]
    assert second.next_cursor is None
    assert store.latest_message("inb_1") == _message(
        "msg_4", T0 + timedelta(seconds=4), subject="Your code"
    )


def test_inboxes_are_listed_per_account_newest_first(store: Store) -> None:
    store.add_inbox(_inbox("inb_1", address="a1@x.test"))
    store.add_inbox(_inbox("inb_2", account="acct_b", address="b@x.test"))
    store.add_inbox(_inbox("inb_3", address="a3@x.test"))

    page = store.list_inboxes("acct_a", limit=1, cursor=None)
    rest = store.list_inboxes("acct_a", limit=5, cursor=page.next_cursor)

    assert [i.id for i in page.items] == ["inb_3"]
    assert [i.id for i in rest.items] == ["inb_1"]
    assert rest.next_cursor is None


def test_deleting_an_inbox_deletes_its_mail_and_only_for_its_owner(store: Store) -> None:
    store.add_inbox(_inbox())
    store.add_message(_message("msg_1", T0), b"")

    assert not store.delete_inbox("acct_other", "inb_1")
    assert store.get_message("acct_other", "msg_1") is None
    assert store.get_message("acct_a", "msg_1") is not None
    assert store.delete_inbox("acct_a", "inb_1")
    assert store.find_inbox("inb_1") is None
    assert store.find_inbox_by_address("a@x.test") is None
    assert store.get_message("acct_a", "msg_1") is None


def test_expired_inboxes_are_deleted_with_their_mail_and_others_kept(store: Store) -> None:
    store.add_inbox(_inbox("inb_1", address="a1@x.test"))
    store.add_inbox(
        replace(_inbox("inb_2", address="a2@x.test"), expires_at=T0 + timedelta(hours=1))
    )
    store.add_message(_message("msg_1", T0, inbox_id="inb_2"), b"")

    assert store.delete_expired_inboxes(T0 + timedelta(minutes=59)) == []
    assert store.delete_expired_inboxes(T0 + timedelta(hours=1)) == ["inb_2"]
    assert store.find_inbox("inb_2") is None
    assert store.get_message("acct_a", "msg_1") is None
    assert store.find_inbox("inb_1") is not None


def test_mail_older_than_a_moment_is_deleted_and_newer_mail_kept(store: Store) -> None:
    store.add_inbox(_inbox())
    for index in range(3):
        store.add_message(_message(f"msg_{index}", T0 + timedelta(hours=index)), b"")

    assert store.delete_messages_before(T0 + timedelta(hours=1)) == 1
    assert [m.id for m in store.messages_after("inb_1", None)] == ["msg_1", "msg_2"]
    assert store.get_message("acct_a", "msg_0") is None


def test_the_newest_stamp_is_the_latest_mail_in_any_inbox(store: Store) -> None:
    assert store.newest_received_at() is None
    store.add_inbox(_inbox("inb_1", address="a1@x.test"))
    store.add_inbox(_inbox("inb_2", address="a2@x.test"))
    store.add_message(_message("msg_1", T0 + timedelta(seconds=5), inbox_id="inb_2"), b"")
    store.add_message(_message("msg_2", T0 + timedelta(seconds=1), inbox_id="inb_1"), b"")

    assert store.newest_received_at() == T0 + timedelta(seconds=5)


def test_a_sqlite_store_reopened_on_the_same_file_has_everything(tmp_path: Path) -> None:
    expiring = replace(_inbox(), label="signup", disabled=True, expires_at=T0 + timedelta(days=1))
    message = replace(
        _message("msg_1", T0.replace(microsecond=123456)),
        otp="123456",
        otp_confidence=0.95,
        magic_link="https://x.test/verify",
    )
    first = SqliteStore(tmp_path / "s.db")
    first.add_inbox(expiring)
    first.add_message(message, b"")
    first.close()

    again = SqliteStore(tmp_path / "s.db")
    try:
        assert again.get_inbox("acct_a", "inb_1") == expiring
        assert again.get_message("acct_a", "msg_1") == message
    finally:
        again.close()


def test_a_store_keeps_each_message_source_and_shows_it_only_to_its_account(
    store: Store,
) -> None:
    store.add_inbox(_inbox())
    store.add_message(_message("msg_1", T0), b"Subject: hi\r\n\r\n\xff body\r\n")

    assert store.message_source("acct_a", "msg_1") == b"Subject: hi\r\n\r\n\xff body\r\n"
    assert store.message_source("acct_other", "msg_1") is None
    assert store.message_source("acct_a", "msg_missing") is None


def test_sources_leave_with_their_mail(store: Store) -> None:
    store.add_inbox(_inbox("inb_1", address="a1@x.test"))
    store.add_inbox(_inbox("inb_2", address="a2@x.test"))
    store.add_message(_message("msg_old", T0, inbox_id="inb_1"), b"old")
    store.add_message(_message("msg_new", T0 + timedelta(hours=2), inbox_id="inb_1"), b"new")
    store.add_message(_message("msg_2", T0 + timedelta(hours=3), inbox_id="inb_2"), b"two")

    store.delete_messages_before(T0 + timedelta(hours=1))
    store.delete_inbox("acct_a", "inb_2")

    assert store.message_source("acct_a", "msg_old") is None
    assert store.message_source("acct_a", "msg_2") is None
    assert store.message_source("acct_a", "msg_new") == b"new"


def test_a_tally_counts_the_mail_of_each_inbox_of_one_account(store: Store) -> None:
    store.add_inbox(_inbox("inb_1", address="a1@x.test"))
    store.add_inbox(_inbox("inb_2", address="a2@x.test"))
    store.add_inbox(_inbox("inb_3", account="acct_b", address="b@x.test"))
    for index in range(3):
        store.add_message(_message(f"msg_{index}", T0 + timedelta(seconds=index)), b"")
    store.add_message(_message("msg_b", T0 + timedelta(seconds=9), inbox_id="inb_3"), b"")

    tally = store.tally_messages("acct_a")

    assert tally == {"inb_1": InboxTally(3, T0 + timedelta(seconds=2))}
    assert store.tally_messages("acct_b") == {"inb_3": InboxTally(1, T0 + timedelta(seconds=9))}
    assert store.tally_messages("acct_none") == {}


def test_the_search_filter_matches_a_part_of_the_subject_or_the_sender(store: Store) -> None:
    store.add_inbox(_inbox())
    mails = [("Your receipt", "billing@shop.test"), ("Code 1", "auth@acme.test"), ("Hi", "x@y")]
    for index, (subject, sender) in enumerate(mails):
        message = replace(_message(f"msg_{index}", T0 + timedelta(seconds=index)), sender=sender)
        store.add_message(replace(message, subject=subject), b"")

    def found(search: str) -> list[str]:
        page = store.list_messages(
            "inb_1", where=MessageFilter(search=search), limit=10, cursor=None
        )
        return [m.subject for m in page.items]

    assert found("SHOP") == ["Your receipt"]
    assert found("code") == ["Code 1"]
    assert found("acme") == ["Code 1"]
    assert found("zzz") == []


_VERSION_1_MESSAGES = """
CREATE TABLE inboxes (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE,
    account TEXT NOT NULL, address TEXT NOT NULL, address_key TEXT NOT NULL UNIQUE, label TEXT,
    created_at INTEGER NOT NULL, expires_at INTEGER, disabled INTEGER NOT NULL DEFAULT 0);
CREATE TABLE messages (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE,
    inbox_id TEXT NOT NULL REFERENCES inboxes (id) ON DELETE CASCADE, sender TEXT NOT NULL,
    recipient TEXT NOT NULL, subject TEXT NOT NULL, text TEXT NOT NULL, html TEXT NOT NULL,
    received_at INTEGER NOT NULL, otp TEXT, otp_confidence REAL, magic_link TEXT);
INSERT INTO inboxes VALUES (1, 'inb_1', 'acct_a', 'a@x.test', 'a@x.test', NULL, 0, NULL, 0);
INSERT INTO messages VALUES
    (1, 'msg_1', 'inb_1', 's@x.test', 'a@x.test', 'hi', '', '', 5, NULL, NULL, NULL);
PRAGMA user_version=1;
"""


def test_a_version_1_database_opens_and_its_old_mail_has_an_empty_source(tmp_path: Path) -> None:
    path = tmp_path / "v1.db"
    with sqlite3.connect(path) as old:
        old.executescript(_VERSION_1_MESSAGES)
    old.close()

    store = SqliteStore(path)
    try:
        assert store.get_message("acct_a", "msg_1") is not None
        assert store.message_source("acct_a", "msg_1") == b""
        store.add_message(_message("msg_2", T0), b"kept")
        assert store.message_source("acct_a", "msg_2") == b"kept"
    finally:
        store.close()
    with sqlite3.connect(path) as reopened:
        assert reopened.execute("PRAGMA user_version").fetchone() == (3,)
    reopened.close()


def test_an_older_database_keeps_the_say_why_fields_of_mail_stored_after_it_opens(
    tmp_path: Path,
) -> None:
    path = tmp_path / "v1.db"
    with sqlite3.connect(path) as old:
        old.executescript(_VERSION_1_MESSAGES)
    old.close()
    why = replace(
        _message("msg_2", T0),
        otp="482913",
        otp_excerpt="Your code is 482913. It is valid for 10 minutes.",
        otp_expires_at=T0 + timedelta(minutes=10),
        magic_link="https://app.test/login?token=abc",
        magic_link_kind="sign_in",
    )
    store = SqliteStore(path)
    try:
        store.add_message(why, b"")
        assert store.get_message("acct_a", "msg_2") == why
        old_mail = store.get_message("acct_a", "msg_1")
        assert old_mail is not None
        assert (old_mail.otp_excerpt, old_mail.otp_expires_at, old_mail.magic_link_kind) == (
            None,
            None,
            None,
        )
    finally:
        store.close()


def test_stamps_strictly_increase_and_follow_every_cutoff_under_a_frozen_clock() -> None:
    timeline = Timeline(ManualClock(T0))

    first = timeline.stamp()
    cutoff = timeline.cutoff()
    second = timeline.stamp()

    assert first == T0
    assert cutoff == T0
    assert second == T0 + timedelta(microseconds=1)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2026-11-30T04:38:00.123456Z", T0.replace(microsecond=123456)),
        ("2026-11-30T05:38:00+01:00", T0),
        ("2026-11-30 04:38:00", T0),
    ],
)
def test_iso_times_are_read_as_utc(text: str, expected: datetime) -> None:
    assert parse_time(text) == expected


def test_times_are_written_with_microseconds_and_z() -> None:
    assert format_time(T0) == "2026-11-30T04:38:00.000000Z"


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("port", 70000),
        ("per_key_wait_limit", 0),
        ("max_wait_seconds", 30.0),
        ("domain", "a@b"),
        ("empty_latest", "204"),
    ],
)
def test_settings_refuse_impossible_values_naming_the_field(name: str, value: object) -> None:
    with pytest.raises(ValueError, match=name):
        SandboxSettings(**{name: value})  # type: ignore[arg-type]
