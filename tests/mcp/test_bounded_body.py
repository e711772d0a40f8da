"""Upstream bodies are read under caps, long JSON strings shortened as they stream."""

from __future__ import annotations

import json
import random
import urllib.request
from collections.abc import Callable

import pytest

from mailsocket_mcp.upstream import pool, tap
from mailsocket_mcp.upstream.bounded_body import (
    CUT_MARKER,
    MAX_STRING_BYTES,
    BodyTooLarge,
    read_bounded,
    safe_cut,
)
from tests.support.one_exchange import one_exchange

MARKER = CUT_MARKER.decode()
ALPHABET = ["a", " ", '"', "\\", "/", "\x01", "\n", "\u00e9", "\u4e2d", "\U0001f600"]


def _reader(data: bytes, rng: random.Random, largest: int) -> Callable[[int], bytes]:
    """``read(n)`` that hands out pieces of random size, so every boundary gets hit."""
    position = 0

    def read(size: int) -> bytes:
        nonlocal position
        piece = data[position : position + min(size, rng.randint(1, largest))]
        position += len(piece)
        return piece

    return read


@pytest.mark.parametrize("ensure_ascii", [False, True])
def test_every_string_comes_back_whole_or_as_a_marked_prefix_whatever_the_chunking(
    ensure_ascii: bool,
) -> None:
    rng = random.Random(8)
    for _ in range(200):
        strings = ["".join(rng.choices(ALPHABET, k=rng.randint(0, 90))) for _ in range(6)]
        document = {"data": [{"id": "msg_1", "subject": s, "n": 1.5} for s in strings]}
        source = json.dumps(document, ensure_ascii=ensure_ascii).encode()
        body = read_bounded(_reader(source, rng, 17), json_body=True, max_string=40)
        parsed = json.loads(body)
        for original, item in zip(strings, parsed["data"], strict=True):
            kept = item["subject"]
            kept.encode("utf-8")  # no lone surrogate survives a cut
            quoted = json.dumps(original, ensure_ascii=ensure_ascii).encode()
            if len(quoted) - 2 <= 40:
                assert kept == original
            else:
                assert kept.endswith(MARKER)
                assert original.startswith(kept.removesuffix(MARKER))
                assert len(json.dumps(kept.removesuffix(MARKER), ensure_ascii=ensure_ascii)) <= 42


def test_a_long_string_is_cut_to_the_cap_and_the_rest_is_never_kept() -> None:
    source = json.dumps({"subject": "S" * 5_000_000, "id": "msg_1"}).encode()
    body = read_bounded(_reader(source, random.Random(1), 1 << 20), json_body=True)
    parsed = json.loads(body)
    assert parsed["id"] == "msg_1"
    assert parsed["subject"] == "S" * (128 * 1024) + MARKER
    assert len(body) < 140 * 1024


@pytest.mark.parametrize(
    ("source", "limit", "cut"),
    [
        (b"abcdef", 4, 4),
        (b"ab\\\\cd", 3, 2),  # between the two halves of an escaped backslash
        (b"ab\\\\cd", 4, 4),
        (b"ab\\u00e9cd", 5, 2),  # inside a \\u escape
        (b"ab\\ud83d\\ude00", 8, 2),  # right after the high half of a surrogate pair
        (b"ab\\ud83d\\ude00", 10, 2),  # inside the low half: the high half goes too
        (b"ab\\ud83d\\ude00", 14, 14),
        ("ab\u00e9".encode(), 3, 2),  # inside a two-byte character
        ("ab\U0001f600".encode(), 5, 2),  # inside a four-byte character
        ("ab\U0001f600".encode(), 6, 6),
    ],
)
def test_a_cut_never_splits_an_escape_or_a_character(source: bytes, limit: int, cut: int) -> None:
    assert safe_cut(source, limit) == cut


def test_a_body_over_the_kept_cap_is_refused() -> None:
    source = json.dumps({"data": ["x" * 100] * 200}).encode()
    with pytest.raises(BodyTooLarge) as refused:
        read_bounded(_reader(source, random.Random(2), 512), json_body=True, max_kept=10_000)
    assert refused.value.cap == 10_000


def test_a_body_over_the_read_cap_is_refused_even_when_shortening_keeps_it_small() -> None:
    source = json.dumps({"subject": "S" * 100_000}).encode()
    with pytest.raises(BodyTooLarge) as refused:
        read_bounded(_reader(source, random.Random(3), 4096), json_body=True, max_read=50_000)
    assert refused.value.cap == 50_000


def test_a_body_that_is_not_json_is_only_counted() -> None:
    source = b'"' + b"x" * 5000
    reader = _reader(source, random.Random(4), 999)
    assert read_bounded(reader, json_body=False, max_string=10) == source
    with pytest.raises(BodyTooLarge):
        read_bounded(_reader(source, random.Random(4), 999), json_body=False, max_kept=4000)


def test_a_body_that_ends_inside_a_string_keeps_what_it_read() -> None:
    source = b'{"subject": "abc\\'
    assert read_bounded(_reader(source, random.Random(5), 3), json_body=True) == source


@pytest.mark.parametrize("max_string", [8, 40, 300, 10_000])
def test_the_bytes_kept_do_not_depend_on_how_the_body_arrives(max_string: int) -> None:
    """Whether the body comes whole or in pieces, and whether its strings are shortened
    from its first byte or only once it outgrows the cap, the same bytes are kept."""
    rng = random.Random(max_string)
    for _ in range(150):
        strings = ["".join(rng.choices(ALPHABET, k=rng.randint(0, 120))) for _ in range(4)]
        source = json.dumps({"data": [{"subject": s} for s in strings]}).encode()
        whole = read_bounded(
            _reader(source, rng, len(source)), json_body=True, max_string=max_string
        )
        pieces = read_bounded(_reader(source, rng, 7), json_body=True, max_string=max_string)
        assert pieces == whole
        if len(source) <= max_string:
            assert whole == source  # too short to hold a string over the cap
        else:
            json.loads(whole)


def _served_once(answer: bytes) -> bytes:
    """The body a pooled upstream call reads from a server that sends ``answer``."""
    token = tap.current_tap.set(tap.CallTap())
    try:
        with (
            one_exchange(answer) as server,
            pool.installed(),
            urllib.request.urlopen(server.url(), timeout=10) as response,
        ):
            body: bytes = response.read()
            return body
    finally:
        tap.current_tap.reset(token)


@pytest.mark.parametrize("content_type", ["application/json", "text/plain"])
@pytest.mark.parametrize(
    "length", [MAX_STRING_BYTES - 9, MAX_STRING_BYTES - 8, MAX_STRING_BYTES + 1]
)
def test_a_sized_pooled_body_is_shortened_only_when_json_with_a_string_over_the_cap(
    content_type: str, length: int
) -> None:
    """A body up to the cap is kept as read without its type being looked up (the first
    two lengths: 1 byte under it and at it); past it, a JSON one is shortened."""
    source = b'{"s": "' + b"a" * length + b'"}'
    head = f"HTTP/1.1 200 OK\r\nContent-Type: {content_type}\r\nContent-Length: {len(source)}\r\n"
    body = _served_once(head.encode() + b"\r\n" + source)
    if length > MAX_STRING_BYTES and content_type == "application/json":
        assert json.loads(body)["s"] == "a" * MAX_STRING_BYTES + MARKER
    else:
        assert body == source
