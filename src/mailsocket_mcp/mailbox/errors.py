"""The mailbox service's errors: one tree, each class its HTTP status and public code.

::

    MailboxServiceError            500 internal         (never raised bare)
     +-- BadRequest                400 bad_request      a request the service cannot take
     |    +-- InvalidCursor        400 invalid_cursor   a cursor this list did not hand out
     |    +-- InvalidRight         400 invalid_right    a right that is not in the catalogue
     |    +-- InvalidSettings      400 invalid_settings account settings the service refuses
 |    +-- TargetRefused        400 target_refused   a webhook URL the service may not post to
     +-- Unauthenticated           401 unauthorized     no token, or a wrong, expired or revoked one
     |    +-- SecondFactorRequired 401 second_factor_required  the password was right: now a code
     +-- Forbidden                 403 forbidden        the caller lacks the right
     |    +-- RecipientNotAllowed  403 recipient_not_allowed  no grant allows this recipient
     +-- NotFound                  404 not_found        no such record, or none the caller may see
     +-- Conflict                  409 conflict         the request conflicts with what is stored
     |    +-- NameTaken            409 name_taken
     |    +-- LastAdmin            409 last_admin       it would leave the service without an admin
     |    +-- IdempotencyKeyReused 409 idempotency_key_reused  the key came with another message
     |    +-- SendInProgress       409 idempotency_in_progress the key's send has not finished
     |    +-- AccountDisabled      409 account_disabled the account is switched off
     +-- ChangesExpired            410 changes_expired  a feed state unknown or older than kept
     +-- PayloadTooLarge           413 payload_too_large
     +-- SendLimitReached          429 send_limit_reached  the grant's sends per day are used up
     +-- SignInThrottled           429 rate_limited     too many wrong passwords or codes lately
     +-- CredentialUnreadable      500 credential_unreadable  a stored secret fails to decrypt
     +-- StorageError              500 storage_error    the service's own database failed
     +-- NotSupported              501 not_supported    not built (yet), or the provider cannot
     +-- ProviderUnavailable       502 provider_unavailable  a mail server failed or timed out
     |    +-- CredentialsRejected  502 credentials_rejected  the mail server refused the login
     |    +-- SendRefused          502 send_refused     the mail server refused the message
     |    +-- SendUncertain        502 send_uncertain   the connection broke after the message went
     +-- ServiceUnavailable        503 unavailable
          +-- VaultLocked          503 vault_locked     the master key is missing or wrong
          +-- NoUserYet            503 no_user          nobody can sign in: run create-admin
          +-- StorageBusy          503 storage_busy     another write held the database too long

Each error's ``message`` is safe to show: it never holds a secret. The web layer renders every
one as ``{"error": {"code", "message"}}`` with its ``status`` (and ``Retry-After`` where
``retry_after`` is set); the CLI prints the message and exits 2.
"""

from __future__ import annotations

from typing import ClassVar


class MailboxServiceError(Exception):
    """Base of every error the mailbox service raises on purpose."""

    status: ClassVar[int] = 500
    code: ClassVar[str] = "internal"

    def __init__(self, message: str, *, retry_after: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.retry_after = retry_after  # seconds, sent as Retry-After


class BadRequest(MailboxServiceError):
    """A request the service cannot take, said in the message."""

    status = 400
    code = "bad_request"


class InvalidCursor(BadRequest):
    """A cursor that this list did not hand out."""

    code = "invalid_cursor"


class InvalidRight(BadRequest):
    """A right (group or operation) that is not in the catalogue, or in the wrong place."""

    code = "invalid_right"


class InvalidSettings(BadRequest):
    """Account settings the service refuses (a missing host, plain text to a public host)."""

    code = "invalid_settings"


class TargetRefused(BadRequest):
    """A webhook URL the service may not post to (its scheme, or where its host is)."""

    code = "target_refused"


class Unauthenticated(MailboxServiceError):
    """No bearer token, or one that is unknown, expired or revoked."""

    status = 401
    code = "unauthorized"


class SecondFactorRequired(Unauthenticated):
    """The name and password were right, and the user has a second factor: ask for a code."""

    code = "second_factor_required"


class Forbidden(MailboxServiceError):
    """The caller lacks the right for this operation."""

    status = 403
    code = "forbidden"


class RecipientNotAllowed(Forbidden):
    """No grant of the caller allows sending to this recipient (the message names it)."""

    code = "recipient_not_allowed"


class NotFound(MailboxServiceError):
    """No such record, or none the caller may see (an ungranted account looks absent)."""

    status = 404
    code = "not_found"


class Conflict(MailboxServiceError):
    """The request conflicts with what is stored."""

    status = 409
    code = "conflict"


class NameTaken(Conflict):
    """A user or role name (or an account address) that is already taken."""

    code = "name_taken"


class LastAdmin(Conflict):
    """The change would leave no enabled user with the ``admin`` right."""

    code = "last_admin"


class IdempotencyKeyReused(Conflict):
    """An ``Idempotency-Key`` used before with a different message."""

    code = "idempotency_key_reused"


class SendInProgress(Conflict):
    """The first send with this ``Idempotency-Key`` has not finished (or was cut off)."""

    code = "idempotency_in_progress"


class AccountDisabled(Conflict):
    """The account is disabled: nothing reaches its servers until it is enabled again."""

    code = "account_disabled"


class SendLimitReached(MailboxServiceError):
    """The grant's ``max_sends_per_day`` is used up for the rolling day; see ``retry_after``."""

    status = 429
    code = "send_limit_reached"


class SignInThrottled(MailboxServiceError):
    """Too many wrong passwords or codes for this name lately; see ``retry_after``."""

    status = 429
    code = "rate_limited"


class ChangesExpired(MailboxServiceError):
    """A change-feed state that is unknown or older than the changes kept: start again."""

    status = 410
    code = "changes_expired"


class PayloadTooLarge(MailboxServiceError):
    """A request body larger than the service takes."""

    status = 413
    code = "payload_too_large"


class CredentialUnreadable(MailboxServiceError):
    """A stored credential does not decrypt with the master key that opened the vault."""

    code = "credential_unreadable"


class StorageError(MailboxServiceError):
    """The service's own database failed."""

    code = "storage_error"


class NotSupported(MailboxServiceError):
    """The operation is not built yet, or the account's provider cannot do it."""

    status = 501
    code = "not_supported"


class ProviderUnavailable(MailboxServiceError):
    """The account's mail server could not be used: unreachable, too slow, TLS failed, or it
    refused a command. The message says which server and why, never a secret."""

    status = 502
    code = "provider_unavailable"


class CredentialsRejected(ProviderUnavailable):
    """The mail server refused the stored username or password: update the credentials."""

    code = "credentials_rejected"


class SendRefused(ProviderUnavailable):
    """The mail server refused the sender, the message or every recipient."""

    code = "send_refused"


class SendUncertain(ProviderUnavailable):
    """The SMTP connection broke after the message was handed over: it may have been sent.
    Its ``Idempotency-Key`` is kept (a retry answers this again, never sends twice)."""

    code = "send_uncertain"


class ServiceUnavailable(MailboxServiceError):
    """The service cannot answer this now."""

    status = 503
    code = "unavailable"


class VaultLocked(ServiceUnavailable):
    """The master key is missing or is not the one the stored credentials were sealed with."""

    code = "vault_locked"


class NoUserYet(ServiceUnavailable):
    """No user exists yet, so no token can exist: ``mailsocket-mailbox create-admin``."""

    code = "no_user"


class StorageBusy(ServiceUnavailable):
    """Another write (e.g. the sync's) held the database longer than a writer waits; see
    ``retry_after``. Nothing was written."""

    code = "storage_busy"
