"""Two service processes on one PostgreSQL database: each delivery goes out once."""

from __future__ import annotations

from pathlib import Path

import anyio
import pytest
from sqlalchemy import create_engine, make_url, text

from mailsocket_mcp.mailbox.data.models import AccountRow, UserRow
from mailsocket_mcp.mailbox.data.outbox import Event, queue_events
from mailsocket_mcp.mailbox.domain.admins import create_admin
from mailsocket_mcp.mailbox.domain.audit import Actor
from mailsocket_mcp.mailbox.domain.callers import rights_of
from mailsocket_mcp.mailbox.domain.mailbox import Mailbox, open_mailbox
from mailsocket_mcp.mailbox.domain.records import now
from mailsocket_mcp.mailbox.domain.webhook_delivery import WebhookWorker
from mailsocket_mcp.mailbox.domain.webhook_targets import TargetPolicy
from mailsocket_mcp.mailbox.domain.webhooks import create_webhook
from mailsocket_mcp.mailbox.settings import MailboxSettings, database_url

from .helpers import QUICK, verified
from .receiver import receiving

pytestmark = pytest.mark.anyio

EVENTS = 40


def _database(postgres_url: str, name: str) -> str:
    server = create_engine(database_url(postgres_url), isolation_level="AUTOCOMMIT")
    with server.connect() as connection:
        connection.execute(text(f"CREATE DATABASE {name}"))
    server.dispose()
    return make_url(database_url(postgres_url)).set(database=name).render_as_string(False)


def _account(account_id: str) -> AccountRow:
    return AccountRow(
        id=account_id,
        provider="imap",
        email="a@x.test",
        email_key="a@x.test",
        settings={},
        capabilities=[],
        created_at=now(),
        key_nonce=b"n",
        wrapped_key=b"k",
    )


def _process(folder: Path, url: str, key: str | None) -> Mailbox:
    env = {"MAILBOX_DATA": str(folder), "MAILBOX_DB": url, "MAILBOX_SYNC": "off"}
    if key is not None:
        env["MAILBOX_MASTER_KEY"] = key
    return open_mailbox(MailboxSettings.from_env(env), migrate=True, initialise=True)


async def test_two_processes_on_one_postgresql_post_every_event_once(
    tmp_path: Path, postgres_url: str
) -> None:
    url = _database(postgres_url, "webhooks_two")
    first = _process(tmp_path / "one", url, None)
    key = (tmp_path / "one" / "master.key").read_text().strip()
    second = _process(tmp_path / "two", url, key)
    local = TargetPolicy(allow_local=True)
    try:
        async with receiving() as receiver:
            with first.db.session() as session:
                admin = create_admin(session, "admin")
                user = session.get(UserRow, admin.user_id)
                assert user is not None
                actor = Actor(user_id=user.id, user_name=user.name, credential="test")
                target = await local.check(receiver.url)
                _, secret = create_webhook(
                    session,
                    first.vault,
                    actor,
                    rights_of(session, user),
                    target,
                    events=None,
                    accounts=None,
                )
                session.add(_account("acc_1"))  # events of an account that exists
            for number in range(EVENTS):
                with first.db.session() as session:
                    event = Event("message.created", "acc_1", f"msg_{number}", now())
                    queue_events(session, [event])
            workers = [
                WebhookWorker(box, targets=local, retry=QUICK, poll_seconds=0.01, batch=3)
                for box in (first, second)
            ]
            async with anyio.create_task_group() as group:
                for one in workers:
                    group.start_soon(one.run)
                with anyio.fail_after(20):
                    while sum(len(r.json()["events"]) for r in receiver.requests) < EVENTS:
                        await receiver.wait_for(len(receiver.requests) + 1)
                    for one in workers:  # a few more rounds each: nothing is posted again
                        await one.run_once()
                group.cancel_scope.cancel()

        posted = [e["id"] for r in receiver.requests for e in verified(r, secret)["events"]]
        assert sorted(posted) == sorted(f"msg_{n}" for n in range(EVENTS))
        assert len({r.headers["webhook-id"] for r in receiver.requests}) == len(receiver.requests)
        assert all(one.posts for one in workers), "both processes took part"
    finally:
        first.close()
        second.close()
