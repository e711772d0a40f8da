"""A folder's message list is read in order from an index: no sort of the folder per page,
with or without a filter or a cursor (the cost would grow with the folder)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event, insert

from mailsocket_mcp.mailbox.data.database import Database
from mailsocket_mcp.mailbox.data.models import FolderRow, MessageRow
from mailsocket_mcp.mailbox.domain.reading import MessageFilter, Readable, list_messages
from tests.support.index_rows import add_account, message_row


def _message(n: int) -> dict[str, Any]:
    folder = "fld_inbox" if n % 4 else "fld_archive"
    return message_row(n, folder_id=folder, unread=n % 3 == 0, starred=n % 7 == 0)


@pytest.mark.parametrize(
    "match",
    [MessageFilter(), MessageFilter(unread=True), MessageFilter(starred=True)],
    ids=["all", "unread", "starred"],
)
def test_a_folder_page_is_read_from_the_index_without_a_sort(
    tmp_path: Path, match: MessageFilter
) -> None:
    db = Database(f"sqlite:///{tmp_path / 'plan.db'}")
    try:
        db.migrate()
        with db.session() as session:
            add_account(session)
            session.add(FolderRow(id="fld_inbox", account_id="acc_1", name="INBOX", role="inbox"))
            session.add(FolderRow(id="fld_archive", account_id="acc_1", name="Archive"))
            session.flush()
            session.execute(insert(MessageRow), [_message(n) for n in range(400)])
            session.commit()
        issued: list[tuple[str, Any]] = []

        def grab(*args: Any) -> None:
            statement, parameters = args[2], args[3]
            if "FROM mail_messages" in statement:
                issued.append((statement, parameters))

        event.listen(db.engine, "before_cursor_execute", grab)
        with db.session() as session:
            where = [Readable("acc_1", None)]
            page = list_messages(session, where, folder=None, match=match, limit=5, cursor=None)
            list_messages(
                session, where, folder=None, match=match, limit=5, cursor=page["next_cursor"]
            )
            raw = session.connection().connection.driver_connection
            assert raw is not None
            plans = [
                [row[3] for row in raw.execute(f"EXPLAIN QUERY PLAN {sql}", params)]
                for sql, params in issued
            ]
        assert len(plans) == 2
        first, paged = plans
        assert first == [
            "SEARCH mail_messages USING INDEX ix_mail_messages_folder_received (folder_id=?)"
        ]
        assert paged == [
            "SEARCH mail_messages USING INDEX ix_mail_messages_folder_received"
            " (folder_id=? AND received<?)"
        ]
    finally:
        db.dispose()
