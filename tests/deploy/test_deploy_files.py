"""The deploy files (Dockerfile, fly.toml, deploy/) agree with the code they deploy.

Ports, paths, caps and timeouts are read from the code, never restated here, so a change
on either side that leaves the other behind fails a test. The files are parsed with the
standard library only (no YAML parser is installed): each parser reads just the shapes
these files use.
"""

from __future__ import annotations

import inspect
import json
import re
import shlex
import subprocess
import sys
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from mailsocket_mcp import config as config_module
from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.http.app import HEALTH_PATH, build_gateway
from mailsocket_mcp.http.cli import server_config
from mailsocket_mcp.http.host_origin import host_allowed

ROOT = Path(__file__).resolve().parents[2]
DOCKERFILE = ROOT / "Dockerfile"
DOCKERIGNORE = ROOT / ".dockerignore"
FLY = ROOT / "fly.toml"
COMPOSE = ROOT / "deploy" / "compose.yaml"
CADDYFILE = ROOT / "deploy" / "Caddyfile"
INSTALL_CHECK = ROOT / "scripts" / "install-check"
GATEWAY_CLI = ROOT / "src" / "mailsocket_mcp" / "http" / "cli.py"

GATEWAY = GatewaySettings()
GATEWAY_SCRIPT = "mailsocket-mcp-http"
# Variables the image itself sets; compose need not pass them through.
IMAGE_VARIABLES = {"MCP_BIND_HOST", "MCP_PORT"}


# --- parsers -----------------------------------------------------------------------------


def _toml(path: Path) -> dict[str, Any]:
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    with path.open("rb") as file:
        data: dict[str, Any] = tomllib.load(file)
    return data


def _without_comments(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))


def _dockerfile_stages() -> list[list[tuple[str, str]]]:
    """Instructions as (KEYWORD, arguments), one list per ``FROM`` stage."""
    text = re.sub(r"\\\n", " ", _without_comments(DOCKERFILE.read_text()))
    stages: list[list[tuple[str, str]]] = []
    for line in text.splitlines():
        keyword, _, arguments = line.strip().partition(" ")
        if not keyword:
            continue
        if keyword.upper() == "FROM":
            stages.append([])
        stages[-1].append((keyword.upper(), arguments.strip()))
    return stages


def _runtime(keyword: str) -> list[str]:
    """Arguments of every ``keyword`` instruction in the final (runtime) stage."""
    return [arguments for kw, arguments in _dockerfile_stages()[-1] if kw == keyword]


def _runtime_env() -> dict[str, str]:
    env: dict[str, str] = {}
    for arguments in _runtime("ENV"):
        for pair in shlex.split(arguments):
            name, _, value = pair.partition("=")
            env[name] = value
    return env


def _image_health_command() -> list[str]:
    (healthcheck,) = _runtime("HEALTHCHECK")
    _options, _, command = healthcheck.partition(" CMD ")
    parsed: list[str] = json.loads(command)
    return parsed


def _compose_block(lines: list[str], key: str) -> list[str]:
    """The lines nested under ``key:`` (the first match, at any indentation)."""
    for index, line in enumerate(lines):
        if line.strip() == f"{key}:":
            indent = len(line) - len(line.lstrip())
            block: list[str] = []
            for inner in lines[index + 1 :]:
                if inner.strip() and len(inner) - len(inner.lstrip()) <= indent:
                    break
                if inner.strip():
                    block.append(inner)
            return block
    return []


def _compose_service(name: str) -> list[str]:
    lines = _without_comments(COMPOSE.read_text()).splitlines()
    return _compose_block(_compose_block(lines, "services"), name)


def _compose_mapping(block: list[str]) -> dict[str, str]:
    """``key: value`` lines at the block's first indentation level."""
    if not block:
        return {}
    indent = len(block[0]) - len(block[0].lstrip())
    mapping: dict[str, str] = {}
    for line in block:
        if len(line) - len(line.lstrip()) == indent and ":" in line:
            key, _, value = line.strip().partition(":")
            mapping[key] = value.strip()
    return mapping


def _compose_list(block: list[str]) -> list[str]:
    return [_unquote(line.strip()[2:]) for line in block if line.strip().startswith("- ")]


def _unquote(value: str) -> str:
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        return value[1:-1]
    return value


def _compose_health_command() -> list[str]:
    healthcheck = _compose_block(_compose_service("gateway"), "healthcheck")
    return _compose_list(_compose_block(healthcheck, "test"))


def _seconds(value: str) -> float:
    match = re.fullmatch(r"(\d+(?:\.\d+)?)(s|m)", value)
    assert match, f"not a duration in seconds or minutes: {value!r}"
    return float(match[1]) * (60 if match[2] == "m" else 1)


def _graceful_shutdown_s() -> float:
    config = server_config(build_gateway(GatewaySettings()))
    assert config.timeout_graceful_shutdown is not None
    return float(config.timeout_graceful_shutdown)


def _caddy_site() -> str:
    return _without_comments(CADDYFILE.read_text())


def _requested_url(command: list[str], environ: dict[str, str], monkeypatch: Any) -> Any:
    """Run a ``python -c`` health check with ``environ``; return the Request it sends."""
    assert command[-3:-1] == ["python", "-c"], command
    code = command[-1]
    sent: list[urllib.request.Request] = []

    def record(request: urllib.request.Request, timeout: float) -> None:
        sent.append(request)

    for name in ("MCP_ALLOWED_HOSTS", "MCP_PORT"):
        monkeypatch.delenv(name, raising=False)
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(urllib.request, "urlopen", record)
    exec(code, {})  # noqa: S102 - our own health check, taken from our own Dockerfile
    (request,) = sent
    return request


# --- ports -------------------------------------------------------------------------------


def test_fly_routes_traffic_to_the_port_the_gateway_listens_on() -> None:
    assert _toml(FLY)["http_service"]["internal_port"] == GATEWAY.port


def test_image_listens_on_all_interfaces_at_the_port_it_exposes() -> None:
    env = _runtime_env()
    assert _runtime("EXPOSE") == [str(GATEWAY.port)]
    assert env["MCP_PORT"] == str(GATEWAY.port)
    assert GatewaySettings.from_env(env).port == GATEWAY.port
    assert env["MCP_BIND_HOST"] == "0.0.0.0", "a loopback bind is unreachable from outside"


def test_caddy_proxies_to_the_compose_gateway_service_on_the_gateway_port() -> None:
    match = re.search(r"reverse_proxy\s+([\w.-]+):(\d+)", _caddy_site())
    assert match, "the Caddyfile has no reverse_proxy host:port"
    assert _compose_service(match[1]), f"compose has no service {match[1]!r}"
    assert int(match[2]) == GATEWAY.port
    assert _compose_list(_compose_block(_compose_service("gateway"), "expose")) == [
        str(GATEWAY.port)
    ]


def test_compose_publishes_only_caddy_and_never_the_gateway() -> None:
    assert _compose_block(_compose_service("gateway"), "ports") == []
    published = _compose_list(_compose_block(_compose_service("caddy"), "ports"))
    assert {"80:80", "443:443"} <= set(published)


# --- health checks -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "command",
    [_image_health_command, _compose_health_command],
    ids=["Dockerfile", "compose"],
)
@pytest.mark.parametrize(
    "environ",
    [{}, {"MCP_ALLOWED_HOSTS": "mcp.example.com"}, {"MCP_ALLOWED_HOSTS": "a.example:*, b.example"}],
    ids=["default-hosts", "one-domain", "wildcard-port"],
)
def test_container_health_check_asks_health_path_with_a_host_the_gateway_allows(
    command: Any, environ: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """/healthz sits behind the Host allowlist, so the check must send an allowed Host."""
    request = _requested_url(command(), environ, monkeypatch)
    settings = GatewaySettings.from_env(environ)
    assert request.full_url == f"http://127.0.0.1:{GATEWAY.port}{HEALTH_PATH}"
    assert host_allowed(request.get_header("Host"), settings.allowed_hosts)


def test_fly_health_check_asks_health_path_with_a_host_the_gateway_allows() -> None:
    fly = _toml(FLY)
    (check,) = fly["http_service"]["checks"]
    settings = GatewaySettings.from_env(fly["env"])
    assert check["method"].upper() == "GET"
    assert check["path"] == HEALTH_PATH
    assert host_allowed(check["headers"]["Host"], settings.allowed_hosts)


# --- limits and shutdown -----------------------------------------------------------------


def test_fly_concurrency_caps_requests_at_the_gateways_shed_threshold() -> None:
    settings = GatewaySettings()
    concurrency = _toml(FLY)["http_service"]["concurrency"]
    assert concurrency["type"] == "requests", "a connection can carry many requests"
    expected = settings.max_quick_in_flight + settings.limits.process_waits
    assert concurrency["hard_limit"] == expected
    assert 0 < concurrency["soft_limit"] < concurrency["hard_limit"]


def test_uvicorn_never_sheds_before_the_gateway_does() -> None:
    """uvicorn's limit_concurrency counts connections (idle keep-alives, held waits)."""
    config = server_config(build_gateway(GatewaySettings()))
    assert config.limit_concurrency is None
    assert config.backlog >= GatewaySettings().max_quick_in_flight


def test_fly_waits_for_the_graceful_drain_before_killing_the_machine() -> None:
    fly = _toml(FLY)
    kill_timeout = fly["kill_timeout"]
    seconds = float(kill_timeout) if isinstance(kill_timeout, int) else _seconds(kill_timeout)
    assert fly["kill_signal"] == "SIGTERM", "uvicorn drains on SIGTERM"
    assert seconds > _graceful_shutdown_s()


def test_container_stops_with_sigterm_and_compose_outwaits_the_drain() -> None:
    assert _runtime("STOPSIGNAL") in ([], ["SIGTERM"])
    grace = _compose_mapping(_compose_service("gateway")).get("stop_grace_period")
    assert grace, "compose's default 10 s grace would cut the drain"
    assert _seconds(grace) > _graceful_shutdown_s()


# --- what runs, as whom, with which configuration -----------------------------------------


def test_image_runs_the_gateway_console_script_that_pyproject_installs() -> None:
    scripts = _toml(ROOT / "pyproject.toml")["project"]["scripts"]
    assert scripts[GATEWAY_SCRIPT] == "mailsocket_mcp.http.cli:main"
    assert [json.loads(cmd) for cmd in _runtime("CMD")] == [[GATEWAY_SCRIPT]]
    assert _runtime("ENTRYPOINT") == []


def test_image_runs_as_a_non_root_user() -> None:
    users = _runtime("USER")
    assert users, "the runtime stage never leaves root"
    assert users[-1].split(":")[0] not in ("root", "0")


def test_runtime_stage_uses_the_builder_image_it_copies_the_venv_from() -> None:
    builder, runtime = _dockerfile_stages()[0], _dockerfile_stages()[-1]
    builder_image = builder[0][1].split()[0]
    runtime_image = runtime[0][1].split()[0]
    assert runtime_image == builder_image == "python:3.12-slim"
    assert any(kw == "COPY" and "--from=builder /opt/venv" in args for kw, args in runtime)
    assert _runtime_env()["PATH"].startswith("/opt/venv/bin:")


REFUSED_BY_THE_GATEWAY = {"MAILSOCKET_API_KEY", "MAILBOX_TOKEN", "MAILBOX_SERVICE_TOKEN"}
"""Read by the gateway's settings only to refuse a start with them set."""


@pytest.mark.parametrize(
    "path", [DOCKERFILE, DOCKERIGNORE, FLY, COMPOSE, CADDYFILE], ids=lambda path: path.name
)
def test_no_deploy_file_sets_a_key_or_a_token(path: Path) -> None:
    """The gateway refuses to start with MAILSOCKET_API_KEY or a mailbox token set; keys and
    tokens come per request."""
    text = _without_comments(path.read_text())
    for name in REFUSED_BY_THE_GATEWAY:
        assert name not in text


def test_compose_passes_every_gateway_variable_the_image_does_not_set() -> None:
    source = inspect.getsource(GatewaySettings.from_env)
    source += inspect.getsource(config_module._connection_limits)  # read by from_env
    variables = set(re.findall(r"\"([A-Z][A-Z0-9_]{2,})\"", source))
    expected = variables - IMAGE_VARIABLES - REFUSED_BY_THE_GATEWAY
    environment = _compose_mapping(_compose_block(_compose_service("gateway"), "environment"))
    assert expected, "found no variable names in GatewaySettings.from_env"
    assert expected <= set(environment), expected - set(environment)


def test_caddy_serves_the_domain_the_gateway_allows() -> None:
    environment = _compose_mapping(_compose_block(_compose_service("gateway"), "environment"))
    caddy_env = _compose_mapping(_compose_block(_compose_service("caddy"), "environment"))
    assert environment["MCP_ALLOWED_HOSTS"].startswith("${MCP_DOMAIN")
    assert caddy_env["MCP_DOMAIN"].startswith("${MCP_DOMAIN")
    assert re.search(r"^\{\$MCP_DOMAIN\}\s*\{", _caddy_site(), re.MULTILINE)


def test_caddy_streams_responses_without_buffering() -> None:
    assert re.search(r"^\s*flush_interval\s+-1\s*$", _caddy_site(), re.MULTILINE)


def test_caddy_log_drops_request_headers_and_query_strings() -> None:
    """An Authorization header or a key pasted into a URL never reaches Caddy's log."""
    site = _caddy_site()
    assert re.search(r"^\s*request>headers\s+delete\s*$", site, re.MULTILINE)
    match = re.search(r'^\s*request>uri\s+regexp\s+"([^"]+)"\s+"([^"]*)"\s*$', site, re.MULTILINE)
    assert match, "the log keeps request URIs as they came"
    logged = re.sub(match[1], match[2], "/mcp?key=ms_live_secret&x=1")
    assert logged == "/mcp"


def test_compose_and_fly_build_the_repository_dockerfile() -> None:
    build = _compose_mapping(_compose_block(_compose_service("gateway"), "build"))
    context = (COMPOSE.parent / build["context"]).resolve()
    assert (context / build["dockerfile"]).resolve() == DOCKERFILE
    assert (ROOT / _toml(FLY)["build"]["dockerfile"]).resolve() == DOCKERFILE


def test_docker_build_context_holds_only_what_the_dockerfile_copies() -> None:
    rules = _without_comments(DOCKERIGNORE.read_text()).split()
    assert rules[0] == "*", "the context must be an allowlist, so .env files stay out"
    included = {rule[1:].rstrip("/") for rule in rules if rule.startswith("!")}
    copied = {
        source.removeprefix("./").rstrip("/")
        for stage in _dockerfile_stages()
        for keyword, arguments in stage
        if keyword == "COPY" and "--from=" not in arguments
        for source in arguments.split()[:-1]
    }
    assert copied == included


# --- the same install, without a container daemon ----------------------------------------


def test_install_check_runs_every_console_script_pyproject_installs() -> None:
    scripts = _toml(ROOT / "pyproject.toml")["project"]["scripts"]
    text = INSTALL_CHECK.read_text()
    missing = [name for name in scripts if not re.search(rf"\b{re.escape(name)}\b", text)]
    assert missing == []


@pytest.mark.slow
def test_install_check_builds_a_wheel_that_installs_and_runs_in_a_clean_venv() -> None:
    result = subprocess.run(
        ["bash", str(INSTALL_CHECK), sys.executable],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "install-check: ok:" in result.stdout
