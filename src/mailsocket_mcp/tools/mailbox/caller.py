"""One caller of the mailbox toolset: its token, where the service is, the rights cache."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...mailbox_api import MailboxClient, MailboxEndpoint
from .rights import RightsCache

__all__ = ["MailboxCaller"]


@dataclass(frozen=True, kw_only=True)
class MailboxCaller:
    """The ``mbx_`` token of a call, the service's endpoint and the process's rights cache."""

    token: str
    endpoint: MailboxEndpoint
    rights: RightsCache

    def client(self) -> MailboxClient:
        """A new client for one tool call (``async with``)."""
        return MailboxClient(self.endpoint, self.token)

    async def me(self) -> Mapping[str, Any]:
        """``/v1/me`` for this token, from the rights cache while fresh.

        Raises:
            McpGatewayError: the service could not be asked, or refused the token.
        """

        async def fetch() -> Mapping[str, Any]:
            async with self.client() as client:
                return await client.me()

        return await self.rights.me(self.token, fetch)
