"""One-time attachment links (``mail.share``): a URL that hands out one attachment once,
without a token, to whoever holds it, until it ends.

The secret is 256 random bits; the database keeps only its SHA-256, and a fetch finds the link
by that digest. The one fetch that claims a link is a conditional ``UPDATE ... WHERE used_at IS
NULL AND expires_at > now``: of two at once, in one process or two, exactly one claims it. The
link acts as the token that made it: when it is fetched, that token and its user must still act
and hold ``get_attachment`` and ``share_attachment`` on the message, or the link is dead.
Unknown, used, ended and dead links all answer the same 404. When the mail server fails, the
claim is given back and the link holds until it ends (502: try again).

Guessing is throttled per client address (:data:`LINK_THROTTLE`, counted in the database so
every process sees the same misses): a fetch that claims nothing is a miss, and an address
with too many misses in the window gets the same 404 for every link, a right one too, until the
window has passed. An IPv6 address counts by its /64, which one client usually holds whole.
"""

from __future__ import annotations

import hashlib
import ipaddress
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

import anyio
from sqlalchemy import select, update

from ..data.database import Database
from ..data.models import LinkRow
from ..errors import BadRequest, Forbidden, NotFound, Unauthenticated
from . import audit
from .accounts import get_account
from .callers import Caller, token_caller
from .compose import Attachment
from .live import fetch_message
from .mailbox import Mailbox
from .records import new_id, now
from .references import attachment_of
from .throttle import Throttle

__all__ = ["LINK_PATH", "LINK_THROTTLE", "NewLink", "create_link", "open_link"]

LINK_PATH = "/v1/links/"
_SHARE = "share_attachment"
_READ = "get_attachment"
LINK_THROTTLE = Throttle(attempts=20, window=timedelta(minutes=10), scope="link")
"""Fetches that claim no link, per client address, before that address is refused a while."""


@dataclass(frozen=True)
class NewLink:
    """A link just made: its URL holds the secret and is shown this once."""

    url: str
    expires_at: datetime
    attachment: Attachment


@dataclass(frozen=True)
class _Claimed:
    link_id: str
    token_id: str
    account_id: str
    message_id: str
    attachment_id: str


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def _dead() -> NotFound:
    # One answer for unknown, used, ended and no longer allowed: a stranger learns nothing.
    return NotFound("no attachment for this link")


async def create_link(
    mailbox: Mailbox,
    caller: Caller,
    account_id: str,
    message_id: str,
    attachment_id: str,
    *,
    expires_in: int | None,
    base_url: str,
) -> NewLink:
    """A link to the attachment, for ``expires_in`` seconds (the service's maximum without it).

    Raises:
        BadRequest: ``expires_in`` above ``MAILBOX_LINK_SECONDS``.
        NotFound, Forbidden: as for reading the attachment; ``mail.share`` lacking is Forbidden.
        ProviderUnavailable: the mail server failed.
    """
    longest = mailbox.settings.link_seconds
    if expires_in is not None and expires_in > longest:
        raise BadRequest(f"expires_in may be at most {longest} seconds (MAILBOX_LINK_SECONDS)")
    seconds = expires_in or longest

    def may_share() -> None:
        with mailbox.db.session() as session:
            get_account(session, caller.rights, account_id, _SHARE)

    await anyio.to_thread.run_sync(may_share)
    _, raw = await fetch_message(mailbox, caller, account_id, message_id, operation=_READ)
    attachment = await anyio.to_thread.run_sync(attachment_of, raw, attachment_id)
    secret = secrets.token_urlsafe(32)

    def store() -> datetime:
        moment = now()
        row = LinkRow(
            id=new_id("lnk"),
            secret_hash=_digest(secret),
            account_id=account_id,
            message_id=message_id,
            attachment_id=attachment_id,
            token_id=caller.token_id,
            created_at=moment,
            expires_at=moment + timedelta(seconds=seconds),
            used_at=None,
        )
        with mailbox.db.session() as session:
            session.add(row)
            session.flush()
            detail = (
                f"account={account_id} message={message_id} attachment={attachment_id} "
                f"expires_at={row.expires_at.isoformat()}"
            )
            audit.record(session, caller.actor, "mail.link_created", target=row.id, detail=detail)
        return row.expires_at

    expires_at = await anyio.to_thread.run_sync(store)
    return NewLink(
        url=base_url.rstrip("/") + LINK_PATH + secret,
        expires_at=expires_at,
        attachment=attachment,
    )


async def open_link(
    mailbox: Mailbox, secret: str, source: str | None, *, throttle: Throttle = LINK_THROTTLE
) -> Attachment:
    """The attachment behind ``secret``, once, for a client at address ``source``.

    Raises:
        NotFound: the link is unknown, used, ended, or its token may no longer read and share;
            or ``source`` missed too often lately (nothing is claimed then).
        ProviderUnavailable, VaultLocked, CredentialUnreadable: the attachment could not be
            read now; the link holds.
    """
    claimed = await anyio.to_thread.run_sync(
        _claim, mailbox.db, _digest(secret), _client(source), throttle
    )
    if claimed is None:
        raise _dead()
    try:
        caller = await anyio.to_thread.run_sync(_creator, mailbox.db, claimed)
        _, raw = await fetch_message(
            mailbox, caller, claimed.account_id, claimed.message_id, operation=_READ
        )
        return await anyio.to_thread.run_sync(attachment_of, raw, claimed.attachment_id)
    except (NotFound, Forbidden, Unauthenticated):
        raise _dead() from None
    except BaseException:
        with anyio.CancelScope(shield=True):
            await anyio.to_thread.run_sync(_release, mailbox.db, claimed.link_id)
        raise


def _client(source: str | None) -> str:
    """The throttle's subject for a client address: an IPv6 one by its /64."""
    try:
        address = ipaddress.ip_address(source or "")
    except ValueError:
        return f"addr:{source or '-'}"
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return f"addr:{address.ipv4_mapped}"
        return f"addr:{ipaddress.IPv6Network((address, 64), strict=False)}"
    return f"addr:{address}"


def _claim(db: Database, digest: str, client: str, throttle: Throttle) -> _Claimed | None:
    """Mark the link used, if it is unused and has not ended; None when another fetch (or
    nothing) has it, or the client missed too often (a miss is counted)."""
    moment = now()
    with db.session() as session:
        if throttle.wait(session, client, moment) is not None:
            return None
        taken = session.execute(
            update(LinkRow)
            .where(
                LinkRow.secret_hash == digest,
                LinkRow.used_at.is_(None),
                LinkRow.expires_at > moment,
            )
            .values(used_at=moment)
            .execution_options(synchronize_session=False)
        )
        if taken.rowcount != 1:  # type: ignore[attr-defined]
            throttle.failed(session, client, moment)
            return None
        row = session.scalar(select(LinkRow).where(LinkRow.secret_hash == digest))
        assert row is not None  # claimed in this very transaction
        return _Claimed(row.id, row.token_id, row.account_id, row.message_id, row.attachment_id)


def _creator(db: Database, claimed: _Claimed) -> Caller:
    """The token that made the link, as it may act now.

    Raises:
        Unauthenticated: the token or its user may no longer act.
        NotFound, Forbidden: it may no longer share on the account.
    """
    with db.session() as session:
        caller = token_caller(session, claimed.token_id)
        get_account(session, caller.rights, claimed.account_id, _SHARE)
        return caller


def _release(db: Database, link_id: str) -> None:
    """Give a claim back (the mail server failed): the link holds until it ends."""
    with db.session() as session:
        session.execute(
            update(LinkRow)
            .where(LinkRow.id == link_id)
            .values(used_at=None)
            .execution_options(synchronize_session=False)
        )
