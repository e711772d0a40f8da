"""A real PostgreSQL (Debian's) in a temp folder on a free loopback port, for the mailbox tests.

PostgreSQL refuses to run as root: as root the server runs as the ``postgres`` user
(``runuser``). ``.ci/run`` installs Debian's ``postgresql`` where it is missing.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def _newest_bin() -> Path:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"), key=lambda p: int(p.parts[-3]))
    return found[-1].parent if found else Path("/usr/lib/postgresql/15/bin")


BIN = _newest_bin()  # Debian 12 has 15; whichever Debian's postgresql installed
START_SECONDS = 60


def available() -> bool:
    return (BIN / "initdb").exists() and (os.geteuid() != 0 or shutil.which("runuser") is not None)


def _as_server_user(command: list[str]) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else command


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextmanager
def running_postgres(folder: Path) -> Iterator[str]:
    """A server with a database ``mailbox``; yields its ``postgresql://`` URL. Stopped after."""
    folder.mkdir(parents=True, exist_ok=True)
    data = folder / "pgdata"
    if os.geteuid() == 0:
        shutil.chown(folder, "postgres", "postgres")
    run = {"check": True, "capture_output": True, "timeout": START_SECONDS}
    subprocess.run(
        _as_server_user(
            [str(BIN / "initdb"), "-D", str(data), "-U", "mailbox", "--auth=trust", "-E", "UTF8"]
        ),
        **run,  # type: ignore[call-overload]
    )
    port = _free_port()
    options = f"-c listen_addresses=127.0.0.1 -p {port} -k {folder} -c fsync=off"
    subprocess.run(
        _as_server_user(
            [
                str(BIN / "pg_ctl"),
                "-D",
                str(data),
                "-o",
                options,
                "-l",
                str(folder / "log"),
                "-w",
                "-t",
                str(START_SECONDS),
                "start",
            ]
        ),
        **run,  # type: ignore[call-overload]
    )
    try:
        subprocess.run(
            _as_server_user(
                [
                    str(BIN / "createdb"),
                    "-h",
                    "127.0.0.1",
                    "-p",
                    str(port),
                    "-U",
                    "mailbox",
                    "mailbox",
                ]
            ),
            **run,  # type: ignore[call-overload]
        )
        yield f"postgresql://mailbox@127.0.0.1:{port}/mailbox"
    finally:
        subprocess.run(
            _as_server_user([str(BIN / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"]),
            capture_output=True,
            timeout=START_SECONDS,
            check=False,
        )
