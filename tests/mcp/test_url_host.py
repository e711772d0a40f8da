"""The host a browser opens (WHATWG URL rules), and where Python's urlsplit reads another.

Expected hosts follow the URL Standard's basic URL parser, as the web-platform-tests'
``urltestdata.json`` pins it for these forms.
"""

from __future__ import annotations

import pytest

from mailsocket_mcp.links import LinkFacts, LinkRefusal, read_link
from mailsocket_mcp.url_host import BrowserHost, browser_host, domain_to_ascii, python_host


@pytest.mark.parametrize(
    ("url", "host"),
    [
        # "\" is "/" in http(s): the authority ends before it, so the "@" is in the path.
        ("https://evil.test\\@app.test/verify", "evil.test"),
        ("https://app.test\\@evil.test/verify", "app.test"),
        # Any run of slashes and backslashes, or none, after the scheme.
        ("https:evil.test/verify", "evil.test"),
        ("https:/\\evil.test/verify", "evil.test"),
        ("https:///evil.test/verify", "evil.test"),
        ("https:\\\\\\\\evil.test", "evil.test"),
        ("https:/evil.test", "evil.test"),
        # The userinfo runs to the last "@".
        ("https://a@b@evil.test/", "evil.test"),
        ("https://user:p@ss@evil.test:8443/", "evil.test"),
        ("https://app.test@evil.test/", "evil.test"),
        ("https://evil.test#@app.test/", "evil.test"),
        ("https://app.test?@evil.test/", "app.test"),
        # Tabs, LF and CR go anywhere, even inside the scheme; C0 and space at the ends.
        ("https://ev\til.te\nst/", "evil.test"),
        ("ht\ttps://evil.test/", "evil.test"),
        (" \x00\x1f https://evil.test/ \x1f", "evil.test"),
        # Case, percent-decoding, UTS #46 mapping.
        ("HTTPS://EVIL.Test/", "evil.test"),
        ("https://%65vil.test/", "evil.test"),
        ("https://ev%49l.test/", "evil.test"),
        ("https://bücher.test/", "xn--bcher-kva.test"),
        ("https://b%C3%BCcher.test/", "xn--bcher-kva.test"),
        ("https://ＥＶＩＬ．test/", "evil.test"),
        ("https://xn--bcher-kva.test/", "xn--bcher-kva.test"),
        ("https://app.test./", "app.test."),
        # A name that ends in a number is an IPv4 address, in any of its forms.
        ("http://127.1/", "127.0.0.1"),
        ("http://0x7f.1/", "127.0.0.1"),
        ("http://2130706433/", "127.0.0.1"),
        ("http://0177.0.0.1/", "127.0.0.1"),
        ("http://0x7F000001/", "127.0.0.1"),
        ("http://127.0.0.1./", "127.0.0.1"),
        ("http://0x/", "0.0.0.0"),
        ("http://1.2.65535/", "1.2.255.255"),
        # IPv6 in brackets, written the standard's way.
        ("http://[::1]/", "[::1]"),
        ("http://[0:0:0:0:0:0:0:1]/", "[::1]"),
        ("http://[::]/", "[::]"),
        ("http://[::ffff:127.0.0.1]/", "[::ffff:7f00:1]"),
        ("http://[1:0:0:2::3:0]/", "[1::2:0:0:3:0]"),
        ("http://[1:2:3:4:5:6:7:8]/", "[1:2:3:4:5:6:7:8]"),
        ("http://[2001:DB8::1]/", "[2001:db8::1]"),
    ],
)
def test_a_browser_opens_this_host(url: str, host: str) -> None:
    opened = browser_host(url)
    assert opened is not None
    assert opened.host == host


@pytest.mark.parametrize(
    "url",
    [
        "https://",
        "https:///",
        "https://user@/",
        "https://user@",
        "https://:443/",
        "https://evil.test:99999/",
        "https://evil.test:8x/",
        "https://evil.test:٣/",
        "https://ev il.test/",
        "https://a<b.test/",
        "https://a^b.test/",
        "https://a|b.test/",
        "https://a%00b.test/",
        "https://a%2Fb.test/",
        "https://a%25b.test/",
        "https://a%zzb.test/",
        "https://%ff.test/",
        "https://a\x7fb.test/",
        "https://xn--/",
        "https://xn--a.test/",
        "http://1.2.3.4.5/",
        "http://256.0.0.1/",
        "http://1.2.3.256/",
        "http://4294967296/",
        "http://0x100000000/",
        "http://09/",
        "http://1..2/",
        "http://[::1/",
        "http://[::1]x/",
        "http://[fe80::1%25eth0]/",
        "http://[1::2::3]/",
        "http://[::ü]/",
        "mailto:a@evil.test",
        "javascript:alert(1)",
        "ftp://evil.test/",
        "//evil.test/",
        "evil.test/verify",
        "1https://evil.test/",
    ],
)
def test_a_browser_opens_no_host_for_an_invalid_or_non_web_url(url: str) -> None:
    assert browser_host(url) is None


def test_the_scheme_and_a_non_default_port_are_kept() -> None:
    assert browser_host("HTTP://a.test:8080/") == BrowserHost("http", "a.test", 8080)
    assert browser_host("https://a.test:443/") == BrowserHost("https", "a.test", None)
    assert browser_host("https://a.test:/") == BrowserHost("https", "a.test", None)
    assert browser_host("http://a.test:080/") == BrowserHost("http", "a.test", None)


@pytest.mark.parametrize(
    ("url", "host"),
    [
        ("https://evil.test\\@app.test/", "app.test"),
        ("https:evil.test", None),
        ("https://%65vil.test/", "%65vil.test"),
        ("http://127.1/", "127.1"),
        ("http://[0:0::1]/", "[::1]"),
        ("https://bücher.test/", "xn--bcher-kva.test"),
        ("https://app.test:port/", None),
        ("ftp://app.test/", None),
        ("http://[::1%eth0]/", None),
    ],
)
def test_python_reads_its_own_host_written_the_same_way(url: str, host: str | None) -> None:
    assert python_host(url) == host


@pytest.mark.parametrize(
    "link",
    [
        "https://evil.test\\@app.test/verify?token=abc123",
        "https://app.test\\@evil.test/verify?token=abc123",
        "https:evil.test/verify?token=abc123",
        "https:/\\evil.test/verify?token=abc123",
        "https:///evil.test/verify?token=abc123",
        "https://%65vil.test/verify?token=abc123",
        "http://127.1/verify?token=abc123",
        "http://0x7f.1/verify?token=abc123",
        "http://2130706433/verify?token=abc123",
        "http://127.000.0.1/verify?token=abc123",
    ],
)
def test_a_link_whose_host_depends_on_who_reads_it_is_refused(link: str) -> None:
    reading = read_link(link)
    assert isinstance(reading, LinkRefusal)
    assert reading.short == "host reading differs"
    assert "a browser opens host" in reading.detail


@pytest.mark.parametrize(
    ("link", "facts"),
    [
        ("HTTPS://App.Test/verify", LinkFacts("app.test", True)),
        ("  https://app.test/verify ", LinkFacts("app.test", True)),
        ("https://a@b@app.test/verify", LinkFacts("app.test", True)),
        ("https://app.test:8443/verify", LinkFacts("app.test", True)),
        ("http://[0:0::1]:3000/verify", LinkFacts("::1", True)),
        ("http://127.0.0.1/verify", LinkFacts("127.0.0.1", True)),
    ],
)
def test_a_link_both_readings_agree_on_is_read_once(link: str, facts: LinkFacts) -> None:
    assert read_link(link) == facts


def test_a_link_no_browser_opens_is_not_a_web_link() -> None:
    reading = read_link("https://ev il.test/")
    assert isinstance(reading, LinkRefusal)
    assert reading.short == "not a web link"


def test_domain_to_ascii_lower_cases_ascii_and_maps_the_rest() -> None:
    assert domain_to_ascii("App.TEST") == "app.test"
    assert domain_to_ascii("XN--BCHER-KVA.test") == "xn--bcher-kva.test"
    assert domain_to_ascii("Bücher.test") == "xn--bcher-kva.test"
    assert domain_to_ascii("xn--zz.test") is None
