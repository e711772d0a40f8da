"""The one place where a mail server's failure (a provider error) becomes the service's answer.

Verify, send, sync and reading a message all open their connections inside
:func:`provider_errors`; nothing else maps ``data.providers`` errors to ours. An OAuth
provider's sign-in service (refreshing an access token, a sign-in by code) is spoken to inside
:func:`oauth_errors`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator

from ..data.oauth_client import OAuthFailed, OAuthRefused
from ..data.providers import errors as provider
from ..errors import (
    CredentialsRejected,
    MailboxServiceError,
    NotFound,
    NotSupported,
    ProviderUnavailable,
    SendUncertain,
)

__all__ = ["oauth_errors", "provider_errors"]

# What a token endpoint answers when the stored sign-in no longer works.
_SIGN_IN_GONE = ("invalid_grant", "interaction_required", "consent_required")


@contextlib.contextmanager
def provider_errors(
    server: str,
    *,
    timeout: float,
    refusal: Callable[[str], MailboxServiceError] | None = None,
) -> Iterator[None]:
    """Provider failures inside the block raised as the service's errors (the provider's
    error is the ``__cause__``); messages name ``server`` and never hold a secret.

    ``server`` names it for people, e.g. ``the IMAP server imap.example.org``; ``timeout`` is
    the bound the connection had. ``refusal`` makes the error for a refused command (IMAP
    ``NO``, an SMTP 5xx) from the server's safe text: ``send_refused`` when sending, 404 when
    a message is gone; by default a refusal is ``provider_unavailable``.
    """
    try:
        yield
    except provider.AuthenticationFailed as exc:
        raise CredentialsRejected(
            f"{server} refused the username or password: the account's credentials do not "
            "work; update them (PATCH /v1/accounts/{id})"
        ) from exc
    except provider.DeliveryUncertain as exc:
        raise SendUncertain(
            f"{server} went away while the message was being handed over: it may have been "
            "sent. Look in the recipient's mail or the account's Sent folder before sending "
            "it again, with a new Idempotency-Key (this one keeps answering this)"
        ) from exc
    except provider.ProviderTimeout as exc:
        raise ProviderUnavailable(f"{server} did not answer within {timeout:g} s") from exc
    except provider.NotSupported as exc:
        raise NotSupported(f"{server}: {exc.public_message}") from exc
    except provider.FolderNotFound as exc:
        raise NotFound(exc.public_message) from exc
    except provider.ServerRefused as exc:
        if refusal is None:
            raise ProviderUnavailable(f"{server}: {exc.public_message}") from exc
        raise refusal(exc.public_message) from exc
    except provider.ProviderError as exc:
        raise ProviderUnavailable(f"{server}: {exc.public_message}") from exc


@contextlib.contextmanager
def oauth_errors(provider_name: str, *, reauth_hint: str) -> Iterator[None]:
    """An OAuth provider's failures inside the block raised as the service's errors.

    A sign-in the provider no longer honours (``invalid_grant``: revoked, expired, password
    changed) is :class:`CredentialsRejected` (``reauth_hint`` says how to sign in again);
    another refusal or no answer is :class:`ProviderUnavailable`, naming the provider's error
    code only (never its free text, which may quote what was sent).
    """
    try:
        yield
    except OAuthRefused as exc:
        if exc.error in _SIGN_IN_GONE:
            raise CredentialsRejected(
                f"{provider_name} no longer accepts the account's sign-in ({exc.error}): "
                f"{reauth_hint}"
            ) from exc
        raise ProviderUnavailable(f"{provider_name}'s sign-in refused: {exc.error}") from exc
    except OAuthFailed as exc:
        raise ProviderUnavailable(f"{provider_name}'s sign-in service: {exc}") from exc
