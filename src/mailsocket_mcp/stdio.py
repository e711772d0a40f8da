"""The ``mailsocket-mcp`` entry point: MCP over stdio with one key from the environment."""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence

import anyio

from .config import StdioSettings
from .context import CallContext, make_call_context
from .errors import ConfigError
from .limits import Limiter
from .links import HostAllowlist
from .local_run import local_sandbox, parse_entry_args, print_banner
from .logs import configure_logging
from .mailbox_api import MailboxEndpoint
from .server import build_server, operator_tools
from .tools.mailbox.caller import MailboxCaller
from .tools.mailbox.listing import narrowing
from .tools.mailbox.rights import RightsCache
from .upstream import UpstreamConfig, pool

__all__ = ["build_call_context", "main"]

AUTH_HINT = (
    "Set MAILSOCKET_API_KEY (ms_live_...) in the environment your MCP client starts "
    "mailsocket-mcp with, then restart the server."
)


def build_call_context(settings: StdioSettings) -> CallContext:
    """The one caller a stdio server serves: its key and, with the mailbox toolset, its token.

    Raises:
        ConfigError: ``settings.tools`` names a tool that does not exist.
    """
    mailbox = (
        MailboxCaller(
            token=settings.mailbox_token.reveal(),
            endpoint=MailboxEndpoint(base_url=settings.mailbox_url),
            rights=RightsCache(),
        )
        if "mailbox" in settings.toolsets and settings.mailbox_token is not None
        else None
    )
    key = settings.api_key.reveal() if settings.api_key is not None else ""
    return make_call_context(
        key or (mailbox.token if mailbox is not None else ""),
        upstream_config=UpstreamConfig(base_url=settings.base_url),
        limiter=Limiter(settings.limits),
        wait_ceiling_s=settings.wait_ceiling_s,
        auth_hint=AUTH_HINT,
        content_mode=settings.content_mode,
        link_hosts=HostAllowlist(settings.link_hosts) if settings.link_hosts else None,
        tools=operator_tools(
            settings.tools, read_only=settings.read_only, toolsets=settings.toolsets
        ),
        narrow_tools=narrowing(mailbox) if "mailbox" in settings.toolsets else None,
        mailbox=mailbox,
    )


def main(argv: Sequence[str] | None = None, environ: Mapping[str, str] | None = None) -> int:
    """Run the stdio server until stdin closes; exit status 2 on bad configuration."""
    args, env = parse_entry_args(
        "mailsocket-mcp",
        "MCP server (stdio): throwaway inboxes and waits for OTPs and magic links.",
        argv,
        environ,
    )
    if args.sandbox:
        with local_sandbox(args, prog="mailsocket-mcp") as sandbox:
            print_banner(sandbox, None)
            env.update(MAILSOCKET_API_KEY=sandbox.key, MAILSOCKET_BASE_URL=sandbox.base_url)
            return _serve(env)
    return _serve(env)


def _serve(env: Mapping[str, str]) -> int:
    try:
        settings = StdioSettings.from_env(env)
        call = build_call_context(settings)
    except ConfigError as exc:
        print(f"mailsocket-mcp: {exc.public_message}", file=sys.stderr)
        return 2
    configure_logging(lambda: call.redactor)
    server = build_server(
        lambda: call, toolsets=settings.toolsets, session_progress_s=settings.progress_interval_s
    )
    with pool.installed():  # upstream calls reuse connections; undone on the way out
        anyio.run(server.run_stdio_async)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
