"""Sending a message from an account: rights, idempotency, limits, SMTP, the copy in Sent, audit.

One send, in order:

1. the caller needs ``send_message`` on the account (404 / 403 otherwise, not audited: no
   attempt on an account it may not use);
2. with an ``Idempotency-Key``, the key is claimed (``idempotency.py``): a retry of a sent
   message gets the first answer here and nothing below runs;
3. one transaction checks the message (a recipient, nothing not built yet), the grant's
   recipients and sends per rolling day, and writes the attempt as ``sending`` (which counts
   against the limit at once, also for another process: the account's row is locked while
   counting on PostgreSQL, and SQLite has one writer at a time);
4. the credentials are opened, the message composed and handed to the account's SMTP server;
5. a read copy is appended to the Sent folder over IMAP (``\\Seen``); a failure there is
   logged and leaves ``sent_copy_id`` null, since the message is gone already;
6. the attempt becomes ``sent`` (the answer stored under the key) or ``failed`` / ``denied``
   (the key given back), or ``failed`` with ``send_uncertain`` when the SMTP connection broke
   after the message was handed over (the key kept: it may have been sent).

Never in a log or a record: the password, the message's content.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import anyio
from sqlalchemy import select
from sqlalchemy.orm import Session

from ..data.models import AccountRow, SendRow
from ..data.outbox import Event, queue_events
from ..data.providers import FolderRole, Provider, ProviderError
from ..errors import BadRequest, MailboxServiceError, NotSupported, SendRefused, SendUncertain
from . import idempotency
from .accounts import get_account
from .appended import index_appended, index_removed, role_folder
from .callers import Caller
from .compose import Address, Composed, Outgoing, as_stored, compose
from .connection import IMAP_PROVIDERS, AccountAccess, access_of
from .mailbox import Mailbox
from .preparing import Mark, Prepared, StoredDraft, prepare
from .records import new_id, now
from .references import Reference
from .send_limits import WINDOW, check_send

__all__ = ["SendRequest", "send_message"]

log = logging.getLogger("mailsocket_mcp.mailbox.sending")


@dataclass(frozen=True, kw_only=True)
class SendRequest:
    account_id: str
    message: Outgoing
    digest: str  # idempotency.request_hash of the body
    idempotency_key: str | None = None
    reference: Reference | None = None
    attachments_from: tuple[tuple[str, str], ...] = ()  # (message id, attachment id)
    operation: str = "send_message"
    # send_draft: reads the stored draft, once the Idempotency-Key is claimed (a retry after
    # the draft was sent and deleted gets the first answer, not a 404).
    draft: Callable[[], Awaitable[Prepared]] | None = None


@dataclass
class _Attempt:
    send_id: str
    claim_id: str | None
    recipients: tuple[str, ...]
    access: AccountAccess | None = field(default=None, repr=False)
    composed: Composed | None = None
    mark: Mark | None = None
    draft: StoredDraft | None = None


async def send_message(mailbox: Mailbox, caller: Caller, request: SendRequest) -> dict[str, Any]:
    """Send ``request.message`` from the account; the contract's ``SendResult``.

    Raises:
        NotFound, Forbidden: the caller may not send from this account.
        IdempotencyKeyReused, SendInProgress: the key's first use conflicts.
        BadRequest: no recipient. NotSupported: a reference, or no SMTP server.
        RecipientNotAllowed, SendLimitReached: the grant's narrowing refuses it (audited).
        CredentialsRejected, SendRefused, ProviderUnavailable: the mail server's answer.
        VaultLocked, CredentialUnreadable: the credentials cannot be opened.
    """
    claimed = await anyio.to_thread.run_sync(_claim, mailbox, caller, request)
    if isinstance(claimed, dict):
        return claimed
    claim_id, own_address = claimed
    try:
        prepared = await _prepare(mailbox, caller, request, own_address)
    except MailboxServiceError:
        if claim_id is not None:
            await anyio.to_thread.run_sync(_release, mailbox, claim_id)
        raise
    begun = await anyio.to_thread.run_sync(_begin, mailbox, caller, request, claim_id, prepared)
    try:
        answer = await _deliver(mailbox, begun)
    except MailboxServiceError as exc:
        await anyio.to_thread.run_sync(_settle_failed, mailbox, begun, exc)
        raise
    await anyio.to_thread.run_sync(_settle_sent, mailbox, begun, answer)
    return answer


def _claim(
    mailbox: Mailbox, caller: Caller, request: SendRequest
) -> tuple[str | None, str] | dict[str, Any]:
    """Steps 1 and 2: a stored answer to give again, or the claim and the account's address."""
    with mailbox.db.session() as session:
        own_address = get_account(
            session, caller.rights, request.account_id, request.operation
        ).email
    if request.idempotency_key is None:
        return None, own_address
    claim = idempotency.claim(
        mailbox.db,
        user_id=caller.user_id,
        account_id=request.account_id,
        key=request.idempotency_key,
        digest=request.digest,
        keep_hours=mailbox.settings.idempotency_hours,
    )
    if claim.replay is not None:
        return claim.replay
    return claim.row_id, own_address


def _release(mailbox: Mailbox, claim_id: str) -> None:
    with mailbox.db.session() as session:
        idempotency.release(session, claim_id)


async def _prepare(
    mailbox: Mailbox, caller: Caller, request: SendRequest, own_address: str
) -> Prepared:
    """The original of a reply or forward and ``attachments_from``, fetched; a draft as is."""
    if request.draft is not None:
        return await request.draft()
    return await prepare(
        mailbox,
        caller,
        request.account_id,
        request.message,
        own_address=own_address,
        reference=request.reference,
        attachments_from=request.attachments_from,
    )


def _begin(
    mailbox: Mailbox,
    caller: Caller,
    request: SendRequest,
    claim_id: str | None,
    prepared: Prepared,
) -> _Attempt:
    """Step 3 and the credentials: the attempt, written."""
    message = prepared.message
    refusal: MailboxServiceError | None = None
    moment = now()
    with mailbox.db.session() as session:
        row = SendRow(
            id=new_id("snd"),
            created_at=moment,
            user_id=caller.user_id,
            credential_id=caller.token_id,
            account_id=request.account_id,
            operation=request.operation,
            recipients=list(message.recipients),
            recipients_key="\n".join(r.casefold() for r in message.recipients),
            outcome="sending",
            error=None,
            refused=[],
            message_id_header=None,
        )
        session.add(row)
        session.flush()  # the write lock first (SQLite): the count below is then current
        try:
            _check_message(message)
            session.scalar(
                select(AccountRow.id).where(AccountRow.id == request.account_id).with_for_update()
            )
            check_send(
                caller.rights,
                request.account_id,
                request.operation,
                message.recipients,
                _recent_sends(session, caller.user_id, request.account_id, row.id, moment),
                moment,
            )
        except MailboxServiceError as exc:
            refusal = exc
            row.outcome = "denied" if exc.status in (403, 429) else "failed"
            row.error = exc.code
            if claim_id is not None:
                idempotency.release(session, claim_id)
    if refusal is not None:
        log.info("send %s %s: %s", row.id, row.outcome, refusal.code)
        raise refusal
    attempt = _Attempt(
        send_id=row.id,
        claim_id=claim_id,
        recipients=message.recipients,
        mark=prepared.mark,
        draft=prepared.draft,
    )
    try:
        with mailbox.db.session() as session:
            account = session.get(AccountRow, request.account_id)
            if account is None:
                raise BadRequest("the account was deleted while sending")
            attempt.access = access_of(session, mailbox, account)
        sender = Address(email=account.email, name=account.display_name)
        if prepared.draft is not None:
            attempt.composed = as_stored(prepared.draft.raw, sender=sender, when=moment)
        else:
            attempt.composed = compose(
                message, sender=sender, when=moment, headers=prepared.headers
            )
    except MailboxServiceError as exc:
        _settle_failed(mailbox, attempt, exc)
        raise
    return attempt


def _check_message(message: Outgoing) -> None:
    if not message.recipients:
        raise BadRequest("a message needs a recipient: to, cc or bcc")


def _recent_sends(
    session: Session, user_id: str, account_id: str, own_id: str, moment: datetime
) -> list[datetime]:
    return list(
        session.scalars(
            select(SendRow.created_at).where(
                SendRow.account_id == account_id,
                SendRow.user_id == user_id,
                SendRow.outcome.in_(("sent", "sending")),
                SendRow.created_at > moment - WINDOW,
                SendRow.id != own_id,
            )
        )
    )


async def _deliver(mailbox: Mailbox, attempt: _Attempt) -> dict[str, Any]:
    """Steps 4 and 5: SMTP, then the copy in Sent, the original's mark, the draft removed."""
    connector = mailbox.connector
    access, composed = attempt.access, attempt.composed
    assert access is not None  # set by _begin
    assert composed is not None
    recipients = list(attempt.recipients)  # Bcc too: the envelope, never a header
    sender = connector.smtp(access.settings, access.secrets)
    if sender is None:
        raise NotSupported(
            "this account has no SMTP server to send with: set smtp_host, smtp_port and "
            "smtp_security (PATCH /v1/accounts/{id})"
        )
    with connector.errors("smtp", access.settings, refusal=SendRefused):
        result = await sender.send(composed.raw, sender=access.email, recipients=recipients)
    answer: dict[str, Any] = {
        "message_id_header": composed.message_id,
        "refused": sorted(result.refused),
        "original_marked": None if attempt.mark is None else False,
        "sent_copy_id": None,
    }
    if access.provider not in IMAP_PROVIDERS:
        return answer  # POP3 has no folders: no copy, no marks
    try:
        async with connector.imap(access.settings, access.secrets) as imap:
            await _after_sending(mailbox, imap, access, attempt, answer)
    except Exception as exc:  # the message is gone: nothing here may fail the send
        log.warning(
            "send %s: the copy in Sent failed, and what follows it: %s", attempt.send_id, _safe(exc)
        )
    return answer


async def _after_sending(
    mailbox: Mailbox,
    imap: Provider,
    access: AccountAccess,
    attempt: _Attempt,
    answer: dict[str, Any],
) -> None:
    """The read copy in Sent (its id in ``sent_copy_id``), the mark on the original, and the
    draft deleted. Each step on its own: one failing leaves the others done."""
    composed = attempt.composed
    assert composed is not None
    folders = await imap.list_folders()
    sent = role_folder(folders, FolderRole.SENT)
    if sent is None:
        log.warning("send %s: the account has no Sent folder; no copy kept", attempt.send_id)
    else:
        try:
            appended = await imap.append(sent.name, composed.raw, flags=["\\Seen"])
            answer["sent_copy_id"] = await index_appended(
                mailbox.db, imap, access.account_id, sent, appended.uid, composed.raw
            )
        except ProviderError as exc:
            log.warning("send %s: the copy in Sent failed: %s", attempt.send_id, exc.public_message)
    if attempt.mark is not None:
        try:
            await imap.store_flags(attempt.mark.folder, [attempt.mark.uid], add=[attempt.mark.flag])
            answer["original_marked"] = True
        except ProviderError as exc:
            log.warning(
                "send %s: marking the original failed: %s", attempt.send_id, exc.public_message
            )
    if attempt.draft is not None:
        draft = attempt.draft
        try:
            await imap.delete(draft.folder.name, [draft.uid], permanent=True)
            await index_removed(mailbox.db, imap, access.account_id, draft.folder, draft.uid)
        except ProviderError as exc:
            log.warning(
                "send %s: deleting the draft failed: %s", attempt.send_id, exc.public_message
            )


def _safe(exc: BaseException) -> str:
    if isinstance(exc, ProviderError):
        return exc.public_message
    if isinstance(exc, MailboxServiceError):
        return exc.message
    return type(exc).__name__


def _settle_sent(mailbox: Mailbox, attempt: _Attempt, answer: dict[str, Any]) -> None:
    with mailbox.db.session() as session:
        row = session.get(SendRow, attempt.send_id)
        if row is not None:
            row.outcome = "sent"
            row.refused = list(answer["refused"])
            row.message_id_header = answer["message_id_header"]
            queue_events(session, [Event("message.sent", row.account_id, row.id, now())])
        if attempt.claim_id is not None:
            idempotency.finish(session, attempt.claim_id, answer)
    log.info("send %s sent", attempt.send_id)


def _settle_failed(mailbox: Mailbox, attempt: _Attempt, error: MailboxServiceError) -> None:
    """The attempt ``failed``. Its key is given back (nothing was sent), unless the SMTP
    connection broke after the message was handed over: then nobody knows, and the key keeps
    answering ``send_uncertain`` so that a retry with it cannot send the message twice."""
    with mailbox.db.session() as session:
        row = session.get(SendRow, attempt.send_id)
        if row is not None:
            row.outcome = "failed"
            row.error = error.code
            if attempt.composed is not None:
                row.message_id_header = attempt.composed.message_id
        if attempt.claim_id is not None:
            if isinstance(error, SendUncertain):
                idempotency.keep_uncertain(session, attempt.claim_id, error.message)
            else:
                idempotency.release(session, attempt.claim_id)
    log.info("send %s failed: %s", attempt.send_id, error.code)
