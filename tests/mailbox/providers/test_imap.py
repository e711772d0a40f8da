"""The IMAP provider against a real Dovecot: mail arrives over LMTP, as in life."""

from __future__ import annotations

import datetime
import logging

import anyio
import pytest

from mailsocket_mcp.mailbox.data.providers import (
    AuthenticationFailed,
    Capability,
    Credentials,
    FolderNotFound,
    FolderRole,
    NotSupported,
    SearchQuery,
    ServerRefused,
)
from tests.support.dovecot import Dovecot, MailUser, deliver

from .helpers import imap, imap_endpoint, mail

pytestmark = pytest.mark.anyio


async def test_login_with_the_right_password_shows_the_servers_capabilities(
    dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with imap(dovecot, mail_user) as provider:
        await provider.verify()
        capabilities = provider.capabilities
    # Dovecot 2.3 has MOVE, UIDPLUS, CONDSTORE, QRESYNC and IDLE, but no OBJECTID (RFC 8474).
    assert {Capability.IDLE, Capability.MOVE, Capability.UIDPLUS} <= capabilities
    assert {Capability.CONDSTORE, Capability.QRESYNC, Capability.FOLDERS} <= capabilities
    assert Capability.OBJECTID not in capabilities
    assert Capability.SEND not in capabilities


async def test_a_wrong_password_is_an_authentication_failure_that_names_no_secret(
    dovecot: Dovecot, mail_user: MailUser, caplog: pytest.LogCaptureFixture
) -> None:
    wrong = "not-" + mail_user.password
    provider = imap(dovecot, MailUser(mail_user.address, wrong))
    caplog.set_level(logging.DEBUG)
    with pytest.raises(AuthenticationFailed) as caught:
        await provider.verify()
    assert caught.value.status == 401
    assert caught.value.retryable is False
    assert "rejected the username or password" in str(caught.value)
    for text in (str(caught.value), repr(provider), caplog.text):
        assert wrong not in text
    # A right login logs nothing secret either (imaplib's debug log shows commands).
    caplog.clear()
    async with imap(dovecot, mail_user) as provider:
        await provider.list_folders()
    assert mail_user.password not in caplog.text


async def test_folders_carry_their_rfc_6154_roles(dovecot: Dovecot, mail_user: MailUser) -> None:
    async with imap(dovecot, mail_user) as provider:
        folders = {folder.name: folder.role for folder in await provider.list_folders()}
    assert folders == {
        "INBOX": FolderRole.INBOX,
        "Drafts": FolderRole.DRAFTS,
        "Sent": FolderRole.SENT,
        "Trash": FolderRole.TRASH,
        "Junk": FolderRole.JUNK,
        "Archive": FolderRole.ARCHIVE,
    }


async def test_delivered_mail_is_listed_with_its_envelope_and_read_raw(
    dovecot: Dovecot, mail_user: MailUser
) -> None:
    plain = mail(mail_user.address, "Quote 17", message_id="<quote17@shop.test>")
    invoice = mail(mail_user.address, "Invoice =?utf-8?q?M=C3=A4rz?=", attachment=b"%PDF-1.4")
    deliver(dovecot, [mail_user.address], plain)
    deliver(dovecot, [mail_user.address], invoice)
    async with imap(dovecot, mail_user) as provider:
        status = await provider.folder_status("INBOX")
        summaries = await provider.fetch_summaries("INBOX")
        raw = await provider.fetch_raw("INBOX", summaries[0].uid)
        later = await provider.fetch_summaries("INBOX", first_uid=summaries[1].uid + 1)
        picked = await provider.fetch_summaries("INBOX", [summaries[1].uid])
    assert status.messages == 2
    assert status.unseen == 2
    assert status.uidnext == summaries[1].uid + 1
    assert status.uidvalidity
    assert status.highest_modseq is not None
    first, second = summaries
    assert first.subject == "Quote 17"
    assert first.message_id == "<quote17@shop.test>"
    assert first.sender == "Ann Lee <ann@shop.test>"
    assert first.to == (mail_user.address,)
    assert not first.has_attachments
    assert first.size == len(raw)
    assert first.flags == frozenset()
    assert first.modseq is not None
    assert first.email_id is None
    assert first.internal_date is not None
    assert first.internal_date.tzinfo is not None
    assert second.subject == "Invoice März"
    assert second.has_attachments
    assert b"Subject: Quote 17" in raw
    assert b"Body of Quote 17" in raw
    assert later == []  # ``n:*`` past the last UID does not repeat the last message
    assert [summary.subject for summary in picked] == ["Invoice März"]


async def test_flags_and_keywords_are_set_and_cleared(
    dovecot: Dovecot, mail_user: MailUser
) -> None:
    deliver(dovecot, [mail_user.address], mail(mail_user.address, "Flag me"))
    async with imap(dovecot, mail_user) as provider:
        [summary] = await provider.fetch_summaries("INBOX")
        await provider.store_flags("INBOX", [summary.uid], add=["\\Seen", "\\Flagged", "$Invoice"])
        [flagged] = await provider.fetch_summaries("INBOX", [summary.uid])
        await provider.store_flags("INBOX", [summary.uid], remove=["\\Flagged"])
        [cleared] = await provider.fetch_summaries("INBOX", [summary.uid])
        status = await provider.folder_status("INBOX")
    assert flagged.flags == {"\\Seen", "\\Flagged", "$Invoice"}
    assert cleared.flags == {"\\Seen", "$Invoice"}
    assert status.unseen == 0


@pytest.mark.parametrize("extensions_off", [frozenset(), frozenset({"MOVE"})])
async def test_a_move_reports_the_new_uids_from_copyuid(
    dovecot: Dovecot, mail_user: MailUser, extensions_off: frozenset[str]
) -> None:
    """With MOVE, and with COPY + EXPUNGE when the server (or the operator) has no MOVE."""
    for subject in ("One", "Two", "Three"):
        deliver(dovecot, [mail_user.address], mail(mail_user.address, subject))
    async with imap(dovecot, mail_user, disabled=extensions_off) as provider:
        summaries = await provider.fetch_summaries("INBOX")
        moving = [summaries[0].uid, summaries[2].uid]
        result = await provider.move("INBOX", moving, "Archive")
        archived = await provider.fetch_summaries("Archive")
        left = await provider.fetch_summaries("INBOX")
        archive_status = await provider.folder_status("Archive")
    assert result.target == "Archive"
    assert result.target_uidvalidity == archive_status.uidvalidity
    assert sorted(result.uid_map) == moving
    by_uid = {summary.uid: summary.message_id for summary in archived}
    originals = {summary.uid: summary.message_id for summary in summaries}
    assert {by_uid[new] for new in result.uid_map.values()} == {originals[old] for old in moving}
    assert [summary.subject for summary in left] == ["Two"]


async def test_delete_moves_to_trash_and_deletes_for_good_from_there(
    dovecot: Dovecot, mail_user: MailUser
) -> None:
    deliver(dovecot, [mail_user.address], mail(mail_user.address, "Spam-ish"))
    async with imap(dovecot, mail_user) as provider:
        [summary] = await provider.fetch_summaries("INBOX")
        moved = await provider.delete("INBOX", [summary.uid])
        assert moved is not None
        assert moved.target == "Trash"
        [in_trash] = await provider.fetch_summaries("Trash")
        assert await provider.delete("Trash", [in_trash.uid]) is None
        assert await provider.fetch_summaries("Trash") == []
        assert await provider.fetch_summaries("INBOX") == []


async def test_permanent_delete_without_uidplus_expunges_in_place(
    dovecot: Dovecot, mail_user: MailUser
) -> None:
    deliver(dovecot, [mail_user.address], mail(mail_user.address, "Gone"))
    async with imap(dovecot, mail_user, disabled=frozenset({"UIDPLUS"})) as provider:
        assert Capability.UIDPLUS not in provider.capabilities
        [summary] = await provider.fetch_summaries("INBOX")
        assert await provider.delete("INBOX", [summary.uid], permanent=True) is None
        assert (await provider.folder_status("INBOX")).messages == 0
        assert (await provider.folder_status("Trash")).messages == 0


async def test_folders_are_created_renamed_and_deleted(
    dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with imap(dovecot, mail_user) as provider:
        await provider.create_folder("Accounting")
        deliver(dovecot, [mail_user.address], mail(mail_user.address, "Invoice"))
        [summary] = await provider.fetch_summaries("INBOX")
        await provider.move("INBOX", [summary.uid], "Accounting")
        await provider.fetch_summaries("Accounting")  # selects it: rename must still work
        await provider.rename_folder("Accounting", "Bookkeeping/2026")
        names = {folder.name for folder in await provider.list_folders()}
        assert "Bookkeeping/2026" in names
        assert "Accounting" not in names
        assert (await provider.folder_status("Bookkeeping/2026")).messages == 1
        await provider.delete_folder("Bookkeeping/2026")
        names = {folder.name for folder in await provider.list_folders()}
        assert "Bookkeeping/2026" not in names
        with pytest.raises(FolderNotFound) as caught:
            await provider.folder_status("Nowhere")
    assert caught.value.status == 404


async def test_a_draft_and_a_copy_in_sent_are_appended_with_their_new_uid(
    dovecot: Dovecot, mail_user: MailUser
) -> None:
    when = datetime.datetime(2026, 3, 1, 9, 30, tzinfo=datetime.timezone.utc)
    async with imap(dovecot, mail_user) as provider:
        draft = await provider.append(
            "Drafts", mail("tax@adviser.test", "Draft reply"), flags=["\\Draft"], when=when
        )
        sent = await provider.append(
            "Sent", mail("tax@adviser.test", "Sent copy"), flags=["\\Seen"]
        )
        [summary] = await provider.fetch_summaries("Drafts")
    assert draft.uid == summary.uid
    assert draft.uidvalidity is not None
    assert summary.flags == {"\\Draft"}
    assert summary.internal_date == when
    assert sent.folder == "Sent"
    assert sent.uid is not None


async def test_server_search_finds_by_sender_subject_text_and_state(
    dovecot: Dovecot, mail_user: MailUser
) -> None:
    deliver(dovecot, [mail_user.address], mail(mail_user.address, "Invoice 1", sender="xy@co.test"))
    deliver(dovecot, [mail_user.address], mail(mail_user.address, "Quote", sender="xy@co.test"))
    deliver(dovecot, [mail_user.address], mail(mail_user.address, "Rechnung Müller"))
    async with imap(dovecot, mail_user) as provider:
        uids = [summary.uid for summary in await provider.fetch_summaries("INBOX")]
        await provider.store_flags("INBOX", [uids[1]], add=["\\Seen"])
        by_sender = await provider.search("INBOX", SearchQuery(sender="xy@co.test"))
        invoices = await provider.search("INBOX", SearchQuery(sender="xy@co.test", unseen=True))
        accented = await provider.search("INBOX", SearchQuery(subject="Müller"))
        today = datetime.date.today()
        dated = await provider.search(
            "INBOX", SearchQuery(since=today, before=today + datetime.timedelta(days=2))
        )
        everything = await provider.search("INBOX", SearchQuery())
        nothing = await provider.search("INBOX", SearchQuery(text="no such words", flagged=False))
    assert by_sender == uids[:2]
    assert invoices == [uids[0]]
    assert accented == [uids[2]]
    assert dated == uids
    assert everything == uids
    assert nothing == []


async def test_changes_since_a_modseq_name_changed_and_vanished_uids(
    dovecot: Dovecot, mail_user: MailUser
) -> None:
    for subject in ("Keep", "Flag", "Drop"):
        deliver(dovecot, [mail_user.address], mail(mail_user.address, subject))
    async with imap(dovecot, mail_user) as provider:
        keep, flag, drop = await provider.fetch_summaries("INBOX")
        before = await provider.folder_status("INBOX")
        assert before.uidvalidity is not None
        assert before.highest_modseq is not None
        await provider.store_flags("INBOX", [flag.uid], add=["\\Flagged"])
        await provider.delete("INBOX", [drop.uid], permanent=True)
        deliver(dovecot, [mail_user.address], mail(mail_user.address, "New"))
        changes = await provider.changes_since("INBOX", before.uidvalidity, before.highest_modseq)
        stale = await provider.changes_since("INBOX", before.uidvalidity + 1, 1)
    assert [summary.subject for summary in changes.changed] == ["Flag", "New"]
    assert changes.vanished == (drop.uid,)
    assert changes.highest_modseq > before.highest_modseq
    assert keep.uid not in {summary.uid for summary in changes.changed}
    assert stale.uidvalidity_changed
    assert stale.changed == ()


async def test_changes_without_qresync_report_no_vanished_list_and_without_condstore_501(
    dovecot: Dovecot, mail_user: MailUser
) -> None:
    deliver(dovecot, [mail_user.address], mail(mail_user.address, "Only"))
    async with imap(dovecot, mail_user, disabled=frozenset({"QRESYNC"})) as provider:
        status = await provider.folder_status("INBOX")
        assert status.uidvalidity is not None
        assert status.highest_modseq is not None
        changes = await provider.changes_since("INBOX", status.uidvalidity, 0)
    assert changes.vanished is None
    assert [c.subject for c in changes.changed] == ["Only"]
    plain = {"CONDSTORE", "QRESYNC", "IDLE"}
    async with imap(dovecot, mail_user, disabled=frozenset(plain)) as provider:
        status = await provider.folder_status("INBOX")
        assert status.highest_modseq is None
        with pytest.raises(NotSupported) as caught:
            await provider.changes_since("INBOX", 1, 1)
        assert caught.value.status == 501
        assert caught.value.capability == "condstore"
        with pytest.raises(NotSupported, match="idle"):
            provider.watch("INBOX")
        with pytest.raises(NotSupported, match="send"):
            await provider.send(b"", sender=mail_user.address, recipients=[mail_user.address])


async def test_idle_reports_a_delivered_mail(dovecot: Dovecot, mail_user: MailUser) -> None:
    async with imap(dovecot, mail_user) as provider:
        with anyio.fail_after(10):
            async with provider.watch("INBOX", renew_seconds=60) as changes:
                await anext(changes)  # IDLE is running: a sync now misses nothing
                deliver(dovecot, [mail_user.address], mail(mail_user.address, "Pushed"))
                await anext(changes)
            [summary] = await provider.fetch_summaries("INBOX")
    assert summary.subject == "Pushed"


async def test_idle_is_renewed_and_each_renewal_says_sync(
    dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with imap(dovecot, mail_user) as provider:
        with anyio.fail_after(10):
            async with provider.watch("INBOX", renew_seconds=0.2) as changes:
                for _ in range(3):  # the first start, then two renewals with nothing new
                    await anext(changes)


async def test_a_refused_command_is_a_server_refusal_with_the_servers_text(
    dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with imap(dovecot, mail_user) as provider:
        with pytest.raises(ServerRefused) as caught:
            await provider.delete_folder("INBOX")
        with pytest.raises(ServerRefused, match="no message with UID 999"):
            await provider.fetch_raw("INBOX", 999)
    assert caught.value.status == 502
    assert caught.value.server_text


async def test_credentials_repr_hides_the_password(dovecot: Dovecot) -> None:
    endpoint = imap_endpoint(dovecot)
    credentials = Credentials("someone@example.test", "hunter2-secret")
    assert "hunter2" not in repr(credentials)
    assert "hunter2" not in repr(endpoint)
