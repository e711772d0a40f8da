"""`mailsocket-mcp-http` refuses bad configuration with exit status 2 and a clear line."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest

from tests.support.env import child_env

SCRIPT = shutil.which("mailsocket-mcp-http", path=os.path.dirname(sys.executable))


@pytest.mark.parametrize(
    ("variable", "value", "expected"),
    [
        ("MAILSOCKET_API_KEY", "ms_live_abcdefgh12345", "holds no key"),
        ("MCP_PORT", "eighty", "MCP_PORT"),
        ("UPSTREAM_BASE_URL", "ftp://example.test", "UPSTREAM_BASE_URL"),
        ("MCP_LOG_FORMAT", "xml", "MCP_LOG_FORMAT"),
        ("MCP_MAX_CONNECTIONS", "5", "MCP_MAX_CONNECTIONS must be a whole number from 8 to"),
    ],
)
def test_bad_configuration_exits_2_naming_the_variable(
    variable: str, value: str, expected: str
) -> None:
    assert SCRIPT is not None
    result = subprocess.run(
        [SCRIPT],
        env=child_env(**{variable: value}),
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert result.returncode == 2
    assert expected in result.stderr
    assert "abcdefgh" not in result.stderr
    assert "Traceback" not in result.stderr
