"""An OAuth account's tokens: kept sealed like passwords, refreshed before they run out.

An account connected by a sign-in by code (``gmail``, ``microsoft``) logs in to IMAP and SMTP
with SASL XOAUTH2. Its credentials (sealed by the vault, like a password) are
``refresh_token`` and ``access_token``; the latter holds the token and when it runs out
(``{"token": ..., "expires_at": <unix seconds>}``), so that a connection built within
:data:`REFRESH_MARGIN` of the end asks the provider for a new one first (and keeps a new
refresh token where the provider rotates them).

A refresh the provider refuses (``invalid_grant``) marks the account ``needs_reauth`` once;
from then on no connection asks the provider again until someone signs the account in again
(``POST /v1/oauth/{provider}/device`` with its ``account_id``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime, timedelta

from sqlalchemy.orm import Session

from ..data.models import AccountRow
from ..data.oauth_client import OAuthClient, Tokens
from ..data.vault import Vault
from ..errors import CredentialsRejected, NotSupported
from ..oauth_apps import OAuthApp, OAuthApps
from .accounts import NEEDS_REAUTH, credentials_of, mark_needs_reauth, open_credentials
from .provider_errors import oauth_errors
from .records import now

__all__ = [
    "OAUTH_PROVIDERS",
    "REFRESH_MARGIN",
    "app_for",
    "client_form",
    "fresh_access_token",
    "reauth_hint",
    "token_credentials",
]

OAUTH_PROVIDERS = ("gmail", "microsoft")
REFRESH_MARGIN = timedelta(minutes=5)
PROVIDER_NAMES = {"gmail": "Google", "microsoft": "Microsoft"}


def reauth_hint(provider: str) -> str:
    return f"sign the account in again (POST /v1/oauth/{provider}/device with its account_id)"


def app_for(apps: OAuthApps, provider: str) -> OAuthApp:
    """The provider's OAuth app.

    Raises:
        NotSupported: the provider has no sign-in by code, or the operator registered no app.
    """
    app = apps.get(provider)
    if app is None:
        raise NotSupported(f"{provider} has no sign-in with a code here (gmail and microsoft have)")
    if not app.configured:
        env = f"MAILBOX_OAUTH_{provider.upper()}_CLIENT_ID"
        raise NotSupported(f"no OAuth app for {provider}: the operator sets {env} (see README)")
    return app


def client_form(app: OAuthApp) -> dict[str, str]:
    """How the app names itself to the token endpoints (client_id, and its secret if any)."""
    form = {"client_id": app.client_id or ""}
    if app.client_secret is not None:
        form["client_secret"] = app.client_secret.reveal()
    return form


def token_credentials(tokens: Tokens, moment: datetime) -> dict[str, str]:
    """The credentials to seal for a token answer (a refresh token only where one came)."""
    expires = moment + timedelta(seconds=max(tokens.expires_in, 0))
    values = {
        "access_token": json.dumps(
            {"token": tokens.access_token, "expires_at": int(expires.timestamp())}
        )
    }
    if tokens.refresh_token:
        values["refresh_token"] = tokens.refresh_token
    return values


def fresh_access_token(
    session: Session,
    vault: Vault,
    apps: OAuthApps,
    client: OAuthClient,
    account: AccountRow,
) -> str:
    """The account's access token, refreshed first when it runs out within the margin.

    A refused refresh is kept (``needs_reauth``, committed with ``session``) before it is
    raised, so the caller's error does not undo it.

    Raises:
        CredentialsRejected: the account needs to be signed in again (now or before).
        NotSupported: the operator's OAuth app for the provider is gone.
        ProviderUnavailable: the provider's token endpoint failed.
        VaultLocked, CredentialUnreadable: the stored tokens cannot be opened.
    """
    provider_name = PROVIDER_NAMES.get(account.provider, account.provider)
    if account.status == NEEDS_REAUTH:
        raise CredentialsRejected(
            f"{provider_name} refused the account's sign-in before: {reauth_hint(account.provider)}"
        )
    stored = open_credentials(session, vault, account)
    cached = _cached(stored)
    moment = now()
    if cached is not None and cached[1] > moment + REFRESH_MARGIN:
        return cached[0]
    app = app_for(apps, account.provider)
    refresh_token = stored.get("refresh_token")
    try:
        if not refresh_token:
            raise CredentialsRejected(
                f"no refresh token stored for this account: {reauth_hint(account.provider)}"
            )
        with oauth_errors(provider_name, reauth_hint=reauth_hint(account.provider)):
            tokens = client.refresh(app.token_url, client_form(app), refresh_token)
    except CredentialsRejected as exc:
        mark_needs_reauth(session, account.id, exc.message)
        session.commit()
        raise
    store_tokens(session, vault, account, token_credentials(tokens, moment))
    return tokens.access_token


def store_tokens(
    session: Session, vault: Vault, account: AccountRow, values: Mapping[str, str]
) -> None:
    """Replace the account's sealed tokens with ``values``."""
    for old in credentials_of(session, account.id):
        if old.field in values:
            session.delete(old)
    session.flush()
    session.add_all(vault.seal_credentials(account, dict(values)))


def _cached(stored: Mapping[str, str]) -> tuple[str, datetime] | None:
    try:
        value = json.loads(stored.get("access_token") or "")
        token, expires = str(value["token"]), int(value["expires_at"])
    except (ValueError, KeyError, TypeError):
        return None
    return token, datetime.fromtimestamp(expires, tz=now().tzinfo)
