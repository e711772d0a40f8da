"""An inbox tool's call never asks the mailbox service for the token's rights.

The rights narrowing hides mailbox tools only, and learning the rights costs a ``/v1/me``
request (cached a few seconds); a gateway serving both toolsets must not spend it on the
inbox tools, which it can never hide. The mailbox service here is a small stand-in on
127.0.0.1 that counts the requests it gets (the seam), the gateway and the sandbox are real.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator

import anyio
import pytest
import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.sandbox.runner import SandboxHandle
from mailsocket_mcp.server import TOOLS
from tests.mcp.servers import GatewayHandle, mcp_session, running_gateway
from tests.support.uvicorn_thread import serving_uvicorn

pytestmark = pytest.mark.anyio


class RightsService:
    """Answers ``/v1/me`` with one account on which the token may read, and counts each ask."""

    def __init__(self) -> None:
        self.asked = 0
        self.app = Starlette(routes=[Route("/v1/me", self.me)])

    async def me(self, request: Request) -> JSONResponse:
        self.asked += 1
        return JSONResponse(
            {"accounts": [{"id": "acc_1", "operations": ["list_accounts", "get_message"]}]}
        )


@pytest.fixture(scope="module")
def rights_service() -> Iterator[tuple[RightsService, str]]:
    service = RightsService()
    config = uvicorn.Config(service.app, log_level="warning", loop="asyncio")
    with serving_uvicorn(lambda port: config, what="the stand-in mailbox service") as port:
        yield service, f"http://127.0.0.1:{port}"


@pytest.fixture(scope="module")
def both(
    sandbox: SandboxHandle, rights_service: tuple[RightsService, str]
) -> Iterator[GatewayHandle]:
    settings = GatewaySettings(
        toolsets=("inbox", "mailbox"),
        upstream_base_url=sandbox.base_url,
        mailbox_url=rights_service[1],
    )
    with running_gateway(settings) as handle:
        yield handle


async def test_inbox_calls_with_an_mbx_token_make_no_rights_request(
    both: GatewayHandle, rights_service: tuple[RightsService, str]
) -> None:
    service, _ = rights_service
    token = "mbx_" + secrets.token_urlsafe(24)
    before = service.asked
    with anyio.fail_after(60):
        async with mcp_session(both.mcp_url, token) as client:
            for name, arguments in (("create_inbox", {}), ("get_latest", {"inbox_id": "in_x"})):
                answer = await client.call_tool(name, arguments)
                # Not refused here: the call went upstream, whose answer (no mailsocket
                # key) the agent gets.
                assert answer.is_error is True
                assert "rejected the API key" in answer.content[0].text
            assert service.asked == before, "an inbox tool's call asked /v1/me"
            # The rights still count where they can hide something: the tool list.
            listed = [tool.name for tool in (await client.list_tools()).tools]
    assert service.asked == before + 1
    assert listed[: len(TOOLS)] == [spec.name for spec in TOOLS]
    assert "list_accounts" in listed
