"""The draft and send tools through real MCP clients against our service, the SMTP relay
and Dovecot: a reply drafted by reference and sent, drafts replaced and deleted, and a
retried send_message that sends one mail while another call sends again."""

from __future__ import annotations

from collections.abc import Iterator

import anyio
import anyio.to_thread
import pytest

from mailsocket_mcp.config import GatewaySettings
from tests.mailbox.reading.helpers import letter
from tests.mcp.servers import GatewayHandle, running_gateway
from tests.support.dovecot import Dovecot
from tests.support.mailservers import relay
from tests.support.relay import Relay

from .conftest import gateway_session, stdio_session
from .writers import Writers, inbox_subjects, ok, running_writers, text

__all__ = ["relay"]

pytestmark = pytest.mark.anyio


@pytest.fixture(scope="module")
def writers(
    dovecot: Dovecot, relay: Relay, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Writers]:
    yield from running_writers(tmp_path_factory.mktemp("senders"), dovecot, relay)


@pytest.fixture(scope="module")
def gateway(writers: Writers) -> Iterator[GatewayHandle]:
    settings = GatewaySettings(toolsets=("mailbox",), mailbox_url=writers.service.url)
    with running_gateway(settings) as handle:
        yield handle


async def test_a_retried_send_message_sends_one_mail_and_another_call_sends_again(
    writers: Writers, gateway: GatewayHandle, dovecot: Dovecot
) -> None:
    call = {
        "account_id": writers.a,
        "to": [f"Peer <{writers.peer.address}>"],
        "subject": "Quarterly numbers",
        "text": "Here they are.",
    }
    with anyio.fail_after(90):
        async with stdio_session(writers, writers.sender) as client:  # type: ignore[arg-type]
            first = ok(await client.call_tool("send_message", call))
        assert first["sent"] is True
        async with gateway_session(gateway, writers.sender) as client:
            # The client lost the answer and retries the very same call, on another transport.
            retry = ok(await client.call_tool("send_message", {**call, "quote": True}))
            assert retry["message_id_header"] == first["message_id_header"]
            assert await anyio.to_thread.run_sync(inbox_subjects, dovecot, writers.peer) == [
                "Quarterly numbers"
            ]
            other = ok(await client.call_tool("send_message", {**call, "text": "Corrected."}))
            assert other["message_id_header"] != first["message_id_header"]
        assert await anyio.to_thread.run_sync(inbox_subjects, dovecot, writers.peer) == [
            "Quarterly numbers",
            "Quarterly numbers",
        ]
        sends = writers.service.admin.get(f"/v1/accounts/{writers.a}/sends").json()["items"]
        assert [send["outcome"] for send in sends] == ["sent", "sent"]


async def test_a_reply_drafted_by_reference_is_sent_with_send_draft(
    writers: Writers, gateway: GatewayHandle, dovecot: Dovecot
) -> None:
    service = writers.service
    service.deliver(
        "a", letter(writers.address, "Lunch on Friday?", sender=f"Pat <{writers.peer.address}>")
    )
    await anyio.to_thread.run_sync(service.sync, "a")
    base = {"account_id": writers.a}
    with anyio.fail_after(90):
        async with gateway_session(gateway, writers.sender) as client:
            found = ok(await client.call_tool("search_messages", {"subject": "Lunch on Friday"}))
            original = found["messages"][0]["id"]
            draft = ok(
                await client.call_tool(
                    "create_draft", {**base, "original_id": original, "text": "Yes, gladly."}
                )
            )
            assert "Re: Lunch on Friday?" in draft["subject"]
            assert writers.peer.address in draft["to"]
            assert draft["subject"].startswith("<<untrusted-mail-")  # a stranger's words
            listed = ok(await client.call_tool("list_drafts", base))
            assert [item["id"] for item in listed["drafts"]] == [draft["draft_id"]]
            shown = ok(
                await client.call_tool("get_message", {**base, "message_id": draft["draft_id"]})
            )
            assert "Yes, gladly." in shown["result"]
            assert "> Body of Lunch on Friday?" in shown["result"]  # the original, quoted

            sent = ok(await client.call_tool("send_draft", {**base, "draft_id": draft["draft_id"]}))
            assert sent["sent"] is True
            again = ok(
                await client.call_tool("send_draft", {**base, "draft_id": draft["draft_id"]})
            )
            assert again["message_id_header"] == sent["message_id_header"]  # sent once
            assert ok(await client.call_tool("list_drafts", base))["drafts"] == []
        arrived = await anyio.to_thread.run_sync(inbox_subjects, dovecot, writers.peer)
        assert arrived.count("Re: Lunch on Friday?") == 1


async def test_a_draft_is_replaced_and_deleted_and_a_bad_recipient_named(
    writers: Writers, gateway: GatewayHandle
) -> None:
    base = {"account_id": writers.a}
    with anyio.fail_after(60):
        async with gateway_session(gateway, writers.drafter) as client:
            bad = await client.call_tool("create_draft", {**base, "to": ["a@x.org, b@x.org"]})
            assert bad.is_error is True
            assert "to[0] is not one address" in text(bad)
            draft = ok(
                await client.call_tool(
                    "create_draft",
                    {
                        **base,
                        "to": ["Ada <ada@example.org>"],
                        "subject": "Plan",
                        "html": "<p>Draft <b>one</b></p>",
                        "attachments": [
                            {
                                "filename": "plan.txt",
                                "content_type": "text/plain",
                                "data": "cGxhbg==",
                            }
                        ],
                    },
                )
            )
            assert draft["has_attachments"] is True
            replaced = ok(
                await client.call_tool(
                    "update_draft",
                    {**base, "draft_id": draft["draft_id"], "subject": "Plan B", "text": "Two"},
                )
            )
            assert "Plan B" in replaced["subject"]
            assert replaced["has_attachments"] is False  # replaced as a whole
            gone = ok(
                await client.call_tool("delete_draft", {**base, "draft_id": replaced["draft_id"]})
            )
            assert "deleted" in gone["result"]
            assert ok(await client.call_tool("list_drafts", base))["drafts"] == []
            missing = await client.call_tool(
                "delete_draft", {**base, "draft_id": replaced["draft_id"]}
            )
            assert missing.is_error is True
            assert "404" in text(missing)


async def test_a_send_limit_and_a_recipient_limit_say_what_to_do(
    writers: Writers, gateway: GatewayHandle
) -> None:
    service = writers.service
    limited = service.token(
        "limited",
        [
            {
                "accounts": ["a"],
                "allow": ["send"],
                "max_sends_per_day": 1,
                "recipients": [writers.peer.address],
            }
        ],
    )
    base = {"account_id": writers.a, "subject": "Limits", "text": "x"}
    with anyio.fail_after(60):
        async with gateway_session(gateway, limited) as client:
            stranger = await client.call_tool("send_message", {**base, "to": ["x@example.org"]})
            assert stranger.is_error is True
            assert "recipient_not_allowed" in text(stranger)
            assert "Nothing was sent" in text(stranger)
            ok(await client.call_tool("send_message", {**base, "to": [writers.peer.address]}))
            over = await client.call_tool(
                "send_message", {**base, "to": [writers.peer.address], "text": "y"}
            )
            assert over.is_error is True
            assert "daily send limit" in text(over)
            assert "sending works again in" in text(over)
