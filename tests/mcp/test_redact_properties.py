"""Property: redaction masks values, never reshapes a document, and lets no key through.

Over arbitrary JSON documents whose strings (object keys included) are built from
hostile pieces: quotes, ``%22``, ``%25``, backslashes, unicode escapes, line
separators, ``ms_live_`` fragments, the key itself, percent-encoded, and pieces of it.
"""

from __future__ import annotations

import json
import re
import string
import urllib.parse

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from mcp_types import CallToolResult, TextContent

from mailsocket_mcp.http.fast_path import render_result
from mailsocket_mcp.http.redact_body import redacted_body
from mailsocket_mcp.redact import MASK, Redactor, decoded_forms

KEY_CHARS = string.ascii_letters + string.digits + "_-"
TOKEN = re.compile(r"ms_live_[A-Za-z0-9_-]", re.IGNORECASE | re.ASCII)
PIECES = [
    '"',
    '\\"',
    "\\",
    "\\u0022",
    "\\u006ds_live_",
    "%22",
    "%25",
    "%2F",
    "%3D",
    "%",
    "+",
    "ms_live_",
    "MS_LIVE_",
    "ms%5Flive%5F",
    "[redacted]",
    "}",
    "]",
    ",",
    ":",
    "\n",
    "\r",
    "\u2028",
    "\ud800",
    "é",
    "😀",
    " ",
]

keys = st.text(KEY_CHARS, min_size=12, max_size=40).map(lambda tail: f"ms_live_{tail}")


def _percent_encode(text: str, picks: list[bool]) -> str:
    """Encode some characters as %XX (and ``%`` itself as %25 on a second round)."""
    return "".join(
        f"%{ord(char):02X}" if pick and ord(char) < 128 else char
        for char, pick in zip(text, picks + [False] * len(text), strict=False)
    )


@st.composite
def hostile_text(draw: st.DrawFn, key: str, pieces: list[str]) -> str:
    piece = st.one_of(
        st.sampled_from(pieces),
        st.text(max_size=6),
        st.text(KEY_CHARS, max_size=10),
        st.just(key),
        st.builds(lambda i, n: key[i : i + n], st.integers(0, len(key)), st.integers(8, 20)),
        st.builds(_percent_encode, st.just(key), st.lists(st.booleans(), max_size=len(key))),
        st.builds(
            lambda text: urllib.parse.quote(urllib.parse.quote(text, safe=""), safe=""),
            st.builds(lambda i: key[i : i + 10], st.integers(0, len(key) - 10)),
        ),
        st.builds(lambda tail: f"ms_live_{tail}", st.text(KEY_CHARS, min_size=1, max_size=12)),
    )
    return "".join(draw(st.lists(piece, max_size=8)))


@st.composite
def documents(draw: st.DrawFn, pieces: list[str] = PIECES) -> tuple[str, object]:
    key = draw(keys)
    assume("redacted" not in key.lower())  # the mask's own letters would read as a fragment
    strings = hostile_text(key, pieces)
    scalars = st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.floats(allow_nan=False, allow_infinity=False),
        strings,
    )
    document = draw(
        st.recursive(
            scalars,
            lambda inner: st.one_of(
                st.lists(inner, max_size=4),
                st.dictionaries(strings, inner, max_size=4),
            ),
            max_leaves=12,
        )
    )
    return key, document


def _leaks(text: str, key: str) -> list[str]:
    """Keys, 8+ character fragments and live tokens visible in ``text`` or its decodings."""
    windows = {key[i : i + 8] for i in range(len(key) - 7)} - {"ms_live_"}
    found = []
    for form in decoded_forms(text):
        found += [w for w in windows if w in form]
        found += TOKEN.findall(form)
    return found


def _only_spans_changed(original: str, masked: str) -> bool:
    """``masked`` is ``original`` with some spans replaced by MASK, all else in place."""
    pieces = masked.split(MASK)
    pattern = "(?:.*?)".join(re.escape(piece) for piece in pieces)
    return re.fullmatch(pattern, original, re.DOTALL) is not None


def _assert_masked_copy(original: object, masked: object, key: str, redactor: Redactor) -> None:
    if isinstance(original, str):
        assert isinstance(masked, str)
        if not redactor.reveals(original):
            assert masked == original
        else:
            assert _only_spans_changed(original, masked), (original, masked)
        assert _leaks(masked, key) == [], (original, masked)
    elif isinstance(original, list):
        assert isinstance(masked, list)
        assert len(masked) == len(original)
        for before, after in zip(original, masked, strict=True):
            _assert_masked_copy(before, after, key, redactor)
    elif isinstance(original, dict):
        assert isinstance(masked, dict)
        assert len(masked) == len(original)
        for (name, before), (new_name, after) in zip(original.items(), masked.items(), strict=True):
            if redactor.reveals(name):
                assert _leaks(new_name, key) == []
            else:
                assert new_name == name
            _assert_masked_copy(before, after, key, redactor)
    else:
        assert masked == original
        assert type(masked) is type(original)


SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SETTINGS
@given(documents())
def test_a_redacted_document_parses_keeps_its_shape_and_shows_no_key(
    case: tuple[str, object],
) -> None:
    key, document = case
    redactor = Redactor(key)
    masked = json.loads(redactor.json_bytes(document))
    _assert_masked_copy(document, masked, key, redactor)


@SETTINGS
@given(documents())
def test_a_library_body_redacted_by_value_parses_keeps_its_shape_and_shows_no_key(
    case: tuple[str, object],
) -> None:
    key, document = case
    redactor = Redactor(key)
    body = json.dumps({"jsonrpc": "2.0", "id": 1, "result": document}).encode()
    masked = json.loads(redacted_body(body, redactor))
    _assert_masked_copy(document, masked["result"], key, redactor)


# pydantic cannot serialise a lone surrogate at all (redaction or not), so none here.
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(documents([piece for piece in PIECES if piece != "\ud800"]))
def test_a_fast_path_tool_result_parses_keeps_its_shape_and_shows_no_key(
    case: tuple[str, object],
) -> None:
    key, document = case
    redactor = Redactor(key)
    structured = {"value": document}
    result = CallToolResult(
        content=[TextContent(type="text", text=json.dumps(structured))],
        structured_content=structured,
    )
    body = b'{"jsonrpc":"2.0","id":1,"result":' + render_result(result) + b"}"
    rendered = json.loads(redacted_body(body, redactor))["result"]
    _assert_masked_copy(structured, rendered["structuredContent"], key, redactor)
    _assert_masked_copy(result.content[0].text, rendered["content"][0]["text"], key, redactor)
