"""Keys never leak: the redactor masks whole keys, encodings, fragments and live tokens."""

from __future__ import annotations

import logging
import urllib.parse

import pytest

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


def test_bytes_without_a_key_come_back_unchanged() -> None:
    body = b'{"jsonrpc":"2.0","result":{}}'
    assert Redactor(KEY).data(body) is body


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
