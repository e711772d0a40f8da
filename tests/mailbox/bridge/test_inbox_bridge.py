"""OTP and magic-link waits on a real account: the inbox bridge end to end.

An app under test sends real mail (SMTP submission into Dovecot); the service sees it over IDLE
and hands it to the inbox the address names; our inbox tools, unchanged, pointed at
``<service>/api/v1`` with a service token, wait for the code or the link.
"""

from __future__ import annotations

import os
import re
import shutil
import smtplib
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path

import anyio
import mailsocket
import pytest

from mcp import Client, StdioServerParameters
from tests.mailbox.bridge.helpers import Served, serving, submit
from tests.mailbox.reading.helpers import running_reader
from tests.mcp.helpers import structured
from tests.support.dovecot import Dovecot, MailUser
from tests.support.env import child_env
from tests.support.relay import Relay

SCRIPT = shutil.which("mailsocket-mcp", path=os.path.dirname(sys.executable)) or "mailsocket-mcp"
READ = [{"accounts": ["*"], "allow": ["mail.read"]}]


@pytest.fixture
def served(tmp_path: Path, dovecot: Dovecot) -> Iterator[Served]:
    with serving(tmp_path / "data", dovecot) as service:
        yield service


@asynccontextmanager
async def inbox_tools(service: Served, token: str) -> AsyncIterator[Client]:
    """Our inbox tools over stdio, as a user configures them for the service."""
    env = child_env(MAILSOCKET_API_KEY=token, MAILSOCKET_BASE_URL=service.api_url)
    async with Client(StdioServerParameters(command=SCRIPT, env=env), mode="legacy") as client:
        yield client


async def _sent_while_waiting(service: Served, send: object) -> None:
    await anyio.to_thread.run_sync(service.wait_until_waiting)
    assert callable(send)
    await anyio.to_thread.run_sync(send)


@pytest.mark.anyio
async def test_wait_for_otp_link_and_no_email_on_a_plus_address_of_a_real_account(
    served: Served, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    account = served.connect(mail_user)
    assert served.mark(account, {"mode": "plus"}).status_code == 200
    token = served.user("qa", READ)
    local, domain = mail_user.address.split("@")
    with anyio.fail_after(60):
        async with inbox_tools(served, token) as tools:
            inbox = structured(await tools.call_tool("create_inbox", {"label": "signup"}))
            address = inbox["address"]
            assert re.fullmatch(rf"{re.escape(local)}\+[0-9a-f]{{16}}@{re.escape(domain)}", address)

            def code_mail() -> None:
                submit(relay, other_user, address, "Your code", "Your verification code is 482913.")

            async with anyio.create_task_group() as group:
                group.start_soon(_sent_while_waiting, served, code_mail)
                otp = structured(
                    await tools.call_tool("wait_for_otp", {"inbox_id": inbox["id"], "timeout": 30})
                )
            assert otp["otp"] == "482913"

            def link_mail() -> None:
                submit(
                    relay,
                    other_user,
                    address,
                    "Sign in",
                    "Sign in: https://app.example.test/magic?token=k3y9 (valid 10 minutes)",
                )

            async with anyio.create_task_group() as group:
                group.start_soon(_sent_while_waiting, served, link_mail)
                link = structured(
                    await tools.call_tool("wait_for_link", {"inbox_id": inbox["id"], "timeout": 30})
                )
            assert "https://app.example.test/magic?token=k3y9" in str(link)

            quiet = structured(
                await tools.call_tool("expect_no_email", {"inbox_id": inbox["id"], "within": 1})
            )
            assert quiet["arrived"] is False

            def late_mail() -> None:
                submit(relay, other_user, address, "Welcome", "Thanks for signing up.")

            async with anyio.create_task_group() as group:
                group.start_soon(_sent_while_waiting, served, late_mail)
                seen = structured(
                    await tools.call_tool(
                        "expect_no_email", {"inbox_id": inbox["id"], "within": 30}
                    )
                )
            assert seen["arrived"] is True
            listed = structured(await tools.call_tool("list_messages", {"inbox_id": inbox["id"]}))
            assert len(listed["messages"]) == 3


@pytest.mark.anyio
async def test_a_catch_all_domain_hands_out_addresses_there_matched_on_x_original_to(
    served: Served, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    domain = f"qa-{mail_user.address.split('@')[0]}.test"
    relay.catch_all[domain] = mail_user.address
    account = served.connect(mail_user)
    answer = served.mark(account, {"mode": "catch_all", "domain": domain.upper()})
    assert answer.status_code == 200, answer.text
    assert answer.json()["inbox_source"] == {"mode": "catch_all", "domain": domain}
    client = mailsocket.Client(served.user("qa", READ), base_url=served.api_url)
    inbox = await anyio.to_thread.run_sync(client.create_inbox)
    assert re.fullmatch(rf"[0-9a-f]{{16}}@{re.escape(domain)}", inbox["address"])

    def code_mail() -> None:
        # Bcc'd, as a mailing would be: only the envelope (X-Original-To) names the inbox.
        mail = f"From: {other_user.address}\r\nTo: list@elsewhere.test\r\nSubject: Code\r\n\r\n"
        body = mail + "Your login code: 551204\r\n"
        with smtplib.SMTP(relay.host, relay.port, timeout=10) as smtp:
            smtp.login(other_user.address, other_user.password)
            smtp.sendmail(other_user.address, [inbox["address"]], body.encode())

    try:
        with anyio.fail_after(60):
            async with anyio.create_task_group() as group:
                group.start_soon(_sent_while_waiting, served, code_mail)
                result = await anyio.to_thread.run_sync(
                    lambda: client.wait_for_otp(inbox["id"], timeout=30)
                )
    finally:
        del relay.catch_all[domain]
    assert result.otp == "551204"


@pytest.mark.anyio
async def test_inboxes_their_mail_and_mail_that_came_while_down_survive_a_restart(
    tmp_path: Path, dovecot: Dovecot, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    folder = tmp_path / "data"
    with anyio.fail_after(90):
        with serving(folder, dovecot) as first:
            served_first = first
            served_first.mark(served_first.connect(mail_user), {"mode": "plus"})
            token = served_first.user("qa", READ)
            client = mailsocket.Client(token, base_url=served_first.api_url)
            inbox = await anyio.to_thread.run_sync(client.create_inbox)

            def first_mail() -> None:
                submit(relay, other_user, inbox["address"], "Code", "Your code is 120033.")

            async with anyio.create_task_group() as group:
                group.start_soon(_sent_while_waiting, served_first, first_mail)
                before = await anyio.to_thread.run_sync(
                    lambda: client.wait_for_otp(inbox["id"], timeout=30)
                )
        submit(relay, other_user, inbox["address"], "Again", "Your code is 774411.")
        with serving(folder, dovecot, served_first.admin) as second:
            again = mailsocket.Client(token, base_url=second.api_url)
            after = await anyio.to_thread.run_sync(
                lambda: again.wait_for_otp(inbox["id"], timeout=30, since=before.message["id"])
            )
            messages = await anyio.to_thread.run_sync(lambda: again.list_messages(inbox["id"]))
    assert (before.otp, after.otp) == ("120033", "774411")
    assert [m["otp"] for m in messages] == ["774411", "120033"]


def test_another_users_token_gets_404_for_the_inbox_and_its_messages(
    served: Served, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    account = served.connect(mail_user)
    served.mark(account, {"mode": "plus"})
    mine = served.as_(served.user("owner", READ))
    theirs = served.as_(served.user("other", READ))
    inbox = served.http.post("/api/v1/inboxes", json={"label": "x"}, headers=mine).json()["data"]
    delivered = served.http.post(f"/api/v1/inboxes/{inbox['id']}/test-code", headers=mine).json()[
        "data"
    ]
    base = f"/api/v1/inboxes/{inbox['id']}"
    for method, path in [
        ("GET", base),
        ("GET", f"{base}/messages"),
        ("GET", f"{base}/messages/latest"),
        ("GET", f"{base}/messages/wait?timeout=1"),
        ("GET", f"/api/v1/messages/{delivered['message_id']}"),
        ("DELETE", base),
    ]:
        answer = served.http.request(method, path, headers=theirs)
        assert answer.status_code == 404, (method, path, answer.text)
        assert answer.json()["error"]["code"] == "not_found"
    assert served.http.get("/api/v1/inboxes", headers=theirs).json()["data"] == []
    assert served.http.get(base, headers=mine).status_code == 200


def test_the_inbox_api_takes_only_service_tokens(served: Served) -> None:
    missing = served.http.get("/api/v1/inboxes")
    assert missing.status_code == 401
    assert missing.json()["error"]["code"] == "authentication_required"
    assert missing.headers["www-authenticate"] == "Bearer"
    for key in ["mbx_not-a-token", "ms_live_sandboxkey123"]:
        wrong = served.http.get("/api/v1/inboxes", headers=served.as_(key))
        assert wrong.status_code == 401
        assert wrong.json()["error"]["code"] == "invalid_api_key"
    assert served.http.get("/api/v1/nothing", headers=served.admin_headers).status_code == 404


def test_no_address_without_an_inbox_source_the_user_may_read(
    served: Served, mail_user: MailUser, other_user: MailUser
) -> None:
    plain = served.connect(mail_user)
    source = served.connect(other_user)
    assert served.mark(source, {"mode": "plus"}).status_code == 200
    reader = served.user("reader", [{"accounts": [plain], "allow": ["mail.read"]}])
    client = mailsocket.Client(reader, base_url=served.api_url)
    with pytest.raises(mailsocket.MailsocketError) as refused:
        client.create_inbox()
    assert refused.value.status == 409
    assert refused.value.code == "no_inbox_source"
    assert "inbox_source" in str(refused.value)
    # Once the account it reads is a source, it gets an address there and nowhere else.
    assert served.mark(plain, {"mode": "plus"}).status_code == 200
    assert client.create_inbox()["address"].startswith(mail_user.address.split("@")[0] + "+")
    assert served.mark(plain, None).json()["inbox_source"] is None
    with pytest.raises(mailsocket.MailsocketError):
        client.create_inbox()


def test_marking_an_inbox_source_needs_its_own_right(served: Served, mail_user: MailUser) -> None:
    account = served.connect(mail_user)
    manager = served.as_(
        served.user("manager", [{"accounts": [account], "allow": ["accounts.manage", "mail.read"]}])
    )
    body = {"inbox_source": {"mode": "plus"}}
    refused = served.http.patch(f"/v1/accounts/{account}", json=body, headers=manager)
    assert refused.status_code == 403, refused.text
    assert refused.json()["error"]["code"] == "forbidden"
    # Not even beside a change the manager may make; and nothing of it is kept.
    both = {**body, "display_name": "QA"}
    assert (
        served.http.patch(f"/v1/accounts/{account}", json=both, headers=manager).status_code == 403
    )
    marker = served.as_(
        served.user("marker", [{"accounts": [account], "allow": ["accounts.inbox_source"]}])
    )
    marked = served.http.patch(f"/v1/accounts/{account}", json=body, headers=marker)
    assert marked.status_code == 200, marked.text
    assert marked.json()["inbox_source"] == {"mode": "plus", "domain": None}
    shown = served.http.get(f"/v1/accounts/{account}", headers=served.admin_headers).json()
    assert shown["display_name"] != "QA"
    assert shown["inbox_source"] == {"mode": "plus", "domain": None}
    for bad in [
        {"mode": "catch_all"},
        {"mode": "catch_all", "domain": "not a domain"},
        {"mode": "plus", "domain": "example.test"},
    ]:
        answer = served.mark(account, bad)
        assert answer.status_code == 400, (bad, answer.text)
        assert "inbox_source" in answer.json()["error"]["message"]
    assert served.mark(account, {"mode": "bcc"}).status_code == 422


@pytest.mark.anyio
async def test_mail_reaches_an_inbox_only_while_its_owner_may_read_the_account(
    served: Served, relay: Relay, mail_user: MailUser, other_user: MailUser
) -> None:
    account = served.connect(mail_user)
    served.mark(account, {"mode": "plus"})
    grant = [{"accounts": [account], "allow": ["mail.read"]}]
    token = served.user("qa", grant)
    user_id = served.http.get("/v1/me", headers=served.as_(token)).json()["user_id"]
    client = mailsocket.Client(token, base_url=served.api_url)
    inbox = client.create_inbox()
    local, domain = mail_user.address.split("@")

    def regrant(grants: list[dict[str, object]]) -> None:
        answer = served.http.patch(
            f"/v1/users/{user_id}", json={"grants": grants}, headers=served.admin_headers
        )
        assert answer.status_code == 200, answer.text

    watcher = mailsocket.Client(served.user("watcher", grant), base_url=served.api_url)
    sentinel = watcher.create_inbox()
    regrant([])

    def first_mail() -> None:
        # One mail to the inbox whose owner lost the right, to a tag nobody holds, and to an
        # inbox whose owner may read: once the last has it, the other two were decided.
        nobody = f"{local}+0000000000000000@{domain}"
        to = ", ".join([inbox["address"], nobody, sentinel["address"]])
        submit(relay, other_user, to, "Code", "Your code is 300001.")

    with anyio.fail_after(60):
        async with anyio.create_task_group() as group:
            group.start_soon(_sent_while_waiting, served, first_mail)
            seen = await anyio.to_thread.run_sync(
                lambda: watcher.wait_for_otp(sentinel["id"], timeout=30)
            )
    assert seen.otp == "300001"
    regrant(grant)

    def later_mail() -> None:
        submit(relay, other_user, inbox["address"], "Code", "Your code is 300003.")

    with anyio.fail_after(60):
        async with anyio.create_task_group() as group:
            group.start_soon(_sent_while_waiting, served, later_mail)
            result = await anyio.to_thread.run_sync(
                lambda: client.wait_for_otp(inbox["id"], timeout=30, since=0)
            )
    assert result.otp == "300003"
    assert [m["otp"] for m in client.list_messages(inbox["id"])] == ["300003"]
    # The first mail came as three copies (one per recipient), each handed only to the inbox
    # its Delivered-To names; all three were handed on before the later mail.
    assert [m["otp"] for m in watcher.list_messages(sentinel["id"])] == ["300001"]


@pytest.mark.anyio
async def test_the_inbox_api_answers_503_until_the_service_has_started(
    tmp_path: Path, dovecot: Dovecot
) -> None:
    async with running_reader(tmp_path / "data", dovecot) as reader:  # no lifespan run
        answer = await reader.http.get("/api/v1/inboxes", headers=reader.admin_headers)
    assert answer.status_code == 503
    assert answer.json()["error"]["code"] == "starting"
