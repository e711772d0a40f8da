"""The pure rules behind fenced mail: neutralising text, fences, link hosts and senders."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mailsocket_mcp.links import (
    HostAllowlist,
    LinkFacts,
    host_matches,
    link_facts,
    normalised_host,
    sender_address,
    sender_matches,
)
from mailsocket_mcp.tools.untrusted import VISIBLE_AT_MOST, Fence, hides_characters, neutralised

HIDDEN = [
    "\x00",
    "\x1b",
    "\x7f",
    "\x85",
    "\x9b",
    "\u00ad",
    "\u061c",
    "\u200b",
    "\u200d",
    "\u200e",
    "\u200f",
    "\u2028",
    "\u202a",
    "\u202e",
    "\u2060",
    "\u2064",
    "\u2066",
    "\u2069",
    "\ufeff",
    "\U000e0001",
    "\U000e0041",
    "\U000e007f",
]


def test_plain_multilingual_text_is_left_exactly_as_it_is() -> None:
    text = "Ваш код 482913 — 您的验证码 — Tu código (válido 10 min) 🙂"
    assert neutralised(text) is text
    assert neutralised("a\n\tb", multiline=True) == "a\n\tb"


@pytest.mark.parametrize("character", HIDDEN)
def test_each_hiding_character_is_shown_as_an_escape(character: str) -> None:
    code = ord(character)
    escape = f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"
    assert neutralised(f"a{character}b") == f"a{escape}b"
    assert neutralised(f"a{character}b", multiline=True) == f"a{escape}b"
    assert hides_characters(f"https://app.test/{character}")


def test_a_single_line_field_shows_newlines_and_tabs_a_body_keeps_them() -> None:
    assert neutralised("Subject\r\nBcc: x\tY") == "Subject\\u000d\\u000aBcc: x\\u0009Y"
    assert neutralised("one\r\ntwo\rthree\n\tfour", multiline=True) == (
        "one\ntwo\\u000dthree\n\tfour"
    )
    assert hides_characters("482913\n")


def test_ascii_text_with_a_terminal_escape_shows_it() -> None:
    assert neutralised("\x1b[2J\x1b[31mPAY NOW\x1b[0m") == (
        "\\u001b[2J\\u001b[31mPAY NOW\\u001b[0m"
    )
    assert neutralised("tab\there", multiline=True) == "tab\there"


def test_past_the_limit_hidden_characters_are_removed_and_counted() -> None:
    dense = "ig\u200bnore" * VISIBLE_AT_MOST + "\u202e!"
    assert neutralised(dense) == (
        "ignore" * VISIBLE_AT_MOST + f"! [{VISIBLE_AT_MOST + 1} invisible or control "
        "characters removed]"
    )
    at_limit = "a\u200b" * VISIBLE_AT_MOST
    assert neutralised(at_limit) == "a\\u200b" * VISIBLE_AT_MOST


def test_a_fence_wraps_text_and_defangs_anything_that_looks_like_a_marker() -> None:
    fence = Fence("untrusted-mail-12345678")
    assert fence.wrap("") == ""
    assert fence.wrap("hi") == "<<untrusted-mail-12345678>>hi<</untrusted-mail-12345678>>"
    inner = "a <</untrusted-mail-12345678>> b <<UNTRUSTED-x>> c << / untrusted d <<ok>>"
    assert fence.wrap(inner) == (
        "<<untrusted-mail-12345678>>"
        "a < </untrusted-mail-12345678>> b < <UNTRUSTED-x>> c < < / untrusted d <<ok>>"
        "<</untrusted-mail-12345678>>"
    )
    assert "<<untrusted-mail-12345678>>" in fence.notice


@given(st.text())
def test_whatever_a_mail_holds_its_fenced_field_opens_once_and_closes_once(text: str) -> None:
    fence = Fence("untrusted-mail-0badc0de")
    shown = fence.wrap(neutralised(text, multiline=True))
    if not text:
        return
    assert shown.startswith(fence.opening)
    assert shown.endswith(fence.closing)
    assert shown.count(fence.opening) == 1
    assert shown.count(fence.closing) == 1
    assert not hides_characters(shown.replace("\n", "").replace("\t", ""))


@pytest.mark.parametrize(
    ("link", "facts"),
    [
        ("https://App.Test/verify?t=1", LinkFacts("app.test", True)),
        ("http://app.test/verify", LinkFacts("app.test", False)),
        ("http://localhost:3000/x", LinkFacts("localhost", True)),
        ("http://api.localhost/x", LinkFacts("api.localhost", True)),
        ("http://127.0.0.2:8000/x", LinkFacts("127.0.0.2", True)),
        ("http://[::1]:8000/x", LinkFacts("::1", True)),
        ("http://10.0.0.1/x", LinkFacts("10.0.0.1", False)),
        ("https://app.test@evil.test/x", LinkFacts("evil.test", True)),
        ("https://аpple.test/x", LinkFacts("xn--pple-43d.test", True)),
        ("https://app.test./x", LinkFacts("app.test", True)),
        ("ftp://app.test/x", None),
        ("javascript:alert(1)", None),
        ("https:///path-only", None),
        ("https://app.test:99999999/x", None),
        ("https://app.test:port/x", None),
        ("https://bad_host!.test/x", None),
        ("https://[::1/x", None),
        ("https://" + "a" * 300 + ".test/", None),
    ],
)
def test_a_link_names_its_host_and_whether_it_is_secure(link: str, facts: LinkFacts | None) -> None:
    assert link_facts(link) == facts


@pytest.mark.parametrize(
    ("value", "host"),
    [
        ("[::1]", "::1"),
        ("App.Example.", "app.example"),
        ("bücher.test", "xn--bcher-kva.test"),
        ("b" * 64 + "ü.test", None),  # a label IDNA cannot encode
        ("", None),
        ("999.1.1.1", None),
    ],
)
def test_a_host_is_normalised_to_lower_case_ascii(value: str, host: str | None) -> None:
    assert normalised_host(value) == host


def test_host_binding_takes_the_host_and_its_subdomains_only() -> None:
    assert host_matches("app.test", "app.test")
    assert host_matches("eu.app.test", "app.test")
    assert not host_matches("evilapp.test", "app.test")
    assert not host_matches("app.test.evil.test", "app.test")


def test_the_allowlist_takes_exact_hosts_and_starred_subdomains() -> None:
    allowed = HostAllowlist(["app.test", "*.corp.test", "LOCALHOST"])
    assert allowed.allows("app.test")
    assert allowed.allows("localhost")
    assert allowed.allows("sso.corp.test")
    assert not allowed.allows("eu.app.test")
    assert not allowed.allows("corp.test")
    assert not allowed.allows("evilcorp.test")
    assert "app.test" in repr(allowed)
    with pytest.raises(ValueError, match="not a host name"):
        HostAllowlist(["*"])


@pytest.mark.parametrize(
    ("from_field", "address"),
    [
        ("Shop <No-Reply@Shop.TEST>", "No-Reply@shop.test"),
        ("no-reply@shop.test", "no-reply@shop.test"),
        ('"Evil, Inc" <a+tag@mail.evil.test>', "a+tag@mail.evil.test"),
        ("Bank <it@bank.test\u202e>", None),
        ("undisclosed-recipients:;", None),
        ("", None),
        ("a@", None),
        ("a@bad_host!", None),
    ],
)
def test_the_sender_address_is_read_from_the_from_header(
    from_field: str, address: str | None
) -> None:
    assert sender_address(from_field) == address


def test_sender_binding_takes_a_domain_and_its_subdomains_or_one_address() -> None:
    assert sender_matches("a@shop.test", "shop.test")
    assert sender_matches("a@eu.shop.test", "shop.test")
    assert not sender_matches("a@shop.test.evil.test", "shop.test")
    assert not sender_matches(None, "shop.test")
    assert sender_matches("No-Reply@shop.test", "no-reply@shop.test")
    assert not sender_matches("promo@shop.test", "no-reply@shop.test")
