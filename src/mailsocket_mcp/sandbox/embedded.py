"""A sandbox (API + SMTP) inside another process, and the lines that tell a user how to use it.

The building block of ``--sandbox`` on the gateway and stdio commands::

    with embedded_sandbox(smtp_port=2525) as sandbox:
        print(banner(sandbox, mcp_url="http://127.0.0.1:8000/mcp"))
        ...  # serve the gateway with upstream_base_url=sandbox.base_url

The sandbox runs on its own background thread and event loop (``runner.py``) and
stops when the block ends. The key is freshly generated per start; any
``ms_live_`` key works against the sandbox, this one is simply ready to paste.
"""

from __future__ import annotations

import os
import secrets
import shlex
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from .listeners import url_host
from .runner import SandboxHandle, running_sandbox
from .settings import SandboxSettings

__all__ = ["EmbeddedSandbox", "banner", "embedded_sandbox", "new_sandbox_key"]


def new_sandbox_key() -> str:
    """A fresh sandbox API key: ``ms_live_`` and 32 URL-safe random characters."""
    return "ms_live_" + secrets.token_urlsafe(24)


@dataclass(frozen=True)
class EmbeddedSandbox:
    """Where a running embedded sandbox answers, and the key generated for it.

    ``page_url`` is the web page (None when it is off). ``key`` is left out of
    ``repr`` so a logged object shows no key.
    """

    base_url: str
    smtp_host: str
    smtp_port: int
    key: str = field(repr=False)
    handle: SandboxHandle = field(repr=False, compare=False)
    page_url: str | None = None


@contextmanager
def embedded_sandbox(
    *,
    host: str = "127.0.0.1",
    api_port: int = 0,
    smtp_port: int = 0,
    db: str | os.PathLike[str] | None = None,
    ui: bool | None = None,
) -> Iterator[EmbeddedSandbox]:
    """Run a sandbox (API and SMTP intake) in this process for the duration of the block.

    Port 0 picks a free port. ``db`` keeps inboxes and mail in that SQLite file
    across runs; None keeps them in memory. Mail is kept 24 hours. The web page is
    served on a loopback ``host``, and on any other only with ``ui=True``.

    Raises:
        OSError: if a port cannot be bound.
        sqlite3.Error: if ``db`` cannot be opened as a sandbox database.
        RuntimeError: if the sandbox does not start, or does not stop in time.
    """
    settings = SandboxSettings(
        host=host,
        port=api_port,
        smtp_port=smtp_port,
        db_path=os.fspath(db) if db is not None else None,
        ui=ui,
    )
    with running_sandbox(settings) as handle:
        assert handle.smtp_port is not None
        yield EmbeddedSandbox(
            base_url=handle.base_url,
            smtp_host=host,
            smtp_port=handle.smtp_port,
            key=new_sandbox_key(),
            handle=handle,
            page_url=f"{handle.root_url}/" if settings.ui_enabled else None,
        )


def banner(embedded: EmbeddedSandbox, mcp_url: str | None) -> str:
    """The lines a user sees at startup: where to connect, the key, and a ready
    ``claude mcp add`` line (HTTP when ``mcp_url`` is given, else stdio)."""
    smtp = f"{url_host(embedded.smtp_host)}:{embedded.smtp_port}"
    lines = ["mailsocket sandbox running in this process (offline; stops when this does)"]
    if mcp_url is not None:
        lines.append(f"  MCP URL:      {mcp_url}")
    lines += [
        f"  Sandbox API:  {embedded.base_url}",
        f"  SMTP:         {smtp}  (send mail to any inbox address)",
        f"  Sandbox key:  {embedded.key}",
    ]
    if embedded.page_url is not None:
        lines.append(f"  Web page:     {embedded.page_url}  (watch mail arrive; paste the key)")
    lines += [
        "",
        "Add it to Claude Code:",
    ]
    key = embedded.key  # URL-safe characters only: safe inside double quotes
    if mcp_url is not None:
        lines.append(
            f"  claude mcp add --transport http mailsocket {shlex.quote(mcp_url)}"
            f' --header "Authorization: Bearer {key}"'
        )
    else:
        lines.append(
            f"  claude mcp add mailsocket --env MAILSOCKET_API_KEY={shlex.quote(key)}"
            f" --env MAILSOCKET_BASE_URL={shlex.quote(embedded.base_url)} -- mailsocket-mcp"
        )
    return "\n".join(lines)
