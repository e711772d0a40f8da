"""Pure parts of sending: replies' headers and recipients, and the grants' send limits."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from mailsocket_mcp.mailbox.domain.compose import reply_fields
from mailsocket_mcp.mailbox.domain.rights import GrantSpec, Rights
from mailsocket_mcp.mailbox.domain.send_limits import check_send, recipient_allowed
from mailsocket_mcp.mailbox.errors import RecipientNotAllowed, SendLimitReached
from mailsocket_mcp.mailbox.settings import MailboxSettings, SettingsError

ORIGINAL = (
    b"From: Ann Lee <ann@shop.test>\r\n"
    b"To: me@example.org, Tom <tom@shop.test>\r\n"
    b"Cc: eve@other.test, ME@example.org\r\n"
    b"Subject: Your quote\r\n"
    b"Message-ID: <q2@shop.test>\r\n"
    b"References: <q0@shop.test> <q1@shop.test>\r\n"
    b"\r\nHello\r\n"
)
NOW = datetime(2026, 9, 1, 12, tzinfo=timezone.utc)


def test_a_reply_answers_the_sender_and_threads_under_the_original() -> None:
    fields = reply_fields(ORIGINAL, "reply", own_address="me@example.org")
    assert fields.subject == "Re: Your quote"
    assert dict(fields.headers) == {
        "In-Reply-To": "<q2@shop.test>",
        "References": "<q0@shop.test> <q1@shop.test> <q2@shop.test>",
    }
    assert [a.email for a in fields.to] == ["ann@shop.test"]
    assert fields.cc == ()


def test_reply_all_copies_everyone_but_the_account_itself_and_re_is_not_doubled() -> None:
    answered = ORIGINAL.replace(b"Subject: Your quote", b"Subject: RE: Your quote")
    fields = reply_fields(answered, "reply_all", own_address="me@example.org")
    assert fields.subject == "RE: Your quote"
    assert [a.email for a in fields.to] == ["ann@shop.test"]
    assert [a.email for a in fields.cc] == ["tom@shop.test", "eve@other.test"]


def test_a_forward_has_no_recipients_and_a_reply_to_header_wins_over_from() -> None:
    forward = reply_fields(ORIGINAL, "forward", own_address="me@example.org")
    assert (forward.subject, forward.to, forward.cc) == ("Fwd: Your quote", (), ())
    bare = b"From: a@x.test\r\nReply-To: list@x.test\r\nIn-Reply-To: <p@x.test>\r\n\r\nhi"
    reply = reply_fields(bare, "reply", own_address="me@example.org")
    assert [a.email for a in reply.to] == ["list@x.test"]
    assert reply.headers == ()  # no Message-ID on the original: nothing to thread under


def test_recipient_patterns_match_addresses_and_domains_regardless_of_case() -> None:
    patterns = ["Tax@Adviser.test", "*@Shop.TEST"]
    assert recipient_allowed(patterns, "tax@adviser.TEST")
    assert recipient_allowed(patterns, "anyone@shop.test")
    assert not recipient_allowed(patterns, "anyone@shop.test.evil")
    assert not recipient_allowed(patterns, "tax@other.test")
    assert recipient_allowed(["*"], "x@y.test")
    assert recipient_allowed(None, "x@y.test")


def _rights(*grants: GrantSpec) -> Rights:
    return Rights(grants=grants)


def test_one_grant_must_allow_every_recipient_and_the_limit_is_per_rolling_day() -> None:
    narrow = GrantSpec(accounts=("acc_1",), allow=("send",), recipients=("*@a.test",))
    limited = GrantSpec(accounts=("*",), allow=("send",), max_sends_per_day=2)
    with pytest.raises(RecipientNotAllowed, match=r"b@b\.test"):
        check_send(_rights(narrow), "acc_1", "send_message", ["x@a.test", "b@b.test"], [], NOW)
    check_send(_rights(narrow), "acc_1", "send_message", ["x@A.TEST"], [], NOW)
    earlier = [NOW - timedelta(hours=25), NOW - timedelta(hours=23), NOW - timedelta(hours=1)]
    with pytest.raises(SendLimitReached) as over:
        check_send(_rights(limited), "acc_1", "send_message", ["b@b.test"], earlier, NOW)
    assert over.value.retry_after == 3600  # the send 23 h ago leaves the window in 1 h
    check_send(_rights(limited), "acc_1", "send_message", ["b@b.test"], earlier[:2], NOW)
    # Either grant may carry the send: the unlimited narrow one does for a.test.
    both = _rights(narrow, limited)
    check_send(both, "acc_1", "send_message", ["x@a.test"], earlier, NOW)
    check_send(Rights(admin=True), "acc_1", "send_message", ["b@b.test"], earlier * 9, NOW)


def test_the_idempotency_window_is_a_setting_with_a_checked_value() -> None:
    assert MailboxSettings.from_env({"MAILBOX_DATA": "/d"}).idempotency_hours == 24
    env = {"MAILBOX_DATA": "/d", "MAILBOX_IDEMPOTENCY_HOURS": "2"}
    assert MailboxSettings.from_env(env).idempotency_hours == 2
    with pytest.raises(SettingsError, match="MAILBOX_IDEMPOTENCY_HOURS"):
        MailboxSettings.from_env({**env, "MAILBOX_IDEMPOTENCY_HOURS": "0"})
