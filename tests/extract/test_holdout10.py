"""Held-out set 10 covers what it claims (size, shares of mails without a code or a link,
every kind of issue 21 both ways, the languages and charsets), and its committed files are
what ``make_holdout10.py`` writes. Accuracy on it is measured by ``bench/extract_bench.py``,
never asserted here."""

from __future__ import annotations

import pytest

from tests.extract.heldout import LANGUAGES as ALL_LANGUAGES
from tests.extract.heldout import (
    LEGACY_CHARSETS,
    LINK_KIND_NAMES,
    both_ways,
    differences_from_generator,
)
from tests.extract.holdout10_cases import CASES
from tests.extract.holdout10_mail import build
from tests.extract.make_holdout10 import FOLDER

CODE_KINDS = (
    "css-hidden",
    "alt-text",
    "input-value",
    "parts-disagree",
    "rfc822",
    "forwarded",
    "quoted-reply",
    "pgp",
    "smime",
    "alnum",
    "other-script",
    "bidi",
    "zero-width",
    "qp-soft-break",
    "encoded-word-split",
    "char-refs",
    "subject-only",
    "backup-codes",
    "used-code",
    "expired-code",
    "three-ds",
    "registry-number",
    "reference-code",
    "anti-phishing",
    "spaced",
    "dashed",
    "staging",
    "framework-default",
)
LINK_KINDS = (
    "css-hidden",
    "parts-disagree",
    "flowed-url",
    "area-href",
    "vml",
    "form-button",
    "tracker-recoverable",
    "tracker-opaque",
    "app-scheme",
    "lock-account",
    "idn",
    "non-ascii-path",
    "invitation",
    "email-change",
    "deletion",
    "export",
    "framework-default",
)
LOOKALIKE = ("lookalike", "registry-number", "log-output", "card-auth", "reference-code")
LANGUAGES = list(ALL_LANGUAGES)
CHARSETS = LEGACY_CHARSETS


def test_the_set_has_at_least_250_mails_with_unique_names() -> None:
    names = [case.name for case in CASES]
    assert len(names) >= 250
    assert len(set(names)) == len(names)


def test_most_mails_have_no_code_and_many_of_those_hold_lookalikes() -> None:
    code_free = [case for case in CASES if case.otp is None]
    assert len(code_free) >= 0.6 * len(CASES)
    lookalikes = [case for case in code_free if set(case.kinds) & set(LOOKALIKE)]
    assert len(lookalikes) >= 0.25 * len(code_free)


def test_many_mails_have_no_account_link() -> None:
    assert sum(case.link is None for case in CASES) >= 0.4 * len(CASES)


def test_every_link_has_a_kind_of_the_decision() -> None:
    for case in CASES:
        assert (case.link is None) == (case.link_kind is None), case.name
        assert case.link_kind is None or case.link_kind in LINK_KIND_NAMES, case.name


def test_codes_are_written_as_typed() -> None:
    for case in CASES:
        assert case.otp is None or (case.otp.isascii() and case.otp.isalnum()), case.name


@pytest.mark.parametrize("kind", CODE_KINDS)
def test_each_code_kind_is_there_with_a_code_and_without(kind: str) -> None:
    assert both_ways(CASES, kind, lambda case: case.otp)


@pytest.mark.parametrize("kind", LINK_KINDS)
def test_each_link_kind_is_there_with_a_link_and_without(kind: str) -> None:
    assert both_ways(CASES, kind, lambda case: case.link)


def test_every_language_and_legacy_charset_is_there() -> None:
    languages = {case.lang for case in CASES}
    assert set(LANGUAGES) <= languages
    for lang in LANGUAGES:
        mine = [case for case in CASES if case.lang == lang]
        assert len(mine) >= 3, lang
        assert any(case.otp or case.link for case in mine), lang
        assert any(case.otp is None and case.link is None for case in mine), lang
    assert set(CHARSETS) <= {case.charset.lower() for case in CASES}


def test_the_committed_files_are_what_the_generator_writes() -> None:
    assert differences_from_generator(FOLDER, CASES, build) == []
