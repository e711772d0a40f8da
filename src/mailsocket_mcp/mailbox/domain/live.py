"""What the index does not hold, read from the server when asked: a message's bytes.

The message is found in the index (its folder and UID), then fetched over a connection opened
for this request with the password from the vault. A provider's failure becomes one of ours.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import anyio

from ..data.models import MessageRow
from ..data.providers import ImapProvider, ProviderError, ServerRefused
from ..data.providers import NotSupported as ProviderCannot
from ..errors import NotFound, NotSupported, ProviderUnavailable
from .callers import Caller
from .connection import provider_for
from .mailbox import Mailbox
from .reading import message_row, readable

__all__ = ["fetch_message"]


@asynccontextmanager
async def _provider_errors() -> AsyncIterator[None]:
    """The one place where a provider's failure becomes the service's."""
    try:
        yield
    except ProviderCannot as exc:
        raise NotSupported(exc.public_message) from exc
    except ServerRefused as exc:
        raise NotFound("the message is no longer on the server") from exc
    except ProviderError as exc:
        raise ProviderUnavailable(exc.public_message) from exc


async def fetch_message(
    mailbox: Mailbox, caller: Caller, account_id: str, message_id: str
) -> tuple[MessageRow, bytes]:
    """The indexed row and the RFC 5322 bytes of a message the caller may read.

    Raises:
        NotFound, Forbidden: as for reading the account; a message not (or no longer) there.
        ProviderUnavailable: the server failed or refused the stored credentials.
        VaultLocked, CredentialUnreadable: the password cannot be opened.
    """

    def locate() -> tuple[MessageRow, str, ImapProvider]:
        with mailbox.db.session() as session:
            where = readable(session, caller.rights, account_id, "get_message")
            row, folder = message_row(session, where, message_id)
            provider = provider_for(
                session, mailbox.vault, account_id, timeout=mailbox.settings.provider_timeout
            )
            return row, folder, provider

    row, folder, provider = await anyio.to_thread.run_sync(locate)
    async with _provider_errors(), provider:
        raw = await provider.fetch_raw(folder, row.uid)
    return row, raw
