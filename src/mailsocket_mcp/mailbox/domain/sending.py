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
   (the key given back).

Never in a log or a record: the password, the message's content.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import anyio
from sqlalchemy import select
from sqlalchemy.orm import Session

from ..data.models import AccountRow, SendRow
from ..data.providers import Folder, FolderRole, ProviderError
from ..errors import BadRequest, MailboxServiceError, NotSupported, SendRefused
from . import idempotency
from .accounts import get_account
from .callers import Caller
from .compose import Address, Composed, Outgoing, compose
from .connection import AccountAccess, Connector, access_of
from .mailbox import Mailbox
from .records import new_id, now
from .send_limits import WINDOW, check_send

__all__ = ["SendRequest", "send_message"]

log = logging.getLogger("mailsocket_mcp.mailbox.sending")

SENT_NAMES = ("sent", "sent items", "sent messages", "sent mail")


@dataclass(frozen=True, kw_only=True)
class SendRequest:
    account_id: str
    message: Outgoing
    digest: str  # idempotency.request_hash of the body
    idempotency_key: str | None = None
    reference: bool = False  # a reply or forward by reference (needs the message index)
    attachments_from: int = 0  # attachments of other messages (needs the message index)
    operation: str = "send_message"


@dataclass
class _Attempt:
    send_id: str
    claim_id: str | None
    recipients: tuple[str, ...]
    access: AccountAccess | None = field(default=None, repr=False)
    composed: Composed | None = None


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
    begun = await anyio.to_thread.run_sync(_begin, mailbox, caller, request)
    if isinstance(begun, dict):
        return begun
    try:
        answer = await _deliver(mailbox.connector, begun)
    except MailboxServiceError as exc:
        await anyio.to_thread.run_sync(_settle_failed, mailbox, begun, exc.code)
        raise
    await anyio.to_thread.run_sync(_settle_sent, mailbox, begun, answer)
    return answer


def _begin(mailbox: Mailbox, caller: Caller, request: SendRequest) -> _Attempt | dict[str, Any]:
    """Steps 1 to 3 and the credentials; a stored answer to give again, or the attempt."""
    with mailbox.db.session() as session:
        get_account(session, caller.rights, request.account_id, request.operation)
    claim_id = None
    if request.idempotency_key is not None:
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
        claim_id = claim.row_id
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
            recipients=list(request.message.recipients),
            recipients_key="\n".join(r.casefold() for r in request.message.recipients),
            outcome="sending",
            error=None,
            refused=[],
            message_id_header=None,
        )
        session.add(row)
        session.flush()  # the write lock first (SQLite): the count below is then current
        try:
            _check_message(request)
            session.scalar(
                select(AccountRow.id).where(AccountRow.id == request.account_id).with_for_update()
            )
            check_send(
                caller.rights,
                request.account_id,
                request.operation,
                request.message.recipients,
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
    attempt = _Attempt(send_id=row.id, claim_id=claim_id, recipients=request.message.recipients)
    try:
        with mailbox.db.session() as session:
            account = session.get(AccountRow, request.account_id)
            if account is None:
                raise BadRequest("the account was deleted while sending")
            attempt.access = access_of(session, mailbox.vault, account)
        sender = Address(email=account.email, name=account.display_name)
        attempt.composed = compose(request.message, sender=sender, when=moment)
    except MailboxServiceError as exc:
        _settle_failed(mailbox, attempt, exc.code)
        raise
    return attempt


def _check_message(request: SendRequest) -> None:
    if request.reference or request.attachments_from:
        raise NotSupported(
            "replying, forwarding and attachments_from by message id need the message index, "
            "which this service does not have yet: send the message with its recipients, "
            "subject and attachments"
        )
    if not request.message.recipients:
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


async def _deliver(connector: Connector, attempt: _Attempt) -> dict[str, Any]:
    """Steps 4 and 5: SMTP, then the copy in Sent."""
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
    await _copy_to_sent(connector, access, composed, attempt.send_id)
    return {
        "message_id_header": composed.message_id,
        "refused": sorted(result.refused),
        "original_marked": None,
        # The id of the copy comes with the message index (stable ids); until then none.
        "sent_copy_id": None,
    }


async def _copy_to_sent(
    connector: Connector, access: AccountAccess, composed: Composed, send_id: str
) -> None:
    if access.provider != "imap":
        return  # POP3 has no folders
    imap = connector.imap(access.settings, access.secrets)
    try:
        async with imap:
            folder = _sent_folder(await imap.list_folders())
            if folder is None:
                log.warning("send %s: the account has no Sent folder; no copy kept", send_id)
                return
            await imap.append(folder.name, composed.raw, flags=["\\Seen"])
    except ProviderError as exc:
        log.warning("send %s: the copy in Sent failed: %s", send_id, exc.public_message)


def _sent_folder(folders: list[Folder]) -> Folder | None:
    for folder in folders:
        if folder.role is FolderRole.SENT and folder.selectable:
            return folder
    for folder in folders:
        leaf = folder.name.rsplit(folder.delimiter or "/", 1)[-1]
        if folder.selectable and leaf.casefold() in SENT_NAMES:
            return folder
    return None


def _settle_sent(mailbox: Mailbox, attempt: _Attempt, answer: dict[str, Any]) -> None:
    with mailbox.db.session() as session:
        row = session.get(SendRow, attempt.send_id)
        if row is not None:
            row.outcome = "sent"
            row.refused = list(answer["refused"])
            row.message_id_header = answer["message_id_header"]
        if attempt.claim_id is not None:
            idempotency.finish(session, attempt.claim_id, answer)
    log.info("send %s sent", attempt.send_id)


def _settle_failed(mailbox: Mailbox, attempt: _Attempt, code: str) -> None:
    with mailbox.db.session() as session:
        row = session.get(SendRow, attempt.send_id)
        if row is not None:
            row.outcome = "failed"
            row.error = code
            if attempt.composed is not None:
                row.message_id_header = attempt.composed.message_id
        if attempt.claim_id is not None:
            idempotency.release(session, attempt.claim_id)
    log.info("send %s failed: %s", attempt.send_id, code)
