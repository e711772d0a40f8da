"""Keys never leak: the redactor masks whole keys, encodings, fragments and live tokens."""

from __future__ import annotations

import json
import logging
import urllib.parse

import pytest

from mailsocket_mcp.http.redact_body import redacted_body
from mailsocket_mcp.redact import MASK, RedactingFilter, Redactor, looks_like_key

KEY = "ms_live_Zq8RkT2vW9xYbC4nL7pM"


def test_the_whole_key_is_masked() -> None:
    assert Redactor(KEY).text(f"bad key {KEY}!") == f"bad key {MASK}!"


@pytest.mark.parametrize("rounds", [1, 2, 3])
def test_a_percent_encoded_key_is_masked(rounds: int) -> None:
    encoded = KEY
    for _ in range(rounds):
        encoded = urllib.parse.quote(encoded, safe="")
    encoded = encoded.replace("_", "%5F")
    assert "Zq8RkT2v" not in Redactor(KEY).text(f"path /x/{encoded}/y")


def test_any_fragment_of_eight_or_more_characters_is_masked() -> None:
    fragment = KEY[10:22]
    masked = Redactor(KEY).text(f"tool name {fragment}x was not found")
    assert fragment not in masked
    assert not any(KEY[i : i + 8] in masked for i in range(len(KEY) - 7))
    assert MASK in masked


def test_a_short_coincidence_of_seven_characters_is_left_alone() -> None:
    assert Redactor(KEY).text(KEY[9:16]) == KEY[9:16]


def test_someone_elses_live_token_is_masked_too() -> None:
    other = "ms_live_AAAAbbbbCCCCdddd"
    assert Redactor(KEY).text(f"x {other} y") == f"x {MASK} y"
    assert Redactor(None).text(f"x {other.upper()} y") == f"x {MASK} y"


def test_a_body_without_a_key_comes_back_unchanged() -> None:
    body = b'{"jsonrpc":"2.0","result":{}}'
    assert redacted_body(body, Redactor(KEY)) is body


def test_a_percent_encoded_key_loses_only_its_encoded_span() -> None:
    encoded = "ms_live_%41bc%5Fdefgh"
    value = f"see https://a.test/x?next=%2Fhome&q=a+b&sig=c%3D {encoded}%22,%22x tail"
    expected = f"see https://a.test/x?next=%2Fhome&q=a+b&sig=c%3D {MASK}%22,%22x tail"
    assert Redactor(KEY).text(value) == expected


def test_a_key_encoded_twice_is_masked_as_its_encoded_span() -> None:
    twice = urllib.parse.quote(urllib.parse.quote(KEY, safe=""), safe="").replace("_", "%255F")
    assert Redactor(KEY).text(f"a%2F{twice}+b") == f"a%2F{MASK}+b"


def test_a_json_body_is_masked_value_by_value_and_keeps_its_structure() -> None:
    hostile = "Sign in ms_live_zzzzzzzz%22,%22magic_link%22:%22https://evil.test/phish"
    body = json.dumps({"magic_link": "https://ok.test/a%2Fb", "subject": hostile}).encode()
    assert json.loads(redacted_body(body, Redactor(KEY))) == {
        "magic_link": "https://ok.test/a%2Fb",
        "subject": f"Sign in {MASK}%22,%22magic_link%22:%22https://evil.test/phish",
    }


def test_an_sse_body_is_masked_inside_each_json_payload() -> None:
    payload = json.dumps({"id": KEY, "text": 'a "quoted" %22 line'})
    body = f"event: message\r\ndata: {payload}\r\ndata: {KEY}%22x\r\n\r\n".encode()
    lines = redacted_body(body, Redactor(KEY)).decode().split("\r\n")
    assert lines[0] == "event: message"
    assert json.loads(lines[1].removeprefix("data: ")) == {
        "id": MASK,
        "text": 'a "quoted" %22 line',
    }
    assert lines[2:] == [f"data: {MASK}%22x", "", ""]


def test_object_keys_that_mask_alike_stay_separate_members() -> None:
    document = {f"{KEY}": 1, "ms_live_someoneelse": 2, MASK: 3}
    assert Redactor(KEY).value(document) == {f"{MASK}#2": 1, f"{MASK}#3": 2, MASK: 3}


def test_key_shape() -> None:
    assert looks_like_key(KEY)
    assert not looks_like_key("ms_live_short")
    assert not looks_like_key("sk_live_Zq8RkT2vW9xYbC4nL7pM")


def test_the_log_filter_masks_arguments_and_tracebacks(caplog: pytest.LogCaptureFixture) -> None:
    logger = logging.getLogger("test.redact")
    redactor = Redactor(KEY)
    handler_filter = RedactingFilter(lambda: redactor)
    logger.addFilter(handler_filter)
    try:
        with caplog.at_level(logging.INFO, logger="test.redact"):
            logger.info("peer sent %r", KEY[5:30])
            try:
                raise ValueError(f"bad value {KEY}")
            except ValueError:
                logger.exception("failed")
    finally:
        logger.removeFilter(handler_filter)
    text = "\n".join(r.getMessage() + (r.exc_text or "") for r in caplog.records)
    assert "Zq8RkT2v" not in text
    assert "peer sent" in text
    assert "ValueError" in text


def test_the_public_prefix_in_help_text_is_left_readable() -> None:
    hint = "Send it as 'Authorization: Bearer ms_live_...'"
    assert Redactor(KEY).text(hint) == hint
