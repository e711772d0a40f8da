"""A move made through the API keeps the moved messages' ids in the index and reads only the
moved rows: moving a few out of a large folder costs the few, not the folder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import event, insert, select
from sqlalchemy.orm import Session

from mailsocket_mcp.mailbox.data.database import Database
from mailsocket_mcp.mailbox.data.index import apply_move
from mailsocket_mcp.mailbox.data.models import FolderRow, MessageRow
from mailsocket_mcp.mailbox.data.providers.base import MoveResult
from tests.support.index_rows import add_account, message_row

ROWS = 2000


def _message(n: int) -> dict[str, Any]:
    return message_row(n, unread=n % 2 == 0)


def _index(tmp_path: Path) -> Database:
    db = Database(f"sqlite:///{tmp_path / 'move.db'}")
    db.migrate()
    with db.session() as session:
        add_account(session)
        inbox = FolderRow(id="fld_inbox", account_id="acc_1", name="INBOX", role="inbox")
        inbox.uidvalidity, inbox.total, inbox.unread = 1, ROWS, ROWS // 2
        archive = FolderRow(id="fld_archive", account_id="acc_1", name="Archive", uidvalidity=7)
        session.add_all([inbox, archive])
        session.flush()
        session.execute(insert(MessageRow), [_message(n) for n in range(ROWS)])
    return db


def test_moving_three_of_two_thousand_keeps_their_ids_and_reads_only_them(
    tmp_path: Path,
) -> None:
    db = _index(tmp_path)
    try:
        uid_map = {11: 501, 12: 502, 1500: 503}  # msg_000010 (unread), msg_000011, msg_001499
        with db.session() as session:
            loaded: list[str] = []

            def count(_session: Session, instance: object) -> None:
                if isinstance(instance, MessageRow):
                    loaded.append(instance.id)

            event.listen(session, "loaded_as_persistent", count)
            moved = apply_move(session, "acc_1", "INBOX", MoveResult("Archive", 7, uid_map))
            assert sorted(loaded) == ["msg_000010", "msg_000011", "msg_001499"]
        assert sorted(m.id for m in moved) == ["msg_000010", "msg_000011", "msg_001499"]

        with db.session() as session:
            where = {
                m.id: (m.folder_id, m.uidvalidity, m.uid)
                for m in session.scalars(select(MessageRow))
            }
            assert len(where) == ROWS
            assert where["msg_000010"] == ("fld_archive", 7, 501)
            assert where["msg_000011"] == ("fld_archive", 7, 502)
            assert where["msg_001499"] == ("fld_archive", 7, 503)
            untouched = {i: w for i, w in where.items() if w[0] == "fld_inbox"}
            assert len(untouched) == ROWS - 3
            assert all(w == ("fld_inbox", 1, int(i[4:]) + 1) for i, w in untouched.items())
            inbox, archive = (
                session.get(FolderRow, "fld_inbox"),
                session.get(FolderRow, "fld_archive"),
            )
            assert inbox is not None
            assert archive is not None
            assert (inbox.total, inbox.unread) == (ROWS - 3, ROWS // 2 - 1)
            assert (archive.total, archive.unread) == (3, 1)
    finally:
        db.dispose()
