"""A database busy with a long write (the first sync of a big account writing its index): a
request that only reads still answers; one that must write waits its turn, then answers 503
``storage_busy`` with Retry-After, never 500."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import anyio
import pytest

from tests.support.dovecot import Dovecot

from .helpers import running_reader

pytestmark = pytest.mark.anyio


@contextmanager
def writer_holding(database: Path) -> Iterator[None]:
    """Another writer holding SQLite's write lock, as a long sync transaction does."""
    connection = sqlite3.connect(database, isolation_level=None)
    try:
        connection.execute("BEGIN IMMEDIATE")
        yield
        connection.execute("ROLLBACK")
    finally:
        connection.close()


async def test_a_read_answers_while_another_write_holds_the_database(
    tmp_path: Path, dovecot: Dovecot
) -> None:
    database = tmp_path / "busy.db"
    async with running_reader(
        tmp_path, dovecot, MAILBOX_DB=f"sqlite:///{database}?timeout=1"
    ) as reader:
        with writer_holding(database), anyio.fail_after(10):
            # A new token's first use is due a last_used_at stamp: a write, skipped while busy.
            answer = await reader.http.get("/v1/status", headers=reader.admin_headers)
            assert answer.status_code == 200, answer.text
            tokens = await reader.http.get(
                f"/v1/users/{reader.admin.user_id}/tokens", headers=reader.admin_headers
            )
            assert tokens.status_code == 200, tokens.text
        assert tokens.json()[0]["last_used_at"] is None  # skipped, not waited for
        await reader.get("/v1/status")
        stamped = await reader.get(f"/v1/users/{reader.admin.user_id}/tokens")
        assert stamped[0]["last_used_at"] is not None  # the next request wrote it


async def test_a_write_that_cannot_wait_longer_answers_503_with_retry_after(
    tmp_path: Path, dovecot: Dovecot
) -> None:
    database = tmp_path / "busy.db"
    async with running_reader(
        tmp_path, dovecot, MAILBOX_DB=f"sqlite:///{database}?timeout=0.2"
    ) as reader:
        await reader.get("/v1/status")  # the token's stamp written before the writer comes
        with writer_holding(database), anyio.fail_after(10):
            answer = await reader.http.post(
                "/v1/users", json={"name": "ann", "grants": []}, headers=reader.admin_headers
            )
        assert answer.status_code == 503, answer.text
        assert answer.json()["error"]["code"] == "storage_busy"
        assert "busy" in answer.json()["error"]["message"]
        assert int(answer.headers["Retry-After"]) > 0
        made = await reader.http.post(
            "/v1/users", json={"name": "ann", "grants": []}, headers=reader.admin_headers
        )
        assert made.status_code == 201, made.text  # nothing half written: the retry works
