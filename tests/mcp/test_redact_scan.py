"""The redactor's quick pre-checks never let a key, fragment or token through.

Its scan skips work where cheap checks prove nothing can match (a search for the
token prefixes, no search for a key's first seed where the token pattern covers it);
what it masks is compared here with a plain reading of the rules: every occurrence
of the key, every stretch of eight or more characters the key holds (the public
prefix alone excepted), every ``ms_live_`` token in any case, every sealed OAuth
value and every mailbox token.
"""

from __future__ import annotations

import re
import string

from hypothesis import given, settings
from hypothesis import strategies as st

from mailsocket_mcp.redact import MASK, SEALED_PATTERN, Redactor

KEY_CHARS = string.ascii_letters + string.digits + "_-"
PREFIX = "ms_live_"
TOKEN = re.compile(r"ms_live_[A-Za-z0-9_\-]+", re.IGNORECASE | re.ASCII)
MAILBOX = re.compile(r"mbx_[A-Za-z0-9_\-]{8,}", re.ASCII)


def _expected(text: str, key: str) -> str:
    """``text`` masked by the rules, read plainly: each character is masked or not."""
    masked = [False] * len(text)

    def mark(left: int, right: int) -> None:
        masked[left:right] = [True] * (right - left)

    for match in re.finditer(re.escape(key), text):  # the key itself, of any length
        mark(*match.span())

    for left in range(len(text)):
        for right in range(left + 8, len(text) + 1):
            if text[left:right] not in key:
                break
            if text[left:right] != PREFIX:
                mark(left, right)
    for pattern in (TOKEN, SEALED_PATTERN, MAILBOX):
        for match in pattern.finditer(text):
            mark(*match.span())
    out: list[str] = []
    for index, char in enumerate(text):
        if not masked[index]:
            out.append(char)
        elif index == 0 or not masked[index - 1]:
            out.append(MASK)
    return "".join(out)


TAILS = st.text(KEY_CHARS, min_size=8, max_size=24)
# Live keys, mailbox tokens, and keys of neither shape (the first seed matters there).
KEYS = TAILS.map(lambda tail: PREFIX + tail) | TAILS.map(lambda tail: "mbx_" + tail) | TAILS


@st.composite
def texts_around(draw: st.DrawFn, key: str) -> str:
    start = draw(st.integers(0, len(key) - 1))
    end = draw(st.integers(start, len(key)))
    piece = (
        st.sampled_from(
            [
                key[start:end],  # any stretch of the key, its start included
                key[:8],  # a fragment holding only the key's first seed
                key[: max(end, 9)],
                PREFIX,
                PREFIX.upper(),
                "Ms_LiVe_",
                "_live_",
                "_LIVE_",
                "msoat_",
                "mso",
                "mbx_",
                "mb",
                " ",
                '"',
                "\n",
            ]
        )
        | st.text(KEY_CHARS, max_size=20)
    )
    return "".join(draw(st.lists(piece, max_size=8)))


@settings(max_examples=400, deadline=None)
@given(data=st.data(), key=KEYS)
def test_the_redactor_masks_what_the_rules_say_with_its_quick_checks(
    data: st.DataObject, key: str
) -> None:
    text = data.draw(texts_around(key))
    redactor = Redactor(key)
    assert redactor.text(text) == _expected(text, key)
    assert redactor.reveals(text) == (_expected(text, key) != text)


# A whole answer is long: the scan skips its pre-check for a run of key characters there.
LONG_PADDING = st.sampled_from(["", " " * 600, '{"a":"' + "x y " * 200 + '"}'])


@settings(max_examples=300, deadline=None)
@given(data=st.data(), key=KEYS | st.text(KEY_CHARS, min_size=1, max_size=7) | st.just(PREFIX))
def test_the_redactor_masks_keys_of_any_length_in_texts_of_any_length(
    data: st.DataObject, key: str
) -> None:
    """Short keys (under eight characters) and the bare prefix as a key are found whole,
    longer ones as fragments, in short texts and in answer-sized ones."""
    text = data.draw(texts_around(key)) + data.draw(LONG_PADDING) + data.draw(texts_around(key))
    redactor = Redactor(key)
    assert redactor.text(text) == _expected(text, key)
    assert redactor.reveals(text) == (_expected(text, key) != text)
