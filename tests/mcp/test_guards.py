"""The URL-credential and Host rules, as pure functions."""

from __future__ import annotations

import pytest

from mailsocket_mcp.http.host_origin import host_allowed, origin_allowed
from mailsocket_mcp.http.url_credentials import has_url_credential


@pytest.mark.parametrize(
    ("path", "query"),
    [
        ("/mcp", "api_key=abc"),
        ("/mcp", "APIKEY=abc"),
        ("/mcp", "key=abc"),
        ("/mcp", "token=abc"),
        ("/mcp", "access_token=abc"),
        ("/mcp", "x=ms_live_abcdefgh12"),
        ("/mcp", "x=ms%5Flive%5Fabcdefgh12"),
        ("/mcp", "x=ms%255Flive_abc"),
        ("/mcp/ms_live_abcdefgh12", ""),
        ("/mcp/MS_LIVE_abcdefgh12", ""),
        ("/mcp/ms%5Flive%5Fabc", ""),
        ("/mcp/ms%25255Flive%25255Fabc", ""),
        ("/mcp", "api%5Fkey=1"),
    ],
)
def test_credentials_in_the_url_are_detected(path: str, query: str) -> None:
    assert has_url_credential(path, query)


@pytest.mark.parametrize(("path", "query"), [("/mcp", ""), ("/mcp", "debug=1"), ("/healthz", "")])
def test_ordinary_urls_pass(path: str, query: str) -> None:
    assert not has_url_credential(path, query)


@pytest.mark.parametrize(
    ("host", "expected"),
    [
        ("localhost:8080", True),
        ("localhost", True),
        ("LOCALHOST:1", True),
        ("mcp.example.com", True),
        ("mcp.example.com:443", False),
        ("evil.example.com", False),
        ("localhost:80x", False),
        ("[::1]:8080", True),
    ],
)
def test_host_allowlist(host: str, expected: bool) -> None:
    assert host_allowed(host, ("localhost:*", "mcp.example.com", "[::1]:*")) is expected


@pytest.mark.parametrize(
    ("origin", "expected"),
    [
        ("http://localhost:5173", True),
        ("http://localhost", True),
        ("HTTP://LOCALHOST:8080/", True),
        ("https://localhost:5173", False),
        ("http://localhost:51x", False),
        ("http://localhost.evil.test:5173", False),
        ("https://app.example.com", True),
        ("https://app.example.com:8443", False),
        ("http://app.example.com", False),
        ("http://[::1]:3000", True),
        ("null", False),
        ("localhost:5173", False),
    ],
)
def test_origin_allowlist(origin: str, expected: bool) -> None:
    allowed = ("http://localhost:*", "https://app.example.com", "http://[::1]:*")
    assert origin_allowed(origin, allowed) is expected
