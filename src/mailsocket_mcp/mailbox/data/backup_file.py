"""The backup file: a whole database sealed with AES-256-GCM, streamed in chunks.

::

    magic "MBXBKUP\\0" | version (u16) | header length (u32) | header (JSON)
    then chunks: final flag (u8) | length (u32) | ciphertext + tag

The header names when the backup was made, the schema revision, the chunk size, a random nonce
prefix, and the backup's own random data key wrapped by the master key (a list of key slots,
each with the id of the key that wraps it). The recovery key is the master key written for
people, so the one slot opens with either. Every chunk is sealed under the data key with the
whole header (magic to the end of the JSON) as associated data and the nonce ``prefix (7) |
counter (u32) | final flag (u8)`` (the STREAM construction): a changed header, a changed,
dropped, repeated or reordered chunk, a file cut short (no final chunk) or bytes after the final
chunk all fail to open, and only a chunk at a time is ever in memory.
"""

from __future__ import annotations

import base64
import json
import os
import struct
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, BinaryIO

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from ..errors import BadRequest
from .vault import MasterKey

__all__ = ["CHUNK_BYTES", "FORMAT_VERSION", "BackupHeader", "open_backup", "seal_backup"]

MAGIC = b"MBXBKUP\x00"
FORMAT_VERSION = 1
CHUNK_BYTES = 1024 * 1024
_TAG_BYTES = 16
_PREFIX_BYTES = 7
_MAX_HEADER_BYTES = 64 * 1024
_FINAL, _MORE = 1, 0
_KEY_AAD = b"mailbox-backup-key:"


class BackupUnreadable(BadRequest):
    """Not a backup, a damaged or cut one, or a key that does not open it (said which)."""

    code = "backup_unreadable"


@dataclass(frozen=True)
class BackupHeader:
    """What a backup says of itself before it is opened (authenticated with its first chunk)."""

    created_at: str
    revision: str | None
    key_ids: tuple[str, ...]
    chunk_bytes: int


def seal_backup(
    source: BinaryIO,
    target: BinaryIO,
    key: MasterKey,
    *,
    created_at: str,
    revision: str | None,
    chunk_bytes: int = CHUNK_BYTES,
) -> int:
    """Write ``source`` (read to its end) to ``target`` sealed under a fresh data key that
    ``key`` wraps; answers the bytes written."""
    data_key = AESGCM.generate_key(bit_length=256)
    prefix = os.urandom(_PREFIX_BYTES)
    wrap_nonce = os.urandom(12)
    wrapped = AESGCM(key.raw).encrypt(wrap_nonce, data_key, _KEY_AAD + prefix)
    fields = {
        "created_at": created_at,
        "revision": revision,
        "chunk_bytes": chunk_bytes,
        "nonce_prefix": _b64(prefix),
        "cipher": "AES-256-GCM",
        "keys": [
            {
                "kind": "master",
                "key_id": key.key_id,
                "nonce": _b64(wrap_nonce),
                "wrapped": _b64(wrapped),
            }
        ],
    }
    body = json.dumps(fields, sort_keys=True).encode()
    header = MAGIC + struct.pack(">HI", FORMAT_VERSION, len(body)) + body
    target.write(header)
    written = len(header)
    sealer = AESGCM(data_key)
    counter = 0
    chunk = source.read(chunk_bytes)
    while True:
        following = source.read(chunk_bytes) if len(chunk) == chunk_bytes else b""
        flag = _MORE if following else _FINAL
        sealed = sealer.encrypt(_nonce(prefix, counter, flag), chunk, header)
        target.write(struct.pack(">BI", flag, len(sealed)) + sealed)
        written += 5 + len(sealed)
        if flag == _FINAL:
            return written
        chunk, counter = following, counter + 1


def read_header(source: BinaryIO) -> tuple[BackupHeader, dict[str, Any], bytes]:
    """The header of the backup ``source`` is positioned at the start of.

    Raises:
        BackupUnreadable: not a backup, a newer format, or a damaged header.
    """
    start = source.read(len(MAGIC) + 6)
    if len(start) < len(MAGIC) + 6 or not start.startswith(MAGIC):
        raise BackupUnreadable("this is not a mailsocket-mailbox backup (no backup header)")
    version, length = struct.unpack(">HI", start[len(MAGIC) :])
    if version != FORMAT_VERSION:
        raise BackupUnreadable(
            f"backup format {version} is not one this mailsocket-mailbox reads "
            f"(it reads {FORMAT_VERSION}): use the version that made it, or a newer one"
        )
    if length > _MAX_HEADER_BYTES:
        raise BackupUnreadable("the backup's header is damaged (its length is impossible)")
    body = source.read(length)
    try:
        fields = json.loads(body)
        header = BackupHeader(
            created_at=str(fields["created_at"]),
            revision=fields["revision"],
            key_ids=tuple(str(slot["key_id"]) for slot in fields["keys"]),
            chunk_bytes=int(fields["chunk_bytes"]),
        )
    except (ValueError, KeyError, TypeError):
        raise BackupUnreadable("the backup's header is damaged (not its JSON)") from None
    return header, fields, start + body


def open_backup(source: BinaryIO, key: MasterKey) -> tuple[BackupHeader, Iterator[bytes]]:
    """The header and the clear chunks of the backup in ``source``. The chunks are checked as
    they are read: consume them all before trusting any (the last one proves the end).

    Raises:
        BackupUnreadable: at once for a wrong key or a damaged header, while iterating for a
            changed, missing or extra chunk or a cut file.
    """
    header, fields, header_bytes = read_header(source)
    slot = next((s for s in fields["keys"] if s.get("key_id") == key.key_id), None)
    if slot is None:
        raise BackupUnreadable(
            f"the key given (id {key.key_id}) is not the one this backup was sealed with "
            f"(id {', '.join(header.key_ids)}); after `keys rotate`, an older backup opens "
            "with the recovery key printed before the rotation"
        )
    try:
        prefix = base64.b64decode(fields["nonce_prefix"])
        data_key = AESGCM(key.raw).decrypt(
            base64.b64decode(slot["nonce"]), base64.b64decode(slot["wrapped"]), _KEY_AAD + prefix
        )
    except (InvalidTag, ValueError, KeyError, TypeError):
        raise BackupUnreadable(
            "the backup's key slot does not open with this key: the header was changed"
        ) from None
    return header, _chunks(source, AESGCM(data_key), prefix, header, header_bytes)


def _chunks(
    source: BinaryIO, opener: AESGCM, prefix: bytes, header: BackupHeader, aad: bytes
) -> Iterator[bytes]:
    counter = 0
    while True:
        frame = source.read(5)
        if len(frame) < 5:
            raise BackupUnreadable(
                f"the backup is cut short: it ends after {counter} chunk(s), before its last"
            )
        flag, length = struct.unpack(">BI", frame)
        if flag not in (_MORE, _FINAL) or length > header.chunk_bytes + _TAG_BYTES:
            raise BackupUnreadable(f"the backup is damaged at chunk {counter} (its framing)")
        sealed = source.read(length)
        if len(sealed) < length:
            raise BackupUnreadable(f"the backup is cut short inside chunk {counter}")
        try:
            clear = opener.decrypt(_nonce(prefix, counter, flag), sealed, aad)
        except InvalidTag:
            raise BackupUnreadable(
                f"the backup was changed or damaged: chunk {counter} fails its check"
            ) from None
        yield clear
        if flag == _FINAL:
            if source.read(1):
                raise BackupUnreadable("the backup has bytes after its last chunk: not as made")
            return
        counter += 1


def _nonce(prefix: bytes, counter: int, flag: int) -> bytes:
    return prefix + struct.pack(">IB", counter, flag)


def _b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode()
