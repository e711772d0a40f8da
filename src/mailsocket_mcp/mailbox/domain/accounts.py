"""Accounts: the settings of a real mailbox and its credentials, sealed by the vault.

Nothing is stored before the servers accepted the login (``_verify``, through
:class:`~.connection.Connector`): a wrong password, an unreachable or hanging server, or a host
the service may not reach (:mod:`.hosts`) is an error and leaves the database as it was. The
account's ``capabilities`` are what its servers offered then.

Status: ``connected`` after a login that worked; ``needs_reauth`` after the server refused
the credentials (:func:`mark_needs_reauth`; nobody logs in with them again until new ones
come in a PATCH or someone asks for ``verify``; the sync workers leave it alone until then and
take it up again once it is ``connected``); ``unreachable`` after a verify that could not reach
the server.

Disabled (``PATCH {"disabled": true}``, ours beside the contract, audited): the account stays
listed with its status, but it is not synced, nothing connects to its servers and every
operation but reading, changing (to enable it again) or deleting the account and its sends
audit answers 409 ``account_disabled``. The contract's ``status`` has no value for it, so it is
a field of its own, ``disabled``. ``PATCH {"disabled": false}`` enables it; its sync resumes.
"""

from __future__ import annotations

import ipaddress
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..data.models import AccountRow, CredentialRow, UserRow
from ..data.outbox import Event, queue_events
from ..data.vault import Vault, VaultState
from ..errors import (
    AccountDisabled,
    BadRequest,
    CredentialsRejected,
    Forbidden,
    InvalidSettings,
    NameTaken,
    NotFound,
    NotSupported,
    ProviderUnavailable,
    VaultLocked,
)
from . import audit
from .audit import HOST, Actor
from .records import decode_cursor, encode_cursor, new_id, now
from .rights import ACCOUNT_GROUPS, GrantSpec, Rights

if TYPE_CHECKING:  # connection.py opens credentials with this module's help
    from .connection import Connector

__all__ = [
    "CONNECTED",
    "NEEDS_REAUTH",
    "AccountInput",
    "add_account",
    "create_account",
    "delete_account",
    "get_account",
    "list_accounts",
    "mark_needs_reauth",
    "open_credentials",
    "update_account",
    "verify_account",
]

log = logging.getLogger("mailsocket_mcp.mailbox.accounts")

CONNECTED = "connected"
NEEDS_REAUTH = "needs_reauth"
PROVIDERS_BUILT = ("imap", "pop3")
SECURITY = ("tls", "starttls", "none")
TEXT_SETTINGS = ("host", "username", "smtp_host", "smtp_username")
SMTP_PORTS = {"tls": 465, "starttls": 587}
PORT_SETTINGS = ("port", "smtp_port")
SECURITY_SETTINGS = ("security", "smtp_security")
KNOWN_SETTINGS = (*TEXT_SETTINGS, *PORT_SETTINGS, *SECURITY_SETTINGS)
MAX_SECRET_CHARS = 4096
# What a disabled account still answers: nothing among them reaches its servers.
WHILE_DISABLED = frozenset(
    {"list_accounts", "get_account", "get_status", "update_account", "delete_account"}
    | {"list_sends", "list_all_sends"}
)


@dataclass(frozen=True, kw_only=True)
class AccountInput:
    provider: str
    email: str
    display_name: str | None
    settings: Mapping[str, str | int | bool]
    credentials: Mapping[str, str]


def account_view(
    row: AccountRow, credentials: list[CredentialRow], rights: Rights
) -> dict[str, Any]:
    return {
        "id": row.id,
        "provider": row.provider,
        "email": row.email,
        "display_name": row.display_name,
        "status": row.status,
        "disabled": row.disabled,
        "inbox_source": (
            {"mode": row.inbox_source_mode, "domain": row.inbox_source_domain}
            if row.inbox_source_mode is not None
            else None
        ),
        "credentials": [
            {"field": c.field, "updated_at": c.updated_at}
            for c in sorted(credentials, key=lambda c: c.field)
        ],
        "settings": dict(row.settings),
        "capabilities": list(row.capabilities),
        "marks": {"read": [], "written": []},
        "operations": sorted(rights.ops_on(row.id)),
    }


def get_account(session: Session, rights: Rights, account_id: str, operation: str) -> AccountRow:
    """The account, if the caller may run ``operation`` on it.

    Raises:
        NotFound: no such account, or one the caller has no right on at all.
        Forbidden: some right on it, but not this one.
        AccountDisabled: the account is disabled and ``operation`` would use it.
    """
    row = session.get(AccountRow, account_id)
    ops = rights.ops_on(account_id)
    if row is None or not ops:
        raise NotFound(f"no account {account_id!r}")
    if operation not in ops:
        raise Forbidden(f"the caller may not {operation} on this account")
    if row.disabled and operation not in WHILE_DISABLED:
        raise_disabled(row)
    return row


def raise_disabled(row: AccountRow) -> None:
    """Raises: AccountDisabled, naming the account and how to enable it."""
    raise AccountDisabled(
        f"the account {row.id} ({row.email}) is disabled: enable it with PATCH "
        '/v1/accounts/{id} {"disabled": false}'
    )


def credentials_of(session: Session, account_id: str) -> list[CredentialRow]:
    return list(
        session.scalars(select(CredentialRow).where(CredentialRow.account_id == account_id))
    )


def open_credentials(session: Session, vault: Vault, row: AccountRow) -> dict[str, str]:
    """The account's stored credentials, decrypted for one use: field name to secret.

    Raises:
        VaultLocked, CredentialUnreadable: the vault cannot open them.
    """
    return {c.field: vault.open_credential(row, c) for c in credentials_of(session, row.id)}


def list_accounts(
    session: Session,
    rights: Rights,
    *,
    address: str | None = None,
    provider: str | None = None,
    status: str | None = None,
    limit: int = 50,
    cursor: str | None = None,
) -> dict[str, Any]:
    """The accounts the caller may list (``list_accounts`` on them), by address, one page.

    Raises:
        InvalidCursor: a cursor this list did not hand out.
    """
    query = select(AccountRow)
    if address:
        query = query.where(AccountRow.email_key.contains(address.casefold(), autoescape=True))
    if provider is not None:
        query = query.where(AccountRow.provider == provider)
    if status is not None:
        query = query.where(AccountRow.status == status)
    if cursor is not None:
        key, row_id = decode_cursor(cursor, 2)
        query = query.where(
            (AccountRow.email_key > key)
            | ((AccountRow.email_key == key) & (AccountRow.id > row_id))
        )
    page: list[AccountRow] = []
    more = False
    for row in session.scalars(query.order_by(AccountRow.email_key, AccountRow.id)):
        if "list_accounts" not in rights.ops_on(row.id):
            continue
        if len(page) == limit:
            more = True
            break
        page.append(row)
    return {
        "items": [account_view(r, credentials_of(session, r.id), rights) for r in page],
        "next_cursor": encode_cursor(page[-1].email_key, page[-1].id) if more else None,
    }


def create_account(
    session: Session,
    vault: Vault,
    connector: Connector,
    caller: Actor,
    rights: Rights,
    data: AccountInput,
) -> tuple[AccountRow, Rights]:
    """Store a new account, its credentials sealed. A caller who is not admin gets a grant of
    every account right on it (it holds the credentials anyway); answered with the account are
    the caller's rights after that.

    Raises:
        Forbidden: the caller may not connect accounts.
        NotSupported: a provider not built yet.
        InvalidSettings, BadRequest: settings or credentials the service refuses.
        NameTaken: this address is connected with this provider already.
        CredentialsRejected: a server refused the login (nothing is stored).
        ProviderUnavailable: a server could not be reached or timed out (nothing is stored).
        VaultLocked: the master key is missing or wrong.
    """
    if not rights.may("create_account"):
        raise Forbidden("connecting accounts needs accounts.connect")
    if data.provider not in PROVIDERS_BUILT:
        raise NotSupported(f"the provider {data.provider!r} is not built yet (imap, pop3 are)")
    settings = _checked_settings(dict(data.settings), data.email)
    credentials = _checked_credentials(data.credentials, required=("password",))
    email_key = data.email.strip().casefold()
    taken = session.scalar(
        select(AccountRow.id).where(
            AccountRow.email_key == email_key, AccountRow.provider == data.provider
        )
    )
    if taken is not None:
        raise NameTaken(f"{data.email} is connected already ({taken})")
    if vault.state is not VaultState.OPEN:  # before any server is contacted
        raise VaultLocked(f"the vault is locked: {vault.why}")
    capabilities = _verify(connector, data.provider, settings, credentials)
    return add_account(session, vault, caller, rights, data, settings, capabilities)


def add_account(
    session: Session,
    vault: Vault,
    caller: Actor,
    rights: Rights,
    data: AccountInput,
    settings: dict[str, Any],
    capabilities: list[str],
) -> tuple[AccountRow, Rights]:
    """Store an account whose servers accepted the login: a new data key, its credentials
    sealed, a grant of every account right for a caller who is not admin, an audit record.
    Answers the row and the caller's rights after that.

    Raises:
        VaultLocked: the master key is missing or wrong.
    """
    account_id = new_id("acc")
    data_key, key_nonce, wrapped = vault.new_account_key(account_id)
    row = AccountRow(
        id=account_id,
        provider=data.provider,
        email=data.email.strip(),
        email_key=data.email.strip().casefold(),
        display_name=data.display_name,
        status=CONNECTED,
        settings=settings,
        capabilities=capabilities,
        created_at=now(),
        key_nonce=key_nonce,
        wrapped_key=wrapped,
    )
    session.add(row)
    session.flush()
    session.add_all(vault.seal_credentials(row, dict(data.credentials), data_key))
    if not rights.admin and caller.user_id is not None:
        user = session.get(UserRow, caller.user_id)
        assert user is not None  # the caller's user exists: it authenticated in this session
        grant = GrantSpec(accounts=(account_id,), allow=tuple(ACCOUNT_GROUPS))
        user.grants = [*user.grants, grant.to_json()]
        rights = Rights(service_ops=rights.service_ops, grants=(*rights.grants, grant))
    detail = f"email={row.email} provider={row.provider} host={settings.get('host', '-')}"
    audit.record(session, caller, "accounts.account_created", target=account_id, detail=detail)
    return row, rights


def update_account(
    session: Session,
    vault: Vault,
    connector: Connector,
    caller: Actor,
    rights: Rights,
    account_id: str,
    *,
    display_name: str | None,
    settings: Mapping[str, str | int | bool | None] | None,
    credentials: Mapping[str, str] | None,
    disabled: bool | None = None,
) -> AccountRow:
    """Change the display name, merge settings (None removes one), replace credentials.

    A server the settings did not name before needs every credential again: a stored secret
    goes to no other server. New settings or credentials are stored only once the servers
    accepted them; the account is ``connected`` again then.

    Raises:
        NotFound, Forbidden: as for ``get_account`` with ``update_account``.
        InvalidSettings, BadRequest: settings or credentials the service refuses.
        CredentialsRejected, ProviderUnavailable: the login failed (nothing is changed).
        VaultLocked: new credentials and the master key is missing or wrong.
        AccountDisabled: new settings or credentials for an account that stays disabled
            (trying them would reach its servers).
    """
    row = get_account(session, rights, account_id, "update_account")
    changed: list[str] = []
    toggled = disabled is not None and disabled != row.disabled
    if disabled is not None and toggled:
        row.disabled = disabled
        activity = "accounts.account_disabled" if disabled else "accounts.account_enabled"
        audit.record(session, caller, activity, target=row.id, detail=f"email={row.email}")
    if row.disabled and (settings or credentials):
        raise_disabled(row)
    if display_name is not None:
        row.display_name = display_name
        changed.append("display_name")
    new_credentials = _checked_credentials(credentials or {}, required=())
    checked: dict[str, Any] = dict(row.settings)
    if settings:
        merged: dict[str, Any] = dict(row.settings)
        for name, value in settings.items():
            if value is None:
                merged.pop(name, None)
            else:
                merged[name] = value
        checked = _checked_settings(merged, row.email)
        moved = [
            k
            for k in ("host", "smtp_host")
            if checked.get(k) != row.settings.get(k) and k in checked
        ]
        if moved and "password" not in new_credentials:
            raise BadRequest(
                f"{', '.join(moved)} changed: send the credentials again, a stored one goes to "
                "no other server"
            )
    if settings or new_credentials:
        stored = connector.secrets(session, vault, row)
        row.capabilities = _verify(connector, row.provider, checked, {**stored, **new_credentials})
        row.status = CONNECTED
    if settings:
        row.settings = checked
        changed.append("settings")
    if new_credentials:
        for old in credentials_of(session, row.id):
            if old.field in new_credentials:
                session.delete(old)
        session.flush()
        session.add_all(vault.seal_credentials(row, dict(new_credentials)))
        changed.append("credentials:" + ",".join(sorted(new_credentials)))
    if changed or not toggled:  # a switch on or off alone has its own record above
        detail = " ".join(changed) or "-"
        audit.record(session, caller, "accounts.account_updated", target=row.id, detail=detail)
    return row


def delete_account(session: Session, caller: Actor, rights: Rights, account_id: str) -> None:
    """Forget the account and its credentials.

    Raises:
        NotFound, Forbidden: as for ``get_account`` with ``delete_account``.
    """
    row = get_account(session, rights, account_id, "delete_account")
    detail = f"email={row.email} provider={row.provider}"
    session.delete(row)
    audit.record(session, caller, "accounts.account_deleted", target=account_id, detail=detail)


def verify_account(
    session: Session,
    vault: Vault,
    connector: Connector,
    caller: Actor,
    rights: Rights,
    account_id: str,
) -> tuple[AccountRow, ProviderUnavailable | None]:
    """Log in again with the stored settings and credentials, and keep what came of it: the
    capabilities and ``connected``, or ``needs_reauth`` (credentials refused) or
    ``unreachable``. The failure is answered, not raised, so that the new status commits; the
    caller raises it after.

    Raises:
        NotFound, Forbidden: as for ``get_account`` with ``verify_account``.
        InvalidSettings: the stored host is one the service may no longer reach.
        VaultLocked, CredentialUnreadable: the stored credentials cannot be read.
    """
    row = get_account(session, rights, account_id, "verify_account")
    stored = connector.secrets(session, vault, row)
    try:
        row.capabilities = _verify(connector, row.provider, row.settings, stored)
    except CredentialsRejected as exc:
        mark_needs_reauth(session, row.id, exc.message, actor=caller)
        return row, exc
    except ProviderUnavailable as exc:
        row.status = "unreachable"
        audit.record(
            session,
            caller,
            "accounts.account_verified",
            target=row.id,
            detail=exc.message,
            outcome="failed",
        )
        return row, exc
    row.status = CONNECTED
    audit.record(session, caller, "accounts.account_verified", target=row.id, detail="connected")
    return row, None


def mark_needs_reauth(
    session: Session, account_id: str, reason: str, *, actor: Actor = HOST
) -> None:
    """The server refused the stored credentials: nobody logs in with them again (no retry
    loop, the account's sync stops) until new ones come (PATCH) or someone asks for ``verify``.
    ``reason`` is safe text, logged and audited. Used by verify and by the sync workers.
    """
    row = session.get(AccountRow, account_id)
    if row is None:
        return
    if row.status != NEEDS_REAUTH:  # an account already waiting for credentials: no new event
        queue_events(session, [Event("account.needs_reauth", row.id, row.id, now())])
    row.status = NEEDS_REAUTH
    log.warning("account %s needs new credentials: %s", account_id, reason)
    audit.record(
        session,
        actor,
        "accounts.account_needs_reauth",
        target=account_id,
        detail=reason,
        outcome="failed",
    )


def _verify(
    connector: Connector, provider: str, settings: Mapping[str, Any], credentials: Mapping[str, str]
) -> list[str]:
    """Log in to the servers the settings name; the account's capabilities.

    Raises:
        BadRequest: no password to log in with.
        InvalidSettings, CredentialsRejected, ProviderUnavailable: as ``Connector.verify``.
    """
    if not credentials.get("password") and not credentials.get("access_token"):
        raise BadRequest("credentials need password")
    return connector.verify_blocking(provider, settings, credentials)


def _checked_settings(settings: dict[str, Any], email: str) -> dict[str, Any]:
    unknown = sorted(set(settings) - set(KNOWN_SETTINGS))
    if unknown:
        raise InvalidSettings(f"unknown settings: {', '.join(unknown)}")
    for name in TEXT_SETTINGS:
        if name in settings and (not isinstance(settings[name], str) or not settings[name].strip()):
            raise InvalidSettings(f"{name} must be a non-empty text")
    for name in PORT_SETTINGS:
        value = settings.get(name)
        if value is not None and (
            isinstance(value, bool) or not isinstance(value, int) or not 0 < value < 65536
        ):
            raise InvalidSettings(f"{name} must be a port number, 1 to 65535")
    for name in SECURITY_SETTINGS:
        if name in settings and settings[name] not in SECURITY:
            raise InvalidSettings(f"{name} must be one of {', '.join(SECURITY)}")
    if "host" not in settings or "port" not in settings:
        raise InvalidSettings("host and port are needed (POST /v1/discovery suggests them)")
    settings.setdefault("security", "tls")
    settings.setdefault("username", email.strip())
    if "smtp_host" in settings:
        port = settings.get("smtp_port")
        settings.setdefault("smtp_security", "tls" if port == SMTP_PORTS["tls"] else "starttls")
        if "smtp_port" not in settings and settings["smtp_security"] not in SMTP_PORTS:
            raise InvalidSettings("smtp_port is needed with smtp_security none")
        settings.setdefault("smtp_port", SMTP_PORTS.get(settings["smtp_security"]))
    for host_key, security_key in (("host", "security"), ("smtp_host", "smtp_security")):
        host = settings.get(host_key)
        if host is not None and settings.get(security_key) == "none" and not _loopback(host):
            raise InvalidSettings(
                f"{security_key} none (plain text) is allowed to a loopback host only, "
                f"not {host}: use tls or starttls"
            )
    return settings


def _loopback(host: str) -> bool:
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _checked_credentials(values: Mapping[str, str], *, required: tuple[str, ...]) -> dict[str, str]:
    missing = [name for name in required if not values.get(name)]
    if missing:
        raise BadRequest(f"credentials need {', '.join(missing)}")
    for name, value in values.items():
        if not name.replace("_", "").isalnum() or len(name) > 100:
            raise BadRequest(f"a credential's name is letters, digits and _: {name[:100]!r}")
        if len(value) > MAX_SECRET_CHARS:
            raise BadRequest(f"the credential {name} is longer than {MAX_SECRET_CHARS} characters")
    return dict(values)
