"""Sign-in by code (RFC 8628, the OAuth device authorization grant) for Gmail and Microsoft.

:func:`start_sign_in` asks the provider for a code; the person enters it at the provider's
page on any device. :func:`poll_sign_in` asks the provider whether they did, at most once per
``interval`` (sooner polls are answered from the database; ``slow_down`` adds five seconds,
RFC 8628 section 3.5). Once they did, the account's address comes from the provider (Google's
userinfo, Microsoft's id_token), the service logs in to IMAP (and SMTP) with XOAUTH2, and
stores the account, or, for a sign-in started with an ``account_id``, replaces that account's
tokens. The sign-in keeps the account's id, so later polls answer it too, until it expires.

Only the user who started a sign-in polls it. The provider's device code is sealed by the
vault; the tokens are kept as :mod:`.oauth_tokens` says. A sign-in the person declined, or one
that expired, is deleted and answered ``400``: start again.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from ..data.models import AccountRow, OAuthSignInRow
from ..data.oauth_client import OAuthRefused, Tokens, address_from_id_token
from ..data.vault import Vault, VaultState
from ..errors import (
    BadRequest,
    Forbidden,
    MailboxServiceError,
    NameTaken,
    ProviderUnavailable,
    VaultLocked,
)
from ..oauth_apps import OAuthApp
from . import audit
from .accounts import (
    CONNECTED,
    AccountInput,
    account_view,
    add_account,
    credentials_of,
    get_account,
)
from .callers import Caller
from .connection import Connector
from .oauth_tokens import (
    PROVIDER_NAMES,
    app_for,
    client_form,
    store_tokens,
    token_credentials,
)
from .provider_errors import oauth_errors
from .records import new_id, now
from .rights import Rights

__all__ = ["PollAnswer", "poll_sign_in", "start_sign_in"]

log = logging.getLogger("mailsocket_mcp.mailbox.device_oauth")

SLOW_DOWN_SECONDS = 5  # RFC 8628 section 3.5
MAX_INTERVAL_SECONDS = 60
MAX_LIFETIME = timedelta(hours=1)
_PENDING = ("authorization_pending", "slow_down")
_DECLINED = ("access_denied", "authorization_declined")


@dataclass
class PollAnswer:
    """What a poll answers; ``failure`` is raised after the session committed (so that a
    declined or expired sign-in stays deleted)."""

    state: dict[str, Any]
    failure: MailboxServiceError | None = None


def _purpose(sign_in_id: str) -> bytes:
    """What a sign-in's sealed device code is bound to (``Vault.seal_secret``)."""
    return f"secret:device-sign-in:{sign_in_id}".encode()


def start_sign_in(
    session: Session,
    vault: Vault,
    connector: Connector,
    caller: Caller,
    provider: str,
    account_id: str | None,
) -> dict[str, Any]:
    """Ask the provider for a code; keep the sign-in.

    Raises:
        NotSupported: no sign-in by code for the provider, or no OAuth app for it.
        Forbidden, NotFound: the caller may not connect accounts (``start_device_oauth``),
            or, with ``account_id``, may not ``update_account`` on it (404 when no right at all).
        BadRequest: the account is of another provider.
        VaultLocked: the device code could not be sealed.
        ProviderUnavailable: the provider refused or failed.
    """
    app = app_for(connector.oauth, provider)
    _check_rights(session, caller.rights, provider, account_id)
    if vault.state is not VaultState.OPEN:
        raise VaultLocked(f"the vault is locked: {vault.why}")
    moment = now()
    session.execute(delete(OAuthSignInRow).where(OAuthSignInRow.expires_at <= moment))
    with oauth_errors(PROVIDER_NAMES[provider], reauth_hint="start again"):
        code = connector.oauth_client.start(app.device_url, client_form(app), app.scopes)
    interval = min(max(code.interval, 1), MAX_INTERVAL_SECONDS)
    expires_at = moment + min(timedelta(seconds=max(code.expires_in, 1)), MAX_LIFETIME)
    sign_in_id = new_id("dev")
    nonce, sealed = vault.seal_secret(_purpose(sign_in_id), code.device_code.encode())
    session.add(
        OAuthSignInRow(
            id=sign_in_id,
            provider=provider,
            user_id=caller.user_id,
            account_id=account_id,
            nonce=nonce,
            sealed=sealed,
            interval=interval,
            next_poll_at=moment + timedelta(seconds=interval),
            expires_at=expires_at,
            connected_account_id=None,
            created_at=moment,
        )
    )
    return {
        "sign_in_id": sign_in_id,
        "user_code": code.user_code,
        "verification_uri": code.verification_uri,
        "expires_at": expires_at,
        "interval": interval,
    }


def poll_sign_in(
    session: Session,
    vault: Vault,
    connector: Connector,
    caller: Caller,
    provider: str,
    sign_in_id: str,
) -> PollAnswer:
    """Whether the person signed in; the account once they did.

    Raises:
        Forbidden: another user started it, or the caller lost the right to finish it.
        NotSupported: no OAuth app for the provider (any more).
        ProviderUnavailable, CredentialsRejected: the provider, or its mail servers, failed
            or refused the login with the new token (the sign-in stays: poll again).
        VaultLocked, CredentialUnreadable: the device code cannot be opened.
        Returned as ``failure``: BadRequest (unknown, expired, declined, another address
            than the account's), NameTaken (the address is connected already).
    """
    row = session.get(OAuthSignInRow, sign_in_id)
    moment = now()
    if row is None or row.provider != provider:
        return PollAnswer({}, BadRequest(f"no sign-in {sign_in_id!r} under way: start again"))
    if row.user_id != caller.user_id:
        raise Forbidden("only the user who started this sign-in can poll it")
    if row.expires_at <= moment:
        session.delete(row)
        return PollAnswer({}, BadRequest("the sign-in expired before it was finished: start again"))
    _check_rights(session, caller.rights, provider, row.account_id)
    if row.connected_account_id is not None:
        return PollAnswer(_connected(session, caller.rights, row.connected_account_id))
    if moment < row.next_poll_at:
        return PollAnswer({"connected": False, "account": None})
    app = app_for(connector.oauth, provider)
    device_code = vault.open_secret(_purpose(row.id), row.nonce, row.sealed).decode()
    name = PROVIDER_NAMES[provider]
    with oauth_errors(name, reauth_hint="start again"):
        try:
            tokens = connector.oauth_client.poll(app.token_url, client_form(app), device_code)
        except OAuthRefused as exc:
            if exc.error in _PENDING:
                if exc.error == "slow_down":
                    row.interval = min(row.interval + SLOW_DOWN_SECONDS, MAX_INTERVAL_SECONDS)
                row.next_poll_at = moment + timedelta(seconds=row.interval)
                return PollAnswer({"connected": False, "account": None})
            if exc.error in _DECLINED:
                session.delete(row)
                declined = BadRequest(f"the sign-in was declined at {name}: start again")
                return PollAnswer({}, declined)
            if exc.error == "expired_token":
                session.delete(row)
                return PollAnswer({}, BadRequest(f"the code expired at {name}: start again"))
            raise
        email = _address(connector, app, tokens)
    try:
        rights = _finish(session, vault, connector, caller, app, row, tokens, email, moment)
    except (BadRequest, NameTaken, ProviderUnavailable) as exc:
        # The provider's code is used up: this sign-in cannot finish any more.
        session.delete(row)
        return PollAnswer({}, exc)
    assert row.connected_account_id is not None  # set by _finish
    return PollAnswer(_connected(session, rights, row.connected_account_id))


def _check_rights(session: Session, rights: Rights, provider: str, account_id: str | None) -> None:
    if account_id is None:
        if not rights.may("start_device_oauth"):
            raise Forbidden("connecting accounts needs accounts.connect")
        return
    account = get_account(session, rights, account_id, "update_account")
    if account.provider != provider:
        raise BadRequest(
            f"the account {account_id} is a {account.provider} account, not {provider}"
        )


def _address(connector: Connector, app: OAuthApp, tokens: Tokens) -> str:
    """The signed-in account's address (raises OAuthFailed, translated by the caller)."""
    if app.userinfo_url is not None:
        return connector.oauth_client.userinfo(app.userinfo_url, tokens.access_token)
    return address_from_id_token(tokens.id_token)


def _finish(
    session: Session,
    vault: Vault,
    connector: Connector,
    caller: Caller,
    app: OAuthApp,
    row: OAuthSignInRow,
    tokens: Tokens,
    email: str,
    moment: datetime,
) -> Rights:
    """Log in with the new token, then store the account or its new tokens; answers the
    caller's rights after that (a new account grants its connector every right on it).

    Raises:
        BadRequest: signed in as another address than the account's.
        NameTaken: the address is connected already.
        ProviderUnavailable, CredentialsRejected: no refresh token, or the login failed.
        InvalidSettings: a server the service may not reach (a bad override).
    """
    name = PROVIDER_NAMES[app.provider]
    if not tokens.refresh_token:
        raise ProviderUnavailable(
            f"{name} gave no refresh token: the OAuth app needs offline access"
        )
    email_key = email.strip().casefold()
    account = session.get(AccountRow, row.account_id) if row.account_id else None
    if account is not None and account.email_key != email_key:
        raise BadRequest(
            f"signed in as {email}, but the account is {account.email}: start again and sign "
            f"in as {account.email}"
        )
    if account is None:
        taken = session.scalar(
            select(AccountRow.id).where(
                AccountRow.email_key == email_key, AccountRow.provider == app.provider
            )
        )
        if taken is not None:
            raise NameTaken(
                f"{email} is connected already ({taken}): to sign it in again, start with "
                "its account_id"
            )
    settings = _settings(app, email)
    capabilities = connector.verify_blocking(
        app.provider, settings, {"access_token": tokens.access_token}
    )
    credentials = token_credentials(tokens, moment)
    rights = caller.rights
    if account is None:
        data = AccountInput(
            provider=app.provider,
            email=email,
            display_name=None,
            settings=settings,
            credentials=credentials,
        )
        account, rights = add_account(
            session, vault, caller.actor, caller.rights, data, settings, capabilities
        )
    else:
        store_tokens(session, vault, account, credentials)
        account.settings, account.capabilities, account.status = settings, capabilities, CONNECTED
        audit.record(
            session,
            caller.actor,
            "accounts.account_updated",
            target=account.id,
            detail=f"credentials:oauth signed in again at {name}",
        )
    row.connected_account_id = account.id
    log.info("sign-in %s connected account %s", row.id, account.id)
    return rights


def _settings(app: OAuthApp, email: str) -> dict[str, Any]:
    return {
        "host": app.imap.host,
        "port": app.imap.port,
        "security": app.imap.security,
        "username": email,
        "smtp_host": app.smtp.host,
        "smtp_port": app.smtp.port,
        "smtp_security": app.smtp.security,
    }


def _connected(session: Session, rights: Rights, account_id: str) -> dict[str, Any]:
    account = session.get(AccountRow, account_id)
    if account is None:
        return {"connected": False, "account": None}
    return {
        "connected": True,
        "account": account_view(account, credentials_of(session, account.id), rights),
    }
