"""The one place where a provider's failure becomes the service's answer."""

from __future__ import annotations

from ..data.providers import errors as provider
from ..errors import (
    CredentialsRejected,
    MailboxServiceError,
    NotFound,
    NotSupported,
    ProviderUnavailable,
    SendRefused,
)

__all__ = ["translated"]


def translated(exc: provider.ProviderError, *, sending: bool = False) -> MailboxServiceError:
    """The service error for ``exc``; its message is the provider's safe text.

    ``sending``: a refusal (NO, or an SMTP 5xx) is ``send_refused``, else it is the mail
    server's failure (``provider_unavailable``).
    """
    text = exc.public_message
    if isinstance(exc, provider.AuthenticationFailed):
        return CredentialsRejected(
            f"{text}: the account's stored credentials no longer work; update them "
            "(PATCH /v1/accounts/{id})"
        )
    if isinstance(exc, provider.NotSupported):
        return NotSupported(text)
    if isinstance(exc, provider.FolderNotFound):
        return NotFound(text)
    if isinstance(exc, provider.ServerRefused) and sending:
        return SendRefused(text)
    return ProviderUnavailable(text)
