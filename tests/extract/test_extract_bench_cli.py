"""The extraction benchmark's command line: help and a wrong option answer with a usage line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "extract_bench.py"


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(BENCH), *args], capture_output=True, text=True, timeout=60, check=False
    )


@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_prints_the_usage_and_succeeds(flag: str) -> None:
    result = _run(flag)
    assert result.returncode == 0
    assert result.stdout.startswith("usage: extract_bench.py")
    assert "--repeat N" in result.stdout
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("args", [["-x"], ["--repeats", "3"], ["/nonexistent/corpus"]])
def test_an_unknown_option_or_a_missing_folder_is_a_usage_error(args: list[str]) -> None:
    result = _run(*args)
    assert result.returncode == 2
    assert result.stderr.startswith("usage: extract_bench.py")
    assert "Traceback" not in result.stderr
