"""``MemoryStore`` and ``Timeline`` on their own: the contracts a SQLite store must keep too."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta, timezone

import pytest

from mailsocket_mcp.sandbox.settings import SandboxSettings
from mailsocket_mcp.sandbox.store import (
    Inbox,
    InvalidCursor,
    MemoryStore,
    Message,
    MessageFilter,
)
from mailsocket_mcp.sandbox.timeline import Timeline, format_time, parse_time
from tests.support.clock import ManualClock

T0 = datetime(2026, 11, 30, 4, 38, tzinfo=timezone.utc)


def _inbox(inbox_id: str = "inb_1", account: str = "acct_a", address: str = "a@x.test") -> Inbox:
    return Inbox(id=inbox_id, account=account, address=address, label=None, created_at=T0)


def _message(message_id: str, at: datetime, inbox_id: str = "inb_1") -> Message:
    return Message(
        id=message_id,
        inbox_id=inbox_id,
        sender="s@x.test",
        to="a@x.test",
        subject="hi",
        text="",
        html="",
        received_at=at,
        otp=None,
        otp_confidence=None,
        magic_link=None,
    )


def test_a_store_refuses_a_duplicate_address_in_any_case() -> None:
    store = MemoryStore()
    store.add_inbox(_inbox())

    with pytest.raises(ValueError, match="already exists"):
        store.add_inbox(_inbox("inb_2", address="A@X.test"))
    assert store.find_inbox_by_address("A@x.TEST") == _inbox()


def test_a_store_refuses_mail_for_a_missing_inbox_or_out_of_order() -> None:
    store = MemoryStore()
    store.add_inbox(_inbox())
    store.add_message(_message("msg_1", T0))

    with pytest.raises(KeyError):
        store.add_message(_message("msg_2", T0, inbox_id="inb_missing"))
    with pytest.raises(ValueError, match="increase"):
        store.add_message(_message("msg_3", T0))


def test_messages_after_a_cutoff_are_strictly_after_it_oldest_first() -> None:
    store = MemoryStore()
    store.add_inbox(_inbox())
    for index in range(3):
        store.add_message(_message(f"msg_{index}", T0 + timedelta(seconds=index)))

    assert [m.id for m in store.messages_after("inb_1", T0)] == ["msg_1", "msg_2"]
    assert [m.id for m in store.messages_after("inb_1", None)] == ["msg_0", "msg_1", "msg_2"]
    assert store.messages_after("inb_unknown", None) == []


def test_a_message_filter_with_nothing_set_keeps_everything() -> None:
    assert MessageFilter().matches(_message("msg_1", T0))
    assert not MessageFilter(sender="nobody").matches(_message("msg_1", T0))


def test_disabling_an_unknown_inbox_reports_false() -> None:
    store = MemoryStore()
    store.add_inbox(_inbox())

    assert store.set_inbox_disabled("inb_1", True)
    assert store.get_inbox("acct_a", "inb_1") == replace(_inbox(), disabled=True)
    assert not store.set_inbox_disabled("inb_nope", True)
    assert store.get_inbox("acct_other", "inb_1") is None


def test_a_cursor_from_elsewhere_is_invalid() -> None:
    store = MemoryStore()
    with pytest.raises(InvalidCursor):
        store.list_inboxes("acct_a", limit=5, cursor="c2VxOmFiYw")  # "seq:abc"


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
    [("port", 70000), ("per_key_wait_limit", 0), ("max_wait_seconds", 30.0), ("domain", "a@b")],
)
def test_settings_refuse_impossible_values_naming_the_field(name: str, value: object) -> None:
    with pytest.raises(ValueError, match=name):
        SandboxSettings(**{name: value})  # type: ignore[arg-type]
