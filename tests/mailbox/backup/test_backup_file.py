"""The backup format's own checks, on a backup of many small chunks: each kind of damage is
refused with a message that says what is wrong, and nothing is taken from a damaged backup."""

from __future__ import annotations

import io
import struct
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from mailsocket_mcp.mailbox.data.backup_file import BackupUnreadable, read_header
from mailsocket_mcp.mailbox.domain import backups
from mailsocket_mcp.mailbox.domain.admins import create_admin
from mailsocket_mcp.mailbox.domain.mailbox import Mailbox, open_mailbox
from mailsocket_mcp.mailbox.errors import BadRequest
from tests.mailbox.conftest import settings_for

CHUNK = 4096


@pytest.fixture
def mailbox(tmp_path: Path) -> Iterator[Mailbox]:
    opened = open_mailbox(settings_for(tmp_path / "data"), migrate=True, initialise=True)
    with opened.db.session() as session:
        create_admin(session, "admin")
    yield opened
    opened.close()


@pytest.fixture
def backup(mailbox: Mailbox, tmp_path: Path) -> Path:
    made = backups.write_backup(
        mailbox.settings, mailbox.vault, tmp_path / "b.mbxbackup", chunk_bytes=CHUNK
    )
    return made.path


def _frames(raw: bytes) -> tuple[bytes, list[bytes]]:
    """The header bytes and each chunk's frame."""
    _, _, header = read_header(io.BytesIO(raw))
    frames, at = [], len(header)
    while at < len(raw):
        _, length = struct.unpack(">BI", raw[at : at + 5])
        frames.append(raw[at : at + 5 + length])
        at += 5 + length
    return header, frames


def _drop_middle(header: bytes, frames: list[bytes]) -> bytes:
    return header + b"".join(frames[:1] + frames[2:])


def _swap(header: bytes, frames: list[bytes]) -> bytes:
    return header + b"".join([frames[1], frames[0], *frames[2:]])


def _cut_at_a_chunk(header: bytes, frames: list[bytes]) -> bytes:
    return header + b"".join(frames[:-1])


def _repeat(header: bytes, frames: list[bytes]) -> bytes:
    return header + b"".join([frames[0], *frames])


def _header_changed(header: bytes, frames: list[bytes]) -> bytes:
    return header.replace(b'"created_at": "2', b'"created_at": "1', 1) + b"".join(frames)


def _after_the_end(header: bytes, frames: list[bytes]) -> bytes:
    return header + b"".join(frames) + frames[0]


@pytest.mark.parametrize(
    ("damage", "said"),
    [
        (_drop_middle, "chunk 1 fails its check"),
        (_swap, "chunk 0 fails its check"),
        (_cut_at_a_chunk, "cut short"),
        (_repeat, "chunk 1 fails its check"),
        (_header_changed, "chunk 0 fails its check"),
        (_after_the_end, "bytes after its last chunk"),
    ],
    ids=lambda value: getattr(value, "__name__", "")[1:] or None,
)
def test_damage_to_a_backup_is_refused(
    mailbox: Mailbox,
    backup: Path,
    damage: Callable[[bytes, list[bytes]], bytes],
    said: str,
) -> None:
    header, frames = _frames(backup.read_bytes())
    assert len(frames) > 3, "the backup should span many chunks"
    backup.write_bytes(damage(header, frames))
    key = backups.backup_key(mailbox.settings, None)
    with pytest.raises(BackupUnreadable, match=said):
        backups.verify_backup(backup, key)


def test_a_backup_of_many_chunks_opens_whole(mailbox: Mailbox, backup: Path) -> None:
    opened = backups.verify_backup(backup, backups.backup_key(mailbox.settings, None))
    assert opened.facts.integrity == "ok"
    assert opened.facts.counts["users"] == 1
    assert opened.revision == mailbox.db.revision()


@pytest.mark.parametrize(
    ("raw", "said"),
    [
        (b"SQLite format 3\x00" + b"\x00" * 100, "not a mailsocket-mailbox backup"),
        (b"MBXBKUP\x00" + struct.pack(">HI", 9, 2) + b"{}", "backup format 9"),
        (b"MBXBKUP\x00" + struct.pack(">HI", 1, 10**6), "length is impossible"),
        (b"MBXBKUP\x00" + struct.pack(">HI", 1, 2) + b"{}", "not its JSON"),
    ],
    ids=["sqlite-file", "newer-format", "huge-header", "bad-json"],
)
def test_what_is_not_a_backup_is_named(
    mailbox: Mailbox, tmp_path: Path, raw: bytes, said: str
) -> None:
    path = tmp_path / "x"
    path.write_bytes(raw)
    with pytest.raises(BackupUnreadable, match=said):
        backups.verify_backup(path, backups.backup_key(mailbox.settings, None))


def test_a_missing_file_is_named(mailbox: Mailbox, tmp_path: Path) -> None:
    with pytest.raises(BadRequest, match="cannot read"):
        backups.verify_backup(tmp_path / "nope", backups.backup_key(mailbox.settings, None))
