"""The full-text index that ``q`` searches: a message's headers (subject, from, to, cc) and
body text (snippet, ``search_text``), split into words.

Made by Alembic revision ``0011_fts``, one per database, and kept in step by the database
itself, so every write of ``mail_messages`` (sync, moves, deletes, cascades) updates it:

- SQLite: an FTS5 table ``mail_messages_fts`` with ``mail_messages`` as its external content
  (keyed by that table's rowid), written by triggers on insert, update and delete. A rebuild
  of ``mail_messages`` (a batch migration that copies the table, a ``VACUUM``: both may renumber
  rowids and the copy drops triggers) must recreate the triggers and run the FTS5 ``rebuild``.
- PostgreSQL: a GIN index on the ``simple`` configuration's ``tsvector`` of the same text
  (``simple``: no stemming, no stop words, so any language works), with ASCII punctuation
  turned into spaces first so that both databases split words alike (PostgreSQL's parser would
  keep ``ann@shop.test`` as one word; SQLite's splits it in three).

What a user notices (README, "Your real mailboxes"): ``q`` is words, not a substring. Each
word of ``q`` matches a word of the message or the start of one (``inv`` finds ``Invoice``),
in any case; every word must be somewhere in the message; words that ``q`` joins with
punctuation and no space (``ann@shop.test``, ``zanzibar-7741``) must follow one another. ``q``
is never read as query syntax: only its letters and digits reach the index (``q`` with none
matches nothing).
"""

from __future__ import annotations

import re
from typing import Any

from sqlalchemy import Select, bindparam, false, literal_column, select, table, text

__all__ = ["OUTSIDE_MODELS", "matching", "outside_models", "terms"]

SQLITE_TABLE = "mail_messages_fts"
POSTGRES_INDEX = "ix_mail_messages_fts"
# Schema objects the models do not describe: the FTS5 table and its shadow tables, the
# expression index. The comparison of migrations with the models leaves them out.
OUTSIDE_MODELS = frozenset(
    {
        SQLITE_TABLE,
        *(f"{SQLITE_TABLE}_{shadow}" for shadow in ("data", "idx", "content", "docsize", "config")),
        POSTGRES_INDEX,
    }
)
# The document PostgreSQL indexes; a query must use this very expression to reach the index
# (0011_fts holds its own copy: a revision never changes).
POSTGRES_DOCUMENT = (
    "to_tsvector('simple'::regconfig, regexp_replace("
    "coalesce(subject, '') || ' ' || coalesce(sender_name, '') || ' ' || "
    "coalesce(sender_email, '') || ' ' || coalesce((\"to\")::text, '') || ' ' || "
    "coalesce((cc)::text, '') || ' ' || coalesce(snippet, '') || ' ' || "
    "coalesce(search_text, ''), '[!-/:-@\\[-`{-~]+', ' ', 'g'))"
)
# A word: letters and digits (the underscore is punctuation, as to both databases' parsers).
_WORD = re.compile(r"[^\W_]+")


def outside_models(name: str | None, kind: str, parents: Any) -> bool:
    """Alembic's ``include_name`` hook: False for the full-text objects."""
    return name not in OUTSIDE_MODELS


def terms(q: str) -> list[list[str]]:
    """``q``'s terms (separated by white space), each the lower-cased words it holds, in order;
    terms without a letter or digit left out."""
    found = (_WORD.findall(term) for term in q.lower().split())
    return [words for words in found if words]


def matching(q: str, dialect: str) -> Any:
    """A condition on ``mail_messages`` that holds for the messages whose indexed text has
    every term of ``q`` (see the module's docstring); false when ``q`` has no word.

    The body's text is stored casefolded (``ß`` as ``ss``), the headers as written: a ``q``
    whose casefolded form differs from its lower case looks for either."""
    spellings = [terms(q)]
    if q.casefold() != q.lower():
        spellings.append(terms(q.casefold()))
    if not spellings[0]:
        return false()
    if dialect == "postgresql":
        tsquery = " | ".join(
            "(" + " & ".join(" <-> ".join(f"'{w}'" for w in words) + ":*" for words in found) + ")"
            for found in spellings
        )
        condition = f"{POSTGRES_DOCUMENT} @@ to_tsquery('simple'::regconfig, :fts_query)"
        return text(condition).bindparams(bindparam("fts_query", tsquery))
    # FTS5: a string in double quotes is a phrase of its words (never an operator or column
    # name), ``*`` after it makes the last word a prefix; phrases side by side must all match.
    fts5 = " OR ".join(
        "(" + " ".join('"' + " ".join(words) + '"*' for words in found) + ")" for found in spellings
    )
    condition = f"{SQLITE_TABLE} MATCH :fts_query"
    hits: Select[Any] = (
        select(literal_column("rowid"))
        .select_from(table(SQLITE_TABLE))
        .where(text(condition).bindparams(bindparam("fts_query", fts5)))
    )
    return literal_column("mail_messages.rowid").in_(hits)
