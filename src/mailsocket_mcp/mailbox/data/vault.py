"""Envelope encryption of account credentials (AES-256-GCM) under a master key kept outside the DB.

Each account has its own random data key; the master key wraps it (``accounts.wrapped_key``),
and the data key seals each credential (``credentials.sealed``), bound by its associated data
to the account and the field, so a sealed value copied to another row does not open. The master
key lives in ``master.key`` (created 0600 in the data folder) or in ``MAILBOX_MASTER_KEY``; the
database keeps only a sealed known text (``vault``) that tells a wrong key from the right one.
Rotating makes a new master key and re-wraps every data key in one transaction; the sealed
credentials themselves do not change. A webhook's signing secret, which the service reads again
to sign each post, and a user's TOTP secrets are sealed under the master key itself
(``seal_secret``, bound to what they belong to), and rotation re-seals them in the same
transaction.

The recovery key is the master key written for people: base32 in groups, with a checksum, so a
mistyped one is told apart from a wrong one.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import os
import secrets
from dataclasses import dataclass
from datetime import datetime, timezone
from enum import Enum
from pathlib import Path

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from sqlalchemy import select
from sqlalchemy.orm import Session

from ..errors import BadRequest, Conflict, CredentialUnreadable, VaultLocked
from ..settings import MailboxSettings
from .models import AccountRow, CredentialRow, TotpDeviceRow, VaultRow, WebhookRow

__all__ = [
    "MasterKey",
    "Vault",
    "VaultState",
    "load_master_key",
    "parse_key_text",
    "store_key_file",
    "totp_aad",
]

KEY_BYTES = 32
NONCE_BYTES = 12
_CHECK_TEXT = b"mailsocket-mailbox vault check v1"
_CHECK_AAD = b"vault-check"


class VaultState(str, Enum):
    OPEN = "open"
    LOCKED = "locked"
    UNINITIALISED = "uninitialised"


@dataclass(frozen=True)
class MasterKey:
    """32 random bytes; ``repr`` shows only the key id."""

    raw: bytes

    @classmethod
    def generate(cls) -> MasterKey:
        return cls(secrets.token_bytes(KEY_BYTES))

    @property
    def key_id(self) -> str:
        """A fingerprint that names the key without revealing it."""
        return hashlib.sha256(b"mailbox-key-id" + self.raw).hexdigest()[:16]

    def file_text(self) -> str:
        return base64.urlsafe_b64encode(self.raw).decode().rstrip("=") + "\n"

    def recovery_text(self) -> str:
        checked = self.raw + hashlib.sha256(self.raw).digest()[:2]
        letters = base64.b32encode(checked).decode().rstrip("=")
        return "-".join(letters[i : i + 5] for i in range(0, len(letters), 5))

    def __repr__(self) -> str:
        return f"MasterKey(key_id={self.key_id!r})"


def parse_key_text(text: str) -> MasterKey:
    """A master key from a key file's text or a recovery key (either form works everywhere).

    Raises:
        BadRequest: neither form, or a recovery key whose checksum does not match (mistyped).
    """
    compact = "".join(text.split())
    if "-" in compact and compact.replace("-", "").isalnum() and compact.upper() == compact:
        letters = compact.replace("-", "")
        try:
            checked = base64.b32decode(letters + "=" * (-len(letters) % 8))
        except binascii.Error:
            raise BadRequest("the recovery key is not valid base32; check it for typos") from None
        raw, check = checked[:KEY_BYTES], checked[KEY_BYTES:]
        if len(raw) != KEY_BYTES or hashlib.sha256(raw).digest()[:2] != check:
            raise BadRequest("the recovery key's checksum does not match; check it for typos")
        return MasterKey(raw)
    try:
        raw = base64.urlsafe_b64decode(compact + "=" * (-len(compact) % 4))
    except (binascii.Error, ValueError):
        raw = b""
    if len(raw) != KEY_BYTES:
        raise BadRequest("a master key is 32 bytes in base64url (or a recovery key)")
    return MasterKey(raw)


class Vault:
    """The master key of one process and what it seals. Built by ``Vault.open``."""

    def __init__(
        self, settings: MailboxSettings, key: MasterKey | None, state: VaultState, why: str
    ):
        self._settings = settings
        self._key = key
        self.state = state
        self.why = why

    # -- opening -----------------------------------------------------------------------------

    @classmethod
    def open(cls, settings: MailboxSettings, session: Session) -> Vault:
        """The vault as the key and the database find it. Never raises for a wrong key:
        it answers a locked vault that says why."""
        row = session.get(VaultRow, 1)
        try:
            key = _load_key(settings)
        except BadRequest as exc:
            return cls(settings, None, VaultState.LOCKED, f"{_key_source(settings)}: {exc.message}")
        if row is None:
            why = "no master key yet: `mailsocket-mailbox keys init` makes one"
            return cls(settings, key, VaultState.UNINITIALISED, why)
        if key is None:
            why = (
                f"the master key is missing: no {settings.key_file} and no MAILBOX_MASTER_KEY "
                "(restore it with `mailsocket-mailbox keys import-recovery`)"
            )
            return cls(settings, None, VaultState.LOCKED, why)
        if not _opens(key, row):
            why = (
                f"the master key from {_key_source(settings)} (id {key.key_id}) does not open "
                f"this database's vault (sealed with key id {row.key_id}): a wrong key"
            )
            return cls(settings, None, VaultState.LOCKED, why)
        return cls(settings, key, VaultState.OPEN, "")

    def initialise(self, session: Session) -> str | None:
        """Make the master key (or take the one from the environment) and seal the vault check.

        Returns the recovery key to show once, or None when the key came from
        ``MAILBOX_MASTER_KEY`` (its holder has it already).

        Raises:
            Conflict: the vault exists already.
        """
        if session.get(VaultRow, 1) is not None or self.state is not VaultState.UNINITIALISED:
            raise Conflict("the vault has a master key already (`keys rotate` makes a new one)")
        created = self._key is None
        key = self._key or MasterKey.generate()
        if created:
            _write_key_file(self._settings.key_file, key, exclusive=True)
        nonce, sealed = _seal_check(key)
        session.add(
            VaultRow(
                id=1, key_id=key.key_id, check_nonce=nonce, check_sealed=sealed, created_at=_now()
            )
        )
        session.flush()
        self._key, self.state, self.why = key, VaultState.OPEN, ""
        return key.recovery_text() if created else None

    def rotate(self, session: Session) -> str:
        """A new master key: every data key re-wrapped, the key file replaced, in that order.

        The new key is written beside the old one first and moved over it after the database
        took it, so a failure in between leaves a key that opens the database. Returns the new
        recovery key.

        Raises:
            VaultLocked: the vault is not open.
            Conflict: the key comes from MAILBOX_MASTER_KEY, which this process cannot change.
        """
        old = self._require_key()
        if self._settings.master_key is not None:
            raise Conflict(
                "the master key comes from MAILBOX_MASTER_KEY: rotate with a key file, or set "
                "the new key yourself"
            )
        new = MasterKey.generate()
        pending = self._settings.key_file.with_suffix(".key.new")
        _write_key_file(pending, new, exclusive=False)
        for account in session.scalars(select(AccountRow)):
            data_key = _unwrap(old, account)
            account.key_nonce, account.wrapped_key = _wrap(new, account.id, data_key)
        for hook in session.scalars(select(WebhookRow)):
            aad = _webhook_aad(hook.id)
            clear = _open_with(old, aad, hook.secret_nonce, hook.secret_sealed)
            hook.secret_nonce, hook.secret_sealed = _seal_with(new, aad, clear)
        for device in session.scalars(select(TotpDeviceRow)):
            aad = totp_aad(device.id)
            clear = _open_with(old, aad, device.secret_nonce, device.secret_sealed)
            device.secret_nonce, device.secret_sealed = _seal_with(new, aad, clear)
        row = session.get(VaultRow, 1)
        assert row is not None  # an open vault has its row
        row.key_id = new.key_id
        row.check_nonce, row.check_sealed = _seal_check(new)
        row.rotated_at = _now()
        session.flush()
        session.commit()
        pending.replace(self._settings.key_file)
        self._key = new
        return new.recovery_text()

    def import_recovery(self, session: Session, text: str) -> None:
        """Store the master key given as a recovery key in the key file, if it opens the vault.

        Raises:
            BadRequest: the text is not a key, or not the key of this database's vault.
        """
        key = parse_key_text(text)
        row = session.get(VaultRow, 1)
        if row is None:
            raise BadRequest("this database has no vault yet: `keys init` makes one")
        if not _opens(key, row):
            raise BadRequest(
                f"this recovery key (id {key.key_id}) does not open this database's vault "
                f"(key id {row.key_id})"
            )
        _write_key_file(self._settings.key_file, key, exclusive=False)
        self._key, self.state, self.why = key, VaultState.OPEN, ""

    # -- sealing -----------------------------------------------------------------------------

    def new_account_key(self, account_id: str) -> tuple[bytes, bytes, bytes]:
        """A fresh data key for an account: ``(data_key, key_nonce, wrapped_key)``.

        Raises:
            VaultLocked: the vault is not open.
        """
        data_key = AESGCM.generate_key(bit_length=256)
        nonce, wrapped = _wrap(self._require_key(), account_id, data_key)
        return data_key, nonce, wrapped

    def seal_credentials(
        self, account: AccountRow, values: dict[str, str], data_key: bytes | None = None
    ) -> list[CredentialRow]:
        """Rows holding ``values`` sealed under the account's data key.

        Raises:
            VaultLocked: the vault is not open.
            CredentialUnreadable: the account's data key does not unwrap.
        """
        key = data_key or _unwrap(self._require_key(), account)
        rows = []
        for field, value in values.items():
            nonce = os.urandom(NONCE_BYTES)
            aad = _credential_aad(account.id, field)
            sealed = AESGCM(key).encrypt(nonce, value.encode(), aad)
            rows.append(
                CredentialRow(
                    account_id=account.id,
                    field=field,
                    nonce=nonce,
                    sealed=sealed,
                    updated_at=_now(),
                )
            )
        return rows

    def open_credential(self, account: AccountRow, row: CredentialRow) -> str:
        """The clear text of one credential, for the provider that logs in with it.

        Raises:
            VaultLocked: the vault is not open.
            CredentialUnreadable: it does not decrypt (tampered, or sealed under another key).
        """
        key = _unwrap(self._require_key(), account)
        try:
            clear = AESGCM(key).decrypt(
                row.nonce, row.sealed, _credential_aad(account.id, row.field)
            )
        except InvalidTag:
            raise CredentialUnreadable(
                f"the credential {row.field!r} of account {account.id} does not decrypt"
            ) from None
        return clear.decode()

    def seal_secret(self, aad: bytes, clear: bytes) -> tuple[bytes, bytes]:
        """``(nonce, sealed)``: ``clear`` under the master key, bound to ``aad``.

        Raises:
            VaultLocked: the vault is not open.
        """
        return _seal_with(self._require_key(), aad, clear)

    def open_secret(self, aad: bytes, nonce: bytes, sealed: bytes) -> bytes:
        """What ``seal_secret`` sealed with the same ``aad``.

        Raises:
            VaultLocked: the vault is not open.
            CredentialUnreadable: it does not decrypt (tampered, or bound to something else).
        """
        return _open_with(self._require_key(), aad, nonce, sealed)

    def seal_webhook_secret(self, webhook_id: str, secret: str) -> tuple[bytes, bytes]:
        """``(nonce, sealed)`` of a webhook's signing secret, bound to the webhook.

        Raises:
            VaultLocked: the vault is not open.
        """
        return self.seal_secret(_webhook_aad(webhook_id), secret.encode())

    def open_webhook_secret(self, hook: WebhookRow) -> str:
        """A webhook's signing secret, to sign one post.

        Raises:
            VaultLocked: the vault is not open.
            CredentialUnreadable: it does not decrypt (tampered, or sealed under another key).
        """
        aad = _webhook_aad(hook.id)
        return self.open_secret(aad, hook.secret_nonce, hook.secret_sealed).decode()

    def sealing_key(self) -> MasterKey:
        """The open vault's master key, for what is sealed outside the database (a backup).

        Raises:
            VaultLocked: the vault is not open.
        """
        return self._require_key()

    def _require_key(self) -> MasterKey:
        if self._key is None or self.state is not VaultState.OPEN:
            raise VaultLocked(f"the vault is locked: {self.why}")
        return self._key


def load_master_key(settings: MailboxSettings) -> MasterKey | None:
    """The master key from ``MAILBOX_MASTER_KEY`` or the key file; None when neither is there.

    Raises:
        BadRequest: what is there is not a key.
    """
    return _load_key(settings)


def store_key_file(path: Path, key: MasterKey) -> None:
    """Write (or replace) a key file, 0600."""
    _write_key_file(path, key, exclusive=False)


def _load_key(settings: MailboxSettings) -> MasterKey | None:
    if settings.master_key is not None:
        return parse_key_text(settings.master_key.reveal())
    try:
        text = settings.key_file.read_text()
    except FileNotFoundError:
        return None
    return parse_key_text(text)


def _key_source(settings: MailboxSettings) -> str:
    return "MAILBOX_MASTER_KEY" if settings.master_key is not None else str(settings.key_file)


def _write_key_file(path: Path, key: MasterKey, *, exclusive: bool) -> None:
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    flags = os.O_WRONLY | os.O_CREAT | (os.O_EXCL if exclusive else os.O_TRUNC)
    descriptor = os.open(path, flags, 0o600)
    with os.fdopen(descriptor, "w") as handle:
        handle.write(key.file_text())
        handle.flush()
        os.fsync(handle.fileno())
    path.chmod(0o600)


def _seal_check(key: MasterKey) -> tuple[bytes, bytes]:
    nonce = os.urandom(NONCE_BYTES)
    return nonce, AESGCM(key.raw).encrypt(nonce, _CHECK_TEXT, _CHECK_AAD)


def _opens(key: MasterKey, row: VaultRow) -> bool:
    try:
        clear = AESGCM(key.raw).decrypt(row.check_nonce, row.check_sealed, _CHECK_AAD)
    except InvalidTag:
        return False
    return hmac.compare_digest(clear, _CHECK_TEXT)


def _wrap(key: MasterKey, account_id: str, data_key: bytes) -> tuple[bytes, bytes]:
    nonce = os.urandom(NONCE_BYTES)
    return nonce, AESGCM(key.raw).encrypt(nonce, data_key, b"data-key:" + account_id.encode())


def _unwrap(key: MasterKey, account: AccountRow) -> bytes:
    try:
        return AESGCM(key.raw).decrypt(
            account.key_nonce, account.wrapped_key, b"data-key:" + account.id.encode()
        )
    except InvalidTag:
        raise CredentialUnreadable(
            f"the data key of account {account.id} does not unwrap"
        ) from None


def totp_aad(device_id: str) -> bytes:
    """What a TOTP device's sealed secret is bound to: a secret copied to another row fails."""
    return f"totp:{device_id}".encode()


def _seal_with(key: MasterKey, aad: bytes, clear: bytes) -> tuple[bytes, bytes]:
    nonce = os.urandom(NONCE_BYTES)
    return nonce, AESGCM(key.raw).encrypt(nonce, clear, aad)


def _open_with(key: MasterKey, aad: bytes, nonce: bytes, sealed: bytes) -> bytes:
    try:
        return AESGCM(key.raw).decrypt(nonce, sealed, aad)
    except InvalidTag:
        raise CredentialUnreadable(
            f"the secret sealed for {aad.decode()} does not decrypt"
        ) from None


def _webhook_aad(webhook_id: str) -> bytes:
    return f"webhook-secret:{webhook_id}".encode()


def _credential_aad(account_id: str, field: str) -> bytes:
    return f"credential:{account_id}:{field}".encode()


def _now() -> datetime:
    return datetime.now(timezone.utc)
