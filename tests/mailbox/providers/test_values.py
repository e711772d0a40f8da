"""What servers send in odd shapes still reads right: UID sets, response codes, server text."""

from __future__ import annotations

from mailsocket_mcp.mailbox.data.providers.errors import safe_server_text
from mailsocket_mcp.mailbox.data.providers.imap_values import (
    parse_appenduid,
    parse_copyuid,
    uid_set,
)


def test_uid_sets_expand_in_the_servers_order_and_garbage_gives_nothing() -> None:
    assert uid_set(b"1:3,7") == [1, 2, 3, 7]
    assert uid_set(b"9:7") == [9, 8, 7]
    assert uid_set(b"1:*") == []


def test_missing_or_malformed_response_codes_map_to_nothing() -> None:
    assert parse_copyuid([]) == (None, {})
    assert parse_copyuid([b"garbage"]) == (None, {})
    assert parse_copyuid([b"77 4,6 10:11"]) == (77, {4: 10, 6: 11})
    assert parse_appenduid([b"not a code"]) == (None, None)


def test_server_text_is_one_trimmed_line_without_the_password() -> None:
    assert safe_server_text(b"NO [AUTH]\r\n  bad  ") == "NO [AUTH] bad"
    assert safe_server_text([b"NO", "for hunter2"], "hunter2") == "NO for [redacted]"
    long = safe_server_text("x" * 500)
    assert len(long) == 200
    assert long.endswith("…")
