"""Who uses a data folder: ``serve`` holds a shared lock on ``service.lock`` in it for as long
as it runs, ``restore`` an exclusive one. The kernel gives a lock up when its process ends
however it ends (``flock``), so a killed service never leaves a stale lock behind, and a
pid file's guesswork is not needed."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ..errors import Conflict

__all__ = ["LOCK_FILE", "restoring", "serving"]

LOCK_FILE = "service.lock"


@contextmanager
def serving(data_dir: Path) -> Iterator[None]:
    """Held by a running service (several may share it).

    Raises:
        Conflict: a restore into this folder is running.
    """
    with _locked(data_dir, exclusive=False):
        yield


@contextmanager
def restoring(data_dir: Path) -> Iterator[None]:
    """Held by a restore, alone.

    Raises:
        Conflict: a service (or another restore) uses this folder.
    """
    with _locked(data_dir, exclusive=True):
        yield


@contextmanager
def _locked(data_dir: Path, *, exclusive: bool) -> Iterator[None]:
    if sys.platform == "win32":  # pragma: no cover - no flock; the service runs on POSIX
        yield
        return
    import fcntl

    data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
    descriptor = os.open(data_dir / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        try:
            fcntl.flock(descriptor, (fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH) | fcntl.LOCK_NB)
        except BlockingIOError:
            if exclusive:
                raise Conflict(
                    f"a mailsocket-mailbox service (or a restore) is using {data_dir}: "
                    "stop it first"
                ) from None
            raise Conflict(
                f"a restore into {data_dir} is running: start the service when it is done"
            ) from None
        yield
    finally:
        os.close(descriptor)
