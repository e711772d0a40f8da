"""One client per tool call: base URL, the caller's ``mbx_`` token as Bearer, bounded waits."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import TracebackType
from typing import Any

import httpx

from ..errors import UpstreamFailure
from .translate import raise_for_answer, translated

__all__ = ["MailboxClient", "MailboxEndpoint"]

Params = Mapping[str, str | int | bool | list[str] | None]


@dataclass(frozen=True, kw_only=True)
class MailboxEndpoint:
    """Where the service answers, and how long a call may wait for it."""

    base_url: str
    connect_timeout_s: float = 5.0
    answer_timeout_s: float = 30.0
    attachment_timeout_s: float = 120.0


class MailboxClient:
    """An ``async with`` client of the service's REST API for one caller's token.

    Every method raises one of our errors (translate.py), never an httpx one.
    """

    def __init__(
        self,
        endpoint: MailboxEndpoint,
        token: str,
        *,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.endpoint = endpoint
        self._http = httpx.AsyncClient(
            base_url=endpoint.base_url,
            headers={"Authorization": f"Bearer {token}", "Accept": "application/json"},
            timeout=httpx.Timeout(endpoint.answer_timeout_s, connect=endpoint.connect_timeout_s),
            transport=transport,
            follow_redirects=False,
        )

    async def __aenter__(self) -> MailboxClient:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        await self._http.aclose()

    async def json(
        self,
        method: str,
        path: str,
        *,
        right: str | None,
        params: Params | None = None,
        body: object = None,
        headers: Mapping[str, str] | None = None,
    ) -> Any:
        """The JSON answer of ``method path``; ``right`` names the right it needs (for a 403).

        Raises:
            McpGatewayError: a subclass naming the failure (translate.py).
        """
        response = await self._send(
            method, path, right=right, params=params, body=body, headers=headers
        )
        if response.status_code == 204 or not response.content:
            return None
        try:
            return response.json()
        except ValueError as exc:
            raise UpstreamFailure(
                "The mailbox service answered with a body that is not JSON. Retry; if it "
                "persists, check that MAILBOX_URL points at the mailbox service."
            ) from exc

    async def get(self, path: str, *, right: str | None, params: Params | None = None) -> Any:
        """``GET path`` as JSON.

        Raises:
            McpGatewayError: a subclass naming the failure (translate.py).
        """
        return await self.json("GET", path, right=right, params=params)

    async def content(self, path: str, *, right: str | None) -> httpx.Response:
        """``GET path`` with the attachment timeout, the answer's bytes read whole.

        Raises:
            McpGatewayError: a subclass naming the failure (translate.py).
        """
        endpoint = self.endpoint
        timeout = httpx.Timeout(endpoint.attachment_timeout_s, connect=endpoint.connect_timeout_s)
        return await self._send("GET", path, right=right, timeout=timeout)

    async def me(self) -> dict[str, Any]:
        """``/v1/me``: the caller and what it may do on each account.

        Raises:
            McpGatewayError: a subclass naming the failure (translate.py).
        """
        answer = await self.get("/v1/me", right=None)
        if not isinstance(answer, dict):
            raise UpstreamFailure("The mailbox service's /v1/me answer is not an object.")
        return answer

    async def _send(
        self,
        method: str,
        path: str,
        *,
        right: str | None,
        params: Params | None = None,
        body: object = None,
        headers: Mapping[str, str] | None = None,
        timeout: httpx.Timeout | None = None,
    ) -> httpx.Response:
        query = {name: value for name, value in (params or {}).items() if value is not None}
        extra: dict[str, Any] = {} if timeout is None else {"timeout": timeout}
        with translated(self.endpoint.base_url):
            response = await self._http.request(
                method,
                path,
                params=query,
                json=body,
                headers=headers,
                **extra,
            )
        raise_for_answer(response, right=right)
        return response
