"""The mailbox service's deploy files (deploy/mailbox/Dockerfile, its part of compose.yaml
and the Caddyfile) agree with the code: the port, the data folder, the health path, the
console script and its arguments, and the gateway's way to the service. Parsed with the same
standard-library readers as test_deploy_files.py (no YAML parser, no container daemon here)."""

from __future__ import annotations

import json
import re
import shlex
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from mailsocket_mcp.mailbox.cli import build_parser
from mailsocket_mcp.mailbox.settings import MailboxSettings
from mailsocket_mcp.mailbox.web.app import openapi_document
from tests.deploy.test_deploy_files import (
    CADDYFILE,
    COMPOSE,
    DOCKERIGNORE,
    ROOT,
    _compose_block,
    _compose_list,
    _compose_mapping,
    _compose_service,
    _toml,
    _unquote,
    _without_comments,
)

MAILBOX_DOCKERFILE = ROOT / "deploy" / "mailbox" / "Dockerfile"
DEPLOY_README = ROOT / "deploy" / "README.md"


def _stages() -> list[list[tuple[str, str]]]:
    text = re.sub(r"\\\n", " ", _without_comments(MAILBOX_DOCKERFILE.read_text()))
    stages: list[list[tuple[str, str]]] = []
    for line in text.splitlines():
        keyword, _, arguments = line.strip().partition(" ")
        if keyword.upper() == "FROM":
            stages.append([])
        if keyword:
            stages[-1].append((keyword.upper(), arguments.strip()))
    return stages


def _runtime(keyword: str) -> list[str]:
    return [arguments for kw, arguments in _stages()[-1] if kw == keyword]


def _env() -> dict[str, str]:
    env: dict[str, str] = {}
    for arguments in _runtime("ENV"):
        for pair in shlex.split(arguments):
            name, _, value = pair.partition("=")
            env[name] = value
    return env


def _command() -> list[str]:
    (command,) = _runtime("CMD")
    parsed: list[str] = json.loads(command)
    return parsed


def _port() -> int:
    args = build_parser().parse_args(_command()[1:])
    return int(args.port)


def _health_request(code: str, monkeypatch: pytest.MonkeyPatch) -> Any:
    sent: list[Any] = []
    monkeypatch.setattr(urllib.request, "urlopen", lambda url, timeout: sent.append(url))
    exec(code, {})  # noqa: S102 - our own health check, from our own files
    (url,) = sent
    return url


def test_image_runs_serve_on_all_interfaces_at_the_port_it_exposes() -> None:
    command = _command()
    scripts = _toml(ROOT / "pyproject.toml")["project"]["scripts"]
    assert command[0] in scripts
    args = build_parser().parse_args(command[1:])
    assert args.command == "serve"
    assert args.host == "0.0.0.0", "a loopback bind is unreachable from Caddy"
    assert _runtime("EXPOSE") == [str(_port())]


def test_image_keeps_its_data_folder_in_a_volume_owned_by_its_non_root_user() -> None:
    settings = MailboxSettings.from_env(_env())
    assert str(settings.data_dir) == "/data"
    assert settings.uses_sqlite
    (volumes,) = _runtime("VOLUME")
    assert "/data" in json.loads(volumes)
    user = _runtime("USER")[-1].split(":")[0]
    assert user not in ("root", "0")
    assert any(
        f"chown {user}:" in arguments and "/data" in arguments for arguments in _runtime("RUN")
    )


def test_image_installs_the_mailbox_extra_from_what_the_context_holds() -> None:
    builder = _stages()[0]
    assert any(kw == "RUN" and '".[mailbox]"' in arguments for kw, arguments in builder)
    included = {
        rule[1:].rstrip("/")
        for rule in _without_comments(DOCKERIGNORE.read_text()).split()
        if rule.startswith("!")
    }
    for keyword, arguments in builder:
        if keyword == "COPY":
            for source in arguments.split()[:-1]:
                assert (ROOT / source).exists(), source
                assert source.removeprefix("./").rstrip("/") in included, source


def test_health_checks_ask_the_services_health_path_on_its_port(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert "/health" in openapi_document()["paths"]
    (healthcheck,) = _runtime("HEALTHCHECK")
    image_code = json.loads(healthcheck.partition(" CMD ")[2])[-1]
    compose_test = _compose_list(
        _compose_block(_compose_block(_compose_service("mailbox"), "healthcheck"), "test")
    )
    for code in (image_code, compose_test[-1]):
        assert _health_request(code, monkeypatch) == f"http://127.0.0.1:{_port()}/health"


def test_compose_builds_the_mailbox_image_and_keeps_the_service_unpublished() -> None:
    service = _compose_service("mailbox")
    build = _compose_mapping(_compose_block(service, "build"))
    assert (COMPOSE.parent / build["context"] / build["dockerfile"]).resolve() == (
        MAILBOX_DOCKERFILE
    )
    assert _compose_block(service, "ports") == []
    assert _compose_list(_compose_block(service, "expose")) == [str(_port())]
    volumes = _compose_list(_compose_block(service, "volumes"))
    named = {volume.split(":")[0] for volume in volumes}
    assert "mailbox_data:/data" in volumes
    lines = _without_comments(COMPOSE.read_text()).splitlines()
    top_level = lines[lines.index("volumes:") :]  # the top-level key, not a service's
    top = _compose_mapping(_compose_block(top_level, "volumes"))
    assert named <= set(top)
    environment = _compose_mapping(_compose_block(service, "environment"))
    settings = MailboxSettings.from_env(
        {"MAILBOX_DATA": "/data", "MAILBOX_BACKUP_DIR": _unquote(environment["MAILBOX_BACKUP_DIR"])}
    )
    assert f"{settings.backup_dir}".startswith("/backups")
    assert "mailbox_backups:/backups" in volumes


def test_the_gateway_reaches_the_mailbox_service_by_its_compose_name_and_port() -> None:
    environment = _compose_mapping(_compose_block(_compose_service("gateway"), "environment"))
    assert _unquote(environment["MAILBOX_URL"]) == f"http://mailbox:{_port()}"
    assert _unquote(environment["MAILBOX_ALLOW_HTTP"]) == "1", "plain HTTP inside the network"
    assert "mailbox" in environment["MCP_TOOLSETS"]


def test_caddy_serves_each_domain_from_its_service() -> None:
    site = _without_comments(CADDYFILE.read_text())
    sites = dict(re.findall(r"^\{\$(\w+)\}\s*\{(.*?)^\}", site, re.MULTILINE | re.DOTALL))
    assert set(sites) == {"MCP_DOMAIN", "MAILBOX_DOMAIN"}
    assert re.search(r"reverse_proxy\s+gateway:8080\b", sites["MCP_DOMAIN"])
    assert re.search(rf"reverse_proxy\s+mailbox:{_port()}\b", sites["MAILBOX_DOMAIN"])
    caddy_env = _compose_mapping(_compose_block(_compose_service("caddy"), "environment"))
    assert caddy_env["MAILBOX_DOMAIN"].startswith("${MAILBOX_DOMAIN")
    depends = _compose_mapping(_compose_block(_compose_service("caddy"), "depends_on"))
    assert {"gateway", "mailbox"} <= set(depends)


def test_caddy_log_of_the_mailbox_site_drops_link_secrets_and_query_strings() -> None:
    site = _without_comments(CADDYFILE.read_text()).split("{$MAILBOX_DOMAIN}")[1]
    assert re.search(r"^\s*request>headers\s+delete\s*$", site, re.MULTILINE)
    match = re.search(r'^\s*request>uri\s+regexp\s+"([^"]+)"\s+"([^"]*)"\s*$', site, re.MULTILINE)
    assert match
    go_to_python = match[2].replace("$1", r"\1")  # Go's ReplaceAllString names groups with $
    logged = [
        re.sub(match[1], go_to_python, uri)
        for uri in ("/v1/links/lnk_secret123", "/v1/links/s?x=1", "/v1/me?token=mbx_x")
    ]
    assert logged == ["/v1/links/", "/v1/links/", "/v1/me"]


def test_deploy_readme_names_the_commands_and_files_it_relies_on() -> None:
    text = DEPLOY_README.read_text()
    for needed in ("create-admin", "MAILBOX_DOMAIN", "restore", "backup verify", "mailbox_data"):
        assert needed in text, needed
    assert Path(MAILBOX_DOCKERFILE).is_file()
