"""``q`` finds text anywhere, headers and body, from the index; ``folder=all`` lists every
folder but the trash and junk, newest first (by ``received``), across pages."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from pathlib import Path

import pytest

from tests.mailbox.providers.helpers import imap
from tests.support.dovecot import Dovecot, MailUser, deliver

from .helpers import letter, running_reader

pytestmark = pytest.mark.anyio

FILLER = "Thank you for your order, it is on its way to you. " * 20  # ~1,000 characters


def _html_only(to: str) -> bytes:
    message = EmailMessage()
    message["From"], message["To"], message["Subject"] = "news@shop.test", to, "Newsletter"
    message.set_content(
        f"<p>{FILLER}</p><p>Meet us in <b>Zanzibar</b></p><p hidden>Timbuktu</p>",
        subtype="html",
    )
    return message.as_bytes()


async def test_q_finds_a_word_deep_in_the_body_not_only_in_the_snippet(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser, other_user: MailUser
) -> None:
    deliver(
        dovecot,
        [mail_user.address],
        letter(mail_user.address, "Your order", body=f"{FILLER}\nTracking: Zanzibar-7741\n"),
    )
    deliver(dovecot, [other_user.address], _html_only(other_user.address))
    deliver(dovecot, [mail_user.address], letter(mail_user.address, "Other", body=FILLER))
    async with running_reader(tmp_path, dovecot) as reader:
        account, other = await reader.connect(mail_user), await reader.connect(other_user)
        for each in (account, other):
            await reader.sync(each)

        async def subjects(path: str, q: str) -> list[str]:
            page = await reader.get(path, q=q)
            return sorted(m["subject"] for m in page["items"])

        own = f"/v1/accounts/{account}/messages"
        assert (await reader.get(own, q="zanzibar"))["items"][0]["snippet"].startswith("Thank")
        assert await subjects(own, "ZANZIBAR-7741") == ["Your order"]  # any case, any part
        assert await subjects(own, "tracking: zanzibar") == ["Your order"]
        assert await subjects("/v1/messages", "timbuktu") == []  # hidden text is no text
        assert await subjects("/v1/messages", "zanzibar") == ["Newsletter", "Your order"]
        assert await subjects("/v1/messages", "on its way") == ["Newsletter", "Other", "Your order"]


async def test_folder_all_is_every_folder_but_trash_and_junk_newest_first(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    start = datetime(2026, 3, 1, 9, 0, tzinfo=timezone.utc)
    placed = {  # subject: (folder, hours after start)
        "Oldest": ("INBOX", 0),
        "Archived": ("Archive", 1),
        "Binned": ("Trash", 2),
        "Sent one": ("Sent", 3),
        "Spam": ("Junk", 4),
        "Newest": ("INBOX", 5),
        "Middle": ("Archive", 2),
    }
    async with imap(dovecot, mail_user) as client:
        for subject, (folder, hours) in placed.items():
            raw = letter(mail_user.address, subject)
            await client.append(folder, raw, when=start + timedelta(hours=hours))
    async with running_reader(tmp_path, dovecot) as reader:
        account = await reader.connect(mail_user)
        await reader.sync(account)
        for path in (f"/v1/accounts/{account}/messages", "/v1/messages"):
            seen: list[str] = []
            received: list[str] = []
            cursor = None
            while True:
                params = {"folder": "all", "limit": 2, **({"cursor": cursor} if cursor else {})}
                page = await reader.get(path, **params)
                seen += [m["subject"] for m in page["items"]]
                received += [m["received"] for m in page["items"]]
                cursor = page["next_cursor"]
                if cursor is None:
                    break
            assert seen == ["Newest", "Sent one", "Middle", "Archived", "Oldest"], path
            assert received == sorted(received, reverse=True)
