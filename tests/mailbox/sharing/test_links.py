"""One-time attachment links: made with ``mail.share``, fetched once without a token, and the
same 404 for every link that cannot be fetched (unknown, used, ended, no longer allowed)."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import anyio
import httpx
import pytest
from benethos_mailbox_client import MailboxClient
from sqlalchemy import create_engine, select, text, update
from sqlalchemy.engine import make_url

from mailsocket_mcp.mailbox.data.models import AccountRow, LinkRow, SignInFailureRow
from mailsocket_mcp.mailbox.domain.records import now
from mailsocket_mcp.mailbox.domain.retention import Retention
from mailsocket_mcp.mailbox.domain.sign_in import check_sign_in
from mailsocket_mcp.mailbox.errors import Unauthenticated
from mailsocket_mcp.mailbox.settings import MailboxSettings, SettingsError, database_url
from tests.mailbox.reading.helpers import Reader, letter, running_reader
from tests.support.dovecot import Dovecot, MailUser, deliver

pytestmark = pytest.mark.anyio

PDF = b"%PDF-1.4 \x00\xff the invoice"
DEAD = {"error": {"code": "not_found", "message": "no attachment for this link"}}


@dataclass
class Shared:
    account: str
    message: str
    attachment: str

    @property
    def links(self) -> str:
        return (
            f"/v1/accounts/{self.account}/messages/{self.message}"
            f"/attachments/{self.attachment}/links"
        )


async def _invoice(reader: Reader, dovecot: Dovecot, user: MailUser) -> Shared:
    deliver(dovecot, [user.address], letter(user.address, "Invoice", attachment=PDF))
    account = await reader.connect(user)
    await reader.sync(account)
    [item] = (await reader.get(f"/v1/accounts/{account}/messages"))["items"]
    detail = await reader.get(f"/v1/accounts/{account}/messages/{item['id']}")
    return Shared(account, item["id"], detail["attachments"][0]["id"])


async def _link(
    reader: Reader, shared: Shared, headers: dict[str, str] | None = None, **body: Any
) -> dict[str, Any]:
    answer = await reader.http.post(
        shared.links, json=body or None, headers=headers or reader.admin_headers
    )
    assert answer.status_code == 201, answer.text
    made: dict[str, Any] = answer.json()
    return made


async def _fetch(reader: Reader, url: str) -> httpx.Response:
    """A GET as another service makes it: the URL alone, no Authorization."""
    return await reader.http.get(url)


async def _user(reader: Reader, name: str, allow: list[str], account: str) -> tuple[str, str]:
    """A user granted ``allow`` on ``account``: its id and a token."""
    made = await reader.http.post(
        "/v1/users",
        json={"name": name, "grants": [{"accounts": [account], "allow": allow}]},
        headers=reader.admin_headers,
    )
    assert made.status_code == 201, made.text
    token = await reader.http.post(
        f"/v1/users/{made.json()['id']}/tokens", json={"name": "t"}, headers=reader.admin_headers
    )
    assert token.status_code == 201, token.text
    return made.json()["id"], token.json()["token"]


def _bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def test_a_link_hands_out_the_attachment_once_then_answers_404(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        shared = await _invoice(reader, dovecot, mail_user)
        before = now()
        link = await _link(reader, shared)
        assert link["content_type"] == "application/pdf"
        assert link["size"] == len(PDF)
        assert link["filename"] == "invoice.pdf"
        assert link["url"].startswith("http://mailbox.test/v1/links/")  # the request's base
        expires = link["expires_at"].replace("Z", "+00:00")
        assert before + timedelta(seconds=119) < datetime.fromisoformat(expires)
        assert datetime.fromisoformat(expires) <= now() + timedelta(seconds=120)

        first = await _fetch(reader, link["url"])
        assert first.status_code == 200, first.text
        assert first.content == PDF
        assert first.headers["content-type"] == "application/pdf"
        assert first.headers["content-disposition"].startswith('attachment; filename="invoice.pdf"')
        assert first.headers["x-content-type-options"] == "nosniff"

        again = await _fetch(reader, link["url"])
        assert again.status_code == 404
        assert again.json() == DEAD

        activity = await reader.get("/v1/audit", activity="mail.link_created")
        [entry] = activity["items"]
        assert entry["user_name"] == "admin"
        assert shared.attachment in entry["detail"]
        assert shared.message in entry["detail"]
        secret = link["url"].rsplit("/", 1)[1]
        assert secret not in str(activity)


def _move_expiry_into_the_past(reader: Reader) -> None:
    with reader.mailbox.db.session() as session:
        session.execute(update(LinkRow).values(expires_at=now() - timedelta(seconds=1)))


async def test_an_ended_link_and_a_wrong_secret_answer_the_same_404(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        shared = await _invoice(reader, dovecot, mail_user)
        link = await _link(reader, shared, expires_in=1)
        _move_expiry_into_the_past(reader)
        ended = await _fetch(reader, link["url"])
        assert ended.status_code == 404
        assert ended.json() == DEAD

        fresh = await _link(reader, shared)
        wrong = fresh["url"][:-4] + ("AAAA" if not fresh["url"].endswith("AAAA") else "BBBB")
        for url in (wrong, "/v1/links/x", "/v1/links/" + "a" * 43):
            unknown = await _fetch(reader, url)
            assert unknown.status_code == 404
            assert unknown.json() == DEAD
        assert (await _fetch(reader, fresh["url"])).content == PDF  # a guess used nothing up


def _from(reader: Reader, address: str) -> httpx.AsyncClient:
    """Another service fetching from ``address``."""
    transport = httpx.ASGITransport(app=reader.app, client=(address, 40000))
    return httpx.AsyncClient(transport=transport, base_url="http://mailbox.test")


def _move_failures_back(reader: Reader, minutes: int) -> None:
    with reader.mailbox.db.session() as session:
        for row in session.scalars(select(SignInFailureRow)):
            row.at -= timedelta(minutes=minutes)


async def test_an_address_that_missed_too_often_gets_404_even_for_a_right_link_a_while(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        shared = await _invoice(reader, dovecot, mail_user)
        mine, theirs = await _link(reader, shared), await _link(reader, shared)
        for guess in range(20):
            missed = await _fetch(reader, f"/v1/links/guess{guess}")
            assert missed.json() == DEAD
        refused = await _fetch(reader, mine["url"])
        assert refused.status_code == 404
        assert refused.json() == DEAD  # the same answer: the guesser learns nothing
        async with _from(reader, "192.0.2.7") as elsewhere:
            assert (await elsewhere.get(theirs["url"])).content == PDF

        _move_failures_back(reader, 10)  # the window has passed
        assert (await _fetch(reader, mine["url"])).content == PDF  # the refusal used nothing up


def _a_wrong_sign_in_six_minutes_later(reader: Reader) -> None:
    """The sign-in throttle (a 5-minute window) prunes its own old rows, never the links'."""
    _move_failures_back(reader, 6)
    with pytest.raises(Unauthenticated), reader.mailbox.db.session() as session:
        check_sign_in(session, reader.mailbox.vault, "admin", "not the password", None)


async def test_an_ipv6_client_counts_by_its_64_and_throttles_share_one_table(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        shared = await _invoice(reader, dovecot, mail_user)
        link = await _link(reader, shared)
        async with _from(reader, "2001:db8:1:2::1") as one, _from(reader, "2001:db8:1:2::9") as two:
            for guess in range(10):
                assert (await one.get(f"/v1/links/guess{guess}")).status_code == 404
                assert (await two.get(f"/v1/links/guess{guess}")).status_code == 404
            _a_wrong_sign_in_six_minutes_later(reader)
            async with _from(reader, "2001:db8:1:3::1") as neighbour:
                assert (await two.get(link["url"])).json() == DEAD
                assert (await neighbour.get(link["url"])).content == PDF


async def test_ended_links_are_purged_by_the_retention_round(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        shared = await _invoice(reader, dovecot, mail_user)
        await _link(reader, shared)
        _move_expiry_into_the_past(reader)
        live = await _link(reader, shared)
        Retention(reader.mailbox.db, days=365).prune()
        with reader.mailbox.db.session() as session:
            assert len(list(session.scalars(select(LinkRow)))) == 1
        assert (await _fetch(reader, live["url"])).status_code == 200


async def test_expires_in_beyond_the_setting_is_400_and_the_setting_bounds_it(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    env = {"MAILBOX_SERVICE_LINK_SECONDS": "30", "MAILBOX_PUBLIC_URL": "https://files.example/"}
    async with running_reader(tmp_path, dovecot, **env) as reader:
        shared = await _invoice(reader, dovecot, mail_user)
        refused = await reader.http.post(
            shared.links, json={"expires_in": 31}, headers=reader.admin_headers
        )
        assert refused.status_code == 400, refused.text
        assert refused.json()["error"]["code"] == "bad_request"
        assert "30" in refused.json()["error"]["message"]
        zero = await reader.http.post(
            shared.links, json={"expires_in": 0}, headers=reader.admin_headers
        )
        assert zero.status_code == 422

        link = await _link(reader, shared)  # no body: the setting's 30 s
        assert link["url"].startswith("https://files.example/v1/links/")
        expires = datetime.fromisoformat(link["expires_at"].replace("Z", "+00:00"))
        assert expires <= now() + timedelta(seconds=30)
        assert expires > now() + timedelta(seconds=20)
        secret = link["url"].rsplit("/", 1)[1]
        assert (await _fetch(reader, f"/v1/links/{secret}")).content == PDF


async def test_sharing_needs_mail_share_and_an_ungranted_account_is_404(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        shared = await _invoice(reader, dovecot, mail_user)
        _, reader_token = await _user(reader, "reader", ["mail.read"], shared.account)
        _, sharer_only = await _user(reader, "sharer", ["mail.share"], shared.account)
        _, stranger = await _user(reader, "stranger", ["mail.read"], "acc_elsewhere")
        for token, status in ((reader_token, 403), (sharer_only, 403), (stranger, 404)):
            answer = await reader.http.post(shared.links, json={}, headers=_bearer(token))
            assert answer.status_code == status, answer.text
        no_token = await reader.http.post(shared.links, json={})
        assert no_token.status_code == 401


async def test_a_revoked_grant_or_token_or_a_disabled_user_kills_the_links_made(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        shared = await _invoice(reader, dovecot, mail_user)
        allow = ["mail.read", "mail.share"]
        user_id, token = await _user(reader, "bookkeeper", allow, shared.account)
        by_grant = await _link(reader, shared, _bearer(token))
        by_token = await _link(reader, shared, _bearer(token))
        kept = await _link(reader, shared)  # the admin's: untouched by the bookkeeper's rights

        narrowed = await reader.http.patch(
            f"/v1/users/{user_id}",
            json={"grants": [{"accounts": [shared.account], "allow": ["mail.read"]}]},
            headers=reader.admin_headers,
        )
        assert narrowed.status_code == 200, narrowed.text
        dead = await _fetch(reader, by_grant["url"])
        assert dead.status_code == 404
        assert dead.json() == DEAD

        restored = await reader.http.patch(
            f"/v1/users/{user_id}",
            json={"grants": [{"accounts": [shared.account], "allow": allow}]},
            headers=reader.admin_headers,
        )
        assert restored.status_code == 200, restored.text
        [listed] = await reader.get(f"/v1/users/{user_id}/tokens")
        revoked = await reader.http.delete(
            f"/v1/users/{user_id}/tokens/{listed['id']}", headers=reader.admin_headers
        )
        assert revoked.status_code == 204, revoked.text
        gone = await _fetch(reader, by_token["url"])
        assert gone.status_code == 404
        assert gone.json() == DEAD
        assert (await _fetch(reader, kept["url"])).content == PDF

        clerk_id, clerk = await _user(reader, "clerk", allow, shared.account)
        by_clerk = await _link(reader, shared, _bearer(clerk))
        disabled = await reader.http.patch(
            f"/v1/users/{clerk_id}", json={"disabled": True}, headers=reader.admin_headers
        )
        assert disabled.status_code == 200, disabled.text
        assert (await _fetch(reader, by_clerk["url"])).json() == DEAD


def _database_bytes(folder: Path) -> bytes:
    return b"".join(p.read_bytes() for p in sorted(folder.glob("mailbox.db*")))


async def test_the_secret_is_in_no_database_byte_and_no_log_line(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    async with running_reader(tmp_path, dovecot) as reader:
        shared = await _invoice(reader, dovecot, mail_user)
        link = await _link(reader, shared)
        secret = link["url"].rsplit("/", 1)[1]
        assert len(secret) >= 43  # 256 bits, URL-safe

        # The mail server away: 502, logged, and the link holds for a retry.
        with reader.mailbox.db.session() as session:
            account = session.get(AccountRow, shared.account)
            assert account is not None
            good = dict(account.settings)
            account.settings = {**good, "port": _closed_port()}
        failed = await _fetch(reader, link["url"])
        assert failed.status_code == 502, failed.text
        assert failed.json()["error"]["code"] == "provider_unavailable"
        with reader.mailbox.db.session() as session:
            session.execute(
                update(AccountRow).where(AccountRow.id == shared.account).values(settings=good)
            )
        assert (await _fetch(reader, link["url"])).content == PDF

        assert secret.encode() not in _database_bytes(tmp_path)
        # What the service logged (httpx's lines are the fetching client's, not ours).
        ours = "\n".join(r.getMessage() for r in caplog.records if r.name != "httpx")
        assert "GET /v1/links/{secret}: provider_unavailable" in ours  # the 502, by its route
        assert secret not in ours


def _closed_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


async def _race(reader: Reader, url: str) -> list[int]:
    statuses: list[int] = []

    async def fetch() -> None:
        statuses.append((await _fetch(reader, url)).status_code)

    with anyio.fail_after(30):
        async with anyio.create_task_group() as group:
            for _ in range(2):
                group.start_soon(fetch)
    return sorted(statuses)


async def test_of_two_fetches_at_once_exactly_one_gets_the_attachment(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        shared = await _invoice(reader, dovecot, mail_user)
        for _ in range(3):
            link = await _link(reader, shared)
            assert await _race(reader, link["url"]) == [200, 404]


async def test_of_two_fetches_at_once_exactly_one_wins_on_postgresql(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser, postgres_url: str
) -> None:
    # A database of its own: the shared one must stay empty for the migration test.
    server = create_engine(database_url(postgres_url), isolation_level="AUTOCOMMIT")
    with server.connect() as connection:
        connection.execute(text("CREATE DATABASE links"))
    server.dispose()
    url = make_url(database_url(postgres_url)).set(database="links")
    db = url.render_as_string(hide_password=False)
    async with running_reader(tmp_path, dovecot, MAILBOX_DB=db) as reader:
        shared = await _invoice(reader, dovecot, mail_user)
        for _ in range(3):
            link = await _link(reader, shared)
            assert await _race(reader, link["url"]) == [200, 404]


async def test_the_independent_client_makes_a_link_that_fetches_the_file(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser
) -> None:
    async with running_reader(tmp_path, dovecot) as reader:
        shared = await _invoice(reader, dovecot, mail_user)
        client = MailboxClient(
            base_url="http://mailbox.test",
            token=reader.admin.token,
            transport=httpx.ASGITransport(app=reader.app),
            allow_http=True,
        )
        try:
            link = await client.share_attachment(
                shared.account, shared.message, shared.attachment, expires_in=60
            )
        finally:
            await client.aclose()
        assert (link.content_type, link.size, link.filename) == (
            "application/pdf",
            len(PDF),
            "invoice.pdf",
        )
        assert link.expires_at <= now() + timedelta(seconds=60)
        fetched = await _fetch(reader, link.url.get_secret_value())
        assert fetched.content == PDF


def test_the_link_seconds_and_the_public_url_are_settings_checked_at_start() -> None:
    def settings(**env: str) -> MailboxSettings:
        return MailboxSettings.from_env({"MAILBOX_DATA": "data", **env})

    assert (settings().link_seconds, settings().public_url) == (120, None)
    assert settings(MAILBOX_SERVICE_LINK_SECONDS="45").link_seconds == 45
    both = settings(MAILBOX_LINK_SECONDS="60", MAILBOX_SERVICE_LINK_SECONDS="45")
    assert both.link_seconds == 60
    assert settings(MAILBOX_PUBLIC_URL="https://m.example/base/").public_url == (
        "https://m.example/base"
    )
    for name, bad in (
        ("MAILBOX_LINK_SECONDS", "0"),
        ("MAILBOX_SERVICE_LINK_SECONDS", "soon"),
        ("MAILBOX_PUBLIC_URL", "ftp://m.example"),
        ("MAILBOX_PUBLIC_URL", "https://m.example/?x=1"),
        ("MAILBOX_PUBLIC_URL", "m.example"),
    ):
        with pytest.raises(SettingsError, match=name):
            settings(**{name: bad})
