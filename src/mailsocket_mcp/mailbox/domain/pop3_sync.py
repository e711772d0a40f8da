"""One sync pass of a POP3 account: list the inbox by UIDL, fetch what is new, and write it
into the index (``data/pop3_index.py``).

A UIDL the index does not hold yet is fetched (RETR, a batch per session) and indexed with
what a list shows, read from its headers; its bytes are kept when they are small
(``SyncOptions.keep_raw_bytes``), so a message's detail, raw bytes and attachments are read
from the index then, not from the server. A UIDL the index holds that the server no longer
lists was deleted elsewhere: a ``message.deleted`` entry. Nothing is ever deleted on the
server by a pass (POP3's "leave mail on the server"), and nothing a pass writes touches the
read and starred marks the index keeps.
"""

from __future__ import annotations

import email
import email.policy
from datetime import datetime, timezone
from email.message import EmailMessage
from email.utils import getaddresses, parsedate_to_datetime

import anyio

from ..data.database import Database
from ..data.index import prune_changes
from ..data.pop3_index import InboxArrival, apply_inbox, known_uidls
from ..data.providers import InboxProvider, MessageSummary
from .message_body import attachment_parts
from .sync import SyncOptions, body_texts

__all__ = ["pop3_pass", "summary_of"]

_BATCH = 20  # messages fetched per POP3 session during a pass


async def pop3_pass(
    db: Database, inbox: InboxProvider, account_id: str, options: SyncOptions | None = None
) -> int:
    """Bring the account's index up to date with its POP3 inbox. Answers the feed entries added.

    Raises:
        ProviderError: the server failed (the index keeps what it had, and what earlier
            batches of this pass wrote).
        StorageError: the database failed.
    """
    options = options or SyncOptions()
    listed = [entry.uidl for entry in await inbox.list_messages()]
    known = await anyio.to_thread.run_sync(_known, db, account_id)
    new = [uidl for uidl in listed if uidl not in known]
    batches = [new[start : start + _BATCH] for start in range(0, len(new), _BATCH)] or [[]]
    added = 0
    for batch in batches:
        fetched = await inbox.fetch_raws(batch) if batch else {}
        arrivals = [_arrival(uidl, fetched[uidl], options) for uidl in batch if uidl in fetched]
        added += await anyio.to_thread.run_sync(_write, db, account_id, listed, arrivals, options)
    return added


def _known(db: Database, account_id: str) -> frozenset[str]:
    with db.session() as session:
        return known_uidls(session, account_id)


def _write(
    db: Database,
    account_id: str,
    listed: list[str],
    arrivals: list[InboxArrival],
    options: SyncOptions,
) -> int:
    with db.session() as session:
        added = apply_inbox(session, account_id, listed, arrivals)
        prune_changes(session, account_id, options.keep_changes)
        return added


def _arrival(uidl: str, raw: bytes, options: SyncOptions) -> InboxArrival:
    snippet, text = body_texts(raw) if len(raw) <= options.snippet_max_bytes else (None, None)
    return InboxArrival(
        uidl=uidl,
        summary=summary_of(raw),
        snippet=snippet,
        raw=raw if len(raw) <= options.keep_raw_bytes else None,
        search_text=text,
    )


def summary_of(raw: bytes) -> MessageSummary:
    """What a message list shows, from the message's bytes (POP3 has no envelope to ask for).
    ``uid`` is 0: the index gives it one. Never raises on bad mail."""
    try:
        message = email.message_from_bytes(raw, policy=email.policy.default)
    except Exception:  # the parser is lenient; a crash here must not stop a pass
        message = EmailMessage()
    assert isinstance(message, EmailMessage)
    senders = _addresses(message, "from")
    return MessageSummary(
        uid=0,
        flags=frozenset(),
        size=len(raw),
        internal_date=_received(message),
        date=_date(_header(message, "date")),
        subject=_header(message, "subject"),
        sender=senders[0] if senders else "",
        to=_addresses(message, "to"),
        cc=_addresses(message, "cc"),
        message_id=_header(message, "message-id").strip() or None,
        in_reply_to=_header(message, "in-reply-to").strip() or None,
        has_attachments=any(True for _ in attachment_parts(message)),
    )


def _header(message: EmailMessage, name: str) -> str:
    try:
        value = message.get(name)
        return "" if value is None else " ".join(str(value).split())
    except Exception:  # a header the policy cannot parse: as if absent
        return ""


def _addresses(message: EmailMessage, name: str) -> tuple[str, ...]:
    try:
        values = [str(v) for v in message.get_all(name, [])]
    except Exception:
        return ()
    return tuple(f"{n} <{a}>" if n else a for n, a in getaddresses(values) if a)


def _date(text: str) -> datetime | None:
    if not text:
        return None
    try:
        moment = parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError):
        return None
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def _received(message: EmailMessage) -> datetime | None:
    """When the server took the message in: the date of the topmost ``Received`` header."""
    try:
        stamps = message.get_all("received", [])
    except Exception:
        return None
    for stamp in stamps:
        return _date(" ".join(str(stamp).rpartition(";")[2].split()))
    return None
