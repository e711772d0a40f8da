"""Where a webhook may post: refused at create and again at each post, and the post goes to the
address that was checked."""

from __future__ import annotations

from pathlib import Path

import pytest

from mailsocket_mcp.mailbox.data.addresses import Resolve
from mailsocket_mcp.mailbox.domain.webhook_targets import TargetPolicy
from tests.mailbox.reading.helpers import letter
from tests.support.dovecot import Dovecot, MailUser, deliver

from .helpers import create_hook, running_service, verified, worker
from .receiver import receiving

pytestmark = pytest.mark.anyio


NEVER = [
    ("http://169.254.169.254/latest/meta-data/", "cloud metadata"),
    ("http://[fd00:ec2::254]/", "cloud metadata"),
    ("http://169.254.10.1:8080/hook", "link-local"),
    ("http://[fe80::1]/hook", "link-local"),
    ("http://[::ffff:169.254.3.4]/hook", "link-local"),
    ("http://0.0.0.0/hook", "not an address"),
    ("ftp://receiver.example/hook", "http:// or https://"),
    ("https://user:pw@receiver.example/hook", "no user or password"),
    ("http:///hook", "no host"),
    ("http://receiver.example:99999/", "not a valid URL"),
]


async def test_a_url_the_service_may_never_post_to_is_a_clear_400_even_with_local_allowed(
    tmp_path: Path, dovecot: Dovecot
) -> None:
    async with running_service(tmp_path, dovecot) as reader:
        for url, says in NEVER:
            answer = await reader.http.post(
                "/v1/webhooks", json={"url": url}, headers=reader.admin_headers
            )
            assert answer.status_code == 400, (url, answer.text)
            assert answer.json()["error"]["code"] == "target_refused"
            assert says in answer.json()["error"]["message"], url
        assert await reader.get("/v1/webhooks") == []


async def test_loopback_and_private_hosts_need_the_operators_leave(
    tmp_path: Path, dovecot: Dovecot
) -> None:
    async with running_service(tmp_path, dovecot, MAILBOX_WEBHOOKS_ALLOW_LOCAL="0") as reader:
        for host in ("127.0.0.1", "[::1]", "192.168.1.20", "10.1.2.3"):
            answer = await reader.http.post(
                "/v1/webhooks", json={"url": f"http://{host}:9/hook"}, headers=reader.admin_headers
            )
            assert answer.status_code == 400, answer.text
            assert "MAILBOX_WEBHOOKS_ALLOW_LOCAL=1" in answer.json()["error"]["message"]


async def test_a_name_that_does_not_resolve_is_refused(tmp_path: Path, dovecot: Dovecot) -> None:
    async with running_service(tmp_path, dovecot) as reader:
        reader.mailbox.webhook_targets = TargetPolicy(allow_local=True, resolve=_nowhere)
        answer = await reader.http.post(
            "/v1/webhooks", json={"url": "https://gone.test/"}, headers=reader.admin_headers
        )
        assert answer.status_code == 400, answer.text
        assert "does not resolve" in answer.json()["error"]["message"]


async def test_the_post_goes_to_the_checked_address_with_the_name_in_the_host_header(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_service(tmp_path, dovecot) as reader, receiving() as receiver:
        loopback = TargetPolicy(allow_local=True, resolve=_answers("127.0.0.1"))
        reader.mailbox.webhook_targets = loopback
        account = await reader.connect(mail_user)
        hook = await create_hook(reader, f"http://receiver.test:{receiver.port}/in")
        deliver(dovecot, [mail_user.address], letter(mail_user.address, "Pinned"))
        await reader.sync(account)
        assert await worker(reader, targets=loopback).run_once() == 1

        (post,) = await receiver.wait_for(1)
        assert post.headers["host"] == f"receiver.test:{receiver.port}"
        verified(post, hook["secret"])


async def test_a_name_that_turns_into_a_metadata_address_after_create_is_not_posted_to(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_service(tmp_path, dovecot) as reader, receiving() as receiver:
        reader.mailbox.webhook_targets = TargetPolicy(
            allow_local=True, resolve=_answers("127.0.0.1")
        )
        account = await reader.connect(mail_user)
        hook = await create_hook(reader, f"http://rebound.test:{receiver.port}/in")
        deliver(dovecot, [mail_user.address], letter(mail_user.address, "Rebound"))
        await reader.sync(account)
        rebound = TargetPolicy(allow_local=True, resolve=_answers("127.0.0.1", "169.254.169.254"))
        assert await worker(reader, targets=rebound).run_once() == 0

        assert receiver.requests == []
        detail = await reader.get(f"/v1/webhooks/{hook['id']}")
        (shown,) = detail["deliveries"]
        assert shown["status"] is None
        assert "cloud metadata address" in shown["error"]
        assert detail["last_error"] == shown["error"]


async def test_loopback_allowed_at_create_is_refused_at_post_once_the_operator_withdraws_it(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_service(tmp_path, dovecot) as reader, receiving() as receiver:
        account = await reader.connect(mail_user)
        hook = await create_hook(reader, receiver.url)
        deliver(dovecot, [mail_user.address], letter(mail_user.address, "Withdrawn"))
        await reader.sync(account)
        assert await worker(reader, targets=TargetPolicy(allow_local=False)).run_once() == 0

        assert receiver.requests == []
        detail = await reader.get(f"/v1/webhooks/{hook['id']}")
        assert "MAILBOX_WEBHOOKS_ALLOW_LOCAL" in detail["last_error"]


def _answers(*addresses: str) -> Resolve:
    async def resolve(host: str, port: int) -> list[str]:
        return list(addresses)

    return resolve


async def _nowhere(host: str, port: int) -> list[str]:
    raise OSError("no such name")
