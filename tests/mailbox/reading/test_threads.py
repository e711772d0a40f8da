"""Threads through the API: replies filed under the message they answer, in every folder,
paged by the folder's messages, and narrowed by a grant's folders."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from tests.mailbox.providers.helpers import imap
from tests.support.dovecot import Dovecot, MailUser

from .helpers import letter, running_reader

pytestmark = pytest.mark.anyio

START = datetime(2026, 3, 2, 9, 0, tzinfo=timezone.utc)


async def _conversation(dovecot: Dovecot, user: MailUser) -> None:
    """INBOX: Quote (1), Lunch (2), Re: Quote (3, from the shop); Archive: Re: Quote (mine)."""
    me = user.address
    mails = [
        ("INBOX", letter(me, "Quote", message_id="<q1@shop.test>")),
        ("INBOX", letter(me, "Lunch", sender="Bo <bo@friends.test>")),
        (
            "Archive",
            letter(
                "ann@shop.test",
                "Re: Quote",
                sender=me,
                in_reply_to="<q1@shop.test>",
                message_id="<q2@example.org>",
            ),
        ),
        ("INBOX", letter(me, "Re: Quote", in_reply_to="<q2@example.org>")),
    ]
    async with imap(dovecot, user) as provider:
        await provider.create_folder("Archive")
        for minutes, (folder, raw) in enumerate(mails):
            await provider.append(folder, raw, when=START + timedelta(minutes=minutes))


async def test_threads_gather_replies_across_folders_and_page_by_the_folders_messages(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    await _conversation(dovecot, mail_user)
    async with running_reader(tmp_path, dovecot) as reader:
        account = await reader.connect(mail_user)
        await reader.sync(account)
        path = f"/v1/accounts/{account}/threads"
        page = await reader.get(path, folder="inbox")
        assert [t["subject"] for t in page["items"]] == ["Re: Quote", "Lunch"]
        quote = page["items"][0]
        assert quote["message_count"] == 3
        assert quote["unread_count"] == 3
        assert len(quote["folder_ids"]) == 2
        assert [p["email"] for p in quote["participants"]] == ["ann@shop.test"]
        assert page["next_cursor"] is None

        thread = await reader.get(f"{path}/{quote['id']}")
        assert [m["subject"] for m in thread["messages"]] == ["Quote", "Re: Quote", "Re: Quote"]
        assert {m["thread_id"] for m in thread["messages"]} == {quote["id"]}
        assert thread["truncated"] is False

        # Pages of one message each: every thread once, where its newest inbox message is.
        seen, cursor = [], None
        for _ in range(5):
            params = {"folder": "inbox", "limit": 1, **({"cursor": cursor} if cursor else {})}
            page = await reader.get(path, **params)
            seen += [t["subject"] for t in page["items"]]
            cursor = page["next_cursor"]
            if cursor is None:
                break
        assert seen == ["Re: Quote", "Lunch"]

        lunch = (await reader.get(path, folder="inbox"))["items"][1]
        alone = await reader.get(f"{path}/{lunch['id']}")
        assert [m["subject"] for m in alone["messages"]] == ["Lunch"]
        assert alone["participants"] == [{"email": "bo@friends.test", "name": "Bo"}]

        missing = await reader.http.get(f"{path}/thr_nothing", headers=reader.admin_headers)
        assert missing.status_code == 404
        assert missing.json()["error"]["code"] == "not_found"


async def test_a_grant_narrowed_to_the_inbox_sees_only_the_inbox_part_of_a_thread(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    await _conversation(dovecot, mail_user)
    async with running_reader(tmp_path, dovecot) as reader:
        account = await reader.connect(mail_user)
        await reader.sync(account)
        clerk = await reader.user(
            "clerk", [{"accounts": [account], "allow": ["mail.read"], "folders": ["inbox"]}]
        )
        path = f"/v1/accounts/{account}/threads"
        quote = (await reader.get(path, headers=clerk, folder="inbox"))["items"][0]
        assert quote["message_count"] == 2
        assert len(quote["folder_ids"]) == 1
        thread = await reader.get(f"{path}/{quote['id']}", headers=clerk)
        assert [m["subject"] for m in thread["messages"]] == ["Quote", "Re: Quote"]
        archive = await reader.http.get(path, params={"folder": "Archive"}, headers=clerk)
        assert archive.status_code == 404
        nobody = await reader.user("nobody", [])
        hidden = await reader.http.get(path, params={"folder": "inbox"}, headers=nobody)
        assert hidden.status_code == 404
