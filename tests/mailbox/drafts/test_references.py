"""Replying to and forwarding a message by its id: threading headers, recipients, the quote or
the original attached, the mark on the original, and the id of the copy in Sent."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.mailbox.reading.helpers import letter, running_reader
from tests.mailbox.sending.helpers import mailbox_of
from tests.support.dovecot import Dovecot, MailUser, deliver
from tests.support.relay import Relay

from .helpers import call, connect_sending

pytestmark = pytest.mark.anyio


async def test_a_reply_by_reference_threads_quotes_lands_once_and_marks_the_original(
    tmp_path: Path, dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    original = letter(
        mail_user.address,
        "Quote 42",
        sender=f"Bob <{other_user.address}>",
        body="Can you confirm the price?\n",
        message_id="<quote-42@shop.test>",
    )
    deliver(dovecot, [mail_user.address], original)
    async with running_reader(tmp_path, dovecot) as reader:
        account = await connect_sending(reader, relay, mail_user)
        await reader.sync(account)
        [item] = (await reader.get(f"/v1/accounts/{account}/messages"))["items"]

        result = await call(
            reader,
            "POST",
            f"/v1/accounts/{account}/send",
            json={"text": "Confirmed.", "reference": {"message_id": item["id"], "action": "reply"}},
        )

        assert result["original_marked"] is True
        [received] = mailbox_of(dovecot, other_user)
        assert received["In-Reply-To"] == "<quote-42@shop.test>"
        assert received["References"] == "<quote-42@shop.test>"
        assert received["Subject"] == "Re: Quote 42"
        assert received["To"] == f"Bob <{other_user.address}>"
        text = received.get_body(preferencelist=("plain",)).get_content()  # type: ignore[union-attr]
        assert text.startswith("Confirmed.")
        assert "> Can you confirm the price?" in text
        [inbox_original] = mailbox_of(dovecot, mail_user)
        assert "\\Answered" in inbox_original["X-Test-Flags"]
        [sent_copy] = mailbox_of(dovecot, mail_user, "Sent")
        assert sent_copy["Message-ID"] == result["message_id_header"]
        assert result["sent_copy_id"] is not None
        copy = await reader.get(f"/v1/accounts/{account}/messages/{result['sent_copy_id']}")
        assert copy["subject"] == "Re: Quote 42"
        assert copy["in_reply_to"] == "<quote-42@shop.test>"


async def test_a_forward_as_attachment_carries_the_original_unchanged_and_marks_it_forwarded(
    tmp_path: Path, dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    deliver(
        dovecot,
        [mail_user.address],
        letter(mail_user.address, "Invoice 7", attachment=b"%PDF-1.4 seven"),
    )
    async with running_reader(tmp_path, dovecot) as reader:
        account = await connect_sending(reader, relay, mail_user)
        await reader.sync(account)
        [item] = (await reader.get(f"/v1/accounts/{account}/messages"))["items"]
        reference = {"message_id": item["id"], "action": "forward", "forward_as": "attachment"}

        result = await call(
            reader,
            "POST",
            f"/v1/accounts/{account}/send",
            json={"to": [{"email": other_user.address}], "reference": reference},
        )

        [received] = mailbox_of(dovecot, other_user)
        assert received["Subject"] == "Fwd: Invoice 7"
        [attached] = list(received.iter_attachments())
        assert attached.get_content_type() == "message/rfc822"
        inner = attached.get_content()
        assert inner["Subject"] == "Invoice 7"
        assert [a.get_content() for a in inner.iter_attachments()] == [b"%PDF-1.4 seven"]
        assert result["original_marked"] is True
        [inbox_original] = mailbox_of(dovecot, mail_user)
        assert "$Forwarded" in inbox_original["X-Test-Flags"]


async def test_a_forward_inline_quotes_the_headers_and_keeps_the_attachments(
    tmp_path: Path, dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    deliver(
        dovecot,
        [mail_user.address],
        letter(mail_user.address, "Invoice 8", body="Pay by Friday.\n", attachment=b"%PDF eight"),
    )
    async with running_reader(tmp_path, dovecot) as reader:
        account = await connect_sending(reader, relay, mail_user)
        await reader.sync(account)
        [item] = (await reader.get(f"/v1/accounts/{account}/messages"))["items"]
        message = await reader.get(f"/v1/accounts/{account}/messages/{item['id']}")
        [attachment] = message["attachments"]

        await call(
            reader,
            "POST",
            f"/v1/accounts/{account}/send",
            json={
                "to": [{"email": other_user.address}],
                "text": "FYI",
                "reference": {"message_id": item["id"], "action": "forward"},
                "attachments_from": [{"message_id": item["id"], "attachment_id": attachment["id"]}],
            },
        )

        [received] = mailbox_of(dovecot, other_user)
        text = received.get_body(preferencelist=("plain",)).get_content()  # type: ignore[union-attr]
        assert "---------- Forwarded message ----------" in text
        assert "Subject: Invoice 8" in text
        assert "Pay by Friday." in text
        contents = [a.get_content() for a in received.iter_attachments()]
        assert contents == [b"%PDF eight", b"%PDF eight"]  # attachments_from, then the original's


async def test_a_reference_needs_the_right_to_read_the_original(
    tmp_path: Path, dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    deliver(dovecot, [mail_user.address], letter(mail_user.address, "Private"))
    async with running_reader(tmp_path, dovecot) as reader:
        account = await connect_sending(reader, relay, mail_user)
        await reader.sync(account)
        [item] = (await reader.get(f"/v1/accounts/{account}/messages"))["items"]
        sender_only = await reader.user("agent", [{"accounts": [account], "allow": ["send"]}])
        reference = {"message_id": item["id"], "action": "reply"}

        refused = await call(
            reader,
            "POST",
            f"/v1/accounts/{account}/send",
            status=403,
            headers=sender_only,
            json={"text": "hi", "reference": reference},
        )
        assert refused["error"]["code"] == "forbidden"
        missing = await call(
            reader,
            "POST",
            f"/v1/accounts/{account}/send",
            status=404,
            json={"text": "hi", "reference": {"message_id": "msg_none", "action": "reply"}},
        )
        assert missing["error"]["code"] == "not_found"
        assert mailbox_of(dovecot, other_user) == []
