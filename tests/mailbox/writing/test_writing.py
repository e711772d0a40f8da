"""Changing mail through the API: flags, moves that keep the id (through a sync and a restart),
deletes into the trash and for good, batches, folders, and the rights that govern them. The
server is checked over IMAP, not through the service."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import anyio
import pytest

from mailsocket_mcp.mailbox.data.providers import (
    Credentials,
    Endpoint,
    ImapProvider,
    MessageSummary,
    SearchQuery,
    Security,
)
from mailsocket_mcp.mailbox.domain.sync import sync_pass
from tests.mailbox.providers.helpers import imap
from tests.mailbox.reading.helpers import Reader, letter, running_reader
from tests.support.dovecot import Dovecot, MailUser, deliver

pytestmark = pytest.mark.anyio


async def _ids(reader: Reader, account: str, folder: str = "inbox") -> dict[str, str]:
    page = await reader.get(f"/v1/accounts/{account}/messages", folder=folder)
    return {m["subject"]: m["id"] for m in page["items"]}


async def _folder(reader: Reader, account: str, role_or_name: str) -> dict[str, Any]:
    folders = await reader.get(f"/v1/accounts/{account}/folders")
    return next(f for f in folders if role_or_name in (f["role"], f["name"]))


async def _state(reader: Reader, account: str) -> str:
    state: str = (await reader.get(f"/v1/accounts/{account}/changes"))["state"]
    return state


async def _feed(reader: Reader, account: str, since: str) -> list[tuple[str, str]]:
    feed = await reader.get(f"/v1/accounts/{account}/changes", since=since)
    return [(c["type"], c["id"]) for c in feed["changes"]]


def _error(answer: Any, status: int, code: str) -> None:
    assert answer.status_code == status, answer.text
    assert answer.json()["error"]["code"] == code
    assert answer.json()["error"]["message"]


async def _setup(reader: Reader, dovecot: Dovecot, user: MailUser, *subjects: str) -> str:
    for subject in subjects:
        deliver(dovecot, [user.address], letter(user.address, subject))
    account = await reader.connect(user)
    await reader.sync(account)
    return account


async def test_flags_and_keywords_set_through_the_api_reach_the_server_and_the_feed(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        account = await _setup(reader, dovecot, mail_user, "Quote")
        message = (await _ids(reader, account))["Quote"]
        start = await _state(reader, account)

        answer = await reader.http.patch(
            f"/v1/accounts/{account}/messages/{message}",
            json={"unread": False, "starred": True, "keywords": ["$answered", "Offer"]},
            headers=reader.admin_headers,
        )
        assert answer.status_code == 200, answer.text
        changed = answer.json()
        assert (changed["id"], changed["unread"], changed["starred"]) == (message, False, True)
        assert changed["keywords"] == ["$answered", "Offer"]
        async with imap(dovecot, mail_user) as server:
            (summary,) = await server.fetch_summaries("INBOX")
        assert {"\\Seen", "\\Flagged", "\\Answered", "Offer"} <= summary.flags
        assert await _feed(reader, account, start) == [("message.updated", message)]
        inbox = await _folder(reader, account, "inbox")
        assert inbox["unread"] == 0

        removed = await reader.http.patch(
            f"/v1/accounts/{account}/messages/{message}",
            json={"remove_keywords": ["offer"], "unread": True},
            headers=reader.admin_headers,
        )
        assert removed.json()["keywords"] == ["$answered"]
        assert removed.json()["unread"] is True
        state = await _state(reader, account)
        await reader.sync(account)  # the server agrees with the index: nothing new
        assert await _feed(reader, account, state) == []

        both = await reader.http.patch(
            f"/v1/accounts/{account}/messages/{message}",
            json={"keywords": ["a"], "add_keywords": ["b"]},
            headers=reader.admin_headers,
        )
        _error(both, 400, "bad_request")
        labels = await reader.http.patch(
            f"/v1/accounts/{account}/messages/{message}",
            json={"add_folder_ids": ["archive"]},
            headers=reader.admin_headers,
        )
        _error(labels, 501, "not_supported")


async def test_a_moved_message_keeps_its_id_after_the_move_a_sync_and_a_restart(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        account = await _setup(reader, dovecot, mail_user, "Invoice 7", "Lunch")
        message = (await _ids(reader, account))["Invoice 7"]
        start = await _state(reader, account)
        made = await reader.http.post(
            f"/v1/accounts/{account}/folders", json={"name": "Bills"}, headers=reader.admin_headers
        )
        assert made.status_code == 201, made.text
        bills = made.json()["id"]

        moved = await reader.http.patch(
            f"/v1/accounts/{account}/messages/{message}",
            json={"folder_ids": [bills]},
            headers=reader.admin_headers,
        )
        assert moved.status_code == 200, moved.text
        assert (moved.json()["id"], moved.json()["folder_ids"]) == (message, [bills])
        assert await _ids(reader, account, bills) == {"Invoice 7": message}
        assert "Invoice 7" not in await _ids(reader, account)
        detail = await reader.get(f"/v1/accounts/{account}/messages/{message}")
        assert detail["subject"] == "Invoice 7"  # read from the server at its new place
        async with imap(dovecot, mail_user) as server:
            assert await server.search("Bills", SearchQuery(subject="Invoice 7"))
            assert not await server.search("INBOX", SearchQuery(subject="Invoice 7"))

        await reader.sync(account)
        assert await _ids(reader, account, bills) == {"Invoice 7": message}
        assert await _feed(reader, account, start) == [("message.updated", message)]
        archived = await reader.http.patch(
            f"/v1/accounts/{account}/messages/{message}",
            json={"folder_ids": ["archive"]},  # by role
            headers=reader.admin_headers,
        )
        archive = await _folder(reader, account, "archive")
        assert archived.json()["folder_ids"] == [archive["id"]]
        admin = reader.admin
    async with running_reader(tmp_path, dovecot, admin) as reader:
        await reader.sync(account)
        assert await _ids(reader, account, "archive") == {"Invoice 7": message}
        detail = await reader.get(f"/v1/accounts/{account}/messages/{message}")
        assert detail["folder_ids"] == [archive["id"]]


async def test_delete_moves_into_the_trash_and_permanent_delete_expunges(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        account = await _setup(reader, dovecot, mail_user, "Spam offer")
        message = (await _ids(reader, account))["Spam offer"]
        start = await _state(reader, account)
        path = f"/v1/accounts/{account}/messages/{message}"

        trashed = await reader.http.delete(path, headers=reader.admin_headers)
        assert trashed.status_code == 204, trashed.text
        assert await _ids(reader, account, "trash") == {"Spam offer": message}
        async with imap(dovecot, mail_user) as server:
            assert len(await server.search("Trash", SearchQuery())) == 1
            assert await server.search("INBOX", SearchQuery()) == []
        _error(await reader.http.delete(path, headers=reader.admin_headers), 409, "conflict")

        gone = await reader.http.delete(
            path, params={"permanent": "true"}, headers=reader.admin_headers
        )
        assert gone.status_code == 204, gone.text
        async with imap(dovecot, mail_user) as server:
            assert await server.search("Trash", SearchQuery()) == []
        assert await _ids(reader, account, "trash") == {}
        _error(await reader.http.get(path, headers=reader.admin_headers), 404, "not_found")
        assert await _feed(reader, account, start) == [
            ("message.updated", message),
            ("message.deleted", message),
        ]
        state = await _state(reader, account)
        await reader.sync(account)
        assert await _feed(reader, account, state) == []


async def test_a_batch_answers_one_result_per_id_in_order(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        account = await _setup(reader, dovecot, mail_user, "One", "Two", "Three")
        ids = await _ids(reader, account)
        batch = f"/v1/accounts/{account}/messages/batch"
        wanted = [ids["One"], "msg_nothing", ids["Two"], ids["One"]]
        answer = await reader.http.post(
            batch,
            json={"ids": wanted, "action": "update", "changes": {"starred": True}},
            headers=reader.admin_headers,
        )
        assert answer.status_code == 200, answer.text
        results = answer.json()["results"]
        assert [(r["id"], r["ok"]) for r in results] == [
            (ids["One"], True),
            ("msg_nothing", False),
            (ids["Two"], True),
        ]
        assert results[0]["message"]["starred"] is True
        assert results[1]["error"]["code"] == "not_found"
        starred = await reader.get(f"/v1/accounts/{account}/messages", starred="true")
        assert {m["subject"] for m in starred["items"]} == {"One", "Two"}

        deleted = await reader.http.post(
            batch,
            json={"ids": [ids["One"], ids["Three"]], "action": "delete"},
            headers=reader.admin_headers,
        )
        assert [r["ok"] for r in deleted.json()["results"]] == [True, True]
        assert set(await _ids(reader, account, "trash")) == {"One", "Three"}
        no_changes = await reader.http.post(
            batch, json={"ids": [ids["Two"]], "action": "update"}, headers=reader.admin_headers
        )
        _error(no_changes, 400, "bad_request")
        too_many = await reader.http.post(
            batch,
            json={"ids": [f"msg_{n}" for n in range(101)], "action": "delete"},
            headers=reader.admin_headers,
        )
        _error(too_many, 422, "validation_error")


async def test_folders_are_created_renamed_and_deleted_on_the_server(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        account = await _setup(reader, dovecot, mail_user, "Contract")
        folders = f"/v1/accounts/{account}/folders"
        headers = reader.admin_headers
        clients = (
            await reader.http.post(folders, json={"name": "Clients"}, headers=headers)
        ).json()
        acme = await reader.http.post(
            folders, json={"name": "ACME", "parent_id": clients["id"]}, headers=headers
        )
        assert acme.status_code == 201, acme.text
        assert (acme.json()["name"], acme.json()["parent_id"]) == ("ACME", clients["id"])
        _error(
            await reader.http.post(folders, json={"name": "Clients"}, headers=headers),
            409,
            "name_taken",
        )
        message = (await _ids(reader, account))["Contract"]
        await reader.http.patch(
            f"/v1/accounts/{account}/messages/{message}",
            json={"folder_ids": [acme.json()["id"]]},
            headers=headers,
        )

        renamed = await reader.http.patch(
            f"{folders}/{clients['id']}", json={"name": "Customers"}, headers=headers
        )
        assert renamed.status_code == 200, renamed.text
        assert (renamed.json()["id"], renamed.json()["name"]) == (clients["id"], "Customers")
        async with imap(dovecot, mail_user) as server:
            names = {f.name for f in await server.list_folders()}
        assert {"Customers", "Customers/ACME"} <= names
        assert "Clients" not in names
        await reader.sync(account)
        assert await _ids(reader, account, acme.json()["id"]) == {"Contract": message}

        inbox = await _folder(reader, account, "inbox")
        for folder_id in (inbox["id"], clients["id"], acme.json()["id"]):
            # a role, subfolders, a message inside
            answer = await reader.http.delete(f"{folders}/{folder_id}", headers=headers)
            _error(answer, 409, "conflict")
        to_top = await reader.http.patch(
            f"{folders}/{acme.json()['id']}", json={"parent_id": None}, headers=headers
        )
        assert to_top.json()["parent_id"] is None
        gone = await reader.http.delete(f"{folders}/{clients['id']}", headers=headers)
        assert gone.status_code == 204, gone.text
        async with imap(dovecot, mail_user) as server:
            names = {f.name for f in await server.list_folders()}
        assert "Customers" not in names
        assert "ACME" in names
        listed = {f["name"] for f in await reader.get(folders)}
        assert "Customers" not in listed
        assert "ACME" in listed


async def test_writing_needs_the_rights_and_stays_inside_a_grants_folders(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        account = await _setup(reader, dovecot, mail_user, "Invoice 9", "Private")
        ids = await _ids(reader, account)
        moved = await reader.http.patch(
            f"/v1/accounts/{account}/messages/{ids['Private']}",
            json={"folder_ids": ["archive"]},
            headers=reader.admin_headers,
        )
        assert moved.status_code == 200
        reader_only = await reader.user("reader", [{"accounts": [account], "allow": ["mail.read"]}])
        clerk = await reader.user(
            "clerk",
            [
                {
                    "accounts": [account],
                    "allow": ["mail.read", "mail.write"],
                    "folders": ["INBOX", "Junk"],
                }
            ],
        )
        invoice = f"/v1/accounts/{account}/messages/{ids['Invoice 9']}"
        folders = f"/v1/accounts/{account}/folders"
        for answer in (
            await reader.http.patch(invoice, json={"starred": True}, headers=reader_only),
            await reader.http.delete(invoice, headers=reader_only),
            await reader.http.post(folders, json={"name": "X"}, headers=reader_only),
            await reader.http.post(
                f"/v1/accounts/{account}/messages/batch",
                json={"ids": [ids["Invoice 9"]], "action": "delete"},
                headers=reader_only,
            ),
            await reader.http.delete(invoice, params={"permanent": "true"}, headers=clerk),
            await reader.http.patch(invoice, json={"folder_ids": ["archive"]}, headers=clerk),
            await reader.http.post(folders, json={"name": "Top"}, headers=clerk),
        ):
            _error(answer, 403, "forbidden")
        outside = await reader.http.patch(
            f"/v1/accounts/{account}/messages/{ids['Private']}",
            json={"starred": True},
            headers=clerk,
        )
        _error(outside, 404, "not_found")  # in the archive, which the clerk cannot see

        starred = await reader.http.patch(invoice, json={"starred": True}, headers=clerk)
        assert starred.status_code == 200, starred.text
        junk = await reader.http.patch(invoice, json={"folder_ids": ["junk"]}, headers=clerk)
        assert junk.status_code == 200, junk.text
        assert (await reader.http.delete(invoice, headers=clerk)).status_code == 204
        async with imap(dovecot, mail_user) as server:
            assert len(await server.search("Trash", SearchQuery(flagged=True))) == 1


class _PausingProvider(ImapProvider):
    """The real provider, paused once in a pass after it has read the inbox's flags."""

    def __init__(self, endpoint: Endpoint, login: Credentials) -> None:
        super().__init__(endpoint, login, disabled=frozenset({"CONDSTORE", "QRESYNC"}))
        self.reached, self.go = anyio.Event(), anyio.Event()

    async def fetch_summaries(
        self, folder: str, uids: Sequence[int] | None = None, *, first_uid: int = 1
    ) -> list[MessageSummary]:
        found = await super().fetch_summaries(folder, uids, first_uid=first_uid)
        if folder == "INBOX" and uids is None and not self.reached.is_set():
            self.reached.set()
            await self.go.wait()
        return found


async def test_a_sync_pass_that_read_flags_before_a_change_does_not_put_them_back(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        account = await _setup(reader, dovecot, mail_user, "Read me")
        message = (await _ids(reader, account))["Read me"]
        endpoint = Endpoint(
            host=dovecot.host, port=dovecot.imap_port, security=Security.NONE, timeout=5.0
        )
        provider = _PausingProvider(endpoint, Credentials(mail_user.address, mail_user.password))
        async with provider, anyio.create_task_group() as group:
            group.start_soon(sync_pass, reader.mailbox.db, provider, account)
            with anyio.fail_after(10):
                await provider.reached.wait()
            answer = await reader.http.patch(
                f"/v1/accounts/{account}/messages/{message}",
                json={"unread": False},
                headers=reader.admin_headers,
            )
            assert answer.json()["unread"] is False
            provider.go.set()
        listed = await reader.get(f"/v1/accounts/{account}/messages")
        assert listed["items"][0]["unread"] is False
