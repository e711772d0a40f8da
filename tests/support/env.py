"""The environment a test gives a child process: only what it names, plus coverage's own.

Children get a minimal environment on purpose (no stray key from the developer's shell),
but coverage's variables pass through so the console scripts are measured too.
"""

from __future__ import annotations

import os


def child_env(**variables: str) -> dict[str, str]:
    """``PATH``, coverage's variables, and ``variables``."""
    env = {name: value for name, value in os.environ.items() if name.startswith("COVERAGE_")}
    env["PATH"] = os.environ["PATH"]
    if "PYTHONPATH" in os.environ:
        env["PYTHONPATH"] = os.environ["PYTHONPATH"]
    env.update(variables)
    return env
