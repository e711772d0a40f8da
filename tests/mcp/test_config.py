"""Configuration is read from a mapping and fails fast naming the bad variable."""

from __future__ import annotations

import pytest

from mailsocket_mcp.config import (
    ConnectionLimits,
    ContentMode,
    GatewaySettings,
    Secret,
    StdioSettings,
    narrowed_content_mode,
)
from mailsocket_mcp.errors import ConfigError


def test_stdio_needs_a_key_and_says_so() -> None:
    with pytest.raises(ConfigError, match="MAILSOCKET_API_KEY"):
        StdioSettings.from_env({})


def test_stdio_key_is_masked_in_repr() -> None:
    settings = StdioSettings.from_env({"MAILSOCKET_API_KEY": "ms_live_abcdefgh12345"})
    assert "abcdefgh" not in repr(settings)
    assert settings.api_key.reveal() == "ms_live_abcdefgh12345"
    assert str(Secret("x")) == "Secret('**********')"


def test_stdio_rejects_a_base_url_that_is_not_http() -> None:
    with pytest.raises(ConfigError, match="MAILSOCKET_BASE_URL"):
        StdioSettings.from_env(
            {"MAILSOCKET_API_KEY": "ms_live_abcdefgh1", "MAILSOCKET_BASE_URL": "ftp://x"}
        )


def test_gateway_refuses_to_hold_a_key() -> None:
    with pytest.raises(ConfigError, match="MAILSOCKET_API_KEY is set"):
        GatewaySettings.from_env({"MAILSOCKET_API_KEY": "ms_live_abcdefgh1"})


def test_gateway_defaults() -> None:
    settings = GatewaySettings.from_env({})
    assert settings.port == 8080
    assert settings.bind_host == "0.0.0.0"
    assert settings.wait_ceiling_s == 55
    assert settings.limits.per_key_waits == 10
    assert settings.limits.process_waits == 32
    assert settings.upstream_base_url is None


def test_gateway_reads_every_variable() -> None:
    settings = GatewaySettings.from_env(
        {
            "UPSTREAM_BASE_URL": "http://127.0.0.1:9/api/v1/",
            "UPSTREAM_HOST": "api.internal:8443",
            "MCP_ALLOWED_HOSTS": "mcp.example.com, localhost:*",
            "MCP_ALLOWED_ORIGINS": "https://app.example.com",
            "MCP_BIND_HOST": "127.0.0.1",
            "MCP_PORT": "9000",
        }
    )
    assert settings.upstream_base_url == "http://127.0.0.1:9/api/v1"
    assert settings.upstream_host == "api.internal:8443"
    assert settings.allowed_hosts == ("mcp.example.com", "localhost:*")
    assert settings.origins == ("https://app.example.com",)
    assert (settings.bind_host, settings.port) == ("127.0.0.1", 9000)


def test_default_origins_follow_the_allowed_hosts() -> None:
    settings = GatewaySettings.from_env({"MCP_ALLOWED_HOSTS": "mcp.example.com,localhost:*"})
    assert settings.origins == (
        "https://mcp.example.com",
        "http://localhost:*",
        "https://localhost:*",
    )


def test_origins_with_port_wildcards_are_accepted() -> None:
    origins = "http://localhost:*, https://app.example.com:*, http://[::1]:5173"
    settings = GatewaySettings.from_env({"MCP_ALLOWED_ORIGINS": origins})
    assert settings.origins == (
        "http://localhost:*",
        "https://app.example.com:*",
        "http://[::1]:5173",
    )


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("MCP_PORT", "http"),
        ("MCP_PORT", "70000"),
        ("UPSTREAM_BASE_URL", "not a url"),
        ("UPSTREAM_HOST", "bad host/x"),
        ("MCP_ALLOWED_HOSTS", "good.example.com,bad host"),
        ("MCP_ALLOWED_ORIGINS", "app.example.com"),
        ("MCP_ALLOWED_ORIGINS", "https://app example.com"),
        ("MCP_ALLOWED_ORIGINS", "ftp://app.example.com"),
        ("MCP_HEADER_TIMEOUT_S", "0"),
        ("MCP_BODY_TIMEOUT_S", "soon"),
        ("MCP_IDLE_TIMEOUT_S", "601"),
        ("MCP_DRAIN_TIMEOUT_S", "-1"),
        ("MCP_MAX_HEADER_BYTES", "100"),
        ("MCP_MAX_HEADERS", "many"),
        ("MCP_MAX_SLOW_BODIES", "0"),
        ("MCP_MAX_CONNECTIONS", "7"),
        ("MCP_MAX_CONNECTIONS", "lots"),
        ("MCP_MAX_KEYLESS_PER_ADDRESS", "-1"),
        ("MCP_MAX_KEYLESS_PER_ADDRESS", "off"),
    ],
)
def test_an_invalid_variable_is_named(name: str, value: str) -> None:
    with pytest.raises(ConfigError, match=name):
        GatewaySettings.from_env({name: value})


def test_gateway_connection_limits_have_safe_defaults_and_read_every_variable() -> None:
    assert GatewaySettings.from_env({}).connections == ConnectionLimits()
    assert GatewaySettings.from_env({}).drain_timeout_s == 10
    settings = GatewaySettings.from_env(
        {
            "MCP_IDLE_TIMEOUT_S": "30",
            "MCP_HEADER_TIMEOUT_S": "2.5",
            "MCP_BODY_TIMEOUT_S": "4",
            "MCP_MAX_HEADER_BYTES": "8192",
            "MCP_MAX_HEADERS": "50",
            "MCP_MAX_SLOW_BODIES": "64",
            "MCP_MAX_CONNECTIONS": "1000",
            "MCP_DRAIN_TIMEOUT_S": "20",
            "MCP_MAX_KEYLESS_PER_ADDRESS": "0",
        }
    )
    assert settings.connections == ConnectionLimits(
        idle_timeout_s=30,
        header_timeout_s=2.5,
        body_timeout_s=4,
        max_header_bytes=8192,
        max_headers=50,
        max_slow_bodies=64,
        max_connections=1000,
        max_keyless_per_address=0,
    )
    assert settings.drain_timeout_s == 20


@pytest.mark.parametrize("settings", [GatewaySettings, StdioSettings])
def test_content_mode_and_link_hosts_are_read_for_both_transports(settings: type) -> None:
    environ = {
        "MAILSOCKET_API_KEY": "ms_live_abcdefgh1" if settings is StdioSettings else "",
        "MCP_CONTENT_MODE": " Artifacts ",
        "MCP_LINK_HOSTS": "app.example.com, *.corp.example",
    }
    read = settings.from_env(environ)
    assert read.content_mode == "artifacts"
    assert read.link_hosts == ("app.example.com", "*.corp.example")
    assert (
        settings.from_env({**environ, "MCP_CONTENT_MODE": "", "MCP_LINK_HOSTS": ""}).link_hosts
        == ()
    )


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("MCP_CONTENT_MODE", "none"),
        ("MCP_LINK_HOSTS", "*"),
        ("MCP_LINK_HOSTS", "app.example.com,https://x.test/"),
        ("MCP_LINK_HOSTS", "*."),
    ],
)
def test_a_bad_content_mode_or_link_host_names_its_variable(name: str, value: str) -> None:
    with pytest.raises(ConfigError, match=name):
        GatewaySettings.from_env({name: value})


@pytest.mark.parametrize(
    ("configured", "requested", "mode"),
    [
        ("full", [], "full"),
        ("full", ["full"], "full"),
        ("full", ["artifacts"], "artifacts"),
        ("full", [" ARTIFACTS "], "artifacts"),
        ("full", ["full", "artifacts"], "artifacts"),
        ("full", ["no-such-mode"], "artifacts"),
        ("artifacts", ["full"], "artifacts"),
        ("artifacts", [], "artifacts"),
    ],
)
def test_a_request_can_narrow_the_content_mode_never_widen_it(
    configured: ContentMode, requested: list[str], mode: ContentMode
) -> None:
    assert narrowed_content_mode(configured, requested) == mode


@pytest.mark.parametrize("settings", [GatewaySettings, StdioSettings])
def test_the_progress_interval_is_read_for_both_transports_within_its_bounds(
    settings: type,
) -> None:
    key = {"MAILSOCKET_API_KEY": "ms_live_abcdefgh1"} if settings is StdioSettings else {}
    assert settings.from_env(key).progress_interval_s == 5.0
    assert settings.from_env({**key, "MCP_PROGRESS_INTERVAL_S": "0.2"}).progress_interval_s == 0.2
    for bad in ("0", "0.05", "61", "soon"):
        with pytest.raises(ConfigError, match=r"MCP_PROGRESS_INTERVAL_S must be .* 0\.1 to 60"):
            settings.from_env({**key, "MCP_PROGRESS_INTERVAL_S": bad})


def test_the_stdio_wait_cap_is_55_s_unless_mcp_max_wait_s_says_otherwise() -> None:
    key = {"MAILSOCKET_API_KEY": "ms_live_abcdefgh1"}
    assert StdioSettings.from_env(key).wait_ceiling_s == 55
    assert StdioSettings.from_env({**key, "MCP_MAX_WAIT_S": "300"}).wait_ceiling_s == 300
    for bad in ("0", "601", "soon"):
        with pytest.raises(ConfigError, match="MCP_MAX_WAIT_S"):
            StdioSettings.from_env({**key, "MCP_MAX_WAIT_S": bad})
