"""Drafts through the API against a real Dovecot: stored with \\Draft in Drafts, listed,
replaced under the same id, deleted, and sent once (then gone)."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest

from tests.mailbox.reading.helpers import running_reader
from tests.mailbox.sending.helpers import mailbox_of
from tests.support.dovecot import Dovecot, MailUser
from tests.support.relay import Relay

from .helpers import call, connect_sending

pytestmark = pytest.mark.anyio


async def test_a_draft_round_trips_keeps_its_id_and_is_sent_once_then_gone(
    tmp_path: Path, dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    third = dovecot.new_user("carol")
    async with running_reader(tmp_path, dovecot) as reader:
        account = await connect_sending(reader, relay, mail_user)
        base = f"/v1/accounts/{account}/drafts"
        pdf = base64.b64encode(b"%PDF draft").decode()
        made = await call(
            reader,
            "POST",
            base,
            status=201,
            json={
                "subject": "Offer (draft)",
                "text": "first words",
                "attachments": [{"filename": "offer.pdf", "data": pdf}],
            },
        )
        draft_id = made["id"]
        assert made["subject"] == "Offer (draft)"
        assert "$draft" in made["keywords"]
        [stored] = mailbox_of(dovecot, mail_user, "Drafts")
        assert "\\Draft" in stored["X-Test-Flags"]
        listed = await call(reader, "GET", base)
        assert [d["id"] for d in listed["items"]] == [draft_id]

        detail = await reader.get(f"/v1/accounts/{account}/messages/{draft_id}")
        [attachment] = detail["attachments"]
        replaced = await call(
            reader,
            "PUT",
            f"{base}/{draft_id}",
            json={
                "to": [{"email": other_user.address}],
                "bcc": [{"email": third.address}],
                "subject": "Offer",
                "text": "final words",
                "keep_attachments": [attachment["id"]],
            },
        )
        assert replaced["id"] == draft_id
        assert replaced["subject"] == "Offer"
        [stored] = mailbox_of(dovecot, mail_user, "Drafts")
        assert stored["Subject"] == "Offer"
        listed = await call(reader, "GET", base)
        assert [(d["id"], d["subject"]) for d in listed["items"]] == [(draft_id, "Offer")]

        key = {**reader.admin_headers, "Idempotency-Key": "draft-1"}
        sent = await call(reader, "POST", f"{base}/{draft_id}/send", headers=key)
        again = await call(reader, "POST", f"{base}/{draft_id}/send", headers=key)
        assert again == sent

        [received] = mailbox_of(dovecot, other_user)
        assert received["Message-ID"] == sent["message_id_header"]
        assert received["Subject"] == "Offer"
        assert "Bcc" not in received
        assert [a.get_content() for a in received.iter_attachments()] == [b"%PDF draft"]
        assert len(mailbox_of(dovecot, third)) == 1  # Bcc on the envelope
        assert mailbox_of(dovecot, mail_user, "Drafts") == []
        assert (await call(reader, "GET", base))["items"] == []
        assert sent["sent_copy_id"] is not None
        sends = await call(reader, "GET", f"/v1/accounts/{account}/sends")
        assert [(s["operation"], s["outcome"]) for s in sends["items"]] == [("send_draft", "sent")]
        await call(reader, "POST", f"{base}/{draft_id}/send", status=404)


async def test_a_deleted_draft_is_gone_and_a_message_is_no_draft(
    tmp_path: Path, dovecot: Dovecot, relay: Relay, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        account = await connect_sending(reader, relay, mail_user)
        base = f"/v1/accounts/{account}/drafts"
        made = await call(reader, "POST", base, status=201, json={"subject": "scrap"})
        await call(reader, "DELETE", f"{base}/{made['id']}", status=204)
        assert mailbox_of(dovecot, mail_user, "Drafts") == []
        assert (await call(reader, "GET", base))["items"] == []
        await call(reader, "DELETE", f"{base}/{made['id']}", status=404)
        await call(reader, "PUT", f"{base}/msg_none", status=404, json={"subject": "x"})


async def test_drafts_need_the_drafts_right_and_sending_one_needs_send(
    tmp_path: Path, dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        account = await connect_sending(reader, relay, mail_user)
        base = f"/v1/accounts/{account}/drafts"
        drafter = await reader.user("drafter", [{"accounts": [account], "allow": ["drafts"]}])
        reader_only = await reader.user("reader", [{"accounts": [account], "allow": ["mail.read"]}])
        stranger = await reader.user("stranger", [])
        body = {"to": [{"email": other_user.address}], "subject": "Hi", "text": "x"}

        made = await call(reader, "POST", base, status=201, headers=drafter, json=body)
        await call(reader, "POST", base, status=403, headers=reader_only, json=body)
        await call(reader, "GET", base, status=404, headers=stranger)
        refused = await call(
            reader, "POST", f"{base}/{made['id']}/send", status=403, headers=drafter
        )
        assert refused["error"]["code"] == "forbidden"
        assert mailbox_of(dovecot, other_user) == []
        assert len(mailbox_of(dovecot, mail_user, "Drafts")) == 1
