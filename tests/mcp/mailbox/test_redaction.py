"""``mbx_`` tokens are masked wherever keys are: results, tool errors, logs."""

from __future__ import annotations

import logging

import anyio
import pytest

from mailsocket_mcp.redact import MASK, RedactingFilter, Redactor
from tests.mcp.servers import GatewayHandle

from .conftest import World, gateway_session, stdio_session
from .test_read_tools import hit

pytestmark = pytest.mark.anyio


async def test_a_token_in_a_mails_subject_is_masked_over_stdio_and_the_gateway(
    world: World, mailbox_gateway: GatewayHandle
) -> None:
    """Another user's token, written into a mail: masked in what the reader receives."""
    with anyio.fail_after(60):
        async with stdio_session(world, world.reader) as client:
            leaked = await hit(client, "Leaked")
            assert world.everything not in leaked["subject"] and MASK in leaked["subject"]
        async with gateway_session(mailbox_gateway, world.reader) as client:
            leaked = await hit(client, "Leaked")
            assert world.everything not in leaked["subject"] and MASK in leaked["subject"]


async def test_a_token_in_a_tool_error_is_masked(
    world: World, mailbox_gateway: GatewayHandle
) -> None:
    """The caller's own token echoed back (as a tool name it is not): masked in the error."""
    with anyio.fail_after(60):
        async with gateway_session(
            mailbox_gateway, world.reader, {"X-MCP-Tools": "list_accounts"}
        ) as client:
            refused = await client.call_tool(
                "get_message", {"account_id": world.reader, "message_id": world.everything}
            )
    assert refused.is_error is True
    shown = refused.content[0].text  # type: ignore[union-attr]
    assert world.reader not in shown and world.everything not in shown


def test_a_token_in_a_log_line_is_masked(caplog: pytest.LogCaptureFixture) -> None:
    token = "mbx_" + "Ab3" * 14
    logger = logging.getLogger("tests.mailbox_redaction")
    logger.addFilter(RedactingFilter(lambda: None))  # no caller: any mbx_ token still goes
    try:
        with caplog.at_level(logging.INFO, logger=logger.name):
            logger.info("caller sent %s", token)
    finally:
        logger.filters.clear()
    assert token not in caplog.text and MASK in caplog.text
    assert Redactor().text(f"Bearer {token}") == f"Bearer {MASK}"
