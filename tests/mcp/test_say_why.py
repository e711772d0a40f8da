"""Why a code or link was chosen, through a real MCP client: the link's kind, a tracker's
target under the host allow-list, the code's excerpt (fenced in the text a model reads) and
expiry, and a timeout that tells "mail came without a code" from "no mail came"."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import anyio
import pytest

from mailsocket_mcp.config import GatewaySettings
from mailsocket_mcp.sandbox.runner import SandboxHandle

from .helpers import error_text, structured, unfenced
from .scripted_api import after, mail, scripted_api
from .servers import GatewayHandle, mcp_session, running_gateway

pytestmark = pytest.mark.anyio

TOKEN = "q8Zr2Lx0Vb7Np4Ks9Tw1"
TARGET = f"https://app.test/auth/verify?token={TOKEN}"


def _tracked(sandbox: SandboxHandle, inbox_id: str, href: str) -> dict[str, Any]:
    return sandbox.deliver(
        inbox_id,
        sender="no-reply@app.test",
        subject="Verify your email",
        html=f'<p>Welcome!</p><a href="{href.replace("&", "&amp;")}">Verify email</a>',
    )


@pytest.fixture(scope="module")
def allowlisted(sandbox: SandboxHandle) -> Iterator[GatewayHandle]:
    settings = GatewaySettings(upstream_base_url=sandbox.base_url, link_hosts=("app.test",))
    with running_gateway(settings) as handle:
        yield handle


async def test_the_allowlist_judges_a_trackers_target_never_its_wrapper(
    allowlisted: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    """A recoverable tracker is its target: an allowed target passes whatever host wraps
    it, and an allowed wrapper does not carry a target elsewhere past the list; an opaque
    tracker is judged by its own host."""
    async with mcp_session(allowlisted.mcp_url, key) as client:
        inbox = structured(await client.call_tool("create_inbox", {}))
        to_app = _tracked(
            sandbox, inbox["id"], f"https://click.esp.test/ls/click?url={quote(TARGET, safe='')}"
        )
        evil = f"https://evil.test/auth/verify?token={TOKEN}"
        to_evil = _tracked(sandbox, inbox["id"], f"https://app.test/r?url={quote(evil, safe='')}")
        opaque = _tracked(sandbox, inbox["id"], f"https://click.esp.test/ls/click?upn={TOKEN}x")
        listed = structured(await client.call_tool("list_messages", {"inbox_id": inbox["id"]}))
        with anyio.fail_after(20):
            waited = structured(
                await client.call_tool("wait_for_link", {"inbox_id": inbox["id"], "since": 0})
            )
    by_id = {message["id"]: message for message in listed["messages"]}
    assert by_id[to_app["id"]]["magic_link"] == TARGET
    assert by_id[to_app["id"]]["magic_link_kind"] == "verify"
    for withheld in (to_evil, opaque):
        assert by_id[withheld["id"]]["magic_link"] is None
        assert by_id[withheld["id"]]["magic_link_kind"] is None
        assert "MCP_LINK_HOSTS" in by_id[withheld["id"]]["withheld"]["magic_link"]
    assert "evil.test" in by_id[to_evil["id"]]["withheld"]["magic_link"]
    assert "click.esp.test" in by_id[opaque["id"]]["withheld"]["magic_link"]
    assert (waited["id"], waited["magic_link"], waited["magic_link_kind"]) == (
        to_app["id"],
        TARGET,
        "verify",
    )


async def test_a_code_comes_with_its_excerpt_fenced_for_the_model_and_its_expiry(
    key: str,
) -> None:
    excerpt = "Your code is 482913. It is valid for 10 minutes."
    coded = mail(
        "msg_code",
        otp="482913",
        otp_confidence=0.95,
        otp_excerpt=excerpt,
        otp_expires_at="2026-01-01T00:10:00Z",
        magic_link=TARGET,
        magic_link_kind="sign_in",
    )
    routes = {
        "/inboxes/inb_script/messages/wait": after([coded], "otp"),
        "/inboxes/inb_script/messages/latest": lambda query: (200, {"data": coded}),
    }
    with scripted_api(routes) as api, running_gateway(GatewaySettings(upstream_base_url=api)) as gw:
        async with mcp_session(gw.mcp_url, key) as client:
            with anyio.fail_after(20):
                result = await client.call_tool("wait_for_otp", {"inbox_id": "inb_script"})
            latest = structured(await client.call_tool("get_latest", {"inbox_id": "inb_script"}))
    code = structured(result)
    # The sender's prose: fenced in the structured content as in the text, as the subject is.
    assert code["otp_excerpt"] == f"<<{code['boundary']}>>{excerpt}<</{code['boundary']}>>"
    assert code["otp_expires_at"] == "2026-01-01T00:10:00Z"
    shown = json.loads(result.content[0].text)  # type: ignore[union-attr]
    assert shown["otp_excerpt"] == code["otp_excerpt"]
    assert unfenced(latest["otp_excerpt"]) == excerpt
    assert latest["otp_expires_at"] == "2026-01-01T00:10:00Z"
    assert latest["magic_link_kind"] == "sign_in"


async def test_a_timed_out_wait_tells_mail_without_a_code_from_no_mail_at_all(
    gateway: GatewayHandle, sandbox: SandboxHandle, key: str
) -> None:
    with anyio.fail_after(30):
        async with mcp_session(gateway.mcp_url, key) as client:
            empty = structured(await client.call_tool("create_inbox", {}))
            quiet = error_text(
                await client.call_tool(
                    "wait_for_otp", {"inbox_id": empty["id"], "since": 0, "timeout": 1}
                )
            )
            inbox = structured(await client.call_tool("create_inbox", {}))
            sandbox.deliver(inbox["id"], sender="a@app.test", subject="Welcome", text="Hello!")
            codeless = error_text(
                await client.call_tool(
                    "wait_for_otp", {"inbox_id": inbox["id"], "since": 0, "timeout": 1}
                )
            )
    assert "No mail at all arrived after the cutoff" in quiet
    assert "Mail did arrive: 1 had no code in it" in codeless
    assert "No mail at all" not in codeless
    assert "no code: no one-time code was found in it" in codeless
