"""MCP_TOOLSETS, MAILBOX_URL and MAILBOX_TOKEN (and benethos' names for them), read as pure
functions of a mapping; the stdio entry point exits 2 naming what is missing."""

from __future__ import annotations

import subprocess

import pytest

from mailsocket_mcp.config import GatewaySettings, StdioSettings
from mailsocket_mcp.errors import ConfigError
from tests.support.env import child_env

from .conftest import STDIO_SCRIPT

TOKEN = "mbx_" + "x" * 43


def test_the_inbox_toolset_alone_is_the_default() -> None:
    settings = StdioSettings.from_env({"MAILSOCKET_API_KEY": "ms_live_abcdefgh12"})
    assert settings.toolsets == ("inbox",)
    assert settings.mailbox_token is None


def test_the_mailbox_toolset_needs_no_mailsocket_key_but_its_token() -> None:
    settings = StdioSettings.from_env({"MCP_TOOLSETS": "mailbox", "MAILBOX_TOKEN": TOKEN})
    assert settings.toolsets == ("mailbox",)
    assert settings.api_key is None
    assert settings.mailbox_token is not None
    assert settings.mailbox_token.reveal() == TOKEN
    assert settings.mailbox_url == "http://127.0.0.1:8090"
    with pytest.raises(ConfigError, match="MAILBOX_TOKEN is not set"):
        StdioSettings.from_env({"MCP_TOOLSETS": "mailbox"})


def test_benethos_mailbox_mcp_settings_carry_over() -> None:
    settings = StdioSettings.from_env(
        {
            "MCP_TOOLSETS": "mailbox",
            "MAILBOX_SERVICE_URL": "http://mailbox-service:8080/",
            "MAILBOX_SERVICE_ALLOW_HTTP": "1",
            "MAILBOX_SERVICE_TOKEN": TOKEN,
        }
    )
    assert settings.mailbox_url == "http://mailbox-service:8080"
    assert settings.mailbox_token is not None


@pytest.mark.parametrize(
    ("url", "allowed"),
    [
        ("https://mail.example.org", True),
        ("http://127.0.0.1:8080", True),
        ("http://localhost:8080", True),
        ("http://[::1]:8080", True),
        ("http://mail.example.org", False),
        ("ftp://mail.example.org", False),
        ("https://user:pw@mail.example.org", False),
    ],
)
def test_mailbox_url_is_https_or_http_to_this_machine(url: str, allowed: bool) -> None:
    env = {"MCP_TOOLSETS": "mailbox", "MAILBOX_TOKEN": TOKEN, "MAILBOX_URL": url}
    if allowed:
        assert StdioSettings.from_env(env).mailbox_url == url
    else:
        with pytest.raises(ConfigError, match="MAILBOX_URL"):
            StdioSettings.from_env(env)


def test_http_to_another_machine_needs_mailbox_allow_http() -> None:
    env = {"MCP_TOOLSETS": "mailbox", "MAILBOX_URL": "http://mailbox:8080"}
    settings = GatewaySettings.from_env({**env, "MAILBOX_ALLOW_HTTP": "1"})
    assert settings.mailbox_url == "http://mailbox:8080"
    with pytest.raises(ConfigError, match="MAILBOX_ALLOW_HTTP=1"):
        GatewaySettings.from_env(env)


def test_unknown_toolsets_and_a_token_on_the_gateway_are_refused() -> None:
    with pytest.raises(ConfigError, match="MCP_TOOLSETS must list toolsets from inbox, mailbox"):
        GatewaySettings.from_env({"MCP_TOOLSETS": "inbox,calendar"})
    with pytest.raises(ConfigError, match="the gateway holds no token"):
        GatewaySettings.from_env({"MCP_TOOLSETS": "mailbox", "MAILBOX_TOKEN": TOKEN})
    assert GatewaySettings.from_env({"MCP_TOOLSETS": "mailbox, inbox"}).toolsets == (
        "inbox",
        "mailbox",
    )


def test_mailsocket_mcp_exits_2_when_the_mailbox_toolset_has_no_token() -> None:
    done = subprocess.run(
        [STDIO_SCRIPT],
        env=child_env(MCP_TOOLSETS="mailbox"),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert "MAILBOX_TOKEN is not set" in done.stderr
