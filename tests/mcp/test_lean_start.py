"""What a gateway or stdio server loads before it has work: PDFium (about 10 MiB) only once a
PDF attachment is rendered, so a gateway with 32 waits held stays within its memory budget."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.support.env import child_env

LOADED = (
    "import sys, mailsocket_mcp.http.cli, mailsocket_mcp.http.app, mailsocket_mcp.stdio, "
    "mailsocket_mcp.tools.mailbox.pdf_pages; "
    "print(sorted(m for m in ('pypdfium2', 'pypdfium2_raw') if m in sys.modules))"
)


@pytest.mark.slow
def test_the_servers_start_without_loading_pdfium() -> None:
    result = subprocess.run(
        [sys.executable, "-c", LOADED],
        env=child_env(),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert result.stdout.strip() == "[]", result.stdout
