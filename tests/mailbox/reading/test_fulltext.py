"""``q`` searches a full-text index of headers and body (``0011_fts``), on SQLite and on
PostgreSQL alike: a rare word deep in the body is found, a word nowhere finds nothing, words
match whole or by their start in any case and any order, ``q`` is never query syntax, and the
index follows deletes, flag changes and the messages indexed before the revision."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from alembic import command
from sqlalchemy import Connection, create_engine, insert, make_url, select, text

from mailsocket_mcp.mailbox.data import fulltext
from mailsocket_mcp.mailbox.data.database import Database, alembic_config
from mailsocket_mcp.mailbox.data.models import AccountRow, FolderRow, MessageRow
from mailsocket_mcp.mailbox.domain.reading import MessageFilter, Readable, list_messages
from mailsocket_mcp.mailbox.settings import database_url
from tests.support.dovecot import Dovecot, MailUser, deliver
from tests.support.index_rows import account_row, message_row

from .helpers import Reader, letter, running_reader

FILLER = "Thank you for your order, it is on its way to you. " * 60  # ~3,100 characters
HOSTILE = [
    '"',
    '"quetzalcoatl',
    "quetzalcoatl*",
    "*",
    "NEAR(quetzalcoatl thanks)",
    "NEAR",
    "-quetzalcoatl",
    "subject:quetzalcoatl",
    ":",
    "(quetzalcoatl",
    ")",
    "quetzalcoatl OR xylograph",
    "NOT quetzalcoatl",
    "quetzalcoatl AND",
    "^quetzalcoatl",
    "'quetzalcoatl'",
    "quetzalcoatl:*",
    "!quetzalcoatl",
    "quetzalcoatl & | <-> !",
    "{subject to} : quetzalcoatl",
    "\\",
    "%_",
]


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest) -> Iterator[dict[str, str]]:
    """The service's settings for a database: SQLite in the data folder, or a new database
    on the test PostgreSQL (the shared one must stay empty for the migration test)."""
    if request.param == "sqlite":
        yield {}
        return
    postgres_url: str = request.getfixturevalue("postgres_url")
    yield {"MAILBOX_DB": _new_postgres_database(postgres_url)}


def _new_postgres_database(postgres_url: str) -> str:
    name = f"fts_{uuid.uuid4().hex[:12]}"
    server = create_engine(database_url(postgres_url), isolation_level="AUTOCOMMIT")
    with server.connect() as connection:
        connection.execute(text(f"CREATE DATABASE {name}"))
    server.dispose()
    return make_url(database_url(postgres_url)).set(database=name).render_as_string(False)


async def _subjects(reader: Reader, account: str, q: str, **params: Any) -> list[str]:
    page = await reader.get(f"/v1/accounts/{account}/messages", q=q, **params)
    return [m["subject"] for m in page["items"]]


async def _mailbox(reader: Reader, dovecot: Dovecot, user: MailUser) -> str:
    deliver(
        dovecot,
        [user.address],
        letter(user.address, "Delivery", body=f"{FILLER}\nTracking: Quetzalcoatl-9741 today\n"),
    )
    for subject in ("Order one", "Order two", "Order three"):
        deliver(dovecot, [user.address], letter(user.address, subject, body=FILLER))
    deliver(
        dovecot,
        [user.address],
        letter(user.address, "Straße", sender="Bob Roe <bob@works.test>", body="Grüße aus Köln"),
    )
    account = await reader.connect(user)
    await reader.sync(account)
    return account


@pytest.mark.anyio
async def test_q_finds_words_by_their_start_in_any_case_and_nothing_for_a_word_nowhere(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser, database: dict[str, str]
) -> None:
    async with running_reader(tmp_path, dovecot, **database) as reader:
        account = await _mailbox(reader, dovecot, mail_user)
        # A rare word past 3,000 characters of body, whole, by its start, in any case.
        for q in ("quetzalcoatl", "QUETZAL", "Quetzalcoatl-9741", "9741 tracking"):
            assert await _subjects(reader, account, q) == ["Delivery"], q
        # Words joined by punctuation follow one another; apart, they may be anywhere.
        assert await _subjects(reader, account, "9741-quetzalcoatl") == []
        assert await _subjects(reader, account, "today tracking") == ["Delivery"]
        # Not a substring: the middle of a word finds nothing.
        assert await _subjects(reader, account, "etzalcoatl") == []
        page = await reader.get(f"/v1/accounts/{account}/messages", q="xylograph")
        assert page == {"items": [], "next_cursor": None}
        # Headers: subject, from (name and address), to.
        assert await _subjects(reader, account, "bob@works.test") == ["Straße"]
        assert await _subjects(reader, account, "roe") == ["Straße"]
        assert await _subjects(reader, account, mail_user.address) != []
        # The body is kept casefolded (ß as ss), the subject as written: q finds either.
        assert await _subjects(reader, account, "STRAßE") == ["Straße"]
        assert await _subjects(reader, account, "grüße köln") == ["Straße"]
        assert await _subjects(reader, account, "grüsse") == ["Straße"]


@pytest.mark.anyio
async def test_q_combines_with_filters_and_pages_newest_first(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser, database: dict[str, str]
) -> None:
    async with running_reader(tmp_path, dovecot, **database) as reader:
        account = await _mailbox(reader, dovecot, mail_user)
        seen: list[str] = []
        received: list[str] = []
        cursor = None
        while True:
            more = {"cursor": cursor} if cursor else {}
            page = await reader.get(
                f"/v1/accounts/{account}/messages", q="thank ORDER", limit=3, **more
            )
            seen += [m["subject"] for m in page["items"]]
            received += [m["received"] for m in page["items"]]
            cursor = page["next_cursor"]
            if cursor is None:
                break
        assert sorted(seen) == ["Delivery", "Order one", "Order three", "Order two"]
        assert received == sorted(received, reverse=True)  # newest first, none twice
        assert await _subjects(reader, account, "order", subject="two") == ["Order two"]
        assert await _subjects(reader, account, "order", **{"from": "bob@"}) == []
        across = await reader.get("/v1/messages", q="quetzalcoatl")
        assert [m["subject"] for m in across["items"]] == ["Delivery"]


@pytest.mark.anyio
async def test_q_is_never_read_as_query_syntax(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser, database: dict[str, str]
) -> None:
    async with running_reader(tmp_path, dovecot, **database) as reader:
        account = await _mailbox(reader, dovecot, mail_user)
        found = {q: await _subjects(reader, account, q) for q in HOSTILE}
        # Only letters and digits count: operators are words, punctuation is nothing.
        for q in ('"quetzalcoatl', "quetzalcoatl*", "-quetzalcoatl", "(quetzalcoatl"):
            assert found[q] == ["Delivery"], q
        for q in ("^quetzalcoatl", "'quetzalcoatl'", "quetzalcoatl:*", "!quetzalcoatl"):
            assert found[q] == ["Delivery"], q
        for q in ('"', "*", ":", ")", "\\", "%_"):
            assert found[q] == [], q  # no word: nothing to find
        for q in ("quetzalcoatl OR xylograph", "NOT quetzalcoatl", "NEAR(quetzalcoatl thanks)"):
            assert found[q] == [], q  # "or", "not", "near" are words the message lacks
        assert found["subject:quetzalcoatl"] == []  # "subject quetzalcoatl" is not in it


@pytest.mark.anyio
async def test_the_index_follows_deletes_and_flag_changes(
    tmp_path: Path, dovecot: Dovecot, mail_user: MailUser, database: dict[str, str]
) -> None:
    async with running_reader(tmp_path, dovecot, **database) as reader:
        account = await _mailbox(reader, dovecot, mail_user)
        delivery = (await reader.get(f"/v1/accounts/{account}/messages", q="quetzalcoatl"))[
            "items"
        ][0]["id"]
        path = f"/v1/accounts/{account}/messages/{delivery}"
        marked = await reader.http.patch(path, json={"unread": False}, headers=reader.admin_headers)
        assert marked.status_code == 200, marked.text
        assert await _subjects(reader, account, "quetzalcoatl", unread="false") == ["Delivery"]
        for params in ({}, {"permanent": "true"}):  # to the trash, then for good
            gone = await reader.http.delete(path, params=params, headers=reader.admin_headers)
            assert gone.status_code == 204, gone.text
        assert await _subjects(reader, account, "quetzalcoatl", folder="all") == []
        assert sorted(await _subjects(reader, account, "order")) == [
            "Order one",
            "Order three",
            "Order two",
        ]
        # The account's messages go by cascade.
        removed = await reader.http.delete(f"/v1/accounts/{account}", headers=reader.admin_headers)
        assert removed.status_code == 204, removed.text
        if not database:  # FTS5 checks its index against the content table
            with reader.mailbox.db.session() as session:
                check = "INSERT INTO mail_messages_fts(mail_messages_fts, rank) VALUES (:c, 1)"
                session.execute(text(check), {"c": "integrity-check"})
                assert session.scalar(text("SELECT count(*) FROM mail_messages_fts")) == 0


def _message(n: int, subject: str, body: str) -> dict[str, Any]:
    return message_row(n, sender_email="ann@shop.test", subject=subject, search_text=body)


def _seed(connection: Connection) -> None:
    """An account with six messages in its inbox, one of them with the word xenolith."""
    connection.execute(insert(AccountRow.__table__), [{**account_row(), "status": "connected"}])
    connection.execute(
        insert(FolderRow.__table__),
        [{"id": "fld_inbox", "account_id": "acc_1", "name": "INBOX", "role": "inbox"}],
    )
    connection.execute(
        insert(MessageRow.__table__),
        [_message(n, f"Old {n}", "old words" + (" xenolith" if n == 3 else "")) for n in range(6)],
    )


def test_messages_indexed_before_the_revision_are_found_after_it(
    tmp_path: Path, database: dict[str, str]
) -> None:
    db = Database(database.get("MAILBOX_DB", f"sqlite:///{tmp_path / 'm.db'}"))
    try:
        with db.engine.begin() as connection:
            config = alembic_config()
            config.attributes["connection"] = connection
            command.upgrade(config, "0010_search")
            _seed(connection)
        db.migrate()
        with db.session() as session:
            where = [Readable("acc_1", None)]
            page = list_messages(
                session, where, folder=None, match=MessageFilter(q="xenolith"), limit=5, cursor=None
            )
        assert [m["subject"] for m in page["items"]] == ["Old 3"]
    finally:
        db.dispose()


def test_postgresql_answers_q_from_its_full_text_index(postgres_url: str) -> None:
    """The condition ``q`` adds is the indexed expression (else each row's text is split)."""
    db = Database(_new_postgres_database(postgres_url))
    try:
        db.migrate()
        with db.engine.begin() as connection:
            _seed(connection)
        query = select(MessageRow.id).where(fulltext.matching("xenolith", "postgresql"))
        with db.session() as session:
            session.execute(text("SET LOCAL enable_seqscan = off"))
            sql = query.compile(session.get_bind(), compile_kwargs={"literal_binds": True})
            plan = session.connection().exec_driver_sql(f"EXPLAIN {sql}").scalars().all()
            found = session.scalars(query).all()
        assert found == ["msg_000003"]
        assert any("ix_mail_messages_fts" in line for line in plan), plan
    finally:
        db.dispose()
