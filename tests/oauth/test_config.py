"""OAuth settings: off by default, and refused at start-up without a secret or a public URL."""

from __future__ import annotations

import subprocess

import pytest

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.errors import ConfigError
from tests.mcp.servers import SCRIPT
from tests.support.env import child_env

from .support import OTHER_SECRET, SECRET


def test_oauth_is_off_unless_asked_for() -> None:
    assert GatewaySettings.from_env({}).oauth is None
    assert GatewaySettings.from_env({"MCP_OAUTH": "off"}).oauth is None


def test_oauth_reads_its_url_and_every_secret_masked() -> None:
    settings = GatewaySettings.from_env(
        {
            "MCP_OAUTH": "on",
            "MCP_PUBLIC_URL": "https://mcp.example.com/",
            "MCP_TOKEN_SECRET": f"{SECRET}, {OTHER_SECRET}",
        }
    )
    assert settings.oauth is not None
    assert settings.oauth.public_url == "https://mcp.example.com"
    assert [secret.reveal() for secret in settings.oauth.token_secrets] == [SECRET, OTHER_SECRET]
    assert SECRET not in repr(settings)
    assert settings.oauth.allow_local_clients is False
    assert settings.oauth.max_in_flight == 32


def test_the_oauth_in_flight_cap_can_be_set() -> None:
    settings = GatewaySettings.from_env(
        {
            "MCP_OAUTH": "on",
            "MCP_PUBLIC_URL": "https://mcp.example.com",
            "MCP_TOKEN_SECRET": SECRET,
            "MCP_OAUTH_MAX_IN_FLIGHT": "5",
        }
    )
    assert settings.oauth is not None
    assert settings.oauth.max_in_flight == 5


def test_the_public_url_defaults_to_the_first_allowed_host() -> None:
    settings = GatewaySettings.from_env(
        {"MCP_OAUTH": "1", "MCP_ALLOWED_HOSTS": "mcp.example.com", "MCP_TOKEN_SECRET": SECRET}
    )
    assert settings.oauth is not None
    assert settings.oauth.public_url == "https://mcp.example.com"


@pytest.mark.parametrize(
    ("environ", "says"),
    [
        ({"MCP_OAUTH": "maybe"}, "MCP_OAUTH must be on or off"),
        ({"MCP_OAUTH": "on", "MCP_TOKEN_SECRET": SECRET}, "MCP_PUBLIC_URL"),
        ({"MCP_OAUTH": "on", "MCP_PUBLIC_URL": "https://a.example"}, "MCP_TOKEN_SECRET is not set"),
        (
            {"MCP_OAUTH": "on", "MCP_PUBLIC_URL": "https://a.example", "MCP_TOKEN_SECRET": "short"},
            "at least 32 characters",
        ),
        (
            {
                "MCP_OAUTH": "on",
                "MCP_PUBLIC_URL": "https://a.example/mcp",
                "MCP_TOKEN_SECRET": SECRET,
            },
            "without a path",
        ),
        (
            {
                "MCP_OAUTH": "on",
                "MCP_PUBLIC_URL": "https://a.example",
                "MCP_TOKEN_SECRET": SECRET,
                "MCP_OAUTH_ALLOW_LOCAL_CLIENTS": "yes please",
            },
            "MCP_OAUTH_ALLOW_LOCAL_CLIENTS",
        ),
        (
            {
                "MCP_OAUTH": "on",
                "MCP_PUBLIC_URL": "https://a.example",
                "MCP_TOKEN_SECRET": SECRET,
                "MCP_OAUTH_MAX_IN_FLIGHT": "0",
            },
            "MCP_OAUTH_MAX_IN_FLIGHT must be a whole number",
        ),
    ],
)
def test_bad_oauth_settings_are_named(environ: dict[str, str], says: str) -> None:
    with pytest.raises(ConfigError, match=says):
        GatewaySettings.from_env(environ)


def test_the_gateway_refuses_to_start_with_oauth_on_and_no_secret() -> None:
    assert SCRIPT is not None
    result = subprocess.run(
        [SCRIPT],
        env=child_env(MCP_OAUTH="on", MCP_PUBLIC_URL="https://mcp.example.com"),
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert result.returncode == 2
    assert "MCP_TOKEN_SECRET is not set" in result.stderr
    assert "Traceback" not in result.stderr
