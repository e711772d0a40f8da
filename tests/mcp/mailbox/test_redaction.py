"""``mbx_`` tokens are masked wherever keys are: results, tool errors, logs."""

from __future__ import annotations

import logging

import anyio
import pytest
from mcp.shared.exceptions import MCPError

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
            assert world.everything not in leaked["subject"]
            assert MASK in leaked["subject"]
        async with gateway_session(mailbox_gateway, world.reader) as client:
            leaked = await hit(client, "Leaked")
            assert world.everything not in leaked["subject"]
            assert MASK in leaked["subject"]


async def test_a_token_in_an_error_is_masked(world: World, mailbox_gateway: GatewayHandle) -> None:
    """Another user's token sent as a tool name: the error that echoes the name masks it."""
    with anyio.fail_after(60):
        async with gateway_session(mailbox_gateway, world.reader) as client:
            with pytest.raises(MCPError) as raised:
                await client.call_tool(world.everything, {})
    assert "Unknown tool" in raised.value.error.message
    assert world.everything not in raised.value.error.message
    assert MASK in raised.value.error.message


def test_a_token_in_a_log_line_is_masked(caplog: pytest.LogCaptureFixture) -> None:
    token = "mbx_" + "Ab3" * 14
    logger = logging.getLogger("tests.mailbox_redaction")
    logger.addFilter(RedactingFilter(lambda: None))  # no caller: any mbx_ token still goes
    try:
        with caplog.at_level(logging.INFO, logger=logger.name):
            logger.info("caller sent %s", token)
    finally:
        logger.filters.clear()
    assert token not in caplog.text
    assert MASK in caplog.text
    assert Redactor().text(f"Bearer {token}") == f"Bearer {MASK}"
