"""Settings as pure functions of an environment mapping.

Tests pass a dict; nothing here reads ``os.environ`` itself. Each ``from_env``
fails fast with one :class:`ConfigError` naming every bad variable.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields
from typing import Any, Literal
from urllib.parse import urlsplit

from .errors import ConfigError
from .links import HostAllowlist

__all__ = [
    "TOOLSETS",
    "AgentControls",
    "ConnectionLimits",
    "ContentMode",
    "GatewaySettings",
    "OAuthSettings",
    "Secret",
    "StdioSettings",
    "WaitLimits",
    "narrowed_content_mode",
    "parse_switch",
    "split_names",
]

# What results show of a mail: everything (fenced), or only codes, links and metadata.
ContentMode = Literal["full", "artifacts"]

# The toolsets a server can offer (MCP_TOOLSETS): throwaway inboxes, and real mail through
# the mailbox service.
TOOLSETS = ("inbox", "mailbox")
# Where `mailsocket-mailbox serve` listens by default (benethos-mailbox-service uses 8080).
DEFAULT_MAILBOX_URL = "http://127.0.0.1:8090"

_HOST = re.compile(r"(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(:(\d{1,5}|\*))?")

# Hosts whose plain http:// origins are allowed by default: only this machine serves them.
LOOPBACK_HOSTS = frozenset({"localhost", "127.0.0.1", "[::1]"})

# The longest wait on stdio (MCP_MAX_WAIT_S): under the 60 s a request may take in the
# official TypeScript SDK (DEFAULT_REQUEST_TIMEOUT_MSEC), so a client with that common
# timeout gets the "call again with since=..." tool error, never its own -32001. It
# holds for calls with a progress token too: that SDK sends one whenever the caller
# listens for progress, and resets its timeout on progress only when asked to.
STDIO_WAIT_CEILING_S = 55.0
# A longer stdio cap, for a client whose own request timeout is longer (or is reset by
# progress): at most this.
STDIO_WAIT_CEILING_MAX_S = 600.0
GATEWAY_WAIT_CEILING_S = 55.0
# Seconds between progress notifications during a wait (MCP_PROGRESS_INTERVAL_S: 0.1 to 60).
PROGRESS_INTERVAL_S = 5.0


class Secret:
    """A string whose ``repr`` and ``str`` never show the value."""

    __slots__ = ("_value",)

    def __init__(self, value: str) -> None:
        self._value = value

    def reveal(self) -> str:
        """The secret itself; call only where it is sent upstream."""
        return self._value

    def __repr__(self) -> str:
        return "Secret('**********')"

    __str__ = __repr__


@dataclass(frozen=True, kw_only=True)
class WaitLimits:
    """Concurrency caps for one process: waits per key and overall, and quick calls."""

    per_key_waits: int = 10
    process_waits: int = 32
    quick_calls: int = 64
    queue_timeout_s: float = 2.0


@dataclass(frozen=True, kw_only=True)
class ConnectionLimits:
    """What one client connection may cost the gateway, checked before a request reaches it.

    Each deadline runs from the start of its phase; bytes trickling in never extend it.
    """

    # A keep-alive connection with no request in progress (longer than a proxy's pool idle).
    idle_timeout_s: float = 75.0
    # From connection open, or a request's first byte, to the end of its headers (else 408).
    header_timeout_s: float = 10.0
    # From the end of the headers to the end of the body (else 408).
    body_timeout_s: float = 10.0
    # Request line plus headers (else 431), and how many header lines (else 431).
    max_header_bytes: int = 16 * 1024
    max_headers: int = 100
    # Requests whose body is still arriving; past it a new slow one gets 503 at once.
    max_slow_bodies: int = 256
    # Connections open at once (None: 4096, lowered to fit the open-files limit; see
    # http/fd_limit.py). At the cap a new one evicts the oldest without a request in
    # progress, else gets 503.
    max_connections: int | None = None
    # A response the client stops reading (its send buffer full, nothing drained): past
    # this the connection is aborted, so a stalled reader cannot hold a request forever.
    write_timeout_s: float = 30.0
    # The same for a connection that has brought no key (the server card, /healthz, OAuth
    # metadata, 401s): a stranger's unread answers free their connection within seconds.
    keyless_write_timeout_s: float = 5.0
    # Connections without a key from one client address (0: no cap). Past it, a request
    # without an Authorization header on a new connection gets 503. Behind a proxy every
    # client shares the proxy's address: raise it there, or turn it off.
    max_keyless_per_address: int = 16


@dataclass(frozen=True, kw_only=True)
class AgentControls:
    """What both servers let an agent see and do, set by the operator (issue 12's controls).

    On the gateway these are upper bounds: a request's ``X-MCP-Content-Mode``,
    ``X-MCP-Tools`` and ``X-MCP-Readonly`` can only narrow them.
    """

    # What results show of a mail (``MCP_CONTENT_MODE``).
    content_mode: ContentMode = "full"
    # Hosts magic links may point to (empty: any); see links.HostAllowlist.
    link_hosts: tuple[str, ...] = ()
    # The tools served (None: all), and whether the writers are hidden (tool_access.py).
    tools: tuple[str, ...] | None = None
    read_only: bool = False
    # Seconds between progress notifications during a wait, for a client that asks.
    progress_interval_s: float = PROGRESS_INTERVAL_S
    # The toolsets served (MCP_TOOLSETS), and where the mailbox toolset finds its service.
    toolsets: tuple[str, ...] = ("inbox",)
    mailbox_url: str = DEFAULT_MAILBOX_URL


def _agent_controls(environ: Mapping[str, str], problems: list[str]) -> dict[str, Any]:
    """``MCP_CONTENT_MODE``, ``MCP_LINK_HOSTS``, ``MCP_TOOLS``, ``MCP_READ_ONLY`` and
    ``MCP_PROGRESS_INTERVAL_S``, read the same way for both servers: the
    :class:`AgentControls` fields of either settings class."""
    tools, read_only = _tool_bound(environ, problems)
    controls = AgentControls(
        content_mode=_content_mode(environ, problems),
        link_hosts=_link_hosts(environ, problems),
        tools=tools,
        read_only=read_only,
        progress_interval_s=_seconds(
            environ, "MCP_PROGRESS_INTERVAL_S", PROGRESS_INTERVAL_S, problems, high=60
        ),
        toolsets=_toolsets(environ, problems),
        mailbox_url=_mailbox_url(environ, problems),
    )
    return {item.name: getattr(controls, item.name) for item in fields(AgentControls)}


@dataclass(frozen=True, kw_only=True)
class StdioSettings(AgentControls):
    """The stdio server: one key (and one mailbox token) from the environment."""

    api_key: Secret | None = None
    mailbox_token: Secret | None = None
    base_url: str | None = None
    wait_ceiling_s: float = STDIO_WAIT_CEILING_S
    limits: WaitLimits = field(default_factory=WaitLimits)

    @classmethod
    def from_env(cls, environ: Mapping[str, str]) -> StdioSettings:
        """Read ``MAILSOCKET_API_KEY``, optional ``MAILSOCKET_BASE_URL``, ``MCP_MAX_WAIT_S``,
        ``MCP_CONTENT_MODE``, ``MCP_LINK_HOSTS``, ``MCP_TOOLS``, ``MCP_READ_ONLY`` and
        ``MCP_PROGRESS_INTERVAL_S``.

        Raises:
            ConfigError: the key is missing or empty, the base URL is not http(s), the
                wait cap is out of range, or a content mode, link host, tool list or
                read-only switch is invalid (tool names are checked against the
                registry by tool_access.py).
        """
        problems: list[str] = []
        controls = _agent_controls(environ, problems)
        key = environ.get("MAILSOCKET_API_KEY", "").strip()
        if not key and "inbox" in controls["toolsets"]:
            problems.append(
                "MAILSOCKET_API_KEY is not set: export your mailsocket API key "
                "(ms_live_...) in the environment that starts mailsocket-mcp"
            )
        token = _first(environ, "MAILBOX_TOKEN", "MAILBOX_SERVICE_TOKEN")
        if not token and "mailbox" in controls["toolsets"]:
            problems.append(
                "MAILBOX_TOKEN is not set: the mailbox toolset (MCP_TOOLSETS) needs the "
                "mailbox service token (mbx_...) of the user it acts as"
            )
        base_url = _optional_url(environ, "MAILSOCKET_BASE_URL", problems)
        wait_ceiling = _seconds(
            environ,
            "MCP_MAX_WAIT_S",
            STDIO_WAIT_CEILING_S,
            problems,
            high=STDIO_WAIT_CEILING_MAX_S,
        )
        _raise_if(problems)
        return cls(
            api_key=Secret(key) if key else None,
            mailbox_token=Secret(token) if token else None,
            base_url=base_url,
            wait_ceiling_s=wait_ceiling,
            **controls,
        )


@dataclass(frozen=True, kw_only=True)
class OAuthSettings:
    """OAuth 2.1 for connectors that cannot send a raw key (http/oauth/).

    ``public_url`` is the gateway's public origin (the issuer; the resource is
    ``<public_url>/mcp``). The first of ``token_secrets`` seals, all of them open.
    ``allow_local_clients`` lets client metadata documents come from http:// and
    loopback or private addresses: for tests and local development only.
    """

    public_url: str
    token_secrets: tuple[Secret, ...]
    allow_local_clients: bool = False
    # OAuth requests (whole body received) served at once; past it 503 with Retry-After.
    # Anyone may call these paths without a key, so they have their own small budget.
    # A request fetching a client metadata document is not counted: fetches have their
    # own small pool (http/oauth/fetch_slots.py) and this deadline.
    max_in_flight: int = 32
    fetch_timeout_s: float = 3.0


@dataclass(frozen=True, kw_only=True)
class GatewaySettings(AgentControls):
    """The HTTP gateway: no key of its own; each request brings one."""

    upstream_base_url: str | None = None
    upstream_host: str | None = None
    allowed_hosts: tuple[str, ...] = ("localhost:*", "127.0.0.1:*", "[::1]:*")
    allowed_origins: tuple[str, ...] = ()
    bind_host: str = "0.0.0.0"
    port: int = 8080
    wait_ceiling_s: float = GATEWAY_WAIT_CEILING_S
    upstream_timeout_s: float = 30.0
    max_body_bytes: int = 64 * 1024
    limits: WaitLimits = field(default_factory=WaitLimits)
    # Quick requests in flight before new ones get an immediate 503 (held waits not counted).
    max_quick_in_flight: int = 256
    log_format: str = "text"
    connections: ConnectionLimits = field(default_factory=ConnectionLimits)
    # On SIGTERM: how long calls in flight may run before they get a 503 (fly.toml's
    # kill_timeout must be longer).
    drain_timeout_s: float = 10.0
    # Serve hot JSON-RPC calls without the library's per-request transport (http/fast_path.py).
    fast_path: bool = True
    # OAuth endpoints and tokens; None = raw Bearer keys only.
    oauth: OAuthSettings | None = None

    @property
    def origins(self) -> tuple[str, ...]:
        """Allowed Origins: configured, else one per allowed host, keeping its port rule.

        A loopback host (``localhost``, ``127.0.0.1``, ``[::1]``) allows its ``http://``
        and ``https://`` origins, any other host only its ``https://`` origin; a host
        allowed as ``name:*`` allows its origins on any port.
        """
        if self.allowed_origins:
            return self.allowed_origins
        origins: list[str] = []
        for host in self.allowed_hosts:
            schemes = ("http", "https") if _host_name(host) in LOOPBACK_HOSTS else ("https",)
            origins.extend(f"{scheme}://{host}" for scheme in schemes)
        return tuple(origins)

    @classmethod
    def from_env(cls, environ: Mapping[str, str]) -> GatewaySettings:
        """Read the gateway's variables (see the README's table).

        Raises:
            ConfigError: a variable is invalid, or ``MAILSOCKET_API_KEY`` is set
                (the gateway must hold no key of its own).
        """
        problems: list[str] = []
        if environ.get("MAILSOCKET_API_KEY"):
            problems.append(
                "MAILSOCKET_API_KEY is set, but the gateway holds no key: each request "
                "brings its own. Unset it (it is for the stdio server, mailsocket-mcp)"
            )
        if _first(environ, "MAILBOX_TOKEN", "MAILBOX_SERVICE_TOKEN"):
            problems.append(
                "MAILBOX_TOKEN is set, but the gateway holds no token: each request brings "
                "its own mbx_... token as its Bearer key. Unset it (it is for mailsocket-mcp)"
            )
        upstream = _optional_url(environ, "UPSTREAM_BASE_URL", problems)
        upstream_host = environ.get("UPSTREAM_HOST", "").strip() or None
        if upstream_host is not None and not _is_host(upstream_host):
            problems.append("UPSTREAM_HOST must be a host name, optionally with :port")
        hosts = _list(environ, "MCP_ALLOWED_HOSTS")
        for host in hosts:
            if not _is_host(host.removesuffix(":*")):
                problems.append(f"MCP_ALLOWED_HOSTS has an invalid entry {host[:40]!r}")
                break
        origins = _list(environ, "MCP_ALLOWED_ORIGINS")
        for origin in origins:
            scheme, _, host = origin.partition("://")
            if scheme not in ("http", "https") or not _is_host(host.removesuffix(":*")):
                problems.append(
                    "MCP_ALLOWED_ORIGINS entries must be http:// or https:// followed by a "
                    "host, optionally with :port or :* (any port)"
                )
                break
        bind_host = environ.get("MCP_BIND_HOST", "").strip() or cls.bind_host
        port = _port(environ, "MCP_PORT", cls.port, problems)
        upstream_timeout = _seconds(environ, "UPSTREAM_TIMEOUT_S", cls.upstream_timeout_s, problems)
        log_format = environ.get("MCP_LOG_FORMAT", "").strip().lower() or cls.log_format
        if log_format not in ("text", "json"):
            problems.append("MCP_LOG_FORMAT must be text or json")
        connections = _connection_limits(environ, problems)
        drain = _seconds(environ, "MCP_DRAIN_TIMEOUT_S", cls.drain_timeout_s, problems)
        oauth = _oauth(environ, hosts, problems)
        controls = _agent_controls(environ, problems)
        _raise_if(problems)
        return cls(
            upstream_base_url=upstream,
            upstream_host=upstream_host,
            allowed_hosts=tuple(hosts) or cls.allowed_hosts,
            allowed_origins=tuple(origins),
            bind_host=bind_host,
            port=port,
            upstream_timeout_s=upstream_timeout,
            log_format=log_format,
            connections=connections,
            drain_timeout_s=drain,
            oauth=oauth,
            **controls,
        )


def narrowed_content_mode(configured: ContentMode, requested: Iterable[str]) -> ContentMode:
    """The content mode of one request: ``requested`` values can only narrow ``configured``.

    ``full`` keeps what is configured; any other value (``artifacts``, or one this
    server does not know) narrows to ``artifacts``, so a typo fails closed.
    """
    if configured == "artifacts":
        return "artifacts"
    for value in requested:
        if value.strip().lower() != "full":
            return "artifacts"
    return "full"


def _first(environ: Mapping[str, str], *names: str) -> str:
    """The first of ``names`` set to something other than blanks (ours, then aliases)."""
    for name in names:
        value = environ.get(name, "").strip()
        if value:
            return value
    return ""


def _toolsets(environ: Mapping[str, str], problems: list[str]) -> tuple[str, ...]:
    raw = environ.get("MCP_TOOLSETS", "")
    if not raw.strip():
        return ("inbox",)
    names = split_names(raw.lower())
    unknown = [name for name in names if name not in TOOLSETS]
    if unknown or not names:
        problems.append(f"MCP_TOOLSETS must list toolsets from {', '.join(TOOLSETS)}")
        return ("inbox",)
    return tuple(name for name in TOOLSETS if name in names)


def _mailbox_url(environ: Mapping[str, str], problems: list[str]) -> str:
    """``MAILBOX_URL`` (or benethos' ``MAILBOX_SERVICE_URL``): https anywhere, http to this
    machine only unless ``MAILBOX_ALLOW_HTTP=1``: the token goes with every request."""
    name = "MAILBOX_URL" if environ.get("MAILBOX_URL", "").strip() else "MAILBOX_SERVICE_URL"
    value = _first(environ, "MAILBOX_URL", "MAILBOX_SERVICE_URL") or DEFAULT_MAILBOX_URL
    try:
        parts = urlsplit(value)
        host = parts.hostname
    except ValueError:
        host = None
    if parts.scheme not in ("http", "https") or not host or parts.query or parts.fragment:
        problems.append(
            f"{name} must be an http:// or https:// URL such as https://mail.example.org"
        )
        return DEFAULT_MAILBOX_URL
    if parts.username or parts.password:
        problems.append(f"{name} must not carry credentials: the token goes in MAILBOX_TOKEN")
        return DEFAULT_MAILBOX_URL
    allow_http = parse_switch(_first(environ, "MAILBOX_ALLOW_HTTP", "MAILBOX_SERVICE_ALLOW_HTTP"))
    if allow_http is None:
        problems.append("MAILBOX_ALLOW_HTTP must be 1 or 0")
        allow_http = False
    if parts.scheme == "http" and not allow_http and not _loopback(host):
        problems.append(
            f"{name} uses http:// to {host[:60]}, another machine: the token would travel "
            "unencrypted. Use https://, or set MAILBOX_ALLOW_HTTP=1 for a private network"
        )
    return value.rstrip("/")


def _loopback(host: str) -> bool:
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _content_mode(environ: Mapping[str, str], problems: list[str]) -> ContentMode:
    raw = environ.get("MCP_CONTENT_MODE", "").strip().lower()
    if raw in ("", "full"):
        return "full"
    if raw == "artifacts":
        return "artifacts"
    problems.append("MCP_CONTENT_MODE must be full or artifacts")
    return "full"


def split_names(raw: str) -> tuple[str, ...]:
    """The names in a comma- or space-separated list, in order, without repeats."""
    return tuple(dict.fromkeys(name for name in _SEPARATORS.split(raw) if name))


def parse_switch(raw: str) -> bool | None:
    """``on``/``1``/``true``/``yes`` (True), ``off``/``0``/``false``/``no`` or empty (False),
    anything else None."""
    return _SWITCH.get(raw.strip().lower())


def _tool_bound(
    environ: Mapping[str, str], problems: list[str]
) -> tuple[tuple[str, ...] | None, bool]:
    raw = environ.get("MCP_TOOLS", "")
    tools = split_names(raw) if raw.strip() else None
    if tools == ():
        problems.append("MCP_TOOLS names no tool: list tool names separated by commas")
        tools = None
    read_only = parse_switch(environ.get("MCP_READ_ONLY", ""))
    if read_only is None:
        problems.append("MCP_READ_ONLY must be 1 or 0 (or on/off, true/false, yes/no)")
        read_only = False
    return tools, read_only


def _link_hosts(environ: Mapping[str, str], problems: list[str]) -> tuple[str, ...]:
    hosts = tuple(_list(environ, "MCP_LINK_HOSTS"))
    try:
        HostAllowlist(hosts)
    except ValueError:
        problems.append(
            "MCP_LINK_HOSTS entries must be host names (app.example.com) or *.example.com"
        )
        return ()
    return hosts


def _connection_limits(environ: Mapping[str, str], problems: list[str]) -> ConnectionLimits:
    default = ConnectionLimits()
    return ConnectionLimits(
        idle_timeout_s=_seconds(environ, "MCP_IDLE_TIMEOUT_S", default.idle_timeout_s, problems),
        header_timeout_s=_seconds(
            environ, "MCP_HEADER_TIMEOUT_S", default.header_timeout_s, problems
        ),
        body_timeout_s=_seconds(environ, "MCP_BODY_TIMEOUT_S", default.body_timeout_s, problems),
        max_header_bytes=_count(
            environ, "MCP_MAX_HEADER_BYTES", default.max_header_bytes, (1024, 1 << 20), problems
        ),
        max_headers=_count(environ, "MCP_MAX_HEADERS", default.max_headers, (8, 1000), problems),
        max_slow_bodies=_count(
            environ, "MCP_MAX_SLOW_BODIES", default.max_slow_bodies, (1, 100_000), problems
        ),
        max_connections=(
            _count(environ, "MCP_MAX_CONNECTIONS", 0, (8, 1_000_000), problems) or None
        ),
        write_timeout_s=_seconds(environ, "MCP_WRITE_TIMEOUT_S", default.write_timeout_s, problems),
        max_keyless_per_address=_count(
            environ,
            "MCP_MAX_KEYLESS_PER_ADDRESS",
            default.max_keyless_per_address,
            (0, 1_000_000),
            problems,
        ),
    )


MIN_SECRET_LENGTH = 32
_SWITCH = {
    **dict.fromkeys(("on", "1", "true", "yes"), True),
    **dict.fromkeys(("off", "0", "false", "no", ""), False),
}
_SEPARATORS = re.compile(r"[\s,]+")


def _oauth(
    environ: Mapping[str, str], hosts: list[str], problems: list[str]
) -> OAuthSettings | None:
    switch = environ.get("MCP_OAUTH", "").strip().lower()
    if switch not in _SWITCH:
        problems.append("MCP_OAUTH must be on or off")
        return None
    if not _SWITCH[switch]:
        return None
    public_url = _optional_url(environ, "MCP_PUBLIC_URL", problems)
    if public_url is None and hosts and not hosts[0].endswith(":*"):
        public_url = f"https://{hosts[0]}"
    if public_url is None:
        problems.append(
            "MCP_OAUTH is on but the gateway's public URL is unknown: set MCP_PUBLIC_URL "
            "(e.g. https://mcp.example.com) or list the public host first in MCP_ALLOWED_HOSTS"
        )
    elif public_url.count("/") != 2:
        problems.append(
            "MCP_PUBLIC_URL must be an origin without a path, e.g. https://mcp.example.com"
        )
    secrets = _list(environ, "MCP_TOKEN_SECRET")
    if not secrets:
        problems.append(
            "MCP_OAUTH is on but MCP_TOKEN_SECRET is not set: set it to a random string of at "
            "least 32 characters (python3 -c 'import secrets; print(secrets.token_urlsafe(32))'), "
            "the same on every instance"
        )
    elif any(len(secret) < MIN_SECRET_LENGTH for secret in secrets):
        problems.append(f"MCP_TOKEN_SECRET entries must be at least {MIN_SECRET_LENGTH} characters")
    local = environ.get("MCP_OAUTH_ALLOW_LOCAL_CLIENTS", "").strip().lower()
    if local not in _SWITCH:
        problems.append("MCP_OAUTH_ALLOW_LOCAL_CLIENTS must be on or off")
        local = ""
    max_in_flight = _count(
        environ, "MCP_OAUTH_MAX_IN_FLIGHT", OAuthSettings.max_in_flight, (1, 10_000), problems
    )
    if public_url is None or not secrets:
        return None
    return OAuthSettings(
        public_url=public_url,
        token_secrets=tuple(Secret(secret) for secret in secrets),
        allow_local_clients=_SWITCH[local],
        max_in_flight=max_in_flight,
    )


def _raise_if(problems: list[str]) -> None:
    if problems:
        raise ConfigError("; ".join(problems))


def _optional_url(environ: Mapping[str, str], name: str, problems: list[str]) -> str | None:
    value = environ.get(name, "").strip()
    if not value:
        return None
    if not value.startswith(("http://", "https://")) or len(value) < 10:
        problems.append(f"{name} must be an http:// or https:// URL")
        return None
    return value.rstrip("/")


def _list(environ: Mapping[str, str], name: str) -> list[str]:
    return [item.strip() for item in environ.get(name, "").split(",") if item.strip()]


def _port(environ: Mapping[str, str], name: str, default: int, problems: list[str]) -> int:
    raw = environ.get(name, "").strip()
    if not raw:
        return default
    if not raw.isdigit() or not 1 <= int(raw) <= 65535:
        problems.append(f"{name} must be a port number from 1 to 65535")
        return default
    return int(raw)


def _seconds(
    environ: Mapping[str, str],
    name: str,
    default: float,
    problems: list[str],
    *,
    high: float = 600,
) -> float:
    raw = environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not 0.1 <= value <= high:
        problems.append(f"{name} must be a number of seconds from 0.1 to {high:g}")
        return default
    return value


def _host_name(entry: str) -> str:
    """``[::1]`` from ``[::1]:*``, ``localhost`` from ``localhost:8080``."""
    entry = entry.lower()
    if entry.startswith("["):
        return entry[: entry.find("]") + 1]
    return entry.partition(":")[0]


def _count(
    environ: Mapping[str, str],
    name: str,
    default: int,
    bounds: tuple[int, int],
    problems: list[str],
) -> int:
    raw = environ.get(name, "").strip()
    if not raw:
        return default
    low, high = bounds
    if not raw.isdigit() or not low <= int(raw) <= high:
        problems.append(f"{name} must be a whole number from {low} to {high}")
        return default
    return int(raw)


def _is_host(value: str) -> bool:
    return _HOST.fullmatch(value) is not None
